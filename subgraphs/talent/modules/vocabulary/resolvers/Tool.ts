import type { ToolResolvers } from "../../../__generated__/resolvers-types.js";
import { findTool } from "../services/vocabulary.js";

export const Tool: ToolResolvers = {
  __resolveReference: (ref, ctx) => findTool(ctx, ref.id),
};
