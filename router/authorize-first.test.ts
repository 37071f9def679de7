/**
 * Authorization comes before input validation, for every mutation of the public API, through the router over HTTP:
 * a caller who may not act is told so (UNAUTHENTICATED for a visitor, FORBIDDEN — or NOT_FOUND where someone else's
 * rows are not even confirmed to exist) whatever the input holds, never BAD_USER_INPUT, and nothing is written.
 *
 * The sweep reads the mutations from schema/api.graphql at run time and generates type-valid but semantically
 * invalid arguments from their types (empty strings, empty lists and negative numbers; far too long strings and
 * numbers out of range; unknown ids and text), so a new mutation is swept as soon as it exists; it must then get an
 * entry in RULES (who may call it), or the first test fails. Object-level rules lay real ids over the generated
 * arguments (another employer's job, someone else's post, a class the caller is not in). The targeted cases after it
 * send a clearly invalid input to an object the caller may not touch, and the same input from a caller who may, who
 * gets BAD_USER_INPUT: so the input really is invalid and only the order of the checks decides the answer.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
} from "graphql";
import type { Database } from "../subgraphs/shared/db.js";
import { DEMO_ACCOUNTS } from "../subgraphs/shared/demo-accounts.js";
import type { Role } from "../subgraphs/shared/viewer.js";
import { CLASSES, DEMO_M1JS_ORDER_ID, M1JS_CLASS_ID, TUTORIALS } from "../subgraphs/courses/modules/classroom/index.js";
import { DEMO_ISA_ORDER_ID } from "../subgraphs/courses/modules/financing/index.js";
import { FORUM_SEED } from "../subgraphs/forum/seed-data.js";
import { demoCareerServices } from "../subgraphs/talent/modules/careers/index.js";
import { DEMO_INTERVIEW_PEOPLE, demoInterviews } from "../subgraphs/talent/modules/interviews/index.js";
import { DEMO_JOB_ROWS, JOBS_SEED, TRACK_B_JOB_IDS } from "../subgraphs/jobs/seed-data.js";
import { DEMO_REGISTRATIONS } from "../subgraphs/events/modules/invites/index.js";
import { kyouth2025Answers, logIn, routerSuite, TestBrowser } from "./testing.js";

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
const API = buildSchema(fs.readFileSync(path.join(root, "schema", "api.graphql"), "utf8"));
const MUTATIONS = API.getMutationType()!.getFields();

// ── The demo world the rules point into (seeded in every test database) ──

const account = (role: Role) => DEMO_ACCOUNTS.find((a) => a.roles.includes(role))!;
/** Each demo account holds one role (two are students): the callers of the sweep, one per role. */
const ROLES: Role[] = [...new Set(DEMO_ACCOUNTS.map((a) => a.roles[0]!))];
const student = account("STUDENT");
const instructor = account("INSTRUCTOR");

const recruitersEmployer = DEMO_JOB_ROWS.representative.employerId;
const employerOfJob = (id: number) => JOBS_SEED.jobs.find((j) => j.id === id)!.employerId;
/** A job every caller may see, of an employer the demo recruiter does not act for. */
const otherEmployersJob = JOBS_SEED.jobs.find((j) => j.employerId !== recruitersEmployer && !TRACK_B_JOB_IDS.includes(j.id!))!;
const otherEmployer = otherEmployersJob.employerId;
const recruitersJob = JOBS_SEED.jobs.find((j) => j.employerId === recruitersEmployer && !TRACK_B_JOB_IDS.includes(j.id!))!;
/** The demo student's applications: to the recruiter's employer, and to another employer. */
const applicationToRecruiter = DEMO_JOB_ROWS.applications.find((a) => employerOfJob(a.jobId) === recruitersEmployer)!;
const applicationToOtherEmployer = DEMO_JOB_ROWS.applications.find((a) => employerOfJob(a.jobId) !== recruitersEmployer)!;

const generalPost = (p: { classSlug?: string | null }) => !p.classSlug;
const postById = (id: string) => FORUM_SEED.posts.find((p) => p.id === id)!;
/** The demo student's general-forum post, their comment, and the instructor's comment on the student's post. */
const studentPost = FORUM_SEED.posts.find((p) => generalPost(p) && p.authorId === student.id)!;
const studentComment = FORUM_SEED.comments.find((c) => c.authorId === student.id && !c.parentId && generalPost(postById(c.postId)))!;
const commentOnStudentPost = FORUM_SEED.comments.find(
  (c) => c.authorId === instructor.id && !c.parentId && generalPost(postById(c.postId)) && postById(c.postId).authorId === student.id,
)!;
/** The instructor's general post the student reports in setup (under review from then on, so used for nothing else). */
const reportedPost = FORUM_SEED.posts.find(
  (p) => generalPost(p) && p.authorId === instructor.id && ![studentComment.postId, commentOnStudentPost.postId].includes(p.id),
)!;
/** The demo student studies in this class (the demo instructor teaches every class). */
const studentClass = CLASSES.find((c) => c.id === M1JS_CLASS_ID)!;
/** A post of that class's forum (its members and forum admins read it). */
const classPost = FORUM_SEED.posts.find((p) => p.classSlug === studentClass.slug)!;
/** A live tutorial (of a class the demo student is not in). */
const tutorial = TUTORIALS[0]!;
/** A job of an exclusive campaign: hidden from everyone but its programme's members and job admins. */
const exclusiveJob = String(TRACK_B_JOB_IDS[0]);

