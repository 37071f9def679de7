/**
 * The real composed API schema (schema/api.graphql) made executable with believable fixtures: list, viewer and
 * profile fields are answered from fixtures and the mock profile state (./profile.ts), which the profile mutations
 * change (with BAD_USER_INPUT + extensions.fields like the server); any other field any operation asks for is filled
 * by @graphql-tools/mock.
 */
import { makeExecutableSchema } from "@graphql-tools/schema";
import { addMocksToSchema } from "@graphql-tools/mock";
import { GraphQLError } from "graphql";
import typeDefs from "../../../schema/api.graphql?raw";
import { courses, memberNavigation, visitorNavigation, type MockAccount } from "./fixtures";
import {
  badInput,
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
  type MockEducation,
  type MockExperience,
  type MockProfile,
  type MockScore,
} from "./profile";
import { allAccounts, currentAccount } from "./session";
import {
  courseById,
  courseCategories,
  courseProviders,
  courseResolvers,
  coursesForRole,
  filterCourses,
  isaQuote,
  programmeCourseLists,
  upfrontQuote,
  withdrawalQuote,
  type CourseFilterArgs,
} from "./catalogue";
import {
  accessFor,
  cancelOrder,
  confirmOrder,
  enrolmentOptions,
  financingResolvers,
  optionById,
  optionObject,
  optionsForCourse,
  orderObject,
  placeOrder,
} from "./enrolment";
import type { EmploymentStatus, UiLanguage } from "../__generated__/schema-types";
import { courseAdminCourseFields, courseAdminResolvers, mockCourseFeatured, mockCourseListed } from "./course-admin";
import { programmeResolvers } from "./programmes";
import { classroomResolvers } from "./classroom";
import { jobsResolvers } from "./jobs";
import { countJobApplications, employerSideSees, jobApplicationResolvers } from "./job-applications";
import { jobPostingResolvers } from "./job-postings";
import { employerResolvers } from "./employers";
import { forumResolvers } from "./forum";
import { forumNotificationResolvers } from "./forum-notifications";
import { forumClassResolvers } from "./forum-classes";
import { forumModerationResolvers } from "./forum-moderation";
import { withOutages } from "./outage";

interface PageArgs {
  page?: number | null;
  pageSize?: number | null;
  search?: string | null;
}

function pageOf<T>(filtered: readonly T[], args: PageArgs, defaultSize: number) {
  const pageSize = Math.min(Math.max(args.pageSize ?? defaultSize, 1), 100);
  const page = Math.max(args.page ?? 1, 1);
  const totalCount = filtered.length;
  const totalPages = Math.ceil(totalCount / pageSize);
  return {
    items: filtered.slice((page - 1) * pageSize, page * pageSize),
    pageInfo: { page, pageSize, totalCount, totalPages, hasNextPage: page < totalPages, hasPreviousPage: page > 1 },
  };
}

function paginate<T extends { title: string }>(all: readonly T[], args: PageArgs, defaultSize: number) {
  const needle = args.search?.trim().toLowerCase();
  return pageOf(needle ? all.filter((x) => x.title.toLowerCase().includes(needle)) : all, args, defaultSize);
}

/** A User object for an account; the profile fields are resolved from the mock profile state (User resolvers). */
function userOf(a: Pick<MockAccount, "id" | "firstName" | "lastName" | "email" | "roles">) {
  return {
    id: a.id,
    firstName: a.firstName,
    lastName: a.lastName,
    displayName: `${a.firstName} ${a.lastName}`,
    email: a.email,
    roles: a.roles,
    navigation: memberNavigation,
  };
}
type MockUser = ReturnType<typeof userOf>;

function viewer() {
  const a = currentAccount();
  return a ? userOf(a) : null;
}

/** Sample people for the talent-admin search, besides the accounts. */
const samplePeople = [
  ["Chan", "Tai Man"],
  ["Wong", "Ka Yan"],
  ["Lim", "Wei Ling"],
  ["Tan", "Kok Wai"],
  ["Siti", "Aminah"],
  ["Leung", "Chi Ho"],
  ["Ng", "Mei Ling"],
  ["Ho", "Wing Sze"],
  ["Kumar", "Priya"],
  ["Cheung", "Man Kit"],
].map(([lastName, firstName], i) => ({
  id: `3f0e2a55-0000-4c1d-9a7b-${String(i + 1).padStart(12, "0")}`,
  firstName: firstName!,
  lastName: lastName!,
  email: `${firstName!.toLowerCase().replace(/\s+/g, ".")}.${lastName!.toLowerCase()}@example.com`,
  roles: ["STUDENT" as const],
}));

