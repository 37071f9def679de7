import type { Resolvers } from "../__generated__/resolvers-types.js";
import { CareerRole } from "./CareerRole.js";
import { Employer } from "./Employer.js";
import { Job } from "./Job.js";
import { Query } from "./Query.js";

// Event is a reference stub (resolvable: false): jobs only hands out { id }, so it needs no resolvers here.
export const resolvers: Resolvers = { Query, Job, Employer, CareerRole };
