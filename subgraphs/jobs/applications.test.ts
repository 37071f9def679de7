/**
 * Saved jobs, applications and exclusive campaigns in the jobs subgraph, with a fake ctx.peers standing in for
 * courses' programmeMemberships.
 */
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { jobApplicationHistory, jobApplications, jobTable } from "../../drizzle/schema/jobs.js";
import { DEMO_ACCOUNTS } from "../shared/demo-accounts.js";
import { demo, visitor } from "../shared/testing/harness.js";
import { DEMO_JOB_ROWS, KYOUTH_PROGRAMME_ID, TRACK_B_JOB_IDS } from "./seed-data.js";
import { codeOf, fieldsOf, jobsSuite, person } from "./testing.js";

const suite = jobsSuite();
const exec: typeof suite.client.exec = (...args) => suite.client.exec(...args);
const JOB_ADMIN = demo("JOB_ADMIN");
const STUDENT = demo("STUDENT");
const studentId = DEMO_ACCOUNTS.find((a) => a.roles.includes("STUDENT"))!.id;
const trackB = String(TRACK_B_JOB_IDS[0]);

/** A fresh STUDENT who is a member of KYouth 2025 (per the fake peers). */
function member() {
  const caller = person("STUDENT");
  suite.peers.memberships[caller.viewer.id] = [KYOUTH_PROGRAMME_ID];
  return caller;
}

const SAVE = `mutation($id: ID!) { saveJob(jobId: $id) { id viewerSaved } }`;
const UNSAVE = `mutation($id: ID!) { unsaveJob(jobId: $id) { id viewerSaved } }`;
const SAVED = `query($page: Int, $pageSize: Int) { savedJobs(page: $page, pageSize: $pageSize) { items { id viewerSaved } pageInfo { totalCount } } }`;
const APPLY = `mutation($id: ID!, $note: String) { applyToJob(jobId: $id, coverNote: $note) { id status coverNote appliedAt applicant { id } job { id applications } history { status at note } allowedMoves } }`;
const WITHDRAW = `mutation($id: ID!, $note: String) { withdrawJobApplication(id: $id, note: $note) { id status history { status note } allowedMoves } }`;
const MOVE = `mutation($id: ID!, $to: JobApplicationStatus!, $note: String) { moveJobApplication(id: $id, to: $to, note: $note) { id status history { status note } allowedMoves } }`;

type Applied = {
  applyToJob: {
    id: string;
    status: string;
    coverNote: string | null;
    applicant: { id: string };
    job: { id: string; applications: number };
    history: { status: string; at: string; note: string | null }[];
    allowedMoves: string[];
  };
};
type Moved = { id: string; status: string; history: { status: string; note: string | null }[]; allowedMoves: string[] };

describe("saved jobs", () => {
  it("save twice is fine, the list is most recently saved first, unsave removes (twice is fine too)", async () => {
    const me = person();
    for (const id of ["5", "6", "5"]) {
      const r = await exec<{ saveJob: { id: string; viewerSaved: boolean } }>(SAVE, { id }, { caller: me });
      expect(r.errors).toBeUndefined();
      expect(r.data!.saveJob).toEqual({ id, viewerSaved: true });
    }
    const list = await exec<{ savedJobs: { items: { id: string; viewerSaved: boolean }[]; pageInfo: { totalCount: number } } }>(
      SAVED,
      {},
      { caller: me },
    );
    expect(list.data!.savedJobs.items.map((j) => j.id)).toEqual(["6", "5"]);
    expect(list.data!.savedJobs.pageInfo.totalCount).toBe(2);
    for (let i = 0; i < 2; i++)
      expect((await exec<{ unsaveJob: { viewerSaved: boolean } }>(UNSAVE, { id: "6" }, { caller: me })).data!.unsaveJob.viewerSaved).toBe(
        false,
      );
    const after = await exec<{ savedJobs: { items: { id: string }[] } }>(SAVED, {}, { caller: me });
    expect(after.data!.savedJobs.items.map((j) => j.id)).toEqual(["5"]);
  });
  it("the demo student has two saved jobs", async () => {
    const r = await exec<{ savedJobs: { items: { id: string }[] } }>(SAVED, {}, { caller: STUDENT });
    expect(r.data!.savedJobs.items.map((j) => Number(j.id)).sort()).toEqual([...DEMO_JOB_ROWS.savedJobIds].sort());
  });
  it("visitors are UNAUTHENTICATED; unknown jobs NOT_FOUND", async () => {
    expect(codeOf(await exec(SAVE, { id: "1" }))).toBe("UNAUTHENTICATED");
    expect(codeOf(await exec(SAVED, {}))).toBe("UNAUTHENTICATED");
    expect(codeOf(await exec(SAVE, { id: "9999" }, { caller: person() }))).toBe("NOT_FOUND");
    expect(codeOf(await exec(UNSAVE, { id: "abc" }, { caller: person() }))).toBe("NOT_FOUND");
  });
  it("viewerSaved is null for visitors", async () => {
    const r = await exec<{ job: { viewerSaved: boolean | null; viewerApplication: unknown } }>(
      `{ job(id: "1") { viewerSaved viewerApplication { id } } }`,
      {},
      { caller: visitor() },
    );
    expect(r.data!.job).toEqual({ viewerSaved: null, viewerApplication: null });
  });
});

