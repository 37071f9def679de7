/**
 * The employer side in the jobs subgraph: company representatives' requests (join or new employer), JOB_ADMIN's
 * decisions, and what an approved representative may do — and, as much, what nobody else may: another employer's
 * jobs and applicants, acting before approval or after revocation. Bad input is coded and changes nothing.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { and, count, eq } from "drizzle-orm";
import { employerRepresentatives, employers, jobApplications, jobTable } from "../../drizzle/schema/jobs.js";
import { DEMO_ACCOUNTS } from "../shared/demo-accounts.js";
import { fileOf } from "../shared/storage/fixtures.js";
import { demo, system, visitor } from "../shared/testing/harness.js";
import type { Caller } from "../shared/viewer.js";
import { DEMO_JOB_ROWS, TRACK_B_JOB_IDS } from "./seed-data.js";
import { codeOf, fieldsOf, jobsSuite, person } from "./testing.js";

const suite = jobsSuite();
const exec: typeof suite.client.exec = (...args) => suite.client.exec(...args);
const JOB_ADMIN = demo("JOB_ADMIN");
const RECRUITER = demo("COMPANY_REPRESENTATIVE");
const studentId = DEMO_ACCOUNTS.find((a) => a.roles.includes("STUDENT"))!.id;

const REQUEST = /* GraphQL */ `
  mutation ($input: RepresentativeRequestInput!) {
    requestEmployerAccess(input: $input) {
      id
      kind
      status
      position
      requestedAt
      decidedAt
      decisionNote
      person {
        id
      }
      employer {
        id
        title
      }
      proposedCompany {
        title
        shortTitle
        location
        industry
        size
        profile
        website
      }
    }
  }
`;
const MINE = `{ myEmployerRepresentation { id status kind employer { id } decisionNote } }`;
const CANCEL = `mutation($id: ID!) { cancelEmployerAccessRequest(id: $id) { id status } }`;
const APPROVE = `mutation($id: ID!, $note: String) { approveRepresentative(id: $id, note: $note) { id status decidedAt decisionNote employer { id title shortTitle industry size viewerRepresents } } }`;
const REJECT = `mutation($id: ID!, $note: String!) { rejectRepresentative(id: $id, note: $note) { id status decisionNote } }`;
const REVOKE = `mutation($id: ID!, $note: String!) { revokeRepresentative(id: $id, note: $note) { id status decisionNote } }`;
const LIST = `query($status: RepresentativeStatus, $employerId: ID) { employerRepresentatives(status: $status, employerId: $employerId) { items { id status person { id } } pageInfo { totalCount } } }`;
const ALL_JOBS = `{ allJobs(pageSize: 100) { items { id employer { id } } } }`;
const APPLICATIONS = `query($jobId: ID!) { jobApplications(jobId: $jobId) { items { id status applicant { id } allowedMoves } } }`;
const MOVE = `mutation($id: ID!, $to: JobApplicationStatus!) { moveJobApplication(id: $id, to: $to) { id status history { status } } }`;
const UPDATE_EMPLOYER = `mutation($id: ID!, $input: CompanyInput!) { updateEmployer(id: $id, input: $input) { id title shortTitle location industry size profile website } }`;
const CREATE_JOB = `mutation($input: JobInput!) { createJob(input: $input) { id title role careerRole { id } employer { id } type remote featured open campaigns { id } description } }`;
const UPDATE_JOB = `mutation($id: ID!, $input: JobInput!) { updateJob(id: $id, input: $input) { id title employer { id } campaigns { id } featured } }`;
const CLOSE = `mutation($id: ID!) { closeJob(jobId: $id) { id open } }`;

const company = (over: Record<string, unknown> = {}) => ({
  title: "Nasi & Code Sdn. Bhd.",
  shortTitle: "Nasi & Code",
  location: "Kuala Lumpur, Malaysia",
  industry: "Software Development",
  size: "11-50",
  profile: "We build ordering software for hawker centres.",
  website: "https://nasi-code.example.my",
  ...over,
});
const job = (over: Record<string, unknown> = {}) => ({
  title: "Junior Data Analyst",
  roleId: "data-science",
  location: "Kuala Lumpur",
  remote: false,
  type: "Full-time",
  description: "Build dashboards for our operations team.\n\nYou know SQL and enjoy tidy data.",
  ...over,
});

type Rep = { id: string; status: string; kind: string; employer: { id: string; title?: string } | null };

async function request(caller: Caller, input: Record<string, unknown>) {
  return exec<{ requestEmployerAccess: Rep & { proposedCompany: Record<string, unknown> | null; position: string } }>(
    REQUEST,
    { input },
    { caller },
  );
}

/** A new COMPANY_REPRESENTATIVE approved for `employerId` by the demo JOB_ADMIN. */
async function approvedRep(employerId: string) {
  const caller = person("COMPANY_REPRESENTATIVE");
  const r = await request(caller, { employerId, position: "Hiring manager" });
  expect(r.errors).toBeUndefined();
  const a = await exec(APPROVE, { id: r.data!.requestEmployerAccess.id }, { caller: JOB_ADMIN });
  expect(a.errors).toBeUndefined();
  return Object.assign(caller, { requestId: r.data!.requestEmployerAccess.id });
}

const repRows = async (userId: string) =>
  (await suite.database.db.select({ n: count() }).from(employerRepresentatives).where(eq(employerRepresentatives.userId, userId)))[0]!.n;

