/**
 * No excess personal information (SPEC §9, 5 points): date of birth or age, marital status, religion, race or
 * ethnicity, gender, identity numbers (NRIC, HKID, passport), a photo and a full home address have no place on a CV.
 * Name, email, phone, city and links are fine.
 */
import { evidenceOf, suggest } from "../explain.js";
import type { CvCriterionResult, CvDocument, CvEvidence, CvLine, CvSuggestion, CvSuggestionKind } from "../types.js";

/** Ratio lost per kind of personal information found (1 kind → 3/5, 2 → 1/5, 3 or more → 0). */
export const PERSONAL_PENALTY_PER_KIND = 0.4;

interface PersonalRule {
  kind: Extract<CvSuggestionKind, `personal.${string}`>;
  label: string;
  /** Matches anywhere in the CV. */
  anywhere: RegExp;
  /** Matches only in the header or a "Personal details" section (words that are innocent elsewhere). */
  inPersonal?: RegExp;
  why: string;
}

export const PERSONAL_RULES: readonly PersonalRule[] = [
  {
    kind: "personal.date-of-birth",
    label: "date of birth or age",
    anywhere:
      /\b(?:date of birth|d\.o\.b\.?|dob\b|birth ?date|born (?:on|in)\b)|\bage\s*[:-]\s*\d{2}\b|\b\d{2}\s*(?:years old|yrs old|y\/o)\b/iu,
    why: "employers don't need your age, and it invites bias",
  },
  {
    kind: "personal.marital-status",
    label: "marital status",
    anywhere: /\bmarital status\b|\b(?:married|divorced|widowed)\b(?! to the)/iu,
    inPersonal: /^(?:status\s*[:-]\s*)?(?:single|married|engaged)\b/iu,
    why: "it is not relevant to the job",
  },
  {
    kind: "personal.religion",
    label: "religion",
    anywhere: /\breligion\s*[:-]/iu,
    inPersonal: /\b(?:religion|muslim|islam|christian(?:ity)?|catholic|buddhis[mt]|hindu(?:ism)?|taois[mt]|sikh|atheist)\b/iu,
    why: "it is not relevant to the job",
  },
  {
    kind: "personal.race",
    label: "race or ethnicity",
    anywhere: /\b(?:race|ethnicity|ethnic group)\s*[:-]/iu,
    why: "it is not relevant to the job, and it invites bias",
  },
  {
    kind: "personal.gender",
    label: "gender",
    anywhere: /\b(?:gender|sex)\s*[:-]/iu,
    inPersonal: /^(?:male|female)$/iu,
    why: "it is not relevant to the job, and it invites bias",
  },
  {
    kind: "personal.id-number",
    label: "identity number",
    anywhere:
      /\b(?:nric|i\/?c (?:no|number)|mykad|hkid|id card (?:no|number)|identity card|passport (?:no|number)|passport\s*[:#])|\b\d{6}-\d{2}-\d{4}\b|\b[A-Z]{1,2}\d{6}\s?\(?[0-9A]\)(?!\w)/iu,
    why: "an identity number lets anyone who sees your CV impersonate you",
  },
  {
    kind: "personal.photo",
    label: "photo",
    anywhere: /\b(?:photo(?:graph)? (?:attached|enclosed|below|above)|passport[- ]size photo|see photo)\b/iu,
    inPersonal: /\bphoto(?:graph)?\b/iu,
    why: "a photo invites bias; recruiters judge your work",
  },
  {
    kind: "personal.address",
    label: "home address",
    anywhere: /(?<!e-?mail\s|web\s|ip\s)\b(?:home |residential |mailing |correspondence )?address\s*[:-]/iu,
    inPersonal:
      /\b\d+[A-Za-z]?,?\s+(?:jalan|jln|lorong|lrg|persiaran|lebuh)\b|\b\d+[A-Za-z]?,?\s+[\p{L} ]{2,30}\s(?:street|st\.|road|rd\.|avenue|ave\.|lane|drive)\b|\b(?:flat|unit|rm\.?|room)\s+[\w-]+,?\s+(?:\d+\/f|floor|block|blk)\b|\b\d{1,2}\/F\b/iu,
    why: "your city is enough; a full address is private",
  },
];

const inPersonalPart = (line: CvLine) => line.section === "personal";

/** Which personal-information rules a line breaks. */
export function personalFindings(line: CvLine): PersonalRule[] {
  return PERSONAL_RULES.filter(
    (r) => r.anywhere.test(line.text) || (!!r.inPersonal && inPersonalPart(line) && r.inPersonal.test(line.text)),
  );
}

export function scorePersonalInformation(doc: CvDocument): CvCriterionResult {
  const evidence: CvEvidence[] = [];
  const suggestions: CvSuggestion[] = [];
  if (doc.lines.length === 0) return { ratio: 0, summary: "No text to judge.", evidence, suggestions };
  const kinds = new Set<string>();
  for (const line of doc.lines) {
    const found = personalFindings(line);
    if (found.length === 0) continue;
    evidence.push(evidenceOf(line, found.map((r) => r.label).join(", ")));
    for (const r of found) {
      kinds.add(r.kind);
      suggestions.push(suggest(r.kind, `Remove your ${r.label}: ${r.why}.`, line.index));
    }
  }
  const ratio = Math.max(0, 1 - PERSONAL_PENALTY_PER_KIND * kinds.size);
  const summary =
    kinds.size === 0
      ? "No excess personal information."
      : `${kinds.size} kind${kinds.size === 1 ? "" : "s"} of personal information to remove.`;
  return { ratio, summary, evidence, suggestions };
}
