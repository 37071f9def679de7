/** Per-request DataLoaders of the organiser module. */
import DataLoader from "dataloader";
import type { BaseContext } from "../../../shared/server.js";
import type { EventsContext } from "../../context.js";
import { peopleOf } from "./services/registrations.js";

export function createOrganiserLoaders(base: BaseContext) {
  return {
    /** Registrants' e-mails from talent (asked as the platform), one call per request's batch. */
    contactEmail: new DataLoader<string, string | null>(async (userIds) => {
      const people = await peopleOf(base as EventsContext, [...userIds]);
      return userIds.map((id) => people.get(id)?.email ?? null);
    }),
  };
}
