/**
 * Profile input rules (SPEC §3 Student): what the About, contact, job-settings, work-experience and education forms
 * may hold. Pure zod schemas; time-dependent rules take `now`. A failed parse becomes BAD_USER_INPUT with one
 * message per field path (`end`, `descriptions`, `languages.2`…), and nothing is written.
 */
import { z } from "zod";
import { COUNTRIES, EDUCATION_LEVELS, EMPLOYMENT_STATUSES, PROFILE_LANGUAGES, isOneOf } from "../../../../shared/options.js";

import {
  BIO_MAX,
  BULLETS_MAX,
  BULLET_MAX,
  EARLIEST_YEAR,
  GRADE_MAX,
  LOCATION_MAX,
  SKILLS_MAX,
  TITLE_MAX,
  UNIVERSITY_MAX,
  URL_MAX,
} from "./profile-limits.js";

export * from "./profile-limits.js";

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** Trimmed text; blank becomes null. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters.`)
    .nullish()
    .transform((v) => (v ? v : null));

const requiredText = (max: number) => z.string().trim().min(1, "Required.").max(max, `At most ${max} characters.`);

/** The YYYY-MM of `now` (UTC). */
export function monthOf(now: Date): string {
  return `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, "0")}`;
}

const month = z
  .string()
  .trim()
  .regex(MONTH, "Must be a month, YYYY-MM.")
  .refine((v) => Number(v.slice(0, 4)) >= EARLIEST_YEAR, `Must be ${EARLIEST_YEAR} or later.`);

/**
 * An http(s) URL with a host, or null when blank. `javascript:`, `data:`, `ftp:` and relative text are refused, so
 * a link on a profile can never run script or lead nowhere.
 */
export function parseWebUrl(value: string): URL | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (!url.hostname.includes(".") || url.username || url.password) return null;
  return url;
}

const webUrl = optionalText(URL_MAX).superRefine((v, ctx) => {
  if (v !== null && !parseWebUrl(v)) ctx.addIssue({ code: "custom", message: "Must be a web address starting with https://." });
});

/** LinkedIn links must point at linkedin.com (or a subdomain such as my.linkedin.com). */
export function isLinkedInUrl(value: string): boolean {
  const url = parseWebUrl(value);
  if (!url) return false;
  const host = url.hostname.toLowerCase();
  return host === "linkedin.com" || host.endsWith(".linkedin.com");
}

const linkedinUrl = optionalText(URL_MAX).superRefine((v, ctx) => {
  if (v === null) return;
  if (!parseWebUrl(v)) ctx.addIssue({ code: "custom", message: "Must be a web address starting with https://." });
  else if (!isLinkedInUrl(v)) ctx.addIssue({ code: "custom", message: "Must be a linkedin.com address." });
});

/** Distinct values from `list`, in the order given. */
const listOf = (list: readonly string[], what: string, max: number) =>
  z
    .array(
      z
        .string()
        .trim()
        .refine((v) => isOneOf(list, v), `Unknown ${what}.`),
    )
    .max(max, `At most ${max}.`)
    .transform((values) => [...new Set(values)]);

const bullets = z
  .array(z.string().trim().max(BULLET_MAX, `At most ${BULLET_MAX} characters.`))
  .transform((values) => values.filter((v) => v.length > 0))
  .pipe(z.array(z.string()).max(BULLETS_MAX, `At most ${BULLETS_MAX} lines.`));

export const profileAboutInput = z.object({
  bio: optionalText(BIO_MAX),
  languages: listOf(PROFILE_LANGUAGES, "language", PROFILE_LANGUAGES.length),
  // Existence in the vocabulary is checked by the service (it needs the database).
  skillIds: z
    .array(z.string().trim().min(1, "Required."))
    .max(SKILLS_MAX, `At most ${SKILLS_MAX} skills.`)
    .transform((values) => [...new Set(values)]),
});
export type ProfileAboutData = z.output<typeof profileAboutInput>;

export const profileContactInput = z.object({
  location: optionalText(LOCATION_MAX),
  linkedin: linkedinUrl,
  github: webUrl,
  portfolio: webUrl,
  website: webUrl,
});
export type ProfileContactData = z.output<typeof profileContactInput>;

export const jobSettingsInput = z.object({
  employmentStatus: z
    .enum(EMPLOYMENT_STATUSES, "Unknown employment status.")
    .nullish()
    .transform((v) => v ?? null),
  workPermitLocations: listOf(COUNTRIES, "country", COUNTRIES.length),
});
export type JobSettingsData = z.output<typeof jobSettingsInput>;

/** Start and end months: the end (when given) is not before the start; a work experience cannot start in the future. */
function checkPeriod(startNotAfter: string | null) {
  return (v: { start: string; end: string | null }, ctx: z.RefinementCtx) => {
    if (startNotAfter && v.start > startNotAfter) ctx.addIssue({ code: "custom", path: ["start"], message: "Cannot be in the future." });
    if (v.end !== null && v.end < v.start) ctx.addIssue({ code: "custom", path: ["end"], message: "Cannot be before the start." });
  };
}

export function workExperienceInput(now: Date) {
  return z
    .object({
      jobTitle: requiredText(TITLE_MAX),
      employerName: requiredText(TITLE_MAX),
      start: month,
      end: month.nullish().transform((v) => v ?? null),
      descriptions: bullets,
    })
    .superRefine(checkPeriod(monthOf(now)));
}
export type WorkExperienceData = z.output<ReturnType<typeof workExperienceInput>>;

/** Educations may start later (an accepted offer) and end later (expected graduation); only the order is checked. */
export const educationInput = z
  .object({
    university: requiredText(UNIVERSITY_MAX),
    level: z
      .string()
      .trim()
      .refine((v) => isOneOf(EDUCATION_LEVELS, v), "Unknown education level."),
    field: requiredText(TITLE_MAX),
    start: month,
    end: month.nullish().transform((v) => v ?? null),
    grade: optionalText(GRADE_MAX),
    descriptions: bullets,
  })
  .superRefine(checkPeriod(null));
export type EducationData = z.output<typeof educationInput>;
