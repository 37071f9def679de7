import type { Resolvers } from "../__generated__/resolvers-types.js";
import { Mutation } from "./Mutation.js";
import { Query } from "./Query.js";
import { Tool } from "./Tool.js";
import { User } from "./User.js";

export const resolvers: Resolvers = { Query, Mutation, User, Tool };
