import type { BaseContext } from "../shared/server.js";
import { createEventsLoaders, type EventsLoaders } from "./loaders.js";

export interface EventsContext extends BaseContext {
  loaders: EventsLoaders;
  /** The request's clock, read once so every event in a response is judged at the same instant (tests inject it). */
  now: Date;
}

export function eventsContext(base: BaseContext): EventsContext {
  return { ...base, loaders: createEventsLoaders(base.db), now: new Date() };
}
