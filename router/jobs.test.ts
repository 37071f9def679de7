/**
 * The job portal through the router in both runtime modes: browsing with filters, campaigns and companies; saving,
 * applying and withdrawing; JOB_ADMIN moving an application (and what learners may not do); and KYouth Track B
 * (exclusive) jobs hidden from a non-member and visible once the learner is a member of KYouth 2025 (an application
 * accepted through the courses mutations; jobs learns it from courses through ctx.peers). JOB_ADMIN's back office:
 * every job, closing a job (a learner's apply is then refused) and reopening it, applicants' names from talent.
 */
import { describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../subgraphs/shared/demo-accounts.js";
import { TRACK_B_JOB_IDS } from "../subgraphs/jobs/seed-data.js";
import { kyouth2025Answers, logIn, ROUTER_MODES, routerSuite, TestBrowser } from "./testing.js";

const account = (role: string) => DEMO_ACCOUNTS.find((a) => a.roles.includes(role as never))!;
const student = account("STUDENT");
const instructor = account("INSTRUCTOR");
const courseAdmin = account("COURSE_ADMIN");
const jobAdmin = account("JOB_ADMIN");
const trackB = String(TRACK_B_JOB_IDS[0]);

const codeOf = (r: { json: { errors?: { extensions?: { code?: string } }[] } }) => r.json.errors?.[0]?.extensions?.code;
type Jobs = {
  jobs: {
    items: { id: string; featured: boolean; remote: boolean; type: string; employer: { id: string } }[];
    pageInfo: { totalCount: number };
  };
};
const JOBS = `query($campaign: ID, $search: String, $remote: Boolean, $type: String, $pageSize: Int) {
  jobs(campaign: $campaign, search: $search, remote: $remote, type: $type, pageSize: $pageSize) { items { id featured remote type employer { id } } pageInfo { totalCount } } }`;
const JOB = `query($id: ID!) { job(id: $id) { id open applications viewerSaved viewerApplication { id status } campaigns { id } similarJobs { id } employer { otherJobs(excludingJobId: $id) { id } } } }`;

describe.each(ROUTER_MODES)("the job portal through the router (%s)", (mode) => {
  const router = routerSuite(mode);

  it("a visitor browses jobs with filters, campaign tabs and companies", async () => {
    const visitor = new TestBrowser(router.url);
    const all = await visitor.graphql<Jobs>(JOBS, { pageSize: 100 });
    expect(all.json.errors).toBeUndefined();
    const items = all.json.data!.jobs.items;
    expect(items.findIndex((j) => !j.featured)).toBeGreaterThan(0);
    expect(items.slice(items.findIndex((j) => !j.featured)).every((j) => !j.featured)).toBe(true);
    expect(items.map((j) => j.id)).not.toContain(trackB);

    const remote = await visitor.graphql<Jobs>(JOBS, { remote: true, type: "Full-time", pageSize: 100 });
    expect(remote.json.data!.jobs.items.length).toBeGreaterThan(0);
    expect(remote.json.data!.jobs.items.every((j) => j.remote && j.type === "Full-time")).toBe(true);
    const byEmployer = await visitor.graphql<Jobs>(JOBS, { search: "harbourpay" });
    expect(byEmployer.json.data!.jobs.items.every((j) => j.employer.id === "harbourpay")).toBe(true);

    const tabs = await visitor.graphql<{ campaigns: { id: string; viewerMayView: boolean }[] }>(`{ campaigns { id viewerMayView } }`);
    expect(tabs.json.data!.campaigns).toEqual([
      { id: "kyouth", viewerMayView: true },
      { id: "kyouth-track-b", viewerMayView: false },
      { id: "kl-career-fair", viewerMayView: true },
    ]);
    const hiddenTab = await visitor.graphql<Jobs>(JOBS, { campaign: "kyouth-track-b" });
    expect(hiddenTab.json.data!.jobs.items).toEqual([]);

    const companies = await visitor.graphql<{
      companies: { items: { id: string }[] };
      companyFormOptions: { industries: string[]; sizes: string[] };
    }>(`{ companies(industry: "Cybersecurity") { items { id } } companyFormOptions { industries sizes } }`);
    expect(companies.json.data!.companies.items.map((c) => c.id)).toEqual(["peakshield"]);
    expect(companies.json.data!.companyFormOptions.industries).toHaveLength(21);
    expect(codeOf(await visitor.graphql(`{ companies(industry: "Alchemy") { items { id } } }`))).toBe("BAD_USER_INPUT");

    const job = await visitor.graphql<{ job: { similarJobs: unknown[]; employer: { otherJobs: { id: string }[] } } }>(JOB, { id: "2" });
    expect(job.json.errors).toBeUndefined();
    expect(job.json.data!.job.similarJobs).toHaveLength(3);
    expect(job.json.data!.job.employer.otherJobs.map((j) => j.id)).not.toContain("2");
  });

  it("a learner saves, applies and withdraws; JOB_ADMIN moves an application; learners may not move", async () => {
    const learner = await logIn(router.url, instructor.email);
    const saved = await learner.graphql<{ saveJob: { viewerSaved: boolean } }>(`mutation { saveJob(jobId: "5") { viewerSaved } }`);
    expect(saved.json.data!.saveJob.viewerSaved).toBe(true);
    const list = await learner.graphql<{ savedJobs: { items: { id: string }[] } }>(`{ savedJobs { items { id } } }`);
    expect(list.json.data!.savedJobs.items.map((j) => j.id)).toEqual(["5"]);

    const applied = await learner.graphql<{ applyToJob: { id: string; status: string } }>(
      `mutation { applyToJob(jobId: "5", coverNote: "Keen to join.") { id status } }`,
    );
    expect(applied.json.errors).toBeUndefined();
    const id = applied.json.data!.applyToJob.id;
    expect(codeOf(await learner.graphql(`mutation { applyToJob(jobId: "5") { id } }`))).toBe("CONFLICT");
    expect(codeOf(await learner.graphql(`mutation($id: ID!) { moveJobApplication(id: $id, to: REVIEWED) { id } }`, { id }))).toBe(
      "FORBIDDEN",
    );

    const admin = await logIn(router.url, jobAdmin.email);
    const applicants = await admin.graphql<{ jobApplications: { items: { id: string; applicant: { id: string } }[] } }>(
      `{ jobApplications(jobId: "5") { items { id applicant { id } } } }`,
    );
    expect(applicants.json.errors).toBeUndefined();
    expect(applicants.json.data!.jobApplications.items.map((a) => a.id)).toContain(id);
    for (const to of ["REVIEWED", "INTERVIEWING"]) {
      const moved = await admin.graphql<{ moveJobApplication: { status: string } }>(
        `mutation($id: ID!, $to: JobApplicationStatus!) { moveJobApplication(id: $id, to: $to, note: "Next step") { status } }`,
        { id, to },
      );
      expect(moved.json.errors).toBeUndefined();
      expect(moved.json.data!.moveJobApplication.status).toBe(to);
    }
    expect(codeOf(await admin.graphql(`mutation($id: ID!) { moveJobApplication(id: $id, to: HIRED) { id } }`, { id }))).toBe("CONFLICT");
    expect(codeOf(await learner.graphql(`{ jobApplications(jobId: "5") { items { id } } }`))).toBe("FORBIDDEN");

    const withdrawn = await learner.graphql<{
      withdrawJobApplication: { status: string; history: { status: string; at: string; note: string | null }[] };
    }>(`mutation($id: ID!) { withdrawJobApplication(id: $id, note: "Accepted another offer") { status history { status at note } } }`, {
      id,
    });
    expect(withdrawn.json.errors).toBeUndefined();
    expect(withdrawn.json.data!.withdrawJobApplication.status).toBe("WITHDRAWN");
    expect(withdrawn.json.data!.withdrawJobApplication.history.map((h) => h.status)).toEqual([
      "APPLIED",
      "REVIEWED",
      "INTERVIEWING",
      "WITHDRAWN",
    ]);

    const mine = await learner.graphql<{ myJobApplications: { items: { id: string; status: string }[] } }>(
      `{ myJobApplications { items { id status } } }`,
    );
    expect(mine.json.data!.myJobApplications.items).toEqual([{ id, status: "WITHDRAWN" }]);
    expect(
      codeOf(
        await (
          await logIn(router.url, courseAdmin.email)
        ).graphql(`mutation($id: ID!) { moveJobApplication(id: $id, to: REVIEWED) { id } }`, { id }),
      ),
    ).toBe("FORBIDDEN");
  });

  it("JOB_ADMIN lists every job, closes one (a learner's apply is refused, it leaves the list) and reopens it", async () => {
    const admin = await logIn(router.url, jobAdmin.email);
    type All = {
      allJobs: { items: { id: string; open: boolean; applications: number; employer: { id: string } }[]; pageInfo: { totalCount: number } };
    };
    const ALL = `query($search: String, $open: Boolean) { allJobs(search: $search, open: $open, pageSize: 100) { items { id open applications employer { id } } pageInfo { totalCount } } }`;
    const all = await admin.graphql<All>(ALL);
    expect(all.json.errors).toBeUndefined();
    const allIds = all.json.data!.allJobs.items.map((j) => j.id);
    expect(allIds).toContain(trackB);
    expect(all.json.data!.allJobs.pageInfo.totalCount).toBe(allIds.length);
    const byEmployer = await admin.graphql<All>(ALL, { search: "HARBOURPAY" });
    expect(byEmployer.json.data!.allJobs.items.length).toBeGreaterThan(0);
    expect(byEmployer.json.data!.allJobs.items.every((j) => j.employer.id === "harbourpay")).toBe(true);

    const learner = await logIn(router.url, student.email);
    expect(codeOf(await learner.graphql(ALL))).toBe("FORBIDDEN");
    expect(codeOf(await new TestBrowser(router.url).graphql(ALL))).toBe("UNAUTHENTICATED");
    expect(codeOf(await learner.graphql(`mutation { closeJob(jobId: "6") { id } }`))).toBe("FORBIDDEN");
    expect(
      codeOf(await (await logIn(router.url, account("COMPANY_REPRESENTATIVE").email)).graphql(`mutation { closeJob(jobId: "6") { id } }`)),
    ).toBe("FORBIDDEN");

    const closed = await admin.graphql<{ closeJob: { id: string; open: boolean } }>(`mutation { closeJob(jobId: "6") { id open } }`);
    expect(closed.json.errors).toBeUndefined();
    expect(closed.json.data!.closeJob).toEqual({ id: "6", open: false });
    expect(codeOf(await admin.graphql(`mutation { closeJob(jobId: "6") { id } }`))).toBe("CONFLICT");
    expect(codeOf(await admin.graphql(`mutation { closeJob(jobId: "9999") { id } }`))).toBe("NOT_FOUND");
    const onlyClosed = await admin.graphql<All>(ALL, { open: false });
    expect(onlyClosed.json.data!.allJobs.items.map((j) => j.id)).toEqual(["6"]);

    expect(codeOf(await learner.graphql(`mutation { applyToJob(jobId: "6") { id } }`))).toBe("CONFLICT");
    const page = await learner.graphql<{ job: { id: string; open: boolean } }>(JOB, { id: "6" });
    expect(page.json.data!.job).toMatchObject({ id: "6", open: false });
    const list = await learner.graphql<Jobs>(JOBS, { pageSize: 100 });
    expect(list.json.data!.jobs.items.map((j) => j.id)).not.toContain("6");

    const reopened = await admin.graphql<{ reopenJob: { id: string; open: boolean } }>(`mutation { reopenJob(jobId: "6") { id open } }`);
    expect(reopened.json.errors).toBeUndefined();
    expect(reopened.json.data!.reopenJob).toEqual({ id: "6", open: true });
    expect(codeOf(await admin.graphql(`mutation { reopenJob(jobId: "6") { id } }`))).toBe("CONFLICT");
    expect((await learner.graphql<Jobs>(JOBS, { pageSize: 100 })).json.data!.jobs.items.map((j) => j.id)).toContain("6");
    const applied = await learner.graphql<{ applyToJob: { status: string } }>(
      `mutation { applyToJob(jobId: "6", coverNote: "Still keen.") { status } }`,
    );
    expect(applied.json.errors).toBeUndefined();
    expect(applied.json.data!.applyToJob.status).toBe("APPLIED");

    // The back office's applications panel: names come from talent (public); the email stays private to JOB_ADMIN.
    type Applicants = {
      jobApplications: {
        items: {
          status: string;
          coverNote: string | null;
          allowedMoves: string[];
          applicant: { id: string; displayName: string; firstName: string; lastName: string; email: string | null };
        }[];
      };
    };
    const applicants = await admin.graphql<Applicants>(
      `{ jobApplications(jobId: "6") { items { status coverNote allowedMoves applicant { id displayName firstName lastName email } } } }`,
    );
    expect(applicants.json.errors).toBeUndefined();
    expect(applicants.json.data!.jobApplications.items).toEqual([
      {
        status: "APPLIED",
        coverNote: "Still keen.",
        allowedMoves: ["REVIEWED", "DECLINED"],
        applicant: {
          id: student.id,
          displayName: expect.stringContaining(student.firstName),
          firstName: student.firstName,
          lastName: student.lastName,
          email: null,
        },
      },
    ]);
  });

  it("Track B jobs: hidden from a non-member, visible once the learner's KYouth application is accepted", async () => {
    const learner = await logIn(router.url, student.email);
    const hidden = await learner.graphql<{ job: unknown }>(JOB, { id: trackB });
    expect(hidden.json.errors).toBeUndefined();
    expect(hidden.json.data!.job).toBeNull();
    expect(codeOf(await learner.graphql(`mutation($id: ID!) { applyToJob(jobId: $id) { id } }`, { id: trackB }))).toBe("NOT_FOUND");
    // programmeMemberships is internal: the public API does not offer it.
    expect(codeOf(await learner.graphql(`query($u: ID!) { programmeMemberships(userId: $u) }`, { u: student.id }))).toBe(
      "GRAPHQL_VALIDATION_FAILED",
    );

    const answers = kyouth2025Answers();
    const applied = await learner.graphql<{ applyToProgramme: { id: string } }>(
      `mutation($answers: [ApplicationAnswerInput!]!) { applyToProgramme(programmeId: "kyouth-2025", answers: $answers) { id } }`,
      { answers },
    );
    expect(applied.json.errors).toBeUndefined();
    const applicationId = applied.json.data!.applyToProgramme.id;
    const admin = await logIn(router.url, courseAdmin.email);
    for (const to of ["ONLINE_ASSESSMENT", "INTERVIEW", "OFFERED"]) {
      const moved = await admin.graphql(`mutation($id: ID!, $to: ApplicationStatus!) { moveApplication(id: $id, to: $to) { status } }`, {
        id: applicationId,
        to,
      });
      expect(moved.json.errors).toBeUndefined();
    }
    const accepted = await learner.graphql(`mutation($id: ID!) { acceptOffer(id: $id) { status } }`, { id: applicationId });
    expect(accepted.json.errors).toBeUndefined();

    const visible = await learner.graphql<{ job: { id: string; campaigns: { id: string }[] } }>(JOB, { id: trackB });
    expect(visible.json.errors).toBeUndefined();
    expect(visible.json.data!.job).toMatchObject({ id: trackB, campaigns: [{ id: "kyouth-track-b" }] });
    const tab = await learner.graphql<Jobs>(JOBS, { campaign: "kyouth-track-b" });
    expect(tab.json.data!.jobs.items.map((j) => Number(j.id)).sort((a, b) => a - b)).toEqual(TRACK_B_JOB_IDS);
    const tabs = await learner.graphql<{ campaigns: { id: string; viewerMayView: boolean }[] }>(`{ campaigns { id viewerMayView } }`);
    expect(tabs.json.data!.campaigns.find((c) => c.id === "kyouth-track-b")!.viewerMayView).toBe(true);
    const apply = await learner.graphql<{ applyToJob: { status: string } }>(`mutation($id: ID!) { applyToJob(jobId: $id) { status } }`, {
      id: trackB,
    });
    expect(apply.json.errors).toBeUndefined();
    expect(apply.json.data!.applyToJob.status).toBe("APPLIED");

    // Still hidden from someone else.
    const other = await logIn(router.url, instructor.email);
    expect((await other.graphql<{ job: unknown }>(JOB, { id: trackB })).json.data!.job).toBeNull();
  });
});
