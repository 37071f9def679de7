/**
 * Mock programmes, registration forms and applications (SPEC §3 Program and registration form option lists, §5
 * admission policy and selection). The programmes and their forms are the server's seed rows
 * (subgraphs/courses/modules/programmes/seed-data.ts); the mock follows the server's rules (its rules/registration.ts and
 * applications.ts): every answer is checked against its field (format, the served option lists, the day list of the
 * chosen month with February 29, English bands at least B1) with BAD_USER_INPUT per field name; a closed programme is
 * refused on `programmeId`; one active application per programme and person (CONFLICT); the pipeline SUBMITTED →
 * ONLINE_ASSESSMENT → INTERVIEW → OFFERED moved one step at a time by a course admin (or REJECTED from any open stage),
 * OFFERED → ACCEPTED and WITHDRAWN (from an open stage) by the applicant; information sessions have no selection.
 * Every change is dated in the history. Admission prerequisites (SPEC §5, rules/admission.ts): a
 * programme teaching certified-associate courses and no lower level requires M1 completion — a valid M1 certificate
 * (the classroom mocks) or a course admin's credit for prior learning — before applying (CONFLICT on `programmeId`);
 * course admins change a programme's settings (updateProgramme) and grant or withdraw credits. In the browser the
 * applications survive reloads (sessionStorage); tests call `resetMockProgrammes()` (through resetMockBackend).
 */
import type { Resolvers } from "../../../__generated__/mock-resolvers";
import { GraphQLError } from "graphql";
import { courseById } from "../../catalogue/mocks";
import { hasValidM1Certificate } from "../../classroom/mocks";
import { followProgramme } from "../../enrolment/mocks";
import { badInput, present, type MockDeps } from "../../../mocks/common";
import type { ApplicationStatus, ProgrammeKind, RegistrationField, RegistrationForm } from "../../../__generated__/schema-types";
import { currentAccount } from "../../../mocks/session";
import {
  CEFR_LEVELS,
  ENGLISH_SCORE_BANDS,
  ENGLISH_TESTS,
  REGISTRATION_OPTION_LISTS,
  type CefrLevel,
  type EnglishTest,
} from "@server/shared/options";
import { PROGRAMMES, REGISTRATION_FORMS, demoProgrammeApplications } from "@server/courses/modules/programmes/seed-data";
import { demoAccounts } from "../../../mocks/fixtures";
import {
  applicationClosedReason,
  applicationsCloseAt,
  cohortEndsOn,
  type ApplicationClosedReason,
} from "@server/courses/modules/programmes/rules/programmes";
import {
  PRIOR_LEARNING_PAGE_SIZE,
  REASON_MAX,
  requiresM1Completion as sectionsRequireM1,
} from "@server/courses/modules/programmes/rules/admission";
import {
  APPLICATION_NOTE_MAX,
  APPLICATION_PAGE_SIZE,
  MY_APPLICATION_PAGE_SIZE,
} from "@server/courses/modules/programmes/rules/applications";
import { REGISTRATION_TEXT_MAX } from "@server/courses/modules/programmes/rules/registration-limits";

/* ---------- Option lists: the server's own (subgraphs/shared/options.ts), so the mock cannot drift from them ---------- */

const meetsPolicy = (cefr: CefrLevel) => CEFR_LEVELS.indexOf(cefr) >= CEFR_LEVELS.indexOf("B1");
export const registrationOptionLists = REGISTRATION_OPTION_LISTS.map((l) => ({
  ...l,
  options: [...l.options],
  byKey: l.byKey ? Object.fromEntries(Object.entries(l.byKey).map(([k, v]) => [k, [...v]])) : undefined,
}));
const listById = (id: string) => registrationOptionLists.find((l) => l.id === id);

/* ---------- Programmes and forms ---------- */

export interface MockProgramme {
  id: string;
  title: string;
  kind: ProgrammeKind;
  applicationOpen: boolean;
  showAtDashboard: boolean;
  description: string;
  sponsor: string | null;
  sponsored: boolean;
  durationMonths: number | null;
  cohortStartsOn: string;
  cohortEndsOn: string;
  /** An admin's application deadline (ISO 8601) replacing the default close; null for the default. */
  applicationDeadline: string | null;
  eligibility: string[];
  admissionPolicy: string[];
  sections: { title: string; courseIds: string[] }[];
  form: RegistrationForm | null;
}

