import type { QueryResolvers } from "../../../__generated__/resolvers-types.js";
import { listFaqs, listPartnerOrganisations, listStats, listTeamProfiles, listTestimonials, listValueCards } from "../service.js";

export const Query: Pick<QueryResolvers, "teamProfiles" | "testimonials" | "partnerOrganisations" | "faqs" | "stats" | "valueCards"> = {
  teamProfiles: (_, { group, language }, ctx) => listTeamProfiles(ctx, group, language),
  testimonials: (_, { featured }, ctx) => listTestimonials(ctx, featured),
  partnerOrganisations: (_, { language }, ctx) => listPartnerOrganisations(ctx, language),
  faqs: (_, { type, language }, ctx) => listFaqs(ctx, type, language),
  stats: (_, { language }, ctx) => listStats(ctx, language),
  valueCards: (_, { language }, ctx) => listValueCards(ctx, language),
};