describe("applying and withdrawing", () => {
  it("apply: APPLIED with a dated history; the job's applications count it; once per job, ever", async () => {
    const me = person();
    const before = (await exec<{ job: { applications: number } }>(`{ job(id: "4") { applications } }`)).data!.job.applications;
    const r = await exec<Applied>(APPLY, { id: "4", note: "  I design for <b>accessibility</b> first.  " }, { caller: me });
    expect(r.errors).toBeUndefined();
    const app = r.data!.applyToJob;
    expect(app).toMatchObject({
      status: "APPLIED",
      coverNote: "I design for accessibility first.",
      applicant: { id: me.viewer.id },
      job: { id: "4", applications: before + 1 },
      allowedMoves: ["WITHDRAWN"],
    });
    expect(app.history).toEqual([{ status: "APPLIED", at: app.history[0]!.at, note: null }]);
    const again = await exec(APPLY, { id: "4" }, { caller: me });
    expect(codeOf(again)).toBe("CONFLICT");

    const withdrawn = await exec<{ withdrawJobApplication: Moved }>(WITHDRAW, { id: app.id, note: "Took another offer" }, { caller: me });
    expect(withdrawn.errors).toBeUndefined();
    expect(withdrawn.data!.withdrawJobApplication).toMatchObject({ status: "WITHDRAWN", allowedMoves: [] });
    expect(withdrawn.data!.withdrawJobApplication.history.map((h) => h.status)).toEqual(["APPLIED", "WITHDRAWN"]);
    expect((await exec<{ job: { applications: number } }>(`{ job(id: "4") { applications } }`)).data!.job.applications).toBe(before);
    // withdrawn ones count as the one application too
    expect(codeOf(await exec(APPLY, { id: "4" }, { caller: me }))).toBe("CONFLICT");
    expect(codeOf(await exec(WITHDRAW, { id: app.id }, { caller: me }))).toBe("CONFLICT");
  });
  it("a cover note over 2000 characters is BAD_USER_INPUT on its field", async () => {
    const r = await exec(APPLY, { id: "4", note: "x".repeat(2001) }, { caller: person() });
    expect(codeOf(r)).toBe("BAD_USER_INPUT");
    expect(fieldsOf(r)).toHaveProperty("coverNote");
  });
  it("a closed job is CONFLICT; an unknown one NOT_FOUND; visitors UNAUTHENTICATED", async () => {
    await suite.database.db.update(jobTable).set({ closedAt: new Date() }).where(eq(jobTable.id, 29));
    try {
      expect(codeOf(await exec(APPLY, { id: "29" }, { caller: person() }))).toBe("CONFLICT");
    } finally {
      await suite.database.db.update(jobTable).set({ closedAt: null }).where(eq(jobTable.id, 29));
    }
    expect(codeOf(await exec(APPLY, { id: "9999" }, { caller: person() }))).toBe("NOT_FOUND");
    expect(codeOf(await exec(APPLY, { id: "1" }))).toBe("UNAUTHENTICATED");
  });
  it("someone else's application: withdraw NOT_FOUND, jobApplication null", async () => {
    const mine = await exec<Applied>(APPLY, { id: "3" }, { caller: person() });
    const id = mine.data!.applyToJob.id;
    const other = person();
    expect(codeOf(await exec(WITHDRAW, { id }, { caller: other }))).toBe("NOT_FOUND");
    expect(
      (await exec<{ jobApplication: unknown }>(`query($id: ID!) { jobApplication(id: $id) { id } }`, { id }, { caller: other })).data!
        .jobApplication,
    ).toBeNull();
    expect(
      (await exec<{ jobApplication: unknown }>(`query($id: ID!) { jobApplication(id: $id) { id } }`, { id }, { caller: JOB_ADMIN })).data!
        .jobApplication,
    ).toEqual({ id });
    expect(codeOf(await exec(WITHDRAW, { id: "not-a-uuid" }, { caller: other }))).toBe("NOT_FOUND");
  });
  it("the demo student's applications: newest first, one moved to INTERVIEWING with dates and a note", async () => {
    const r = await exec<{
      myJobApplications: {
        items: { id: string; status: string; job: { id: string }; history: { status: string; at: string; note: string | null }[] }[];
      };
    }>(`{ myJobApplications { items { id status job { id } history { status at note } } } }`, {}, { caller: STUDENT });
    expect(r.errors).toBeUndefined();
    const items = r.data!.myJobApplications.items.filter((a) => DEMO_JOB_ROWS.applications.some((d) => d.id === a.id));
    expect(items.map((a) => a.status)).toEqual(["APPLIED", "INTERVIEWING"]);
    expect(items[1]!.history.map((h) => h.status)).toEqual(["APPLIED", "REVIEWED", "INTERVIEWING"]);
    expect(items[1]!.history[2]!.note).toMatch(/interview/);
    const interviewing = await exec<{ myJobApplications: { items: { id: string }[] } }>(
      `{ myJobApplications(status: INTERVIEWING) { items { id } } }`,
      {},
      { caller: STUDENT },
    );
    expect(interviewing.data!.myJobApplications.items.map((a) => a.id)).toContain(DEMO_JOB_ROWS.applications[1]!.id);
    const rows = await suite.database.db.select().from(jobApplications).where(eq(jobApplications.applicantId, studentId));
    expect(rows.length).toBeGreaterThanOrEqual(2);
  });
});

