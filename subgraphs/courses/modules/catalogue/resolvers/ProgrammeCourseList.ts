import type { ProgrammeCourseListResolvers } from "../../../__generated__/resolvers-types.js";
import { coursesOfProgramme, findProgrammeList } from "../services/catalogue.js";

export const ProgrammeCourseList: ProgrammeCourseListResolvers = {
  __resolveReference: (ref, ctx) => findProgrammeList(ctx, ref.code),
  courses: (list, _, ctx) => coursesOfProgramme(ctx, list),
};
