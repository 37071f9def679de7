import type { MutationResolvers } from "../../../__generated__/resolvers-types.js";
import { approveReport, dismissReport, reportComment, reportPost } from "../services/reports.js";

export const Mutation: MutationResolvers = {
  reportForumPost: (_, { id, reason }, ctx) => reportPost(ctx, id, reason),
  reportForumComment: (_, { id, reason }, ctx) => reportComment(ctx, id, reason),
  approveForumReport: (_, { id }, ctx) => approveReport(ctx, id),
  dismissForumReport: (_, { id }, ctx) => dismissReport(ctx, id),
};