describe("JOB_ADMIN moves applications", () => {
  it("APPLIED → REVIEWED → INTERVIEWING → OFFERED → HIRED, each with a history row", async () => {
    const applicant = person();
    const applied = await exec<Applied>(APPLY, { id: "10" }, { caller: applicant });
    const id = applied.data!.applyToJob.id;
    for (const to of ["REVIEWED", "INTERVIEWING", "OFFERED", "HIRED"]) {
      const r = await exec<{ moveJobApplication: Moved }>(
        MOVE,
        { id, to, note: to === "HIRED" ? "Welcome aboard!" : null },
        { caller: JOB_ADMIN },
      );
      expect(r.errors).toBeUndefined();
      expect(r.data!.moveJobApplication.status).toBe(to);
    }
    const history = await suite.database.db.select().from(jobApplicationHistory).where(eq(jobApplicationHistory.applicationId, id));
    expect(history).toHaveLength(5);
    const final = await exec<{ jobApplication: Moved }>(
      `query($id: ID!) { jobApplication(id: $id) { id status history { status note } allowedMoves } }`,
      { id },
      { caller: applicant },
    );
    expect(final.data!.jobApplication.history.map((h) => h.status)).toEqual(["APPLIED", "REVIEWED", "INTERVIEWING", "OFFERED", "HIRED"]);
    expect(final.data!.jobApplication.history[4]!.note).toBe("Welcome aboard!");
    expect(final.data!.jobApplication.allowedMoves).toEqual([]);
    expect(codeOf(await exec(WITHDRAW, { id }, { caller: applicant }))).toBe("CONFLICT");
  });
  it("a skipped or backward move is CONFLICT and changes nothing; DECLINED from an open status", async () => {
    const applied = await exec<Applied>(APPLY, { id: "11" }, { caller: person() });
    const id = applied.data!.applyToJob.id;
    expect(codeOf(await exec(MOVE, { id, to: "OFFERED" }, { caller: JOB_ADMIN }))).toBe("CONFLICT");
    expect(codeOf(await exec(MOVE, { id, to: "WITHDRAWN" }, { caller: JOB_ADMIN }))).toBe("CONFLICT");
    const admin = await exec<{ jobApplication: Moved }>(
      `query($id: ID!) { jobApplication(id: $id) { id status history { status note } allowedMoves } }`,
      { id },
      { caller: JOB_ADMIN },
    );
    expect(admin.data!.jobApplication).toMatchObject({ status: "APPLIED", allowedMoves: ["REVIEWED", "DECLINED"] });
    expect(admin.data!.jobApplication.history).toHaveLength(1);
    const declined = await exec<{ moveJobApplication: Moved }>(MOVE, { id, to: "DECLINED" }, { caller: JOB_ADMIN });
    expect(declined.data!.moveJobApplication.status).toBe("DECLINED");
  });
  it("an applicant or a visitor may not move; a note over 500 characters is BAD_USER_INPUT", async () => {
    const me = person();
    const id = (await exec<Applied>(APPLY, { id: "15" }, { caller: me })).data!.applyToJob.id;
    expect(codeOf(await exec(MOVE, { id, to: "REVIEWED" }, { caller: me }))).toBe("FORBIDDEN");
    expect(codeOf(await exec(MOVE, { id, to: "REVIEWED" }))).toBe("UNAUTHENTICATED");
    const long = await exec(MOVE, { id, to: "REVIEWED", note: "n".repeat(501) }, { caller: JOB_ADMIN });
    expect(codeOf(long)).toBe("BAD_USER_INPUT");
    expect(fieldsOf(long)).toHaveProperty("note");
    expect(codeOf(await exec(MOVE, { id: "00000000-0000-4000-8000-0000000fffff", to: "REVIEWED" }, { caller: JOB_ADMIN }))).toBe(
      "NOT_FOUND",
    );
  });
  it("jobApplications: JOB_ADMIN only, newest first, by status; an unknown job is NOT_FOUND", async () => {
    const q = `query($job: ID!, $status: JobApplicationStatus) { jobApplications(jobId: $job, status: $status) { items { id status applicant { id } } pageInfo { totalCount } } }`;
    const a = person();
    const b = person();
    await exec(APPLY, { id: "27" }, { caller: a });
    await exec(APPLY, { id: "27" }, { caller: b });
    const r = await exec<{ jobApplications: { items: { applicant: { id: string } }[]; pageInfo: { totalCount: number } } }>(
      q,
      { job: "27" },
      { caller: JOB_ADMIN },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!.jobApplications.items.map((i) => i.applicant.id)).toEqual([b.viewer.id, a.viewer.id]);
    expect(codeOf(await exec(q, { job: "27" }, { caller: a }))).toBe("FORBIDDEN");
    expect(codeOf(await exec(q, { job: "9999" }, { caller: JOB_ADMIN }))).toBe("NOT_FOUND");
    const none = await exec<{ jobApplications: { items: unknown[] } }>(q, { job: "27", status: "HIRED" }, { caller: JOB_ADMIN });
    expect(none.data!.jobApplications.items).toEqual([]);
  });
});

