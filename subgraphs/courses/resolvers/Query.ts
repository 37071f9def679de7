import type { QueryResolvers } from "../__generated__/resolvers-types.js";
import {
  findCourse,
  findProgrammeList,
  listCategories,
  listCourses,
  listFeaturedCourses,
  listProgrammeLists,
  listProviders,
} from "../services/catalogue.js";
import { listFaqs, listPartnerOrganisations, listStats, listTeamProfiles, listTestimonials, listValueCards } from "../services/content.js";

export const Query: QueryResolvers = {
  courses: (_, args, ctx) => listCourses(ctx, args),
  course: (_, { id }, ctx) => findCourse(ctx, id),
  courseProviders: (_, __, ctx) => listProviders(ctx),
  courseCategories: (_, __, ctx) => listCategories(ctx),
  featuredCourses: (_, __, ctx) => listFeaturedCourses(ctx),
  programmeCourseLists: (_, __, ctx) => listProgrammeLists(ctx),
  programmeCourseList: (_, { code }, ctx) => findProgrammeList(ctx, code),
  teamProfiles: (_, { group }, ctx) => listTeamProfiles(ctx, group),
  testimonials: (_, { featured }, ctx) => listTestimonials(ctx, featured),
  partnerOrganisations: (_, __, ctx) => listPartnerOrganisations(ctx),
  faqs: (_, { type }, ctx) => listFaqs(ctx, type),
  stats: (_, __, ctx) => listStats(ctx),
  valueCards: (_, __, ctx) => listValueCards(ctx),
};
