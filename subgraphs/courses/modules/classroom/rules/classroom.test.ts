import { describe, expect, it } from "vitest";
import {
  attendanceMet,
  attendanceRate,
  attendanceRequired,
  autoGrade,
  canStudy,
  continueLesson,
  courseCompleted,
  courseProgress,
  lessonStatusAfter,
  mayMark,
  maySeeSubmission,
  mayTeach,
  mayViewContent,
  moduleProgress,
  normaliseTypedAnswer,
  tutorialHeld,
} from "./classroom.js";

const quiz = [
  { id: "q1", prompt: "1?", options: ["a", "b"], answer: "a" },
  { id: "q2", prompt: "2?", options: ["a", "b"], answer: "b" },
  { id: "q3", prompt: "3?", options: ["a", "b"], answer: "b" },
];
const lab = [{ id: "q1", prompt: "keyword?", options: [], answer: "LEFT  join" }];

describe("autoGrade", () => {
  it("marks round(100 × correct / questions)", () => {
    const r = autoGrade(quiz, [
      { questionId: "q1", answer: "a" },
      { questionId: "q2", answer: "a" },
      { questionId: "q3", answer: "b" },
    ]);
    expect(r).toMatchObject({ ok: true, mark: 67 });
    if (r.ok) expect(r.answers.map((a) => a.correct)).toEqual([true, false, true]);
  });
  it("compares typed answers case-insensitively with whitespace collapsed", () => {
    expect(normaliseTypedAnswer("  Left\tJOIN ")).toBe("left join");
    expect(autoGrade(lab, [{ questionId: "q1", answer: " left join" }])).toMatchObject({ ok: true, mark: 100 });
  });
  it("refuses unknown questions, choices outside the options, repeats and missing answers, keyed answers.<id>", () => {
    const r = autoGrade(quiz, [
      { questionId: "q1", answer: "c" },
      { questionId: "q2", answer: "a" },
      { questionId: "q2", answer: "b" },
      { questionId: "zz", answer: "a" },
    ]);
    expect(r).toEqual({
      ok: false,
      fields: {
        "answers.q1": "Choose one of the options",
        "answers.q2": "Answered more than once",
        "answers.zz": "Unknown question",
        "answers.q3": "Answer this question",
      },
    });
  });
});

describe("lessonStatusAfter", () => {
  it("opening and handing in make a lesson in progress; done completes it", () => {
    expect(lessonStatusAfter(null, { kind: "OPENED" })).toEqual({ status: "IN_PROGRESS", mark: null });
    expect(lessonStatusAfter(null, { kind: "HANDED_IN" })).toEqual({ status: "IN_PROGRESS", mark: null });
    expect(lessonStatusAfter({ status: "IN_PROGRESS", mark: null }, { kind: "DONE" })).toEqual({ status: "COMPLETED", mark: null });
  });
  it("completes at the pass mark, keeps the best mark and never un-completes", () => {
    const failed = lessonStatusAfter(null, { kind: "MARKED", mark: 40, passMark: 70 });
    expect(failed).toEqual({ status: "IN_PROGRESS", mark: 40 });
    const passed = lessonStatusAfter(failed, { kind: "MARKED", mark: 70, passMark: 70 });
    expect(passed).toEqual({ status: "COMPLETED", mark: 70 });
    expect(lessonStatusAfter(passed, { kind: "MARKED", mark: 10, passMark: 70 })).toEqual({ status: "COMPLETED", mark: 70 });
    expect(lessonStatusAfter(passed, { kind: "OPENED" })).toEqual({ status: "COMPLETED", mark: 70 });
    expect(lessonStatusAfter(passed, { kind: "HANDED_IN" })).toEqual({ status: "COMPLETED", mark: 70 });
  });
});

const lessons = [
  { id: "a", moduleIndex: 0, position: 1 },
  { id: "b", moduleIndex: 0, position: 2 },
  { id: "c", moduleIndex: 1, position: 1 },
];
const at = (m: number) => new Date(Date.UTC(2026, 10, 1, 0, m));

describe("moduleProgress and courseProgress", () => {
  it("counts completed lessons per module and course, whole percent rounded down", () => {
    const progress = [
      { lessonId: "a", status: "COMPLETED" as const, updatedAt: at(1) },
      { lessonId: "b", status: "IN_PROGRESS" as const, updatedAt: at(2) },
    ];
    expect(moduleProgress(3, lessons, progress)).toEqual([
      { index: 0, completedLessons: 1, totalLessons: 2, percent: 50 },
      { index: 1, completedLessons: 0, totalLessons: 1, percent: 0 },
      { index: 2, completedLessons: 0, totalLessons: 0, percent: 0 },
    ]);
    expect(courseProgress(lessons, progress)).toEqual({ completedLessons: 1, totalLessons: 3, percent: 33 });
  });
  it("ignores progress of lessons outside the course", () => {
    expect(courseProgress(lessons, [{ lessonId: "x", status: "COMPLETED", updatedAt: at(1) }]).completedLessons).toBe(0);
  });
});

