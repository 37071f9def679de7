/**
 * Pure rules of programme registration forms (SPEC §3 registration form option lists, §5 admission policy): a form's
 * fields, and the server-side check of every answer against its field. Errors are keyed by the field's name, so the
 * form shows each message next to its field.
 */
import { z } from "zod";
import {
  CEFR_LEVELS,
  ENGLISH_SCORE_BANDS,
  isOneOf,
  registrationOptionList,
  ENGLISH_TESTS,
  type CefrLevel,
} from "../../../../shared/options.js";
import { REGISTRATION_TEXT_MAX } from "./registration-limits.js";

/**
 * TEXT, EMAIL, PHONE: typed answers. SELECT and YES_NO: one value of `optionList`. BIRTH_DAY: a day of the month
 * answered in `dependsOn` (birth-days list). ENGLISH_SCORE: a band of the test answered in `dependsOn`
 * (english-score-bands list), at least B1 (SPEC §5).
 */
export const FIELD_KINDS = ["TEXT", "EMAIL", "PHONE", "SELECT", "YES_NO", "BIRTH_DAY", "ENGLISH_SCORE"] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

export interface RegistrationFieldData {
  name: string;
  label: string;
  kind: FieldKind;
  required: boolean;
  /** For SELECT, YES_NO, BIRTH_DAY and ENGLISH_SCORE: the option list id (shared/options.ts). */
  optionList?: string;
  /** For BIRTH_DAY and ENGLISH_SCORE: the field whose answer picks the list (the month, the test). */
  dependsOn?: string;
}

export interface Answer {
  name: string;
  value: string;
}

/** The policy's English threshold (SPEC §5, §9: English B1). */
export const MIN_ENGLISH_LEVEL: CefrLevel = "B1";

export const ENGLISH_POLICY_MESSAGE = `The admission policy requires English at least ${MIN_ENGLISH_LEVEL}`;

/** The CEFR level a declared band evidences; null when the test or band is not one of ours. */
export function cefrOfBand(test: string, band: string): CefrLevel | null {
  if (!isOneOf(ENGLISH_TESTS, test)) return null;
  return ENGLISH_SCORE_BANDS[test].find((b) => b.band === band)?.cefr ?? null;
}

/** Whether a CEFR level is at least the policy's B1. */
export function meetsEnglishPolicy(level: CefrLevel): boolean {
  return CEFR_LEVELS.indexOf(level) >= CEFR_LEVELS.indexOf(MIN_ENGLISH_LEVEL);
}

const email = z.email();
/** International or local numbers: an optional +, then 8–15 digits, spaces or dashes between digits. */
const PHONE = /^\+?\d(?:[\d -]*\d)?$/;
export function isPhone(value: string): boolean {
  const digits = value.replace(/\D/g, "").length;
  return PHONE.test(value) && digits >= 8 && digits <= 15;
}

function optionsFor(field: RegistrationFieldData, values: Map<string, string>): readonly string[] | { missingParent: true } {
  const list = field.optionList ? registrationOptionList(field.optionList) : undefined;
  if (!list) throw new Error(`Field ${field.name}: unknown option list ${field.optionList}`);
  if (!list.byKey) return list.options;
  const key = field.dependsOn ? values.get(field.dependsOn) : undefined;
  if (key === undefined) return { missingParent: true };
  return list.byKey[key] ?? { missingParent: true };
}

export type AnswersCheck = { ok: true; answers: Answer[] } | { ok: false; fields: Record<string, string> };

/**
 * Checks every answer against its field: unknown or repeated names, required fields left blank, the kind's format,
 * a value outside the field's option list, a day that the chosen month does not have, an English band below B1.
 * Values are trimmed; blank optional answers are dropped. On success the answers come back in the form's order.
 */
