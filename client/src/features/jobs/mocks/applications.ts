/**
 * Saved jobs and job applications in the mock API, following the server's rules
 * (subgraphs/jobs/modules/applications/rules/applications.ts): save / unsave (idempotent; NOT_FOUND for unknown or
 * hidden jobs); one application per job and person, ever — withdrawn ones included (CONFLICT), closed jobs refuse
 * applications (CONFLICT), a cover note of at most 2000 characters (BAD_USER_INPUT on `coverNote`); the employer side
 * (JOB_ADMIN, and the job's employer's approved company representatives — `representedEmployerId` from the employer
 * mocks) moves APPLIED → REVIEWED → INTERVIEWING → OFFERED → HIRED, or DECLINED from any open status; the applicant
 * withdraws while open. Every change is dated in the history. Jobs come from ./jobs (visibility of exclusive campaigns
 * included). In the browser the state survives reloads (sessionStorage) and starts with the demo student's seed rows (2
 * saved, 2 applied — one moved to INTERVIEWING); tests start empty and call `resetMockJobApplications()` (through
 * resetMockBackend). The back office (JOB_ADMIN: every job; a representative: their employer's jobs, FORBIDDEN for
 * anyone else) lists jobs (allJobs) and closes / reopens them (CONFLICT when already so); closed jobs are kept here
 * too, so they survive reloads and a reset opens them again.
 */
import type { Resolvers } from "../../../__generated__/mock-resolvers";
import type { JobApplicationHistoryEntry, JobApplicationStatus } from "../../../__generated__/schema-types";
import {
  badInput,
  conflict,
  forbidden,
  isJobAdmin,
  notFound,
  sessionStore,
  type PageArgs,
  type Person,
  type ViewerDeps,
} from "../../../mocks/common";
import { representedEmployerId } from "../../employer/mocks";
import { demoAccounts } from "../../../mocks/fixtures";
import { adminJobs, jobById, requireVisibleJob, visibleJobById, type MockJob } from "./jobs";
import { COVER_NOTE_MAX, JOB_APPLICATION_PAGE_SIZE, MOVE_NOTE_MAX } from "@server/jobs/modules/applications/rules/applications";
import { ALL_JOBS_PAGE_SIZE, JOB_PAGE_SIZE } from "@server/jobs/modules/postings/rules/postings";

export interface MockJobApplication {
  id: string;
  jobId: string;
  applicantId: string;
  status: JobApplicationStatus;
  coverNote: string | null;
  appliedAt: string;
  updatedAt: string;
  history: JobApplicationHistoryEntry[];
}
interface MockSavedJob {
  userId: string;
  jobId: string;
  savedAt: string;
}

/** The statuses an application is still open in (the applicant may withdraw; the employer may decline). */
export const OPEN_JOB_APPLICATION_STATUSES: JobApplicationStatus[] = ["APPLIED", "REVIEWED", "INTERVIEWING", "OFFERED"];
/** The employer side's next step from each open status (DECLINED is allowed from any of them too). */
const NEXT: Partial<Record<JobApplicationStatus, JobApplicationStatus>> = {
  APPLIED: "REVIEWED",
  REVIEWED: "INTERVIEWING",
  INTERVIEWING: "OFFERED",
  OFFERED: "HIRED",
};
export function employerMoves(status: JobApplicationStatus): JobApplicationStatus[] {
  const next = NEXT[status];
  return next ? [next, "DECLINED"] : [];
}

const STORAGE_KEY = "talentforge.mock.jobApplications";

let saved: MockSavedJob[] = [];
let applications: MockJobApplication[] = [];
/** Jobs closed through closeJob (their MockJob.open is false). */
let closedJobIds: string[] = [];

const persist = () => sessionStore()?.setItem(STORAGE_KEY, JSON.stringify({ saved, applications, closedJobIds }));
function setOpen(jobId: string, open: boolean): void {
  const job = jobById(jobId);
  if (job) job.open = open;
  closedJobIds = open ? closedJobIds.filter((id) => id !== jobId) : [...closedJobIds.filter((id) => id !== jobId), jobId];
}

