/** What the interviews admin forms do with a failed save and with lengths and numbers, the same way on every form. */
import type { TFunction } from "i18next";
import { readServerError } from "../../../lib/graphqlErrors";

/**
 * A failed save on a form: BAD_USER_INPUT's and CONFLICT's per-field messages go next to their fields (`fieldOf` turns a
 * server path into the form's, or null to leave it to the alert); the returned text is for the form's alert.
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
    // A conflict's field note may be terse: its message says what is wrong.
    if (field) errors[field] = code === "CONFLICT" ? message || text : text;
  }
  setErrors(errors);
  if (Object.keys(errors).length > 0) return t("interviews.admin.form.badInput");
  return message || t("interviews.admin.form.failed");
}

/** A text field's error for its length, or null. */
export function lengthError(value: string, limits: { min?: number; max: number }, t: TFunction): string | null {
  const n = value.trim().length;
  const min = limits.min ?? 0;
  if (min > 0 && n === 0) return t("validation.required");
  if (n < min || n > limits.max)
    return min > 0 ? t("interviews.admin.form.length", { min, max: limits.max }) : t("validation.maxLength", { max: limits.max });
  return null;
}

/** A whole number's error for its range, or null. */
export function wholeError(value: number | string, limits: { min: number; max: number }, t: TFunction): string | null {
  return typeof value === "number" && Number.isInteger(value) && value >= limits.min && value <= limits.max
    ? null
    : t("interviews.admin.form.between", { min: limits.min, max: limits.max });
}

/** "12 / 80 characters" under a text field. */
export const characterCount = (value: string, max: number, t: TFunction) => t("interviews.admin.form.count", { count: value.length, max });