/** The demo world's interviews: the talent admin (a coach) hosts an open slot and held the associate's second mock interview. */
const INTERVIEWS = demoInterviews(new Date());
const INTERVIEW_HOSTS: Role[] = ["INSTRUCTOR", "TALENT_ADMIN"];
const coach = DEMO_INTERVIEW_PEOPLE.coach;
const coachesSlot = INTERVIEWS.slots.find((s) => s.hostId === coach && !INTERVIEWS.bookings.some((b) => b.slotId === s.id))!;
const coachesBooking = INTERVIEWS.bookings.find((b) => INTERVIEWS.slots.find((s) => s.id === b.slotId)!.hostId === coach)!;
const associatesBooking = INTERVIEWS.bookings.at(-1)!;
const studentsPractice = INTERVIEWS.practices.find((p) => p.learnerId === student.id)!;
const CAREERS = demoCareerServices(new Date());
const associatesProject = CAREERS.projects.find((p) => p.status === "SUBMITTED")!;
const associatesReview = CAREERS.reviews.find((r) => !r.completedAt)!;
/** The demo student's registration for an event (the demo world's). */
const studentsEventRegistration = DEMO_REGISTRATIONS.find((r) => r.userId === student.id)!;

/** Rows made in setup (before the sweep), for the rules that need them. */
interface Made {
  report: string;
  programmeApplication: string;
  studentWork: string;
  studentEducation: string;
  waitingSubmission: string;
  studentAttempt: string;
}

// ── Who may call what ──

type Refusal = "FORBIDDEN" | "NOT_FOUND";
interface Rule {
  /** Who may call it at all: anyone logged in, or only these roles (FORBIDDEN for every other, whatever the input). */
  may: "logged in" | readonly Role[];
  /** Real ids (and fields) laid over the generated arguments, so object-level checks meet real rows. */
  over?: (made: Made) => Record<string, unknown>;
  /** Callers allowed by `may` who may not act on that object, and what they get. */
  refused?: Partial<Record<Role, Refusal>>;
}

const LOGGED_IN: Rule = { may: "logged in" };
const COURSE_ADMIN: Rule = { may: ["COURSE_ADMIN"] };
const JOB_ADMIN: Rule = { may: ["JOB_ADMIN"] };
const FORUM_ADMINS: Role[] = ["COURSE_ADMIN", "TALENT_ADMIN"];
const EMPLOYER_SIDE: Role[] = ["JOB_ADMIN", "COMPANY_REPRESENTATIVE"];
/** `refusal` for every demo role but `allowed`. */
const allBut = (refusal: Refusal, ...allowed: Role[]): Partial<Record<Role, Refusal>> =>
  Object.fromEntries(ROLES.filter((r) => !allowed.includes(r)).map((r) => [r, refusal]));

const onObject = (over: Rule["over"], refused: Rule["refused"], may: Rule["may"] = "logged in"): Rule => ({ may, over, refused });
const ownStudentPost = onObject(() => ({ id: studentPost.id }), allBut("FORBIDDEN", "STUDENT"));
const moderateStudentPost = onObject(() => ({ id: studentPost.id }), allBut("FORBIDDEN", ...FORUM_ADMINS));
const authorOrModeratorOfStudentPost = onObject(() => ({ id: studentPost.id }), allBut("FORBIDDEN", "STUDENT", ...FORUM_ADMINS));
const moderateStudentComment = onObject(() => ({ id: studentComment.id }), allBut("FORBIDDEN", ...FORUM_ADMINS));
const answerOnStudentPost = onObject(() => ({ id: commentOnStudentPost.id }), allBut("FORBIDDEN", "STUDENT", ...FORUM_ADMINS));
const reviewReport = onObject((m) => ({ id: m.report }), allBut("FORBIDDEN", ...FORUM_ADMINS));
const studyStudentClass = onObject(() => ({ classId: studentClass.id }), allBut("FORBIDDEN", "STUDENT"));
const teachTutorialClass = onObject(() => ({ classId: tutorial.classId }), allBut("FORBIDDEN", "INSTRUCTOR", "COURSE_ADMIN"));
const otherEmployersProfile = onObject(() => ({ id: otherEmployer }), { COMPANY_REPRESENTATIVE: "FORBIDDEN" }, EMPLOYER_SIDE);
const otherEmployersPosting = (idArg: string) =>
  onObject(() => ({ [idArg]: String(otherEmployersJob.id) }), { COMPANY_REPRESENTATIVE: "FORBIDDEN" }, EMPLOYER_SIDE);
const studentsOwn = (over: Rule["over"]) => onObject(over, allBut("NOT_FOUND", "STUDENT"));

