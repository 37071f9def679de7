import type { Resolvers } from "../__generated__/resolvers-types.js";
import { CareerRole } from "./CareerRole.js";
import { Course } from "./Course.js";
import { CourseCategory } from "./CourseCategory.js";
import { CourseProvider } from "./CourseProvider.js";
import { Query } from "./Query.js";

export const resolvers: Resolvers = { Query, Course, CareerRole, CourseCategory, CourseProvider };
