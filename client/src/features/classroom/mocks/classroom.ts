/**
 * Mock classroom and certificates, following the server's rules (subgraphs/courses/services/
 * classroom.ts, progress.ts, submissions.ts, tutorials.ts, certificates.ts): lessons are course content shared by every
 * class of a course; only a class's STUDENT with active access to the course may study (FORBIDDEN otherwise); reading
 * and video lessons are marked done, quizzes and labs graded at once (round(100 × correct / questions), typed answers
 * compared case-insensitively with whitespace collapsed), assignments and projects handed in and marked by the class's
 * instructors or a course admin; status keeps the best mark; completion (every lesson completed and, for
 * foundation-certificate courses, 90% tutorial attendance) issues the certificate at once, and holding cabed + cafed
 * earns `case`. Errors are shaped like the server's (BAD_USER_INPUT with `extensions.fields`, FORBIDDEN, CONFLICT,
 * NOT_FOUND). The seed mirrors the server's demo seed (m1js-open-2026, m1sql-2026-05 with certificate DEMSQL2K6M,
 * fcda-2026-10 with tutorials). In the browser the state survives reloads (sessionStorage); tests call
 * `resetMockClassroom()` (through resetMockBackend).
 */
import type { Resolvers } from "../../../__generated__/mock-resolvers";
import { GraphQLError } from "graphql";
import { BADGES, CERTIFICATE_PAGE_SIZE, REVOKE_REASON_MAX, type BadgeDef } from "@server/courses/modules/certificates/rules/certificates";
import {
  ATTENDANCE_THRESHOLD,
  CLASS_PAGE_SIZE,
  CLASSROOM_TEXT_MAX,
  GRADING_QUEUE_PAGE_SIZE,
  TUTORIAL_MAX_MINUTES,
  TUTORIAL_MIN_MINUTES,
} from "@server/courses/modules/classroom/rules/classroom";
import { classSeed, tutorialSeed } from "@server/courses/modules/classroom/seed-data";
import { demoCertificateDates } from "@server/courses/modules/certificates/seed-data";
import { courseById } from "../../catalogue/mocks";
import { accessFor, grantAccess } from "../../enrolment/mocks";
import { demoAccount } from "../../../mocks/fixtures";
import { badInput, type MockDeps } from "../../../mocks/common";
import { categoryOf, meetsM1Prerequisite, programmeById } from "../../programmes/mocks";
import { currentAccount } from "../../../mocks/session";
import type { ClassInput, ClassRole, LessonStatus, LessonType, SubmissionStatus } from "../../../__generated__/schema-types";

/* ---------- Types ---------- */

interface MockQuestion {
  id: string;
  prompt: string;
  options: string[];
  answer: string;
}
export interface MockLesson {
  id: string;
  courseId: string;
  moduleNumber: number;
  position: number;
  title: string;
  type: LessonType;
  passMark: number;
  videoMinutes: number | null;
  body: string;
  questions: MockQuestion[];
}
export interface MockClass {
  id: string;
  slug: string;
  title: string;
  courseId: string;
  programmeId: string | null;
  startsOn: string;
  endsOn: string;
  joinOpen: boolean;
}
export interface MockMember {
  classId: string;
  userId: string;
  role: ClassRole;
  addedAt: string;
}
interface MockProgress {
  userId: string;
  lessonId: string;
  status: LessonStatus;
  bestMark: number | null;
  updatedAt: string;
}
export interface MockSubmission {
  id: string;
  lessonId: string;
  classId: string;
  learnerId: string;
  status: SubmissionStatus;
  text: string | null;
  link: string | null;
  answers: { questionId: string; answer: string; correct: boolean }[];
  submittedAt: string;
  mark: number | null;
  feedback: string | null;
  markedAt: string | null;
  markedById: string | null;
}
export interface MockTutorial {
  id: string;
  classId: string;
  title: string;
  startsAt: string;
  durationMinutes: number;
  /** userId → present; null until attendance is taken. */
  attendance: Record<string, boolean> | null;
}
export interface MockCertificate {
  id: string;
  code: string;
  holderId: string;
  courseId: string | null;
  badgeId: string | null;
  classId: string | null;
  title: string;
  dateStarted: string;
  dateIssued: string;
  issuedByAdmin: boolean;
  revokedAt: string | null;
  revokedReason: string | null;
}

/* ---------- Badges (SPEC §3): the server's, each of its seeded course ---------- */

export type { BadgeDef };
const badgeById = (id: string | null) => BADGES.find((b) => b.id === id) ?? null;
const badgeForCourse = (courseId: string) => BADGES.find((b) => b.courseId === courseId) ?? null;

const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
function newCode(): string {
  const bytes = new Uint8Array(10);
  globalThis.crypto.getRandomValues(bytes);
  return [...bytes].map((b) => CODE_ALPHABET[b & 31]).join("");
}
const slugify = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
export const idSlugOf = (c: Pick<MockCertificate, "code" | "title">) => `${c.code}-${slugify(c.title)}`;

/* ---------- Lesson content (mirrors subgraphs/courses/lesson-data.ts in spirit) ---------- */

const PASS: Record<LessonType, number> = {
  READING: 0,
  VIDEO: 0,
  OPEN_CLASS_QUIZ: 70,
  OPEN_CLASS_AUTO_GRADED_LAB: 70,
  ASSIGNMENT: 50,
  OPEN_CLASS_ASSIGNMENT: 50,
  PROJECT: 50,
};
const AUTO: LessonType[] = ["OPEN_CLASS_QUIZ", "OPEN_CLASS_AUTO_GRADED_LAB"];
const MARKED: LessonType[] = ["ASSIGNMENT", "OPEN_CLASS_ASSIGNMENT", "PROJECT"];

const MODULE_TITLES: Record<string, string[]> = {
  m1js: ["JavaScript in the browser", "Control flow", "Your first project"],
  m1sql: ["Querying a table", "Joins and grouping", "Putting it together"],
  m1py: ["Python basics", "Functions and files"],
  fcda: ["Spreadsheets and data cleaning", "SQL for analysts", "Dashboards"],
};

type LessonSpec = [
  module: number,
  title: string,
  type: LessonType,
  body: string,
  extra?: { videoMinutes?: number; questions?: MockQuestion[] },
];

const q = (id: string, prompt: string, answer: string, options: string[] = []): MockQuestion => ({ id, prompt, options, answer });

