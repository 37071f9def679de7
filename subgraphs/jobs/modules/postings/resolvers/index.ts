import type { Resolvers } from "../../../__generated__/resolvers-types.js";
import { CareerRole } from "./CareerRole.js";
import { Employer } from "./Employer.js";
import { Job } from "./Job.js";
import { JobAdminSummary } from "./JobAdminSummary.js";
import { Mutation } from "./Mutation.js";
import { Query } from "./Query.js";

export const postingResolvers: Resolvers = { Query, Mutation, Job, Employer, CareerRole, JobAdminSummary };
