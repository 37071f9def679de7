/** What the careers forms do with a failed save and with lengths and links, the same way on every form. */
import type { TFunction } from "i18next";
import { readServerError } from "../../../lib/graphqlErrors";

/**
 * A failed save: BAD_USER_INPUT's and CONFLICT's per-field messages go next to their fields (`fieldOf` turns a server
 * path into the form's, or null to leave it to the alert); the returned text is for the form's alert.
 */
export function formFailure(
  error: unknown,
  t: TFunction,
  setErrors: (errors: Record<string, string>) => void,
  fieldOf: (path: string) => string | null = (path) => path,
): string {
  const { code, message, fields } = readServerError(error);
  const errors: Record<string, string> = {};
  for (const [path, text] of Object.entries(fields)) {
    const field = fieldOf(path);
    // A conflict's field note is terse: its message says what is wrong.
    if (field) errors[field] = code === "CONFLICT" ? message || text : text;
  }
  setErrors(errors);
  if (Object.keys(errors).length > 0) return t("careers.form.badInput");
  return message || t("careers.form.failed");
}

/** A text's error for its length (trimmed), or null. */
export function lengthError(value: string, limits: { min: number; max: number }, t: TFunction): string | null {
  const n = value.trim().length;
  if (n === 0) return t("validation.required");
  return n < limits.min || n > limits.max ? t("careers.form.length", { min: limits.min, max: limits.max }) : null;
}

/** A link's error (https, at most `max` characters), or null; an optional link may be left empty. */
export function httpsError(value: string, max: number, t: TFunction, optional = false): string | null {
  const url = value.trim();
  if (!url) return optional ? null : t("validation.required");
  let https = false;
  try {
    https = new URL(url).protocol === "https:";
  } catch {
    /* not a URL */
  }
  if (!https) return t("careers.form.https");
  return url.length > max ? t("validation.maxLength", { max }) : null;
}

/** "12 / 80 characters" under a text field. */
export const characterCount = (value: string, max: number, t: TFunction) => t("careers.form.count", { count: value.length, max });