/** Every mutation of the public API: a new one fails the first test until it is added here. */
const RULES: Record<string, Rule> = {
  // courses: programmes and admission
  applyToProgramme: LOGGED_IN,
  moveApplication: COURSE_ADMIN,
  acceptOffer: studentsOwn((m) => ({ id: m.programmeApplication })),
  withdrawApplication: studentsOwn((m) => ({ id: m.programmeApplication })),
  updateProgramme: COURSE_ADMIN,
  grantPriorLearningCredit: COURSE_ADMIN,
  revokePriorLearningCredit: COURSE_ADMIN,
  // courses: orders, income share agreements, withdrawal
  placeOrder: LOGGED_IN,
  cancelOrder: studentsOwn(() => ({ id: DEMO_M1JS_ORDER_ID })),
  confirmOrderPayment: COURSE_ADMIN,
  rejectOrder: COURSE_ADMIN,
  approveIsaOrder: COURSE_ADMIN,
  submitIncomeReport: studentsOwn(() => ({ input: { orderId: DEMO_ISA_ORDER_ID } })),
  reviewIncomeReport: COURSE_ADMIN,
  runIsaStatements: COURSE_ADMIN,
  confirmStatementPayment: COURSE_ADMIN,
  requestWithdrawal: studentsOwn(() => ({ orderId: DEMO_M1JS_ORDER_ID })),
  applyWithdrawal: COURSE_ADMIN,
  // courses: the catalogue's admin
  setCourseHidden: COURSE_ADMIN,
  setCourseFeatured: COURSE_ADMIN,
  updateCourseContent: COURSE_ADMIN,
  // courses: classes, lessons, tutorials, certificates
  createClass: COURSE_ADMIN,
  updateClass: COURSE_ADMIN,
  addClassMember: COURSE_ADMIN,
  removeClassMember: COURSE_ADMIN,
  joinClass: LOGGED_IN,
  openLesson: studyStudentClass,
  markLessonDone: studyStudentClass,
  submitLessonAnswers: studyStudentClass,
  submitLessonWork: studyStudentClass,
  markSubmission: onObject((m) => ({ id: m.waitingSubmission }), allBut("FORBIDDEN", "INSTRUCTOR", "COURSE_ADMIN")),
  scheduleLiveTutorial: teachTutorialClass,
  takeAttendance: onObject(() => ({ tutorialId: tutorial.id }), allBut("FORBIDDEN", "INSTRUCTOR", "COURSE_ADMIN")),
  issueCertificate: COURSE_ADMIN,
  revokeCertificate: COURSE_ADMIN,
  // forum: posts, comments, reactions, notifications
  createForumPost: LOGGED_IN,
  updateForumPost: ownStudentPost,
  deleteForumPost: authorOrModeratorOfStudentPost,
  voteForumPost: LOGGED_IN,
  followForumPost: LOGGED_IN,
  unfollowForumPost: LOGGED_IN,
  bookmarkForumPost: LOGGED_IN,
  unbookmarkForumPost: LOGGED_IN,
  followForumTag: LOGGED_IN,
  unfollowForumTag: LOGGED_IN,
  uploadForumPostImage: ownStudentPost,
  removeForumPostImage: ownStudentPost,
  createForumComment: onObject(() => ({ postId: classPost.id }), allBut("NOT_FOUND", "STUDENT", "INSTRUCTOR", ...FORUM_ADMINS)),
  updateForumComment: onObject(() => ({ id: studentComment.id }), allBut("FORBIDDEN", "STUDENT")),
  deleteForumComment: onObject(() => ({ id: studentComment.id }), allBut("FORBIDDEN", "STUDENT", ...FORUM_ADMINS)),
  voteForumComment: LOGGED_IN,
  bookmarkForumComment: LOGGED_IN,
  unbookmarkForumComment: LOGGED_IN,
  markForumCommentAnswer: answerOnStudentPost,
  unmarkForumCommentAnswer: answerOnStudentPost,
  resolveForumPost: authorOrModeratorOfStudentPost,
  unresolveForumPost: authorOrModeratorOfStudentPost,
  markForumNotificationRead: LOGGED_IN,
  markAllForumNotificationsRead: LOGGED_IN,
  // forum: tags, class forums, moderation, reports
  createForumTag: { may: FORUM_ADMINS },
  updateForumTag: { may: FORUM_ADMINS },
  deleteForumTag: { may: FORUM_ADMINS },
  createForumClassPost: onObject(
    () => ({ slug: studentClass.slug, input: { kind: "DISCUSSION" } }),
    allBut("FORBIDDEN", "STUDENT", "INSTRUCTOR", ...FORUM_ADMINS),
  ),
  pinForumPost: moderateStudentPost,
  unpinForumPost: moderateStudentPost,
  hideForumPost: moderateStudentPost,
  unhideForumPost: moderateStudentPost,
  hideForumComment: moderateStudentComment,
  unhideForumComment: moderateStudentComment,
  reportForumPost: onObject(() => ({ id: studentPost.id }), { STUDENT: "FORBIDDEN" }),
  reportForumComment: onObject(() => ({ id: studentComment.id }), { STUDENT: "FORBIDDEN" }),
  approveForumReport: reviewReport,
  dismissForumReport: reviewReport,
  // jobs: saved jobs and applications
  saveJob: LOGGED_IN,
  unsaveJob: LOGGED_IN,
  applyToJob: onObject(() => ({ jobId: exclusiveJob }), allBut("NOT_FOUND", "JOB_ADMIN")),
  withdrawJobApplication: studentsOwn(() => ({ id: applicationToOtherEmployer.id })),
  moveJobApplication: onObject(() => ({ id: applicationToOtherEmployer.id }), { COMPANY_REPRESENTATIVE: "NOT_FOUND" }, EMPLOYER_SIDE),
  // jobs: the employer side
  requestEmployerAccess: { may: ["COMPANY_REPRESENTATIVE"] },
  cancelEmployerAccessRequest: LOGGED_IN,
  approveRepresentative: JOB_ADMIN,
  rejectRepresentative: JOB_ADMIN,
  revokeRepresentative: JOB_ADMIN,
  createEmployer: JOB_ADMIN,
  updateEmployer: otherEmployersProfile,
  setHiringPartner: JOB_ADMIN,
  uploadEmployerLogo: otherEmployersProfile,
  removeEmployerLogo: otherEmployersProfile,
  createJob: onObject(() => ({ input: { employerId: otherEmployer } }), { COMPANY_REPRESENTATIVE: "FORBIDDEN" }, EMPLOYER_SIDE),
  updateJob: otherEmployersPosting("id"),
  closeJob: otherEmployersPosting("jobId"),
  reopenJob: otherEmployersPosting("jobId"),
  createCampaign: JOB_ADMIN,
  updateCampaign: JOB_ADMIN,
  // talent: the profile
  updateMyName: LOGGED_IN,
  updateProfileAbout: LOGGED_IN,
  updateProfileContact: LOGGED_IN,
  updateJobSettings: LOGGED_IN,
  addWorkExperience: LOGGED_IN,
  updateWorkExperience: studentsOwn((m) => ({ id: m.studentWork })),
  removeWorkExperience: studentsOwn((m) => ({ id: m.studentWork })),
  addEducation: LOGGED_IN,
  updateEducation: studentsOwn((m) => ({ id: m.studentEducation })),
  removeEducation: studentsOwn((m) => ({ id: m.studentEducation })),
  setTargetRole: LOGGED_IN,
  chooseSkillRole: LOGGED_IN,
  startSkillAttempt: LOGGED_IN,
  answerSkillQuestion: studentsOwn((m) => ({ attemptId: m.studentAttempt })),
  recordProctoringSignals: studentsOwn((m) => ({ attemptId: m.studentAttempt })),
  submitSkillAttempt: studentsOwn((m) => ({ attemptId: m.studentAttempt })),
  withdrawSkillAttemptResult: { may: ["TALENT_ADMIN"] },
  updateSkillTest: { may: ["TALENT_ADMIN"] },
  addSkillQuestion: { may: ["TALENT_ADMIN"] },
  reviseSkillQuestion: { may: ["TALENT_ADMIN"] },
  retireSkillQuestion: { may: ["TALENT_ADMIN"] },
  restoreSkillQuestion: { may: ["TALENT_ADMIN"] },
  setSkillRoleRequirements: { may: ["TALENT_ADMIN"] },
  addTool: { may: ["TALENT_ADMIN"] },
  updateTool: { may: ["TALENT_ADMIN"] },
  // talent: interviews (no demo caller studies a certified-associate course, so none may book)
  publishInterviewSlot: { may: INTERVIEW_HOSTS },
  cancelInterviewSlot: onObject(() => ({ slotId: coachesSlot.id }), { INSTRUCTOR: "FORBIDDEN" }, INTERVIEW_HOSTS),
  bookInterviewSlot: onObject(() => ({ slotId: coachesSlot.id }), allBut("FORBIDDEN")),
  cancelInterviewBooking: onObject(() => ({ bookingId: associatesBooking.id }), allBut("NOT_FOUND")),
  giveInterviewFeedback: onObject(() => ({ bookingId: coachesBooking.id }), { INSTRUCTOR: "FORBIDDEN" }, INTERVIEW_HOSTS),
  startPracticeInterview: LOGGED_IN,
  savePracticeInterviewAnswer: studentsOwn(() => ({ practiceId: studentsPractice.id })),
  finishPracticeInterview: studentsOwn(() => ({ practiceId: studentsPractice.id })),
  createInterviewQuestionSet: { may: ["TALENT_ADMIN"] },
  updateInterviewQuestionSet: { may: ["TALENT_ADMIN"] },
  setInterviewQuestionSetRetired: { may: ["TALENT_ADMIN"] },
  // talent: career services (no demo caller studies a certified-associate course, so none may join; the demo
  // instructor mentors the demo associate, so may review their work)
  joinCareerServices: onObject(undefined, allBut("FORBIDDEN")),
  setCareerStaffAvailability: { may: INTERVIEW_HOSTS },
  assignCareerTeam: { may: ["TALENT_ADMIN"] },
  submitPortfolioProject: onObject(undefined, allBut("FORBIDDEN")),
  updatePortfolioProject: onObject(() => ({ id: associatesProject.id }), allBut("FORBIDDEN")),
  reviewPortfolioProject: { may: INTERVIEW_HOSTS, over: () => ({ id: associatesProject.id }) },
  requestCareerReview: onObject(undefined, allBut("FORBIDDEN")),
  completeCareerReview: { may: INTERVIEW_HOSTS, over: () => ({ id: associatesReview.id }) },
  // events: anyone logged in registers (team events and closed windows are CONFLICT after that); a registration is
  // its owner's to cancel: the demo student's is not found for anyone else
  registerForEvent: LOGGED_IN,
  cancelEventRegistration: onObject(() => ({ id: studentsEventRegistration.id }), allBut("NOT_FOUND", "STUDENT")),
  // events: teams are for students; a team is its lead's to disband (no demo team: an unknown one is not found)
  registerEventTeam: { may: ["STUDENT"] },
  joinEventTeam: { may: ["STUDENT"] },
  disbandEventTeam: LOGGED_IN,
  // events: JOB_ADMIN runs events (pages, invite codes); the recruit side joins its employer with a recruit code
  createEvent: JOB_ADMIN,
  updateEvent: JOB_ADMIN,
  createEventInviteCode: JOB_ADMIN,
  revokeEventInviteCode: JOB_ADMIN,
  joinEventAsExhibitor: { may: ["EVENT_EXHIBITOR", "COMPANY_REPRESENTATIVE"] },
  setUiLanguage: LOGGED_IN,
  setEmailPreference: LOGGED_IN,
  uploadAvatar: LOGGED_IN,
  removeAvatar: LOGGED_IN,
};