describe("continueLesson", () => {
  it("is the most recently updated lesson in progress", () => {
    const progress = [
      { lessonId: "c", status: "IN_PROGRESS" as const, updatedAt: at(5) },
      { lessonId: "b", status: "IN_PROGRESS" as const, updatedAt: at(3) },
    ];
    expect(continueLesson(lessons, progress)?.id).toBe("c");
  });
  it("else the first lesson not completed in order, else null", () => {
    expect(continueLesson(lessons, [{ lessonId: "a", status: "COMPLETED", updatedAt: at(1) }])?.id).toBe("b");
    expect(
      continueLesson(
        lessons,
        lessons.map((l) => ({ lessonId: l.id, status: "COMPLETED" as const, updatedAt: at(1) })),
      ),
    ).toBeNull();
  });
});

describe("attendanceRate and attendanceMet (90% for category fc)", () => {
  const now = new Date("2026-11-20T00:00:00Z");
  const tutorials = [
    { id: "t1", startsAt: new Date("2026-10-01T10:00:00Z"), durationMinutes: 90 },
    { id: "t2", startsAt: new Date("2026-11-01T10:00:00Z"), durationMinutes: 30 },
    { id: "t3", startsAt: new Date("2026-12-01T10:00:00Z"), durationMinutes: 60 },
  ];
  it("is minutes attended over minutes of held tutorials whose attendance was taken", () => {
    const attendance = [
      { tutorialId: "t1", userId: "u", present: true },
      { tutorialId: "t2", userId: "u", present: false },
      { tutorialId: "t3", userId: "u", present: true },
    ];
    expect(attendanceRate(tutorials, attendance, "u", now)).toBe(0.75);
    expect(attendanceRate(tutorials, [{ tutorialId: "t1", userId: "other", present: true }], "u", now)).toBe(0);
    expect(attendanceRate(tutorials, [], "u", now)).toBeNull();
  });
  it("applies to fc courses only: met at 0.9, not met when nothing was taken", () => {
    expect(attendanceRequired("fc")).toBe(true);
    expect(attendanceRequired("m1")).toBe(false);
    expect(attendanceRequired(null)).toBe(false);
    expect(attendanceMet(true, 0.9)).toBe(true);
    expect(attendanceMet(true, 0.89)).toBe(false);
    expect(attendanceMet(true, null)).toBe(false);
    expect(attendanceMet(false, null)).toBe(true);
  });
  it("tutorialHeld: from its start", () => {
    expect(tutorialHeld(new Date("2026-11-20T00:00:00Z"), now)).toBe(true);
    expect(tutorialHeld(new Date("2026-11-20T00:00:01Z"), now)).toBe(false);
  });
});

describe("courseCompleted", () => {
  it("needs every lesson and the attendance rule; a course without lessons never is", () => {
    expect(courseCompleted(3, 3, true)).toBe(true);
    expect(courseCompleted(2, 3, true)).toBe(false);
    expect(courseCompleted(3, 3, false)).toBe(false);
    expect(courseCompleted(0, 0, true)).toBe(false);
  });
});

describe("canStudy and who may mark or see", () => {
  it("canStudy: a student with active access", () => {
    expect(canStudy("STUDENT", true)).toEqual({ ok: true });
    expect(canStudy("STUDENT", false)).toEqual({ ok: false, reason: "ACCESS_INACTIVE" });
    expect(canStudy("INSTRUCTOR", true)).toEqual({ ok: false, reason: "NOT_A_STUDENT" });
    expect(canStudy(null, true)).toEqual({ ok: false, reason: "NOT_A_STUDENT" });
  });
  it("content: those who may study, the class's instructors and course admins", () => {
    expect(mayViewContent("INSTRUCTOR", false, false)).toBe(true);
    expect(mayViewContent(null, false, true)).toBe(true);
    expect(mayViewContent("STUDENT", false, false)).toBe(false);
    expect(mayViewContent(null, true, false)).toBe(false);
  });
  it("mayTeach: the class's instructors and course admins", () => {
    expect(mayTeach("INSTRUCTOR", false)).toBe(true);
    expect(mayTeach(null, true)).toBe(true);
    expect(mayTeach("STUDENT", false)).toBe(false);
  });
  it("mayMark: never the learner's own work, whatever their roles", () => {
    expect(mayMark("me", "me", "INSTRUCTOR", true)).toEqual({ ok: false, reason: "OWN_WORK" });
    expect(mayMark("me", "you", null, false)).toEqual({ ok: false, reason: "NOT_TEACHING" });
    expect(mayMark("me", "you", "INSTRUCTOR", false)).toEqual({ ok: true });
    expect(mayMark("me", "you", null, true)).toEqual({ ok: true });
  });
  it("maySeeSubmission: its learner, the class's instructors and course admins", () => {
    expect(maySeeSubmission("me", "me", "STUDENT", false)).toBe(true);
    expect(maySeeSubmission("me", "you", "STUDENT", false)).toBe(false);
    expect(maySeeSubmission("me", "you", "INSTRUCTOR", false)).toBe(true);
  });
});