const DAY = 86_400_000;
const daysAgo = (n: number, hour = 10) => {
  const d = new Date(Date.now() - n * DAY);
  d.setUTCHours(hour, 0, 0, 0);
  return d.toISOString();
};

/** The demo student's rows, as the server's demo seed: saved jobs 3 and 6; applied to 2 (APPLIED) and 9 (INTERVIEWING). */
function seedDemo(): void {
  const student = demoAccounts.find((a) => a.roles.includes("STUDENT"));
  if (!student) return;
  saved = [
    { userId: student.id, jobId: "3", savedAt: daysAgo(6) },
    { userId: student.id, jobId: "6", savedAt: daysAgo(2) },
  ];
  applications = [
    {
      id: "7c1f0a52-3b1e-4d8a-9f00-000000000001",
      jobId: "9",
      applicantId: student.id,
      status: "INTERVIEWING",
      coverNote: "I have built dashboards for two student societies and would love to grow as an analyst with your team.",
      appliedAt: daysAgo(14),
      updatedAt: daysAgo(3),
      history: [
        { status: "APPLIED", at: daysAgo(14), note: null },
        { status: "REVIEWED", at: daysAgo(9), note: null },
        { status: "INTERVIEWING", at: daysAgo(3), note: "We would like to meet you: expect an email to schedule a video interview." },
      ],
    },
    {
      id: "7c1f0a52-3b1e-4d8a-9f00-000000000002",
      jobId: "2",
      applicantId: student.id,
      status: "APPLIED",
      coverNote: null,
      appliedAt: daysAgo(1),
      updatedAt: daysAgo(1),
      history: [{ status: "APPLIED", at: daysAgo(1), note: null }],
    },
  ];
}

export function resetMockJobApplications(): void {
  saved = [];
  applications = [];
  for (const id of closedJobIds) setOpen(id, true);
  closedJobIds = [];
  sessionStore()?.removeItem(STORAGE_KEY);
  if (import.meta.env.MODE !== "test") seedDemo();
}
export const storedMockJobApplications = () => sessionStore()?.getItem(STORAGE_KEY) ?? null;
export function loadMockJobApplications(raw: string | null): void {
  if (!raw) return;
  try {
    const parsed = JSON.parse(raw) as { saved: MockSavedJob[]; applications: MockJobApplication[]; closedJobIds?: string[] };
    saved = parsed.saved;
    applications = parsed.applications;
    for (const id of parsed.closedJobIds ?? []) setOpen(id, false);
    persist();
  } catch {
    /* ignore a damaged copy */
  }
}

/** Applications to a job that count (not withdrawn), for Job.applications in ./jobs. */
export const countJobApplications = (jobId: string) => applications.filter((a) => a.jobId === jobId && a.status !== "WITHDRAWN").length;

/** Test helper: an application as if the person had applied (and, optionally, moved along by the employer). */
export function addMockJobApplication(
  applicantId: string,
  jobId: string,
  history: JobApplicationStatus[] = ["APPLIED"],
): MockJobApplication {
  const start = Date.now() - history.length * DAY;
  const entries = history.map((status, i) => ({ status, at: new Date(start + i * DAY).toISOString(), note: null }));
  const application: MockJobApplication = {
    id: globalThis.crypto.randomUUID(),
    jobId,
    applicantId,
    status: history[history.length - 1] ?? "APPLIED",
    coverNote: null,
    appliedAt: entries[0]!.at,
    updatedAt: entries[entries.length - 1]!.at,
    history: entries,
  };
  applications.push(application);
  persist();
  return application;
}

/** Test helper: a saved job, as if the person had saved it. */
export function saveMockJob(userId: string, jobId: string): void {
  if (!saved.some((s) => s.userId === userId && s.jobId === jobId)) saved.push({ userId, jobId, savedAt: new Date().toISOString() });
  persist();
}

const newestFirst = (a: MockJobApplication, b: MockJobApplication) => b.appliedAt.localeCompare(a.appliedAt) || b.id.localeCompare(a.id);

