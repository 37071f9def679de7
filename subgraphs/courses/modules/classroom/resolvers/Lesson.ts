import type { LessonResolvers } from "../../../__generated__/resolvers-types.js";
import { findLessonFor, lessonBody, lessonKinds, lessonQuestions, viewerLessonMark, viewerLessonStatus } from "../services/classroom.js";
import { viewerSubmissionsOf } from "../services/submissions.js";

export const Lesson: LessonResolvers = {
  __resolveReference: (ref, ctx) => findLessonFor(ctx, ref.id),
  moduleNumber: (lesson) => lessonKinds.moduleNumber(lesson),
  graded: (lesson) => lessonKinds.graded(lesson),
  autoGraded: (lesson) => lessonKinds.autoGraded(lesson),
  markedByInstructor: (lesson) => lessonKinds.markedByInstructor(lesson),
  body: (lesson, _, ctx) => lessonBody(ctx, lesson),
  questions: (lesson, _, ctx) => lessonQuestions(ctx, lesson),
  viewerStatus: (lesson, _, ctx) => viewerLessonStatus(ctx, lesson),
  viewerMark: (lesson, _, ctx) => viewerLessonMark(ctx, lesson),
  viewerSubmissions: (lesson, _, ctx) => viewerSubmissionsOf(ctx, lesson),
};
