/**
 * What/How/Results format (SPEC §9, 15 points): each experience bullet says what was done (starts with an action
 * verb), how (a method or tool) and the result (something measurable).
 */
import { evidenceOf, suggest } from "../explain.js";
import { mentionsAnySkill, roleSkillTerms } from "../skills.js";
import { words } from "../text.js";
import type { CvCriterionResult, CvDocument, CvEvidence, CvSuggestion, TargetRole } from "../types.js";

/** Shares of the ratio: results weigh most, because they are what most CVs lack. */
export const WHR_SHARES = { what: 0.3, how: 0.3, results: 0.4 } as const;

/** Common CV action verbs (past and present forms); any other word ending in "-ed" also counts (Streamlined, Piloted). */
const ACTION_VERBS = new Set(
  (
    "achieve analyse analyze apply architect assess audit automate build built boost clean coach collaborate collect " +
    "conduct consolidate coordinate create cut debug define deliver deploy design develop diagnose direct document " +
    "drive drove engineer establish evaluate execute expand forecast grow grew guide identify implement improve " +
    "increase initiate integrate interview introduce launch lead led maintain manage map mentor migrate model monitor " +
    "negotiate optimise optimize organise organize oversee oversaw own partner pilot plan prepare present prioritise " +
    "prioritize produce program programme prototype publish query rebuild rebuilt recommend redesign reduce refactor " +
    "research resolve restructure review run ran save scale schedule scope segment ship simplify solve spearhead " +
    "standardise standardize streamline supervise support survey teach taught test train transform translate " +
    "troubleshoot visualise visualize win won write wrote"
  ).split(" "),
);
/** Words ending in "-ed" that are not actions. */
const NOT_ACTIONS = new Set([
  "need",
  "needed",
  "red",
  "bed",
  "shed",
  "seed",
  "feed",
  "speed",
  "exceed",
  "proceed",
  "involved",
  "interested",
  "experienced",
  "skilled",
  "detailed",
  "dedicated",
  "motivated",
  "talented",
  "based",
  "tasked",
  "required",
  "expected",
]);

/** What: the first word is an action verb ("Built", "Reduce", "Analysed"). */
export function startsWithActionVerb(text: string): boolean {
  const first = words(text)[0]?.toLowerCase();
  if (!first) return false;
  if (NOT_ACTIONS.has(first)) return false;
  if (ACTION_VERBS.has(first)) return true;
  const stem = first.replace(/(?:ed|es|s|ing)$/u, "");
  if (ACTION_VERBS.has(stem) || ACTION_VERBS.has(`${stem}e`) || ACTION_VERBS.has(stem.replace(/i$/u, "y"))) return true;
  return /^[a-z]{3,}ed$/u.test(first);
}

/** "by" counts unless it introduces the amount ("reduced costs by 20%" is the result, not the method). */
const HOW_WORDS =
  /\b(?:using|used|with|via|through|leveraging|applying|based on|built on|built in|by(?!\s*(?:\d|\$|RM|[A-Z]{2,3}\$|half\b|a (?:third|quarter|half)\b)))\b/iu;

/** How: a method or tool ("using", "with", "by", "via", "in Python", or a tool of the role named anywhere). */
export function saysHow(text: string, namesATool: boolean): boolean {
  return namesATool || HOW_WORDS.test(text) || /\bin [A-Z][\w.+#-]*/u.test(text);
}

const CURRENCY = /(?:\$|US\$|HK\$|S\$|RM|USD|HKD|MYR|SGD|€|£|¥)\s?\d/u;
const PERCENT = /\d\s?(?:%|percent\b|per cent\b|pp\b|percentage points?\b)/iu;
const MULTIPLE = /\b\d+(?:\.\d+)?\s?(?:x|×|times|fold)\b|\b(?:doubled|tripled|quadrupled|halved)\b/iu;
const QUANTITY =
  /\b\d[\d,.]{0,15}\s?(?:k|m|bn|million|billion|thousand|hundred)?\s?(?:hours?|hrs?|days?|weeks?|months?|minutes?|mins?|seconds?|secs?|users?|customers?|clients?|people|students?|stakeholders?|reports?|dashboards?|records?|rows?|projects?|teams?|members?|staff|employees?|leads?|orders?|transactions?|tickets?|sales|downloads?|visits?|sessions?|stores?|branches?|markets?|countries|models?|pipelines?|products?|features?|articles?|campaigns?|points?|ranks?|positions?)\b/iu;
/** A plain number that is not a year (e.g. "top 3", "from 120 to 45"). */
const PLAIN_NUMBER = /(?<![\p{L}\d.])(?!(?:19|20)\d{2}(?!\d))\d+(?:[.,]\d+)?(?![\d])/u;

/** Results: something measurable (a number, %, amount, multiple or time saved). */
export function hasMeasurableResult(text: string): boolean {
  return CURRENCY.test(text) || PERCENT.test(text) || MULTIPLE.test(text) || QUANTITY.test(text) || PLAIN_NUMBER.test(text);
}

export function scoreWhatHowResults(doc: CvDocument, role: TargetRole): CvCriterionResult {
  const bullets = doc.sections.experience.flatMap((e) => e.bullets);
  const evidence: CvEvidence[] = [];
  const suggestions: CvSuggestion[] = [];
  if (bullets.length === 0) {
    suggestions.push(suggest("whr.no-bullets", "Describe each role in bullets: what you did, how, and the measurable result."));
    return { ratio: 0, summary: "No experience bullets to judge.", evidence, suggestions };
  }
  const skills = roleSkillTerms(role);
  let what = 0;
  let how = 0;
  let results = 0;
  for (const line of bullets) {
    const w = startsWithActionVerb(line.text);
    const h = saysHow(line.text, mentionsAnySkill(skills, line.text));
    const r = hasMeasurableResult(line.text);
    what += w ? 1 : 0;
    how += h ? 1 : 0;
    results += r ? 1 : 0;
    const has = [w && "what", h && "how", r && "result"].filter(Boolean).join(", ");
    const missing = [!w && "action verb", !h && "method", !r && "result"].filter(Boolean).join(", ");
    evidence.push(evidenceOf(line, missing ? `has ${has || "none of what, how, result"}; missing ${missing}` : "what, how and result"));
    if (!w)
      suggestions.push(suggest("whr.no-action-verb", "Start this bullet with an action verb (Built, Analysed, Reduced…).", line.index));
    if (!h) suggestions.push(suggest("whr.no-method", "Say how you did it: the method or tool (using SQL, by automating…).", line.index));
    if (!r) suggestions.push(suggest("whr.no-result", "Add a measurable result: a number, %, amount or time saved.", line.index));
  }
  const n = bullets.length;
  const ratio = WHR_SHARES.what * (what / n) + WHR_SHARES.how * (how / n) + WHR_SHARES.results * (results / n);
  const summary = `Of ${n} bullets, ${what} start with an action verb, ${how} say how and ${results} give a measurable result.`;
  return { ratio, summary, evidence, suggestions };
}
