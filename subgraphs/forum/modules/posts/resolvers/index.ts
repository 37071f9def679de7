import type { Resolvers } from "../../../__generated__/resolvers-types.js";
import { ForumNotification } from "./ForumNotification.js";
import { ForumPost } from "./ForumPost.js";
import { Mutation } from "./Mutation.js";
import { Query } from "./Query.js";
import { User } from "./User.js";

export const resolvers: Resolvers = { Query, Mutation, ForumPost, User, ForumNotification };
