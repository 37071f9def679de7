import type { Resolvers } from "../__generated__/resolvers-types.js";
import { Campaign } from "./Campaign.js";
import { CareerRole } from "./CareerRole.js";
import { Employer } from "./Employer.js";
import { EmployerRepresentative } from "./EmployerRepresentative.js";
import { Job } from "./Job.js";
import { JobApplication, JobApplicationHistoryEntry } from "./JobApplication.js";
import { Mutation } from "./Mutation.js";
import { Query } from "./Query.js";

// Event and User are reference stubs (resolvable: false): jobs only hands out { id }, so they need no resolvers here.
export const resolvers: Resolvers = {
  Query,
  Mutation,
  Job,
  Employer,
  CareerRole,
  Campaign,
  JobApplication,
  JobApplicationHistoryEntry,
  EmployerRepresentative,
};
