import type { PartnerOrganisationResolvers } from "../../../__generated__/resolvers-types.js";

export const PartnerOrganisation: PartnerOrganisationResolvers = {
  logoUrl: (o) => o.logoPath,
};