/** What the server's rule reads to close applications (rules/programmes.ts). */
const windowOf = (p: MockProgramme) => ({ ...p, applicationDeadline: p.applicationDeadline ? new Date(p.applicationDeadline) : null });
/** Why the programme takes no applications now (the server's rule), or null while it does. */
export const closedReasonOf = (p: MockProgramme, now = new Date()): ApplicationClosedReason | null =>
  applicationClosedReason(windowOf(p), now);

/** The server's registration forms (seed data), as the API serves them: absent option list and dependency as null. */
const formOf = (programmeId: string): RegistrationForm | null => {
  const form = REGISTRATION_FORMS.find((x) => x.programmeId === programmeId);
  if (!form) return null;
  return {
    id: form.id,
    title: form.title,
    purpose: form.purpose,
    fields: form.fields.map((x) => ({ ...x, optionList: x.optionList ?? null, dependsOn: x.dependsOn ?? null })),
  };
};

/** The server's seeded programmes, in its order (sortOrder), each with its form; fresh copies, as updateProgramme edits them. */
const seedProgrammes = (): MockProgramme[] =>
  [...PROGRAMMES]
    .sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0))
    .map((p) => ({
      id: p.id,
      title: p.title,
      kind: p.kind ?? "INTAKE",
      applicationOpen: p.applicationOpen ?? false,
      showAtDashboard: p.showAtDashboard ?? false,
      description: p.description ?? "",
      sponsor: p.sponsor ?? null,
      sponsored: p.sponsored ?? false,
      durationMonths: p.durationMonths ?? null,
      cohortStartsOn: p.cohortStartsOn!, // every seeded programme has a cohort start
      cohortEndsOn: p.cohortEndsOn!,
      applicationDeadline: null,
      eligibility: [...(p.eligibility ?? [])],
      admissionPolicy: [...(p.admissionPolicy ?? [])],
      sections: (p.sections ?? []).map((x) => ({ title: x.title, courseIds: [...x.courseIds] })),
      form: formOf(p.id),
    }));

let programmes = seedProgrammes();
export const programmeById = (id: string) => programmes.find((p) => p.id === id) ?? null;
/** Every programme, in the server's order (the dashboard's mock picks its active ones). */
export const mockProgrammes = (): readonly MockProgramme[] => programmes;

/** Test and demo helper: open or close a programme's applications. */
export function setMockProgrammeOpen(id: string, open: boolean): void {
  const p = programmeById(id);
  if (p) p.applicationOpen = open;
}

/* ---------- Admission prerequisites (the server's rules/admission.ts) ---------- */

/** A course's category as the server's seed files it (null for uncategorised ones such as the cloud certifications). */
export const categoryOf = (courseId: string): string | null => courseById(courseId)?.categoryId ?? null;
/** The server's rule on the categories of the programme's section courses: certified-associate courses and none of a lower level. */
export const requiresM1Completion = (p: Pick<MockProgramme, "sections">): boolean =>
  sectionsRequireM1(p.sections.flatMap((s) => s.courseIds.map(categoryOf)));

export interface MockCredit {
  userId: string;
  reason: string;
  grantedById: string;
  grantedAt: string;
}
let credits: MockCredit[] = [];
export const allCredits = () => credits;

/** meetsM1Prerequisite: a valid M1 certificate or a credit for prior learning. */
export const meetsM1Prerequisite = (userId: string): boolean => credits.some((c) => c.userId === userId) || hasValidM1Certificate(userId);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function grantPriorLearningCredit(grantedById: string, userId: string, reason: string): MockCredit {
  const fields: Record<string, string> = {};
  const trimmed = reason.trim();
  if (!UUID.test(userId)) fields.userId = "Choose a person";
  if (!trimmed) fields.reason = "Required";
  else if (trimmed.length > REASON_MAX) fields.reason = `At most ${REASON_MAX} characters`;
  if (Object.keys(fields).length) throw badInput("Please correct the highlighted fields.", fields);
  if (credits.some((c) => c.userId === userId)) {
    throw new GraphQLError("This person already holds credit for prior learning.", {
      extensions: { code: "CONFLICT", fields: { userId: "Already holds credit" } },
    });
  }
  const credit = { userId, reason: trimmed, grantedById, grantedAt: new Date().toISOString() };
  credits.unshift(credit);
  return credit;
}

