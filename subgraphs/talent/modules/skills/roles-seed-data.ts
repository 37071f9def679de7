/**
 * The roles of the skills system (SPEC §3): front-end and back-end developer at junior, mid and senior level, and the
 * coming-soon AI practitioner, data analyst, business analyst and business intelligence analyst. Requirements name
 * verifiable skills of the vocabulary (`vocabulary/seed-data.ts`, `skill: true`). Only some of them can be verified by
 * a skill test today (html, css, javascript, python, sql, cpp); the others show as gaps with courses to learn them.
 * The vocabulary has no methodology entries (agile, code review, CI, documentation), so methodologies are written as
 * conditions met through the tool that practises them (Jira or Trello for agile, GitHub for code review…).
 * Pure data, so the client's mocks serve the same roles.
 */
import type { SkillCategory, SkillLevel } from "./rules/levels.js";
import { SENIORITY_LABELS, type Seniority, type SkillRequirement, type SkillRole } from "./rules/roles.js";

const B: SkillLevel = "BEGINNER";
const I: SkillLevel = "INTERMEDIATE";
const A: SkillLevel = "ADVANCED";
/** The level a requirement asks at junior, mid and senior; null where that seniority does not ask it. */
type Ladder = readonly [SkillLevel | null, SkillLevel | null, SkillLevel | null];

type Row =
  | { kind: "MANDATORY"; id: string; category: SkillCategory; skillId: string; levels: Ladder }
  | { kind: "CONDITIONAL"; id: string; category: SkillCategory; title: string; anyOf: readonly string[]; levels: Ladder };

const must = (category: SkillCategory, skillId: string, levels: Ladder, id = skillId): Row => ({
  kind: "MANDATORY",
  id,
  category,
  skillId,
  levels,
});
const oneOf = (category: SkillCategory, id: string, title: string, anyOf: readonly string[], levels: Ladder): Row => ({
  kind: "CONDITIONAL",
  id,
  category,
  title,
  anyOf,
  levels,
});

function requirementsAt(rows: readonly Row[], step: 0 | 1 | 2): SkillRequirement[] {
  return rows.flatMap((row): SkillRequirement[] => {
    const level = row.levels[step];
    if (!level) return [];
    return row.kind === "MANDATORY"
      ? [{ kind: "MANDATORY", id: row.id, category: row.category, skillId: row.skillId, level }]
      : [{ kind: "CONDITIONAL", id: row.id, category: row.category, title: row.title, anyOf: row.anyOf, level }];
  });
}

const SERVER_LANGUAGES = ["python", "javascript", "java", "csharp", "go", "php"];
const AGILE_TOOLS = ["jira", "trello"];
const DOC_TOOLS = ["confluence", "notion", "markdown"];
const CI_TOOLS = ["github-actions", "jenkins"];

const FRONTEND: readonly Row[] = [
  must("CORE", "html", [I, A, A]),
  must("CORE", "css", [I, A, A]),
  must("CORE", "javascript", [I, A, A]),
  oneOf("ROLE_SPECIFIC", "frontend-framework", "A front-end framework", ["react", "vuejs", "angular"], [B, I, A]),
  oneOf("ROLE_SPECIFIC", "css-framework", "A CSS framework", ["tailwind-css", "bootstrap"], [B, I, I]),
  must("ROLE_SPECIFIC", "typescript", [null, I, A]),
  oneOf("ROLE_SPECIFIC", "rendering-data-layer", "Server rendering or a GraphQL data layer", ["nextjs", "graphql"], [null, null, I]),
  must("TOOLS", "git", [B, I, A]),
  must("TOOLS", "figma", [B, B, I], "design-handoff"),
  must("TOOLS", "nodejs", [null, B, I], "build-tooling"),
  must("TOOLS", "docker", [null, null, B]),
  oneOf("METHODOLOGIES", "agile-delivery", "Agile delivery with a task board", AGILE_TOOLS, [B, I, A]),
  must("METHODOLOGIES", "github", [B, I, A], "code-review"),
  oneOf("METHODOLOGIES", "continuous-integration", "Continuous integration", CI_TOOLS, [null, B, I]),
  oneOf("METHODOLOGIES", "documentation", "Technical documentation", DOC_TOOLS, [null, null, I]),
];

