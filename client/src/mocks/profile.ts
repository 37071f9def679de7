/**
 * The mock backend's talent profiles (one per account), profile completion computed from them, and a CV score that is
 * explained like the server's but deliberately simple (fixtures and a few heuristics, not the server's rules): a
 * bullet with a number counts as a measurable result, long bullets cost concise-language points, role skills named
 * in the CV raise relevance. Mutations in ./schema.ts change this state; `resetMockProfiles()` restores it.
 */
import { GraphQLError } from "graphql";
import type { CvCriterionKey, CvSource, EmploymentStatus, UiLanguage } from "../__generated__/schema-types";
import { profileCompletion } from "@server/talent/rules/completion";

export interface MockTool {
  id: string;
  title: string;
  skill: boolean;
}

export const tools: MockTool[] = [
  ["python", "Python"],
  ["sql", "SQL"],
  ["javascript", "JavaScript"],
  ["typescript", "TypeScript"],
  ["react", "React"],
  ["nodejs", "Node.js"],
  ["postgresql", "PostgreSQL"],
  ["excel", "Excel"],
  ["power-bi", "Power BI"],
  ["tableau", "Tableau"],
  ["pandas", "pandas"],
  ["scikit-learn", "scikit-learn"],
  ["aws", "AWS"],
  ["docker", "Docker"],
  ["kubernetes", "Kubernetes"],
  ["figma", "Figma"],
  ["git", "Git"],
  ["linux", "Linux"],
  ["java", "Java"],
  ["statistics", "Statistics"],
].map(([id, title]) => ({ id: id!, title: title!, skill: id !== "statistics" }));

const toolById = new Map(tools.map((t) => [t.id, t]));

export interface MockCareerRole {
  id: string;
  title: string;
  skills: { toolId: string; importance: "CORE" | "NICE_TO_HAVE" }[];
}

const role = (id: string, title: string, core: string[], nice: string[]): MockCareerRole => ({
  id,
  title,
  skills: [
    ...core.map((toolId) => ({ toolId, importance: "CORE" as const })),
    ...nice.map((toolId) => ({ toolId, importance: "NICE_TO_HAVE" as const })),
  ],
});

export const careerRoles: MockCareerRole[] = [
  role("software-engineering", "Software engineering", ["javascript", "typescript", "react", "nodejs", "git"], ["docker", "postgresql", "aws"]),
  role("data-analytics", "Data analytics", ["sql", "excel", "power-bi", "python"], ["tableau", "statistics"]),
  role("data-science", "Data science", ["python", "pandas", "scikit-learn", "statistics"], ["sql", "aws"]),
  role("cloud-engineering", "Cloud engineering", ["aws", "linux", "docker", "kubernetes"], ["python", "git"]),
  role("ui-ux-design", "UI/UX design", ["figma"], ["javascript", "react"]),
];

/** The server's lists (subgraphs/shared/options.ts), copied: the client only shows what profileOptions serves. */
export const profileOptions = {
  languages: ["English", "Malay", "Mandarin", "Cantonese", "Japanese", "Korean", "Arabic", "French", "Tamil"],
  countries: [
    "Malaysia", "Hong Kong", "Singapore", "China", "Taiwan", "Indonesia", "Thailand", "Vietnam", "Philippines", "Japan", "South Korea",
    "India", "Australia", "New Zealand", "United Kingdom", "United States", "Canada", "Germany", "France", "Netherlands",
    "United Arab Emirates", "Brunei",
  ],
  educationLevels: ["Diploma or equivalent", "Degree", "Master's", "PhD", "Certificate", "Other"],
};

export interface MockExperience {
  id: string;
  jobTitle: string;
  employerName: string;
  start: string;
  end: string | null;
  descriptions: string[];
}

export interface MockEducation {
  id: string;
  university: string;
  level: string;
  field: string;
  start: string;
  end: string | null;
  grade: string | null;
  descriptions: string[];
}

export interface MockSnapshot {
  id: string;
  source: CvSource;
  total: number;
  roleId: string;
  criteria: { key: CvCriterionKey; points: number }[];
  createdAt: string;
}

export interface MockProfile {
  bio: string | null;
  employmentStatus: EmploymentStatus | null;
  languages: string[];
  workPermitLocations: string[];
  skillIds: string[];
  location: string | null;
  links: { linkedin: string | null; github: string | null; portfolio: string | null; website: string | null };
  workExperiences: MockExperience[];
  educations: MockEducation[];
  targetRoleId: string | null;
  uiLanguage: UiLanguage | null;
  avatarUrl: string | null;
  history: MockSnapshot[];
}

