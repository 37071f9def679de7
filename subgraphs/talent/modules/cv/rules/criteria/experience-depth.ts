/** Depth of work experience (SPEC §9, 15 points): months of experience and how well each role is described. */
import { evidenceOf, suggest } from "../explain.js";
import { monthNumber, nowYearMonth, plural } from "../text.js";
import type { CvCriterionResult, CvDocument, CvEvidence, CvExperience, CvSuggestion } from "../types.js";

/** Months of (merged) experience that earn the full months half of the score. */
export const FULL_EXPERIENCE_MONTHS = 36;
/** Bullets a role needs for the full description half; 2–6 is the ideal range. */
export const FULL_BULLETS_PER_ROLE = 3;
export const FEW_BULLETS = 2;
export const MANY_BULLETS = 6;
/** Share of the ratio from months; the rest from bullets per role. */
export const MONTHS_SHARE = 0.5;

/** A role's months as [from, to) month numbers; undefined when it has no usable dates. `now` resolves "present". */
export function roleSpan(role: Pick<CvExperience, "start" | "end">, now: Date): [number, number] | undefined {
  if (!role.start) return undefined;
  const from = monthNumber(role.start);
  const endYm = role.end === null ? nowYearMonth(now) : role.end;
  if (!endYm) return [from, from + 1]; // a start and no end: count the one month we know of
  const to = Math.min(monthNumber(endYm), monthNumber(nowYearMonth(now))) + 1; // inclusive end, never in the future
  return to > from ? [from, to] : undefined;
}

/** Total months covered by the roles, overlapping ranges merged (two jobs at once count once). */
export function experienceMonths(roles: Pick<CvExperience, "start" | "end">[], now: Date): number {
  const spans = roles
    .map((r) => roleSpan(r, now))
    .filter((s): s is [number, number] => !!s)
    .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let total = 0;
  let cur: [number, number] | undefined;
  for (const s of spans) {
    if (cur && s[0] <= cur[1]) cur[1] = Math.max(cur[1], s[1]);
    else {
      if (cur) total += cur[1] - cur[0];
      cur = [s[0], s[1]];
    }
  }
  if (cur) total += cur[1] - cur[0];
  return total;
}

const roleName = (r: CvExperience) => [r.title, r.employer].filter(Boolean).join(" at ") || "This role";

export function scoreExperienceDepth(doc: CvDocument, now: Date): CvCriterionResult {
  const roles = doc.sections.experience;
  const evidence: CvEvidence[] = [];
  const suggestions: CvSuggestion[] = [];
  if (roles.length === 0) {
    suggestions.push(suggest("experience.none", "Add your work experience, internships or projects as roles with dates and bullets."));
    return { ratio: 0, summary: "No work experience found.", evidence, suggestions };
  }

  const months = experienceMonths(roles, now);
  const monthsPart = Math.min(1, months / FULL_EXPERIENCE_MONTHS);
  let bulletsPart = 0;
  for (const role of roles) {
    const n = role.bullets.length;
    bulletsPart += Math.min(n, FULL_BULLETS_PER_ROLE) / FULL_BULLETS_PER_ROLE;
    const span = roleSpan(role, now);
    const line = role.heading ?? role.bullets[0];
    if (line)
      evidence.push(
        evidenceOf(line, `${roleName(role)}: ${span ? plural(span[1] - span[0], "month") : "no dates"}, ${plural(n, "bullet")}`),
      );
    const at = line?.index;
    if (!span) suggestions.push(suggest("experience.missing-dates", `Add start and end dates (month and year) to ${roleName(role)}.`, at));
    if (n < FULL_BULLETS_PER_ROLE)
      suggestions.push(
        suggest(
          "experience.few-bullets",
          `${roleName(role)} has ${plural(n, "bullet")}; describe it in ${FULL_BULLETS_PER_ROLE}–${MANY_BULLETS} bullets of what you did, how and the result.`,
          at,
        ),
      );
    else if (n > MANY_BULLETS)
      suggestions.push(suggest("experience.many-bullets", `${roleName(role)} has ${n} bullets; keep the ${MANY_BULLETS} strongest.`, at));
  }
  bulletsPart /= roles.length;
  if (months < FULL_EXPERIENCE_MONTHS && months > 0)
    suggestions.push(
      suggest(
        "experience.short-history",
        `Your roles add up to ${plural(months, "month")}; internships, freelance work and substantial projects count too.`,
      ),
    );

  const ratio = MONTHS_SHARE * monthsPart + (1 - MONTHS_SHARE) * bulletsPart;
  const summary = `${plural(months, "month")} of experience across ${plural(roles.length, "role")}, ${Math.round(bulletsPart * 100)}% of the bullets a role needs.`;
  return { ratio, summary, evidence, suggestions };
}