describe("requestEmployerAccess", () => {
  it("joins an existing employer: PENDING, the person's own, shown as their representation", async () => {
    const me = person("COMPANY_REPRESENTATIVE");
    const r = await request(me, { employerId: "kopicloud", position: "  HR Business Partner " });
    expect(r.errors).toBeUndefined();
    expect(r.data!.requestEmployerAccess).toMatchObject({
      kind: "JOIN_EMPLOYER",
      status: "PENDING",
      position: "HR Business Partner",
      decidedAt: null,
      person: { id: me.viewer.id },
      employer: { id: "kopicloud" },
      proposedCompany: null,
    });
    const mine = await exec<{ myEmployerRepresentation: Rep }>(MINE, {}, { caller: me });
    expect(mine.data!.myEmployerRepresentation).toMatchObject({ id: r.data!.requestEmployerAccess.id, status: "PENDING" });
  });

  it("proposes a new employer with the company form; nothing is created until approved", async () => {
    const me = person("COMPANY_REPRESENTATIVE");
    const r = await request(me, { company: company({ website: "" }), position: "Founder" });
    expect(r.errors).toBeUndefined();
    expect(r.data!.requestEmployerAccess).toMatchObject({ kind: "NEW_EMPLOYER", employer: null });
    expect(r.data!.requestEmployerAccess.proposedCompany).toEqual({ ...company(), website: null });
    expect(await suite.database.db.select().from(employers).where(eq(employers.title, "Nasi & Code Sdn. Bhd."))).toEqual([]);
  });

  it("one request at a time: a second one is CONFLICT while the first is pending", async () => {
    const me = person("COMPANY_REPRESENTATIVE");
    expect((await request(me, { employerId: "kopicloud", position: "Recruiter" })).errors).toBeUndefined();
    const again = await request(me, { employerId: "harbourpay", position: "Recruiter" });
    expect(codeOf(again)).toBe("CONFLICT");
    expect(await repRows(me.viewer.id)).toBe(1);
  });

  it("the demo recruiter is approved for Lantern Analytics and cannot ask for another", async () => {
    const mine = await exec<{ myEmployerRepresentation: Rep }>(MINE, {}, { caller: RECRUITER });
    expect(mine.data!.myEmployerRepresentation).toMatchObject({
      id: DEMO_JOB_ROWS.representative.id,
      status: "APPROVED",
      employer: { id: "lantern-analytics" },
    });
    expect(codeOf(await request(RECRUITER, { employerId: "kopicloud", position: "Recruiter" }))).toBe("CONFLICT");
  });

  it("only company representatives may ask: visitors UNAUTHENTICATED, learners and admins FORBIDDEN", async () => {
    const input = { employerId: "kopicloud", position: "Recruiter" };
    expect(codeOf(await request(visitor(), input))).toBe("UNAUTHENTICATED");
    for (const role of ["STUDENT", "JOB_ADMIN", "EVENT_EXHIBITOR"] as const) {
      const caller = person(role);
      expect(codeOf(await request(caller, input)), role).toBe("FORBIDDEN");
      expect(await repRows(caller.viewer.id)).toBe(0);
    }
  });

  it("bad input: coded per field, nothing stored", async () => {
    const me = person("COMPANY_REPRESENTATIVE");
    const cases: [Record<string, unknown>, Record<string, string | RegExp>][] = [
      [{ position: "Recruiter" }, { company: /not both/ }],
      [{ employerId: "kopicloud", company: company(), position: "Recruiter" }, { company: /not both/ }],
      [{ employerId: "no-such-company", position: "Recruiter" }, { employerId: /Choose a company/ }],
      [{ employerId: "kopicloud", position: "x" }, { position: /At least 2/ }],
      [{ company: company({ industry: "Bubble tea" }), position: "Recruiter" }, { "company.industry": /industries offered/ }],
      [{ company: company({ size: "12" }), position: "Recruiter" }, { "company.size": /size bands/ }],
      [
        { company: company({ title: "A", website: "ftp://x" }), position: "Recruiter" },
        { "company.title": /At least 2/, "company.website": /http/ },
      ],
      [
        { company: company({ title: "A very long company name that does not fit", shortTitle: "" }), position: "Recruiter" },
        { "company.shortTitle": /short name/ },
      ],
    ];
    for (const [input, expected] of cases) {
      const r = await request(me, input);
      expect(codeOf(r), JSON.stringify(input)).toBe("BAD_USER_INPUT");
      const fields = fieldsOf(r)!;
      for (const [key, message] of Object.entries(expected)) expect(fields[key], `${key} in ${JSON.stringify(fields)}`).toMatch(message);
    }
    expect(await repRows(me.viewer.id)).toBe(0);
  });

  it("markup in the company form is dropped (plain text)", async () => {
    const me = person("COMPANY_REPRESENTATIVE");
    const r = await request(me, { company: company({ profile: "<script>alert(1)</script>We <b>build</b> apps." }), position: "CTO" });
    expect(r.data!.requestEmployerAccess.proposedCompany!.profile).toBe("We build apps.");
  });
});

describe("cancelEmployerAccessRequest", () => {
  it("takes back the person's own pending request (deleted), so they can ask again", async () => {
    const me = person("COMPANY_REPRESENTATIVE");
    const { id } = (await request(me, { employerId: "kopicloud", position: "Recruiter" })).data!.requestEmployerAccess;
    expect(codeOf(await exec(CANCEL, { id }, { caller: person("COMPANY_REPRESENTATIVE") }))).toBe("NOT_FOUND");
    expect((await exec(CANCEL, { id }, { caller: me })).errors).toBeUndefined();
    expect((await exec<{ myEmployerRepresentation: Rep | null }>(MINE, {}, { caller: me })).data!.myEmployerRepresentation).toBeNull();
    expect((await request(me, { employerId: "harbourpay", position: "Recruiter" })).errors).toBeUndefined();
  });
  it("a decided request cannot be taken back (CONFLICT); unknown ids NOT_FOUND", async () => {
    const rep = await approvedRep("harbourpay");
    expect(codeOf(await exec(CANCEL, { id: rep.requestId }, { caller: rep }))).toBe("CONFLICT");
    expect(codeOf(await exec(CANCEL, { id: "not-a-uuid" }, { caller: rep }))).toBe("NOT_FOUND");
  });
});

