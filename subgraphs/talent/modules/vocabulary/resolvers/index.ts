import type { Resolvers } from "../../../__generated__/resolvers-types.js";
import { CareerRole } from "./CareerRole.js";
import { Query } from "./Query.js";
import { RoleSkill } from "./RoleSkill.js";
import { Tool } from "./Tool.js";

export const vocabularyResolvers: Resolvers = { Query, Tool, CareerRole, RoleSkill };
