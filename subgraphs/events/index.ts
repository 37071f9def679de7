/**
 * The events subgraph: events with their pages' sections and exhibitors, registration (alone or as a team), and the
 * invite codes of event sign-up links, and the organiser's editing and registrations. Each domain is a
 * module under modules/ (listings, registration, invites, organiser), used through its index.ts; this file merges their resolvers,
 * context.ts their loaders and seed.ts their seeds. Employer is a reference stub (resolvable: false) resolved by jobs.
 */
import type { SubgraphDefinition } from "../shared/server.js";
import { mergeModuleResolvers } from "../shared/modules.js";
import { personalDataResolvers } from "./personal-data.js";
import type { Resolvers } from "./__generated__/resolvers-types.js";
import { eventsContext, type EventsContext } from "./context.js";
import { inviteResolvers } from "./modules/invites/index.js";
import { listingResolvers } from "./modules/listings/index.js";
import { organiserResolvers } from "./modules/organiser/index.js";
import { registrationResolvers } from "./modules/registration/index.js";
import { seedEvents } from "./seed.js";

const resolvers: Resolvers = mergeModuleResolvers("events", [
  listingResolvers,
  registrationResolvers,
  inviteResolvers,
  organiserResolvers,
  personalDataResolvers,
]);

export const eventsSubgraph: SubgraphDefinition<EventsContext> = {
  name: "events",
  resolvers: resolvers as SubgraphDefinition["resolvers"],
  context: eventsContext,
  seed: seedEvents,
};
