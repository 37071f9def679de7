import type { QueryResolvers } from "../../../__generated__/resolvers-types.js";
import { findCertificateByIdSlug, listBadges, listCertificates, myCertificates } from "../services/certificates.js";

export const Query: Pick<QueryResolvers, "myCertificates" | "certificate" | "certificates" | "badges"> = {
  myCertificates: (_, __, ctx) => myCertificates(ctx),
  certificate: (_, { idSlug }, ctx) => findCertificateByIdSlug(ctx, idSlug),
  certificates: (_, args, ctx) => listCertificates(ctx, args),
  badges: () => listBadges(),
};