/** Whether `p` acts for the job's employer: JOB_ADMIN for every job, an approved representative for their employer's. */
export function actsForJob(p: Person | null | undefined, job: MockJob | null | undefined): boolean {
  if (!p || !job) return false;
  return p.roles.includes("JOB_ADMIN") || representedEmployerId(p.id) === job.employer.id;
}

/**
 * Whether `viewer` sees `applicantId` as the employer side (talent's grant of profile completion, CV score and job
 * details): an application of theirs (not withdrawn) to a job the viewer acts for.
 */
export function employerSideSees(viewer: Person | null | undefined, applicantId: string): boolean {
  return applications.some((a) => a.applicantId === applicantId && a.status !== "WITHDRAWN" && actsForJob(viewer, jobById(a.jobId)));
}

export function jobApplicationResolvers({ requireViewer, viewer, userById, pageOf }: ViewerDeps): Resolvers {
  /** The job, for the viewer acting for its employer: NOT_FOUND when unknown, FORBIDDEN for anyone else. */
  const requireEmployerSide = (jobId: string) => {
    const p = requireViewer();
    const job = jobById(jobId);
    if (!job) {
      if (!isJobAdmin(p) && !representedEmployerId(p.id)) throw forbidden();
      throw notFound("Job");
    }
    if (!actsForJob(p, job)) throw forbidden();
    return job;
  };
  const move = (a: MockJobApplication, to: JobApplicationStatus, note: string | null | undefined) => {
    const clean = note?.trim() || null;
    if (clean && clean.length > MOVE_NOTE_MAX)
      throw badInput(`A note has at most ${MOVE_NOTE_MAX} characters.`, { note: `At most ${MOVE_NOTE_MAX} characters.` });
    const at = new Date().toISOString();
    a.status = to;
    a.updatedAt = at;
    a.history.push({ status: to, at, note: clean });
    persist();
    return a;
  };

  return {
    Query: {
      savedJobs: (_: unknown, args: PageArgs) => {
        const { id } = requireViewer();
        const list = saved
          .filter((s) => s.userId === id)
          .sort((a, b) => b.savedAt.localeCompare(a.savedAt))
          .map((s) => visibleJobById(s.jobId))
          .filter((j): j is MockJob => j != null);
        return pageOf(list, args, JOB_PAGE_SIZE);
      },
      myJobApplications: (_: unknown, args: PageArgs & { status?: JobApplicationStatus | null }) => {
        const { id } = requireViewer();
        const list = applications
          .filter((a) => a.applicantId === id && (!args.status || a.status === args.status) && visibleJobById(a.jobId))
          .sort(newestFirst);
        return pageOf(list, args, JOB_APPLICATION_PAGE_SIZE);
      },
      jobApplication: (_: unknown, { id }: { id: string }) => {
        const p = viewer();
        const a = applications.find((x) => x.id === id);
        return a && p && (a.applicantId === p.id || actsForJob(p, jobById(a.jobId))) ? a : null;
      },
      allJobs: (_: unknown, args: PageArgs & { search?: string | null; open?: boolean | null }) => {
        const p = requireViewer();
        if (isJobAdmin(p)) return pageOf(adminJobs(args), args, ALL_JOBS_PAGE_SIZE);
        const employerId = representedEmployerId(p.id);
        if (!employerId) throw forbidden();
        return pageOf(adminJobs({ ...args, employerId }), args, ALL_JOBS_PAGE_SIZE);
      },
      jobApplications: (_: unknown, args: PageArgs & { jobId: string; status?: JobApplicationStatus | null }) => {
        requireEmployerSide(args.jobId);
        return pageOf(
          applications.filter((a) => a.jobId === args.jobId && (!args.status || a.status === args.status)).sort(newestFirst),
          args,
          10,
        );
      },
    },
    Mutation: {
      saveJob: (_: unknown, { jobId }: { jobId: string }) => {
        const { id } = requireViewer();
        const job = requireVisibleJob(jobId);
        if (!saved.some((s) => s.userId === id && s.jobId === jobId)) saved.push({ userId: id, jobId, savedAt: new Date().toISOString() });
        persist();
        return job;
      },
      unsaveJob: (_: unknown, { jobId }: { jobId: string }) => {
        const { id } = requireViewer();
        const job = requireVisibleJob(jobId);
        saved = saved.filter((s) => !(s.userId === id && s.jobId === jobId));
        persist();
        return job;
      },
      applyToJob: (_: unknown, { jobId, coverNote }: { jobId: string; coverNote?: string | null }) => {
        const { id } = requireViewer();
        const job = requireVisibleJob(jobId);
        if (!job.open) throw conflict(`${job.title} is closed.`);
        if (applications.some((a) => a.jobId === jobId && a.applicantId === id)) throw conflict(`You already applied to ${job.title}.`);
        const note = coverNote?.trim() || null;
        if (note && note.length > COVER_NOTE_MAX) {
          throw badInput(`A cover note has at most ${COVER_NOTE_MAX} characters.`, { coverNote: `At most ${COVER_NOTE_MAX} characters.` });
        }
        const at = new Date().toISOString();
        const application: MockJobApplication = {
          id: globalThis.crypto.randomUUID(),
          jobId,
          applicantId: id,
          status: "APPLIED",
          coverNote: note,
          appliedAt: at,
          updatedAt: at,
          history: [{ status: "APPLIED", at, note: null }],
        };
        applications.push(application);
        persist();
        return application;
      },
      withdrawJobApplication: (_: unknown, { id, note }: { id: string; note?: string | null }) => {
        const p = requireViewer();
        const a = applications.find((x) => x.id === id && x.applicantId === p.id);
        if (!a) throw notFound("Application");
        if (!OPEN_JOB_APPLICATION_STATUSES.includes(a.status)) throw conflict("This application is already decided.");
        return move(a, "WITHDRAWN", note);
      },
      closeJob: (_: unknown, { jobId }: { jobId: string }) => {
        const job = requireEmployerSide(jobId);
        if (!job.open) throw conflict(`${job.title} is already closed.`);
        setOpen(jobId, false);
        persist();
        return job;
      },
      reopenJob: (_: unknown, { jobId }: { jobId: string }) => {
        const job = requireEmployerSide(jobId);
        if (job.open) throw conflict(`${job.title} is already open.`);
        setOpen(jobId, true);
        persist();
        return job;
      },
      moveJobApplication: (_: unknown, { id, to, note }: { id: string; to: JobApplicationStatus; note?: string | null }) => {
        const p = requireViewer();
        const a = applications.find((x) => x.id === id);
        if (!a) {
          if (!isJobAdmin(p) && !representedEmployerId(p.id)) throw forbidden();
          throw notFound("Application");
        }
        if (!actsForJob(p, jobById(a.jobId))) throw forbidden();
        if (!employerMoves(a.status).includes(to)) throw conflict(`An application cannot move from ${a.status} to ${to}.`);
        return move(a, to, note);
      },
    },
    Job: {
      viewerSaved: (j: MockJob) => {
        const p = viewer();
        return p ? saved.some((s) => s.userId === p.id && s.jobId === j.id) : null;
      },
      viewerApplication: (j: MockJob) => {
        const p = viewer();
        return p ? (applications.find((a) => a.jobId === j.id && a.applicantId === p.id) ?? null) : null;
      },
    },
    JobApplication: {
      job: (a: MockJobApplication) => jobById(a.jobId)!, // applications are to jobs that exist
      applicant: (a: MockJobApplication) => userById(a.applicantId),
      allowedMoves: (a: MockJobApplication) => {
        const p = viewer();
        const moves: JobApplicationStatus[] = actsForJob(p, jobById(a.jobId)) ? employerMoves(a.status) : [];
        if (p?.id === a.applicantId && OPEN_JOB_APPLICATION_STATUSES.includes(a.status)) moves.push("WITHDRAWN");
        return moves;
      },
    },
  };
}
