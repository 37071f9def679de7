/** The jobs subgraph's operations against a real database, as the router calls them. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { jobTable } from "../../drizzle/schema/jobs.js";
import type { Database } from "../shared/db.js";
import { createTestDatabase, statementCounter } from "../shared/testing/database.js";
import { demo, testSubgraph, type SubgraphClient } from "../shared/testing/harness.js";
import { JOBS_SEED, KL_CAREER_FAIR_EVENT_ID } from "./seed-data.js";
import { jobsSubgraph } from "./index.js";

const counter = statementCounter();
let database: Database;
let client: SubgraphClient;

beforeAll(async () => {
  database = await createTestDatabase({ onQuery: counter.onQuery });
  client = await testSubgraph(jobsSubgraph as never, database);
});
afterAll(async () => {
  await client?.stop();
  await database?.close();
});

const codeOf = (r: { errors?: { extensions?: { code?: string } }[] }) => r.errors?.[0]?.extensions?.code;

const JOBS = /* GraphQL */ `
  query Jobs($page: Int, $pageSize: Int, $search: String) {
    jobs(page: $page, pageSize: $pageSize, search: $search) {
      items { id title role location remote type featured employer { id shortTitle hiringPartner } event { id } }
      pageInfo { page pageSize hasNextPage hasPreviousPage totalCount totalPages }
    }
  }
`;
interface JobItem {
  id: string;
  title: string;
  employer: { id: string; shortTitle: string; hiringPartner: boolean };
  event: { id: string } | null;
}
type JobsData = { jobs: { items: JobItem[]; pageInfo: { page: number; pageSize: number; hasNextPage: boolean; hasPreviousPage: boolean; totalCount: number; totalPages: number } } };
const total = JOBS_SEED.jobs.length;

describe("jobs", () => {
  it("a visitor reads the first page: 10 jobs, newest first (id breaks a tie)", async () => {
    const r = await client.exec<JobsData>(JOBS, {});
    expect(r.errors).toBeUndefined();
    const { items, pageInfo } = r.data!.jobs;
    expect(items.map((j) => j.id)).toEqual(Array.from({ length: 10 }, (_, i) => String(total - i)));
    expect(pageInfo).toEqual({ page: 1, pageSize: 10, hasNextPage: true, hasPreviousPage: false, totalCount: total, totalPages: Math.ceil(total / 10) });
  });
  it("page 2 continues where page 1 stopped", async () => {
    const one = await client.exec<JobsData>(JOBS, { page: 1, pageSize: 4 });
    const two = await client.exec<JobsData>(JOBS, { page: 2, pageSize: 4 });
    const both = await client.exec<JobsData>(JOBS, { page: 1, pageSize: 8 });
    expect([...one.data!.jobs.items, ...two.data!.jobs.items]).toEqual(both.data!.jobs.items);
    expect(two.data!.jobs.pageInfo).toMatchObject({ page: 2, hasPreviousPage: true, hasNextPage: true });
  });
  it("a page past the end is empty", async () => {
    const r = await client.exec<JobsData>(JOBS, { page: 99 });
    expect(r.data!.jobs.items).toEqual([]);
    expect(r.data!.jobs.pageInfo.hasNextPage).toBe(false);
  });
  it("each job carries its employer and, for career-fair jobs, an event reference", async () => {
    const r = await client.exec<JobsData>(JOBS, { pageSize: 100 });
    const fair = r.data!.jobs.items.filter((j) => j.event);
    expect(fair.length).toBeGreaterThan(0);
    expect(fair.every((j) => j.event!.id === KL_CAREER_FAIR_EVENT_ID)).toBe(true);
    expect(r.data!.jobs.items.every((j) => j.employer.id.length > 0)).toBe(true);
  });
  it("filters by a case-insensitive title substring, with a matching totalCount", async () => {
    const r = await client.exec<JobsData>(JOBS, { search: "data ANALYST" });
    const expected = JOBS_SEED.jobs.filter((j) => j.title.toLowerCase().includes("data analyst"));
    expect(r.data!.jobs.items.map((j) => j.title).sort()).toEqual(expected.map((j) => j.title).sort());
    expect(r.data!.jobs.pageInfo.totalCount).toBe(expected.length);
  });
  it("a search wildcard matches literally", async () => {
    const r = await client.exec<JobsData>(JOBS, { search: "%" });
    expect(r.data!.jobs.items).toEqual([]);
  });
  it("pageSize above 100 is BAD_USER_INPUT", async () => {
    const r = await client.exec(JOBS, { pageSize: 101 });
    expect(codeOf(r)).toBe("BAD_USER_INPUT");
    expect(r.errors![0]!.extensions!.fields).toHaveProperty("pageSize");
  });
  it("page 0 is BAD_USER_INPUT", async () => {
    expect(codeOf(await client.exec(JOBS, { page: 0 }))).toBe("BAD_USER_INPUT");
  });
  it("costs the same number of statements for 2 or 20 jobs with employer and event", async () => {
    const small = await counter.count(() => client.exec<JobsData>(JOBS, { pageSize: 2 }));
    const large = await counter.count(() => client.exec<JobsData>(JOBS, { pageSize: 20 }));
    expect(small.result.errors).toBeUndefined();
    expect(large.result.data!.jobs.items).toHaveLength(20);
    expect(large.statements.length).toBe(small.statements.length);
    // list + employers + count
    expect(large.statements.length).toBe(3);
  });
});

