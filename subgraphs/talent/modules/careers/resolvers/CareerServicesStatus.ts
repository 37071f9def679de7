import type { CareerServicesStatusResolvers } from "../../../__generated__/resolvers-types.js";

export const CareerServicesStatus: CareerServicesStatusResolvers = {
  // Courses owns them: a reference the router resolves there.
  courses: (status) => status.courseIds.map((id) => ({ __typename: "Course" as const, id })),
};