describe("exclusive campaigns (KYouth Track B)", () => {
  const CAMPAIGNS = `{ campaigns { id title exclusive programmeId event { id } jobCount viewerMayView } }`;
  type Campaigns = { campaigns: { id: string; exclusive: boolean; jobCount: number; viewerMayView: boolean }[] };
  it("campaigns are listed in tab order for everyone; Track B is viewable by members and JOB_ADMIN only", async () => {
    const asVisitor = await exec<Campaigns>(CAMPAIGNS);
    expect(asVisitor.data!.campaigns.map((c) => c.id)).toEqual(["kyouth", "kyouth-track-b", "kl-career-fair"]);
    expect(asVisitor.data!.campaigns[1]).toMatchObject({ exclusive: true, viewerMayView: false, jobCount: 0 });
    const asMember = await exec<Campaigns>(CAMPAIGNS, {}, { caller: member() });
    expect(asMember.data!.campaigns[1]).toMatchObject({ viewerMayView: true, jobCount: TRACK_B_JOB_IDS.length });
    const asAdmin = await exec<Campaigns>(CAMPAIGNS, {}, { caller: JOB_ADMIN });
    expect(asAdmin.data!.campaigns[1]).toMatchObject({ viewerMayView: true, jobCount: TRACK_B_JOB_IDS.length });
  });
  it("hidden from a non-member: absent from lists, job null, save and apply NOT_FOUND", async () => {
    const outsider = person();
    const list = await exec<{ jobs: { items: { id: string }[] } }>(`{ jobs(pageSize: 100) { items { id } } }`, {}, { caller: outsider });
    expect(list.data!.jobs.items.map((j) => j.id)).not.toContain(trackB);
    expect(
      (await exec<{ job: unknown }>(`query($id: ID!) { job(id: $id) { id } }`, { id: trackB }, { caller: outsider })).data!.job,
    ).toBeNull();
    expect(codeOf(await exec(SAVE, { id: trackB }, { caller: outsider }))).toBe("NOT_FOUND");
    expect(codeOf(await exec(APPLY, { id: trackB }, { caller: outsider }))).toBe("NOT_FOUND");
    const role = await exec<{ _entities: { jobs: { items: { id: string }[] } }[] }>(
      `{ _entities(representations: [{ __typename: "CareerRole", id: "it-support" }]) { ... on CareerRole { jobs(pageSize: 100) { items { id } } } } }`,
      {},
      { caller: outsider },
    );
    expect(role.data!._entities[0]!.jobs.items.map((j) => j.id)).not.toContain(trackB);
  });
  it("visible to a member: listed in its campaign, job page shows the campaign, save and apply work", async () => {
    const me = member();
    const tab = await exec<{ jobs: { items: { id: string }[] } }>(
      `{ jobs(campaign: "kyouth-track-b", pageSize: 100) { items { id } } }`,
      {},
      { caller: me },
    );
    expect(tab.data!.jobs.items.map((j) => Number(j.id)).sort((a, b) => a - b)).toEqual(TRACK_B_JOB_IDS);
    const job = await exec<{ job: { campaigns: { id: string }[] } }>(
      `query($id: ID!) { job(id: $id) { campaigns { id } } }`,
      { id: trackB },
      { caller: me },
    );
    expect(job.data!.job.campaigns).toEqual([{ id: "kyouth-track-b" }]);
    expect((await exec(SAVE, { id: trackB }, { caller: me })).errors).toBeUndefined();
    expect((await exec(APPLY, { id: trackB }, { caller: me })).errors).toBeUndefined();
    // Losing membership hides it from the saved list too.
    delete suite.peers.memberships[me.viewer.id];
    const saved = await exec<{ savedJobs: { items: { id: string }[] } }>(SAVED, {}, { caller: me });
    expect(saved.data!.savedJobs.items.map((j) => j.id)).not.toContain(trackB);
  });
  it("JOB_ADMIN sees Track B jobs without asking courses", async () => {
    const before = suite.peers.calls.length;
    const r = await exec<{ job: { id: string } }>(`query($id: ID!) { job(id: $id) { id } }`, { id: trackB }, { caller: JOB_ADMIN });
    expect(r.data!.job).toEqual({ id: trackB });
    expect(suite.peers.calls.length).toBe(before);
  });
  it("visitors never cause a peer call", async () => {
    const before = suite.peers.calls.length;
    await exec(`{ jobs { items { id campaigns { id } } } campaigns { viewerMayView } }`);
    expect(suite.peers.calls.length).toBe(before);
  });
});

