import type { Resolvers } from "../../../__generated__/resolvers-types.js";
import { Mutation } from "./Mutation.js";
import { Query } from "./Query.js";

export const organiserResolvers: Resolvers = { Query, Mutation };