const LESSON_SPECS: Record<string, LessonSpec[]> = {
  m1js: [
    [
      1,
      "Running JavaScript in the browser",
      "READING",
      "<p>Every browser has a JavaScript engine. Open the developer tools (F12) and use the <strong>Console</strong> tab to run code line by line.</p><p>In a page, code goes in a <code>&lt;script&gt;</code> element, usually at the end of <code>&lt;body&gt;</code> or with the <code>defer</code> attribute.</p>",
    ],
    [
      1,
      "Variables and types",
      "VIDEO",
      "<p>Declare values with <code>const</code> (never reassigned) and <code>let</code> (reassigned). The main types are numbers, strings, booleans, <code>null</code>, <code>undefined</code>, objects and arrays.</p><p>Use <code>typeof</code> to check a value's type.</p>",
      { videoMinutes: 12 },
    ],
    [
      2,
      "Control flow quiz",
      "OPEN_CLASS_QUIZ",
      "<p>Three questions on <code>if</code>, loops and comparisons.</p>",
      {
        questions: [
          q("q1", "Which operator compares without type conversion?", "===", ["==", "===", "="]),
          q("q2", "Which loop always runs its body at least once?", "do…while", ["for", "while", "do…while"]),
          q("q3", "What does `break` do inside a loop?", "Leaves the loop", [
            "Skips to the next iteration",
            "Leaves the loop",
            "Restarts the loop",
          ]),
        ],
      },
    ],
    [
      3,
      "Build a to-do list",
      "PROJECT",
      "<p>Build a small to-do list page: add items, mark them done and remove them. Keep the list in <code>localStorage</code> so it survives a reload.</p><p>Hand in a short write-up and a link to your repository.</p>",
    ],
  ],
  m1sql: [
    [
      1,
      "What a relational database is",
      "READING",
      "<p>A relational database stores data in <strong>tables</strong> of rows and columns. Each table has a <em>primary key</em> that identifies a row.</p>",
    ],
    [
      1,
      "Your first SELECT",
      "VIDEO",
      "<p><code>SELECT name, city FROM customers WHERE city = 'Penang' ORDER BY name;</code> picks columns, filters rows and sorts them.</p>",
      { videoMinutes: 9 },
    ],
    [
      1,
      "SELECT quiz",
      "OPEN_CLASS_QUIZ",
      "<p>Check what you know about SELECT.</p>",
      {
        questions: [
          q("q1", "Which clause filters rows?", "WHERE", ["ORDER BY", "WHERE", "GROUP BY"]),
          q("q2", "Which clause sorts the result?", "ORDER BY", ["ORDER BY", "HAVING", "LIMIT"]),
        ],
      },
    ],
    [
      2,
      "Joins explained",
      "READING",
      "<p>An <code>INNER JOIN</code> keeps rows that match in both tables; a <code>LEFT JOIN</code> keeps every row of the left table.</p>",
    ],
    [
      2,
      "Grouping lab",
      "OPEN_CLASS_AUTO_GRADED_LAB",
      "<p>Type the keyword that completes each query.</p>",
      {
        questions: [
          q("q1", "SELECT city, COUNT(*) FROM customers ___ BY city;", "group"),
          q("q2", "Which keyword filters groups after grouping?", "having"),
        ],
      },
    ],
    [
      2,
      "Sales by region",
      "ASSIGNMENT",
      "<p>Write a query that returns total sales per region for 2025, largest first, and explain your joins.</p>",
    ],
    [3, "Peer query review", "OPEN_CLASS_ASSIGNMENT", "<p>Review a classmate's query and suggest one improvement.</p>"],
    [
      3,
      "Library database project",
      "PROJECT",
      "<p>Design tables for a small library (books, members, loans) and write five useful queries.</p>",
    ],
  ],
  m1py: [
    [1, "Hello, Python", "READING", '<p>Run <code>python3</code> to start the interpreter; <code>print("Hello")</code> writes a line.</p>'],
    [
      1,
      "Lists and loops",
      "VIDEO",
      "<p>A <code>for</code> loop walks a list: <code>for n in [1, 2, 3]: print(n)</code>.</p>",
      { videoMinutes: 10 },
    ],
    [
      2,
      "Functions quiz",
      "OPEN_CLASS_QUIZ",
      "<p>Two questions on functions.</p>",
      {
        questions: [
          q("q1", "Which keyword defines a function?", "def", ["func", "def", "function"]),
          q("q2", "What does a function return without a return statement?", "None", ["0", "None", "An error"]),
        ],
      },
    ],
  ],
  fcda: [
    [
      1,
      "Cleaning data in a spreadsheet",
      "READING",
      "<p>Remove duplicates, trim spaces and make dates one format before any analysis.</p>",
    ],
    [
      2,
      "Aggregates lab",
      "OPEN_CLASS_AUTO_GRADED_LAB",
      "<p>Type the SQL function for each task.</p>",
      {
        questions: [q("q1", "The function that adds up a column", "sum"), q("q2", "The function that counts rows", "count")],
      },
    ],
    [
      3,
      "Build a dashboard",
      "ASSIGNMENT",
      "<p>Build a one-page dashboard of the sample sales data and explain the three charts you chose.</p>",
    ],
    [
      3,
      "Capstone analysis",
      "PROJECT",
      "<p>Answer a business question with a dataset of your choice; hand in your findings and a link to your work.</p>",
    ],
  ],
};

function buildLessons(): MockLesson[] {
  const out: MockLesson[] = [];
  for (const [courseId, specs] of Object.entries(LESSON_SPECS)) {
    const positions = new Map<number, number>();
    for (const [moduleNumber, title, type, body, extra] of specs) {
      const position = (positions.get(moduleNumber) ?? 0) + 1;
      positions.set(moduleNumber, position);
      out.push({
        id: `${courseId}-${moduleNumber}-${position}`,
        courseId,
        moduleNumber,
        position,
        title,
        type,
        passMark: PASS[type],
        videoMinutes: extra?.videoMinutes ?? null,
        body,
        questions: extra?.questions ?? [],
      });
    }
  }
  return out;
}
const lessons = buildLessons();
export const lessonById = (id: string) => lessons.find((l) => l.id === id) ?? null;
const lessonsOf = (courseId: string) => lessons.filter((l) => l.courseId === courseId);

function modulesOf(courseId: string) {
  const mine = lessonsOf(courseId);
  const numbers = [...new Set(mine.map((l) => l.moduleNumber))].sort((a, b) => a - b);
  return numbers.map((number) => ({
    id: `${courseId}:${number}`,
    number,
    title: MODULE_TITLES[courseId]?.[number - 1] ?? `Module ${number}`,
    lessons: mine.filter((l) => l.moduleNumber === number),
  }));
}

/* ---------- State and seed ---------- */

const mei = demoAccount("student");
export const DEMO_INSTRUCTOR_ID = demoAccount("instructor").id;
/** Two of the sample people (mocks/schema.ts samplePeople) as classmates, so staff lists are not empty. */
const SAMPLE_STUDENTS = ["3f0e2a55-0000-4c1d-9a7b-000000000001", "3f0e2a55-0000-4c1d-9a7b-000000000002"];

export const CLASS_IDS = {
  m1js: "7c1a0000-0000-4000-8000-000000000001",
  m1sql: "7c1a0000-0000-4000-8000-000000000002",
  fcda: "7c1a0000-0000-4000-8000-000000000003",
};

