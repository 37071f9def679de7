/** The events subgraph: events and their registration periods (the SPEC's sections, registrations and teams are not built yet). */
import type { SubgraphDefinition } from "../shared/server.js";
import { eventsContext, type EventsContext } from "./context.js";
import { resolvers } from "./resolvers/index.js";
import { seedEvents } from "./seed.js";

export const eventsSubgraph: SubgraphDefinition<EventsContext> = {
  name: "events",
  resolvers: resolvers as SubgraphDefinition["resolvers"],
  context: eventsContext,
  seed: seedEvents,
};
