import type { Resolvers } from "../../../__generated__/resolvers-types.js";
import { ForumClass } from "./ForumClass.js";
import { ForumPost } from "./ForumPost.js";
import { Mutation } from "./Mutation.js";
import { Query } from "./Query.js";

export const resolvers: Resolvers = { Query, Mutation, ForumClass, ForumPost };