// ── Semantically invalid arguments, generated from the types ──

/**
 * empty: every field, with empty strings, empty lists, negative numbers; oversized: every field, with strings far over
 * any limit, two of each list and numbers at the top of their range; unknown: the required fields only, with text
 * and ids that name nothing (an id shaped like a UUID, so it reaches the look-up).
 */
const VARIANTS = ["empty", "oversized", "unknown"] as const;
type Variant = (typeof VARIANTS)[number];
const TOO_LONG = "x".repeat(60_001);
/** Past every text limit (4,000 at most) yet short: for the strings after the body's budget of long ones is spent. */
const LONG = "x".repeat(10_001);
/**
 * How many characters of TOO_LONG one request carries: a large input (an event with every section) would otherwise
 * pass the router's 4 MB body limit and be refused as PAYLOAD_TOO_LARGE before anyone is asked who the caller is.
 */
const OVERSIZED_BUDGET = 3_000_000;
let oversizedLeft = OVERSIZED_BUDGET;
const UNKNOWN_ID = "00000000-0000-4000-8000-00000000dead";

function scalar(name: string, variant: Variant): unknown {
  const values: Record<string, Record<Variant, unknown>> = {
    String: { empty: "", oversized: TOO_LONG, unknown: "no-such-thing" },
    ID: { empty: "", oversized: TOO_LONG, unknown: UNKNOWN_ID },
    Int: { empty: -1, oversized: 2_147_483_647, unknown: 0 },
    Float: { empty: -1, oversized: 1e15, unknown: -0.5 },
    Boolean: { empty: false, oversized: true, unknown: true },
  };
  if (!values[name]) throw new Error(`no invalid value for the scalar ${name}: add one`);
  if (variant === "oversized" && (name === "String" || name === "ID")) {
    if (oversizedLeft < TOO_LONG.length) return LONG;
    oversizedLeft -= TOO_LONG.length;
  }
  return values[name][variant];
}

