/** Seeds the classroom: lessons, classes and tutorials at every start; in a demo, a class life for the demo accounts. */
import {
  classMembers,
  classes,
  courseAccess,
  lessonProgress,
  lessonSubmissions,
  lessons,
  liveTutorials,
  orders,
} from "../../../../drizzle/schema/courses.js";
import type { Tx } from "../../../shared/db.js";
import { DEMO_ACCOUNTS, DEMO_ASSOCIATE_ID } from "../../../shared/demo-accounts.js";
import type { SeedOptions } from "../../../shared/server.js";
import { sanitizeSimpleHtml } from "../../../shared/sanitize.js";
import { DAY_MS, seedAt } from "../../../shared/seed-dates.js";
import { upsertAll } from "../../../shared/seed.js";
import { ENROLMENT_OPTIONS, M1_ACCESS_DAYS, accessWindow, orderPricing } from "../enrolment/index.js";
import { programmeSeed } from "../programmes/index.js";
import { LESSONS, M1JS_CLASS_ID, M1SQL_CLASS_ID, classSeed, tutorialSeed } from "./seed-data.js";

const demoAccount = (role: "STUDENT" | "COURSE_ADMIN" | "INSTRUCTOR") => DEMO_ACCOUNTS.find((a) => a.roles.includes(role))!;

/** The demo student's PAID M1 JavaScript order (tests that count orders from scratch delete it). */
export const DEMO_M1JS_ORDER_ID = "00000000-0000-4000-8000-0000000c1c01";
/** The demo certified associate's PAID Certified Associate front-end development (cafed) order. */
export const DEMO_CAFED_ORDER_ID = "00000000-0000-4000-8000-0000000c1c02";
const CA_OPTION = ENROLMENT_OPTIONS.find((o) => o.id === "ca")!;
/**
 * The ca option is taken by application and sets no accessDays: the demo access lasts as long as its intake runs
 * (start to end, both days included).
 */
function caAccessDays(now: Date): number {
  const intake = programmeSeed(now).find((p) => p.id === CA_OPTION.programmeId)!;
  return (Date.parse(intake.cohortEndsOn!) - Date.parse(intake.cohortStartsOn!)) / DAY_MS + 1;
}
/** When the demo student's M1 SQL ISA was approved (financing's seed): she joined the class then. */
export const demoM1sqlApprovedAt = (now: Date) => seedAt(now, -61, "10:00");
const DEMO_QUIZ_SUBMISSION_ID = "00000000-0000-4000-8000-0000000c1d01";
const DEMO_PROJECT_SUBMISSION_ID = "00000000-0000-4000-8000-0000000c1d02";

/**
 * Classroom content: lessons (bodies sanitized like user input), the three classes and the fcda class's tutorials,
 * upserted at every start. Demo only: the demo instructor instructs every class; the demo student bought M1
 * JavaScript (PAID 20 days before the first seed, access since then), studies in m1js-open-2026 (1-1 done, the quiz 2-1 passed with 100,
 * the project 3-1 handed in and waiting for marking) and finished every lesson of m1sql-2026-05 (joined when her ISA
 * was approved, done over the following weeks; certificates' seed issues the certificate after the last one); the
 * demo certified associate paid for cafed 30 days before the first seed (access since then), which makes career
 * services hers. Dates count from the seeding day `now`. Demo learner rows are inserted once and never overwritten,
 * so what happens in the demo survives restarts; a class's or tutorial's dates are those of the first seeding.
 */
