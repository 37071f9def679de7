/**
 * The shapes the CV rules work on (SPEC §9 "CV score weightage"). A CV is a list of lines, whichever source it came
 * from (pasted text or the profile's CV content), so every criterion can point at the lines it judged.
 */

/** SPEC §9: relevance 45, experience depth 15, What/How/Results 15, education 10, concise language 10, personal info 5. */
export const CV_WEIGHTS = {
  relevance: 45,
  experienceDepth: 15,
  whatHowResults: 15,
  education: 10,
  conciseLanguage: 10,
  personalInformation: 5,
} as const;
export type CvCriterionKey = keyof typeof CV_WEIGHTS;
/** Criteria in the order the score lists them (SPEC order). */
export const CV_CRITERIA = Object.keys(CV_WEIGHTS) as CvCriterionKey[];

export type CvSection = "summary" | "experience" | "education" | "skills" | "personal" | "other";

/** One line of the CV. `index` is its position in `CvDocument.lines` (evidence refers to it). */
export interface CvLine {
  index: number;
  text: string;
  section: CvSection;
}

export interface CvExperience {
  title: string;
  employer?: string;
  /** YYYY-MM */
  start?: string;
  /** YYYY-MM; null = present; undefined = not given. */
  end?: string | null;
  /** The line that names the role (title / employer / dates), when there is one. */
  heading?: CvLine;
  bullets: CvLine[];
}

export interface CvEducation {
  /** "" when the CV does not name it. */
  institution: string;
  level?: string;
  field?: string;
  start?: string;
  end?: string | null;
  grade?: string;
  /** Every line of this entry (heading included). */
  lines: CvLine[];
}

/** A CV as lines, whichever source it came from. */
export interface CvDocument {
  sections: {
    summary: CvLine[];
    experience: CvExperience[];
    education: CvEducation[];
    skills: CvLine[];
    /** Name, contact and "personal details" lines. */
    personal: CvLine[];
    /** Projects, certifications, awards, languages, interests… */
    other: CvLine[];
  };
  /** Every line in order; `lines[i].index === i`. Section headings are lines too. */
  lines: CvLine[];
}

/** One skill of the target role's skill set. */
export interface TargetRoleSkill {
  /** Id in the tools and skills vocabulary (or a concept id such as "statistics"). */
  toolId: string;
  title: string;
  /** Other spellings (e.g. "JS", "Postgres"); built-in aliases for common vocabulary ids are added automatically. */
  aliases?: string[];
  /** Core 2, nice-to-have 1 (default 1). */
  weight?: number;
}

/** What relevance is measured against: a career role the learner picks, with its skill set. */
export interface TargetRole {
  id: string;
  title: string;
  skills: TargetRoleSkill[];
}

/** Stable codes, so the client can translate or group suggestions later. */
export type CvSuggestionKind =
  | "relevance.missing-skill"
  | "relevance.skill-not-in-context"
  | "relevance.skills-list-stuffed"
  | "relevance.keyword-repeated"
  | "experience.none"
  | "experience.missing-dates"
  | "experience.few-bullets"
  | "experience.many-bullets"
  | "experience.short-history"
  | "whr.no-bullets"
  | "whr.no-action-verb"
  | "whr.no-method"
  | "whr.no-result"
  | "education.none"
  | "education.missing-institution"
  | "education.missing-level"
  | "education.missing-field"
  | "education.missing-dates"
  | "education.add-grade"
  | "concise.long-sentence"
  | "concise.filler"
  | "concise.passive"
  | "concise.too-long"
  | "personal.date-of-birth"
  | "personal.marital-status"
  | "personal.religion"
  | "personal.race"
  | "personal.gender"
  | "personal.id-number"
  | "personal.photo"
  | "personal.address";

export interface CvEvidence {
  lineIndex: number;
  text: string;
  note: string;
}

export interface CvSuggestion {
  lineIndex?: number;
  message: string;
  kind: CvSuggestionKind;
}

/** What a criterion rule returns: its ratio (0..1) and the explanation. Points are derived by `scoreCv`. */
export interface CvCriterionResult {
  ratio: number;
  summary: string;
  evidence: CvEvidence[];
  suggestions: CvSuggestion[];
}

export interface CvCriterionScore extends CvCriterionResult {
  key: CvCriterionKey;
  weight: number;
  /** Integer 0..weight: Math.round(weight × ratio). */
  points: number;
}

export interface CvScore {
  /** Integer 0..100, exactly the sum of the criteria's points. */
  total: number;
  criteria: CvCriterionScore[];
}
