/** Seeds certificates: in a demo, the demo student's M1 SQL certificate (nothing otherwise). */
import { certificates } from "../../../../drizzle/schema/courses.js";
import type { Tx } from "../../../shared/db.js";
import { DEMO_ACCOUNTS } from "../../../shared/demo-accounts.js";
import type { SeedOptions } from "../../../shared/server.js";
import { DEMO_CERTIFICATE_CODE, DEMO_CERTIFICATE_ID, demoCertificateDates } from "./seed-data.js";

export { DEMO_CERTIFICATE_CODE, DEMO_CERTIFICATE_DAYS, DEMO_CERTIFICATE_ID } from "./seed-data.js";

/**
 * Demo only: the demo student's M1 SQL certificate (seed-data.ts: its id, code and dates from the seeding day `now`,
 * issued the day after her last lesson). Inserted once and never overwritten, so a revocation in the demo survives restarts. Runs after the classes are seeded: `demo.classId`
 * is that class's id (the classroom's M1SQL_CLASS_ID, given by the subgraph's seed).
 */
export async function seedCertificates(tx: Tx, opts: SeedOptions, demo: { classId: string }, now: Date): Promise<void> {
  if (!opts.demo) return;
  const student = DEMO_ACCOUNTS.find((a) => a.roles.includes("STUDENT"))!.id;
  await tx
    .insert(certificates)
    .values({
      id: DEMO_CERTIFICATE_ID,
      code: DEMO_CERTIFICATE_CODE,
      holderId: student,
      courseId: "m1sql",
      badgeId: "m1sql",
      title: "M1 SQL",
      classId: demo.classId,
      ...demoCertificateDates(now),
    })
    .onConflictDoNothing();
}
