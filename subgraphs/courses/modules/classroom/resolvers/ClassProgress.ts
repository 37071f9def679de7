import type { ClassProgressResolvers } from "../../../__generated__/resolvers-types.js";
import { certificateOfProgress, learnerOfProgress } from "../services/progress.js";

export const ClassProgress: ClassProgressResolvers = {
  learner: (progress) => learnerOfProgress(progress),
  certificate: (progress, _, ctx) => certificateOfProgress(ctx, progress),
};
