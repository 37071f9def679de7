import type { Resolvers } from "../../../__generated__/resolvers-types.js";
import { ForumCategory } from "./ForumCategory.js";
import { ForumPost } from "./ForumPost.js";
import { ForumTag } from "./ForumTag.js";
import { Mutation } from "./Mutation.js";
import { Query } from "./Query.js";

export const resolvers: Resolvers = { Query, Mutation, ForumTag, ForumCategory, ForumPost };
