/**
 * Why the server refused a registration or a cancellation: CONFLICT carries `extensions.reason`, which the page shows in
 * its own words; anything else shows the server's message.
 */
import { CombinedGraphQLErrors } from "@apollo/client";
import type { TFunction } from "i18next";
import { readServerError } from "../../../lib/graphqlErrors";
import type { RegistrationConflict } from "@server/events/modules/registration/rules/conflicts";

/** The reasons the API documents for registerForEvent and cancelEventRegistration (the team's are ./teamErrors.ts's). */
export const REGISTRATION_REASONS = [
  "REGISTRATION_NOT_YET_OPEN",
  "REGISTRATION_CLOSED",
  "ALREADY_REGISTERED",
  "TEAM_EVENT",
  "ALREADY_CANCELLED",
  "EVENT_STARTED",
] as const satisfies readonly RegistrationConflict[];
export type RegistrationReason = (typeof REGISTRATION_REASONS)[number];

const isReason = (value: unknown): value is RegistrationReason => REGISTRATION_REASONS.includes(value as RegistrationReason);

/** The first error's documented reason, or null. */
export function registrationReason(error: unknown): RegistrationReason | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const reason = (error.errors[0]?.extensions as { reason?: unknown } | undefined)?.reason;
  return isReason(reason) ? reason : null;
}

/** Translated words for a known reason, else the server's message, else `fallback`. */
export function registrationErrorText(error: unknown, t: TFunction, fallback: string): string {
  const reason = registrationReason(error);
  if (reason) return t(`events.registration.errors.${reason}`);
  return readServerError(error).message || fallback;
}
