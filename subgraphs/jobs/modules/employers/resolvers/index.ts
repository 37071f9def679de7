import type { Resolvers } from "../../../__generated__/resolvers-types.js";
import { Employer } from "./Employer.js";
import { Mutation } from "./Mutation.js";
import { Query } from "./Query.js";

export const employerResolvers: Resolvers = { Query, Mutation, Employer };
