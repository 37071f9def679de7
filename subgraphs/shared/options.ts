/**
 * The SPEC's option lists, in one constants module (DESIGN: one owner per list): input validation checks against
 * these and the API serves them to the client's forms, so the two cannot drift. Other issues add their lists here.
 */

/** SPEC §3 profile languages. */
export const PROFILE_LANGUAGES = ["English", "Malay", "Mandarin", "Cantonese", "Japanese", "Korean", "Arabic", "French", "Tamil"] as const;

/**
 * SPEC §3 "22 countries" (the SPEC does not enumerate them): the operator's home markets (Malaysia, Hong Kong), the
 * region its graduates move within, and the usual destinations abroad (docs/decisions.md). Work permit locations
 * are chosen from this list.
 */
export const COUNTRIES = [
  "Malaysia",
  "Hong Kong",
  "Singapore",
  "China",
  "Taiwan",
  "Indonesia",
  "Thailand",
  "Vietnam",
  "Philippines",
  "Japan",
  "South Korea",
  "India",
  "Australia",
  "New Zealand",
  "United Kingdom",
  "United States",
  "Canada",
  "Germany",
  "France",
  "Netherlands",
  "United Arab Emirates",
  "Brunei",
] as const;

/** SPEC §3 qualifications (Diploma or equivalent, Degree, Master's, PhD) plus Certificate and Other for profiles. */
export const EDUCATION_LEVELS = ["Diploma or equivalent", "Degree", "Master's", "PhD", "Certificate", "Other"] as const;

/** SPEC §3 UI languages. */
export const UI_LANGUAGES = ["en", "zh-Hant", "zh-Hans"] as const;

/** SPEC §3 employment status ids. */
export const EMPLOYMENT_STATUSES = [
  "EMPLOYED_AND_NOT_LOOKING_FOR_JOB",
  "EMPLOYED_BUT_LOOKING_FOR_JOB",
  "UNEMPLOYED_AND_LOOKING_FOR_JOB",
  "UNEMPLOYED_BUT_NOT_LOOKING_FOR_JOB",
] as const;

export type ProfileLanguage = (typeof PROFILE_LANGUAGES)[number];
export type Country = (typeof COUNTRIES)[number];
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];
export type UiLanguageCode = (typeof UI_LANGUAGES)[number];
export type EmploymentStatusId = (typeof EMPLOYMENT_STATUSES)[number];

/** True when `value` is one of `list` (exact spelling: the forms send the values they were served). */
export function isOneOf<T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value);
}
