import type { Resolvers } from "../../../__generated__/resolvers-types.js";
import { Query } from "./Query.js";
import { TalentAdminSummary } from "./TalentAdminSummary.js";

export const peopleResolvers: Resolvers = { Query, TalentAdminSummary };