describe("JOB_ADMIN decides", () => {
  it("approving a join request lets the person act for the employer at once", async () => {
    const me = person("COMPANY_REPRESENTATIVE");
    const { id } = (await request(me, { employerId: "peakshield", position: "Recruiter" })).data!.requestEmployerAccess;
    expect(codeOf(await exec(ALL_JOBS, {}, { caller: me }))).toBe("FORBIDDEN");
    const a = await exec<{
      approveRepresentative: { status: string; decidedAt: string; decisionNote: string | null; employer: { id: string } };
    }>(APPROVE, { id, note: "Welcome aboard" }, { caller: JOB_ADMIN });
    expect(a.errors).toBeUndefined();
    expect(a.data!.approveRepresentative).toMatchObject({
      status: "APPROVED",
      decisionNote: "Welcome aboard",
      employer: { id: "peakshield" },
    });
    const jobs = await exec<{ allJobs: { items: { employer: { id: string } }[] } }>(ALL_JOBS, {}, { caller: me });
    expect(jobs.errors).toBeUndefined();
    expect(jobs.data!.allJobs.items.length).toBeGreaterThan(0);
    expect(new Set(jobs.data!.allJobs.items.map((j) => j.employer.id))).toEqual(new Set(["peakshield"]));
    expect(codeOf(await exec(APPROVE, { id }, { caller: JOB_ADMIN }))).toBe("CONFLICT");
  });

  it("approving a new-employer request creates the employer from the form, with a slug id", async () => {
    const me = person("COMPANY_REPRESENTATIVE");
    const { id } = (await request(me, { company: company({ title: "KopiCloud Labs", shortTitle: "KopiCloud" }), position: "Founder" }))
      .data!.requestEmployerAccess;
    const a = await exec<{
      approveRepresentative: { employer: { id: string; title: string; shortTitle: string; viewerRepresents: boolean } };
    }>(APPROVE, { id }, { caller: JOB_ADMIN });
    expect(a.errors).toBeUndefined();
    // "kopicloud" is taken by the seeded employer
    expect(a.data!.approveRepresentative.employer).toMatchObject({
      id: "kopicloud-2",
      title: "KopiCloud Labs",
      shortTitle: "KopiCloud",
      viewerRepresents: false,
    });
    const r = await exec<{ employer: { id: string; viewerRepresents: boolean; representatives: { person: { id: string } }[] } }>(
      `{ employer(id: "kopicloud-2") { id viewerRepresents representatives { person { id } } } }`,
      {},
      { caller: me },
    );
    expect(r.data!.employer).toEqual({ id: "kopicloud-2", viewerRepresents: true, representatives: [{ person: { id: me.viewer.id } }] });
  });

  it("rejecting needs a note for the person; the person may then ask again", async () => {
    const me = person("COMPANY_REPRESENTATIVE");
    const { id } = (await request(me, { employerId: "batik-labs", position: "Recruiter" })).data!.requestEmployerAccess;
    const noNote = await exec(REJECT, { id, note: "  " }, { caller: JOB_ADMIN });
    expect(codeOf(noNote)).toBe("BAD_USER_INPUT");
    expect(fieldsOf(noNote)).toEqual({ note: "Tell the person why." });
    expect((await exec<{ myEmployerRepresentation: Rep }>(MINE, {}, { caller: me })).data!.myEmployerRepresentation.status).toBe("PENDING");
    const r = await exec<{ rejectRepresentative: { status: string; decisionNote: string } }>(
      REJECT,
      { id, note: "We could not confirm you work there." },
      { caller: JOB_ADMIN },
    );
    expect(r.data!.rejectRepresentative).toEqual({ id, status: "REJECTED", decisionNote: "We could not confirm you work there." });
    expect(codeOf(await exec(APPROVE, { id }, { caller: JOB_ADMIN }))).toBe("CONFLICT");
    expect((await request(me, { employerId: "batik-labs", position: "Recruiter" })).errors).toBeUndefined();
  });

  it("revoking an approved representative stops them at once; revoke needs APPROVED", async () => {
    const rep = await approvedRep("straits-commerce");
    expect((await exec(ALL_JOBS, {}, { caller: rep })).errors).toBeUndefined();
    expect(codeOf(await exec(REVOKE, { id: rep.requestId, note: "" }, { caller: JOB_ADMIN }))).toBe("BAD_USER_INPUT");
    const r = await exec<{ revokeRepresentative: { status: string } }>(
      REVOKE,
      { id: rep.requestId, note: "Left the company." },
      { caller: JOB_ADMIN },
    );
    expect(r.data!.revokeRepresentative.status).toBe("REVOKED");
    expect(codeOf(await exec(ALL_JOBS, {}, { caller: rep }))).toBe("FORBIDDEN");
    expect(codeOf(await exec(UPDATE_EMPLOYER, { id: "straits-commerce", input: company() }, { caller: rep }))).toBe("FORBIDDEN");
    expect(codeOf(await exec(REVOKE, { id: rep.requestId, note: "Again" }, { caller: JOB_ADMIN }))).toBe("CONFLICT");
  });

  it("only JOB_ADMIN decides and lists requests; pending first", async () => {
    const me = person("COMPANY_REPRESENTATIVE");
    const { id } = (await request(me, { employerId: "rimba-health", position: "Recruiter" })).data!.requestEmployerAccess;
    for (const caller of [me, RECRUITER, person("STUDENT"), demo("TALENT_ADMIN")]) {
      expect(codeOf(await exec(APPROVE, { id }, { caller }))).toBe("FORBIDDEN");
      expect(codeOf(await exec(LIST, {}, { caller }))).toBe("FORBIDDEN");
    }
    expect(codeOf(await exec(APPROVE, { id }, { caller: visitor() }))).toBe("UNAUTHENTICATED");
    const list = await exec<{ employerRepresentatives: { items: { id: string; status: string }[] } }>(LIST, {}, { caller: JOB_ADMIN });
    const statuses = list.data!.employerRepresentatives.items.map((i) => i.status);
    expect(statuses.indexOf("APPROVED")).toBeGreaterThan(statuses.lastIndexOf("PENDING"));
    const pending = await exec<{ employerRepresentatives: { items: { id: string; status: string }[] } }>(
      LIST,
      { status: "PENDING", employerId: "rimba-health" },
      { caller: JOB_ADMIN },
    );
    expect(pending.data!.employerRepresentatives.items.map((i) => i.id)).toContain(id);
    expect(pending.data!.employerRepresentatives.items.every((i) => i.status === "PENDING")).toBe(true);
    expect(codeOf(await exec(LIST, { status: "MAYBE" }, { caller: JOB_ADMIN }))).toBe("BAD_USER_INPUT");
  });
});

