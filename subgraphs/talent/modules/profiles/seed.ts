/**
 * Seeds profiles: the demo accounts' profiles, only outside production (`opts.demo`). The demo student's profile is
 * well filled, to show the product off: about, job settings, location, a work experience, an education and skills
 * (seven of the nine completion checks: the contact form, location and LinkedIn, is left as the one task to do). Months count back from the seeding
 * day `now`.
 */
import { educations, users, workExperiences } from "../../../../drizzle/schema/talent.js";
import type { Tx } from "../../../shared/db.js";
import { DEMO_ACCOUNTS } from "../../../shared/demo-accounts.js";
import { seedDay } from "../../../shared/seed-dates.js";
import type { SeedOptions } from "../../../shared/server.js";
import { normalizeEmail } from "./rules/identity.js";

const DEMO_STUDENT = DEMO_ACCOUNTS.find((a) => a.roles.includes("STUDENT"))!;
/** Fixed ids, so the demo student's entries are recognised at every start. */
const DEMO_EXPERIENCE_ID = "00000000-0000-4000-8000-0000000d0e01";
const DEMO_EDUCATION_ID = "00000000-0000-4000-8000-0000000d0e02";

/** The demo student's profile beyond her name (talent's users columns). */
const DEMO_STUDENT_PROFILE = {
  bio: "Operations coordinator moving into data analytics. I finished M1 SQL, I am working through M1 JavaScript, and I enjoy turning messy spreadsheets into dashboards people use.",
  employmentStatus: "EMPLOYED_BUT_LOOKING_FOR_JOB" as const,
  languages: ["English", "Malay", "Mandarin"],
  workPermitLocations: ["Malaysia"],
  skillIds: ["sql", "excel", "python", "tableau"],
  targetRoleId: "data-science",
};

/** YYYY-MM, `months` months before the seeding month. */
function monthBefore(now: Date, months: number): string {
  const [y, m] = seedDay(now, 0).split("-").map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 - months, 1));
  return d.toISOString().slice(0, 7);
}

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
      })),
    )
    .onConflictDoNothing({ target: users.id });
  await tx
    .insert(workExperiences)
    .values({
      id: DEMO_EXPERIENCE_ID,
      userId: DEMO_STUDENT.id,
      jobTitle: "Operations Coordinator",
      employerName: "Kelana Freight Sdn Bhd",
      startMonth: monthBefore(now, 40),
      endMonth: null,
      descriptions: [
        "Built the weekly delivery-performance report in Excel, cutting its preparation from a day to an hour.",
        "Cleaned and reconciled shipment records across three warehouses.",
      ],
    })
    .onConflictDoNothing({ target: workExperiences.id });
  await tx
    .insert(educations)
    .values({
      id: DEMO_EDUCATION_ID,
      userId: DEMO_STUDENT.id,
      university: "Universiti Malaya",
      level: "Degree",
      field: "Business Administration",
      startMonth: monthBefore(now, 88),
      endMonth: monthBefore(now, 42),
      grade: "Second Class Upper",
      descriptions: [],
    })
    .onConflictDoNothing({ target: educations.id });
}
