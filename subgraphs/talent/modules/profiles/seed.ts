/**
 * Seeds profiles: the demo accounts' profiles, only outside production (`opts.demo`), each created on its demo day
 * (shared/demo-accounts.ts). The demo student's profile, work experience and education are ./seed-data.ts.
 */
import { educations, users, workExperiences } from "../../../../drizzle/schema/talent.js";
import type { Tx } from "../../../shared/db.js";
import { DEMO_ACCOUNTS, demoAccountCreatedAt } from "../../../shared/demo-accounts.js";
import type { SeedOptions } from "../../../shared/server.js";
import { normalizeEmail } from "./rules/identity.js";
import { DEMO_STUDENT_PROFILE, demoStudentEducation, demoStudentExperience } from "./seed-data.js";

const DEMO_STUDENT = DEMO_ACCOUNTS.find((a) => a.roles.includes("STUDENT"))!;

export async function seedProfiles(tx: Tx, opts: SeedOptions, now: Date): Promise<void> {
  if (!opts.demo) return;
  // Insert-only: a demo person's own edits (their name, their profile) survive restarts.
  await tx
    .insert(users)
    .values(
      DEMO_ACCOUNTS.map((a) => ({
        id: a.id,
        firstName: a.firstName,
        lastName: a.lastName,
        email: normalizeEmail(a.email),
        ...(a.id === DEMO_STUDENT.id ? DEMO_STUDENT_PROFILE : {}),
        createdAt: demoAccountCreatedAt(now, a),
      })),
    )
    .onConflictDoNothing({ target: users.id });
  await tx
    .insert(workExperiences)
    .values({ ...demoStudentExperience(now), userId: DEMO_STUDENT.id })
    .onConflictDoNothing({ target: workExperiences.id });
  await tx
    .insert(educations)
    .values({ ...demoStudentEducation(now), userId: DEMO_STUDENT.id })
    .onConflictDoNothing({ target: educations.id });
}
