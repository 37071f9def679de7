/**
 * What a form does with a failed save and with lengths and whole numbers, the same way in every area. An area passes
 * its own words already translated (see `FormWords`), so this file names no feature's keys and each feature's chunk
 * loads only its own words; the words every area shares are the shell's `validation.*`.
 */
import type { TFunction } from "i18next";
import { readServerError } from "./graphqlErrors";

/** An area's own words for its forms, already translated. */
export interface FormWords {
  /** The alert when the server's messages went next to their fields, or it refused the input without placing any. */
  badInput: string;
  /** The alert when a save failed and the server said nothing. */
  failed: string;
  /** A text outside its `min` to `max` characters. */
  length: (limits: { min: number; max: number }) => string;
}

/**
 * A failed save on a form: BAD_USER_INPUT's and CONFLICT's per-field messages go next to their fields (`fieldOf` turns a
 * server path into the form's, or null to leave it to the alert); the returned text is for the form's alert.
 */
export function formFailure(
  error: unknown,
  words: Pick<FormWords, "badInput" | "failed">,
  setErrors: (errors: Record<string, string>) => void,
  fieldOf: (path: string) => string | null = (path) => path,
): string {
  const { code, message, fields } = readServerError(error);
  const errors: Record<string, string> = {};
  for (const [path, text] of Object.entries(fields)) {
    const field = fieldOf(path);
    // A conflict's field note is terse ("Taken."): its message says what is wrong.
    if (field) errors[field] = code === "CONFLICT" ? message || text : text;
  }
  setErrors(errors);
  if (Object.keys(errors).length > 0) return words.badInput;
  // Refused input with nothing to show next to a field: the server's message is the only place that says why.
  if (code === "BAD_USER_INPUT") return message || words.badInput;
  return message || words.failed;
}

/** A text field's error for its trimmed length, or null; without a `min` the field may be left empty. */
export function lengthError(
  value: string,
  limits: { min?: number; max: number },
  t: TFunction,
  words: Pick<FormWords, "length">,
): string | null {
  const n = value.trim().length;
  const min = limits.min ?? 0;
  if (min > 0 && n === 0) return t("validation.required");
  if (n < min || n > limits.max) return min > 0 ? words.length({ min, max: limits.max }) : t("validation.maxLength", { max: limits.max });
  return null;
}

/** A whole number's error for its range, or null. */
export function wholeError(value: number | string, limits: { min: number; max: number }, t: TFunction): string | null {
  return typeof value === "number" && Number.isInteger(value) && value >= limits.min && value <= limits.max
    ? null
    : t("validation.wholeNumber", { min: limits.min, max: limits.max });
}

/** "12 / 80 characters" under a text field. */
export const characterCount = (value: string, max: number, t: TFunction) => t("validation.count", { count: value.length, max });
