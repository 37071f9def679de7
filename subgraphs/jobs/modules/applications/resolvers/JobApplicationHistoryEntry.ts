import type { JobApplicationHistoryEntryResolvers } from "../../../__generated__/resolvers-types.js";

export const JobApplicationHistoryEntry: JobApplicationHistoryEntryResolvers = {
  at: (entry) => entry.at.toISOString(),
};
