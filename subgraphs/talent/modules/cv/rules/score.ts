/** The CV score (SPEC §9 "CV score weightage"): six explainable criteria, integer points, total out of 100. */
import { scoreConciseLanguage } from "./criteria/concise-language.js";
import { scoreEducation } from "./criteria/education.js";
import { scoreExperienceDepth } from "./criteria/experience-depth.js";
import { scorePersonalInformation } from "./criteria/personal-information.js";
import { scoreRelevance } from "./criteria/relevance.js";
import { scoreWhatHowResults } from "./criteria/what-how-results.js";
import {
  CV_CRITERIA,
  CV_WEIGHTS,
  type CvCriterionKey,
  type CvCriterionResult,
  type CvDocument,
  type CvScore,
  type TargetRole,
} from "./types.js";

/**
 * Points for a criterion: weight × ratio rounded down (with a hair of tolerance for floating point), so full marks
 * mean the criterion is fully met and nothing is left to suggest, and zero stays zero. The total is the sum of the
 * integer points, so it is always exact.
 */
export function criterionPoints(weight: number, ratio: number): number {
  const r = Math.min(1, Math.max(0, Number.isFinite(ratio) ? ratio : 0));
  return Math.min(weight, Math.floor(weight * r + 1e-9));
}

/** Scores a CV against the target role. Pure: `now` resolves "present" in date ranges. */
export function scoreCv(doc: CvDocument, role: TargetRole, now: Date): CvScore {
  const results: Record<CvCriterionKey, CvCriterionResult> = {
    relevance: scoreRelevance(doc, role),
    experienceDepth: scoreExperienceDepth(doc, now),
    whatHowResults: scoreWhatHowResults(doc, role),
    education: scoreEducation(doc),
    conciseLanguage: scoreConciseLanguage(doc),
    personalInformation: scorePersonalInformation(doc),
  };
  const criteria = CV_CRITERIA.map((key) => {
    const weight = CV_WEIGHTS[key];
    const result = results[key];
    const ratio = Math.min(1, Math.max(0, result.ratio));
    return { key, weight, points: criterionPoints(weight, ratio), ...result, ratio };
  });
  return { total: criteria.reduce((s, c) => s + c.points, 0), criteria };
}