function requireViewer(): { user: MockUser; profile: MockProfile } {
  const a = currentAccount();
  if (!a) throw new GraphQLError("You need to log in to do this.", { extensions: { code: "UNAUTHENTICATED" } });
  return { user: userOf(a), profile: profileOf(a.id) };
}

const isOwn = (u: MockUser) => currentAccount()?.id === u.id;

function requireCourseAdmin(): MockUser {
  const { user } = requireViewer();
  if (!user.roles.includes("COURSE_ADMIN")) {
    throw new GraphQLError("You are not allowed to do this.", { extensions: { code: "FORBIDDEN" } });
  }
  return user;
}

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
  if (descriptions.length > 12) fields.descriptions = "At most 12 lines.";
  descriptions.forEach((d, i) => {
    if (d.length > 500) fields[`descriptions.${i}`] = "At most 500 characters.";
  });
}

function fail(fields: Record<string, string>) {
  if (Object.keys(fields).length) throw badInput("Some fields need attention.", fields);
}

const clean = (s: string | null | undefined) => (s?.trim() ? s.trim() : null);

interface ExperienceInput {
  jobTitle: string;
  employerName: string;
  start: string;
  end?: string | null;
  descriptions: string[];
}
interface EducationInput {
  university: string;
  level: string;
  field: string;
  start: string;
  end?: string | null;
  grade?: string | null;
  descriptions: string[];
}

