/**
 * Why the server refused a team registration, a join or a disbanding, in the interface language: a CONFLICT's
 * `extensions.reason` (the team reasons and the registration period's), the input fields it names (`yearOfStudy`,
 * `name`), and NOT_FOUND for a join code no team has. A field's words go next to that field; the rest above the form.
 */
import type { TFunction } from "i18next";
import { CombinedGraphQLErrors } from "@apollo/client";
import { readServerError } from "../../../lib/graphqlErrors";
import { TEAM_LIMITS, type TeamRules } from "@server/events/modules/registration/rules/teams";
import { REGISTRATION_CONFLICTS, type RegistrationConflict } from "@server/events/modules/registration/rules/conflicts";

/** The reasons only team registration has; their words are the team's own. */
const TEAM_REASONS = [
  "NOT_TEAM_EVENT",
  "TEAM_NAME_TAKEN",
  "TEAM_FULL",
  "TEAM_DISBANDED",
  "TEAM_LEAD",
] as const satisfies readonly RegistrationConflict[];
type TeamReason = (typeof TEAM_REASONS)[number];
const isTeamReason = (reason: RegistrationConflict): reason is TeamReason =>
  (TEAM_REASONS as readonly RegistrationConflict[]).includes(reason);

export interface TeamFormErrors {
  /** Words for the form as a whole, or null. */
  form: string | null;
  name?: string;
  /** The year was not chosen, or is outside the event's years (worded from the rules the page shows). */
  year?: "choose" | "outside";
}

/** The first error's CONFLICT reason, when it is one the API documents. */
function reasonOf(error: unknown): RegistrationConflict | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const reason = (error.errors[0]?.extensions as { reason?: unknown } | undefined)?.reason;
  return typeof reason === "string" && reason in REGISTRATION_CONFLICTS ? (reason as RegistrationConflict) : null;
}

/** Words for a documented reason: the team's own, else the registration panel's. */
export function teamReasonText(reason: RegistrationConflict, t: TFunction): string {
  return isTeamReason(reason) ? t(`team.errors.${reason}`) : t(`events.registration.errors.${reason}`);
}

/** The refusal of a team form, placed: the name and year fields' words by them, the rest for the form. */
export function teamFormErrors(error: unknown, t: TFunction): TeamFormErrors {
  const { code, fields, message } = readServerError(error);
  const reason = reasonOf(error);
  if (code === "NOT_FOUND") return { form: t("team.errors.unknownCode") };
  const placed: TeamFormErrors = { form: null };
  if (fields.name)
    placed.name =
      reason === "TEAM_NAME_TAKEN"
        ? t("team.errors.TEAM_NAME_TAKEN")
        : t("team.errors.nameLength", { min: TEAM_LIMITS.name.min, max: TEAM_LIMITS.name.max });
  if (fields.yearOfStudy) placed.year = "outside";
  if (placed.name || placed.year) return placed;
  if (reason) return { form: teamReasonText(reason, t) };
  if (fields.joinCode) return { form: t("team.errors.codeRequired") };
  return { form: message || t("events.registration.errors.generic") };
}

/** Words for the year field's problem, from the event's years as the page has them. */
export function yearErrorText(year: TeamFormErrors["year"], rules: TeamRules, t: TFunction): string | undefined {
  if (year === "choose") return t("team.errors.chooseYear");
  if (year === "outside") return t("team.errors.year", { min: rules.minYear, max: rules.maxYear });
  return undefined;
}

/** Why leaving or disbanding a team was refused. */
export function teamActionErrorText(error: unknown, t: TFunction): string {
  const reason = reasonOf(error);
  if (reason) return teamReasonText(reason, t);
  return readServerError(error).message || t("events.registration.errors.generic");
}
