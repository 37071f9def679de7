import type { EventExhibitorResolvers } from "../../../__generated__/resolvers-types.js";

export const EventExhibitor: EventExhibitorResolvers = {
  employer: (row) => ({ id: row.employerId }),
};
