/**
 * The classroom through the router in both runtime modes: the demo student continues their M1 JavaScript class
 * (progress, a lesson done), cannot mark their own project or take attendance, the demo instructor marks the project
 * from the grading queue, which completes the course and issues the certificate the student then lists; the class's
 * instructors resolve to talent users across subgraphs.
 */
import { describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../subgraphs/shared/demo-accounts.js";
import { logIn, ROUTER_MODES, routerSuite } from "./testing.js";

const student = DEMO_ACCOUNTS.find((a) => a.roles.includes("STUDENT"))!;
const instructor = DEMO_ACCOUNTS.find((a) => a.roles.includes("INSTRUCTOR"))!;

const CLASS = `{ class(slug: "m1js-open-2026") { id title viewerRole instructors { user { id displayName } }
  viewerProgress { completedLessons totalLessons percent completed continueLesson { id } certificate { idSlug } } } }`;
interface ClassData {
  class: {
    id: string;
    viewerRole: string;
    instructors: { user: { id: string; displayName: string } }[];
    viewerProgress: {
      completedLessons: number;
      totalLessons: number;
      percent: number;
      completed: boolean;
      continueLesson: { id: string } | null;
      certificate: { idSlug: string } | null;
    };
  };
}

describe.each(ROUTER_MODES)("the classroom through the router (%s)", (mode) => {
  const router = routerSuite(mode);

  it("lesson done → own project unmarkable → instructor marks it → course completed with a certificate", async () => {
    const learner = await logIn(router.url, student.email);
    const before = await learner.graphql<ClassData>(CLASS);
    expect(before.json.errors).toBeUndefined();
    const klass = before.json.data!.class;
    expect(klass.viewerRole).toBe("STUDENT");
    expect(klass.instructors.map((i) => i.user.id)).toEqual([instructor.id]);
    expect(klass.instructors[0]!.user.displayName).toBeTruthy();
    expect(klass.viewerProgress).toMatchObject({
      completedLessons: 2,
      totalLessons: 4,
      percent: 50,
      completed: false,
      continueLesson: { id: "m1js-3-1" },
    });

    const done = await learner.graphql<{ markLessonDone: { viewerStatus: string } }>(
      `mutation($c: ID!) { markLessonDone(classId: $c, lessonId: "m1js-1-2") { viewerStatus } }`,
      { c: klass.id },
    );
    expect(done.json.data!.markLessonDone.viewerStatus).toBe("COMPLETED");
    const access = await learner.graphql<{
      myCourseAccess: { course: { id: string }; class: { viewerProgress: { percent: number } } | null }[];
    }>(`{ myCourseAccess { course { id } class { viewerProgress { percent } } } }`);
    expect(access.json.data!.myCourseAccess.find((a) => a.course.id === "m1js")!.class!.viewerProgress.percent).toBe(75);

    const project = await learner.graphql<{ class: { lesson: { viewerSubmissions: { id: string; status: string }[] } } }>(
      `{ class(slug: "m1js-open-2026") { lesson(id: "m1js-3-1") { viewerSubmissions { id status } } } }`,
    );
    const waiting = project.json.data!.class.lesson.viewerSubmissions.find((s) => s.status === "SUBMITTED")!;
    const MARK = `mutation($id: ID!) { markSubmission(id: $id, mark: 80, feedback: "Works well; tidy the render function.") { status mark passed } }`;
    const own = await learner.graphql(MARK, { id: waiting.id });
    expect(own.json.errors![0]!.extensions!.code).toBe("FORBIDDEN");
    expect(own.json.errors![0]!.message).toBe("You cannot mark your own work.");
    const attendance = await learner.graphql(
      `mutation { takeAttendance(tutorialId: "00000000-0000-4000-8000-0000000c1b01", presentUserIds: []) { id } }`,
    );
    expect(attendance.json.errors![0]!.extensions!.code).toBe("FORBIDDEN");

    const teacher = await logIn(router.url, instructor.email);
    const queue = await teacher.graphql<{
      gradingQueue: { items: { id: string; learner: { id: string; displayName: string }; lesson: { title: string } }[] };
    }>(`{ gradingQueue { items { id learner { id displayName } lesson { title } } } }`);
    expect(queue.json.errors).toBeUndefined();
    expect(queue.json.data!.gradingQueue.items.map((i) => i.id)).toEqual([waiting.id]);
    expect(queue.json.data!.gradingQueue.items[0]!.lesson.title).toBe("Build a to-do list");
    const marked = await teacher.graphql<{ markSubmission: { status: string; mark: number; passed: boolean } }>(MARK, { id: waiting.id });
    expect(marked.json.data!.markSubmission).toEqual({ status: "MARKED", mark: 80, passed: true });

    const after = await learner.graphql<ClassData>(CLASS);
    expect(after.json.data!.class.viewerProgress).toMatchObject({
      completedLessons: 4,
      percent: 100,
      completed: true,
      continueLesson: null,
    });
    const idSlug = after.json.data!.class.viewerProgress.certificate!.idSlug;
    expect(idSlug).toMatch(/^[A-HJ-NP-Z2-9]{10}-m1-javascript$/);
    const mine = await learner.graphql<{ myCertificates: { idSlug: string; course: { id: string } | null }[] }>(
      `{ myCertificates { idSlug course { id } } }`,
    );
    expect(mine.json.data!.myCertificates.map((c) => c.course?.id)).toContain("m1js");
  });
});
