import type { Resolvers } from "../../../__generated__/resolvers-types.js";
import { Query } from "./Query.js";
import { User } from "./User.js";

export const navigationResolvers: Resolvers = { Query, User };
