/** Finding a role's skills in CV text: word-boundary, case-insensitive, with aliases and multi-word terms. */
import type { TargetRole } from "./types.js";

/**
 * Other spellings of common vocabulary ids (talent seed ids) and the concepts roles use. Merged with a role's own
 * aliases, so a role built from the vocabulary needs no alias data to recognise "JS" or "Postgres".
 */
export const DEFAULT_SKILL_ALIASES: Readonly<Record<string, readonly string[]>> = {
  javascript: ["JS", "ECMAScript", "ES6"],
  typescript: ["TS"],
  python: ["Python3"],
  postgresql: ["Postgres", "psql"],
  mysql: ["My SQL"],
  mongodb: ["Mongo"],
  csharp: ["C#"],
  cpp: ["C++"],
  go: ["Golang"],
  nodejs: ["Node", "NodeJS", "Node.js"],
  react: ["React.js", "ReactJS"],
  vuejs: ["Vue", "VueJS"],
  nextjs: ["NextJS", "Next"],
  expressjs: ["Express.js"],
  "scikit-learn": ["sklearn", "scikit learn"],
  "apache-spark": ["Spark", "PySpark"],
  aws: ["AWS"],
  "google-cloud": ["GCP", "Google Cloud Platform"],
  azure: ["Azure"],
  kubernetes: ["k8s"],
  excel: ["Excel", "MS Excel", "spreadsheets", "VLOOKUP", "pivot tables"],
  "power-bi": ["PowerBI", "Power-BI", "DAX"],
  "looker-studio": ["Google Data Studio", "Data Studio", "Looker"],
  "google-analytics": ["GA4"],
  jupyter: ["Jupyter Notebook", "Jupyter Notebooks"],
  "machine-learning": ["machine learning", "ML", "predictive model", "predictive models", "predictive modelling", "predictive modeling"],
  statistics: ["statistics", "statistical", "regression", "hypothesis testing", "A/B test", "A/B tests", "A/B testing"],
  "data-visualisation": ["data visualisation", "data visualization", "dashboards", "dashboard"],
  ai: ["AI"],
};

export interface SkillTerms {
  toolId: string;
  title: string;
  weight: number;
  core: boolean;
  patterns: RegExp[];
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A term's pattern. Separators (space, hyphen) match any run of spaces/hyphens or none ("Power BI" = "PowerBI").
 * Boundaries: no letter/digit/_/&/+/# next to it, and no ".x" after it (so "Node" does not stop inside "Node.js").
 * Terms of two characters or fewer ("JS", "ML", "R", "Go") are case-sensitive, so "go" and "ml" in prose do not count.
 */
export function termPattern(term: string): RegExp {
  const t = term.trim();
  const body = t
    .split(/[\s-]+/u)
    .map(escape)
    .join("[\\s\\-]*");
  const flags = t.replace(/[\s-]/gu, "").length <= 2 ? "gu" : "giu";
  return new RegExp(`(?<![\\p{L}\\p{N}_&+#.])${body}(?![\\p{L}\\p{N}_&+#]|\\.[\\p{L}\\p{N}])`, flags);
}

/** The terms to search for each skill of the role: title, id spelled out, role aliases and built-in aliases. */
export function roleSkillTerms(role: TargetRole): SkillTerms[] {
  return role.skills.map((skill) => {
    const weight = skill.weight ?? 1;
    const terms = new Set<string>();
    terms.add(skill.title);
    // "Microsoft Excel" → also "Excel"; "Amazon Web Services" stays whole.
    const vendor = skill.title.match(/^(?:Microsoft|Google|Adobe|Apache|Amazon|AWS)\s+(.+)$/u);
    if (vendor?.[1] && vendor[1].length > 2) terms.add(vendor[1]);
    if (/^[a-z0-9]+(?:-[a-z0-9]+)*$/u.test(skill.toolId) && skill.toolId.length > 2) terms.add(skill.toolId.replace(/-/g, " "));
    for (const a of skill.aliases ?? []) terms.add(a);
    for (const a of DEFAULT_SKILL_ALIASES[skill.toolId] ?? []) terms.add(a);
    const patterns = [...terms].filter((t) => t.trim().length > 0).map(termPattern);
    return { toolId: skill.toolId, title: skill.title, weight, core: weight >= 2, patterns };
  });
}

/** How many times the skill appears in the text (overlapping terms counted once per position). */
export function countMentions(skill: SkillTerms, text: string): number {
  const starts = new Set<number>();
  const covered: [number, number][] = [];
  for (const p of skill.patterns) {
    p.lastIndex = 0;
    for (const m of text.matchAll(p)) {
      const from = m.index;
      const to = from + m[0].length;
      if (covered.some(([a, b]) => from < b && to > a)) continue;
      covered.push([from, to]);
      starts.add(from);
    }
  }
  return starts.size;
}

/** Any skill of any kind (role skills or not) mentioned in the text: used to tell whether a bullet says "how". */
export function mentionsAnySkill(skills: SkillTerms[], text: string): boolean {
  return skills.some((s) => countMentions(s, text) > 0);
}

/** How much a role's skill counts towards relevance: CORE twice a NICE_TO_HAVE (the rules' default weight is 1). */
export const IMPORTANCE_WEIGHT = { CORE: 2, NICE_TO_HAVE: 1 } as const;

/** A career role and its skill set (titles from the vocabulary) as the relevance rule reads it. */
export function targetRoleOf(
  role: { id: string; title: string },
  skills: readonly { toolId: string; title: string; importance: keyof typeof IMPORTANCE_WEIGHT }[],
): TargetRole {
  return {
    id: role.id,
    title: role.title,
    skills: skills.map((s) => ({ toolId: s.toolId, title: s.title, weight: IMPORTANCE_WEIGHT[s.importance] })),
  };
}
