/** The classroom: thin resolvers over services/{classroom,progress,submissions,tutorials}.ts. */
import type {
  ClassMemberResolvers,
  ClassModuleResolvers,
  ClassProgressResolvers,
  ClassResolvers,
  LessonResolvers,
  LessonSubmissionResolvers,
  LiveTutorialResolvers,
  MutationResolvers,
  QueryResolvers,
} from "../__generated__/resolvers-types.js";
import {
  addClassMember,
  courseOfClass,
  createClass,
  findClassBySlug,
  findClassFor,
  findLessonFor,
  instructorsOf,
  joinClass,
  joinableClasses,
  lessonBody,
  lessonKinds,
  lessonOfClass,
  lessonQuestions,
  listClasses,
  modulesOf,
  myClasses,
  programmeOfClass,
  removeClassMember,
  studentCountOf,
  studentsOf,
  updateClass,
  userOfMember,
  viewerCanStudy,
  viewerLessonMark,
  viewerLessonStatus,
  viewerRoleIn,
} from "../services/classroom.js";
import { certificateOfProgress, learnerOfProgress, memberProgressOf, viewerProgressOf } from "../services/progress.js";
import {
  classGradingQueue,
  gradingQueue,
  markLessonDone,
  markSubmission,
  openLesson,
  submissionFields,
  submitLessonAnswers,
  submitLessonWork,
  viewerSubmissionsOf,
} from "../services/submissions.js";
import { scheduleLiveTutorial, takeAttendance, tutorialFields, tutorialsOf } from "../services/tutorials.js";

export const ClassroomQuery: Pick<QueryResolvers, "myClasses" | "class" | "joinableClasses" | "classes" | "gradingQueue"> = {
  myClasses: (_, __, ctx) => myClasses(ctx),
  class: (_, { slug }, ctx) => findClassBySlug(ctx, slug),
  joinableClasses: (_, { courseId }, ctx) => joinableClasses(ctx, courseId),
  classes: (_, args, ctx) => listClasses(ctx, args),
  gradingQueue: (_, args, ctx) => gradingQueue(ctx, args),
};

export const ClassroomMutation: Pick<
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

export const Class: ClassResolvers = {
  __resolveReference: (ref, ctx) => findClassFor(ctx, ref.id),
  course: (klass, _, ctx) => courseOfClass(ctx, klass),
  programme: (klass, _, ctx) => programmeOfClass(ctx, klass),
  viewerRole: (klass, _, ctx) => viewerRoleIn(ctx, klass.id),
  viewerCanStudy: (klass, _, ctx) => viewerCanStudy(ctx, klass),
  modules: (klass, _, ctx) => modulesOf(ctx, klass),
  lesson: (klass, { id }, ctx) => lessonOfClass(ctx, klass, id),
  studentCount: (klass, _, ctx) => studentCountOf(ctx, klass),
  instructors: (klass, _, ctx) => instructorsOf(ctx, klass),
  students: (klass, args, ctx) => studentsOf(ctx, klass, args),
  tutorials: (klass, _, ctx) => tutorialsOf(ctx, klass),
  viewerProgress: (klass, _, ctx) => viewerProgressOf(ctx, klass),
  gradingQueue: (klass, args, ctx) => classGradingQueue(ctx, klass, args),
};

export const ClassModule: ClassModuleResolvers = {};

export const ClassMember: ClassMemberResolvers = {
  user: (member) => userOfMember(member),
  addedAt: (member) => member.addedAt.toISOString(),
  progress: (member, _, ctx) => memberProgressOf(ctx, member),
};

export const ClassProgress: ClassProgressResolvers = {
  learner: (progress) => learnerOfProgress(progress),
  certificate: (progress, _, ctx) => certificateOfProgress(ctx, progress),
};

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

export const LessonSubmission: LessonSubmissionResolvers = {
  lesson: (s, _, ctx) => submissionFields.lesson(ctx, s),
  class: (s, _, ctx) => submissionFields.class(ctx, s),
  learner: (s) => submissionFields.learner(s),
  answers: (s) => submissionFields.answers(s),
  submittedAt: (s) => s.submittedAt.toISOString(),
  passed: (s, _, ctx) => submissionFields.passed(ctx, s),
  markedAt: (s) => s.markedAt?.toISOString() ?? null,
  markedBy: (s) => submissionFields.markedBy(s),
};

export const LiveTutorial: LiveTutorialResolvers = {
  startsAt: (t) => t.startsAt.toISOString(),
  held: (t, _, ctx) => tutorialFields.held(ctx, t),
  attendanceTaken: (t, _, ctx) => tutorialFields.attendanceTaken(ctx, t),
  viewerPresent: (t, _, ctx) => tutorialFields.viewerPresent(ctx, t),
  attendance: (t, _, ctx) => tutorialFields.attendance(ctx, t),
};
