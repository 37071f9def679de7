import type { Resolvers } from "../../../__generated__/resolvers-types.js";
import { EventRegistration } from "./EventRegistration.js";
import { Mutation } from "./Mutation.js";
import { Query } from "./Query.js";

export const organiserResolvers: Resolvers = { Query, Mutation, EventRegistration };