describe("an approved representative acts for their own employer only", () => {
  it("allJobs holds their employer's jobs, exclusive ones included; their Track B job's page is theirs to see", async () => {
    const rep = await approvedRep("rimba-health");
    const jobs = await exec<{ allJobs: { items: { id: string; employer: { id: string } }[] } }>(ALL_JOBS, {}, { caller: rep });
    const ids = jobs.data!.allJobs.items.map((j) => Number(j.id));
    for (const id of TRACK_B_JOB_IDS.filter((i) => [13, 19].includes(i))) expect(ids).toContain(id);
    expect(jobs.data!.allJobs.items.every((j) => j.employer.id === "rimba-health")).toBe(true);
    const own = await exec<{ job: { id: string } | null }>(`{ job(id: "13") { id } }`, {}, { caller: rep });
    expect(own.data!.job).toEqual({ id: "13" });
    // another employer's Track B job stays hidden from them
    const other = await exec<{ job: { id: string } | null }>(`{ job(id: "14") { id } }`, {}, { caller: rep });
    expect(other.data!.job).toBeNull();
  });

  it("sees and moves applications to their jobs; another employer's are FORBIDDEN / NOT_FOUND and unchanged", async () => {
    const rep = await approvedRep("lantern-analytics");
    // the demo student applied to job 2 (Lantern Analytics) and job 8 (Victoria Harbour Logistics)
    const own = await exec<{ jobApplications: { items: { id: string; applicant: { id: string }; allowedMoves: string[] }[] } }>(
      APPLICATIONS,
      { jobId: "2" },
      { caller: rep },
    );
    expect(own.errors).toBeUndefined();
    const app = own.data!.jobApplications.items.find((a) => a.applicant.id === studentId)!;
    expect(app.allowedMoves).toEqual(["REVIEWED", "DECLINED"]);
    expect(codeOf(await exec(APPLICATIONS, { jobId: "8" }, { caller: rep }))).toBe("FORBIDDEN");
    const other = DEMO_JOB_ROWS.applications.find((a) => a.jobId === 8)!;
    expect(codeOf(await exec(MOVE, { id: other.id, to: "DECLINED" }, { caller: rep }))).toBe("NOT_FOUND");
    const [otherRow] = await suite.database.db.select().from(jobApplications).where(eq(jobApplications.id, other.id));
    expect(otherRow!.status).toBe("INTERVIEWING");
    const other1 = await exec<{ jobApplication: unknown }>(
      `query($id: ID!) { jobApplication(id: $id) { id } }`,
      { id: other.id },
      { caller: rep },
    );
    expect(other1.data!.jobApplication).toBeNull();
    const moved = await exec<{ moveJobApplication: { status: string; history: { status: string }[] } }>(
      MOVE,
      { id: app.id, to: "REVIEWED" },
      { caller: rep },
    );
    expect(moved.errors).toBeUndefined();
    expect(moved.data!.moveJobApplication.history.map((h) => h.status)).toEqual(["APPLIED", "REVIEWED"]);
    const seen = await exec<{ jobApplication: { id: string; allowedMoves: string[] } }>(
      `query($id: ID!) { jobApplication(id: $id) { id allowedMoves } }`,
      { id: app.id },
      { caller: rep },
    );
    expect(seen.data!.jobApplication).toEqual({ id: app.id, allowedMoves: ["INTERVIEWING", "DECLINED"] });
  });

  it("a pending representative and a learner act for nobody", async () => {
    const pending = person("COMPANY_REPRESENTATIVE");
    await request(pending, { employerId: "lantern-analytics", position: "Recruiter" });
    for (const caller of [pending, person("STUDENT")]) {
      expect(codeOf(await exec(APPLICATIONS, { jobId: "2" }, { caller }))).toBe("FORBIDDEN");
      expect(codeOf(await exec(CREATE_JOB, { input: job() }, { caller }))).toBe("FORBIDDEN");
      expect(codeOf(await exec(CLOSE, { id: "2" }, { caller }))).toBe("FORBIDDEN");
      expect(codeOf(await exec(UPDATE_EMPLOYER, { id: "lantern-analytics", input: company() }, { caller }))).toBe("FORBIDDEN");
    }
    expect(codeOf(await exec(ALL_JOBS, {}, { caller: visitor() }))).toBe("UNAUTHENTICATED");
  });

  it("edits its employer's profile; another employer's is FORBIDDEN; bad input changes nothing", async () => {
    const rep = await approvedRep("victoria-harbour-logistics");
    const input = company({
      title: "Victoria Harbour Logistics Ltd.",
      shortTitle: "VH Logistics",
      industry: "Logistics & Supply Chain",
      size: "201-500",
    });
    const r = await exec<{ updateEmployer: Record<string, unknown> }>(
      UPDATE_EMPLOYER,
      { id: "victoria-harbour-logistics", input },
      { caller: rep },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!.updateEmployer).toMatchObject({ title: "Victoria Harbour Logistics Ltd.", shortTitle: "VH Logistics", size: "201-500" });
    expect(codeOf(await exec(UPDATE_EMPLOYER, { id: "kopicloud", input }, { caller: rep }))).toBe("FORBIDDEN");
    expect(codeOf(await exec(UPDATE_EMPLOYER, { id: "nope", input }, { caller: rep }))).toBe("NOT_FOUND");
    const bad = await exec(
      UPDATE_EMPLOYER,
      { id: "victoria-harbour-logistics", input: { ...input, industry: "Shipping", title: "Changed" } },
      { caller: rep },
    );
    expect(codeOf(bad)).toBe("BAD_USER_INPUT");
    expect(fieldsOf(bad)).toHaveProperty("industry");
    const [row] = await suite.database.db.select().from(employers).where(eq(employers.id, "victoria-harbour-logistics"));
    expect(row!.title).toBe("Victoria Harbour Logistics Ltd.");
  });

  it("posts a job for its employer (listed at once, open, career role from talent); edits and closes it", async () => {
    const rep = await approvedRep("harbourpay");
    const r = await exec<{ createJob: Record<string, unknown> & { id: string } }>(
      CREATE_JOB,
      { input: job({ remote: true }) },
      { caller: rep },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!.createJob).toMatchObject({
      title: "Junior Data Analyst",
      role: "Data science",
      careerRole: { id: "data-science" },
      employer: { id: "harbourpay" },
      type: "Full-time",
      remote: true,
      featured: false,
      open: true,
      campaigns: [],
    });
    expect(Number(r.data!.createJob.id)).toBeGreaterThanOrEqual(1000);
    const listed = await exec<{ jobs: { items: { id: string }[] } }>(`{ jobs(employerId: "harbourpay", pageSize: 100) { items { id } } }`);
    expect(listed.data!.jobs.items.map((j) => j.id)).toContain(r.data!.createJob.id);
    const edited = await exec<{ updateJob: { title: string } }>(
      UPDATE_JOB,
      { id: r.data!.createJob.id, input: job({ title: "Data Analyst II" }) },
      { caller: rep },
    );
    expect(edited.data!.updateJob.title).toBe("Data Analyst II");
    expect((await exec<{ closeJob: { open: boolean } }>(CLOSE, { id: r.data!.createJob.id }, { caller: rep })).data!.closeJob.open).toBe(
      false,
    );
    // another employer's job
    expect(codeOf(await exec(UPDATE_JOB, { id: "1", input: job() }, { caller: rep }))).toBe("FORBIDDEN");
    expect(codeOf(await exec(CLOSE, { id: "1" }, { caller: rep }))).toBe("FORBIDDEN");
    expect(codeOf(await exec(UPDATE_JOB, { id: "99999", input: job() }, { caller: rep }))).toBe("NOT_FOUND");
  });

  it("job form refusals: another employer, featuring, campaigns (FORBIDDEN); bad fields (BAD_USER_INPUT); nothing created", async () => {
    const rep = await approvedRep("batik-labs");
    const before = (await suite.database.db.select({ n: count() }).from(jobTable).where(eq(jobTable.employerId, "batik-labs")))[0]!.n;
    expect(codeOf(await exec(CREATE_JOB, { input: job({ employerId: "kopicloud" }) }, { caller: rep }))).toBe("FORBIDDEN");
    expect(codeOf(await exec(CREATE_JOB, { input: job({ featured: true }) }, { caller: rep }))).toBe("FORBIDDEN");
    expect(codeOf(await exec(CREATE_JOB, { input: job({ campaignIds: ["kyouth"] }) }, { caller: rep }))).toBe("FORBIDDEN");
    const bad = await exec(CREATE_JOB, { input: job({ type: "Gig", title: "X", description: "short" }) }, { caller: rep });
    expect(codeOf(bad)).toBe("BAD_USER_INPUT");
    expect(Object.keys(fieldsOf(bad)!).sort()).toEqual(["description", "title", "type"]);
    const role = await exec(CREATE_JOB, { input: job({ roleId: "astronaut" }) }, { caller: rep });
    expect(fieldsOf(role)).toEqual({ roleId: "Choose a career role from the list." });
    const after = (await suite.database.db.select({ n: count() }).from(jobTable).where(eq(jobTable.employerId, "batik-labs")))[0]!.n;
    expect(after).toBe(before);
  });
});

