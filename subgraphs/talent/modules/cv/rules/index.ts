/** CV scoring rules (SPEC §9): parse a CV from pasted text or a profile, then score it against a target role. */
export { CV_CRITERIA, CV_WEIGHTS } from "./types.js";
export type {
  CvCriterionKey,
  CvCriterionResult,
  CvCriterionScore,
  CvDocument,
  CvEducation,
  CvEvidence,
  CvExperience,
  CvLine,
  CvScore,
  CvSection,
  CvSuggestion,
  CvSuggestionKind,
  TargetRole,
  TargetRoleSkill,
} from "./types.js";
export { parseCvText } from "./parse.js";
export { profileToCv, type ProfileCvInput } from "./profile.js";
export { criterionPoints, scoreCv } from "./score.js";
export { DEFAULT_SKILL_ALIASES, IMPORTANCE_WEIGHT, targetRoleOf } from "./skills.js";

/** The longest CV text one may paste to score. */
export const CV_TEXT_MAX = 20_000;
