import type { MutationResolvers } from "../../../__generated__/resolvers-types.js";
import { issueCertificate, revokeCertificate } from "../services/certificates.js";

export const Mutation: Pick<MutationResolvers, "issueCertificate" | "revokeCertificate"> = {
  issueCertificate: (_, { input }, ctx) => issueCertificate(ctx, input),
  revokeCertificate: (_, { id, reason }, ctx) => revokeCertificate(ctx, id, reason),
};
