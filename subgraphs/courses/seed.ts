/**
 * Catalogue content from SPEC §3: providers, categories, the visible courses in order, hidden placeholders, the
 * role-to-course mapping, programme course lists and the content module. Rich text goes through the shared
 * sanitizer, like user input would.
 */
import {
  categories,
  classMembers,
  classes,
  courseAccess,
  courseTable,
  enrolmentOptionCourses,
  enrolmentOptions,
  faqs,
  incomeReports,
  isaAgreements,
  lessonProgress,
  lessonSubmissions,
  lessons,
  liveTutorials,
  orders,
  partnerOrganisations,
  people,
  programmeCourseLists,
  programmeCourses,
  programmes,
  providers,
  registrationForms,
  roleCourses,
  stats,
  testimonials,
  valueCards,
} from "../../drizzle/schema/courses.js";
import type { Db, Tx } from "../shared/db.js";
import { DEMO_ACCOUNTS } from "../shared/demo-accounts.js";
import type { SeedOptions } from "../shared/server.js";
import { sanitizePlainText, sanitizeSimpleHtml } from "../shared/sanitize.js";
import { upsertAll } from "../shared/seed.js";
import {
  FAQS,
  PARTNER_ORGANISATIONS,
  PEOPLE,
  PROGRAMME_COURSES,
  PROGRAMME_LISTS,
  STATS,
  TESTIMONIALS,
  VALUE_CARDS,
} from "./content-data.js";
import { COURSE_SEED } from "./seed-data.js";
import { seedDemoCertificate } from "./certificate-seed.js";
import { ENROLMENT_OPTION_COURSES, ENROLMENT_OPTIONS, M1_ACCESS_DAYS } from "./enrolment-data.js";
import { PROGRAMMES, REGISTRATION_FORMS } from "./programme-data.js";
import { CLASSES, LESSONS, M1JS_CLASS_ID, M1SQL_CLASS_ID, TUTORIALS } from "./lesson-data.js";
import { accessWindow, orderPricing } from "./rules/enrolment.js";
import { firstCollectionMonth } from "./rules/financing/statement.js";

export async function seedCourses(db: Db, opts: SeedOptions = { demo: false }): Promise<void> {
  await db.transaction(async (tx) => {
    await upsertAll(tx, providers, COURSE_SEED.providers, providers.id);
    await upsertAll(tx, categories, COURSE_SEED.categories, categories.id);
    await upsertAll(tx, courseTable, COURSE_SEED.courses, courseTable.id);
    await upsertAll(tx, roleCourses, COURSE_SEED.roleCourses, [roleCourses.roleId, roleCourses.courseId]);
    await upsertAll(
      tx,
      people,
      PEOPLE.map((p) => ({ ...p, description: sanitizeSimpleHtml(p.description ?? "") })),
      people.id,
    );
    await upsertAll(
      tx,
      testimonials,
      TESTIMONIALS.map((t) => ({ ...t, comment: sanitizePlainText(t.comment) })),
      testimonials.id,
    );
    await upsertAll(tx, partnerOrganisations, PARTNER_ORGANISATIONS, partnerOrganisations.id);
    await upsertAll(
      tx,
      faqs,
      FAQS.map((f) => ({ ...f, answer: sanitizeSimpleHtml(f.answer) })),
      [faqs.type, faqs.position],
    );
    await upsertAll(tx, stats, STATS, stats.slug);
    await upsertAll(tx, valueCards, VALUE_CARDS, valueCards.id);
    await upsertAll(tx, programmeCourseLists, PROGRAMME_LISTS, programmeCourseLists.code);
    await upsertAll(tx, programmeCourses, PROGRAMME_COURSES, [programmeCourses.code, programmeCourses.courseId]);
    await upsertAll(tx, programmes, PROGRAMMES, programmes.id);
    await upsertAll(tx, registrationForms, REGISTRATION_FORMS, registrationForms.id);
    await upsertAll(tx, enrolmentOptions, ENROLMENT_OPTIONS, enrolmentOptions.id);
    await upsertAll(tx, enrolmentOptionCourses, ENROLMENT_OPTION_COURSES, [
      enrolmentOptionCourses.optionId,
      enrolmentOptionCourses.courseId,
    ]);
    if (opts.demo) await seedDemoIsa(tx);
    await seedClassroom(tx, opts);
    if (opts.demo) await seedDemoCertificate(tx);
  });
}

const demoAccount = (role: "STUDENT" | "COURSE_ADMIN" | "INSTRUCTOR") => DEMO_ACCOUNTS.find((a) => a.roles.includes(role))!;

/** Fixed ids, so the demo rows are recognised at every start. */
export const DEMO_ISA_ORDER_ID = "00000000-0000-4000-8000-00000000a15a";
const DEMO_INCOME_REPORT_ID = "00000000-0000-4000-8000-00000000a15b";

/**
 * Demo only: the demo student's ISA for M1 SQL in Malaysia — signed 2026-05-09, approved 2026-05-10 (90 days of
 * access), an accepted salary slip (employed, 1,200 USD a month, reviewed 2026-08-20). No statements: the scheduled
 * statement job computes them (FIXED 90 USD months from 2026-09, then a CAPPED one reaching the 199 cap). The slip
 * has no stored file (documentKey null): the seed runs before any storage is configured, and a demo needs none.
 * Rows are inserted once and never overwritten, so what happens in the demo (payments confirmed, the cap reached,
 * a withdrawal) survives restarts. Nothing is seeded for m1py: the browser tests buy it as the demo student.
 */
