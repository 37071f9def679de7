import type { ToolResolvers } from "../../../__generated__/resolvers-types.js";
import { coursesTeachingTool } from "../services/catalogue.js";

// Talent owns the vocabulary; any id is accepted here and simply has no courses when none teaches it.
export const Tool: ToolResolvers = {
  __resolveReference: (ref) => ({ id: ref.id }),
  courses: (tool, { first }, ctx) => coursesTeachingTool(ctx, tool, first ?? 3),
};