describe("JOB_ADMIN manages every job, employer and campaign", () => {
  it("posts for any employer (required), featured and in campaigns; the employer cannot change later", async () => {
    expect(fieldsOf(await exec(CREATE_JOB, { input: job() }, { caller: JOB_ADMIN }))).toEqual({ employerId: "Choose the employer." });
    expect(fieldsOf(await exec(CREATE_JOB, { input: job({ employerId: "nope" }) }, { caller: JOB_ADMIN }))).toEqual({
      employerId: "Choose an employer from the list.",
    });
    expect(
      fieldsOf(await exec(CREATE_JOB, { input: job({ employerId: "kopicloud", campaignIds: ["nope"] }) }, { caller: JOB_ADMIN })),
    ).toEqual({
      campaignIds: "Choose campaigns from the list.",
    });
    const r = await exec<{ createJob: { id: string; featured: boolean; campaigns: { id: string }[] } }>(
      CREATE_JOB,
      { input: job({ employerId: "kopicloud", featured: true, campaignIds: ["kyouth", "kl-career-fair"] }) },
      { caller: JOB_ADMIN },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!.createJob.featured).toBe(true);
    expect(r.data!.createJob.campaigns.map((c) => c.id).sort()).toEqual(["kl-career-fair", "kyouth"]);
    const moved = await exec<{ updateJob: { campaigns: { id: string }[] } }>(
      UPDATE_JOB,
      { id: r.data!.createJob.id, input: job({ campaignIds: ["kyouth"] }) },
      { caller: JOB_ADMIN },
    );
    expect(moved.data!.updateJob.campaigns.map((c) => c.id)).toEqual(["kyouth"]);
    const other = await exec(UPDATE_JOB, { id: r.data!.createJob.id, input: job({ employerId: "harbourpay" }) }, { caller: JOB_ADMIN });
    expect(fieldsOf(other)).toEqual({ employerId: "A job's employer cannot change." });
  });

  it("adds employers and flags hiring partners; others may not", async () => {
    const CREATE = `mutation($input: CompanyInput!) { createEmployer(input: $input) { id title hiringPartner } }`;
    const PARTNER = `mutation($id: ID!, $on: Boolean!) { setHiringPartner(id: $id, hiringPartner: $on) { id hiringPartner } }`;
    const r = await exec<{ createEmployer: { id: string; hiringPartner: boolean } }>(
      CREATE,
      { input: company({ title: "Teh Tarik Tech", shortTitle: "" }) },
      { caller: JOB_ADMIN },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!.createEmployer).toEqual({ id: "teh-tarik-tech", title: "Teh Tarik Tech", hiringPartner: false });
    expect(
      (await exec<{ setHiringPartner: { hiringPartner: boolean } }>(PARTNER, { id: "teh-tarik-tech", on: true }, { caller: JOB_ADMIN }))
        .data!.setHiringPartner.hiringPartner,
    ).toBe(true);
    for (const caller of [RECRUITER, person("STUDENT")]) {
      expect(codeOf(await exec(CREATE, { input: company() }, { caller }))).toBe("FORBIDDEN");
      expect(codeOf(await exec(PARTNER, { id: "lantern-analytics", on: false }, { caller }))).toBe("FORBIDDEN");
    }
    expect(codeOf(await exec(PARTNER, { id: "nope", on: true }, { caller: JOB_ADMIN }))).toBe("NOT_FOUND");
  });

  it("campaigns: lists all, creates (checked with courses and events), edits; duplicates CONFLICT; others FORBIDDEN", async () => {
    const CREATE = `mutation($input: CampaignInput!) { createCampaign(input: $input) { id title exclusive programmeId active event { id } } }`;
    const UPDATE = `mutation($id: ID!, $input: CampaignInput!) { updateCampaign(id: $id, input: $input) { id title active } }`;
    const ALL = `{ allCampaigns { id active } }`;
    const base = { id: "ca-graduates", title: "CA graduates", description: "Jobs for Certified Associate graduates.", active: true };
    expect(fieldsOf(await exec(CREATE, { input: { ...base, exclusive: true } }, { caller: JOB_ADMIN }))).toHaveProperty("programmeId");
    expect(fieldsOf(await exec(CREATE, { input: { ...base, exclusive: true, programmeId: "nope" } }, { caller: JOB_ADMIN }))).toEqual({
      programmeId: "No programme has this id.",
    });
    expect(fieldsOf(await exec(CREATE, { input: { ...base, eventId: "nope" } }, { caller: JOB_ADMIN }))).toEqual({
      eventId: "No event has this id.",
    });
    expect(fieldsOf(await exec(CREATE, { input: { ...base, id: "Bad Id" } }, { caller: JOB_ADMIN }))).toHaveProperty("id");
    const r = await exec<{ createCampaign: Record<string, unknown> }>(
      CREATE,
      { input: { ...base, exclusive: true, programmeId: "ca-2027", eventId: "kl-tech-career-fair" } },
      { caller: JOB_ADMIN },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!.createCampaign).toEqual({
      id: "ca-graduates",
      title: "CA graduates",
      exclusive: true,
      programmeId: "ca-2027",
      active: true,
      event: { id: "kl-tech-career-fair" },
    });
    expect(codeOf(await exec(CREATE, { input: base }, { caller: JOB_ADMIN }))).toBe("CONFLICT");
    const off = await exec<{ updateCampaign: { active: boolean } }>(
      UPDATE,
      { id: "ca-graduates", input: { title: "CA grads", description: "", active: false } },
      { caller: JOB_ADMIN },
    );
    expect(off.data!.updateCampaign).toEqual({ id: "ca-graduates", title: "CA grads", active: false });
    expect(
      codeOf(
        await exec(
          UPDATE,
          { id: "ca-graduates", input: { title: "CA grads", description: "", active: true, programmeId: "kyouth-2025" } },
          { caller: JOB_ADMIN },
        ),
      ),
    ).toBe("BAD_USER_INPUT");
    const tabs = await exec<{ campaigns: { id: string }[] }>(`{ campaigns { id } }`);
    expect(tabs.data!.campaigns.map((c) => c.id)).not.toContain("ca-graduates");
    const all = await exec<{ allCampaigns: { id: string; active: boolean }[] }>(ALL, {}, { caller: JOB_ADMIN });
    expect(all.data!.allCampaigns).toContainEqual({ id: "ca-graduates", active: false });
    expect(codeOf(await exec(UPDATE, { id: "nope", input: { title: "Xx", description: "", active: true } }, { caller: JOB_ADMIN }))).toBe(
      "NOT_FOUND",
    );
    for (const caller of [RECRUITER, person("STUDENT")]) {
      expect(codeOf(await exec(ALL, {}, { caller }))).toBe("FORBIDDEN");
      expect(codeOf(await exec(CREATE, { input: { ...base, id: "x-y" } }, { caller }))).toBe("FORBIDDEN");
    }
  });

  it("campaigns: the title and description in the asked language, English where none is written; JOB_ADMIN writes them", async () => {
    const TABS = `query($language: UiLanguage) { campaigns { id title(language: $language) description(language: $language) } }`;
    const tabs = async (language?: string) =>
      (await exec<{ campaigns: { id: string; title: string; description: string }[] }>(TABS, { language })).data!.campaigns;
    // The seeded tabs are written in the three languages; without a language, English.
    expect((await tabs()).find((c) => c.id === "kyouth")!.title).toBe("KYouth jobs");
    expect((await tabs("zh_Hant")).find((c) => c.id === "kyouth")!.title).toBe("KYouth 職位");
    expect((await tabs("zh_Hans")).find((c) => c.id === "kl-career-fair")!.title).toBe("吉隆坡招聘会职位");

    const CREATE = `mutation($input: CampaignInput!) { createCampaign(input: $input) { id translations { language title description } } }`;
    const UPDATE = `mutation($id: ID!, $input: CampaignInput!) { updateCampaign(id: $id, input: $input) { id title(language: zh_Hans) translations { language title } } }`;
    const base = { id: "penang-fair", title: "Penang fair jobs", description: "Jobs at the Penang fair.", active: true };
    const created = await exec<{ createCampaign: { translations: unknown[] } }>(
      CREATE,
      { input: { ...base, translations: [{ language: "zh_Hant", title: "檳城招聘會職位", description: "" }] } },
      { caller: JOB_ADMIN },
    );
    expect(created.errors).toBeUndefined();
    expect(created.data!.createCampaign.translations).toEqual([
      { language: "zh_Hant", title: "檳城招聘會職位", description: "" },
      { language: "zh_Hans", title: "", description: "" },
    ]);
    const penang = async (language: string) => (await tabs(language)).find((c) => c.id === "penang-fair")!;
    // A language without a translation, or a blank field, shows the English text.
    expect(await penang("zh_Hant")).toEqual({ id: "penang-fair", title: "檳城招聘會職位", description: "Jobs at the Penang fair." });
    expect((await penang("zh_Hans")).title).toBe("Penang fair jobs");

    // Refused whole, nothing changed: English as a translation, a language twice, a title too short.
    const bad = await exec(
      UPDATE,
      {
        id: "penang-fair",
        input: {
          ...base,
          id: null,
          translations: [
            { language: "en", title: "Penang", description: "" },
            { language: "zh_Hans", title: "槟", description: "" },
            { language: "zh_Hans", title: "", description: "" },
          ],
        },
      },
      { caller: JOB_ADMIN },
    );
    expect(codeOf(bad)).toBe("BAD_USER_INPUT");
    expect(Object.keys(fieldsOf(bad)!).sort()).toEqual(["translations.0.language", "translations.1.title"]);
    const twice = [
      { language: "zh_Hans", title: "槟城", description: "" },
      { language: "zh_Hans", title: "", description: "" },
    ];
    const again = await exec(UPDATE, { id: "penang-fair", input: { ...base, id: null, translations: twice } }, { caller: JOB_ADMIN });
    expect(fieldsOf(again)).toEqual({ "translations.1.language": "Each language at most once." });
    expect((await penang("zh_Hant")).title).toBe("檳城招聘會職位");

    // Sent translations replace every one; an update without them keeps them.
    const replaced = await exec<{ updateCampaign: { title: string } }>(
      UPDATE,
      {
        id: "penang-fair",
        input: { ...base, id: null, translations: [{ language: "zh_Hans", title: "槟城招聘会职位", description: "" }] },
      },
      { caller: JOB_ADMIN },
    );
    expect(replaced.data!.updateCampaign.title).toBe("槟城招聘会职位");
    expect((await penang("zh_Hant")).title).toBe("Penang fair jobs");
    await exec(UPDATE, { id: "penang-fair", input: { ...base, id: null, title: "Penang jobs" } }, { caller: JOB_ADMIN });
    expect((await penang("zh_Hans")).title).toBe("槟城招聘会职位");
    expect((await penang("en")).title).toBe("Penang jobs");
  });
});