const emptyLinks = () => ({ linkedin: null, github: null, portfolio: null, website: null });

function emptyProfile(): MockProfile {
  return {
    bio: null,
    employmentStatus: null,
    languages: [],
    workPermitLocations: [],
    skillIds: [],
    location: null,
    links: emptyLinks(),
    workExperiences: [],
    educations: [],
    targetRoleId: null,
    uiLanguage: null,
    avatarUrl: null,
    history: [],
  };
}

/** Mei (the demo learner): partly filled, so five of nine checks are met and her CV has things to fix. */
function meiProfile(): MockProfile {
  return {
    ...emptyProfile(),
    bio: "Career changer moving from retail operations into data analytics. I enjoy turning messy spreadsheets into clear answers.",
    languages: ["English", "Cantonese"],
    skillIds: ["excel", "sql", "python"],
    workExperiences: [
      {
        id: "7d1e0a4c-0001-4b7a-9c55-3f3a8e0c1a01",
        jobTitle: "Operations Analyst (intern)",
        employerName: "Orbit Retail Group",
        start: "2024-06",
        end: null,
        descriptions: [
          "Built a weekly sales dashboard in Power BI used by 12 store managers.",
          "Responsible for helping the team with various reporting tasks and other duties as assigned by the operations manager when needed.",
          "Cleaned stock data with SQL.",
        ],
      },
      {
        id: "7d1e0a4c-0002-4b7a-9c55-3f3a8e0c1a02",
        jobTitle: "Store Supervisor",
        employerName: "Orbit Retail Group",
        start: "2021-03",
        end: "2024-05",
        descriptions: ["Led a team of 8 and cut stock-count time by 30% with a shared Excel tracker.", "Trained new staff."],
      },
    ],
    educations: [
      {
        id: "5c2f9b1e-0001-4d3a-8e11-0a9b7c6d5e01",
        university: "Hong Kong Metropolitan University",
        level: "Degree",
        field: "Business Administration",
        start: "2017-09",
        end: "2021-06",
        grade: "Second Class Honours (Upper)",
        descriptions: [],
      },
    ],
    targetRoleId: "data-analytics",
  };
}

const profiles = new Map<string, MockProfile>();
const PROFILES_KEY = "talentforge.mock.profiles";

