import type { ApplicationHistoryEntryResolvers } from "../../../__generated__/resolvers-types.js";

export const ApplicationHistoryEntry: ApplicationHistoryEntryResolvers = {
  at: (entry) => entry.at.toISOString(),
};
