/**
 * Option lists travel as codes: the value the server's list holds, is validated against and stores ("Full-time",
 * "Malaysia", "W.P. Kuala Lumpur"). They are never shown as sent: the label comes from the words of the viewer's
 * language, under `options.<list>.<slug of the value>`. optionLabels.test.ts checks that every value of every list
 * has its label in the three languages.
 */
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import type { ParseKeys, TFunction } from "i18next";

/** The lists with labels, by the name of their words' section. */
export type OptionList =
  | "jobType"
  | "industry"
  | "country"
  | "language"
  | "education"
  | "experience"
  | "gender"
  | "ethnicity"
  | "maritalStatus"
  | "state"
  | "month"
  | "yesNo"
  | "employmentExperience"
  | "householdIncome"
  /** SPEC §3 career roles and course categories: fixed lists whose id is the code (the API's title is English). */
  | "careerRole"
  | "courseCategory"
  /** How and where a course is taught (codes such as "Instructor-led", "Online"). */
  | "courseDelivery"
  | "courseMedium";

/** The key part of a value: lower case, anything but letters and digits as one hyphen ("W.P. Labuan" → "w-p-labuan"). */
export function optionSlug(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

export function optionKey(list: OptionList, value: string): string {
  return `options.${list}.${optionSlug(value)}`;
}

/** Values built from a pattern rather than listed: year bands ("2015 or earlier") and test score bands ("Band 3.0-3.5"). */
const PATTERNS: Array<[RegExp, "orEarlier" | "orLater" | "orBelow" | "band" | "grade", string]> = [
  [/^(\d{4}) or earlier$/, "orEarlier", "year"],
  [/^(\d{4}) or later$/, "orLater", "year"],
  [/^(.+) or below$/, "orBelow", "score"],
  [/^Band (.+)$/, "band", "range"],
  [/^Grade (.+)$/, "grade", "range"],
];

/**
 * The label of `value` in the current language. A value the list does not hold (an answer stored before a list
 * changed, a free-text answer) is shown as it was written, like any other content.
 */
export function optionLabel(t: TFunction, i18n: { exists(key: string): boolean }, list: OptionList | null, value: string): string {
  if (list) {
    const key = optionKey(list, value);
    // Checked just above: the computed key exists in the words.
    if (i18n.exists(key)) return t(key as ParseKeys);
  }
  for (const [pattern, name, param] of PATTERNS) {
    const match = pattern.exec(value);
    if (match) return t(`options.pattern.${name}`, { [param]: match[1] });
  }
  return value;
}

/** `label(list, value)` in the current language; re-renders when the language changes. */
export function useOptionLabel(): (list: OptionList | null, value: string) => string {
  const { t, i18n } = useTranslation();
  return useCallback((list: OptionList | null, value: string) => optionLabel(t, i18n, list, value), [t, i18n]);
}

/** Select / MultiSelect data for a list: the values as sent, the labels in the current language. */
export function useOptionData(): (list: OptionList | null, values: readonly string[]) => { value: string; label: string }[] {
  const label = useOptionLabel();
  return useCallback(
    (list: OptionList | null, values: readonly string[]) => values.map((value) => ({ value, label: label(list, value) })),
    [label],
  );
}
