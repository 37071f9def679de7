/** Certificates and badges: thin resolvers over services/certificates.ts. */
import type { BadgeResolvers, CertificateResolvers, MutationResolvers, QueryResolvers } from "../__generated__/resolvers-types.js";
import {
  badgeOf,
  findCertificate,
  findCertificateByIdSlug,
  graduationOf,
  holderOf,
  idSlugOf,
  issueCertificate,
  listBadges,
  listCertificates,
  myCertificates,
  revokeCertificate,
} from "../services/certificates.js";

export const CertificateQuery: Pick<QueryResolvers, "myCertificates" | "certificate" | "certificates" | "badges"> = {
  myCertificates: (_, __, ctx) => myCertificates(ctx),
  certificate: (_, { idSlug }, ctx) => findCertificateByIdSlug(ctx, idSlug),
  certificates: (_, args, ctx) => listCertificates(ctx, args),
  badges: () => listBadges(),
};

export const CertificateMutation: Pick<MutationResolvers, "issueCertificate" | "revokeCertificate"> = {
  issueCertificate: (_, { input }, ctx) => issueCertificate(ctx, input),
  revokeCertificate: (_, { id, reason }, ctx) => revokeCertificate(ctx, id, reason),
};

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

export const Badge: BadgeResolvers = {
  course: (badge, _, ctx) => (badge.courseId ? ctx.loaders.course.load(badge.courseId) : null),
};