function invalidValue(type: GraphQLInputType, variant: Variant): unknown {
  if (isNonNullType(type)) return invalidValue(type.ofType, variant);
  if (isListType(type))
    return variant === "empty" ? [] : Array.from({ length: variant === "oversized" ? 2 : 1 }, () => invalidValue(type.ofType, variant));
  // Enums must stay type-valid (the router refuses anything else before any subgraph sees it).
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).filter((f) => variant !== "unknown" || isNonNullType(f.type));
    return Object.fromEntries(fields.map((f) => [f.name, invalidValue(f.type, variant)]));
  }
  return scalar(type.name, variant);
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
/** `over` laid on `base`: nested objects merged, anything else replaced. */
function overlay(base: Record<string, unknown>, over: Record<string, unknown>): Record<string, unknown> {
  const out = { ...base };
  for (const [k, v] of Object.entries(over)) out[k] = isPlainObject(v) && isPlainObject(out[k]) ? overlay(out[k], v) : v;
  return out;
}

function operationOf(field: GraphQLField<unknown, unknown>): string {
  const args = field.args as readonly GraphQLArgument[];
  const declared = args.length ? `(${args.map((a) => `$${a.name}: ${String(a.type)}`).join(", ")})` : "";
  const passed = args.length ? `(${args.map((a) => `${a.name}: $${a.name}`).join(", ")})` : "";
  const selection = isLeafType(getNamedType(field.type)) ? "" : " { __typename }";
  return `mutation Sweep${declared} { ${field.name}${passed}${selection} }`;
}

/** The generated arguments of `name`, with the rule's real ids laid over them unless `realIds` is false. */
function variablesOf(name: string, variant: Variant, made: Made, realIds = true): Record<string, unknown> {
  const field = MUTATIONS[name]!;
  oversizedLeft = OVERSIZED_BUDGET;
  const generated = Object.fromEntries(field.args.map((a) => [a.name, invalidValue(a.type, variant)]));
  return realIds ? overlay(generated, RULES[name]?.over?.(made) ?? {}) : generated;
}

// ── Reading answers and the database ──

type Answer = Awaited<ReturnType<TestBrowser["graphql"]>>;
const codeOf = (r: Answer) => r.json.errors?.[0]?.extensions?.code;

/**
 * A fingerprint of every domain table (row count and a hash of its rows). The auth schema is left out: logging in and
 * sliding sessions write there by design.
 */
async function fingerprint(database: Database): Promise<Record<string, string>> {
  const tables = await database.query<{ s: string; t: string }>(
    `SELECT table_schema AS s, table_name AS t FROM information_schema.tables
     WHERE table_schema IN ('courses', 'events', 'forum', 'jobs', 'talent') AND table_type = 'BASE TABLE' ORDER BY 1, 2`,
  );
  if (tables.length < 20) throw new Error(`only ${tables.length} domain tables found: the fingerprint would prove nothing`);
  const parts = tables.map(
    ({ s, t }) =>
      `SELECT '${s}.${t}' AS name, count(*) || ':' || md5(coalesce(string_agg(r::text, E'\\n' ORDER BY r::text), '')) AS print FROM "${s}"."${t}" r`,
  );
  const rows = await database.query<{ name: string; print: string }>(parts.join(" UNION ALL "));
  return Object.fromEntries(rows.map((r) => [r.name, r.print]));
}

