/** Seeds certificates: in a demo, the demo student's M1 SQL certificate (nothing otherwise). */
import { certificates } from "../../../../drizzle/schema/courses.js";
import type { Tx } from "../../../shared/db.js";
import { DEMO_ACCOUNTS } from "../../../shared/demo-accounts.js";
import type { SeedOptions } from "../../../shared/server.js";

export const DEMO_CERTIFICATE_ID = "00000000-0000-4000-8000-0000000c0001";
export const DEMO_CERTIFICATE_CODE = "DEMSQL2K6M";

/**
 * Demo only: the demo student's M1 SQL certificate from the class m1sql-2026-05 (started 2026-05-10, issued
 * 2026-08-05), with a fixed id and code so its verification page is /certificates/DEMSQL2K6M-m1-sql. Inserted once and
 * never overwritten, so a revocation in the demo survives restarts. Runs after the classes are seeded: `demo.classId`
 * is that class's id (the classroom's M1SQL_CLASS_ID, given by the subgraph's seed).
 */
export async function seedCertificates(tx: Tx, opts: SeedOptions, demo: { classId: string }): Promise<void> {
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
      dateStarted: "2026-05-10",
      dateIssued: "2026-08-05",
    })
    .onConflictDoNothing();
}
