/** CareerRole.jobs: the jobs filed under a career role (jobs.role_id, derived from the role name). */
import { describe, expect, it } from "vitest";
import { JOBS_SEED, TRACK_B_JOB_IDS, careerRoleId } from "../../seed-data.js";
import { jobsSuite } from "../../testing.js";

const suite = jobsSuite();

const ENTITIES = `query($r: [_Any!]!, $page: Int, $pageSize: Int) { _entities(representations: $r) { ... on CareerRole { id jobs(page: $page, pageSize: $pageSize) { items { id role } pageInfo { totalCount hasNextPage } } } } }`;
type Data = {
  _entities: { id: string; jobs: { items: { id: string; role: string }[]; pageInfo: { totalCount: number; hasNextPage: boolean } } }[];
};
const rolesJobs = async (ids: string[], vars: Record<string, unknown> = {}) => {
  const r = await suite.client.exec<Data>(ENTITIES, { r: ids.map((id) => ({ __typename: "CareerRole", id })), ...vars });
  expect(r.errors).toBeUndefined();
  return r.data!._entities;
};
/** A role's jobs a visitor sees (Track B's are hidden). */
const seeded = (roleId: string) => JOBS_SEED.jobs.filter((j) => j.roleId === roleId && !TRACK_B_JOB_IDS.includes(j.id!));

describe("CareerRole.jobs", () => {
  it("every seeded job has the role id of its role name", () => {
    for (const j of JOBS_SEED.jobs) expect(j.roleId).toBe(careerRoleId(j.role));
    expect(seeded("data-science").length).toBeLessThan(JOBS_SEED.jobs.filter((j) => j.roleId === "data-science").length);
    expect(seeded("data-science").length).toBeGreaterThan(5);
  });
  it("pages a role's open jobs the viewer may see, newest first, with totals", async () => {
    const [ds] = await rolesJobs(["data-science"], { pageSize: 3 });
    const expected = seeded("data-science").sort(
      (a, b) => (b.createdAt as Date).getTime() - (a.createdAt as Date).getTime() || (b.id as number) - (a.id as number),
    );
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
    const one = await suite.counter.count(() => rolesJobs(["data-science"]));
    const five = await suite.counter.count(() =>
      rolesJobs(["data-science", "software-engineer", "cybersecurity", "it-support", "ux-ui-designer"]),
    );
    expect(five.statements.length).toBe(one.statements.length);
  });
});
