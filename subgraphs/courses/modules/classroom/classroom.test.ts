/**
 * The classroom through the courses subgraph on a real database: joining classes, lessons done, quizzes graded at
 * once (bad answers refused with nothing changed), work handed in and marked, who may do what, attendance deciding
 * completion of a foundation-certificate course, completion issuing the certificate, progress numbers and where to
 * continue, and no N+1 in a class's students list.
 */
import { describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../../../shared/demo-accounts.js";
import { statementCounter } from "../../../shared/testing/database.js";
import { visitor } from "../../../shared/testing/harness.js";
import type { Caller } from "../../../shared/viewer.js";
import { FCDA_CLASS_ID, M1JS_CLASS_ID, TUTORIALS } from "./seed-data.js";
import { ADMIN, OTHER as INSTRUCTOR, STUDENT, codeOf, coursesTestbed, fieldsOf, grantAccess, newPerson, testClock } from "../../testing.js";

const clock = testClock(new Date().toISOString());
const counter = statementCounter();
const env = coursesTestbed({ now: clock.now, onQuery: counter.onQuery });
const demoStudentId = DEMO_ACCOUNTS.find((a) => a.roles.includes("STUDENT"))!.id;

const PROGRESS = `completedLessons totalLessons percent modules { moduleId title completedLessons totalLessons percent }
  attendanceRequired attendanceRate attendanceMet awaitingMarking completed continueLesson { id title } certificate { id title }`;
const CLASS = `id slug title viewerRole viewerCanStudy studentCount course { id } viewerProgress { ${PROGRESS} }`;
const SUBMISSION = `id status mark passed feedback text link answers { questionId answer correct } learner { id } markedBy { id } lesson { id viewerStatus }`;
const LESSON = `id title type body questions { id prompt options } viewerStatus viewerMark viewerSubmissions { id status mark }`;

interface Progress {
  completedLessons: number;
  totalLessons: number;
  percent: number;
  modules: { moduleId: string; completedLessons: number; totalLessons: number; percent: number }[];
  attendanceRequired: boolean;
  attendanceRate: number | null;
  attendanceMet: boolean;
  awaitingMarking: number;
  completed: boolean;
  continueLesson: { id: string } | null;
  certificate: { id: string; title: string } | null;
}
interface ClassData {
  id: string;
  slug: string;
  viewerRole: string | null;
  viewerCanStudy: boolean;
  studentCount: number;
  viewerProgress: Progress | null;
}
interface Submission {
  id: string;
  status: string;
  mark: number | null;
  passed: boolean | null;
  feedback: string | null;
  answers: { questionId: string; correct: boolean }[];
  lesson: { id: string; viewerStatus: string | null };
}

const exec = <T = Record<string, unknown>>(caller: Caller, query: string, variables: Record<string, unknown> = {}) =>
  env.client.exec<T>(query, variables, { caller });
const classOf = async (caller: Caller, slug: string) =>
  (await exec<{ class: ClassData | null }>(caller, `query($slug: String!) { class(slug: $slug) { ${CLASS} } }`, { slug })).data!.class;
const join = (caller: Caller, slug: string) =>
  exec<{ joinClass: ClassData }>(caller, `mutation($slug: String!) { joinClass(slug: $slug) { ${CLASS} } }`, { slug });
const lessonAction = (caller: Caller, action: "openLesson" | "markLessonDone", classId: string, lessonId: string) =>
  exec<Record<string, { id: string; viewerStatus: string | null }>>(
    caller,
    `mutation($classId: ID!, $lessonId: ID!) { ${action}(classId: $classId, lessonId: $lessonId) { id viewerStatus } }`,
    { classId, lessonId },
  );
const answer = (caller: Caller, classId: string, lessonId: string, answers: { questionId: string; answer: string }[]) =>
  exec<{ submitLessonAnswers: Submission }>(
    caller,
    `mutation($classId: ID!, $lessonId: ID!, $answers: [QuestionAnswerInput!]!) { submitLessonAnswers(classId: $classId, lessonId: $lessonId, answers: $answers) { ${SUBMISSION} } }`,
    { classId, lessonId, answers },
  );
const handIn = (caller: Caller, classId: string, lessonId: string, input: { text: string; link?: string | null }) =>
  exec<{ submitLessonWork: Submission }>(
    caller,
    `mutation($classId: ID!, $lessonId: ID!, $input: LessonWorkInput!) { submitLessonWork(classId: $classId, lessonId: $lessonId, input: $input) { ${SUBMISSION} } }`,
    { classId, lessonId, input },
  );
const markWork = (caller: Caller, id: string, mark: number, feedback = "Clear and working.") =>
  exec<{ markSubmission: Submission }>(
    caller,
    `mutation($id: ID!, $mark: Int!, $feedback: String!) { markSubmission(id: $id, mark: $mark, feedback: $feedback) { ${SUBMISSION} } }`,
    {
      id,
      mark,
      feedback,
    },
  );
const takeAttendance = (caller: Caller, tutorialId: string, presentUserIds: string[]) =>
  exec<{ takeAttendance: { id: string; attendanceTaken: boolean; attendance: { learner: { id: string }; present: boolean }[] } }>(
    caller,
    `mutation($tutorialId: ID!, $ids: [ID!]!) { takeAttendance(tutorialId: $tutorialId, presentUserIds: $ids) { id attendanceTaken attendance { learner { id } present } } }`,
    { tutorialId, ids: presentUserIds },
  );
const count = async (table: string) =>
  Number((await env.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM courses.${table}`))[0]!.n);
const snapshot = async () => ({
  submissions: await count("lesson_submissions"),
  progress: await count("lesson_progress"),
  certificates: await count("certificates"),
});
const myCertificates = async (caller: Caller) =>
  (await exec<{ myCertificates: { title: string; course: { id: string } | null }[] }>(caller, `{ myCertificates { title course { id } } }`))
    .data!.myCertificates;

const QUIZ_RIGHT = [
  { questionId: "q1", answer: "Skips the block: 0 is falsy" },
  { questionId: "q2", answer: "3" },
  { questionId: "q3", answer: "break" },
];

const past = () => new Date(clock.ms - 86_400_000);
const learner = newPerson();
const outsider = newPerson();

describe("joining classes", () => {
  it("a learner with active access sees the open class and joins it; a second join is a CONFLICT", async () => {
    await grantAccess(env.database, learner.id, "m1js", past());
    const joinable = await exec<{ joinableClasses: { slug: string }[] }>(learner, `{ joinableClasses(courseId: "m1js") { slug } }`);
    expect(joinable.data!.joinableClasses.map((c) => c.slug)).toEqual(["m1js-open-2026"]);
    const r = await join(learner, "m1js-open-2026");
    expect(r.errors).toBeUndefined();
    expect(r.data!.joinClass).toMatchObject({ viewerRole: "STUDENT", viewerCanStudy: true });
    expect(r.data!.joinClass.viewerProgress).toMatchObject({
      completedLessons: 0,
      totalLessons: 4,
      percent: 0,
      completed: false,
      continueLesson: { id: "m1js-1-1" },
    });
    const again = await join(learner, "m1js-open-2026");
    expect(codeOf(again)).toBe("CONFLICT");
    expect(again.errors![0]!.message).toBe("You are already a member of this class.");
    expect(
      (await exec<{ joinableClasses: unknown[] }>(learner, `{ joinableClasses(courseId: "m1js") { slug } }`)).data!.joinableClasses,
    ).toEqual([]);
    const access = await exec<{ myCourseAccess: { course: { id: string }; class: { slug: string } | null }[] }>(
      learner,
      `{ myCourseAccess { course { id } class { slug } } }`,
    );
    expect(access.data!.myCourseAccess).toEqual([{ course: { id: "m1js" }, class: { slug: "m1js-open-2026" } }]);
  });

  it("without active access joining is FORBIDDEN; a closed class is a CONFLICT", async () => {
    const r = await join(outsider, "m1js-open-2026");
    expect(codeOf(r)).toBe("FORBIDDEN");
    expect(r.errors![0]!.message).toBe("Your access to this course is not active.");
    expect(
      (await exec<{ joinableClasses: unknown[] }>(outsider, `{ joinableClasses(courseId: "m1js") { slug } }`)).data!.joinableClasses,
    ).toEqual([]);
    await grantAccess(env.database, outsider.id, "m1sql", past());
    const closed = await join(outsider, "m1sql-2026-05");
    expect(codeOf(closed)).toBe("CONFLICT");
    expect(closed.errors![0]!.message).toBe("This class is closed to joining: ask a course admin to add you.");
    expect(codeOf(await join(visitor(), "m1js-open-2026"))).toBe("UNAUTHENTICATED");
  });

  it("a second class of the same course is a CONFLICT, joined or added by a course admin", async () => {
    const created = await exec<{ createClass: { id: string; slug: string } }>(
      ADMIN,
      `mutation($input: ClassInput!) { createClass(input: $input) { id slug } }`,
      {
        input: {
          courseId: "m1js",
          title: "M1 JavaScript evening",
          slug: "m1js-evening",
          startsOn: "2026-09-01",
          endsOn: "2027-06-30",
          joinOpen: true,
        },
      },
    );
    expect(created.errors).toBeUndefined();
    const r = await join(learner, "m1js-evening");
    expect(codeOf(r)).toBe("CONFLICT");
    expect(r.errors![0]!.message).toBe("You are already a student of another class of this course.");
    const added = await exec(ADMIN, `mutation($c: ID!, $u: ID!) { addClassMember(classId: $c, userId: $u, role: STUDENT) { id } }`, {
      c: created.data!.createClass.id,
      u: learner.id,
    });
    expect(codeOf(added)).toBe("CONFLICT");
    expect(added.errors![0]!.message).toBe("This person is already a student of another class of this course.");
    const dup = await exec(ADMIN, `mutation($input: ClassInput!) { createClass(input: $input) { id } }`, {
      input: { courseId: "m1js", title: "Again", slug: "m1js-evening", startsOn: "2026-09-01", endsOn: "2027-06-30", joinOpen: true },
    });
    expect(codeOf(dup)).toBe("CONFLICT");
    expect(fieldsOf(dup)).toEqual({ slug: "Already taken" });
    const bad = await exec(ADMIN, `mutation($input: ClassInput!) { createClass(input: $input) { id } }`, {
      input: { courseId: "m1js", title: "Bad", slug: "Bad Slug", startsOn: "2026-09-01", endsOn: "2026-08-01", joinOpen: true },
    });
    expect(codeOf(bad)).toBe("BAD_USER_INPUT");
    expect(Object.keys(fieldsOf(bad)!).sort()).toEqual(["endsOn", "slug"]);
    expect(
      codeOf(
        await exec(STUDENT, `mutation($input: ClassInput!) { createClass(input: $input) { id } }`, {
          input: { courseId: "m1js", title: "x", slug: "x", startsOn: "2026-09-01", endsOn: "2026-09-02", joinOpen: true },
        }),
      ),
    ).toBe("FORBIDDEN");
  });

  it("class(slug) is null for non-members; members and course admins see it", async () => {
    expect(await classOf(outsider, "m1js-open-2026")).toBeNull();
    expect(await classOf(visitor(), "m1js-open-2026")).toBeNull();
    expect((await classOf(ADMIN, "m1js-open-2026"))!.viewerRole).toBeNull();
    expect((await classOf(INSTRUCTOR, "m1js-open-2026"))!.viewerRole).toBe("INSTRUCTOR");
    const mine = await exec<{ myClasses: { slug: string }[] }>(STUDENT, `{ myClasses { slug } }`);
    expect(mine.data!.myClasses.map((c) => c.slug).sort()).toEqual(["m1js-open-2026", "m1sql-2026-05"]);
    expect(codeOf(await exec(visitor(), `{ myClasses { slug } }`))).toBe("UNAUTHENTICATED");
  });
});

describe("lessons", () => {
  it("the seeded demo student: 2 of 4 done, continue with the project waiting for marking", async () => {
    const klass = (await classOf(STUDENT, "m1js-open-2026"))!;
    expect(klass.viewerProgress).toMatchObject({
      completedLessons: 2,
      totalLessons: 4,
      percent: 50,
      awaitingMarking: 1,
      continueLesson: { id: "m1js-3-1" },
    });
  });

  it("content is served to students who may study and to instructors, never the answers; not to outsiders", async () => {
    const q = `query($slug: String!) { class(slug: $slug) { lesson(id: "m1js-2-1") { ${LESSON} } } }`;
    const asLearner = await exec<{ class: { lesson: { body: string | null; questions: { options: string[] }[] } } }>(learner, q, {
      slug: "m1js-open-2026",
    });
    expect(asLearner.data!.class.lesson.body).toContain("70%");
    expect(asLearner.data!.class.lesson.questions).toHaveLength(3);
    expect(JSON.stringify(asLearner.data)).not.toContain('"answer"');
    const asInstructor = await exec<{ class: { lesson: { body: string | null; viewerStatus: string | null } } }>(INSTRUCTOR, q, {
      slug: "m1js-open-2026",
    });
    expect(asInstructor.data!.class.lesson.body).not.toBeNull();
    expect(asInstructor.data!.class.lesson.viewerStatus).toBeNull();
  });

  it("opening and marking done move the status; progress per module; continue where left off", async () => {
    const opened = await lessonAction(learner, "openLesson", M1JS_CLASS_ID, "m1js-1-2");
    expect(opened.data!.openLesson!).toEqual({ id: "m1js-1-2", viewerStatus: "IN_PROGRESS" });
    expect((await classOf(learner, "m1js-open-2026"))!.viewerProgress!.continueLesson).toEqual({
      id: "m1js-1-2",
      title: "Variables and types",
    });
    expect((await lessonAction(learner, "markLessonDone", M1JS_CLASS_ID, "m1js-1-1")).data!.markLessonDone!.viewerStatus).toBe("COMPLETED");
    expect((await lessonAction(learner, "markLessonDone", M1JS_CLASS_ID, "m1js-1-2")).data!.markLessonDone!.viewerStatus).toBe("COMPLETED");
    const p = (await classOf(learner, "m1js-open-2026"))!.viewerProgress!;
    expect(p).toMatchObject({
      completedLessons: 2,
      totalLessons: 4,
      percent: 50,
      continueLesson: { id: "m1js-2-1" },
      attendanceRequired: false,
      attendanceMet: true,
      attendanceRate: null,
    });
    expect(p.modules).toEqual([
      { moduleId: "m1js:1", title: "Getting started", completedLessons: 2, totalLessons: 2, percent: 100 },
      { moduleId: "m1js:2", title: "Control flow", completedLessons: 0, totalLessons: 1, percent: 0 },
      { moduleId: "m1js:3", title: "Functions and data", completedLessons: 0, totalLessons: 1, percent: 0 },
    ]);
    const wrongType = await lessonAction(learner, "markLessonDone", M1JS_CLASS_ID, "m1js-2-1");
    expect(codeOf(wrongType)).toBe("BAD_USER_INPUT");
  });

  it("only the class's students with active access do lessons (FORBIDDEN otherwise)", async () => {
    const instructor = await lessonAction(INSTRUCTOR, "openLesson", M1JS_CLASS_ID, "m1js-1-1");
    expect(codeOf(instructor)).toBe("FORBIDDEN");
    expect(instructor.errors![0]!.message).toBe("Only the class's students can do lessons.");
    expect(codeOf(await lessonAction(outsider, "openLesson", M1JS_CLASS_ID, "m1js-1-1"))).toBe("FORBIDDEN");
    // A student whose access has ended: added by a course admin without access.
    const lapsed = newPerson();
    await grantAccess(env.database, lapsed.id, "m1py", new Date(clock.ms - 200 * 86_400_000));
    const klass = await exec<{ createClass: { id: string } }>(
      ADMIN,
      `mutation($input: ClassInput!) { createClass(input: $input) { id } }`,
      {
        input: {
          courseId: "m1py",
          title: "M1 Python 2026",
          slug: "m1py-2026",
          startsOn: "2026-01-01",
          endsOn: "2027-12-31",
          joinOpen: false,
        },
      },
    );
    await exec(ADMIN, `mutation($c: ID!, $u: ID!) { addClassMember(classId: $c, userId: $u, role: STUDENT) { id } }`, {
      c: klass.data!.createClass.id,
      u: lapsed.id,
    });
    const r = await lessonAction(lapsed, "openLesson", klass.data!.createClass.id, "m1py-1-1");
    expect(codeOf(r)).toBe("FORBIDDEN");
    expect(r.errors![0]!.message).toBe("Your access to this course is not active.");
    const content = await exec<{ class: { viewerCanStudy: boolean; lesson: { body: string | null } } }>(
      lapsed,
      `{ class(slug: "m1py-2026") { viewerCanStudy lesson(id: "m1py-1-1") { body } } }`,
    );
    expect(content.data!.class).toEqual({ viewerCanStudy: false, lesson: { body: null } });
  });
});

describe("quizzes and labs", () => {
  it("bad answers are refused on their fields and change nothing", async () => {
    const before = await snapshot();
    const r = await answer(learner, M1JS_CLASS_ID, "m1js-2-1", [
      { questionId: "q1", answer: "Maybe" },
      { questionId: "q2", answer: "3" },
      { questionId: "q9", answer: "break" },
    ]);
    expect(codeOf(r)).toBe("BAD_USER_INPUT");
    expect(fieldsOf(r)).toEqual({
      "answers.q1": "Choose one of the options",
      "answers.q9": "Unknown question",
      "answers.q3": "Answer this question",
    });
    expect(await snapshot()).toEqual(before);
  });

  it("graded at once: below the pass mark in progress, then completed; a worse retry keeps the best mark", async () => {
    const low = await answer(learner, M1JS_CLASS_ID, "m1js-2-1", [
      { questionId: "q1", answer: "Runs the block" },
      { questionId: "q2", answer: "3" },
      { questionId: "q3", answer: "continue" },
    ]);
    expect(low.errors).toBeUndefined();
    expect(low.data!.submitLessonAnswers).toMatchObject({
      status: "MARKED",
      mark: 33,
      passed: false,
      lesson: { viewerStatus: "IN_PROGRESS" },
    });
    expect(low.data!.submitLessonAnswers.answers.map((a) => a.correct)).toEqual([false, true, false]);
    const high = await answer(learner, M1JS_CLASS_ID, "m1js-2-1", QUIZ_RIGHT);
    expect(high.data!.submitLessonAnswers).toMatchObject({ mark: 100, passed: true, lesson: { viewerStatus: "COMPLETED" } });
    await answer(
      learner,
      M1JS_CLASS_ID,
      "m1js-2-1",
      low.data!.submitLessonAnswers.answers.map(({ questionId }, i) => ({ questionId, answer: ["Runs the block", "2", "continue"][i]! })),
    );
    const lesson = await exec<{ class: { lesson: { viewerStatus: string; viewerMark: number; viewerSubmissions: { mark: number }[] } } }>(
      learner,
      `{ class(slug: "m1js-open-2026") { lesson(id: "m1js-2-1") { viewerStatus viewerMark viewerSubmissions { mark } } } }`,
    );
    expect(lesson.data!.class.lesson).toEqual({
      viewerStatus: "COMPLETED",
      viewerMark: 100,
      viewerSubmissions: [{ mark: 0 }, { mark: 100 }, { mark: 33 }],
    });
  });
});

describe("work handed in and marked", () => {
  let first = "";
  const instructorElsewhere = newPerson(["INSTRUCTOR"]);

  it("hands in a project: waiting for marking; a second hand-in waits (CONFLICT); a bad link is refused", async () => {
    const badLink = await handIn(learner, M1JS_CLASS_ID, "m1js-3-1", { text: "My to-do list", link: "javascript:alert(1)" });
    expect(codeOf(badLink)).toBe("BAD_USER_INPUT");
    expect(fieldsOf(badLink)).toEqual({ link: "Use an http or https link" });
    const r = await handIn(learner, M1JS_CLASS_ID, "m1js-3-1", {
      text: "  Tasks live in an <b>array</b>.  ",
      link: "https://example.com/todo",
    });
    expect(r.errors).toBeUndefined();
    expect(r.data!.submitLessonWork).toMatchObject({
      status: "SUBMITTED",
      mark: null,
      passed: null,
      text: "Tasks live in an array.",
      lesson: { viewerStatus: "IN_PROGRESS" },
    });
    first = r.data!.submitLessonWork.id;
    const again = await handIn(learner, M1JS_CLASS_ID, "m1js-3-1", { text: "Again" });
    expect(codeOf(again)).toBe("CONFLICT");
    expect(again.errors![0]!.message).toBe("Your earlier work for this lesson is still waiting for marking.");
    expect(codeOf(await answer(learner, M1JS_CLASS_ID, "m1js-3-1", []))).toBe("BAD_USER_INPUT");
  });

  it("the grading queues: the class's instructors and course admins; FORBIDDEN for learners", async () => {
    const q = `{ class(slug: "m1js-open-2026") { gradingQueue { items { id learner { id } lesson { id } } pageInfo { totalCount } } } }`;
    const asInstructor = await exec<{ class: { gradingQueue: { items: { id: string; learner: { id: string } }[] } } }>(INSTRUCTOR, q);
    expect(asInstructor.data!.class.gradingQueue.items.map((i) => i.learner.id)).toEqual([demoStudentId, learner.id]);
    const all = await exec<{ gradingQueue: { items: { id: string }[] } }>(ADMIN, `{ gradingQueue { items { id } } }`);
    expect(all.data!.gradingQueue.items.map((i) => i.id)).toContain(first);
    expect(codeOf(await exec(learner, q))).toBe("FORBIDDEN");
    expect(codeOf(await exec(learner, `{ gradingQueue { items { id } } }`))).toBe("FORBIDDEN");
    expect(codeOf(await exec(learner, `{ class(slug: "m1js-open-2026") { students { items { user { id } } } } }`))).toBe("FORBIDDEN");
  });

  it("another learner never sees the submission", async () => {
    const other = await exec<{ class: { lesson: { viewerSubmissions: { id: string }[] } } }>(
      STUDENT,
      `{ class(slug: "m1js-open-2026") { lesson(id: "m1js-3-1") { viewerSubmissions { id } } } }`,
    );
    expect(other.data!.class.lesson.viewerSubmissions.map((s) => s.id)).not.toContain(first);
    const marked = await markWork(STUDENT, first, 90);
    expect(codeOf(marked)).toBe("FORBIDDEN");
    expect(marked.errors![0]!.message).toBe("Only the class's instructors and course admins can mark work.");
  });

  it("a learner cannot mark their own work, even holding INSTRUCTOR; an instructor of another class cannot mark", async () => {
    const own = await markWork(learner, first, 100);
    expect(codeOf(own)).toBe("FORBIDDEN");
    expect(own.errors![0]!.message).toBe("You cannot mark your own work.");
    const instructorLearner = {
      ...learner,
      viewer: { ...learner.viewer!, roles: ["STUDENT", "INSTRUCTOR"] as ("STUDENT" | "INSTRUCTOR")[] },
    };
    expect(codeOf(await markWork(instructorLearner, first, 100))).toBe("FORBIDDEN");
    await exec(ADMIN, `mutation($c: ID!, $u: ID!) { addClassMember(classId: $c, userId: $u, role: INSTRUCTOR) { id } }`, {
      c: FCDA_CLASS_ID,
      u: instructorElsewhere.id,
    });
    expect(codeOf(await markWork(instructorElsewhere, first, 100))).toBe("FORBIDDEN");
    const bad = await markWork(INSTRUCTOR, first, 101, "");
    expect(codeOf(bad)).toBe("BAD_USER_INPUT");
    expect(Object.keys(fieldsOf(bad)!).sort()).toEqual(["feedback", "mark"]);
  });

  it("the class's instructor marks below the pass mark; the resubmission marked by a course admin completes the course and issues the certificate", async () => {
    const failed = await markWork(INSTRUCTOR, first, 40, "The list does not re-render after removing a task.");
    expect(failed.data!.markSubmission).toMatchObject({
      status: "MARKED",
      mark: 40,
      passed: false,
      markedBy: { id: DEMO_ACCOUNTS[1]!.id },
    });
    expect(codeOf(await markWork(ADMIN, first, 60))).toBe("CONFLICT");
    expect((await classOf(learner, "m1js-open-2026"))!.viewerProgress).toMatchObject({
      completedLessons: 3,
      completed: false,
      certificate: null,
      awaitingMarking: 0,
    });
    const second = await handIn(learner, M1JS_CLASS_ID, "m1js-3-1", { text: "Fixed: render runs after every change." });
    const before = await count("certificates");
    const passed = await markWork(ADMIN, second.data!.submitLessonWork.id, 80);
    expect(passed.data!.markSubmission).toMatchObject({ mark: 80, passed: true, lesson: { id: "m1js-3-1", viewerStatus: null } });
    expect(await count("certificates")).toBe(before + 1);
    const p = (await classOf(learner, "m1js-open-2026"))!.viewerProgress!;
    expect(p).toMatchObject({
      completedLessons: 4,
      percent: 100,
      completed: true,
      continueLesson: null,
      certificate: { title: "M1 JavaScript" },
    });
    expect((await myCertificates(learner)).map((c) => c.course?.id)).toEqual(["m1js"]);
  });
});

describe("attendance decides completion of a foundation-certificate course", () => {
  const fc = newPerson();
  const [held1, held2, future] = TUTORIALS;
  let extra = "";

  it("completes every fcda lesson: not completed while no attendance is taken", async () => {
    await grantAccess(env.database, fc.id, "fcda", past(), 180);
    expect((await join(fc, "fcda-2026-10")).errors).toBeUndefined();
    await lessonAction(fc, "markLessonDone", FCDA_CLASS_ID, "fcda-1-1");
    await lessonAction(fc, "markLessonDone", FCDA_CLASS_ID, "fcda-2-1");
    await answer(fc, FCDA_CLASS_ID, "fcda-3-1", [
      { questionId: "q1", answer: "GROUP BY" },
      { questionId: "q2", answer: "HAVING" },
      { questionId: "q3", answer: "INNER JOIN" },
    ]);
    const lab = await answer(fc, FCDA_CLASS_ID, "fcda-4-1", [
      { questionId: "q1", answer: " READ_CSV " },
      { questionId: "q2", answer: "head" },
    ]);
    expect(lab.data!.submitLessonAnswers.mark).toBe(100);
    const work = await handIn(fc, FCDA_CLASS_ID, "fcda-5-1", { text: "Sales peak in December: stock up in November." });
    await markWork(INSTRUCTOR, work.data!.submitLessonWork.id, 75);
    expect((await classOf(fc, "fcda-2026-10"))!.viewerProgress).toMatchObject({
      completedLessons: 5,
      totalLessons: 5,
      attendanceRequired: true,
      attendanceRate: null,
      attendanceMet: false,
      completed: false,
      certificate: null,
    });
  });

  it("only the class's instructors and course admins take attendance, once the tutorial has started, for its students", async () => {
    const byLearner = await takeAttendance(fc, held1!.id, [fc.id]);
    expect(codeOf(byLearner)).toBe("FORBIDDEN");
    expect(byLearner.errors![0]!.message).toBe("Only the class's instructors and course admins can do this.");
    const early = await takeAttendance(INSTRUCTOR, future!.id, [fc.id]);
    expect(codeOf(early)).toBe("CONFLICT");
    expect(early.errors![0]!.message).toBe("Attendance can be taken once the tutorial has started.");
    const stranger = await takeAttendance(INSTRUCTOR, held1!.id, [outsider.id]);
    expect(codeOf(stranger)).toBe("BAD_USER_INPUT");
    expect(fieldsOf(stranger)).toEqual({ presentUserIds: "Not a student of this class" });
    const scheduled = await exec<{ scheduleLiveTutorial: { id: string; held: boolean } }>(
      ADMIN,
      `mutation($c: ID!, $input: LiveTutorialInput!) { scheduleLiveTutorial(classId: $c, input: $input) { id held } }`,
      { c: FCDA_CLASS_ID, input: { title: "Q&A", startsAt: new Date(clock.ms - 3_600_000).toISOString(), durationMinutes: 20 } },
    );
    expect(scheduled.data!.scheduleLiveTutorial.held).toBe(true);
    extra = scheduled.data!.scheduleLiveTutorial.id;
    const tooLong = await exec(
      INSTRUCTOR,
      `mutation($c: ID!, $input: LiveTutorialInput!) { scheduleLiveTutorial(classId: $c, input: $input) { id } }`,
      {
        c: FCDA_CLASS_ID,
        input: { title: "Marathon", startsAt: "2027-01-01T10:00:00Z", durationMinutes: 500 },
      },
    );
    expect(fieldsOf(tooLong)).toEqual({ durationMinutes: "From 15 to 480 minutes" });
    expect(
      codeOf(
        await exec(fc, `mutation($c: ID!, $input: LiveTutorialInput!) { scheduleLiveTutorial(classId: $c, input: $input) { id } }`, {
          c: FCDA_CLASS_ID,
          input: { title: "x", startsAt: "2027-01-01T10:00:00Z", durationMinutes: 30 },
        }),
      ),
    ).toBe("FORBIDDEN");
  });

  it("below 90% the course is not completed; at 90% it is, and the certificate is issued", async () => {
    await takeAttendance(INSTRUCTOR, extra, []);
    await takeAttendance(INSTRUCTOR, held1!.id, [fc.id]);
    const absent = await takeAttendance(ADMIN, held2!.id, []);
    expect(absent.data!.takeAttendance.attendance.find((a) => a.learner.id === fc.id)).toEqual({ learner: { id: fc.id }, present: false });
    expect((await classOf(fc, "fcda-2026-10"))!.viewerProgress).toMatchObject({
      attendanceRate: 0.45,
      attendanceMet: false,
      completed: false,
      certificate: null,
    });
    expect(await myCertificates(fc)).toEqual([]);
    await takeAttendance(INSTRUCTOR, held2!.id, [fc.id]);
    expect((await classOf(fc, "fcda-2026-10"))!.viewerProgress).toMatchObject({
      attendanceRate: 0.9,
      attendanceMet: true,
      completed: true,
      certificate: { title: "Foundation Certificate in Data Analytics" },
    });
    expect((await myCertificates(fc)).map((c) => c.course?.id)).toEqual(["fcda"]);
    const tutorials = await exec<{ class: { tutorials: { id: string; viewerPresent: boolean | null; attendance: unknown[] }[] } }>(
      fc,
      `{ class(slug: "fcda-2026-10") { tutorials { id viewerPresent attendance { present } } } }`,
    );
    const byId = Object.fromEntries(tutorials.data!.class.tutorials.map((t) => [t.id, t]));
    expect(byId[held2!.id]).toEqual({ id: held2!.id, viewerPresent: true, attendance: [] });
    expect(byId[extra]!.viewerPresent).toBe(false);
  });
});

describe("a class's students list", () => {
  const STUDENTS = `query($slug: String!) { class(slug: $slug) { students(pageSize: 20) { items { user { id } role progress { ${PROGRESS} } } pageInfo { totalCount } } } }`;
  async function listing(slug: string) {
    const { result, statements } = await counter.count(() =>
      exec<{ class: { students: { items: { progress: Progress }[] } } }>(ADMIN, STUDENTS, { slug }),
    );
    expect(result.errors).toBeUndefined();
    return { items: result.data!.class.students.items, statements: statements.length };
  }

  it("costs the same SQL statements for one student's progress as for five", async () => {
    const created = await exec<{ createClass: { id: string } }>(
      ADMIN,
      `mutation($input: ClassInput!) { createClass(input: $input) { id } }`,
      {
        input: {
          courseId: "m1sql",
          title: "M1 SQL counting",
          slug: "m1sql-count",
          startsOn: "2026-09-01",
          endsOn: "2027-06-30",
          joinOpen: false,
        },
      },
    );
    const classId = created.data!.createClass.id;
    const add = (userId: string) =>
      exec(ADMIN, `mutation($c: ID!, $u: ID!) { addClassMember(classId: $c, userId: $u, role: STUDENT) { id } }`, {
        c: classId,
        u: userId,
      });
    const people = Array.from({ length: 5 }, () => newPerson());
    for (const p of people) await grantAccess(env.database, p.id, "m1sql", past());
    await add(people[0]!.id);
    await lessonAction(people[0]!, "markLessonDone", classId, "m1sql-1-1");
    const one = await listing("m1sql-count");
    expect(one.items).toHaveLength(1);
    expect(one.items[0]!.progress).toMatchObject({ completedLessons: 1, totalLessons: 8, percent: 12 });
    for (const p of people.slice(1)) await add(p.id);
    await lessonAction(people[3]!, "openLesson", classId, "m1sql-2-1");
    const five = await listing("m1sql-count");
    expect(five.items).toHaveLength(5);
    expect(five.items[3]!.progress.continueLesson).toEqual({ id: "m1sql-2-1", title: "Inner and outer joins" });
    expect(five.statements).toBe(one.statements);
  });

  it("removing a member keeps their progress; removing a non-member is NOT_FOUND", async () => {
    const q = `mutation($c: ID!, $u: ID!) { removeClassMember(classId: $c, userId: $u) { studentCount } }`;
    const before = await count("lesson_progress");
    const r = await exec<{ removeClassMember: { studentCount: number } }>(ADMIN, q, { c: M1JS_CLASS_ID, u: learner.id });
    expect(r.errors).toBeUndefined();
    expect(await count("lesson_progress")).toBe(before);
    expect(codeOf(await exec(ADMIN, q, { c: M1JS_CLASS_ID, u: learner.id }))).toBe("NOT_FOUND");
    expect(codeOf(await exec(INSTRUCTOR, q, { c: M1JS_CLASS_ID, u: demoStudentId }))).toBe("FORBIDDEN");
  });
});
