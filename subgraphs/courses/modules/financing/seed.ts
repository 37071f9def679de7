/** Seeds financing: in a demo, an ISA in the middle of its life for the demo student (nothing otherwise). */
import { courseAccess, incomeReports, isaAgreements, orders } from "../../../../drizzle/schema/courses.js";
import type { Tx } from "../../../shared/db.js";
import { DEMO_ACCOUNTS } from "../../../shared/demo-accounts.js";
import { seedAt, seedDay } from "../../../shared/seed-dates.js";
import type { SeedOptions } from "../../../shared/server.js";
import { ENROLMENT_OPTIONS, M1_ACCESS_DAYS, accessWindow, orderPricing } from "../enrolment/index.js";
import { firstCollectionMonth } from "./rules/statement.js";

const demoAccount = (role: "STUDENT" | "COURSE_ADMIN") => DEMO_ACCOUNTS.find((a) => a.roles.includes(role))!;

/** Fixed ids, so the demo rows are recognised at every start. */
export const DEMO_ISA_ORDER_ID = "00000000-0000-4000-8000-00000000a15a";
const DEMO_INCOME_REPORT_ID = "00000000-0000-4000-8000-00000000a15b";

/**
 * Demo only: the demo student's ISA for M1 SQL in Malaysia — signed 62 days before the seeding day `now`, approved
 * the next day (90 days of access, so still running: she finished the course and holds its certificate), an accepted
 * salary slip (employed, 1,200 USD a month, reviewed a week before the seeding day). No statements: the scheduled
 * statement job computes them once collection starts, the month after access ends (FIXED 90 USD months, then a
 * CAPPED one reaching the 199 cap). The slip
 * has no stored file (documentKey null): the seed runs before any storage is configured, and a demo needs none.
 * Rows are inserted once and never overwritten, so what happens in the demo (payments confirmed, the cap reached,
 * a withdrawal) survives restarts. Nothing is seeded for m1py: the browser tests buy it as the demo student.
 */
export async function seedFinancing(tx: Tx, opts: SeedOptions, now: Date): Promise<void> {
  if (!opts.demo) return;
  const student = demoAccount("STUDENT").id;
  const admin = demoAccount("COURSE_ADMIN").id;
  const signedAt = seedAt(now, -62, "11:00");
  // The same instant as the classroom seed's M1 SQL class membership (demoM1sqlApprovedAt).
  const approvedAt = seedAt(now, -61, "10:00");
  const access = accessWindow(approvedAt, M1_ACCESS_DAYS);
  const pricing = orderPricing(ENROLMENT_OPTIONS.find((o) => o.id === "m1")!.feeCents, "ISA");
  await tx
    .insert(orders)
    .values({
      id: DEMO_ISA_ORDER_ID,
      buyerId: student,
      optionId: "m1",
      courseId: "m1sql",
      paymentPlan: "ISA",
      ...pricing,
      currency: "USD",
      provider: "offline",
      reference: "TF-DEMOISAA",
      status: "FINANCED",
      createdAt: signedAt,
      paidAt: approvedAt,
      confirmedBy: admin,
      country: "Malaysia",
    })
    .onConflictDoNothing({ target: orders.id });
  await tx
    .insert(courseAccess)
    .values({ buyerId: student, courseId: "m1sql", orderId: DEMO_ISA_ORDER_ID, ...access })
    .onConflictDoNothing();
  await tx
    .insert(isaAgreements)
    .values({
      orderId: DEMO_ISA_ORDER_ID,
      learnerId: student,
      country: "Malaysia",
      capCents: pricing.amountCents,
      signedAt,
      firstCollectionMonth: firstCollectionMonth(access.endsAt),
    })
    .onConflictDoNothing({ target: isaAgreements.orderId });
  await tx
    .insert(incomeReports)
    .values({
      id: DEMO_INCOME_REPORT_ID,
      orderId: DEMO_ISA_ORDER_ID,
      learnerId: student,
      employed: true,
      monthlySalaryCents: 120_000,
      documentKind: "SALARY_SLIP",
      documentName: `salary-slip-${seedDay(now, -40).slice(0, 7)}.pdf`,
      documentKey: null,
      status: "ACCEPTED",
      reviewedBy: admin,
      reviewedAt: seedAt(now, -7, "14:00"),
      submittedAt: seedAt(now, -9, "17:30"),
    })
    .onConflictDoNothing({ target: incomeReports.id });
}
