import type { Resolvers } from "../__generated__/resolvers-types.js";
import { ForumCategory } from "./ForumCategory.js";
import { ForumPost } from "./ForumPost.js";
import { ForumTag } from "./ForumTag.js";
import { Query } from "./Query.js";
import { User } from "./User.js";

export const resolvers: Resolvers = { Query, ForumPost, ForumTag, ForumCategory, User };
