/** The listings module's models, as codegen maps its GraphQL types to them. */
import type { eventExhibitors, eventTable } from "../../../../drizzle/schema/events.js";

export type EventRow = typeof eventTable.$inferSelect;
export type ExhibitorRow = typeof eventExhibitors.$inferSelect;