/** A sweep sends a thousand requests or more: room for a busy machine (a limit on hanging, not a timing asserted). */
const SWEEP_TIMEOUT = 300_000;

/** Runs `jobs` a few at a time (the router handles concurrent requests; PGlite still takes them in turn). */
async function inTurns<T>(jobs: (() => Promise<T>)[], width = 4): Promise<T[]> {
  const results: T[] = new Array(jobs.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < jobs.length) {
        const i = next++;
        results[i] = await jobs[i]!();
      }
    }),
  );
  return results;
}

describe("authorization before validation, for every mutation (through the router)", () => {
  const router = routerSuite("in-process");
  const browsers = {} as Record<Role, TestBrowser>;
  const made = {} as Made;

  beforeAll(async () => {
    for (const role of ROLES) browsers[role] = await logIn(router.url, account(role).email);
    const me = browsers.STUDENT;
    const ok = async <T>(query: string, variables: Record<string, unknown>) => {
      const r = await me.graphql<T>(query, variables);
      expect(r.json.errors).toBeUndefined();
      return r.json.data!;
    };
    const work = await ok<{ addWorkExperience: { workExperiences: { id: string }[] } }>(
      `mutation($i: WorkExperienceInput!) { addWorkExperience(input: $i) { workExperiences { id } } }`,
      {
        i: {
          jobTitle: "Data Analyst",
          employerName: "Lantern Analytics",
          start: "2023-02",
          end: null,
          descriptions: ["Built dashboards in SQL."],
        },
      },
    );
    made.studentWork = work.addWorkExperience.workExperiences[0]!.id;
    const education = await ok<{ addEducation: { educations: { id: string }[] } }>(
      `mutation($i: EducationInput!) { addEducation(input: $i) { educations { id } } }`,
      {
        i: {
          university: "Universiti Malaya",
          level: "Degree",
          field: "Statistics",
          start: "2018-09",
          end: "2022-06",
          grade: null,
          descriptions: [],
        },
      },
    );
    made.studentEducation = education.addEducation.educations[0]!.id;
    const report = await ok<{ reportForumPost: { id: string } }>(
      `mutation($id: ID!) { reportForumPost(id: $id, reason: "Advertising, not a question") { id } }`,
      {
        id: reportedPost.id,
      },
    );
    made.report = report.reportForumPost.id;
    const applied = await ok<{ applyToProgramme: { id: string } }>(
      `mutation($answers: [ApplicationAnswerInput!]!) { applyToProgramme(programmeId: "kyouth-2025", answers: $answers) { id } }`,
      { answers: kyouth2025Answers() },
    );
    made.programmeApplication = applied.applyToProgramme.id;
    const [waiting] = await router.database.query<{ id: string }>(
      `SELECT id FROM courses.lesson_submissions WHERE class_id = $1 AND user_id = $2 AND status = 'SUBMITTED' LIMIT 1`,
      [studentClass.id, student.id],
    );
    made.waitingSubmission = waiting!.id;
    const attempt = await ok<{ startSkillAttempt: { id: string } }>(
      `mutation { startSkillAttempt(input: { testId: "sql-beginner", mode: PRACTICE, acceptedTermIds: [] }) { id } }`,
      {},
    );
    made.studentAttempt = attempt.startSkillAttempt.id;
  });

  it("every mutation of the public API has a rule, and every rule a mutation", () => {
    expect(Object.keys(MUTATIONS).filter((m) => !RULES[m])).toEqual([]);
    expect(Object.keys(RULES).filter((m) => !MUTATIONS[m])).toEqual([]);
    // The fixtures point where the rules say (so a changed seed cannot quietly weaken the sweep).
    expect(otherEmployer).not.toBe(recruitersEmployer);
    expect(employerOfJob(applicationToOtherEmployer.jobId)).not.toBe(recruitersEmployer);
    expect([studentPost, studentComment, commentOnStudentPost, reportedPost, classPost].every(Boolean)).toBe(true);
  });

  it(
    "a visitor gets UNAUTHENTICATED from every mutation, whatever the input and whether its ids name anything; nothing is written",
    async () => {
      const before = await fingerprint(router.database);
      const visitor = new TestBrowser(router.url);
      const wrong: string[] = [];
      await inTurns(
        Object.keys(MUTATIONS).flatMap((name) =>
          VARIANTS.flatMap((variant) =>
            [true, false].map((realIds) => async () => {
              const r = await visitor.graphql(operationOf(MUTATIONS[name]!), variablesOf(name, variant, made, realIds));
              if (codeOf(r) !== "UNAUTHENTICATED" || r.json.data?.[name] != null)
                wrong.push(
                  `${name} (${variant}${realIds ? ", real ids" : ""}): ${codeOf(r) ?? "no error"} ${r.json.errors?.[0]?.message ?? ""}`,
                );
            }),
          ),
        ),
      );
      expect(wrong).toEqual([]);
      expect(await fingerprint(router.database)).toEqual(before);
    },
    SWEEP_TIMEOUT,
  );

  it(
    "a logged-in caller without the role, or without a part in the object, is refused whatever the input; nothing is written",
    async () => {
      const before = await fingerprint(router.database);
      const wrong: string[] = [];
      let sent = 0;
      const attempts = Object.entries(RULES).flatMap(([name, rule]) =>
        ROLES.flatMap((role) => {
          const expected = rule.may !== "logged in" && !rule.may.includes(role) ? "FORBIDDEN" : rule.refused?.[role];
          if (!expected) return [];
          return VARIANTS.map((variant) => async () => {
            sent++;
            const r = await browsers[role].graphql(operationOf(MUTATIONS[name]!), variablesOf(name, variant, made));
            if (codeOf(r) !== expected || r.json.data?.[name] != null)
              wrong.push(
                `${name} (${variant}) as ${role}: expected ${expected}, got ${codeOf(r) ?? "no error"} ${r.json.errors?.[0]?.message ?? ""}`,
              );
          });
        }),
      );
      await inTurns(attempts);
      expect(wrong).toEqual([]);
      // A table that refused nobody would pass without trying anything.
      expect(sent).toBeGreaterThan(300);
      expect(await fingerprint(router.database)).toEqual(before);
    },
    SWEEP_TIMEOUT,
  );

  describe("object-level checks come before validation: the same invalid input is BAD_USER_INPUT only for a caller who may act", () => {
    type Variables = Record<string, unknown> | ((made: Made) => Record<string, unknown>);
    interface Case {
      name: string;
      query: string;
      variables: Variables;
      refused: [Role, Refusal];
      /** A caller who may act, with the variables it sends (the same invalid input, on an object of theirs). */
      permitted: [Role, Variables];
    }
    const badJob = { title: "", roleId: "", location: "", remote: false, type: "Sometimes", description: "too short" };
    const badCompany = { title: "", location: "", industry: "Alchemy", size: "huge", website: "not a web address" };
    const longText = "y".repeat(5_001);
    const CASES: Case[] = [
      {
        name: "createJob for another employer by a representative",
        query: `mutation($input: JobInput!) { createJob(input: $input) { id } }`,
        variables: { input: { ...badJob, employerId: otherEmployer } },
        refused: ["COMPANY_REPRESENTATIVE", "FORBIDDEN"],
        permitted: ["JOB_ADMIN", { input: { ...badJob, employerId: otherEmployer } }],
      },
      {
        name: "updateJob of another employer's job by a representative",
        query: `mutation($id: ID!, $input: JobInput!) { updateJob(id: $id, input: $input) { id } }`,
        variables: { id: String(otherEmployersJob.id), input: badJob },
        refused: ["COMPANY_REPRESENTATIVE", "FORBIDDEN"],
        permitted: ["COMPANY_REPRESENTATIVE", { id: String(recruitersJob.id), input: badJob }],
      },
      {
        name: "updateJob moving a representative's own job to another employer",
        query: `mutation($id: ID!, $input: JobInput!) { updateJob(id: $id, input: $input) { id } }`,
        variables: { id: String(recruitersJob.id), input: { ...badJob, employerId: otherEmployer } },
        refused: ["COMPANY_REPRESENTATIVE", "FORBIDDEN"],
        permitted: ["COMPANY_REPRESENTATIVE", { id: String(recruitersJob.id), input: badJob }],
      },
      {
        name: "updateEmployer of another employer by a representative",
        query: `mutation($id: ID!, $input: CompanyInput!) { updateEmployer(id: $id, input: $input) { id } }`,
        variables: { id: otherEmployer, input: badCompany },
        refused: ["COMPANY_REPRESENTATIVE", "FORBIDDEN"],
        permitted: ["COMPANY_REPRESENTATIVE", { id: recruitersEmployer, input: badCompany }],
      },
      {
        name: "moveJobApplication of another employer's applicant by a representative",
        query: `mutation($id: ID!, $note: String) { moveJobApplication(id: $id, to: REVIEWED, note: $note) { id } }`,
        variables: { id: applicationToOtherEmployer.id, note: longText },
        refused: ["COMPANY_REPRESENTATIVE", "NOT_FOUND"],
        permitted: ["COMPANY_REPRESENTATIVE", { id: applicationToRecruiter.id, note: longText }],
      },
      {
        name: "withdrawJobApplication of someone else's application",
        query: `mutation($id: ID!, $note: String) { withdrawJobApplication(id: $id, note: $note) { id } }`,
        variables: { id: applicationToRecruiter.id, note: longText },
        refused: ["TALENT_ADMIN", "NOT_FOUND"],
        permitted: ["STUDENT", { id: applicationToRecruiter.id, note: longText }],
      },
      {
        name: "applyToJob of an exclusive campaign's job the caller cannot see",
        query: `mutation($jobId: ID!, $note: String) { applyToJob(jobId: $jobId, coverNote: $note) { id } }`,
        variables: { jobId: exclusiveJob, note: longText },
        refused: ["TALENT_ADMIN", "NOT_FOUND"],
        permitted: ["TALENT_ADMIN", { jobId: String(otherEmployersJob.id), note: longText }],
      },
      {
        name: "withdrawApplication of someone else's programme application",
        query: `mutation($id: ID!, $note: String) { withdrawApplication(id: $id, note: $note) { id } }`,
        variables: (m) => ({ id: m.programmeApplication, note: longText }),
        refused: ["COURSE_ADMIN", "NOT_FOUND"],
        permitted: ["STUDENT", (m) => ({ id: m.programmeApplication, note: longText })],
      },
      {
        name: "createForumComment on a class forum's post by someone outside the class",
        query: `mutation($postId: ID!, $description: String!) { createForumComment(postId: $postId, description: $description) { id } }`,
        variables: { postId: classPost.id, description: "" },
        refused: ["EVENT_EXHIBITOR", "NOT_FOUND"],
        permitted: ["STUDENT", { postId: classPost.id, description: "" }],
      },
      {
        name: "createForumClassPost by someone outside the class",
        query: `mutation($slug: ID!, $input: ForumClassPostInput!) { createForumClassPost(slug: $slug, input: $input) { id } }`,
        variables: { slug: studentClass.slug, input: { kind: "DISCUSSION", title: "", description: "" } },
        refused: ["JOB_ADMIN", "FORBIDDEN"],
        permitted: ["STUDENT", { slug: studentClass.slug, input: { kind: "DISCUSSION", title: "", description: "" } }],
      },
      {
        name: "createForumClassPost of an announcement by a student of the class",
        query: `mutation($slug: ID!, $input: ForumClassPostInput!) { createForumClassPost(slug: $slug, input: $input) { id } }`,
        variables: { slug: studentClass.slug, input: { kind: "ANNOUNCEMENT", title: "", description: "<p>Not empty</p>" } },
        refused: ["STUDENT", "FORBIDDEN"],
        permitted: ["INSTRUCTOR", { slug: studentClass.slug, input: { kind: "ANNOUNCEMENT", title: "", description: "<p>Not empty</p>" } }],
      },
      {
        name: "reportForumPost of one's own post",
        query: `mutation($id: ID!, $reason: String!) { reportForumPost(id: $id, reason: $reason) { id } }`,
        variables: { id: studentPost.id, reason: "" },
        refused: ["STUDENT", "FORBIDDEN"],
        permitted: ["JOB_ADMIN", { id: studentPost.id, reason: "" }],
      },
      {
        name: "reportForumComment of one's own comment",
        query: `mutation($id: ID!, $reason: String!) { reportForumComment(id: $id, reason: $reason) { id } }`,
        variables: { id: studentComment.id, reason: "" },
        refused: ["STUDENT", "FORBIDDEN"],
        permitted: ["JOB_ADMIN", { id: studentComment.id, reason: "" }],
      },
      {
        name: "requestWithdrawal from someone else's order",
        query: `mutation($id: ID!, $reason: String) { requestWithdrawal(orderId: $id, reason: $reason) { id } }`,
        variables: { id: DEMO_M1JS_ORDER_ID, reason: longText },
        refused: ["COURSE_ADMIN", "NOT_FOUND"],
        permitted: ["STUDENT", { id: DEMO_M1JS_ORDER_ID, reason: longText }],
      },
      {
        name: "submitIncomeReport on someone else's agreement",
        query: `mutation($input: IncomeReportInput!) { submitIncomeReport(input: $input) { id } }`,
        variables: { input: { orderId: DEMO_ISA_ORDER_ID, employed: true, monthlySalary: -5 } },
        refused: ["INSTRUCTOR", "NOT_FOUND"],
        permitted: ["STUDENT", { input: { orderId: DEMO_ISA_ORDER_ID, employed: true, monthlySalary: -5 } }],
      },
      {
        name: "submitLessonWork in a class the caller does not study",
        query: `mutation($classId: ID!, $lessonId: ID!, $input: LessonWorkInput!) { submitLessonWork(classId: $classId, lessonId: $lessonId, input: $input) { id } }`,
        variables: { classId: studentClass.id, lessonId: "m1js-3-1", input: { text: "", link: "not a link" } },
        refused: ["INSTRUCTOR", "FORBIDDEN"],
        permitted: ["STUDENT", { classId: studentClass.id, lessonId: "m1js-3-1", input: { text: "", link: "not a link" } }],
      },
      {
        name: "scheduleLiveTutorial in a class the caller does not teach",
        query: `mutation($classId: ID!, $input: LiveTutorialInput!) { scheduleLiveTutorial(classId: $classId, input: $input) { id } }`,
        variables: { classId: tutorial.classId, input: { title: "", startsAt: "not a date", durationMinutes: -1 } },
        refused: ["STUDENT", "FORBIDDEN"],
        permitted: ["INSTRUCTOR", { classId: tutorial.classId, input: { title: "", startsAt: "not a date", durationMinutes: -1 } }],
      },
      {
        name: "updateWorkExperience of someone else's entry",
        query: `mutation($id: ID!, $input: WorkExperienceInput!) { updateWorkExperience(id: $id, input: $input) { id } }`,
        variables: (m) => ({ id: m.studentWork, input: { jobTitle: "", employerName: "", start: "someday", descriptions: [] } }),
        refused: ["EVENT_EXHIBITOR", "NOT_FOUND"],
        permitted: [
          "STUDENT",
          (m) => ({ id: m.studentWork, input: { jobTitle: "", employerName: "", start: "someday", descriptions: [] } }),
        ],
      },
    ];

    it.each(CASES)("$name", async (c) => {
      const before = await fingerprint(router.database);
      // Rows made in setup exist only once beforeAll has run, hence variables as functions of them.
      const fill = (v: Variables) => (typeof v === "function" ? v(made) : v);
      const [refusedRole, refusal] = c.refused;
      const refused = await browsers[refusedRole].graphql(c.query, fill(c.variables));
      expect(codeOf(refused), refused.json.errors?.[0]?.message).toBe(refusal);
      const [permittedRole, permittedVariables] = c.permitted;
      const permitted = await browsers[permittedRole].graphql(c.query, fill(permittedVariables));
      expect(codeOf(permitted), permitted.json.errors?.[0]?.message).toBe("BAD_USER_INPUT");
      expect(await fingerprint(router.database)).toEqual(before);
    });
  });
});
