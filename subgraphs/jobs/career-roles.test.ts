/** CareerRole.jobs: the jobs filed under a career role (jobs.role_id, derived from the role name). */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../shared/db.js";
import { createTestDatabase, statementCounter } from "../shared/testing/database.js";
import { testSubgraph, type SubgraphClient } from "../shared/testing/harness.js";
import { JOBS_SEED, careerRoleId } from "./seed-data.js";
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

const ENTITIES = `query($r: [_Any!]!, $page: Int, $pageSize: Int) { _entities(representations: $r) { ... on CareerRole { id jobs(page: $page, pageSize: $pageSize) { items { id role } pageInfo { totalCount hasNextPage } } } } }`;
type Data = { _entities: { id: string; jobs: { items: { id: string; role: string }[]; pageInfo: { totalCount: number; hasNextPage: boolean } } }[] };
const rolesJobs = async (ids: string[], vars: Record<string, unknown> = {}) => {
  const r = await client.exec<Data>(ENTITIES, { r: ids.map((id) => ({ __typename: "CareerRole", id })), ...vars });
  expect(r.errors).toBeUndefined();
  return r.data!._entities;
};
const seeded = (roleId: string) => JOBS_SEED.jobs.filter((j) => j.roleId === roleId);

describe("CareerRole.jobs", () => {
  it("every seeded job has the role id of its role name", () => {
    for (const j of JOBS_SEED.jobs) expect(j.roleId).toBe(careerRoleId(j.role));
    expect(seeded("data-science").length).toBeGreaterThan(5);
  });
  it("pages a role's jobs newest first, with totals", async () => {
    const [ds] = await rolesJobs(["data-science"], { pageSize: 3 });
    const expected = seeded("data-science").sort((a, b) => (b.createdAt as Date).getTime() - (a.createdAt as Date).getTime() || (b.id as number) - (a.id as number));
    expect(ds!.jobs.items.map((j) => Number(j.id))).toEqual(expected.slice(0, 3).map((j) => j.id));
    expect(ds!.jobs.items.every((j) => j.role === "Data science")).toBe(true);
    expect(ds!.jobs.pageInfo).toEqual({ totalCount: expected.length, hasNextPage: true });
    const [page2] = await rolesJobs(["data-science"], { pageSize: 3, page: 2 });
    expect(page2!.jobs.items.map((j) => Number(j.id))).toEqual(expected.slice(3, 6).map((j) => j.id));
  });
  it("a role without jobs, or an unknown id, has an empty page", async () => {
    const got = await rolesJobs(["technical-writing", "astronaut"]);
    expect(got.map((e) => e.jobs)).toEqual([
      { items: [], pageInfo: { totalCount: 0, hasNextPage: false } },
      { items: [], pageInfo: { totalCount: 0, hasNextPage: false } },
    ]);
  });
  it("costs the same statements for 1 or 5 roles", async () => {
    const one = await counter.count(() => rolesJobs(["data-science"]));
    const five = await counter.count(() => rolesJobs(["data-science", "software-engineer", "cybersecurity", "it-support", "ux-ui-designer"]));
    expect(five.statements.length).toBe(one.statements.length);
  });
});
