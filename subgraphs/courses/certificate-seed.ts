/**
 * Demo only: the demo student's M1 SQL certificate from the class m1sql-2026-05 (started 2026-05-10, issued
 * 2026-08-05), with a fixed id and code so its verification page is /certificates/DEMSQL2K6M-m1-sql. Inserted once and
 * never overwritten, so a revocation in the demo survives restarts. Runs after the classes are seeded (the class id).
 */
import { certificates } from "../../drizzle/schema/courses.js";
import type { Tx } from "../shared/db.js";
import { DEMO_ACCOUNTS } from "../shared/demo-accounts.js";
import { M1SQL_CLASS_ID } from "./lesson-data.js";

export const DEMO_CERTIFICATE_ID = "00000000-0000-4000-8000-0000000c0001";
export const DEMO_CERTIFICATE_CODE = "DEMSQL2K6M";

export async function seedDemoCertificate(tx: Tx): Promise<void> {
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
      classId: M1SQL_CLASS_ID,
      dateStarted: "2026-05-10",
      dateIssued: "2026-08-05",
    })
    .onConflictDoNothing();
}