async function seedDemoIsa(tx: Tx): Promise<void> {
  const student = demoAccount("STUDENT").id;
  const admin = demoAccount("COURSE_ADMIN").id;
  const signedAt = new Date("2026-05-09T03:00:00.000Z");
  const approvedAt = new Date("2026-05-10T02:00:00.000Z");
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
      documentName: "salary-slip-2026-07.pdf",
      documentKey: null,
      status: "ACCEPTED",
      reviewedBy: admin,
      reviewedAt: new Date("2026-08-20T06:00:00.000Z"),
      submittedAt: new Date("2026-08-18T09:30:00.000Z"),
    })
    .onConflictDoNothing({ target: incomeReports.id });
}

/** The demo student's PAID M1 JavaScript order (tests that count orders from scratch delete it). */
export const DEMO_M1JS_ORDER_ID = "00000000-0000-4000-8000-0000000c1c01";
const DEMO_QUIZ_SUBMISSION_ID = "00000000-0000-4000-8000-0000000c1d01";
const DEMO_PROJECT_SUBMISSION_ID = "00000000-0000-4000-8000-0000000c1d02";

/**
 * Classroom content: lessons (bodies sanitized like user input), the three classes and the fcda class's tutorials,
 * upserted at every start. Demo only: the demo instructor instructs every class; the demo student bought M1
 * JavaScript (PAID, access from the first seed), studies in m1js-open-2026 (1-1 done, the quiz 2-1 passed with 100,
 * the project 3-1 handed in and waiting for marking) and was a student of m1sql-2026-05. Demo learner rows are
 * inserted once and never overwritten, so what happens in the demo survives restarts.
 */
async function seedClassroom(tx: Tx, opts: SeedOptions): Promise<void> {
  const instructor = demoAccount("INSTRUCTOR").id;
  await upsertAll(
    tx,
    lessons,
    LESSONS.map((l) => ({ ...l, body: sanitizeSimpleHtml(l.body ?? "") })),
    lessons.id,
  );
  await upsertAll(tx, classes, CLASSES, classes.id);
  await upsertAll(
    tx,
    liveTutorials,
    TUTORIALS.map((t) => ({ ...t, createdBy: instructor })),
    liveTutorials.id,
  );
  if (!opts.demo) return;
  const member = (classId: string, userId: string, role: "STUDENT" | "INSTRUCTOR", addedAt: Date) => {
    const klass = CLASSES.find((c) => c.id === classId)!;
    return { classId, userId, role, courseId: klass.courseId, addedAt, addedBy: demoAccount("COURSE_ADMIN").id };
  };
  await tx
    .insert(classMembers)
    .values(CLASSES.map((c) => member(c.id, instructor, "INSTRUCTOR", new Date(`${c.startsOn}T00:00:00.000Z`))))
    .onConflictDoNothing();

  const student = demoAccount("STUDENT").id;
  const now = new Date();
  const access = accessWindow(now, M1_ACCESS_DAYS);
  await tx
    .insert(orders)
    .values({
      id: DEMO_M1JS_ORDER_ID,
      buyerId: student,
      optionId: "m1",
      courseId: "m1js",
      paymentPlan: "UPFRONT",
      ...orderPricing(ENROLMENT_OPTIONS.find((o) => o.id === "m1")!.feeCents, "UPFRONT"),
      currency: "USD",
      provider: "offline",
      reference: "TF-DEMOJSAA",
      status: "PAID",
      createdAt: now,
      paidAt: now,
      confirmedBy: demoAccount("COURSE_ADMIN").id,
    })
    .onConflictDoNothing({ target: orders.id });
  await tx
    .insert(courseAccess)
    .values({ buyerId: student, courseId: "m1js", orderId: DEMO_M1JS_ORDER_ID, ...access })
    .onConflictDoNothing();
  await tx
    .insert(classMembers)
    .values([
      member(M1JS_CLASS_ID, student, "STUDENT", now),
      member(M1SQL_CLASS_ID, student, "STUDENT", new Date("2026-05-10T02:00:00.000Z")),
    ])
    .onConflictDoNothing();
  const state = (lessonId: string, status: "IN_PROGRESS" | "COMPLETED", mark: number | null) => ({
    userId: student,
    lessonId,
    classId: M1JS_CLASS_ID,
    status,
    mark,
    startedAt: now,
    updatedAt: now,
    completedAt: status === "COMPLETED" ? now : null,
  });
  await tx
    .insert(lessonProgress)
    .values([state("m1js-1-1", "COMPLETED", null), state("m1js-2-1", "COMPLETED", 100), state("m1js-3-1", "IN_PROGRESS", null)])
    .onConflictDoNothing();
  const quiz = LESSONS.find((l) => l.id === "m1js-2-1")!;
  await tx
    .insert(lessonSubmissions)
    .values([
      {
        id: DEMO_QUIZ_SUBMISSION_ID,
        lessonId: quiz.id,
        classId: M1JS_CLASS_ID,
        userId: student,
        answers: quiz.questions!.map((question) => ({ questionId: question.id, answer: question.answer, correct: true })),
        submittedAt: now,
        status: "MARKED",
        mark: 100,
        markedAt: now,
      },
      {
        id: DEMO_PROJECT_SUBMISSION_ID,
        lessonId: "m1js-3-1",
        classId: M1JS_CLASS_ID,
        userId: student,
        text: "My to-do list keeps tasks in an array of objects ({ text, done }). addTask pushes a task, toggleTask flips done, removeTask filters it out, and render rebuilds the list from the array after every change.",
        link: "https://example.com/mei-ling/todo-list",
        submittedAt: now,
        status: "SUBMITTED",
      },
    ])
    .onConflictDoNothing();
}