function experienceFrom(input: ExperienceInput, id: string): MockExperience {
  const fields: Record<string, string> = {};
  checkText(fields, "jobTitle", input.jobTitle, 120, true);
  checkText(fields, "employerName", input.employerName, 120, true);
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

function educationFrom(input: EducationInput, id: string): MockEducation {
  const fields: Record<string, string> = {};
  checkText(fields, "university", input.university, 160, true);
  checkText(fields, "field", input.field, 120, true);
  checkText(fields, "grade", input.grade, 60);
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

/** Runs a profile change for the viewer, records the score snapshot, and returns the viewer. */
function mutate(change: (p: MockProfile) => void): MockUser {
  const { user, profile } = requireViewer();
  change(profile);
  recordProfileScore(profile);
  saveMockProfiles();
  return user;
}

function notFound(): GraphQLError {
  return new GraphQLError("Entry not found.", { extensions: { code: "NOT_FOUND" } });
}

const UI_LANGUAGE_VALUE: Record<UiLanguage, string> = { en: "en", zh_Hant: "zh-Hant", zh_Hans: "zh-Hans" };

const words = ["Cloud", "Data", "Design", "Career", "Python", "Interview", "Portfolio", "Mentor"];
let counter = 0;

/** ISA, income reports, statements and withdrawals (./enrolment.ts), with this schema's guards. */
const financing = financingResolvers({
  requireViewer: () => requireViewer().user,
  requireCourseAdmin,
  viewer: () => currentAccount() ?? null,
  pageOf,
});

/** Course admin editing (./course-admin.ts), with this schema's guard. */
const courseAdmin = courseAdminResolvers(requireCourseAdmin);

/** A User object for a person (an account or one of the sample people), else a bare reference. */
const userById = (id: string) => {
  const a = allAccounts().find((x) => x.id === id) ?? samplePeople.find((x) => x.id === id);
  return a ? userOf(a) : { id };
};

/** Programmes, registration forms and applications (./programmes.ts), with this schema's guards. */
const programmeApi = programmeResolvers({
  requireViewer: () => requireViewer().user,
  requireCourseAdmin,
  userById,
  pageOf,
});

/** Classes, lessons, progress, grading, tutorials and certificates (./classroom.ts), with this schema's guards. */
const classroomApi = classroomResolvers({
  requireViewer: () => requireViewer().user,
  requireCourseAdmin,
  userById,
  pageOf,
});

/** Jobs, campaigns, employers and companies (./jobs.ts). */
const jobsApi = jobsResolvers({ pageOf, careerRoles, countApplications: countJobApplications });

/** What the modules acting for the logged-in person get (./job-applications.ts, ./employers.ts): this schema's guards. */
const viewerDeps = {
  requireViewer: () => requireViewer().user,
  viewer: () => currentAccount() ?? null,
  userById,
  pageOf,
};

/** Saved jobs and job applications (./job-applications.ts), with this schema's guards. */
const jobApplicationApi = jobApplicationResolvers(viewerDeps);

/** Posting and editing jobs, the job form's options and campaigns admin (./job-postings.ts). */
const jobPostingApi = jobPostingResolvers({ requireViewer: () => requireViewer().user, careerRoles });

/** Company representatives' requests, their approval and employer editing (./employers.ts), with this schema's guards. */
const employerApi = employerResolvers(viewerDeps);

/** The forum: tags, posts, comments, votes, bookmarks, history and search (./forum.ts), with this schema's guards. */
const forumApi = forumResolvers(viewerDeps);
/** Forum notifications: the list, the unread count and read marks (./forum-notifications.ts). */
const forumNotificationApi = forumNotificationResolvers(viewerDeps);
/** Class forums: the forum of each class, its tabs and people, and posting there (./forum-classes.ts). */
const forumClassApi = forumClassResolvers(viewerDeps);
/** Moderation and reports: pin, hide, report, review, the forum admin pages' lists (./forum-moderation.ts). */
const forumModerationApi = forumModerationResolvers(viewerDeps);

const resolvers = {
  Query: {
    ...forumApi.Query,
    ...forumNotificationApi.Query,
    ...forumClassApi.Query,
    ...forumModerationApi.Query,
    ...jobPostingApi.Query,
    ...jobsApi.Query,
    ...jobApplicationApi.Query,
    ...employerApi.Query,
    ...financing.Query,
    ...classroomApi.Query,
    ...courseAdmin.Query,
    ...programmeApi.Query,
    courses: (_: unknown, args: PageArgs & { filter?: CourseFilterArgs | null }) =>
      paginate(filterCourses(courses.filter(mockCourseListed), args.filter), args, 12),
    course: (_: unknown, { id }: { id: string }) => {
      const c = courseById(id);
      return c && (!c.hidden || currentAccount()?.roles.includes("COURSE_ADMIN")) ? c : null;
    },
    featuredCourses: () => courses.filter(mockCourseFeatured),
    courseCategories: () => courseCategories,
    courseProviders: () => courseProviders,
    programmeCourseLists: () =>
      programmeCourseLists.map((p) => ({ code: p.code, title: p.title, courses: p.courseIds.map(courseById).filter(Boolean) })),
    programmeCourseList: (_: unknown, { code }: { code: string }) => {
      const p = programmeCourseLists.find((x) => x.code === code);
      return p ? { code: p.code, title: p.title, courses: p.courseIds.map(courseById).filter(Boolean) } : null;
    },
    isaQuote: (_: unknown, { input }: { input: unknown }) => isaQuote(input),
    upfrontQuote: (_: unknown, { price }: { price: unknown }) => upfrontQuote(price),
    withdrawalQuote: (_: unknown, args: unknown) => withdrawalQuote(args),
    tools: (_: unknown, args: PageArgs) => paginate(tools, args, 20),
    viewer,
    user: (_: unknown, { id }: { id: string }) => {
      const a = allAccounts().find((x) => x.id === id) ?? samplePeople.find((x) => x.id === id);
      return a ? userOf(a) : null;
    },
    visitorNavigation: () => visitorNavigation,
    careerRoles: () => careerRoles,
    careerRole: (_: unknown, { id }: { id: string }) => careerRoles.find((r) => r.id === id) ?? null,
    profileOptions: () => profileOptions,
    people: (_: unknown, args: PageArgs & { search: string }) => {
      const { user } = requireViewer();
      // Talent admins, and course admins who manage class membership (as the server).
      if (!user.roles.includes("TALENT_ADMIN") && !user.roles.includes("COURSE_ADMIN")) {
        throw new GraphQLError("You are not allowed to do this.", { extensions: { code: "FORBIDDEN" } });
      }
      const needle = args.search.trim().toLowerCase();
      if (!needle) return pageOf([], args, 8);
      const everyone = [...allAccounts(), ...samplePeople]
        .filter((p) => [p.firstName, p.lastName, `${p.firstName} ${p.lastName}`, p.email].some((s) => s.toLowerCase().includes(needle)))
        .sort((a, b) => `${a.firstName} ${a.lastName}`.localeCompare(`${b.firstName} ${b.lastName}`));
      return pageOf(everyone.map(userOf), args, 8);
    },
    enrolmentOptions: () => enrolmentOptions.map(optionObject),
    enrolmentOption: (_: unknown, { id }: { id: string }) => {
      const o = optionById(id);
      return o ? optionObject(o) : null;
    },
    myCourseAccess: () => accessFor(requireViewer().user.id),
    scoreCvText: (_: unknown, { text, roleId }: { text: string; roleId: string }) => {
      const { profile } = requireViewer();
      return scoreResult(scorePastedText(profile, text, roleId));
    },
  },
  Course: {
    ...courseResolvers,
    ...courseAdminCourseFields,
    enrolmentOptions: (c: { id: string }) => optionsForCourse(c.id).map(optionObject),
    viewerAccess: (c: { id: string }) => {
      const a = currentAccount();
      return a ? (accessFor(a.id, c.id)[0] ?? null) : null;
    },
  },
  Programme: programmeApi.Programme,
  CourseAccess: classroomApi.CourseAccess,
  Class: classroomApi.Class,
  ClassMember: classroomApi.ClassMember,
  ClassProgress: classroomApi.ClassProgress,
  Lesson: classroomApi.Lesson,
  LessonSubmission: classroomApi.LessonSubmission,
  LiveTutorial: classroomApi.LiveTutorial,
  Certificate: classroomApi.Certificate,
  Badge: classroomApi.Badge,
  ProgrammeApplication: programmeApi.ProgrammeApplication,
  PriorLearningCredit: programmeApi.PriorLearningCredit,
  Order: {
    buyer: (o: { buyerId: string }) => {
      const a = allAccounts().find((x) => x.id === o.buyerId);
      return a ? userOf(a) : { id: o.buyerId };
    },
  },
  CourseCategory: {
    courses: (cat: { id: string }) => courses.filter((c) => c.category?.id === cat.id),
  },
  Job: { ...jobsApi.Job, ...jobApplicationApi.Job },
  JobApplication: jobApplicationApi.JobApplication,
  Employer: { ...jobsApi.Employer, ...employerApi.Employer },
  EmployerRepresentative: employerApi.EmployerRepresentative,
  Campaign: jobsApi.Campaign,
  CareerRole: {
    ...jobsApi.CareerRole,
    courses: (r: { id: string }) => coursesForRole(r.id),
    skills: (r: (typeof careerRoles)[number]) =>
      r.skills.map((s) => ({ tool: tools.find((t) => t.id === s.toolId), importance: s.importance })),
  },
  ForumCategory: forumApi.ForumCategory,
  ForumTag: forumApi.ForumTag,
  ForumPost: { ...forumApi.ForumPost, ...forumClassApi.ForumPost, ...forumModerationApi.ForumPost },
  ForumClass: forumClassApi.ForumClass,
  ForumComment: { ...forumApi.ForumComment, ...forumModerationApi.ForumComment },
  ForumNotification: { ...forumNotificationApi.ForumNotification, ...forumModerationApi.ForumNotification },
  ForumReport: forumModerationApi.ForumReport,
  User: {
    ...forumApi.User,
    avatarUrl: (u: MockUser) => profileOf(u.id).avatarUrl,
    about: (u: MockUser) => {
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
    workExperiences: (u: MockUser) => byStartDesc([...profileOf(u.id).workExperiences]),
    educations: (u: MockUser) => byStartDesc([...profileOf(u.id).educations]),
    targetRole: (u: MockUser) => careerRoles.find((r) => r.id === profileOf(u.id).targetRoleId) ?? null,
    profileCompletion: (u: MockUser) =>
      isOwn(u) || currentAccount()?.roles.includes("TALENT_ADMIN") || employerSideSees(currentAccount(), u.id)
        ? completionOf(profileOf(u.id))
        : null,
    cvScore: (u: MockUser, { roleId }: { roleId?: string | null }) => {
      // The employer side of an application: only against a given role (the job's career role).
      if (!isOwn(u) && !(roleId && employerSideSees(currentAccount(), u.id))) return null;
      const s = profileScore(profileOf(u.id), roleId);
      return s ? scoreResult(s) : null;
    },
    cvScoreHistory: (u: MockUser, { limit }: { limit?: number | null }) =>
      isOwn(u)
        ? profileOf(u.id)
            .history.slice(0, Math.min(limit ?? 20, 100))
            .map((h) => ({ ...h, role: careerRoles.find((r) => r.id === h.roleId) }))
        : [],
    uiLanguage: (u: MockUser) => (isOwn(u) ? profileOf(u.id).uiLanguage : null),
    settings: (u: MockUser) => {
      if (!isOwn(u)) return [];
      const p = profileOf(u.id);
      return [
        { path: "/settings#settings-job", id: "employment-status", type: "enum", value: p.employmentStatus },
        { path: "/settings#settings-job", id: "work-permit-locations", type: "enum-list", value: p.workPermitLocations.join(",") || null },
        {
          path: "/settings#settings-language",
          id: "ui-language",
          type: "enum",
          value: p.uiLanguage ? UI_LANGUAGE_VALUE[p.uiLanguage] : null,
        },
      ];
    },
  },
  Mutation: {
    ...forumApi.Mutation,
    ...forumNotificationApi.Mutation,
    ...forumClassApi.Mutation,
    ...forumModerationApi.Mutation,
    ...financing.Mutation,
    ...courseAdmin.Mutation,
    ...programmeApi.Mutation,
    ...jobApplicationApi.Mutation,
    ...jobPostingApi.Mutation,
    ...employerApi.Mutation,
    ...classroomApi.Mutation,
    updateProfileAbout: (_: unknown, { input }: { input: { bio?: string | null; languages: string[]; skillIds: string[] } }) =>
      mutate((p) => {
        const fields: Record<string, string> = {};
        checkText(fields, "bio", input.bio, 2000);
        input.languages.forEach((l, i) => {
          if (!profileOptions.languages.includes(l)) fields[`languages.${i}`] = `Unknown language “${l}”.`;
        });
        if (input.skillIds.length > 50) fields.skillIds = "At most 50 skills.";
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
        checkText(fields, "location", input.location, 120);
        for (const key of ["linkedin", "github", "portfolio", "website"] as const) {
          const v = clean(input[key]);
          if (!v) continue;
          const u = httpUrl(v);
          if (!u) fields[key] = "Enter a full URL starting with https://.";
          else if (key === "linkedin" && !/(^|\.)linkedin\.com$/i.test(u.hostname))
            fields[key] = "Enter a LinkedIn URL (https://www.linkedin.com/in/…).";
          else if (key === "github" && !/(^|\.)github\.com$/i.test(u.hostname)) fields[key] = "Enter a GitHub URL (https://github.com/…).";
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
    updateJobSettings: (_: unknown, { input }: { input: { employmentStatus?: EmploymentStatus | null; workPermitLocations: string[] } }) =>
      mutate((p) => {
        const fields: Record<string, string> = {};
        input.workPermitLocations.forEach((c, i) => {
          if (!profileOptions.countries.includes(c)) fields[`workPermitLocations.${i}`] = `Unknown country “${c}”.`;
        });
        fail(fields);
        p.employmentStatus = input.employmentStatus ?? null;
        p.workPermitLocations = [...new Set(input.workPermitLocations)];
      }),
    addWorkExperience: (_: unknown, { input }: { input: ExperienceInput }) =>
      mutate((p) => {
        p.workExperiences.push(experienceFrom(input, globalThis.crypto.randomUUID()));
      }),
    updateWorkExperience: (_: unknown, { id, input }: { id: string; input: ExperienceInput }) =>
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
    placeOrder: (_: unknown, { input }: { input: { optionId: string; courseId: string; paymentPlan: string; country?: string | null } }) =>
      orderObject(placeOrder(requireViewer().user.id, input, profileOptions.countries)),
    cancelOrder: (_: unknown, { id }: { id: string }) => orderObject(cancelOrder(id, requireViewer().user.id)),
    confirmOrderPayment: (_: unknown, { id }: { id: string }) => {
      requireCourseAdmin();
      return orderObject(confirmOrder(id));
    },
    rejectOrder: (_: unknown, { id }: { id: string }) => {
      requireCourseAdmin();
      return orderObject(cancelOrder(id));
    },
    removeAvatar: () =>
      mutate((p) => {
        p.avatarUrl = null;
      }),
  },
};

/** With outages: a subgraph switched off (./outage.ts) fails the fields it resolves, as the router serves it. */
export const mockSchema = withOutages(
  addMocksToSchema<typeof resolvers>({
    schema: makeExecutableSchema({ typeDefs }),
    mocks: {
      String: () => `${words[counter++ % words.length]} sample`,
      Int: () => 3,
    },
    resolvers,
  }),
);
