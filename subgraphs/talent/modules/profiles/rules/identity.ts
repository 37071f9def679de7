/** Profile identity rules: account ids and email normalisation. */

/** Account ids are UUIDs; anything else names no profile. */
export { isUuid } from "../../../../shared/ids.js";

/** Emails are stored trimmed and lower-cased, so uniqueness is case-insensitive. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
