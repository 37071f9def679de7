/** Job applications in the jobs subgraph: applying and withdrawing, the demo student's, and JOB_ADMIN's moves. */
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { jobApplicationHistory, jobApplications, jobTable } from "../../../../drizzle/schema/jobs.js";
import { DEMO_ACCOUNTS } from "../../../shared/demo-accounts.js";
import { demo } from "../../../shared/testing/harness.js";
import { DEMO_JOB_ROWS } from "../../seed-data.js";
import { codeOf, fieldsOf, jobsSuite, person } from "../../testing.js";

const suite = jobsSuite();
const exec: typeof suite.client.exec = (...args) => suite.client.exec(...args);
const JOB_ADMIN = demo("JOB_ADMIN");
const STUDENT = demo("STUDENT");
const studentId = DEMO_ACCOUNTS.find((a) => a.roles.includes("STUDENT"))!.id;

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
