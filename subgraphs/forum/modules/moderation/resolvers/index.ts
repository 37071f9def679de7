import type { Resolvers } from "../../../__generated__/resolvers-types.js";
import { ForumComment } from "./ForumComment.js";
import { ForumModerationSummary } from "./ForumModerationSummary.js";
import { ForumPost } from "./ForumPost.js";
import { Mutation } from "./Mutation.js";
import { Query } from "./Query.js";

export const resolvers: Resolvers = { Query, Mutation, ForumModerationSummary, ForumPost, ForumComment };
