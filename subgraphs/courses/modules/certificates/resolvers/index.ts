import type { Resolvers } from "../../../__generated__/resolvers-types.js";
import { Badge } from "./Badge.js";
import { Certificate } from "./Certificate.js";
import { Mutation } from "./Mutation.js";
import { Query } from "./Query.js";

export const certificateResolvers: Resolvers = { Query, Mutation, Certificate, Badge };