interface State {
  classes: MockClass[];
  members: MockMember[];
  progress: MockProgress[];
  submissions: MockSubmission[];
  tutorials: MockTutorial[];
  certificates: MockCertificate[];
}

function seed(): State {
  // Dated like the server's seed, from today (its classes' and tutorials' days; the demo student's story around them).
  const now = new Date();
  const server = classSeed(now);
  const serverTutorials = tutorialSeed(now);
  const span = (i: number) => ({ startsOn: server[i]!.startsOn, endsOn: server[i]!.endsOn });
  const after = (day: string, days: number, hhmm = "09:00") =>
    new Date(Date.parse(`${day}T${hhmm}:00.000Z`) + days * 86_400_000).toISOString();
  const m1jsStart = server[0]!.startsOn;
  const m1sqlStart = server[1]!.startsOn;
  const classes: MockClass[] = [
    {
      id: CLASS_IDS.m1js,
      slug: "m1js-open-2026",
      title: "M1 JavaScript open class 2026",
      courseId: "m1js",
      programmeId: null,
      ...span(0),
      joinOpen: true,
    },
    {
      id: CLASS_IDS.m1sql,
      slug: "m1sql-2026-05",
      title: "M1 SQL May 2026",
      courseId: "m1sql",
      programmeId: null,
      ...span(1),
      joinOpen: false,
    },
    {
      id: CLASS_IDS.fcda,
      slug: "fcda-2026-10",
      title: "Foundation Certificate in Data Analytics October 2026",
      courseId: "fcda",
      programmeId: null,
      ...span(2),
      joinOpen: true,
    },
  ];
  const members: MockMember[] = [
    ...classes.map((c) => ({
      classId: c.id,
      userId: DEMO_INSTRUCTOR_ID,
      role: "INSTRUCTOR" as const,
      addedAt: `${c.startsOn}T00:00:00.000Z`,
    })),
    { classId: CLASS_IDS.m1js, userId: mei.id, role: "STUDENT", addedAt: after(m1jsStart, 1) },
    { classId: CLASS_IDS.m1js, userId: SAMPLE_STUDENTS[0]!, role: "STUDENT", addedAt: after(m1jsStart, 2) },
    { classId: CLASS_IDS.m1sql, userId: mei.id, role: "STUDENT", addedAt: after(m1sqlStart, 14) },
    { classId: CLASS_IDS.fcda, userId: SAMPLE_STUDENTS[0]!, role: "STUDENT", addedAt: after(server[2]!.startsOn, 0) },
    { classId: CLASS_IDS.fcda, userId: SAMPLE_STUDENTS[1]!, role: "STUDENT", addedAt: after(server[2]!.startsOn, 0) },
  ];
  const progress: MockProgress[] = [
    { userId: mei.id, lessonId: "m1js-1-1", status: "COMPLETED", bestMark: null, updatedAt: after(m1jsStart, 4, "10:00") },
    { userId: mei.id, lessonId: "m1js-2-1", status: "COMPLETED", bestMark: 100, updatedAt: after(m1jsStart, 19, "10:00") },
    { userId: mei.id, lessonId: "m1js-3-1", status: "IN_PROGRESS", bestMark: null, updatedAt: after(m1jsStart, 44, "10:00") },
    ...lessonsOf("m1sql").map((l, i) => ({
      userId: mei.id,
      lessonId: l.id,
      status: "COMPLETED" as const,
      bestMark: l.passMark ? 90 : null,
      updatedAt: after(m1sqlStart, 20 + 6 * i, "12:00"),
    })),
  ];
  const submissions: MockSubmission[] = [
    {
      id: "5b0b0000-0000-4000-8000-000000000001",
      lessonId: "m1js-2-1",
      classId: CLASS_IDS.m1js,
      learnerId: mei.id,
      status: "MARKED",
      text: null,
      link: null,
      answers: [
        { questionId: "q1", answer: "===", correct: true },
        { questionId: "q2", answer: "do…while", correct: true },
        { questionId: "q3", answer: "Leaves the loop", correct: true },
      ],
      submittedAt: after(m1jsStart, 19, "10:00"),
      mark: 100,
      feedback: null,
      markedAt: after(m1jsStart, 19, "10:00"),
      markedById: null,
    },
    {
      id: "5b0b0000-0000-4000-8000-000000000002",
      lessonId: "m1js-3-1",
      classId: CLASS_IDS.m1js,
      learnerId: mei.id,
      status: "SUBMITTED",
      text: "My to-do list keeps items in localStorage; items can be added, ticked off and removed.",
      link: "https://github.com/mei-chan/todo-list",
      answers: [],
      submittedAt: after(m1jsStart, 44, "10:00"),
      mark: null,
      feedback: null,
      markedAt: null,
      markedById: null,
    },
  ];
  const tutorial = (n: number, title: string, startsAt: string, attendance: Record<string, boolean> | null): MockTutorial => ({
    id: `7e700000-0000-4000-8000-00000000000${n}`,
    classId: CLASS_IDS.fcda,
    title,
    startsAt,
    durationMinutes: 90,
    attendance,
  });
  const tutorials: MockTutorial[] = [
    tutorial(1, "Welcome and spreadsheet basics", serverTutorials[0]!.startsAt.toISOString(), {
      [SAMPLE_STUDENTS[0]!]: true,
      [SAMPLE_STUDENTS[1]!]: true,
    }),
    tutorial(2, "SQL for analysts, live", serverTutorials[1]!.startsAt.toISOString(), {
      [SAMPLE_STUDENTS[0]!]: true,
      [SAMPLE_STUDENTS[1]!]: false,
    }),
    tutorial(3, "Dashboard clinic", serverTutorials[2]!.startsAt.toISOString(), null),
    tutorial(4, "Capstone presentations", serverTutorials[3]!.startsAt.toISOString(), null),
  ];
  const certificates: MockCertificate[] = [
    {
      id: "ce470000-0000-4000-8000-000000000001",
      code: "DEMSQL2K6M",
      holderId: mei.id,
      courseId: "m1sql",
      badgeId: "m1sql",
      classId: CLASS_IDS.m1sql,
      title: "M1 SQL",
      ...demoCertificateDates(now),
      issuedByAdmin: false,
      revokedAt: null,
      revokedReason: null,
    },
  ];
  return { classes, members, progress, submissions, tutorials, certificates };
}

let state: State = seed();
const STORAGE_KEY = "talentforge.mock.classroom";

function storage(): Storage | null {
  try {
    return typeof sessionStorage === "undefined" ? null : sessionStorage;
  } catch {
    return null;
  }
}
const save = () => storage()?.setItem(STORAGE_KEY, JSON.stringify(state));

