import type { QueryResolvers } from "../../../__generated__/resolvers-types.js";
import { scoreCvText } from "../services/cv.js";

export const Query: Pick<QueryResolvers, "scoreCvText"> = {
  scoreCvText: (_, args, ctx) => scoreCvText(ctx, args),
};
