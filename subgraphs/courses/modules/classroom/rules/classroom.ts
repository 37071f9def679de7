/**
 * Classroom rules as pure functions (SPEC §3 lessons and classes, §4 lesson status, §5/§9 graded lessons
 * and the 90% attendance rule): which lesson types are done, auto-graded or marked by instructors, how answers are
 * graded, how a lesson's status moves, module and course progress, where to continue, attendance, completion, and
 * who may study, teach or see a submission.
 */
import type {
  ClassRoleValue,
  LessonQuestionData,
  LessonStatusValue,
  LessonTypeValue,
  SubmittedAnswerData,
} from "../../../../../drizzle/schema/courses.js";

export const CLASS_PAGE_SIZE = 20;
export const CLASS_STUDENTS_PAGE_SIZE = 8;
export const GRADING_QUEUE_PAGE_SIZE = 20;
/** SPEC §5: foundation-certificate courses need 90% of held tutorial time attended. */
export const ATTENDANCE_THRESHOLD = 0.9;
/** The course category whose courses are instructor-led with the attendance rule. */
export const ATTENDANCE_CATEGORY = "fc";
export const TUTORIAL_MIN_MINUTES = 15;
export const TUTORIAL_MAX_MINUTES = 480;
/** Longest texts the classroom takes, in characters; the forms cap their fields at the same values. */
export const CLASSROOM_TEXT_MAX = {
  classTitle: 120,
  classSlug: 60,
  tutorialTitle: 120,
  quizAnswer: 500,
  work: 5000,
  feedback: 2000,
  /** A link handed in with work. */
  link: 2000,
} as const;

/** Reading and video: the learner marks them done. */
export const SELF_DONE_TYPES: readonly LessonTypeValue[] = ["READING", "VIDEO"];
/** Quiz and lab: answers graded at once. */
export const AUTO_GRADED_TYPES: readonly LessonTypeValue[] = ["OPEN_CLASS_QUIZ", "OPEN_CLASS_AUTO_GRADED_LAB"];
/** Assignments and projects: handed in and marked by the class's instructors. */
export const INSTRUCTOR_MARKED_TYPES: readonly LessonTypeValue[] = ["ASSIGNMENT", "OPEN_CLASS_ASSIGNMENT", "PROJECT"];
/** Default pass marks (seeded per lesson): quizzes and labs 70, assignments and projects 50. */
export const DEFAULT_PASS_MARK: Record<LessonTypeValue, number> = {
  READING: 0,
  VIDEO: 0,
  OPEN_CLASS_QUIZ: 70,
  OPEN_CLASS_AUTO_GRADED_LAB: 70,
  ASSIGNMENT: 50,
  OPEN_CLASS_ASSIGNMENT: 50,
  PROJECT: 50,
};

export const isSelfDone = (type: LessonTypeValue) => SELF_DONE_TYPES.includes(type);
export const isAutoGraded = (type: LessonTypeValue) => AUTO_GRADED_TYPES.includes(type);
export const isMarkedByInstructor = (type: LessonTypeValue) => INSTRUCTOR_MARKED_TYPES.includes(type);
export const isGraded = (type: LessonTypeValue) => isAutoGraded(type) || isMarkedByInstructor(type);

/** Typed answers compare case-insensitively with whitespace collapsed. */
export function normaliseTypedAnswer(answer: string): string {
  return answer.trim().replace(/\s+/g, " ").toLowerCase();
}

export type AutoGradeResult = { ok: true; answers: SubmittedAnswerData[]; mark: number } | { ok: false; fields: Record<string, string> };

/**
 * Grades answers to a quiz or lab: every question answered exactly once, no unknown question, a quiz answer one of
 * its choices (exactly). Mark = round(100 × correct / questions). Problems are keyed `answers.<questionId>`.
 */