export function resetMockClassroom(): void {
  state = seed();
  storage()?.removeItem(STORAGE_KEY);
}
export const storedMockClassroom = () => storage()?.getItem(STORAGE_KEY) ?? null;
export function loadMockClassroom(raw: string | null): void {
  if (!raw) return;
  try {
    state = JSON.parse(raw) as State;
    save();
  } catch {
    /* ignore a damaged copy */
  }
}
/** For tests. */
export const mockClassroomState = () => state;

/** The demo student's active M1 JavaScript access (a paid order in the server's demo seed), for studying the seeded class. */
export function grantDemoAccess(userId = mei.id): void {
  if (!hasActiveAccessNow(userId, "m1js")) grantAccess(userId, "m1js", 80, 365);
}
const hasActiveAccessNow = (userId: string, courseId: string) => accessFor(userId, courseId).some((a) => a.active);

/* ---------- Errors and guards ---------- */

const forbidden = (message = "You are not allowed to do this.") => new GraphQLError(message, { extensions: { code: "FORBIDDEN" } });
const conflict = (message: string, fields?: Record<string, string>) =>
  new GraphQLError(message, { extensions: { code: "CONFLICT", ...(fields ? { fields } : {}) } });
const notFound = (what: string) => new GraphQLError(`${what} not found.`, { extensions: { code: "NOT_FOUND" } });
function fail(fields: Record<string, string>) {
  const entries = Object.entries(fields);
  if (entries.length) throw badInput(`Please correct the form: ${entries[0]![0]}: ${entries[0]![1]}.`, fields);
}

const isAdmin = () => Boolean(currentAccount()?.roles.includes("COURSE_ADMIN"));
const memberOf = (classId: string, userId: string | undefined) =>
  userId ? state.members.find((m) => m.classId === classId && m.userId === userId) : undefined;
const studentsOf = (classId: string) => state.members.filter((m) => m.classId === classId && m.role === "STUDENT");
const classById = (id: string) => state.classes.find((c) => c.id === id) ?? null;
const classBySlug = (slug: string) => state.classes.find((c) => c.slug === slug) ?? null;
const hasActiveAccess = (userId: string, courseId: string) => accessFor(userId, courseId).some((a) => a.active);
const isStaff = (cls: MockClass) => isAdmin() || memberOf(cls.id, currentAccount()?.id)?.role === "INSTRUCTOR";
const canStudy = (cls: MockClass, userId: string | undefined) =>
  Boolean(userId && memberOf(cls.id, userId)?.role === "STUDENT" && hasActiveAccess(userId, cls.courseId));
const today = () => new Date().toISOString().slice(0, 10);
const now = () => new Date().toISOString();

function requireStaff(cls: MockClass) {
  if (!isStaff(cls)) throw forbidden("Only the class's instructors and course admins can do this.");
}

function studyGuard(userId: string, classId: string, lessonId: string): { cls: MockClass; lesson: MockLesson } {
  const cls = classById(classId);
  if (!cls) throw notFound("Class");
  const lesson = lessonById(lessonId);
  if (!lesson || lesson.courseId !== cls.courseId) throw notFound("Lesson");
  if (memberOf(cls.id, userId)?.role !== "STUDENT") throw forbidden("Only the class's students can do lessons");
  if (!hasActiveAccess(userId, cls.courseId)) throw forbidden("Your access to this course is not active");
  return { cls, lesson };
}

/* ---------- Progress ---------- */

const rowOf = (userId: string, lessonId: string) => state.progress.find((p) => p.userId === userId && p.lessonId === lessonId);

function setProgress(userId: string, lessonId: string, change: { status: LessonStatus; mark?: number | null }) {
  let row = rowOf(userId, lessonId);
  if (!row) {
    row = { userId, lessonId, status: change.status, bestMark: null, updatedAt: now() };
    state.progress.push(row);
  }
  if (change.mark != null) row.bestMark = Math.max(row.bestMark ?? 0, change.mark);
  if (row.status !== "COMPLETED") row.status = change.status;
  row.updatedAt = now();
}

function attendanceOf(cls: MockClass, userId: string) {
  const required = courseById(cls.courseId)?.category?.id === "fc";
  const t = Date.now();
  let held = 0;
  let attended = 0;
  for (const tut of state.tutorials) {
    if (tut.classId !== cls.id || !tut.attendance || Date.parse(tut.startsAt) > t) continue;
    held += tut.durationMinutes;
    if (tut.attendance[userId]) attended += tut.durationMinutes;
  }
  const rate = held > 0 ? attended / held : null;
  return { required, rate, met: required ? rate != null && rate >= ATTENDANCE_THRESHOLD : true };
}

const percent = (done: number, total: number) => (total > 0 ? Math.floor((100 * done) / total) : 0);

export function progressOf(cls: MockClass, userId: string) {
  const all = lessonsOf(cls.courseId);
  const status = (l: MockLesson) => rowOf(userId, l.id)?.status ?? null;
  const done = all.filter((l) => status(l) === "COMPLETED").length;
  const attendance = attendanceOf(cls, userId);
  const inProgress = all
    .map((l) => ({ l, row: rowOf(userId, l.id) }))
    .filter((x) => x.row?.status === "IN_PROGRESS")
    .sort((a, b) => b.row!.updatedAt.localeCompare(a.row!.updatedAt));
  const continueLesson = inProgress[0]?.l ?? all.find((l) => status(l) !== "COMPLETED") ?? null;
  const certificate =
    cls.courseId &&
    (state.certificates.find((c) => c.holderId === userId && c.courseId === cls.courseId && !c.revokedAt) ??
      state.certificates.find((c) => c.holderId === userId && c.courseId === cls.courseId) ??
      null);
  return {
    learnerId: userId,
    completedLessons: done,
    totalLessons: all.length,
    percent: percent(done, all.length),
    modules: modulesOf(cls.courseId).map((m) => {
      const d = m.lessons.filter((l) => status(l) === "COMPLETED").length;
      return { moduleId: m.id, title: m.title, completedLessons: d, totalLessons: m.lessons.length, percent: percent(d, m.lessons.length) };
    }),
    attendanceRequired: attendance.required,
    attendanceRate: attendance.rate,
    attendanceMet: attendance.met,
    awaitingMarking: state.submissions.filter((s) => s.classId === cls.id && s.learnerId === userId && s.status === "SUBMITTED").length,
    completed: all.length > 0 && done === all.length && attendance.met,
    continueLesson: continueLesson ? { ...continueLesson, classId: cls.id } : null,
    certificate: certificate || null,
  };
}

/* ---------- Certificates ---------- */

const validCertificate = (holderId: string, match: { courseId?: string | null; badgeId?: string | null }) =>
  state.certificates.find(
    (c) => c.holderId === holderId && !c.revokedAt && (match.courseId ? c.courseId === match.courseId : c.badgeId === match.badgeId),
  );

function createCertificate(input: Omit<MockCertificate, "id" | "code" | "revokedAt" | "revokedReason">): MockCertificate {
  const cert: MockCertificate = { ...input, id: globalThis.crypto.randomUUID(), code: newCode(), revokedAt: null, revokedReason: null };
  state.certificates.push(cert);
  return cert;
}

