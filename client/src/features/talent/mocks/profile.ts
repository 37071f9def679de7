/**
 * The mock backend's talent profiles (one per account), with profile completion and the CV score computed by the
 * server's rules (the talent modules' rules/) over the server's seeded tools vocabulary and career roles.
 * Mutations in ./resolvers.ts change this state; `resetMockProfiles()` restores it.
 */
import type {
  CvCriterionKey,
  CvSource,
  Education,
  EmploymentStatus,
  Tool,
  UiLanguage,
  WorkExperience,
} from "../../../__generated__/schema-types";
import { profileCompletion } from "@server/talent/modules/profiles/rules/completion";
import { badInput } from "../../../mocks/common";
import { demoAccount } from "../../../mocks/fixtures";
import { CAREER_ROLE_SEED, ROLE_SKILL_SEED, TOOL_SEED } from "@server/talent/modules/vocabulary/seed-data";
import { DEMO_STUDENT_PROFILE, demoStudentEducation, demoStudentExperience } from "@server/talent/modules/profiles/seed-data";
import { COUNTRIES, EDUCATION_LEVELS, PROFILE_LANGUAGES } from "@server/shared/options";
import {
  CV_TEXT_MAX,
  parseCvText,
  profileToCv,
  scoreCv,
  targetRoleOf,
  type CvDocument,
  type TargetRole,
} from "@server/talent/modules/cv/rules/index.js";

/** The server's tools and skills vocabulary, as seeded: skill titles are what the CV score looks for. */
/** A tool as the mocks hold it: its own fields (what other subgraphs add, such as its courses, resolves separately). */
export type MockTool = Pick<Tool, "id" | "title" | "skill">;
export const tools: MockTool[] = TOOL_SEED.map((t) => ({ id: t.id, title: t.title, skill: t.skill ?? true }));

const toolById = new Map(tools.map((t) => [t.id, t]));

export interface MockCareerRole {
  id: string;
  title: string;
  skills: { toolId: string; importance: "CORE" | "NICE_TO_HAVE" }[];
}

/**
 * The career roles the server seeds, in the SPEC's order, each with its skill set in the seed's order (the skill sets
 * decide CV scores). Course and job fixtures refer to these ids.
 */
export const careerRoles: MockCareerRole[] = [...CAREER_ROLE_SEED]
  .sort((a, b) => a.position - b.position)
  .map((r) => ({
    id: r.id,
    title: r.title,
    skills: ROLE_SKILL_SEED.filter((s) => s.roleId === r.id)
      .sort((a, b) => a.position - b.position)
      .map((s) => ({ toolId: s.toolId, importance: s.importance })),
  }));

/** The server's lists (subgraphs/shared/options.ts): the client only shows what profileOptions serves. */
export const profileOptions = {
  languages: [...PROFILE_LANGUAGES] as string[],
  countries: [...COUNTRIES] as string[],
  educationLevels: [...EDUCATION_LEVELS] as string[],
};

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
  workExperiences: WorkExperience[];
  educations: Education[];
  targetRoleId: string | null;
  uiLanguage: UiLanguage | null;
  /** Optional emails switched off (mail kinds, as the server stores them). */
  emailSwitchedOff: string[];
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
    emailSwitchedOff: [],
    avatarUrl: null,
    history: [],
  };
}

/**
 * Mei (the demo learner): the server's seeded demo student profile (seven of nine checks met, location and LinkedIn
 * to do), so mock mode shows the same world; her months count back from today, as on a server seeded today.
 */
function meiProfile(): MockProfile {
  const now = new Date();
  const { startMonth: wStart, endMonth: wEnd, ...work } = demoStudentExperience(now);
  const { startMonth: eStart, endMonth: eEnd, ...education } = demoStudentEducation(now);
  return {
    ...emptyProfile(),
    ...DEMO_STUDENT_PROFILE,
    languages: [...DEMO_STUDENT_PROFILE.languages],
    workPermitLocations: [...DEMO_STUDENT_PROFILE.workPermitLocations],
    skillIds: [...DEMO_STUDENT_PROFILE.skillIds],
    workExperiences: [{ ...work, start: wStart, end: wEnd, descriptions: [...work.descriptions] }],
    educations: [{ ...education, start: eStart, end: eEnd, descriptions: [...education.descriptions] }],
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
    // A copy saved by an older mock may lack newer fields: they take their defaults.
    for (const [id, p] of stored) profiles.set(id, { ...p, emailSwitchedOff: p.emailSwitchedOff ?? [] });
  } catch {
    /* ignore a damaged copy */
  }
}
/** Account id → profile factory for the demo accounts; anyone else (sign-ups) starts empty. */
const initialProfiles: Record<string, () => MockProfile> = {
  [demoAccount("student").id]: meiProfile,
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

/* ---------- CV score: the server's parser and scorer (SPEC §9) against the seeded roles ---------- */

function targetRole(roleId: string): TargetRole {
  const role = careerRoles.find((r) => r.id === roleId) ?? careerRoles[0]!;
  return targetRoleOf(
    role,
    role.skills.map((s) => ({ toolId: s.toolId, title: toolById.get(s.toolId)?.title ?? s.toolId, importance: s.importance })),
  );
}

/** A document scored as the API returns it. */
function scoreDocument(doc: CvDocument, roleId: string) {
  const role = targetRole(roleId);
  const score = scoreCv(doc, role, new Date());
  return { total: score.total, roleId: role.id, criteria: score.criteria, lines: doc.lines.map((l) => l.text) };
}

function profileDocument(p: MockProfile): CvDocument {
  return profileToCv({
    about: { bio: p.bio },
    workExperiences: p.workExperiences.map((w) => ({
      jobTitle: w.jobTitle,
      employerName: w.employerName,
      start: w.start,
      end: w.end,
      descriptions: w.descriptions,
    })),
    educations: p.educations.map((e) => ({
      university: e.university,
      level: e.level,
      field: e.field,
      start: e.start,
      end: e.end,
      grade: e.grade,
      descriptions: e.descriptions,
    })),
    skills: toolsByIds(p.skillIds).map((t) => t.title),
  });
}

export type MockScore = ReturnType<typeof scoreDocument>;

export function profileScore(p: MockProfile, roleId?: string | null): MockScore | null {
  const id = roleId ?? p.targetRoleId;
  return id ? scoreDocument(profileDocument(p), id) : null;
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
  if (!text.trim()) throw badInput("Paste your CV first.", { text: "Paste your CV first." });
  if (text.trim().length > CV_TEXT_MAX)
    throw badInput(`At most ${CV_TEXT_MAX} characters.`, { text: `At most ${CV_TEXT_MAX} characters.` });
  if (!careerRoles.some((r) => r.id === roleId)) throw badInput("Unknown career role.", { roleId: "Unknown career role." });
  const s = scoreDocument(parseCvText(text), roleId);
  record(p, "TEXT", s);
  saveMockProfiles();
  return s;
}
