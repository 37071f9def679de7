import type { Resolvers } from "../__generated__/resolvers-types.js";
import { ForumCategory } from "./ForumCategory.js";
import { ForumClass } from "./ForumClass.js";
import { ForumComment } from "./ForumComment.js";
import { ForumModerationSummary } from "./ForumModerationSummary.js";
import { ForumNotification } from "./ForumNotification.js";
import { ForumPost } from "./ForumPost.js";
import { ForumReport } from "./ForumReport.js";
import { ForumSearchResult } from "./ForumSearchResult.js";
import { ForumTag } from "./ForumTag.js";
import { Mutation } from "./Mutation.js";
import { Query } from "./Query.js";
import { User } from "./User.js";

export const resolvers: Resolvers = {
  Query,
  Mutation,
  ForumPost,
  ForumComment,
  ForumSearchResult,
  ForumNotification,
  ForumTag,
  ForumCategory,
  ForumClass,
  ForumReport,
  ForumModerationSummary,
  User,
};