function awardComposites(holderId: string, startedOn: string) {
  const held = new Set(state.certificates.filter((c) => c.holderId === holderId && !c.revokedAt && c.badgeId).map((c) => c.badgeId!));
  for (const b of BADGES) {
    if (!b.earnedBy || held.has(b.id) || !b.earnedBy.every((id) => held.has(id))) continue;
    createCertificate({
      holderId,
      courseId: null,
      badgeId: b.id,
      classId: null,
      title: b.title,
      dateStarted: startedOn,
      dateIssued: today(),
      issuedByAdmin: false,
    });
  }
}

/** Whether the person holds a valid (not revoked) certificate of an M1 course: the M1 prerequisite (the programmes mocks). */
export const hasValidM1Certificate = (holderId: string): boolean =>
  state.certificates.some((c) => c.holderId === holderId && !c.revokedAt && c.courseId != null && categoryOf(c.courseId) === "m1");

/** A student of a certified-associate course's class needs an M1 certificate or credit for prior learning. */
function assertMayStudy(courseId: string, userId: string, self: boolean): void {
  if (categoryOf(courseId) !== "ca" || meetsM1Prerequisite(userId)) return;
  const title = courseById(courseId)?.title ?? courseId;
  throw self
    ? conflict(
        `${title} needs an M1 certificate or credit for prior learning: complete an M1 course first, or ask a course admin for credit.`,
      )
    : conflict(`${title} needs an M1 certificate or credit for prior learning; this person has neither.`, {
        userId: "M1 completion needed",
      });
}

/** Issues the course certificate when the student has completed the class's course (idempotent). */
function issueOnCompletion(cls: MockClass, userId: string): MockCertificate | null {
  if (!progressOf(cls, userId).completed || validCertificate(userId, { courseId: cls.courseId })) return null;
  const course = courseById(cls.courseId);
  const startedOn = memberOf(cls.id, userId)?.addedAt.slice(0, 10) ?? today();
  const cert = createCertificate({
    holderId: userId,
    courseId: cls.courseId,
    badgeId: badgeForCourse(cls.courseId)?.id ?? null,
    classId: cls.id,
    title: course?.title ?? cls.title,
    dateStarted: startedOn,
    dateIssued: today(),
    issuedByAdmin: false,
  });
  awardComposites(userId, startedOn);
  return cert;
}

/* ---------- Validation ---------- */

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (s: string) =>
  DATE.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) === s;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const collapse = (s: string) => s.trim().replace(/\s+/g, " ").toLowerCase();
function isHttpUrl(v: string) {
  try {
    const u = new URL(v);
    return u.protocol === "http:" || u.protocol === "https:";
  } catch {
    return false;
  }
}

function checkClassInput(input: ClassInput, id: string | null): Omit<MockClass, "id"> {
  const fields: Record<string, string> = {};
  const title = input.title.trim();
  const slug = input.slug.trim();
  if (!courseById(input.courseId)) fields.courseId = "Choose a course from the catalogue";
  if (!title) fields.title = "Required";
  else if (title.length > CLASSROOM_TEXT_MAX.classTitle) fields.title = `At most ${CLASSROOM_TEXT_MAX.classTitle} characters`;
  if (!SLUG.test(slug) || slug.length > CLASSROOM_TEXT_MAX.classSlug)
    fields.slug = `Use lower-case letters, digits and dashes (at most ${CLASSROOM_TEXT_MAX.classSlug})`;
  if (input.programmeId && !programmeById(input.programmeId)) fields.programmeId = "Unknown programme";
  if (!isDate(input.startsOn)) fields.startsOn = "Use a date such as 2026-09-01";
  if (!isDate(input.endsOn)) fields.endsOn = "Use a date such as 2027-08-31";
  else if (isDate(input.startsOn) && input.endsOn < input.startsOn) fields.endsOn = "The last day cannot be before the first";
  fail(fields);
  if (state.classes.some((c) => c.slug === slug && c.id !== id))
    throw conflict(`The slug ${slug} is taken.`, { slug: "This slug is taken" });
  return {
    courseId: input.courseId,
    title,
    slug,
    programmeId: input.programmeId || null,
    startsOn: input.startsOn,
    endsOn: input.endsOn,
    joinOpen: input.joinOpen,
  };
}

function checkAnswers(lesson: MockLesson, answers: { questionId: string; answer: string }[]) {
  const fields: Record<string, string> = {};
  const given = new Map<string, string>();
  for (const a of answers) {
    const question = lesson.questions.find((x) => x.id === a.questionId);
    if (!question) fields[`answers.${a.questionId}`] = "Not a question of this lesson";
    else if (given.has(a.questionId)) fields[`answers.${a.questionId}`] = "Answered more than once";
    else if (!a.answer.trim()) fields[`answers.${a.questionId}`] = "Answer this question";
    else if (a.answer.length > CLASSROOM_TEXT_MAX.quizAnswer)
      fields[`answers.${a.questionId}`] = `At most ${CLASSROOM_TEXT_MAX.quizAnswer} characters`;
    else if (question.options.length && !question.options.includes(a.answer))
      fields[`answers.${a.questionId}`] = "Choose one of the options";
    else given.set(a.questionId, a.answer);
  }
  for (const question of lesson.questions) {
    if (!given.has(question.id) && !fields[`answers.${question.id}`]) fields[`answers.${question.id}`] = "Answer this question";
  }
  fail(fields);
  return lesson.questions.map((question) => {
    const answer = given.get(question.id)!;
    const correct = question.options.length ? answer === question.answer : collapse(answer) === collapse(question.answer);
    return { questionId: question.id, answer, correct };
  });
}

/* ---------- Resolvers ---------- */

/** A lesson as served in a class (the class decides whether its content is served). */
export type LessonInClass = MockLesson & { classId: string };
const inClass = (lesson: MockLesson, classId: string): LessonInClass => ({ ...lesson, classId });
const newestStartingFirst = (list: MockClass[]) =>
  [...list].sort((a, b) => b.startsOn.localeCompare(a.startsOn) || a.title.localeCompare(b.title));
const newestIssuedFirst = (list: MockCertificate[]) =>
  [...list].sort((a, b) => b.dateIssued.localeCompare(a.dateIssued) || b.code.localeCompare(a.code));

function persist<T>(value: T): T {
  save();
  return value;
}

