import type { BaseContext } from "../shared/server.js";
import { createListingLoaders } from "./modules/listings/index.js";
import { createOrganiserLoaders } from "./modules/organiser/index.js";
import { createRegistrationLoaders } from "./modules/registration/index.js";

/** Per-request DataLoaders of the events subgraph: every module's, side by side (their names are distinct). */
export function createEventsLoaders(base: BaseContext) {
  return {
    ...createListingLoaders(base.db),
    ...createRegistrationLoaders(base.db, base.viewer?.id ?? null),
    ...createOrganiserLoaders(base),
  };
}
export type EventsLoaders = ReturnType<typeof createEventsLoaders>;

export interface EventsContext extends BaseContext {
  loaders: EventsLoaders;
  /** The request's clock, read once so every event in a response is judged at the same instant (tests inject it). */
  now: Date;
}

export function eventsContext(base: BaseContext): EventsContext {
  return { ...base, loaders: createEventsLoaders(base), now: new Date() };
}
