/** Content module entities: Person and Testimonial (federation keys), ProgrammeCourseList. */
import type { PersonResolvers, ProgrammeCourseListResolvers, TestimonialResolvers } from "../__generated__/resolvers-types.js";
import { coursesOfProgramme, findProgrammeList } from "../services/catalogue.js";

export const Person: PersonResolvers = {
  __resolveReference: (ref, ctx) => ctx.loaders.person.load(ref.id),
};

export const Testimonial: TestimonialResolvers = {
  __resolveReference: (ref, ctx) => ctx.loaders.testimonial.load(ref.id),
};

export const ProgrammeCourseList: ProgrammeCourseListResolvers = {
  __resolveReference: (ref, ctx) => findProgrammeList(ctx, ref.code),
  courses: (list, _, ctx) => coursesOfProgramme(ctx, list),
};
