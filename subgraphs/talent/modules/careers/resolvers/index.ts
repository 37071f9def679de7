import type { Resolvers } from "../../../__generated__/resolvers-types.js";
import { CareerReview } from "./CareerReview.js";
import { CareerServices } from "./CareerServices.js";
import { CareerServicesStatus } from "./CareerServicesStatus.js";
import { CareerStaffMember } from "./CareerStaffMember.js";
import { Mutation } from "./Mutation.js";
import { PortfolioProject } from "./PortfolioProject.js";
import { Query } from "./Query.js";

export const careerResolvers: Resolvers = {
  Query,
  Mutation,
  CareerServicesStatus,
  CareerServices,
  CareerStaffMember,
  PortfolioProject,
  CareerReview,
};
