/** What the content module's GraphQL types resolve from (codegen mappers, schema/mappers.ts). */
import type { faqs, partnerOrganisations, people, stats, testimonials, valueCards } from "../../../../drizzle/schema/courses.js";

export type PersonRow = typeof people.$inferSelect;
export type TestimonialRow = typeof testimonials.$inferSelect;
export type PartnerOrganisationRow = typeof partnerOrganisations.$inferSelect;
export type FaqRow = typeof faqs.$inferSelect;
export type StatRow = typeof stats.$inferSelect;
export type ValueCardRow = typeof valueCards.$inferSelect;
