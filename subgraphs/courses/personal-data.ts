/**
 * What the courses service holds about a person (programme applications, orders and their financing, classroom work,
 * certificates), for the personal data export and for erasure when the account is deleted. Every table whose rows are
 * about a person as their subject is listed.
 */
import {
  applicationHistory,
  certificates,
  classMembers,
  courseAccess,
  incomeReports,
  isaAgreements,
  isaStatements,
  lessonProgress,
  lessonSubmissions,
  orders,
  priorLearningCredits,
  programmeApplications,
  tutorialAttendance,
  withdrawals,
} from "../../drizzle/schema/courses.js";
import { and, eq, isNotNull } from "drizzle-orm";
import { requireSystem } from "../shared/guards.js";
import { deletePersonalRows, personIdOf, personalDataResolversFor, type PersonalDataSource } from "../shared/personal-data.js";
import { ERASURE_POLICY } from "../shared/rules/account-erasure.js";
import type { CoursesContext } from "./context.js";

export const COURSES_PERSONAL_DATA: readonly PersonalDataSource[] = [
  { name: "programmeApplications", table: programmeApplications, column: programmeApplications.applicantId },
  {
    name: "programmeApplicationHistory",
    table: applicationHistory,
    column: applicationHistory.applicationId,
    through: { key: programmeApplications.id, person: programmeApplications.applicantId },
  },
  { name: "orders", table: orders, column: orders.buyerId },
  { name: "courseAccess", table: courseAccess, column: courseAccess.buyerId },
  { name: "withdrawals", table: withdrawals, column: withdrawals.orderId, through: { key: orders.id, person: orders.buyerId } },
  { name: "isaAgreements", table: isaAgreements, column: isaAgreements.learnerId },
  { name: "incomeReports", table: incomeReports, column: incomeReports.learnerId, omit: ["documentKey"] },
  {
    name: "isaStatements",
    table: isaStatements,
    column: isaStatements.orderId,
    through: { key: isaAgreements.orderId, person: isaAgreements.learnerId },
  },
  { name: "classMemberships", table: classMembers, column: classMembers.userId },
  { name: "lessonProgress", table: lessonProgress, column: lessonProgress.userId },
  { name: "lessonSubmissions", table: lessonSubmissions, column: lessonSubmissions.userId },
  { name: "tutorialAttendance", table: tutorialAttendance, column: tutorialAttendance.userId },
  { name: "certificates", table: certificates, column: certificates.holderId },
  { name: "priorLearningCredit", table: priorLearningCredits, column: priorLearningCredits.userId },
];

/**
 * Account deletion: orders and their financing records stay (tax law; the rules file says which and why), linked only
 * to the anonymised id; the income documents behind the reports leave storage, their figures stay. Everything else
 * about the person is deleted. Idempotent.
 */
export async function eraseCoursesPersonalData(ctx: CoursesContext, personId: string): Promise<boolean> {
  requireSystem(ctx);
  const id = personIdOf(personId);
  const documents = await ctx.db.transaction(async (tx) => {
    await deletePersonalRows(tx, COURSES_PERSONAL_DATA, ERASURE_POLICY.courses.erased, id);
    // The keys as they were: RETURNING would give the cleared values.
    const held = await tx
      .select({ key: incomeReports.documentKey })
      .from(incomeReports)
      .where(and(eq(incomeReports.learnerId, id), isNotNull(incomeReports.documentKey)))
      .for("update");
    if (held.length)
      await tx
        .update(incomeReports)
        .set({ documentKey: null, documentName: null })
        .where(and(eq(incomeReports.learnerId, id), isNotNull(incomeReports.documentKey)));
    return held;
  });
  for (const { key } of documents)
    if (key) await ctx.storage.delete(key).catch((err: unknown) => ctx.log.warn({ err }, "deleted member's income document not removed"));
  return true;
}

export const personalDataResolvers = personalDataResolversFor("courses", COURSES_PERSONAL_DATA, eraseCoursesPersonalData);