describe("N+1: the job list with viewer fields", () => {
  const LIST = `query($s: Int) { jobs(pageSize: $s) { items { id applications open viewerSaved viewerApplication { id status history { status at } allowedMoves }
    campaigns { id viewerMayView } employer { id openJobCount otherJobs { id } } similarJobs { id employer { id } } careerRole { id } } pageInfo { totalCount } } }`;
  it("costs the same statements for 2 or 20 jobs, and asks courses once per request", async () => {
    const me = member();
    await exec(APPLY, { id: "16" }, { caller: me });
    await exec(SAVE, { id: "16" }, { caller: me });
    const callsBefore = suite.peers.calls.length;
    const small = await suite.counter.count(() => exec<{ jobs: { items: unknown[] } }>(LIST, { s: 2 }, { caller: me }));
    expect(suite.peers.calls.length).toBe(callsBefore + 1);
    const large = await suite.counter.count(() => exec<{ jobs: { items: unknown[] } }>(LIST, { s: 20 }, { caller: me }));
    expect(suite.peers.calls.length).toBe(callsBefore + 2);
    expect(small.result.errors).toBeUndefined();
    expect(large.result.errors).toBeUndefined();
    expect(large.result.data!.jobs.items).toHaveLength(20);
    expect(large.statements.length).toBe(small.statements.length);
    // list, count, application counts, saved, the viewer's applications, their history, campaigns of the jobs,
    // employers, employer counts, employer pages (other jobs), similar-job candidates: one each
    expect(large.statements.length).toBe(11);
  });
});
