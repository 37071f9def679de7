import type { QueryResolvers } from "../../../__generated__/resolvers-types.js";
import {
  certifiedAssociateCourses,
  classMemberIds,
  classMembershipsOf,
  classesBySlug,
  findClassBySlug,
  joinableClasses,
  listClasses,
  myClasses,
} from "../services/classroom.js";
import { gradingQueue } from "../services/submissions.js";

export const Query: Pick<
  QueryResolvers,
  | "myClasses"
  | "class"
  | "joinableClasses"
  | "classes"
  | "gradingQueue"
  | "classMembershipsOf"
  | "classesBySlug"
  | "classMemberIds"
  | "certifiedAssociateCourses"
> = {
  myClasses: (_, __, ctx) => myClasses(ctx),
  class: (_, { slug }, ctx) => findClassBySlug(ctx, slug),
  joinableClasses: (_, { courseId }, ctx) => joinableClasses(ctx, courseId),
  classes: (_, args, ctx) => listClasses(ctx, args),
  gradingQueue: (_, args, ctx) => gradingQueue(ctx, args),
  // Internal: the class forums ask them (@inaccessible, platform callers only).
  classMembershipsOf: (_, { userId }, ctx) => classMembershipsOf(ctx, userId),
  classesBySlug: (_, { slugs }, ctx) => classesBySlug(ctx, slugs),
  classMemberIds: (_, { slug, role, page, pageSize }, ctx) => classMemberIds(ctx, slug, role, { page, pageSize }),
  // Internal: career services ask who is a certified-associate student (@inaccessible, platform callers only).
  certifiedAssociateCourses: (_, { userIds }, ctx) => certifiedAssociateCourses(ctx, userIds),
};
