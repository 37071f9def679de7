/**
 * The talent share of the mock schema: profile fields of User answered from the mock profile state (./profile.ts),
 * the profile mutations that change it (with BAD_USER_INPUT + extensions.fields like the server), the CV score, and
 * the tools, career roles and option lists.
 */
import type { Resolvers } from "../../../__generated__/mock-resolvers";
import type {
  Education,
  EducationInput,
  EmploymentStatus,
  UiLanguage,
  WorkExperience,
  WorkExperienceInput,
} from "../../../__generated__/schema-types";
import {
  badInput,
  notFound as notFoundOf,
  paginate,
  type MockDeps,
  type MockUser,
  type MockUserRef,
  type PageArgs,
} from "../../../mocks/common";
import { employerSideSees } from "../../jobs/mocks";
import {
  BIO_MAX,
  BULLETS_MAX,
  BULLET_MAX,
  GRADE_MAX,
  LOCATION_MAX,
  SKILLS_MAX,
  TITLE_MAX,
  UNIVERSITY_MAX,
} from "@server/talent/modules/profiles/rules/profile-limits";
import { TOOL_PAGE_SIZE } from "@server/talent/modules/vocabulary/rules/vocabulary";
import { CV_HISTORY_DEFAULT, CV_HISTORY_MAX } from "@server/talent/modules/cv/rules/history";
import { emailPreferencesOf, fromOptionalEmailEnum, settingsEntries } from "@server/talent/modules/profiles/rules/settings";
import {
  careerRoles,
  completionOf,
  profileOf,
  profileOptions,
  profileScore,
  recordProfileScore,
  saveMockProfiles,
  scorePastedText,
  tools,
  toolsByIds,
  type MockCareerRole,
  type MockProfile,
  type MockScore,
} from "./profile";

function scoreResult(s: MockScore) {
  // A suggestion about the CV as a whole has no line: null, as the server answers (not a mocked number).
  const criteria = s.criteria.map((c) => ({ ...c, suggestions: c.suggestions.map((x) => ({ ...x, lineIndex: x.lineIndex ?? null })) }));
  return { total: s.total, role: careerRoles.find((r) => r.id === s.roleId), criteria, lines: s.lines };
}

/* ---------- Validation (like the server: BAD_USER_INPUT with field paths) ---------- */

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const thisMonth = () => new Date().toISOString().slice(0, 7);

function httpUrl(value: string): URL | null {
  try {
    const u = new URL(value);
    return u.protocol === "https:" || u.protocol === "http:" ? u : null;
  } catch {
    return null;
  }
}

function checkText(fields: Record<string, string>, path: string, value: string | null | undefined, max: number, required = false) {
  const v = value?.trim() ?? "";
  if (required && !v) fields[path] = "This field is required.";
  else if (v.length > max) fields[path] = `At most ${max} characters.`;
}

function checkDates(fields: Record<string, string>, start: string, end: string | null | undefined) {
  if (!MONTH.test(start)) fields.start = "Use a month such as 2024-06.";
  else if (start > thisMonth()) fields.start = "The start month cannot be in the future.";
  if (end != null && end !== "") {
    if (!MONTH.test(end)) fields.end = "Use a month such as 2024-06.";
    else if (MONTH.test(start) && end < start) fields.end = "The end month cannot be before the start month.";
  }
}

function checkDescriptions(fields: Record<string, string>, descriptions: string[]) {
  if (descriptions.length > BULLETS_MAX) fields.descriptions = `At most ${BULLETS_MAX} lines.`;
  descriptions.forEach((d, i) => {
    if (d.length > BULLET_MAX) fields[`descriptions.${i}`] = `At most ${BULLET_MAX} characters.`;
  });
}

function fail(fields: Record<string, string>) {
  if (Object.keys(fields).length) throw badInput("Some fields need attention.", fields);
}

const clean = (s: string | null | undefined) => (s?.trim() ? s.trim() : null);

function experienceFrom(input: WorkExperienceInput, id: string): WorkExperience {
  const fields: Record<string, string> = {};
  checkText(fields, "jobTitle", input.jobTitle, TITLE_MAX, true);
  checkText(fields, "employerName", input.employerName, TITLE_MAX, true);
  checkDates(fields, input.start, input.end);
  checkDescriptions(fields, input.descriptions);
  fail(fields);
  return {
    id,
    jobTitle: input.jobTitle.trim(),
    employerName: input.employerName.trim(),
    start: input.start,
    end: clean(input.end),
    descriptions: input.descriptions.map((d) => d.trim()).filter(Boolean),
  };
}

function educationFrom(input: EducationInput, id: string): Education {
  const fields: Record<string, string> = {};
  checkText(fields, "university", input.university, UNIVERSITY_MAX, true);
  checkText(fields, "field", input.field, TITLE_MAX, true);
  checkText(fields, "grade", input.grade, GRADE_MAX);
  if (!profileOptions.educationLevels.includes(input.level)) fields.level = "Choose a level from the list.";
  checkDates(fields, input.start, input.end);
  checkDescriptions(fields, input.descriptions);
  fail(fields);
  return {
    id,
    university: input.university.trim(),
    level: input.level,
    field: input.field.trim(),
    start: input.start,
    end: clean(input.end),
    grade: clean(input.grade),
    descriptions: input.descriptions.map((d) => d.trim()).filter(Boolean),
  };
}