describe("employer logos go through the storage interface", () => {
  const UPLOAD = `mutation($id: ID!, $input: EmployerLogoInput!) { uploadEmployerLogo(id: $id, input: $input) { id logoUrl } }`;
  const REMOVE = `mutation($id: ID!) { removeEmployerLogo(id: $id) { id logoUrl } }`;
  const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64");

  it("the employer's representative uploads a PNG (a signed URL), replaces and removes it; the old file is deleted", async () => {
    const rep = await approvedRep("straits-commerce");
    const first = await exec<{ uploadEmployerLogo: { logoUrl: string } }>(
      UPLOAD,
      { id: "straits-commerce", input: { contentType: "image/png", dataBase64: b64(fileOf("png", 200)) } },
      { caller: rep },
    );
    expect(first.errors).toBeUndefined();
    expect(first.data!.uploadEmployerLogo.logoUrl).toMatch(/^\/files\/employer-logo\/[0-9a-f-]+\.png\?/);
    const [stored] = await suite.database.db
      .select({ logoPath: employers.logoPath })
      .from(employers)
      .where(eq(employers.id, "straits-commerce"));
    const firstFile = path.join(suite.uploads, stored!.logoPath!);
    expect(fs.existsSync(firstFile)).toBe(true);
    const second = await exec<{ uploadEmployerLogo: { logoUrl: string } }>(
      UPLOAD,
      { id: "straits-commerce", input: { contentType: "image/webp", dataBase64: b64(fileOf("webp", 200)) } },
      { caller: JOB_ADMIN },
    );
    expect(second.data!.uploadEmployerLogo.logoUrl).toMatch(/\.webp\?/);
    expect(fs.existsSync(firstFile)).toBe(false);
    const removed = await exec<{ removeEmployerLogo: { logoUrl: string | null } }>(REMOVE, { id: "straits-commerce" }, { caller: rep });
    expect(removed.data!.removeEmployerLogo.logoUrl).toBeNull();
  });

  it("refuses a GIF or a lying content type (BAD_USER_INPUT), and other people (FORBIDDEN); the logo stays", async () => {
    const gif = await exec(
      UPLOAD,
      { id: "lantern-analytics", input: { contentType: "image/gif", dataBase64: b64(fileOf("gif")) } },
      { caller: RECRUITER },
    );
    expect(codeOf(gif)).toBe("BAD_USER_INPUT");
    expect(fieldsOf(gif)).toHaveProperty("dataBase64");
    const lying = await exec(
      UPLOAD,
      { id: "lantern-analytics", input: { contentType: "image/png", dataBase64: b64(fileOf("pdf")) } },
      { caller: RECRUITER },
    );
    expect(codeOf(lying)).toBe("BAD_USER_INPUT");
    const input = { contentType: "image/png", dataBase64: b64(fileOf("png")) };
    for (const caller of [person("COMPANY_REPRESENTATIVE"), person("STUDENT")])
      expect(codeOf(await exec(UPLOAD, { id: "lantern-analytics", input }, { caller }))).toBe("FORBIDDEN");
    expect(codeOf(await exec(REMOVE, { id: "lantern-analytics" }, { caller: person("STUDENT") }))).toBe("FORBIDDEN");
    const [row] = await suite.database.db
      .select({ logoPath: employers.logoPath })
      .from(employers)
      .where(eq(employers.id, "lantern-analytics"));
    expect(row!.logoPath).toBe("/partners/lantern-analytics.svg");
  });
});

