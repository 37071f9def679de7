import type { Resolvers } from "../../../__generated__/resolvers-types.js";
import { Campaign } from "./Campaign.js";
import { Job } from "./Job.js";
import { Mutation } from "./Mutation.js";
import { Query } from "./Query.js";

export const campaignResolvers: Resolvers = { Query, Mutation, Campaign, Job };