const byStartDesc = <T extends { start: string }>(list: T[]) => list.sort((a, b) => b.start.localeCompare(a.start));

/** As the server words a missing profile entry. */
const notFound = () => notFoundOf("Entry");

const UI_LANGUAGE_VALUE: Record<UiLanguage, string> = { en: "en", zh_Hant: "zh-Hant", zh_Hans: "zh-Hans" };

export function talentMockResolvers({ requireViewer, viewer }: MockDeps): Resolvers {
  const isOwn = (u: MockUserRef) => viewer()?.id === u.id;

  /** Runs a profile change for the viewer, records the score snapshot, and returns the viewer. */
  function mutate(change: (p: MockProfile) => void): MockUser {
    const user = requireViewer();
    const profile = profileOf(user.id);
    change(profile);
    recordProfileScore(profile);
    saveMockProfiles();
    return user;
  }

  return {
    Query: {
      tools: (_: unknown, args: PageArgs & { search?: string | null }) => paginate(tools, args, TOOL_PAGE_SIZE),
      careerRoles: () => careerRoles,
      careerRole: (_: unknown, { id }: { id: string }) => careerRoles.find((r) => r.id === id) ?? null,
      profileOptions: () => profileOptions,
      scoreCvText: (_: unknown, { text, roleId }: { text: string; roleId: string }) =>
        scoreResult(scorePastedText(profileOf(requireViewer().id), text, roleId)),
    },
    CareerRole: {
      skills: (r: MockCareerRole) => r.skills.map((s) => ({ tool: tools.find((t) => t.id === s.toolId), importance: s.importance })),
    },
    User: {
      avatarUrl: (u: MockUserRef) => profileOf(u.id).avatarUrl,
      about: (u: MockUserRef) => {
        const p = profileOf(u.id);
        return {
          bio: p.bio,
          employmentStatus: p.employmentStatus,
          languages: p.languages,
          workPermitLocations: p.workPermitLocations,
          skills: toolsByIds(p.skillIds),
          location: p.location,
          // As the server: no links at all is null, not an object of nulls.
          links: Object.values(p.links).some(Boolean) ? { ...p.links } : null,
        };
      },
      workExperiences: (u: MockUserRef) => byStartDesc([...profileOf(u.id).workExperiences]),
      educations: (u: MockUserRef) => byStartDesc([...profileOf(u.id).educations]),
      targetRole: (u: MockUserRef) => careerRoles.find((r) => r.id === profileOf(u.id).targetRoleId) ?? null,
      profileCompletion: (u: MockUserRef) =>
        isOwn(u) || viewer()?.roles.includes("TALENT_ADMIN") || employerSideSees(viewer(), u.id) ? completionOf(profileOf(u.id)) : null,
      cvScore: (u: MockUserRef, { roleId }: { roleId?: string | null }) => {
        // The employer side of an application: only against a given role (the job's career role).
        if (!isOwn(u) && !(roleId && employerSideSees(viewer(), u.id))) return null;
        const s = profileScore(profileOf(u.id), roleId);
        return s ? scoreResult(s) : null;
      },
      cvScoreHistory: (u: MockUserRef, { limit }: { limit?: number | null }) =>
        isOwn(u)
          ? profileOf(u.id)
              .history.slice(0, Math.min(limit ?? CV_HISTORY_DEFAULT, CV_HISTORY_MAX))
              .map((h) => ({ ...h, role: careerRoles.find((r) => r.id === h.roleId) }))
          : [],
      uiLanguage: (u: MockUserRef) => (isOwn(u) ? profileOf(u.id).uiLanguage : null),
      settings: (u: MockUserRef) => {
        if (!isOwn(u)) return [];
        const p = profileOf(u.id);
        return settingsEntries({ ...p, uiLanguage: p.uiLanguage ? UI_LANGUAGE_VALUE[p.uiLanguage] : null });
      },
      emailPreferences: (u: MockUserRef) => (isOwn(u) ? emailPreferencesOf(profileOf(u.id).emailSwitchedOff) : []),
    },
    Mutation: {
      updateProfileAbout: (_: unknown, { input }: { input: { bio?: string | null; languages: string[]; skillIds: string[] } }) =>
        mutate((p) => {
          const fields: Record<string, string> = {};
          checkText(fields, "bio", input.bio, BIO_MAX);
          input.languages.forEach((l, i) => {
            if (!profileOptions.languages.includes(l)) fields[`languages.${i}`] = `Unknown language “${l}”.`;
          });
          if (input.skillIds.length > SKILLS_MAX) fields.skillIds = `At most ${SKILLS_MAX} skills.`;
          input.skillIds.forEach((id, i) => {
            if (!tools.some((t) => t.id === id)) fields[`skillIds.${i}`] = `Unknown skill “${id}”.`;
          });
          fail(fields);
          p.bio = clean(input.bio);
          p.languages = [...new Set(input.languages)];
          p.skillIds = [...new Set(input.skillIds)];
        }),
      updateProfileContact: (
        _: unknown,
        { input }: { input: Partial<Record<"location" | "linkedin" | "github" | "portfolio" | "website", string | null>> },
      ) =>
        mutate((p) => {
          const fields: Record<string, string> = {};
          checkText(fields, "location", input.location, LOCATION_MAX);
          for (const key of ["linkedin", "github", "portfolio", "website"] as const) {
            const v = clean(input[key]);
            if (!v) continue;
            const u = httpUrl(v);
            if (!u) fields[key] = "Enter a full URL starting with https://.";
            else if (key === "linkedin" && !/(^|\.)linkedin\.com$/i.test(u.hostname))
              fields[key] = "Enter a LinkedIn URL (https://www.linkedin.com/in/…).";
            else if (key === "github" && !/(^|\.)github\.com$/i.test(u.hostname))
              fields[key] = "Enter a GitHub URL (https://github.com/…).";
          }
          fail(fields);
          p.location = clean(input.location);
          p.links = {
            linkedin: clean(input.linkedin),
            github: clean(input.github),
            portfolio: clean(input.portfolio),
            website: clean(input.website),
          };
        }),
      updateJobSettings: (
        _: unknown,
        { input }: { input: { employmentStatus?: EmploymentStatus | null; workPermitLocations: string[] } },
      ) =>
        mutate((p) => {
          const fields: Record<string, string> = {};
          input.workPermitLocations.forEach((c, i) => {
            if (!profileOptions.countries.includes(c)) fields[`workPermitLocations.${i}`] = `Unknown country “${c}”.`;
          });
          fail(fields);
          p.employmentStatus = input.employmentStatus ?? null;
          p.workPermitLocations = [...new Set(input.workPermitLocations)];
        }),
      addWorkExperience: (_: unknown, { input }: { input: WorkExperienceInput }) =>
        mutate((p) => {
          p.workExperiences.push(experienceFrom(input, globalThis.crypto.randomUUID()));
        }),
      updateWorkExperience: (_: unknown, { id, input }: { id: string; input: WorkExperienceInput }) =>
        mutate((p) => {
          const i = p.workExperiences.findIndex((w) => w.id === id);
          if (i < 0) throw notFound();
          p.workExperiences[i] = experienceFrom(input, id);
        }),
      removeWorkExperience: (_: unknown, { id }: { id: string }) =>
        mutate((p) => {
          if (!p.workExperiences.some((w) => w.id === id)) throw notFound();
          p.workExperiences = p.workExperiences.filter((w) => w.id !== id);
        }),
      addEducation: (_: unknown, { input }: { input: EducationInput }) =>
        mutate((p) => {
          p.educations.push(educationFrom(input, globalThis.crypto.randomUUID()));
        }),
      updateEducation: (_: unknown, { id, input }: { id: string; input: EducationInput }) =>
        mutate((p) => {
          const i = p.educations.findIndex((e) => e.id === id);
          if (i < 0) throw notFound();
          p.educations[i] = educationFrom(input, id);
        }),
      removeEducation: (_: unknown, { id }: { id: string }) =>
        mutate((p) => {
          if (!p.educations.some((e) => e.id === id)) throw notFound();
          p.educations = p.educations.filter((e) => e.id !== id);
        }),
      setTargetRole: (_: unknown, { roleId }: { roleId: string }) =>
        mutate((p) => {
          if (!careerRoles.some((r) => r.id === roleId)) throw badInput("Unknown career role.", { roleId: "Choose a career role." });
          p.targetRoleId = roleId;
        }),
      setUiLanguage: (_: unknown, { language }: { language: UiLanguage }) =>
        mutate((p) => {
          p.uiLanguage = language;
        }),
      setEmailPreference: (_: unknown, { email, enabled }: { email: string; enabled: boolean }) =>
        mutate((p) => {
          const kind = fromOptionalEmailEnum(email);
          if (!kind) throw badInput("Unknown optional email.", { email: "Unknown optional email." });
          p.emailSwitchedOff = p.emailSwitchedOff.filter((k) => k !== kind).concat(enabled ? [] : [kind]);
        }),
      uploadAvatar: (_: unknown, { input }: { input: { contentType: string; dataBase64: string } }) =>
        mutate((p) => {
          if (!["image/png", "image/jpeg", "image/webp"].includes(input.contentType)) {
            throw badInput("Unsupported image type.", { contentType: "Upload a PNG, JPEG or WebP image." });
          }
          if (Math.floor((input.dataBase64.length * 3) / 4) > 2 * 1024 * 1024) {
            throw badInput("The image is too large.", { dataBase64: "The image must be at most 2 MiB." });
          }
          p.avatarUrl = `data:${input.contentType};base64,${input.dataBase64}`;
        }),
      removeAvatar: () =>
        mutate((p) => {
          p.avatarUrl = null;
        }),
    },
  };
}
