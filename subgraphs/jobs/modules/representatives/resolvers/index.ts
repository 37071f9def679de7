import type { Resolvers } from "../../../__generated__/resolvers-types.js";
import { Employer } from "./Employer.js";
import { JobAdminSummary } from "./JobAdminSummary.js";
import { EmployerRepresentative } from "./EmployerRepresentative.js";
import { Mutation } from "./Mutation.js";
import { Query } from "./Query.js";

export const representativeResolvers: Resolvers = { Query, Mutation, EmployerRepresentative, Employer, JobAdminSummary };