const BACKEND: readonly Row[] = [
  oneOf("CORE", "server-language", "A server-side language", SERVER_LANGUAGES, [I, A, A]),
  must("CORE", "sql", [I, I, A]),
  oneOf(
    "ROLE_SPECIFIC",
    "web-framework",
    "A web framework",
    ["expressjs", "django", "flask", "spring-boot", "dotnet", "laravel"],
    [B, I, A],
  ),
  oneOf("ROLE_SPECIFIC", "relational-database", "A relational database", ["postgresql", "mysql"], [B, I, A]),
  oneOf("ROLE_SPECIFIC", "non-relational-store", "A non-relational store", ["mongodb", "redis"], [null, B, I]),
  must("ROLE_SPECIFIC", "graphql", [null, null, I], "api-design"),
  must("TOOLS", "git", [B, I, A]),
  must("TOOLS", "linux", [B, I, A]),
  must("TOOLS", "postman", [B, I, I], "api-testing"),
  must("TOOLS", "docker", [null, B, I]),
  oneOf("TOOLS", "cloud-platform", "A cloud platform", ["aws", "google-cloud", "azure"], [null, null, I]),
  must("TOOLS", "kubernetes", [null, null, B]),
  oneOf("METHODOLOGIES", "agile-delivery", "Agile delivery with a task board", AGILE_TOOLS, [B, I, A]),
  must("METHODOLOGIES", "github", [B, I, A], "code-review"),
  oneOf("METHODOLOGIES", "continuous-integration", "Continuous integration", CI_TOOLS, [null, B, I]),
  must("METHODOLOGIES", "terraform", [null, null, B], "infrastructure-as-code"),
  oneOf("METHODOLOGIES", "documentation", "Technical documentation", DOC_TOOLS, [null, null, I]),
];

const SENIORITY_STEPS: readonly [Seniority, 0 | 1 | 2, string][] = [
  ["JUNIOR", 0, "junior"],
  ["MID", 1, "mid"],
  ["SENIOR", 2, "senior"],
];

/**
 * Where each family's courses and jobs are found: the career role (courses and jobs target career roles, not skills
 * roles). Developers are software engineers; the analyst and AI roles are data science, business analysis is business
 * management.
 */
const CAREER_ROLE_OF_FAMILY: Readonly<Record<string, string>> = {
  "frontend-developer": "software-engineer",
  "backend-developer": "software-engineer",
  "ai-practitioner": "data-science",
  "data-analyst": "data-science",
  "business-analyst": "business-management",
  "business-intelligence-analyst": "data-science",
};

function family(familyId: string, familyTitle: string, rows: readonly Row[], summaries: Readonly<Record<Seniority, string>>): SkillRole[] {
  return SENIORITY_STEPS.map(([seniority, step, slug]) => ({
    id: `role-${familyId}-${slug}`,
    family: familyId,
    familyTitle,
    title: `${SENIORITY_LABELS[seniority]} ${familyTitle.toLowerCase()}`,
    seniority,
    status: "AVAILABLE",
    variantOf: null,
    careerRoleId: CAREER_ROLE_OF_FAMILY[familyId] ?? null,
    summary: summaries[seniority],
    requirements: requirementsAt(rows, step),
  }));
}

/** A coming-soon role: one requirement set, no seniorities yet. */
function comingSoon(id: string, title: string, summary: string, rows: readonly Row[], variantOf: string | null = null): SkillRole {
  const family = id.replace(/^role-/, "");
  return {
    id,
    family,
    familyTitle: title,
    title,
    seniority: null,
    status: "COMING_SOON",
    variantOf,
    careerRoleId: CAREER_ROLE_OF_FAMILY[family] ?? null,
    summary,
    requirements: requirementsAt(rows, 0),
  };
}
const single = (level: SkillLevel): Ladder => [level, null, null];