export function classroomResolvers({ requireViewer, requireCourseAdmin, userById, pageOf }: MockDeps): Resolvers {
  const visibleSubmission = (s: MockSubmission) => {
    const viewer = currentAccount();
    const cls = classById(s.classId);
    return Boolean(viewer && cls && (s.learnerId === viewer.id || isStaff(cls)));
  };

  return {
    Query: {
      myClasses: () => {
        const { id } = requireViewer();
        return newestStartingFirst(state.classes.filter((c) => memberOf(c.id, id)));
      },
      class: (_: unknown, { slug }: { slug: string }) => {
        const cls = classBySlug(slug);
        const viewer = currentAccount();
        if (!cls || !viewer) return null;
        return memberOf(cls.id, viewer.id) || isAdmin() ? cls : null;
      },
      joinableClasses: (_: unknown, { courseId }: { courseId: string }) => {
        const { id } = requireViewer();
        if (!hasActiveAccess(id, courseId)) return [];
        return newestStartingFirst(
          state.classes.filter((c) => c.courseId === courseId && c.joinOpen && c.endsOn >= today() && !memberOf(c.id, id)),
        );
      },
      classes: (_: unknown, args: { courseId?: string | null; page?: number | null; pageSize?: number | null }) => {
        requireCourseAdmin();
        return pageOf(
          newestStartingFirst(state.classes.filter((c) => !args.courseId || c.courseId === args.courseId)),
          args,
          CLASS_PAGE_SIZE,
        );
      },
      gradingQueue: (_: unknown, args: { page?: number | null; pageSize?: number | null }) => {
        const { id } = requireViewer();
        const admin = isAdmin();
        const taught = new Set(state.members.filter((m) => m.userId === id && m.role === "INSTRUCTOR").map((m) => m.classId));
        if (!admin && taught.size === 0 && !currentAccount()?.roles.includes("INSTRUCTOR")) throw forbidden();
        const waiting = state.submissions
          .filter((s) => s.status === "SUBMITTED" && (admin || taught.has(s.classId)))
          .sort((a, b) => a.submittedAt.localeCompare(b.submittedAt));
        return pageOf(waiting, args, GRADING_QUEUE_PAGE_SIZE);
      },
      myCertificates: () => {
        const { id } = requireViewer();
        return newestIssuedFirst(state.certificates.filter((c) => c.holderId === id));
      },
      certificate: (_: unknown, { idSlug }: { idSlug: string }) => {
        const code = idSlug.trim().split("-")[0]!.toUpperCase();
        return state.certificates.find((c) => c.code === code) ?? null;
      },
      certificates: (_: unknown, args: { courseId?: string | null; page?: number | null; pageSize?: number | null }) => {
        requireCourseAdmin();
        return pageOf(
          newestIssuedFirst(state.certificates.filter((c) => !args.courseId || c.courseId === args.courseId)),
          args,
          CERTIFICATE_PAGE_SIZE,
        );
      },
      badges: () => [...BADGES],
    },

    Mutation: {
      createClass: (_: unknown, { input }: { input: ClassInput }) => {
        requireCourseAdmin();
        const cls: MockClass = { id: globalThis.crypto.randomUUID(), ...checkClassInput(input, null) };
        state.classes.push(cls);
        return persist(cls);
      },
      updateClass: (_: unknown, { id, input }: { id: string; input: ClassInput }) => {
        requireCourseAdmin();
        const cls = classById(id);
        if (!cls) throw notFound("Class");
        const next = checkClassInput(input, id);
        if (next.courseId !== cls.courseId && studentsOf(id).length > 0) {
          throw conflict("The course cannot change once the class has students.", { courseId: "The class has students" });
        }
        Object.assign(cls, next);
        return persist(cls);
      },
      addClassMember: (_: unknown, { classId, userId, role }: { classId: string; userId: string; role: ClassRole }) => {
        requireCourseAdmin();
        const cls = classById(classId);
        if (!cls) throw notFound("Class");
        if (memberOf(classId, userId)) throw conflict("This person is already a member of the class.");
        if (
          role === "STUDENT" &&
          state.members.some((m) => m.userId === userId && m.role === "STUDENT" && classById(m.classId)?.courseId === cls.courseId)
        ) {
          throw conflict("This person is already a student of another class of the course.");
        }
        if (role === "STUDENT") assertMayStudy(cls.courseId, userId, false);
        state.members.push({ classId, userId, role, addedAt: now() });
        return persist(cls);
      },
      removeClassMember: (_: unknown, { classId, userId }: { classId: string; userId: string }) => {
        requireCourseAdmin();
        const cls = classById(classId);
        if (!cls) throw notFound("Class");
        if (!memberOf(classId, userId)) throw notFound("Member");
        state.members = state.members.filter((m) => !(m.classId === classId && m.userId === userId));
        return persist(cls);
      },
      joinClass: (_: unknown, { slug }: { slug: string }) => {
        const { id } = requireViewer();
        const cls = classBySlug(slug);
        if (!cls) throw notFound("Class");
        if (!hasActiveAccess(id, cls.courseId)) throw forbidden("Your access to this course is not active");
        if (!cls.joinOpen) throw conflict("This class is not open to join.");
        if (memberOf(cls.id, id)) throw conflict("You are already a member of this class.");
        if (state.members.some((m) => m.userId === id && m.role === "STUDENT" && classById(m.classId)?.courseId === cls.courseId)) {
          throw conflict("You are already in another class of this course.");
        }
        assertMayStudy(cls.courseId, id, true);
        state.members.push({ classId: cls.id, userId: id, role: "STUDENT", addedAt: now() });
        return persist(cls);
      },
      openLesson: (_: unknown, { classId, lessonId }: { classId: string; lessonId: string }) => {
        const { id } = requireViewer();
        const { lesson } = studyGuard(id, classId, lessonId);
        setProgress(id, lesson.id, { status: "IN_PROGRESS" });
        return persist(inClass(lesson, classId));
      },
      markLessonDone: (_: unknown, { classId, lessonId }: { classId: string; lessonId: string }) => {
        const { id } = requireViewer();
        const { cls, lesson } = studyGuard(id, classId, lessonId);
        if (lesson.type !== "READING" && lesson.type !== "VIDEO") {
          throw badInput("Only reading and video lessons are marked done.", { lessonId: "Hand in or answer this lesson instead" });
        }
        setProgress(id, lesson.id, { status: "COMPLETED" });
        issueOnCompletion(cls, id);
        return persist(inClass(lesson, classId));
      },
      submitLessonAnswers: (_: unknown, args: { classId: string; lessonId: string; answers: { questionId: string; answer: string }[] }) => {
        const { id } = requireViewer();
        const { cls, lesson } = studyGuard(id, args.classId, args.lessonId);
        if (!AUTO.includes(lesson.type)) throw badInput("This lesson takes no answers.", { lessonId: "Not a quiz or lab" });
        const graded = checkAnswers(lesson, args.answers);
        const mark = Math.round((100 * graded.filter((a) => a.correct).length) / lesson.questions.length);
        const at = now();
        const submission: MockSubmission = {
          id: globalThis.crypto.randomUUID(),
          lessonId: lesson.id,
          classId: cls.id,
          learnerId: id,
          status: "MARKED",
          text: null,
          link: null,
          answers: graded,
          submittedAt: at,
          mark,
          feedback: null,
          markedAt: at,
          markedById: null,
        };
        state.submissions.push(submission);
        setProgress(id, lesson.id, { status: mark >= lesson.passMark ? "COMPLETED" : "IN_PROGRESS", mark });
        issueOnCompletion(cls, id);
        return persist(submission);
      },
      submitLessonWork: (_: unknown, args: { classId: string; lessonId: string; input: { text: string; link?: string | null } }) => {
        const { id } = requireViewer();
        const { cls, lesson } = studyGuard(id, args.classId, args.lessonId);
        if (!MARKED.includes(lesson.type))
          throw badInput("This lesson takes no handed-in work.", { lessonId: "Not an assignment or project" });
        const fields: Record<string, string> = {};
        const text = args.input.text.trim();
        const link = args.input.link?.trim() || null;
        if (!text) fields.text = "Required";
        else if (text.length > CLASSROOM_TEXT_MAX.work) fields.text = `At most ${CLASSROOM_TEXT_MAX.work} characters`;
        if (link && (!isHttpUrl(link) || link.length > CLASSROOM_TEXT_MAX.link)) fields.link = "Enter a full URL starting with https://";
        fail(fields);
        if (state.submissions.some((s) => s.learnerId === id && s.lessonId === lesson.id && s.status === "SUBMITTED")) {
          throw conflict("Your earlier work is still waiting for marking.");
        }
        const submission: MockSubmission = {
          id: globalThis.crypto.randomUUID(),
          lessonId: lesson.id,
          classId: cls.id,
          learnerId: id,
          status: "SUBMITTED",
          text,
          link,
          answers: [],
          submittedAt: now(),
          mark: null,
          feedback: null,
          markedAt: null,
          markedById: null,
        };
        state.submissions.push(submission);
        setProgress(id, lesson.id, { status: "IN_PROGRESS" });
        return persist(submission);
      },
      markSubmission: (_: unknown, { id, mark, feedback }: { id: string; mark: number; feedback: string }) => {
        const viewer = requireViewer();
        const s = state.submissions.find((x) => x.id === id);
        if (!s || !visibleSubmission(s)) throw notFound("Submission");
        const cls = classById(s.classId)!;
        if (s.learnerId === viewer.id && !isAdmin()) throw forbidden("You cannot mark your own work.");
        requireStaff(cls);
        if (s.status === "MARKED") throw conflict("This work is already marked.");
        const fields: Record<string, string> = {};
        const text = feedback.trim();
        if (!Number.isInteger(mark) || mark < 0 || mark > 100) fields.mark = "A whole number from 0 to 100";
        if (!text) fields.feedback = "Required";
        else if (text.length > CLASSROOM_TEXT_MAX.feedback) fields.feedback = `At most ${CLASSROOM_TEXT_MAX.feedback} characters`;
        fail(fields);
        const lesson = lessonById(s.lessonId)!;
        Object.assign(s, { status: "MARKED", mark, feedback: text, markedAt: now(), markedById: viewer.id });
        setProgress(s.learnerId, s.lessonId, { status: mark >= lesson.passMark ? "COMPLETED" : "IN_PROGRESS", mark });
        issueOnCompletion(cls, s.learnerId);
        return persist(s);
      },
      scheduleLiveTutorial: (
        _: unknown,
        { classId, input }: { classId: string; input: { title: string; startsAt: string; durationMinutes: number } },
      ) => {
        requireViewer();
        const cls = classById(classId);
        if (!cls) throw notFound("Class");
        requireStaff(cls);
        const fields: Record<string, string> = {};
        const title = input.title.trim();
        if (!title) fields.title = "Required";
        else if (title.length > CLASSROOM_TEXT_MAX.tutorialTitle) fields.title = `At most ${CLASSROOM_TEXT_MAX.tutorialTitle} characters`;
        if (Number.isNaN(Date.parse(input.startsAt))) fields.startsAt = "Use a date and time";
        if (
          !Number.isInteger(input.durationMinutes) ||
          input.durationMinutes < TUTORIAL_MIN_MINUTES ||
          input.durationMinutes > TUTORIAL_MAX_MINUTES
        )
          fields.durationMinutes = "From 15 to 480 minutes";
        fail(fields);
        const tutorial: MockTutorial = {
          id: globalThis.crypto.randomUUID(),
          classId,
          title,
          startsAt: new Date(input.startsAt).toISOString(),
          durationMinutes: input.durationMinutes,
          attendance: null,
        };
        state.tutorials.push(tutorial);
        return persist(tutorial);
      },
      takeAttendance: (_: unknown, { tutorialId, presentUserIds }: { tutorialId: string; presentUserIds: string[] }) => {
        requireViewer();
        const tutorial = state.tutorials.find((x) => x.id === tutorialId);
        if (!tutorial) throw notFound("Tutorial");
        const cls = classById(tutorial.classId)!;
        requireStaff(cls);
        if (Date.parse(tutorial.startsAt) > Date.now()) throw conflict("Attendance can be taken once the tutorial has started.");
        const students = studentsOf(cls.id).map((m) => m.userId);
        const fields: Record<string, string> = {};
        presentUserIds.forEach((uid, i) => {
          if (!students.includes(uid)) fields[`presentUserIds.${i}`] = "Not a student of this class";
        });
        fail(fields);
        tutorial.attendance = Object.fromEntries(students.map((uid) => [uid, presentUserIds.includes(uid)]));
        for (const uid of students) issueOnCompletion(cls, uid);
        return persist(tutorial);
      },
      issueCertificate: (
        _: unknown,
        { input }: { input: { holderId: string; courseId?: string | null; badgeId?: string | null; dateStarted: string } },
      ) => {
        requireCourseAdmin();
        const fields: Record<string, string> = {};
        const course = input.courseId ? courseById(input.courseId) : null;
        const badge = input.courseId ? badgeForCourse(input.courseId) : badgeById(input.badgeId ?? null);
        if (!input.holderId.trim()) fields.holderId = "Choose a person";
        if (input.courseId && !course) fields.courseId = "Choose a course from the catalogue";
        if (!input.courseId && !input.badgeId) fields.courseId = "Choose a course or a badge";
        if (!input.courseId && input.badgeId && !badge) fields.badgeId = "Choose a badge from the list";
        if (!isDate(input.dateStarted)) fields.dateStarted = "Use a date such as 2026-05-10";
        else if (input.dateStarted > today()) fields.dateStarted = "The start cannot be in the future";
        fail(fields);
        const existing = course
          ? validCertificate(input.holderId, { courseId: course.id })
          : validCertificate(input.holderId, { badgeId: badge!.id });
        if (existing) throw conflict("This person already holds this certificate.", { holderId: "Already holds it" });
        const cert = createCertificate({
          holderId: input.holderId,
          courseId: course?.id ?? null,
          badgeId: badge?.id ?? null,
          classId: null,
          title: course?.title ?? badge!.title,
          dateStarted: input.dateStarted,
          dateIssued: today(),
          issuedByAdmin: true,
        });
        awardComposites(input.holderId, input.dateStarted);
        return persist(cert);
      },
      revokeCertificate: (_: unknown, { id, reason }: { id: string; reason: string }) => {
        requireCourseAdmin();
        const cert = state.certificates.find((c) => c.id === id);
        if (!cert) throw notFound("Certificate");
        const text = reason.trim();
        if (!text) fail({ reason: "Required" });
        if (text.length > REVOKE_REASON_MAX) fail({ reason: `At most ${REVOKE_REASON_MAX} characters` });
        if (cert.revokedAt) throw conflict("This certificate is already revoked.");
        cert.revokedAt = now();
        cert.revokedReason = text;
        return persist(cert);
      },
    },

    CourseAccess: {
      class: (a: { course?: { id: string } | null }) => {
        const viewer = currentAccount();
        if (!viewer || !a.course) return null;
        return state.classes.find((c) => c.courseId === a.course!.id && memberOf(c.id, viewer.id)?.role === "STUDENT") ?? null;
      },
    },

    Class: {
      course: (c: MockClass) => courseById(c.courseId)!, // classes are of catalogue courses
      programme: (c: MockClass) => (c.programmeId ? programmeById(c.programmeId) : null),
      viewerRole: (c: MockClass) => memberOf(c.id, currentAccount()?.id)?.role ?? null,
      viewerCanStudy: (c: MockClass) => canStudy(c, currentAccount()?.id),
      modules: (c: MockClass) => modulesOf(c.courseId).map((m) => ({ ...m, lessons: m.lessons.map((l) => inClass(l, c.id)) })),
      lesson: (c: MockClass, { id }: { id: string }) => {
        const lesson = lessonById(id);
        return lesson && lesson.courseId === c.courseId ? inClass(lesson, c.id) : null;
      },
      studentCount: (c: MockClass) => studentsOf(c.id).length,
      instructors: (c: MockClass) => state.members.filter((m) => m.classId === c.id && m.role === "INSTRUCTOR"),
      students: (c: MockClass, args: { page?: number | null; pageSize?: number | null }) => {
        requireStaff(c);
        return pageOf(studentsOf(c.id), args, 8);
      },
      tutorials: (c: MockClass) => state.tutorials.filter((t) => t.classId === c.id).sort((a, b) => a.startsAt.localeCompare(b.startsAt)),
      viewerProgress: (c: MockClass) => {
        const viewer = currentAccount();
        return viewer && memberOf(c.id, viewer.id)?.role === "STUDENT" ? progressOf(c, viewer.id) : null;
      },
      gradingQueue: (c: MockClass, args: { status?: SubmissionStatus | null; page?: number | null; pageSize?: number | null }) => {
        requireStaff(c);
        const status = args.status ?? "SUBMITTED";
        return pageOf(
          state.submissions
            .filter((s) => s.classId === c.id && s.status === status)
            .sort((a, b) => a.submittedAt.localeCompare(b.submittedAt)),
          args,
          20,
        );
      },
    },

    ClassMember: {
      user: (m: MockMember) => userById(m.userId),
      progress: (m: MockMember) => {
        const cls = classById(m.classId);
        return cls && m.role === "STUDENT" && isStaff(cls) ? progressOf(cls, m.userId) : null;
      },
    },

    ClassProgress: {
      learner: (p: { learnerId: string }) => userById(p.learnerId),
    },

    Lesson: {
      graded: (l: MockLesson) => AUTO.includes(l.type) || MARKED.includes(l.type),
      autoGraded: (l: MockLesson) => AUTO.includes(l.type),
      markedByInstructor: (l: MockLesson) => MARKED.includes(l.type),
      body: (l: LessonInClass) => {
        const cls = l.classId ? classById(l.classId) : null;
        return cls && (canStudy(cls, currentAccount()?.id) || isStaff(cls)) ? (lessonById(l.id)?.body ?? null) : null;
      },
      questions: (l: LessonInClass) => {
        const cls = l.classId ? classById(l.classId) : null;
        const full = lessonById(l.id);
        return cls && full && (canStudy(cls, currentAccount()?.id) || isStaff(cls))
          ? full.questions.map(({ id, prompt, options }) => ({ id, prompt, options }))
          : [];
      },
      viewerStatus: (l: MockLesson) => {
        const viewer = currentAccount();
        return viewer ? (rowOf(viewer.id, l.id)?.status ?? null) : null;
      },
      viewerMark: (l: MockLesson) => {
        const viewer = currentAccount();
        return viewer ? (rowOf(viewer.id, l.id)?.bestMark ?? null) : null;
      },
      viewerSubmissions: (l: MockLesson) => {
        const viewer = currentAccount();
        if (!viewer) return [];
        return state.submissions
          .filter((s) => s.learnerId === viewer.id && s.lessonId === l.id)
          .sort((a, b) => b.submittedAt.localeCompare(a.submittedAt));
      },
    },

    LessonSubmission: {
      lesson: (s: MockSubmission) => inClass(lessonById(s.lessonId)!, s.classId),
      class: (s: MockSubmission) => classById(s.classId)!, // work is handed in in a class that exists
      learner: (s: MockSubmission) => userById(s.learnerId),
      passed: (s: MockSubmission) => (s.mark == null ? null : s.mark >= (lessonById(s.lessonId)?.passMark ?? 0)),
      markedBy: (s: MockSubmission) => (s.markedById ? userById(s.markedById) : null),
    },

    LiveTutorial: {
      held: (t: MockTutorial) => Date.parse(t.startsAt) <= Date.now(),
      attendanceTaken: (t: MockTutorial) => t.attendance != null,
      viewerPresent: (t: MockTutorial) => {
        const viewer = currentAccount();
        if (!viewer || !t.attendance || memberOf(t.classId, viewer.id)?.role !== "STUDENT") return null;
        return t.attendance[viewer.id] ?? false;
      },
      attendance: (t: MockTutorial) => {
        const cls = classById(t.classId);
        if (!cls || !isStaff(cls) || !t.attendance) return [];
        return studentsOf(cls.id).map((m) => ({ learner: userById(m.userId), present: t.attendance![m.userId] ?? false }));
      },
    },

    Certificate: {
      idSlug: (c: MockCertificate) => idSlugOf(c),
      holder: (c: MockCertificate) => userById(c.holderId),
      course: (c: MockCertificate) => (c.courseId ? (courseById(c.courseId) ?? null) : null),
      badge: (c: MockCertificate) => badgeById(c.badgeId),
      graduation: (c: MockCertificate) => ({ idSlug: idSlugOf(c), graduationDate: c.dateIssued, title: c.title }),
    },

    Badge: {
      course: (b: BadgeDef) => (b.courseId ? (courseById(b.courseId) ?? null) : null),
    },
  };
}
