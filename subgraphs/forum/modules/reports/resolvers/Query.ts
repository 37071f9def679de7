import type { QueryResolvers } from "../../../__generated__/resolvers-types.js";
import { listReports } from "../services/reports.js";

export const Query: QueryResolvers = {
  forumReports: (_, args, ctx) => listReports(ctx, args),
};
