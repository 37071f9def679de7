import type { ClassResolvers } from "../../../__generated__/resolvers-types.js";
import {
  courseOfClass,
  findClassFor,
  instructorsOf,
  lessonOfClass,
  modulesOf,
  programmeOfClass,
  studentCountOf,
  studentsOf,
  viewerCanStudy,
  viewerRoleIn,
} from "../services/classroom.js";
import { viewerProgressOf } from "../services/progress.js";
import { classGradingQueue } from "../services/submissions.js";
import { tutorialsOf } from "../services/tutorials.js";

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