export function revokePriorLearningCredit(userId: string): string {
  if (!credits.some((c) => c.userId === userId)) throw notFound("Credit for prior learning");
  credits = credits.filter((c) => c.userId !== userId);
  return userId;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (d: string) => DATE.test(d) && !Number.isNaN(Date.parse(d)) && new Date(d).toISOString().startsWith(d);

/** updateProgramme: applications open (linked enrolment options follow), dashboard, cohort start; the end follows. */
export function updateProgramme(
  id: string,
  input: { applicationOpen: boolean; showAtDashboard: boolean; cohortStartsOn: string; applicationDeadline?: string | null },
): MockProgramme {
  const startsOn = input.cohortStartsOn.trim();
  if (!isRealDate(startsOn)) throw badInput("Please correct the highlighted fields.", { cohortStartsOn: "Use a date as YYYY-MM-DD" });
  const deadline = input.applicationDeadline;
  if (deadline != null && (!/^\d{4}-\d{2}-\d{2}T/.test(deadline) || Number.isNaN(Date.parse(deadline))))
    throw badInput("Please correct the highlighted fields.", { applicationDeadline: "Use a date and time (ISO 8601)" });
  const p = programmeById(id);
  if (!p) throw notFound("Programme");
  p.applicationOpen = input.applicationOpen;
  p.showAtDashboard = input.showAtDashboard;
  p.cohortStartsOn = startsOn;
  p.cohortEndsOn = p.kind === "INTAKE" && p.durationMonths ? cohortEndsOn(startsOn, p.durationMonths) : startsOn;
  if (deadline !== undefined) p.applicationDeadline = deadline === null ? null : new Date(deadline).toISOString();
  followProgramme(p);
  return p;
}

/* ---------- Applications ---------- */

const OPEN_STAGES: ApplicationStatus[] = ["SUBMITTED", "ONLINE_ASSESSMENT", "INTERVIEW", "OFFERED"];
const ACTIVE: ApplicationStatus[] = [...OPEN_STAGES, "ACCEPTED"];
const NEXT_STAGE: Partial<Record<ApplicationStatus, ApplicationStatus>> = {
  SUBMITTED: "ONLINE_ASSESSMENT",
  ONLINE_ASSESSMENT: "INTERVIEW",
  INTERVIEW: "OFFERED",
};

export function canMove(
  kind: MockProgramme["kind"],
  from: ApplicationStatus,
  to: ApplicationStatus,
  mover: "ADMIN" | "APPLICANT",
): boolean {
  if (!OPEN_STAGES.includes(from)) return false;
  if (mover === "APPLICANT") return to === "WITHDRAWN" || (kind === "INTAKE" && from === "OFFERED" && to === "ACCEPTED");
  if (kind === "INFO_SESSION") return false;
  return to === "REJECTED" || NEXT_STAGE[from] === to;
}

export interface MockApplication {
  id: string;
  programmeId: string;
  applicantId: string;
  status: ApplicationStatus;
  answers: { name: string; value: string }[];
  submittedAt: string;
  updatedAt: string;
  history: { status: ApplicationStatus; at: string; note: string | null }[];
}

/** The server's demo application (the demo student's, moved along by a course admin), for the mocks' Mei, dated from today. */
function seedApplications(): MockApplication[] {
  const mei = demoAccounts.find((a) => a.roles.includes("STUDENT"))!;
  const admin = demoAccounts.find((a) => a.roles.includes("COURSE_ADMIN"))!;
  const demo = demoProgrammeApplications(new Date(), {
    applicantId: mei.id,
    fullName: `${mei.firstName} ${mei.lastName}`,
    email: mei.email,
    adminId: admin.id,
  });
  return demo.map((a) => ({
    id: a.id,
    programmeId: a.programmeId,
    applicantId: a.applicantId,
    status: a.status,
    answers: a.answers.map((x) => ({ ...x })),
    submittedAt: a.submittedAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
    history: a.history.map((h) => ({ status: h.status, at: h.at.toISOString(), note: h.note })),
  }));
}

let applications: MockApplication[] = seedApplications();
const STORAGE_KEY = "talentforge.mock.applications";

function storage(): Storage | null {
  try {
    return typeof sessionStorage === "undefined" ? null : sessionStorage;
  } catch {
    return null;
  }
}
const save = () => storage()?.setItem(STORAGE_KEY, JSON.stringify(applications));

export function resetMockProgrammes(): void {
  programmes = seedProgrammes();
  applications = seedApplications();
  credits = [];
  storage()?.removeItem(STORAGE_KEY);
}
export const storedMockApplications = () => storage()?.getItem(STORAGE_KEY) ?? null;
export function loadMockApplications(raw: string | null): void {
  if (!raw) return;
  try {
    applications = JSON.parse(raw) as MockApplication[];
    save();
  } catch {
    /* ignore a damaged copy */
  }
}
export const allApplications = () => applications;

const conflict = (message: string) => new GraphQLError(message, { extensions: { code: "CONFLICT" } });
const notFound = (what: string) => new GraphQLError(`${what} not found.`, { extensions: { code: "NOT_FOUND" } });

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?\d(?:[\d -]*\d)?$/;
const isPhone = (v: string) => PHONE.test(v) && v.replace(/\D/g, "").length >= 8 && v.replace(/\D/g, "").length <= 15;

/** The server's checkAnswers: errors keyed by field name, or the trimmed answers in the form's order. */
export function checkAnswers(fields: RegistrationField[], answers: { name: string; value: string }[]) {
  const errors: Record<string, string> = {};
  const names = new Set(fields.map((x) => x.name));
  const values = new Map<string, string>();
  for (const a of answers) {
    if (!names.has(a.name)) errors[a.name] = "Not a field of this form";
    else if (values.has(a.name)) errors[a.name] = "Answered more than once";
    else values.set(a.name, a.value.trim());
  }
  const out: { name: string; value: string }[] = [];
  for (const field of fields) {
    if (errors[field.name]) continue;
    const value = values.get(field.name) ?? "";
    if (!value) {
      if (field.required) errors[field.name] = "Required";
      continue;
    }
    let problem: string | null = null;
    if (field.kind === "TEXT") problem = value.length > REGISTRATION_TEXT_MAX ? `At most ${REGISTRATION_TEXT_MAX} characters` : null;
    else if (field.kind === "EMAIL") problem = EMAIL.test(value) && value.length <= 254 ? null : "Enter a valid email address";
    else if (field.kind === "PHONE") problem = isPhone(value) ? null : "Enter a phone number of 8 to 15 digits, optionally starting with +";
    else {
      const list = listById(field.optionList ?? "");
      const options = list?.byKey ? list.byKey[values.get(field.dependsOn ?? "") ?? ""] : list?.options;
      if (!options) problem = field.kind === "BIRTH_DAY" ? "Choose the month first" : "Choose the English test first";
      else if (!options.includes(value))
        problem = field.kind === "BIRTH_DAY" ? `${values.get(field.dependsOn!)} has no day ${value}` : "Choose one of the listed options";
      else if (field.kind === "ENGLISH_SCORE") {
        const cefr = ENGLISH_SCORE_BANDS[values.get(field.dependsOn!)! as EnglishTest].find((b) => b.band === value)!.cefr;
        if (!meetsPolicy(cefr)) problem = `The admission policy requires English at least B1; this band is ${cefr}`;
      }
    }
    if (problem) errors[field.name] = problem;
    else out.push({ name: field.name, value: field.kind === "EMAIL" ? value.toLowerCase() : value });
  }
  return Object.keys(errors).length ? { ok: false as const, fields: errors } : { ok: true as const, answers: out };
}

export function applyToProgramme(applicantId: string, programmeId: string, answers: { name: string; value: string }[]): MockApplication {
  const programme = programmeById(programmeId);
  if (!programme) throw notFound("Programme");
  if (!programme.applicationOpen)
    throw badInput(`Applications to ${programme.title} are closed.`, { programmeId: "Applications to this programme are closed" });
  const closed = closedReasonOf(programme);
  if (closed)
    throw new GraphQLError(`Applications to ${programme.title} are closed.`, {
      extensions: { code: "CONFLICT", reason: closed, fields: { programmeId: "Applications to this programme are closed" } },
    });
  if (!programme.form) throw badInput(`${programme.title} takes no applications.`, { programmeId: "This programme takes no applications" });
  if (requiresM1Completion(programme) && !meetsM1Prerequisite(applicantId)) {
    throw new GraphQLError(
      `Complete an M1 course before applying to ${programme.title}, or ask a course admin for credit for prior learning.`,
      {
        extensions: { code: "CONFLICT", fields: { programmeId: "M1 completion needed" } },
      },
    );
  }
  const checked = checkAnswers(programme.form.fields, answers);
  if (!checked.ok) {
    const first = Object.entries(checked.fields)[0]!;
    throw badInput(`Please correct the form: ${first[0]}: ${first[1]}.`, checked.fields);
  }
  if (applications.some((a) => a.programmeId === programmeId && a.applicantId === applicantId && ACTIVE.includes(a.status))) {
    throw new GraphQLError(`You already have an application to ${programme.title} in progress.`, {
      extensions: { code: "CONFLICT", fields: { programmeId: "Application in progress" } },
    });
  }
  const at = new Date().toISOString();
  const application: MockApplication = {
    id: globalThis.crypto.randomUUID(),
    programmeId,
    applicantId,
    status: "SUBMITTED",
    answers: checked.answers,
    submittedAt: at,
    updatedAt: at,
    history: [{ status: "SUBMITTED", at, note: null }],
  };
  applications.unshift(application);
  save();
  return application;
}

/** Moves an application (ADMIN: next stage or REJECTED; APPLICANT: their own, ACCEPTED or WITHDRAWN). */
export function moveApplication(
  id: string,
  to: ApplicationStatus,
  mover: "ADMIN" | "APPLICANT",
  note: string | null | undefined,
  applicantId?: string,
): MockApplication {
  const a = applications.find((x) => x.id === id && (mover === "ADMIN" || x.applicantId === applicantId));
  if (!a) throw notFound("Application");
  const trimmed = note?.trim() || null;
  if (trimmed && trimmed.length > APPLICATION_NOTE_MAX)
    throw badInput("The note is too long.", { note: `At most ${APPLICATION_NOTE_MAX} characters` });
  const kind = programmeById(a.programmeId)?.kind ?? "INTAKE";
  if (!canMove(kind, a.status, to, mover)) {
    throw conflict(
      `This application is ${a.status.toLowerCase().replace(/_/g, " ")}; it cannot become ${to.toLowerCase().replace(/_/g, " ")}.`,
    );
  }
  const at = new Date().toISOString();
  a.status = to;
  a.updatedAt = at;
  a.history.push({ status: to, at, note: trimmed });
  save();
  return a;
}

/* ---------- Resolvers ---------- */

/** A programme, or the summary of one an enrolment option carries, which has no sections: the named programme has them. */
type ProgrammeRef = Partial<MockProgramme> & { id: string };
const sectionsOf = (p: ProgrammeRef): Pick<MockProgramme, "sections"> =>
  p.sections ? { sections: p.sections } : (programmeById(p.id) ?? { sections: [] });

export function programmeResolvers({ requireViewer, requireCourseAdmin, userById, pageOf }: MockDeps): Resolvers {
  return {
    Query: {
      programmes: (_: unknown, { open }: { open?: boolean | null }) =>
        programmes.filter((p) => open == null || (closedReasonOf(p) === null) === open),
      programme: (_: unknown, { id }: { id: string }) => programmeById(id),
      registrationOptionLists: () =>
        registrationOptionLists.map((l) => ({ ...l, byKey: Object.entries(l.byKey ?? {}).map(([key, options]) => ({ key, options })) })),
      englishScoreBands: () =>
        ENGLISH_TESTS.flatMap((test) =>
          ENGLISH_SCORE_BANDS[test].map((b) => ({ test, band: b.band, cefr: b.cefr, meetsPolicy: meetsPolicy(b.cefr) })),
        ),
      myApplications: () => {
        const { id } = requireViewer();
        return applications.filter((a) => a.applicantId === id);
      },
      myProgrammeApplications: (_: unknown, args: { page?: number | null; pageSize?: number | null }) => {
        const { id } = requireViewer();
        const mine = applications
          .filter((a) => a.applicantId === id)
          .sort((a, b) => b.submittedAt.localeCompare(a.submittedAt) || b.id.localeCompare(a.id));
        return pageOf(mine, args, MY_APPLICATION_PAGE_SIZE);
      },
      priorLearningCredits: (_: unknown, args: { page?: number | null; pageSize?: number | null }) => {
        requireCourseAdmin();
        return pageOf(credits, args, PRIOR_LEARNING_PAGE_SIZE);
      },
      programmeApplications: (
        _: unknown,
        args: { programmeId?: string | null; status?: ApplicationStatus | null; page?: number | null; pageSize?: number | null },
      ) => {
        requireCourseAdmin();
        if (args.programmeId && !programmeById(args.programmeId)) throw notFound("Programme");
        return pageOf(
          applications.filter(
            (a) => (!args.programmeId || a.programmeId === args.programmeId) && (!args.status || a.status === args.status),
          ),
          args,
          APPLICATION_PAGE_SIZE,
        );
      },
    },
    Mutation: {
      applyToProgramme: (_: unknown, { programmeId, answers }: { programmeId: string; answers: { name: string; value: string }[] }) =>
        applyToProgramme(requireViewer().id, programmeId, answers),
      moveApplication: (_: unknown, { id, to, note }: { id: string; to: ApplicationStatus; note?: string | null }) => {
        requireCourseAdmin();
        if (!["ONLINE_ASSESSMENT", "INTERVIEW", "OFFERED", "REJECTED"].includes(to))
          throw conflict(`Course admins cannot move an application to ${to}.`);
        return moveApplication(id, to, "ADMIN", note);
      },
      updateProgramme: (
        _: unknown,
        {
          id,
          input,
        }: {
          id: string;
          input: { applicationOpen: boolean; showAtDashboard: boolean; cohortStartsOn: string; applicationDeadline?: string | null };
        },
      ) => {
        requireCourseAdmin();
        return updateProgramme(id, input);
      },
      grantPriorLearningCredit: (_: unknown, { userId, reason }: { userId: string; reason: string }) => {
        const admin = requireCourseAdmin();
        return grantPriorLearningCredit(admin.id, userId, reason);
      },
      revokePriorLearningCredit: (_: unknown, { userId }: { userId: string }) => {
        requireCourseAdmin();
        return revokePriorLearningCredit(userId);
      },
      acceptOffer: (_: unknown, { id }: { id: string }) => moveApplication(id, "ACCEPTED", "APPLICANT", null, requireViewer().id),
      withdrawApplication: (_: unknown, { id, note }: { id: string; note?: string | null }) =>
        moveApplication(id, "WITHDRAWN", "APPLICANT", note, requireViewer().id),
    },
    Programme: {
      sections: (p: Partial<MockProgramme>) =>
        (p.sections ?? []).map((s) => ({ title: s.title, courses: s.courseIds.map(courseById).filter(present) })),
      registrationForm: (p: Partial<MockProgramme>) => p.form ?? null,
      // From the full programme: an enrolment option's programme summary carries no dates.
      takingApplications: (p: ProgrammeRef) => {
        const full = programmeById(p.id);
        return full ? closedReasonOf(full) === null : false;
      },
      applicationsCloseAt: (p: ProgrammeRef) => {
        const full = programmeById(p.id);
        return full ? (applicationsCloseAt(windowOf(full))?.toISOString() ?? null) : null;
      },
      applicationDeadline: (p: ProgrammeRef) => programmeById(p.id)?.applicationDeadline ?? null,
      requiresM1Completion: (p: ProgrammeRef) => requiresM1Completion(sectionsOf(p)),
      viewerMeetsPrerequisites: (p: ProgrammeRef) => {
        const viewer = currentAccount();
        if (!viewer) return null;
        return !requiresM1Completion(sectionsOf(p)) || meetsM1Prerequisite(viewer.id);
      },
      // Applications are kept newest first: the first one is the most recent.
      viewerApplication: (p: ProgrammeRef) => {
        const viewer = currentAccount();
        return viewer ? (applications.find((a) => a.programmeId === p.id && a.applicantId === viewer.id) ?? null) : null;
      },
    },
    PriorLearningCredit: {
      person: (c: MockCredit) => userById(c.userId),
      grantedBy: (c: MockCredit) => userById(c.grantedById),
    },
    ProgrammeApplication: {
      programme: (a: MockApplication) => programmeById(a.programmeId)!, // applications are to programmes that exist
      applicant: (a: MockApplication) => userById(a.applicantId),
      // As the server: a course admin's moves, the applicant's own (accept, withdraw), or none.
      allowedMoves: (a: MockApplication) => {
        const viewer = currentAccount();
        if (!viewer) return [];
        const kind = programmeById(a.programmeId)?.kind ?? "INTAKE";
        const admin: ApplicationStatus[] = viewer.roles.includes("COURSE_ADMIN")
          ? ["ONLINE_ASSESSMENT", "INTERVIEW", "OFFERED", "REJECTED"]
          : [];
        const own: ApplicationStatus[] = viewer.id === a.applicantId ? ["ACCEPTED", "WITHDRAWN"] : [];
        return [
          ...admin.filter((to) => canMove(kind, a.status, to, "ADMIN")),
          ...own.filter((to) => canMove(kind, a.status, to, "APPLICANT")),
        ];
      },
    },
  };
}
