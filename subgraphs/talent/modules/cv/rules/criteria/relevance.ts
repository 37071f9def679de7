/** Relevance to the job family (SPEC §9, 45 points): the target role's skill set, found in the CV, used in context. */
import { countMentions, roleSkillTerms, type SkillTerms } from "../skills.js";
import { evidenceOf, suggest } from "../explain.js";
import { plural } from "../text.js";
import type { CvCriterionResult, CvDocument, CvEvidence, CvLine, CvSuggestion, TargetRole } from "../types.js";

/** Credit for a skill by where it is found: used in an experience bullet, mentioned in other prose, only listed. */
export const RELEVANCE_CREDIT = { used: 1, mentioned: 0.75, listed: 0.5 } as const;
/** Weighted coverage that earns full marks (a CV need not name every nice-to-have). */
export const RELEVANCE_FULL_COVERAGE = 0.8;
/** Stuffing: a skills list of more than this many items… */
export const STUFFED_SKILLS_LIST = 25;
/** …that also outnumbers the experience bullets by this factor. */
export const STUFFED_SKILLS_PER_BULLET = 2;
/** Stuffing: one skill mentioned more than this many times in the CV, or this many times in one line (3). */
export const KEYWORD_REPEAT_LIMIT = 8;
export const KEYWORD_REPEAT_PER_LINE = 3;
/** A line naming this many role skills or more is a list, not context (credited as listed). */
export const LIST_LIKE_LINE_SKILLS = 5;
/** The ratio a stuffed CV cannot exceed. */
export const RELEVANCE_STUFFED_CAP = 0.6;

type Place = keyof typeof RELEVANCE_CREDIT;

/** Items in a skills line: "Python, SQL | Tableau; Excel" → 4. */
export function skillsListItems(line: CvLine): number {
  return line.text
    .replace(/^[^:]{1,30}:\s*/u, "") // "Languages: Python, SQL"
    .split(/\s*[,;|•·]\s*|\s+\/\s+/u)
    .filter((s) => s.trim().length > 0).length;
}

const where = (line: CvLine, bulletIndexes: Set<number>, headingIndexes: Set<number>): Place =>
  line.section === "skills" ? "listed" : bulletIndexes.has(line.index) || headingIndexes.has(line.index) ? "used" : "mentioned";

export function scoreRelevance(doc: CvDocument, role: TargetRole): CvCriterionResult {
  const skills = roleSkillTerms(role);
  const evidence: CvEvidence[] = [];
  const suggestions: CvSuggestion[] = [];
  const totalWeight = skills.reduce((s, k) => s + k.weight, 0);
  if (skills.length === 0 || totalWeight <= 0) {
    return { ratio: 0, summary: `${role.title} has no skill set to measure against.`, evidence, suggestions };
  }

  const bulletIndexes = new Set(doc.sections.experience.flatMap((e) => e.bullets.map((l) => l.index)));
  const headingIndexes = new Set(doc.sections.experience.flatMap((e) => (e.heading ? [e.heading.index] : [])));
  const best = new Map<string, Place>();
  const total = new Map<string, number>();
  let repeatedLine: { line: CvLine; skill: SkillTerms; count: number } | undefined;

  for (const line of doc.lines) {
    const found: { skill: SkillTerms; count: number }[] = [];
    for (const skill of skills) {
      const count = countMentions(skill, line.text);
      if (count > 0) found.push({ skill, count });
    }
    if (found.length === 0) continue;
    let place = where(line, bulletIndexes, headingIndexes);
    if (place !== "listed" && found.length >= LIST_LIKE_LINE_SKILLS) place = "listed";
    for (const { skill, count } of found) {
      total.set(skill.toolId, (total.get(skill.toolId) ?? 0) + count);
      const prev = best.get(skill.toolId);
      if (!prev || RELEVANCE_CREDIT[place] > RELEVANCE_CREDIT[prev]) best.set(skill.toolId, place);
      if (count >= KEYWORD_REPEAT_PER_LINE && (!repeatedLine || count > repeatedLine.count)) repeatedLine = { line, skill, count };
    }
    const how = place === "used" ? "used in experience" : place === "listed" ? "listed" : "mentioned";
    evidence.push(evidenceOf(line, `${found.map((f) => f.skill.title).join(", ")} (${how})`));
  }

  // Coverage: each skill counts once, at its best place, weighted (core 2, nice-to-have 1).
  const covered = skills.reduce((s, k) => s + k.weight * (best.has(k.toolId) ? RELEVANCE_CREDIT[best.get(k.toolId)!] : 0), 0);
  const coverage = covered / totalWeight;
  let ratio = Math.min(1, coverage / RELEVANCE_FULL_COVERAGE);

  // Keyword stuffing: a skills list far longer than the experience supports, or one keyword repeated many times.
  const listItems = doc.sections.skills.reduce((s, l) => s + skillsListItems(l), 0);
  const bulletCount = bulletIndexes.size;
  let stuffed = false;
  if (listItems > STUFFED_SKILLS_LIST && listItems > STUFFED_SKILLS_PER_BULLET * bulletCount) {
    stuffed = true;
    suggestions.push(
      suggest(
        "relevance.skills-list-stuffed",
        `Your skills list has ${listItems} items but your experience has ${plural(bulletCount, "bullet")}; keep the skills you can show in your work and cut the rest.`,
        doc.sections.skills[0]?.index,
      ),
    );
  }
  const overused = skills.filter((k) => (total.get(k.toolId) ?? 0) > KEYWORD_REPEAT_LIMIT);
  for (const k of overused) {
    stuffed = true;
    suggestions.push(
      suggest(
        "relevance.keyword-repeated",
        `${k.title} appears ${total.get(k.toolId)} times; repeating a keyword does not add to your score. Mention it where you used it.`,
      ),
    );
  }
  if (repeatedLine && !overused.includes(repeatedLine.skill)) {
    stuffed = true;
    suggestions.push(
      suggest(
        "relevance.keyword-repeated",
        `${repeatedLine.skill.title} appears ${repeatedLine.count} times in this line; say it once.`,
        repeatedLine.line.index,
      ),
    );
  }
  if (stuffed) ratio = Math.min(ratio, RELEVANCE_STUFFED_CAP);

  // Missing core skills, then core skills only listed (nice-to-haves get no nagging).
  for (const k of skills) {
    if (!k.core) continue;
    const place = best.get(k.toolId);
    if (!place) suggestions.push(suggest("relevance.missing-skill", `Add evidence of ${k.title} in a bullet if you have used it.`));
    else if (place === "listed") {
      const line = doc.lines.find((l) => countMentions(k, l.text) > 0);
      suggestions.push(
        suggest(
          "relevance.skill-not-in-context",
          `${k.title} is only listed; show where you used it in an experience bullet.`,
          line?.index,
        ),
      );
    }
  }

  const found = skills.filter((k) => best.has(k.toolId));
  const used = skills.filter((k) => best.get(k.toolId) === "used");
  const summary =
    `${found.length} of ${plural(skills.length, "skill")} for ${role.title} found, ${used.length} used in experience` +
    ` (weighted coverage ${Math.round(coverage * 100)}%)` +
    (stuffed ? `; capped at ${Math.round(RELEVANCE_STUFFED_CAP * 100)}% for keyword stuffing.` : ".");
  return { ratio, summary, evidence, suggestions };
}
