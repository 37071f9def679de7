import type { CvScoreSnapshotResolvers } from "../../../__generated__/resolvers-types.js";
import { roleOfScore, snapshotCriteria } from "../services/cv.js";

export const CvScoreSnapshot: CvScoreSnapshotResolvers = {
  role: (row, _, ctx) => roleOfScore(ctx, row.roleId),
  criteria: (row) => snapshotCriteria(row),
  createdAt: (row) => row.createdAt.toISOString(),
};
