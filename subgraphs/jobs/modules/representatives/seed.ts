/** Seeds representatives: in a demo, the demo recruiter as an approved representative (nothing otherwise). */
import { employerRepresentatives } from "../../../../drizzle/schema/jobs.js";
import type { Tx } from "../../../shared/db.js";
import { DEMO_ACCOUNTS } from "../../../shared/demo-accounts.js";
import type { SeedOptions } from "../../../shared/server.js";
import { seedAt } from "../../../shared/seed-dates.js";
import { DEMO_REPRESENTATIVE } from "./seed-data.js";

/** Requested and approved six weeks before the seeding day `now`, before any of the employer's jobs was posted. */
export async function seedRepresentatives(tx: Tx, opts: SeedOptions, now: Date): Promise<void> {
  if (!opts.demo) return;
  const jobAdmin = DEMO_ACCOUNTS.find((a) => a.roles.includes("JOB_ADMIN"))!;
  const recruiter = DEMO_ACCOUNTS.find((a) => a.roles.includes("COMPANY_REPRESENTATIVE"))!;
  const representative = DEMO_REPRESENTATIVE;
  // Insert-once, and never a second live row for the recruiter (the partial unique index): nothing if one exists.
  await tx
    .insert(employerRepresentatives)
    .values({
      id: representative.id,
      userId: recruiter.id,
      kind: "JOIN_EMPLOYER",
      employerId: representative.employerId,
      position: representative.position,
      status: "APPROVED",
      requestedAt: seedAt(now, -42, "10:00"),
      decidedAt: seedAt(now, -41, "11:00"),
      decidedBy: jobAdmin.id,
    })
    .onConflictDoNothing();
}
