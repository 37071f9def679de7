import type { QueryResolvers } from "../../../__generated__/resolvers-types.js";
import { listFaqs, listPartnerOrganisations, listStats, listTeamProfiles, listTestimonials, listValueCards } from "../service.js";

export const Query: Pick<QueryResolvers, "teamProfiles" | "testimonials" | "partnerOrganisations" | "faqs" | "stats" | "valueCards"> = {
  teamProfiles: (_, { group }, ctx) => listTeamProfiles(ctx, group),
  testimonials: (_, { featured }, ctx) => listTestimonials(ctx, featured),
  partnerOrganisations: (_, __, ctx) => listPartnerOrganisations(ctx),
  faqs: (_, { type }, ctx) => listFaqs(ctx, type),
  stats: (_, __, ctx) => listStats(ctx),
  valueCards: (_, __, ctx) => listValueCards(ctx),
};
