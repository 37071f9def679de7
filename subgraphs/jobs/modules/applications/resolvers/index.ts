import type { Resolvers } from "../../../__generated__/resolvers-types.js";
import { Job } from "./Job.js";
import { JobAdminSummary } from "./JobAdminSummary.js";
import { JobApplication } from "./JobApplication.js";
import { JobApplicationHistoryEntry } from "./JobApplicationHistoryEntry.js";
import { Mutation } from "./Mutation.js";
import { Query } from "./Query.js";

export const applicationResolvers: Resolvers = { Query, Mutation, JobApplication, JobApplicationHistoryEntry, Job, JobAdminSummary };