export function autoGrade(
  questions: readonly LessonQuestionData[],
  given: readonly { questionId: string; answer: string }[],
): AutoGradeResult {
  const fields: Record<string, string> = {};
  const byId = new Map(questions.map((q) => [q.id, q]));
  const seen = new Map<string, string>();
  for (const { questionId, answer } of given) {
    const question = byId.get(questionId);
    if (!question) fields[`answers.${questionId}`] = "Unknown question";
    else if (seen.has(questionId)) fields[`answers.${questionId}`] = "Answered more than once";
    else if (question.options.length > 0 && !question.options.includes(answer))
      fields[`answers.${questionId}`] = "Choose one of the options";
    else if (answer.length > 500) fields[`answers.${questionId}`] = "At most 500 characters";
    seen.set(questionId, answer);
  }
  for (const q of questions) if (!seen.has(q.id)) fields[`answers.${q.id}`] ??= "Answer this question";
  if (Object.keys(fields).length > 0 || questions.length === 0)
    return { ok: false, fields: questions.length === 0 ? { answers: "This lesson has no questions" } : fields };
  const answers = questions.map((q) => {
    const answer = seen.get(q.id)!;
    const correct = q.options.length > 0 ? answer === q.answer : normaliseTypedAnswer(answer) === normaliseTypedAnswer(q.answer);
    return { questionId: q.id, answer, correct };
  });
  const correct = answers.filter((a) => a.correct).length;
  return { ok: true, answers, mark: Math.round((100 * correct) / questions.length) };
}

export interface LessonState {
  status: LessonStatusValue;
  mark: number | null;
}

/** What happened to a lesson: opened, marked done, handed in (waiting for marking), or given a mark. */
export type LessonEvent =
  { kind: "OPENED" } | { kind: "DONE" } | { kind: "HANDED_IN" } | { kind: "MARKED"; mark: number; passMark: number };

/**
 * SPEC §4: no row = not started; IN_PROGRESS when opened, handed in or marked below the pass mark; COMPLETED when
 * marked done or marked at or above the pass mark. The best mark is kept and a completed lesson stays completed.
 */
export function lessonStatusAfter(current: LessonState | null, event: LessonEvent): LessonState {
  const completed = current?.status === "COMPLETED";
  const mark = current?.mark ?? null;
  switch (event.kind) {
    case "OPENED":
    case "HANDED_IN":
      return { status: completed ? "COMPLETED" : "IN_PROGRESS", mark };
    case "DONE":
      return { status: "COMPLETED", mark };
    case "MARKED": {
      const best = mark === null ? event.mark : Math.max(mark, event.mark);
      return { status: completed || event.mark >= event.passMark ? "COMPLETED" : "IN_PROGRESS", mark: best };
    }
  }
}

/** Whole percent, rounded down; 0 when there is nothing to complete. */
export function wholePercent(completed: number, total: number): number {
  return total === 0 ? 0 : Math.floor((100 * completed) / total);
}

export interface LessonRef {
  id: string;
  moduleIndex: number;
  position: number;
}
export interface ProgressRef {
  lessonId: string;
  status: LessonStatusValue;
  updatedAt: Date;
}

export interface ModuleProgressValue {
  /** 0-based module index. */
  index: number;
  completedLessons: number;
  totalLessons: number;
  percent: number;
}

const byOrder = (a: LessonRef, b: LessonRef) => a.moduleIndex - b.moduleIndex || a.position - b.position;

/** Progress per module (every module of the course, in order, including modules without lessons). */
export function moduleProgress(
  moduleCount: number,
  lessons: readonly LessonRef[],
  progress: readonly ProgressRef[],
): ModuleProgressValue[] {
  const done = new Set(progress.filter((p) => p.status === "COMPLETED").map((p) => p.lessonId));
  return Array.from({ length: moduleCount }, (_, index) => {
    const of = lessons.filter((l) => l.moduleIndex === index);
    const completedLessons = of.filter((l) => done.has(l.id)).length;
    return { index, completedLessons, totalLessons: of.length, percent: wholePercent(completedLessons, of.length) };
  });
}

/** Lessons completed out of the course's lessons. */
export function courseProgress(lessons: readonly LessonRef[], progress: readonly ProgressRef[]) {
  const ids = new Set(lessons.map((l) => l.id));
  const completedLessons = progress.filter((p) => p.status === "COMPLETED" && ids.has(p.lessonId)).length;
  return { completedLessons, totalLessons: lessons.length, percent: wholePercent(completedLessons, lessons.length) };
}

/** The most recently updated IN_PROGRESS lesson, else the first not completed in order, else null. */
export function continueLesson<L extends LessonRef>(lessons: readonly L[], progress: readonly ProgressRef[]): L | null {
  const byId = new Map(lessons.map((l) => [l.id, l]));
  const inProgress = progress
    .filter((p) => p.status === "IN_PROGRESS" && byId.has(p.lessonId))
    .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime() || a.lessonId.localeCompare(b.lessonId));
  if (inProgress[0]) return byId.get(inProgress[0].lessonId)!;
  const completed = new Set(progress.filter((p) => p.status === "COMPLETED").map((p) => p.lessonId));
  return [...lessons].sort(byOrder).find((l) => !completed.has(l.id)) ?? null;
}