const JOB = /* GraphQL */ `
  query Job($id: ID!) { job(id: $id) { id title employer { id title } event { id } } }
`;

describe("job and employer look-ups", () => {
  it("finds a job by numeric id", async () => {
    const r = await client.exec<{ job: { id: string; title: string; employer: { id: string } } }>(JOB, { id: "1" });
    expect(r.data!.job).toMatchObject({ id: "1", title: JOBS_SEED.jobs[0]!.title, employer: { id: JOBS_SEED.jobs[0]!.employerId } });
  });
  it("an unknown or non-numeric id is null, not an error", async () => {
    for (const id of ["99999", "abc", "0", "-3", "99999999999"]) {
      const r = await client.exec<{ job: unknown }>(JOB, { id });
      expect(r.errors).toBeUndefined();
      expect(r.data!.job).toBeNull();
    }
  });
  it("resolves Job and Employer references through _entities", async () => {
    const r = await client.exec<{ _entities: unknown[] }>(
      `query { _entities(representations: [{ __typename: "Job", id: "1" }, { __typename: "Job", id: "nope" }, { __typename: "Employer", id: "peakshield" }]) {
        ... on Job { title } ... on Employer { shortTitle } } }`,
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!._entities).toEqual([{ title: JOBS_SEED.jobs[0]!.title }, null, { shortTitle: "PeakShield" }]);
  });
  it("an employer lists its jobs newest first, paged, with a totalCount", async () => {
    const mine = JOBS_SEED.jobs.filter((j) => j.employerId === "kopicloud").map((j) => String(j.id)).reverse();
    const q = `query($p: Int, $s: Int) { employer(id: "kopicloud") { title jobs(page: $p, pageSize: $s) { items { id } pageInfo { hasNextPage totalCount } } } }`;
    const one = await client.exec<{ employer: { jobs: { items: { id: string }[]; pageInfo: { hasNextPage: boolean; totalCount: number } } } }>(q, { p: 1, s: 2 });
    const two = await client.exec<{ employer: { jobs: { items: { id: string }[]; pageInfo: { hasNextPage: boolean; totalCount: number } } } }>(q, { p: 2, s: 2 });
    expect(one.data!.employer.jobs.items.map((j) => j.id)).toEqual(mine.slice(0, 2));
    expect(two.data!.employer.jobs.items.map((j) => j.id)).toEqual(mine.slice(2, 4));
    expect(one.data!.employer.jobs.pageInfo).toEqual({ hasNextPage: true, totalCount: mine.length });
  });
  it("many employers' job pages load in one statement (plus one count)", async () => {
    const reps = JOBS_SEED.employers.map((e) => ({ __typename: "Employer", id: e.id }));
    const q = `query($r: [_Any!]!) { _entities(representations: $r) { ... on Employer { id jobs(pageSize: 2) { items { id employer { id } } pageInfo { totalCount } } } } }`;
    const { result, statements } = await counter.count(() => client.exec<{ _entities: { id: string; jobs: { items: { id: string }[]; pageInfo: { totalCount: number } } }[] }>(q, { r: reps }));
    expect(result.errors).toBeUndefined();
    const entities = result.data!._entities;
    expect(entities.map((e) => e.id)).toEqual(JOBS_SEED.employers.map((e) => e.id));
    for (const e of entities) {
      const n = JOBS_SEED.jobs.filter((j) => j.employerId === e.id).length;
      expect(e.jobs.pageInfo.totalCount).toBe(n);
      expect(e.jobs.items).toHaveLength(Math.min(2, n));
    }
    // employers + job pages + counts; the job pages prime the job loader, and employer { id } is already loaded
    expect(statements).toHaveLength(3);
  });
  it("an employer's jobs refuse page 0", async () => {
    const r = await client.exec(`{ employer(id: "kopicloud") { jobs(page: 0) { items { id } } } }`);
    expect(codeOf(r)).toBe("BAD_USER_INPUT");
  });
  it("an unknown employer is null", async () => {
    const r = await client.exec<{ employer: unknown }>(`{ employer(id: "nobody") { id } }`);
    expect(r.data!.employer).toBeNull();
  });
});

describe("seeded identity", () => {
  it("new postings get ids above the seeded ones", async () => {
    const [row] = await database.db
      .insert(jobTable)
      .values({ title: "Test posting", role: "Software engineer", employerId: "kopicloud", location: "KL", type: "Full-time" })
      .returning();
    expect(row!.id).toBeGreaterThan(total);
    await database.db.delete(jobTable).where(eq(jobTable.id, row!.id));
  });
});

describe("callers", () => {
  it("logged-in people read jobs too", async () => {
    const r = await client.exec<JobsData>(JOBS, { pageSize: 1 }, { caller: demo("STUDENT") });
    expect(r.data!.jobs.items).toHaveLength(1);
  });
  it("an unsigned request is UNAUTHENTICATED", async () => {
    expect(codeOf(await client.exec(JOBS, {}, { headers: {} }))).toBe("UNAUTHENTICATED");
  });
});