describe("applicantsVisibleTo (internal: talent asks it to grant an employer an applicant's details)", () => {
  const Q = `query($viewerId: ID!, $jobAdmin: Boolean!, $userIds: [ID!]!) { applicantsVisibleTo(viewerId: $viewerId, jobAdmin: $jobAdmin, userIds: $userIds) }`;
  const ask = (viewerId: string, jobAdmin: boolean, userIds: string[], caller = system()) =>
    exec<{ applicantsVisibleTo: string[] }>(Q, { viewerId, jobAdmin, userIds }, { caller });
  const recruiterId = RECRUITER.viewer!.id;

  it("a representative: people who applied to their employer's jobs (not withdrawn), nobody else", async () => {
    const stranger = person("STUDENT").viewer.id;
    const r = await ask(recruiterId, false, [studentId, stranger, "not-a-uuid"]);
    expect(r.errors).toBeUndefined();
    expect(r.data!.applicantsVisibleTo).toEqual([studentId]);
    // a representative of an employer the student never applied to
    const rep = await approvedRep("peakshield");
    expect((await ask(rep.viewer.id, false, [studentId])).data!.applicantsVisibleTo).toEqual([]);
    // someone who represents no employer
    expect((await ask(person("COMPANY_REPRESENTATIVE").viewer.id, false, [studentId])).data!.applicantsVisibleTo).toEqual([]);
  });

  it("a withdrawn application grants nothing any more", async () => {
    const applicant = person("STUDENT");
    const applied = await exec<{ applyToJob: { id: string } }>(`mutation { applyToJob(jobId: "12") { id } }`, {}, { caller: applicant });
    expect((await ask(recruiterId, false, [applicant.viewer.id])).data!.applicantsVisibleTo).toEqual([applicant.viewer.id]);
    await exec(`mutation($id: ID!) { withdrawJobApplication(id: $id) { id } }`, { id: applied.data!.applyToJob.id }, { caller: applicant });
    expect((await ask(recruiterId, false, [applicant.viewer.id])).data!.applicantsVisibleTo).toEqual([]);
    const rows = await suite.database.db
      .select()
      .from(jobApplications)
      .where(and(eq(jobApplications.applicantId, applicant.viewer.id), eq(jobApplications.status, "WITHDRAWN")));
    expect(rows).toHaveLength(1);
  });

  it("a JOB_ADMIN: anyone with an application", async () => {
    const stranger = person("STUDENT").viewer.id;
    expect((await ask(JOB_ADMIN.viewer!.id, true, [studentId, stranger])).data!.applicantsVisibleTo).toEqual([studentId]);
  });

  it("only the platform may ask", async () => {
    for (const caller of [RECRUITER, JOB_ADMIN, visitor()])
      expect(codeOf(await ask(recruiterId, true, [studentId], caller))).toBe("FORBIDDEN");
  });
});
