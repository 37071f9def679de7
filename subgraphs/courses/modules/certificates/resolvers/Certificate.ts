import type { CertificateResolvers } from "../../../__generated__/resolvers-types.js";
import { badgeOf, findCertificate, graduationOf, holderOf, idSlugOf } from "../services/certificates.js";

export const Certificate: CertificateResolvers = {
  __resolveReference: (ref, ctx) => findCertificate(ctx, ref.id),
  idSlug: (certificate) => idSlugOf(certificate),
  holder: (certificate) => holderOf(certificate),
  course: (certificate, _, ctx) => (certificate.courseId ? ctx.loaders.course.load(certificate.courseId) : null),
  badge: (certificate) => badgeOf(certificate),
  issuedByAdmin: (certificate) => certificate.issuedBy !== null,
  revokedAt: (certificate) => certificate.revokedAt?.toISOString() ?? null,
  graduation: (certificate) => graduationOf(certificate),
};
