import type { Resolvers } from "../../../__generated__/resolvers-types.js";
import { CareerRole } from "./CareerRole.js";
import { Course } from "./Course.js";
import { CourseCategory } from "./CourseCategory.js";
import { CourseProvider } from "./CourseProvider.js";
import { Mutation } from "./Mutation.js";
import { ProgrammeCourseList } from "./ProgrammeCourseList.js";
import { Query } from "./Query.js";
import { Tool } from "./Tool.js";

export const catalogueResolvers: Resolvers = {
  Query,
  Mutation,
  Course,
  CourseProvider,
  CourseCategory,
  CareerRole,
  ProgrammeCourseList,
  Tool,
};
