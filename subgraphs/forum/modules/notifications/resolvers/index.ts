import type { Resolvers } from "../../../__generated__/resolvers-types.js";
import { ForumNotification } from "./ForumNotification.js";
import { Mutation } from "./Mutation.js";
import { Query } from "./Query.js";

export const resolvers: Resolvers = { Query, Mutation, ForumNotification };