function storage(): Storage | null {
  try {
    return typeof sessionStorage === "undefined" ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** In the browser, profile edits survive reloads (sessionStorage), like the session. */
export function saveMockProfiles(): void {
  storage()?.setItem(PROFILES_KEY, JSON.stringify([...profiles]));
}

export function loadMockProfiles(): void {
  try {
    const stored = JSON.parse(storage()?.getItem(PROFILES_KEY) ?? "[]") as [string, MockProfile][];
    for (const [id, p] of stored) profiles.set(id, p);
  } catch {
    /* ignore a damaged copy */
  }
}
/** Account id → profile factory for the demo accounts; anyone else (sign-ups) starts empty. */
const initialProfiles: Record<string, () => MockProfile> = {
  "0b1c5d0e-1f2a-4b3c-8d4e-5f6a7b8c9d01": meiProfile,
};

export function resetMockProfiles(): void {
  profiles.clear();
  storage()?.removeItem(PROFILES_KEY);
}

export function profileOf(userId: string): MockProfile {
  let p = profiles.get(userId);
  if (!p) {
    p = (initialProfiles[userId] ?? emptyProfile)();
    profiles.set(userId, p);
    recordProfileScore(p);
    saveMockProfiles();
  }
  return p;
}

export const toolsByIds = (ids: string[]) => ids.map((id) => toolById.get(id)).filter((t): t is MockTool => !!t);

/* ---------- Profile completion: the server's nine checks and task links ---------- */

export function completionOf(p: MockProfile) {
  return profileCompletion({
    bio: p.bio,
    employmentStatus: p.employmentStatus,
    languages: p.languages,
    workPermitLocations: p.workPermitLocations,
    location: p.location,
    linkedin: p.links.linkedin,
    workExperienceCount: p.workExperiences.length,
    educationCount: p.educations.length,
    skillCount: p.skillIds.length,
  });
}

/* ---------- CV score (explained; simple heuristics on fixtures) ---------- */

const WEIGHTS: Record<CvCriterionKey, number> = {
  relevance: 45,
  experienceDepth: 15,
  whatHowResults: 15,
  education: 10,
  conciseLanguage: 10,
  personalInformation: 5,
};

interface Line {
  text: string;
  kind: "summary" | "heading" | "bullet" | "education" | "skills" | "other";
}

function profileLines(p: MockProfile): Line[] {
  const lines: Line[] = [];
  if (p.bio?.trim()) lines.push({ text: p.bio.trim(), kind: "summary" });
  for (const w of p.workExperiences) {
    lines.push({ text: `${w.jobTitle}, ${w.employerName} (${w.start} – ${w.end ?? "present"})`, kind: "heading" });
    for (const d of w.descriptions) if (d.trim()) lines.push({ text: d.trim(), kind: "bullet" });
  }
  for (const e of p.educations) {
    lines.push({ text: `${e.level} in ${e.field}, ${e.university}${e.grade ? ` (${e.grade})` : ""}`, kind: "education" });
  }
  const skills = toolsByIds(p.skillIds).map((t) => t.title);
  if (skills.length) lines.push({ text: `Skills: ${skills.join(", ")}`, kind: "skills" });
  return lines;
}

function textLines(text: string): Line[] {
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l) => {
      if (/^[-•*]\s*/.test(l)) return { text: l.replace(/^[-•*]\s*/, ""), kind: "bullet" as const };
      if (/universit|college|degree|diploma|bachelor|master/i.test(l)) return { text: l, kind: "education" as const };
      if (/^skills?:/i.test(l)) return { text: l, kind: "skills" as const };
      return { text: l, kind: "other" as const };
    });
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const words = (s: string) => s.split(/\s+/).filter(Boolean).length;
const PERSONAL = /date of birth|\bdob\b|marital|married|religion|\bHKID\b|passport no/i;

function criterion(key: CvCriterionKey, ratio: number, summary: string, evidence: { lineIndex: number; text: string; note: string }[], suggestions: { lineIndex: number | null; kind: string; message: string }[]) {
  const r = Math.max(0, Math.min(1, ratio));
  return { key, weight: WEIGHTS[key], points: round1(WEIGHTS[key] * r), ratio: round1(r * 100) / 100, summary, evidence, suggestions };
}

export function scoreLines(lines: Line[], roleId: string) {
  const role = careerRoles.find((r) => r.id === roleId) ?? careerRoles[0]!;
  const all = lines.map((l, i) => ({ ...l, i }));
  const bullets = all.filter((l) => l.kind === "bullet");

  // Relevance: role skills named anywhere (core counts double).
  const found = role.skills.map((s) => {
    const title = toolById.get(s.toolId)?.title ?? s.toolId;
    const re = new RegExp(`\\b${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`, "i");
    return { ...s, title, line: all.find((l) => re.test(l.text)) };
  });
  const possible = found.reduce((n, s) => n + (s.importance === "CORE" ? 2 : 1), 0);
  const earned = found.reduce((n, s) => n + (s.line ? (s.importance === "CORE" ? 2 : 1) : 0), 0);
  const missingCore = found.filter((s) => !s.line && s.importance === "CORE");
  const relevance = criterion(
    "relevance",
    possible ? earned / possible : 0,
    `Your CV names ${found.filter((s) => s.line).length} of the ${found.length} skills ${role.title} roles ask for.`,
    found.filter((s) => s.line).map((s) => ({ lineIndex: s.line!.i, text: s.line!.text, note: `Mentions ${s.title}.` })),
    [
      ...missingCore.map((s) => ({ lineIndex: null, kind: "missing-core-skill", message: `Show where you used ${s.title}, a core skill for ${role.title}.` })),
      ...found
        .filter((s) => !s.line && s.importance === "NICE_TO_HAVE")
        .map((s) => ({ lineIndex: null, kind: "missing-skill", message: `If you have used ${s.title}, name it: ${role.title} employers value it.` })),
    ],
  );

  // Experience depth: roles and bullets.
  const headings = all.filter((l) => l.kind === "heading");
  const depthRatio = Math.min(1, (Math.min(headings.length, 2) * 0.25 + Math.min(bullets.length, 6) * 0.0834));
  const experienceDepth = criterion(
    "experienceDepth",
    depthRatio,
    bullets.length ? `${bullets.length} bullet(s) describe your work experience.` : "No work experience bullets found.",
    [...headings, ...bullets].slice(0, 4).map((l) => ({ lineIndex: l.i, text: l.text, note: l.kind === "heading" ? "A role with dates." : "A bullet describing the work." })),
    bullets.length < 6 ? [{ lineIndex: null, kind: "few-bullets", message: "Add more bullets about what you did in each role (aim for three per role)." }] : [],
  );

  // What/How/Results: a bullet with a number shows a measurable result.
  const measured = bullets.filter((l) => /\d/.test(l.text));
  const whatHowResults = criterion(
    "whatHowResults",
    bullets.length ? measured.length / bullets.length : 0,
    `${measured.length} of ${bullets.length} bullets show a measurable result.`,
    measured.map((l) => ({ lineIndex: l.i, text: l.text, note: "Shows what you did, how, and a measurable result." })),
    bullets
      .filter((l) => !/\d/.test(l.text))
      .map((l) => ({ lineIndex: l.i, kind: "no-measurable-result", message: `Add a measurable result (a number, %, time saved) to “${l.text}”.` })),
  );

  const edu = all.filter((l) => l.kind === "education");
  const education = criterion(
    "education",
    edu.length ? 1 : 0,
    edu.length ? "Your education is listed with its level and field." : "No education found.",
    edu.map((l) => ({ lineIndex: l.i, text: l.text, note: "Names the qualification and institution." })),
    edu.length ? [] : [{ lineIndex: null, kind: "no-education", message: "Add your highest qualification with its level and field." }],
  );

  const long = bullets.filter((l) => words(l.text) > 16);
  const conciseLanguage = criterion(
    "conciseLanguage",
    bullets.length ? 1 - long.length / bullets.length : 1,
    long.length ? `${long.length} bullet(s) are longer than 16 words.` : "Your bullets are short and direct.",
    long.map((l) => ({ lineIndex: l.i, text: l.text, note: `${words(l.text)} words.` })),
    long.map((l) => ({ lineIndex: l.i, kind: "long-sentence", message: "Shorten this bullet to 16 words or fewer; start with a verb and cut filler." })),
  );

  const personal = all.filter((l) => PERSONAL.test(l.text));
  const personalInformation = criterion(
    "personalInformation",
    personal.length ? 0 : 1,
    personal.length ? "Your CV includes personal details employers should not ask for." : "No excess personal information.",
    personal.map((l) => ({ lineIndex: l.i, text: l.text, note: "Personal detail." })),
    personal.map((l) => ({ lineIndex: l.i, kind: "personal-information", message: "Remove personal details such as date of birth, marital status or religion." })),
  );

  const criteria = [relevance, experienceDepth, whatHowResults, education, conciseLanguage, personalInformation];
  return {
    total: Math.round(criteria.reduce((n, c) => n + c.points, 0)),
    roleId: role.id,
    criteria,
    lines: lines.map((l) => l.text),
  };
}

export type MockScore = ReturnType<typeof scoreLines>;

export function profileScore(p: MockProfile, roleId?: string | null): MockScore | null {
  const id = roleId ?? p.targetRoleId;
  return id ? scoreLines(profileLines(p), id) : null;
}

let seq = 0;
function record(p: MockProfile, source: CvSource, s: MockScore) {
  seq += 1;
  p.history.unshift({
    id: globalThis.crypto.randomUUID(),
    source,
    total: s.total,
    roleId: s.roleId,
    criteria: s.criteria.map((c) => ({ key: c.key, points: c.points })),
    createdAt: new Date(Date.now() + seq).toISOString(),
  });
}

/** After a profile change: saves a snapshot when the profile's score changed (as the server does). */
export function recordProfileScore(p: MockProfile): void {
  const s = profileScore(p);
  if (!s) return;
  const last = p.history.find((h) => h.source === "PROFILE");
  if (!last || last.total !== s.total || last.roleId !== s.roleId) record(p, "PROFILE", s);
}

export function scorePastedText(p: MockProfile, text: string, roleId: string): MockScore {
  if (text.length > 20000) throw badInput("The CV text is too long.", { text: "At most 20000 characters." });
  if (!careerRoles.some((r) => r.id === roleId)) throw badInput("Unknown career role.", { roleId: "Choose a career role." });
  const s = scoreLines(textLines(text), roleId);
  record(p, "TEXT", s);
  saveMockProfiles();
  return s;
}

export function badInput(message: string, fields: Record<string, string>): GraphQLError {
  return new GraphQLError(message, { extensions: { code: "BAD_USER_INPUT", fields } });
}
