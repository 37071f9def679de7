/**
 * Seeds career services in a demo: the demo staff, the certified-associate demo learner's services with their team,
 * projects and reviews, dated from the first seeding day and inserted once (what happens in the demo survives restarts).
 */
import { inArray } from "drizzle-orm";
import { careerReviews, careerServices, careerStaff, portfolioProjects, users } from "../../../../drizzle/schema/talent.js";
import type { Tx } from "../../../shared/db.js";
import type { SeedOptions } from "../../../shared/server.js";
import { DEMO_INTERVIEW_PEOPLE } from "../interviews/index.js";
import { demoCareerServices } from "./demo-seed-data.js";

export async function seedCareers(tx: Tx, opts: SeedOptions): Promise<void> {
  if (!opts.demo) return;
  const people = Object.values(DEMO_INTERVIEW_PEOPLE);
  const present = await tx.select({ id: users.id }).from(users).where(inArray(users.id, people));
  if (present.length < people.length) return;
  const world = demoCareerServices(new Date());
  await tx.insert(careerStaff).values(world.staff).onConflictDoNothing();
  await tx.insert(careerServices).values(world.services).onConflictDoNothing();
  await tx.insert(portfolioProjects).values(world.projects).onConflictDoNothing();
  await tx.insert(careerReviews).values(world.reviews).onConflictDoNothing();
}
