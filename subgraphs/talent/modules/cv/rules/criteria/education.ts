/** Education and qualification coverage (SPEC §9, 10 points). */
import { evidenceOf, suggest } from "../explain.js";
import { formatYearMonth } from "../text.js";
import type { CvCriterionResult, CvDocument, CvEducation, CvEvidence, CvLine, CvSuggestion } from "../types.js";

/** Share of the ratio for a complete entry (institution, level, field, dates); the rest for a grade or certification. */
export const EDUCATION_COMPLETE_SHARE = 0.8;

const CERTIFICATION = /\b(certifi(?:ed|cate|cation)s?|licen[cs]ed?|accredited|professional certificate|credential)\b/iu;

/** Which of the four parts an entry has. */
export function educationParts(e: CvEducation): { institution: boolean; level: boolean; field: boolean; dates: boolean } {
  return {
    institution: e.institution.trim().length > 0,
    level: !!e.level?.trim(),
    field: !!e.field?.trim(),
    dates: !!e.start || typeof e.end === "string",
  };
}

const completeness = (e: CvEducation) => Object.values(educationParts(e)).filter(Boolean).length / 4;

/** Certification lines anywhere outside experience (a "Certifications" section, or a certificate among education). */
export function certificationLines(doc: CvDocument): CvLine[] {
  return doc.lines.filter(
    (l) =>
      (l.section === "other" || l.section === "education") &&
      CERTIFICATION.test(l.text) &&
      !/^certifications?$|^certificates$/iu.test(l.text.trim()),
  );
}

const label = (e: CvEducation) =>
  [e.level && e.field ? `${e.level} in ${e.field}` : (e.level ?? e.field), e.institution, e.end ? formatYearMonth(e.end) : undefined]
    .filter(Boolean)
    .join(", ");

export function scoreEducation(doc: CvDocument): CvCriterionResult {
  const entries = doc.sections.education;
  const evidence: CvEvidence[] = [];
  const suggestions: CvSuggestion[] = [];
  const certs = certificationLines(doc);
  const entryHeadings = new Set(entries.flatMap((e) => (e.lines[0] ? [e.lines[0].index] : [])));
  for (const c of certs) if (!entryHeadings.has(c.index)) evidence.push(evidenceOf(c, "certification"));
  if (entries.length === 0 && certs.length === 0) {
    suggestions.push(suggest("education.none", "Add your education: institution, qualification, field of study and dates."));
    return { ratio: 0, summary: "No education or qualifications found.", evidence, suggestions };
  }

  // The most complete entry counts (first wins a tie, so the order of the CV decides deterministically).
  let best: CvEducation | undefined;
  for (const e of entries) if (!best || completeness(e) > completeness(best)) best = e;
  const grade = entries.some((e) => !!e.grade?.trim());
  for (const e of entries) {
    const first = e.lines[0];
    if (first) evidence.push(evidenceOf(first, `${label(e) || "education entry"}${e.grade ? `, grade ${e.grade}` : ""}`));
  }
  evidence.sort((a, b) => a.lineIndex - b.lineIndex);

  const bestCompleteness = best ? completeness(best) : 0;
  if (best) {
    const parts = educationParts(best);
    const at = best.lines[0]?.index;
    if (!parts.institution) suggestions.push(suggest("education.missing-institution", "Name the institution you studied at.", at));
    if (!parts.level)
      suggestions.push(suggest("education.missing-level", "Say which qualification this is (degree, diploma, certificate…).", at));
    if (!parts.field) suggestions.push(suggest("education.missing-field", "Add your field of study.", at));
    if (!parts.dates) suggestions.push(suggest("education.missing-dates", "Add the dates (at least the year you finished).", at));
  } else {
    suggestions.push(suggest("education.none", "Add your formal education alongside your certifications."));
  }
  if (!grade && certs.length === 0)
    suggestions.push(
      suggest("education.add-grade", "Add your grade (CGPA, class of degree) or a relevant certification.", best?.lines[0]?.index),
    );

  const ratio = EDUCATION_COMPLETE_SHARE * bestCompleteness + (grade || certs.length > 0 ? 1 - EDUCATION_COMPLETE_SHARE : 0);
  const summary = best
    ? `${label(best) || "An education entry"}: ${Math.round(bestCompleteness * 4)} of 4 parts (institution, level, field, dates)` +
      `${grade ? ", with a grade" : ""}${certs.length ? `, ${certs.length} certification${certs.length === 1 ? "" : "s"}` : ""}.`
    : `${certs.length} certification${certs.length === 1 ? "" : "s"} but no formal education entry.`;
  return { ratio, summary, evidence, suggestions };
}