export const SKILL_ROLE_SEED: readonly SkillRole[] = [
  ...family("frontend-developer", "Front-end developer", FRONTEND, {
    JUNIOR: "Builds accessible, responsive pages and components from a design, with guidance on structure and review.",
    MID: "Owns features end to end in a typed front-end codebase, from the design hand-off to tested, reviewed code.",
    SENIOR: "Shapes a front end's architecture and rendering, sets the team's practices and reviews others' work.",
  }),
  ...family("backend-developer", "Back-end developer", BACKEND, {
    JUNIOR: "Writes and tests API endpoints and database queries in an existing service, with guidance.",
    MID: "Designs and ships services with their data model, containers and continuous integration.",
    SENIOR: "Designs APIs and systems that scale on a cloud platform, and leads the team's engineering practices.",
  }),
  comingSoon(
    "role-ai-practitioner",
    "AI practitioner",
    "Prepares data, trains and evaluates machine-learning models and puts them to use.",
    [
      must("CORE", "python", single(I)),
      must("CORE", "sql", single(B)),
      oneOf("ROLE_SPECIFIC", "ml-library", "A machine-learning library", ["scikit-learn", "tensorflow", "pytorch"], single(I)),
      must("ROLE_SPECIFIC", "pandas", single(I)),
      must("ROLE_SPECIFIC", "numpy", single(B)),
      must("TOOLS", "jupyter", single(I)),
      must("TOOLS", "git", single(B)),
      oneOf("TOOLS", "ml-platform", "A cloud machine-learning platform", ["aws-sagemaker", "google-cloud"], single(B)),
      must("METHODOLOGIES", "github", single(B), "code-review"),
      oneOf("METHODOLOGIES", "documentation", "Technical documentation", DOC_TOOLS, single(B)),
    ],
  ),
  comingSoon("role-data-analyst", "Data analyst", "Turns data into answers with SQL, spreadsheets and dashboards.", [
    must("CORE", "sql", single(I)),
    must("CORE", "excel", single(I)),
    oneOf("ROLE_SPECIFIC", "analysis-language", "An analysis language", ["python", "r"], single(B)),
    oneOf("ROLE_SPECIFIC", "data-store", "A data warehouse or database", ["bigquery", "snowflake", "postgresql", "mysql"], single(B)),
    oneOf("TOOLS", "dashboard-tool", "A dashboard tool", ["tableau", "power-bi", "looker-studio"], single(I)),
    must("TOOLS", "jupyter", single(B)),
    must("TOOLS", "git", single(B)),
    oneOf("METHODOLOGIES", "agile-delivery", "Agile delivery with a task board", AGILE_TOOLS, single(B)),
    oneOf("METHODOLOGIES", "documentation", "Technical documentation", DOC_TOOLS, single(B)),
  ]),
  comingSoon(
    "role-business-analyst",
    "Business analyst",
    "Finds what a business needs, writes it down as requirements and follows it to delivery.",
    [
      must("CORE", "excel", single(I)),
      must("CORE", "sql", single(B)),
      oneOf("ROLE_SPECIFIC", "dashboard-tool", "A dashboard tool", ["power-bi", "tableau"], single(B)),
      oneOf("ROLE_SPECIFIC", "business-system", "A CRM or ERP system", ["salesforce", "sap"], single(B)),
      must("TOOLS", "microsoft-365", single(I)),
      must("TOOLS", "miro", single(B), "process-mapping"),
      oneOf("METHODOLOGIES", "agile-delivery", "Agile delivery with a task board", AGILE_TOOLS, single(I)),
      oneOf("METHODOLOGIES", "requirements-documentation", "Requirements documentation", ["confluence", "notion"], single(I)),
    ],
  ),
  /**
   * The SPEC lists this id among role ids seen but not among the roles; read as a coming-soon variant of business
   * analyst that leans on data: SQL and dashboards move to the core, with a warehouse and data modelling.
   */
  comingSoon(
    "role-business-intelligence-analyst",
    "Business intelligence analyst",
    "Models business data and builds the dashboards and reports decisions are made from.",
    [
      must("CORE", "sql", single(I)),
      must("CORE", "excel", single(I)),
      oneOf("ROLE_SPECIFIC", "dashboard-tool", "A dashboard tool", ["power-bi", "tableau", "looker-studio"], single(I)),
      oneOf("ROLE_SPECIFIC", "data-warehouse", "A data warehouse", ["bigquery", "snowflake"], single(B)),
      must("ROLE_SPECIFIC", "dbt", single(B), "data-modelling"),
      must("TOOLS", "git", single(B)),
      must("TOOLS", "airflow", single(B), "pipeline-scheduling"),
      oneOf("METHODOLOGIES", "agile-delivery", "Agile delivery with a task board", AGILE_TOOLS, single(B)),
      oneOf("METHODOLOGIES", "requirements-documentation", "Requirements documentation", ["confluence", "notion"], single(B)),
    ],
    "role-business-analyst",
  ),
];
