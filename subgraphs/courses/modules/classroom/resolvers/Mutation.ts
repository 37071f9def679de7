import type { MutationResolvers } from "../../../__generated__/resolvers-types.js";
import { addClassMember, createClass, joinClass, removeClassMember, updateClass } from "../services/classroom.js";
import { markLessonDone, markSubmission, openLesson, submitLessonAnswers, submitLessonWork } from "../services/submissions.js";
import { scheduleLiveTutorial, takeAttendance } from "../services/tutorials.js";

export const Mutation: Pick<
  MutationResolvers,
  | "createClass"
  | "updateClass"
  | "addClassMember"
  | "removeClassMember"
  | "joinClass"
  | "openLesson"
  | "markLessonDone"
  | "submitLessonAnswers"
  | "submitLessonWork"
  | "markSubmission"
  | "scheduleLiveTutorial"
  | "takeAttendance"
> = {
  createClass: (_, { input }, ctx) => createClass(ctx, input),
  updateClass: (_, { id, input }, ctx) => updateClass(ctx, id, input),
  addClassMember: (_, { classId, userId, role }, ctx) => addClassMember(ctx, classId, userId, role),
  removeClassMember: (_, { classId, userId }, ctx) => removeClassMember(ctx, classId, userId),
  joinClass: (_, { slug }, ctx) => joinClass(ctx, slug),
  openLesson: (_, { classId, lessonId }, ctx) => openLesson(ctx, classId, lessonId),
  markLessonDone: (_, { classId, lessonId }, ctx) => markLessonDone(ctx, classId, lessonId),
  submitLessonAnswers: (_, { classId, lessonId, answers }, ctx) => submitLessonAnswers(ctx, classId, lessonId, answers),
  submitLessonWork: (_, { classId, lessonId, input }, ctx) => submitLessonWork(ctx, classId, lessonId, input),
  markSubmission: (_, { id, mark, feedback }, ctx) => markSubmission(ctx, id, mark, feedback),
  scheduleLiveTutorial: (_, { classId, input }, ctx) => scheduleLiveTutorial(ctx, classId, input),
  takeAttendance: (_, { tutorialId, presentUserIds }, ctx) => takeAttendance(ctx, tutorialId, presentUserIds),
};
