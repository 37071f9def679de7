/**
 * JOB_ADMIN's back office in the jobs subgraph: allJobs (every job, closed and exclusive ones included, newest first,
 * search, open filter, paging), closeJob / reopenJob (CONFLICT, NOT_FOUND, forbidden for everyone else), and what a
 * closed job means for everyone else (gone from the public lists, page still there with open=false, apply CONFLICT).
 */
import { describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import { jobTable } from "../../../../drizzle/schema/jobs.js";
import { demo, visitor } from "../../../shared/testing/harness.js";
import { JOBS_SEED, KYOUTH_JOB_IDS, TRACK_B_JOB_IDS } from "../../seed-data.js";
import { codeOf, jobsSuite, person } from "../../testing.js";

const suite = jobsSuite();
const exec: typeof suite.client.exec = (...args) => suite.client.exec(...args);
const JOB_ADMIN = demo("JOB_ADMIN");

const ALL = /* GraphQL */ `
  query All($page: Int, $pageSize: Int, $search: String, $open: Boolean) {
    allJobs(page: $page, pageSize: $pageSize, search: $search, open: $open) {
      items {
        id
        open
      }
      pageInfo {
        page
        pageSize
        hasNextPage
        hasPreviousPage
        totalCount
        totalPages
      }
    }
  }
`;
type AllData = {
  allJobs: {
    items: { id: string; open: boolean }[];
    pageInfo: { page: number; pageSize: number; hasNextPage: boolean; hasPreviousPage: boolean; totalCount: number; totalPages: number };
  };
};
const CLOSE = `mutation($id: ID!) { closeJob(jobId: $id) { id open } }`;
const REOPEN = `mutation($id: ID!) { reopenJob(jobId: $id) { id open } }`;
const APPLY = `mutation($id: ID!) { applyToJob(jobId: $id) { id status } }`;

const ids = (items: { id: string }[]) => items.map((j) => Number(j.id));
/** Every seeded job, newest first (the id breaks ties: the last two seeded jobs share a date). */
const newestFirst = [...JOBS_SEED.jobs].sort((a, b) => (b.createdAt as Date).getTime() - (a.createdAt as Date).getTime() || b.id! - a.id!);
const employerOf = (employerId: string) => JOBS_SEED.employers.find((e) => e.id === employerId)!;

/** Closes jobs directly in the database for the length of `fn`. */
async function withClosed(jobIds: number[], fn: () => Promise<void>) {
  await suite.database.db.update(jobTable).set({ closedAt: new Date() }).where(inArray(jobTable.id, jobIds));
  try {
    await fn();
  } finally {
    await suite.database.db.update(jobTable).set({ closedAt: null }).where(inArray(jobTable.id, jobIds));
  }
}

describe("allJobs", () => {
  it("lists every job, exclusive ones included, newest first, 20 a page by default; page 2 continues", async () => {
    const one = await exec<AllData>(ALL, {}, { caller: JOB_ADMIN });
    expect(one.errors).toBeUndefined();
    expect(ids(one.data!.allJobs.items)).toEqual(newestFirst.slice(0, 20).map((j) => j.id));
    const total = JOBS_SEED.jobs.length;
    expect(one.data!.allJobs.pageInfo).toEqual({
      page: 1,
      pageSize: 20,
      hasNextPage: true,
      hasPreviousPage: false,
      totalCount: total,
      totalPages: Math.ceil(total / 20),
    });
    const two = await exec<AllData>(ALL, { page: 2 }, { caller: JOB_ADMIN });
    expect(ids(two.data!.allJobs.items)).toEqual(newestFirst.slice(20, 40).map((j) => j.id));
    expect(two.data!.allJobs.pageInfo).toMatchObject({ page: 2, hasPreviousPage: true });
    const everything = ids([...one.data!.allJobs.items, ...two.data!.allJobs.items]);
    for (const id of TRACK_B_JOB_IDS) expect(everything).toContain(id);
    // the newest two share a date: the higher id first
    expect(newestFirst[0]!.createdAt).toEqual(newestFirst[1]!.createdAt);
    expect(newestFirst[0]!.id).toBeGreaterThan(newestFirst[1]!.id!);
  });
  it("pages of 5 follow one another; a page past the end is empty", async () => {
    const pages = [];
    for (const page of [1, 2, 3])
      pages.push(...(await exec<AllData>(ALL, { page, pageSize: 5 }, { caller: JOB_ADMIN })).data!.allJobs.items);
    expect(ids(pages)).toEqual(newestFirst.slice(0, 15).map((j) => j.id));
    const past = await exec<AllData>(ALL, { page: 99 }, { caller: JOB_ADMIN });
    expect(past.data!.allJobs.items).toEqual([]);
    expect(past.data!.allJobs.pageInfo.hasNextPage).toBe(false);
  });
  it("open: true lists open jobs only, false closed ones only, absent both; closed jobs show open=false", async () => {
    const closed = [KYOUTH_JOB_IDS[0]!, TRACK_B_JOB_IDS[1]!, 5];
    await withClosed(closed, async () => {
      const onlyClosed = await exec<AllData>(ALL, { open: false }, { caller: JOB_ADMIN });
      expect(ids(onlyClosed.data!.allJobs.items)).toEqual(newestFirst.filter((j) => closed.includes(j.id!)).map((j) => j.id));
      expect(onlyClosed.data!.allJobs.items.every((j) => !j.open)).toBe(true);
      expect(onlyClosed.data!.allJobs.pageInfo.totalCount).toBe(3);
      const onlyOpen = await exec<AllData>(ALL, { open: true, pageSize: 100 }, { caller: JOB_ADMIN });
      expect(ids(onlyOpen.data!.allJobs.items)).toEqual(newestFirst.filter((j) => !closed.includes(j.id!)).map((j) => j.id));
      expect(onlyOpen.data!.allJobs.items.every((j) => j.open)).toBe(true);
      const both = await exec<AllData>(ALL, { pageSize: 100 }, { caller: JOB_ADMIN });
      expect(both.data!.allJobs.pageInfo.totalCount).toBe(JOBS_SEED.jobs.length);
    });
  });
  it("search: a case-insensitive substring of the title or the employer's name (title or short title), not the role", async () => {
    const matching = (text: string) =>
      newestFirst
        .filter((j) => {
          const e = employerOf(j.employerId);
          return [j.title, e.title, e.shortTitle].some((s) => s!.toLowerCase().includes(text.toLowerCase()));
        })
        .map((j) => j.id);
    const byTitle = await exec<AllData>(ALL, { search: "data ANALYST", pageSize: 100 }, { caller: JOB_ADMIN });
    expect(ids(byTitle.data!.allJobs.items)).toEqual(matching("data analyst"));
    expect(byTitle.data!.allJobs.items.length).toBeGreaterThan(0);
    const byShortTitle = await exec<AllData>(ALL, { search: "peakSHIELD", pageSize: 100 }, { caller: JOB_ADMIN });
    expect(ids(byShortTitle.data!.allJobs.items)).toEqual(newestFirst.filter((j) => j.employerId === "peakshield").map((j) => j.id));
    // "VH Logistics" is only the short title; "Victoria Harbour" only the full one
    const vh = newestFirst.filter((j) => j.employerId === "victoria-harbour-logistics").map((j) => j.id);
    expect(vh.length).toBeGreaterThan(0);
    expect(ids((await exec<AllData>(ALL, { search: "vh logistics", pageSize: 100 }, { caller: JOB_ADMIN })).data!.allJobs.items)).toEqual(
      vh,
    );
    expect(
      ids((await exec<AllData>(ALL, { search: "victoria HARBOUR", pageSize: 100 }, { caller: JOB_ADMIN })).data!.allJobs.items),
    ).toEqual(vh);
    // "Data science" is a role of several jobs but in no title nor employer name: it matches nothing here
    expect(JOBS_SEED.jobs.filter((j) => j.role === "Data science").length).toBeGreaterThan(0);
    expect(matching("Data science")).toEqual([]);
    expect((await exec<AllData>(ALL, { search: "data SCIENCE" }, { caller: JOB_ADMIN })).data!.allJobs.items).toEqual([]);
    expect((await exec<AllData>(ALL, { search: "%" }, { caller: JOB_ADMIN })).data!.allJobs.items).toEqual([]);
    expect(codeOf(await exec(ALL, { search: "x".repeat(201) }, { caller: JOB_ADMIN }))).toBe("BAD_USER_INPUT");
  });
  it("search and the open filter combine", async () => {
    const peakshield = newestFirst.filter((j) => j.employerId === "peakshield").map((j) => j.id!);
    expect(peakshield.length).toBeGreaterThan(0);
    await withClosed([peakshield[0]!], async () => {
      const closed = await exec<AllData>(ALL, { search: "PeakShield", open: false }, { caller: JOB_ADMIN });
      expect(ids(closed.data!.allJobs.items)).toEqual([peakshield[0]]);
      const open = await exec<AllData>(ALL, { search: "PeakShield", open: true }, { caller: JOB_ADMIN });
      expect(ids(open.data!.allJobs.items)).toEqual(peakshield.slice(1));
    });
  });
  it("JOB_ADMIN (and approved representatives, employer-side tests): STUDENT and an unapproved COMPANY_REPRESENTATIVE are FORBIDDEN, visitors UNAUTHENTICATED", async () => {
    expect(codeOf(await exec(ALL, {}, { caller: demo("STUDENT") }))).toBe("FORBIDDEN");
    expect(codeOf(await exec(ALL, {}, { caller: person("COMPANY_REPRESENTATIVE") }))).toBe("FORBIDDEN");
    expect(codeOf(await exec(ALL, {}, { caller: person("COURSE_ADMIN") }))).toBe("FORBIDDEN");
    expect(codeOf(await exec(ALL, {}, { caller: visitor() }))).toBe("UNAUTHENTICATED");
  });
  it("costs the same statements for 2 or 20 jobs with applications counts and employers, and never asks courses", async () => {
    const LIST = `query($s: Int) { allJobs(pageSize: $s) { items { id title open postedAt applications employer { id title shortTitle } } pageInfo { totalCount } } }`;
    await exec(APPLY, { id: String(newestFirst[0]!.id) }, { caller: person() });
    const calls = suite.peers.calls.length;
    const small = await suite.counter.count(() => exec<{ allJobs: { items: unknown[] } }>(LIST, { s: 2 }, { caller: JOB_ADMIN }));
    const large = await suite.counter.count(() =>
      exec<{ allJobs: { items: { applications: number }[] } }>(LIST, { s: 20 }, { caller: JOB_ADMIN }),
    );
    expect(small.result.errors).toBeUndefined();
    expect(large.result.errors).toBeUndefined();
    expect(large.result.data!.allJobs.items).toHaveLength(20);
    expect(large.result.data!.allJobs.items[0]!.applications).toBeGreaterThanOrEqual(1);
    expect(large.statements.length).toBe(small.statements.length);
    // the page, its count, the application counts, the employers
    expect(large.statements.length).toBe(4);
    expect(suite.peers.calls.length).toBe(calls);
  });
});

describe("closeJob and reopenJob", () => {
  const JOB = `query($id: ID!) { job(id: $id) { id open applications } }`;
  const PUBLIC = `query($employer: ID!, $campaign: ID) {
    jobs(pageSize: 100) { items { id } }
    byCampaign: jobs(campaign: $campaign, pageSize: 100) { items { id } }
    employer(id: $employer) { openJobCount jobs(pageSize: 100) { items { id } } }
    campaigns { id jobCount }
  }`;
  type Public = {
    jobs: { items: { id: string }[] };
    byCampaign: { items: { id: string }[] };
    employer: { openJobCount: number; jobs: { items: { id: string }[] } };
    campaigns: { id: string; jobCount: number }[];
  };

  it("close: the job leaves the public lists and counts, its page shows open=false, applying is CONFLICT; reopen brings it back", async () => {
    const jobId = KYOUTH_JOB_IDS[2]!;
    const id = String(jobId);
    const employerId = JOBS_SEED.jobs.find((j) => j.id === jobId)!.employerId;
    const vars = { employer: employerId, campaign: "kyouth" };
    const before = (await exec<Public>(PUBLIC, vars)).data!;
    expect(ids(before.jobs.items)).toContain(jobId);
    expect(ids(before.byCampaign.items)).toContain(jobId);
    expect(ids(before.employer.jobs.items)).toContain(jobId);
    const applicant = person();
    const earlier = await exec<{ applyToJob: { id: string } }>(APPLY, { id }, { caller: applicant });
    expect(earlier.errors).toBeUndefined();

    const closed = await exec<{ closeJob: { id: string; open: boolean } }>(CLOSE, { id }, { caller: JOB_ADMIN });
    expect(closed.errors).toBeUndefined();
    expect(closed.data!.closeJob).toEqual({ id, open: false });
    const [row] = await suite.database.db.select().from(jobTable).where(eq(jobTable.id, jobId));
    expect(row!.closedAt).toBeInstanceOf(Date);

    const after = (await exec<Public>(PUBLIC, vars)).data!;
    expect(ids(after.jobs.items)).not.toContain(jobId);
    expect(ids(after.byCampaign.items)).not.toContain(jobId);
    expect(ids(after.employer.jobs.items)).not.toContain(jobId);
    expect(after.employer.openJobCount).toBe(before.employer.openJobCount - 1);
    expect(after.campaigns.find((c) => c.id === "kyouth")!.jobCount).toBe(before.campaigns.find((c) => c.id === "kyouth")!.jobCount - 1);
    expect((await exec<{ job: { open: boolean; applications: number } }>(JOB, { id })).data!.job).toEqual({
      id,
      open: false,
      applications: 1,
    });
    expect(codeOf(await exec(APPLY, { id }, { caller: person() }))).toBe("CONFLICT");
    // the application made before stays, for its applicant and for JOB_ADMIN
    const mine = await exec<{ myJobApplications: { items: { id: string; job: { id: string; open: boolean } }[] } }>(
      `{ myJobApplications { items { id job { id open } } } }`,
      {},
      { caller: applicant },
    );
    expect(mine.data!.myJobApplications.items).toEqual([{ id: earlier.data!.applyToJob.id, job: { id, open: false } }]);
    const listed = await exec<{ jobApplications: { items: { id: string }[] } }>(
      `query($id: ID!) { jobApplications(jobId: $id) { items { id } } }`,
      { id },
      { caller: JOB_ADMIN },
    );
    expect(listed.data!.jobApplications.items.map((a) => a.id)).toEqual([earlier.data!.applyToJob.id]);

    const reopened = await exec<{ reopenJob: { id: string; open: boolean } }>(REOPEN, { id }, { caller: JOB_ADMIN });
    expect(reopened.errors).toBeUndefined();
    expect(reopened.data!.reopenJob).toEqual({ id, open: true });
    const back = (await exec<Public>(PUBLIC, vars)).data!;
    expect(back).toEqual(before);
    const applied = await exec<{ applyToJob: { status: string } }>(APPLY, { id }, { caller: person() });
    expect(applied.errors).toBeUndefined();
    expect(applied.data!.applyToJob.status).toBe("APPLIED");
  });
  it("closing a closed job or reopening an open one is CONFLICT and changes nothing", async () => {
    const id = "7";
    expect(codeOf(await exec(REOPEN, { id }, { caller: JOB_ADMIN }))).toBe("CONFLICT");
    expect((await exec(CLOSE, { id }, { caller: JOB_ADMIN })).errors).toBeUndefined();
    const [first] = await suite.database.db.select().from(jobTable).where(eq(jobTable.id, 7));
    expect(codeOf(await exec(CLOSE, { id }, { caller: JOB_ADMIN }))).toBe("CONFLICT");
    const [second] = await suite.database.db.select().from(jobTable).where(eq(jobTable.id, 7));
    expect(second!.closedAt).toEqual(first!.closedAt);
    expect((await exec(REOPEN, { id }, { caller: JOB_ADMIN })).errors).toBeUndefined();
    expect(codeOf(await exec(REOPEN, { id }, { caller: JOB_ADMIN }))).toBe("CONFLICT");
  });
  it("two admins closing at once: exactly one succeeds, the other is CONFLICT", async () => {
    const results = await Promise.all([exec(CLOSE, { id: "8" }, { caller: JOB_ADMIN }), exec(CLOSE, { id: "8" }, { caller: JOB_ADMIN })]);
    expect(results.map(codeOf).sort()).toEqual(["CONFLICT", undefined]);
    expect((await exec(REOPEN, { id: "8" }, { caller: JOB_ADMIN })).errors).toBeUndefined();
  });
  it("JOB_ADMIN closes and reopens an exclusive (Track B) job without asking courses", async () => {
    const id = String(TRACK_B_JOB_IDS[0]);
    const calls = suite.peers.calls.length;
    const closed = await exec<{ closeJob: { open: boolean } }>(CLOSE, { id }, { caller: JOB_ADMIN });
    expect(closed.errors).toBeUndefined();
    expect(closed.data!.closeJob.open).toBe(false);
    expect((await exec<{ reopenJob: { open: boolean } }>(REOPEN, { id }, { caller: JOB_ADMIN })).data!.reopenJob.open).toBe(true);
    expect(suite.peers.calls.length).toBe(calls);
  });
  it("unknown or malformed ids are NOT_FOUND", async () => {
    for (const id of ["9999", "abc", "0", "-1"]) {
      expect(codeOf(await exec(CLOSE, { id }, { caller: JOB_ADMIN }))).toBe("NOT_FOUND");
      expect(codeOf(await exec(REOPEN, { id }, { caller: JOB_ADMIN }))).toBe("NOT_FOUND");
    }
  });
  it("STUDENT and COMPANY_REPRESENTATIVE are FORBIDDEN, visitors UNAUTHENTICATED; nothing changes", async () => {
    for (const caller of [demo("STUDENT"), demo("COMPANY_REPRESENTATIVE")]) {
      expect(codeOf(await exec(CLOSE, { id: "3" }, { caller }))).toBe("FORBIDDEN");
      expect(codeOf(await exec(REOPEN, { id: "3" }, { caller }))).toBe("FORBIDDEN");
    }
    expect(codeOf(await exec(CLOSE, { id: "3" }, { caller: visitor() }))).toBe("UNAUTHENTICATED");
    expect(codeOf(await exec(REOPEN, { id: "3" }, { caller: visitor() }))).toBe("UNAUTHENTICATED");
    const [row] = await suite.database.db.select().from(jobTable).where(eq(jobTable.id, 3));
    expect(row!.closedAt).toBeNull();
  });
});
