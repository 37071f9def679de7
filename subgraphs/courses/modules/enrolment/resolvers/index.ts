import type { Resolvers } from "../../../__generated__/resolvers-types.js";
import { Course } from "./Course.js";
import { CourseAccess } from "./CourseAccess.js";
import { CourseAdminSummary } from "./CourseAdminSummary.js";
import { EnrolmentOption } from "./EnrolmentOption.js";
import { Mutation } from "./Mutation.js";
import { Order } from "./Order.js";
import { Query } from "./Query.js";

export const enrolmentResolvers: Resolvers = { Query, Mutation, EnrolmentOption, Order, CourseAccess, Course, CourseAdminSummary };
