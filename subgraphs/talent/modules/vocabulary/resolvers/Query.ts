import type { QueryResolvers } from "../../../__generated__/resolvers-types.js";
import { findCareerRole, listCareerRoles, listTools } from "../services/vocabulary.js";

export const Query: Pick<QueryResolvers, "tools" | "careerRoles" | "careerRole"> = {
  tools: (_, args, ctx) => listTools(ctx, args),
  careerRoles: (_, __, ctx) => listCareerRoles(ctx),
  careerRole: (_, { id }, ctx) => findCareerRole(ctx, id),
};
