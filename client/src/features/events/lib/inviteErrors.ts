/**
 * Why an invite code was refused when used (registering with it, or the recruit side joining with it): the server
 * answers CONFLICT with the code's problem as `extensions.reason` (REVOKED, EXPIRED, USED_UP, WRONG_EVENT) and the
 * message under the code's field, NOT_FOUND for an unknown code, and BAD_USER_INPUT under the field for a code of the
 * other purpose. Null for anything else (the caller's own words apply).
 */
import type { TFunction } from "i18next";
import { CombinedGraphQLErrors } from "@apollo/client";
import { readServerError } from "../../../lib/graphqlErrors";

export function inviteErrorText(error: unknown, t: TFunction, field: "inviteCode" | "code"): string | null {
  const { code, fields } = readServerError(error);
  if (code === "NOT_FOUND") return t("invite.problem.UNKNOWN");
  const message = fields[field];
  if (!message) return null;
  if (code === "BAD_USER_INPUT") return t(field === "code" ? "invite.forAttendees" : "invite.forExhibitors");
  const reason = CombinedGraphQLErrors.is(error) ? (error.errors[0]?.extensions as { reason?: unknown } | undefined)?.reason : null;
  return typeof reason === "string" ? t(`invite.problem.${reason}`, { defaultValue: message }) : message;
}
