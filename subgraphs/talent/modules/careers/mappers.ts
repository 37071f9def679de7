/** What the careers module's GraphQL types resolve from (codegen mappers, schema/mappers.ts). */
import type { careerReviews, careerServices, careerStaff, portfolioProjects } from "../../../../drizzle/schema/talent.js";

export type CareerStaffRow = typeof careerStaff.$inferSelect;
export type CareerServicesRow = typeof careerServices.$inferSelect;
export type PortfolioProjectRow = typeof portfolioProjects.$inferSelect;
export type CareerReviewRow = typeof careerReviews.$inferSelect;

/** Whether the viewer may join, the courses that make them eligible, and their services once joined. */
export interface CareerServicesStatusModel {
  eligible: boolean;
  courseIds: string[];
  services: CareerServicesRow | null;
}