export function checkAnswers(fields: readonly RegistrationFieldData[], answers: readonly Answer[]): AnswersCheck {
  const errors: Record<string, string> = {};
  const byName = new Map(fields.map((f) => [f.name, f]));
  const values = new Map<string, string>();
  for (const a of answers) {
    if (!byName.has(a.name)) errors[a.name] = "Not a field of this form";
    else if (values.has(a.name)) errors[a.name] = "Answered more than once";
    else values.set(a.name, a.value.trim());
  }
  const out: Answer[] = [];
  for (const field of fields) {
    const value = values.get(field.name) ?? "";
    if (errors[field.name]) continue;
    if (value === "") {
      if (field.required) errors[field.name] = "Required";
      continue;
    }
    const problem = checkValue(field, value, values);
    if (problem) errors[field.name] = problem;
    else out.push({ name: field.name, value: field.kind === "EMAIL" ? value.toLowerCase() : value });
  }
  return Object.keys(errors).length > 0 ? { ok: false, fields: errors } : { ok: true, answers: out };
}

function checkValue(field: RegistrationFieldData, value: string, values: Map<string, string>): string | null {
  switch (field.kind) {
    case "TEXT":
      return value.length > REGISTRATION_TEXT_MAX ? `At most ${REGISTRATION_TEXT_MAX} characters` : null;
    case "EMAIL":
      return value.length > 254 || !email.safeParse(value).success ? "Enter a valid email address" : null;
    case "PHONE":
      return isPhone(value) ? null : "Enter a phone number of 8 to 15 digits, optionally starting with +";
    case "SELECT":
    case "YES_NO":
    case "BIRTH_DAY":
    case "ENGLISH_SCORE": {
      const options = optionsFor(field, values);
      if (!Array.isArray(options)) return field.kind === "BIRTH_DAY" ? "Choose the month first" : "Choose the English test first";
      if (!(options as readonly string[]).includes(value))
        return field.kind === "BIRTH_DAY" ? `${values.get(field.dependsOn!)} has no day ${value}` : "Choose one of the listed options";
      if (field.kind === "ENGLISH_SCORE") {
        const level = cefrOfBand(values.get(field.dependsOn!)!, value)!;
        if (!meetsEnglishPolicy(level)) return `${ENGLISH_POLICY_MESSAGE}; this band is ${level}`;
      }
      return null;
    }
  }
}

/**
 * A form's own consistency (checked by tests over every seeded form): unique names, option lists that exist, and
 * dependent fields that follow the field they depend on, which must use the matching list.
 */
export function formProblems(fields: readonly RegistrationFieldData[]): string[] {
  const problems: string[] = [];
  const seen = new Map<string, RegistrationFieldData>();
  const parentList: Partial<Record<FieldKind, string>> = { BIRTH_DAY: "months", ENGLISH_SCORE: "english-tests" };
  for (const f of fields) {
    if (seen.has(f.name)) problems.push(`${f.name}: repeated`);
    const needsList = f.kind !== "TEXT" && f.kind !== "EMAIL" && f.kind !== "PHONE";
    if (needsList && !(f.optionList && registrationOptionList(f.optionList))) problems.push(`${f.name}: unknown option list`);
    if (!needsList && f.optionList) problems.push(`${f.name}: a ${f.kind} field has no option list`);
    if (f.kind === "YES_NO" && f.optionList !== "yes-no") problems.push(`${f.name}: YES_NO uses yes-no`);
    if (f.kind === "BIRTH_DAY" && f.optionList !== "birth-days") problems.push(`${f.name}: BIRTH_DAY uses birth-days`);
    if (f.kind === "ENGLISH_SCORE" && f.optionList !== "english-score-bands")
      problems.push(`${f.name}: ENGLISH_SCORE uses english-score-bands`);
    if (f.kind === "SELECT" && f.optionList && registrationOptionList(f.optionList)?.byKey)
      problems.push(`${f.name}: SELECT needs a flat list`);
    const expectedParent = parentList[f.kind];
    if (expectedParent) {
      const parent = f.dependsOn ? seen.get(f.dependsOn) : undefined;
      if (!parent || parent.optionList !== expectedParent) problems.push(`${f.name}: must follow a ${expectedParent} field`);
      else if (f.required && !parent.required) problems.push(`${f.name}: required but depends on an optional field`);
    } else if (f.dependsOn) problems.push(`${f.name}: only BIRTH_DAY and ENGLISH_SCORE depend on another field`);
    seen.set(f.name, f);
  }
  return problems;
}