export interface TutorialRef {
  id: string;
  startsAt: Date;
  durationMinutes: number;
}
export interface AttendanceRef {
  tutorialId: string;
  userId: string;
  present: boolean;
}

/**
 * Minutes attended / minutes of held tutorials (started by `now`) whose attendance was taken; null when none was.
 * A tutorial's attendance is taken when it has any attendance row.
 */
export function attendanceRate(
  tutorials: readonly TutorialRef[],
  attendance: readonly AttendanceRef[],
  learnerId: string,
  now: Date,
): number | null {
  const taken = new Set(attendance.map((a) => a.tutorialId));
  const held = tutorials.filter((t) => t.startsAt.getTime() <= now.getTime() && taken.has(t.id));
  const total = held.reduce((sum, t) => sum + t.durationMinutes, 0);
  if (total === 0) return null;
  const present = new Set(attendance.filter((a) => a.userId === learnerId && a.present).map((a) => a.tutorialId));
  const attended = held.filter((t) => present.has(t.id)).reduce((sum, t) => sum + t.durationMinutes, 0);
  return attended / total;
}

export const attendanceRequired = (categoryId: string | null) => categoryId === ATTENDANCE_CATEGORY;

/** Met at 90% for courses with the rule (not met while no tutorial was taken); always met for other courses. */
export function attendanceMet(required: boolean, rate: number | null): boolean {
  if (!required) return true;
  return rate !== null && rate >= ATTENDANCE_THRESHOLD;
}

/** Completed: every lesson completed (a course without lessons never is) and the attendance rule met. */
export function courseCompleted(completedLessons: number, totalLessons: number, attendanceOk: boolean): boolean {
  return totalLessons > 0 && completedLessons === totalLessons && attendanceOk;
}

export type StudyCheck = { ok: true } | { ok: false; reason: "NOT_A_STUDENT" | "ACCESS_INACTIVE" };

/** Who may study (content served, lessons opened, done, handed in): a student of the class with active access. */
export function canStudy(role: ClassRoleValue | null, accessActive: boolean): StudyCheck {
  if (role !== "STUDENT") return { ok: false, reason: "NOT_A_STUDENT" };
  if (!accessActive) return { ok: false, reason: "ACCESS_INACTIVE" };
  return { ok: true };
}

/** Who sees lesson content: those who may study it, the class's instructors and course admins. */
export function mayViewContent(role: ClassRoleValue | null, accessActive: boolean, courseAdmin: boolean): boolean {
  return courseAdmin || role === "INSTRUCTOR" || canStudy(role, accessActive).ok;
}

/** Who teaches a class (students list, grading, tutorials, attendance): its instructors and course admins. */
export function mayTeach(role: ClassRoleValue | null, courseAdmin: boolean): boolean {
  return courseAdmin || role === "INSTRUCTOR";
}

export type MarkCheck = { ok: true } | { ok: false; reason: "OWN_WORK" | "NOT_TEACHING" };

/** Marking: the class's instructors and course admins, never the learner themself (whatever roles they hold). */
export function mayMark(viewerId: string, learnerId: string, role: ClassRoleValue | null, courseAdmin: boolean): MarkCheck {
  if (viewerId === learnerId) return { ok: false, reason: "OWN_WORK" };
  if (!mayTeach(role, courseAdmin)) return { ok: false, reason: "NOT_TEACHING" };
  return { ok: true };
}

/** A submission is visible to its learner, the class's instructors and course admins. */
export function maySeeSubmission(viewerId: string, learnerId: string, role: ClassRoleValue | null, courseAdmin: boolean): boolean {
  return viewerId === learnerId || mayTeach(role, courseAdmin);
}

/** Attendance can be taken once the tutorial has started. */
export const tutorialHeld = (startsAt: Date, now: Date) => startsAt.getTime() <= now.getTime();

/** A class's module id: `{courseId}:{number}` (1-based). */
export const moduleId = (courseId: string, index: number) => `${courseId}:${index + 1}`;

/** A date (UTC) as YYYY-MM-DD. */
export const isoDate = (d: Date) => d.toISOString().slice(0, 10);
