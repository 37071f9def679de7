/** The registration module's models, as codegen maps its GraphQL types to them. */
import type { eventRegistrations } from "../../../../drizzle/schema/events.js";

export type RegistrationRow = typeof eventRegistrations.$inferSelect;
import type { eventTeams } from "../../../../drizzle/schema/events.js";

export type TeamRow = typeof eventTeams.$inferSelect;