export async function seedClassroom(tx: Tx, opts: SeedOptions, now: Date): Promise<void> {
  const CLASSES = classSeed(now);
  const instructor = demoAccount("INSTRUCTOR").id;
  await upsertAll(
    tx,
    lessons,
    LESSONS.map((l) => ({ ...l, body: sanitizeSimpleHtml(l.body ?? "") })),
    lessons.id,
  );
  await upsertAll(tx, classes, CLASSES, classes.id, { keep: [classes.startsOn, classes.endsOn] });
  await upsertAll(
    tx,
    liveTutorials,
    tutorialSeed(now).map((t) => ({ ...t, createdBy: instructor })),
    liveTutorials.id,
    { keep: [liveTutorials.startsAt] },
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
  // Mei's M1 JavaScript: ordered by bank transfer three weeks before the seeding day, confirmed the next morning, and
  // studied since (a lesson, the quiz, then the project handed in two days ago), so her dates agree with her progress.
  const m1js = {
    orderedAt: seedAt(now, -21, "21:10"),
    paidAt: seedAt(now, -20, "10:30"),
    lessonDone: seedAt(now, -18, "20:00"),
    quizDone: seedAt(now, -11, "20:30"),
    projectStarted: seedAt(now, -6, "19:00"),
    projectHandedIn: seedAt(now, -2, "21:40"),
  };
  const access = accessWindow(m1js.paidAt, M1_ACCESS_DAYS);
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
      createdAt: m1js.orderedAt,
      paidAt: m1js.paidAt,
      confirmedBy: demoAccount("COURSE_ADMIN").id,
    })
    .onConflictDoNothing({ target: orders.id });
  await tx
    .insert(courseAccess)
    .values({ buyerId: student, courseId: "m1js", orderId: DEMO_M1JS_ORDER_ID, ...access })
    .onConflictDoNothing();
  const associatePaidAt = new Date(now.getTime() - 30 * DAY_MS);
  await tx
    .insert(orders)
    .values({
      id: DEMO_CAFED_ORDER_ID,
      buyerId: DEMO_ASSOCIATE_ID,
      optionId: CA_OPTION.id,
      courseId: "cafed",
      paymentPlan: "UPFRONT",
      ...orderPricing(CA_OPTION.feeCents, "UPFRONT"),
      currency: "USD",
      provider: "offline",
      reference: "TF-DEMOCAFE",
      status: "PAID",
      createdAt: associatePaidAt,
      paidAt: associatePaidAt,
      confirmedBy: demoAccount("COURSE_ADMIN").id,
    })
    .onConflictDoNothing({ target: orders.id });
  await tx
    .insert(courseAccess)
    .values({
      buyerId: DEMO_ASSOCIATE_ID,
      courseId: "cafed",
      orderId: DEMO_CAFED_ORDER_ID,
      ...accessWindow(associatePaidAt, caAccessDays(now)),
    })
    .onConflictDoNothing();
  await tx
    .insert(classMembers)
    .values([member(M1JS_CLASS_ID, student, "STUDENT", m1js.paidAt), member(M1SQL_CLASS_ID, student, "STUDENT", demoM1sqlApprovedAt(now))])
    .onConflictDoNothing();
  const state = (lessonId: string, status: "IN_PROGRESS" | "COMPLETED", mark: number | null, startedAt: Date, updatedAt: Date) => ({
    userId: student,
    lessonId,
    classId: M1JS_CLASS_ID,
    status,
    mark,
    startedAt,
    updatedAt,
    completedAt: status === "COMPLETED" ? updatedAt : null,
  });
  await tx
    .insert(lessonProgress)
    .values([
      state("m1js-1-1", "COMPLETED", null, m1js.lessonDone, m1js.lessonDone),
      state("m1js-2-1", "COMPLETED", 100, m1js.quizDone, m1js.quizDone),
      state("m1js-3-1", "IN_PROGRESS", null, m1js.projectStarted, m1js.projectHandedIn),
    ])
    .onConflictDoNothing();
  // Every M1 SQL lesson done, one every few days from 55 days before the seeding day (graded ones passed).
  const m1sql = LESSONS.filter((l) => l.courseId === "m1sql").sort((a, b) => a.moduleIndex - b.moduleIndex || a.position - b.position);
  await tx
    .insert(lessonProgress)
    .values(
      m1sql.map((l, i) => {
        const at = seedAt(now, -55 + i * 6, "20:00");
        const graded = l.type !== "READING" && l.type !== "VIDEO";
        return {
          userId: student,
          lessonId: l.id,
          classId: M1SQL_CLASS_ID,
          status: "COMPLETED" as const,
          mark: graded ? 90 : null,
          startedAt: at,
          updatedAt: at,
          completedAt: at,
        };
      }),
    )
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
        submittedAt: m1js.quizDone,
        status: "MARKED",
        mark: 100,
        markedAt: m1js.quizDone,
      },
      {
        id: DEMO_PROJECT_SUBMISSION_ID,
        lessonId: "m1js-3-1",
        classId: M1JS_CLASS_ID,
        userId: student,
        text: "My to-do list keeps tasks in an array of objects ({ text, done }). addTask pushes a task, toggleTask flips done, removeTask filters it out, and render rebuilds the list from the array after every change.",
        link: "https://example.com/mei-ling/todo-list",
        submittedAt: m1js.projectHandedIn,
        status: "SUBMITTED",
      },
    ])
    .onConflictDoNothing();
}
