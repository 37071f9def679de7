/** What the profiles module's GraphQL types resolve from (codegen mappers, schema/mappers.ts). */
import type { educations, ProfileLinksValue, users, workExperiences } from "../../../../drizzle/schema/talent.js";

export type UserRow = typeof users.$inferSelect;
export type WorkExperienceRow = typeof workExperiences.$inferSelect;
export type EducationRow = typeof educations.$inferSelect;

/** ProfileAbout as resolved: the fields the reader may not see are already null / []. */
export interface AboutModel {
  bio: string | null;
  employmentStatus: UserRow["employmentStatus"];
  languages: string[];
  workPermitLocations: string[];
  skillIds: string[];
  location: string | null;
  links: ProfileLinksValue | null;
}
