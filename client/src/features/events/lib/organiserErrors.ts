/**
 * Why the server refused the organiser's event: CONFLICT with `extensions.reason` CAPACITY_BELOW_TAKEN (the capacity
 * under the places taken) or TEAM_RULES_LOCKED (team rules changed after people registered), which the form says in
 * its own words next to the field; null for anything else.
 */
import { CombinedGraphQLErrors } from "@apollo/client";

/** The reasons the API documents for updateEvent. */
export const EVENT_EDIT_REASONS = ["CAPACITY_BELOW_TAKEN", "TEAM_RULES_LOCKED"] as const;
export type EventEditReason = (typeof EVENT_EDIT_REASONS)[number];

/** The form field each reason is about. */
export const REASON_FIELD: Record<EventEditReason, string> = { CAPACITY_BELOW_TAKEN: "capacity", TEAM_RULES_LOCKED: "team" };

export function eventEditReason(error: unknown): EventEditReason | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const first = error.errors[0];
  const reason = (first?.extensions as { reason?: unknown } | undefined)?.reason;
  return first?.extensions?.code === "CONFLICT" && EVENT_EDIT_REASONS.includes(reason as EventEditReason)
    ? (reason as EventEditReason)
    : null;
}
