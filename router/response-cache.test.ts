/**
 * The visitors' answer cache, through the router in both modes: a visitor's repeated query is answered from it, a
 * logged-in person never is, and an admin's edit shows to the next visitor at once.
 */
import { describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../subgraphs/shared/demo-accounts.js";
import { RESPONSE_CACHE_HEADER } from "./response-cache.js";
import { logIn, ROUTER_MODES, routerSuite, TestBrowser } from "./testing.js";

const jobAdmin = DEMO_ACCOUNTS.find((a) => a.roles.includes("JOB_ADMIN"))!;
const EMPLOYER = `query($id: ID!) { employer(id: $id) { id title shortTitle location industry size profile website } }`;
const UPDATE = `mutation($id: ID!, $input: CompanyInput!) { updateEmployer(id: $id, input: $input) { id title } }`;

interface Employer {
  id: string;
  title: string;
  shortTitle: string | null;
  location: string;
  industry: string;
  size: string;
  profile: string | null;
  website: string | null;
}

describe.each(ROUTER_MODES)("the visitors' answer cache (%s)", (mode) => {
  const router = routerSuite(mode, undefined, { responseCache: true });

  async function anyEmployerId(): Promise<string> {
    const r = await new TestBrowser(router.url).graphql<{ companies: { items: { id: string }[] } }>(`{ companies { items { id } } }`);
    return r.json.data!.companies.items[0]!.id;
  }

  it("answers a visitor's repeated query from the cache and an admin's edit at once", async () => {
    const id = await anyEmployerId();
    const visitor = new TestBrowser(router.url);
    const first = await visitor.graphql<{ employer: Employer }>(EMPLOYER, { id });
    expect(first.headers.get(RESPONSE_CACHE_HEADER)).toBe("miss");
    const second = await new TestBrowser(router.url).graphql<{ employer: Employer }>(EMPLOYER, { id });
    expect(second.headers.get(RESPONSE_CACHE_HEADER)).toBe("hit");
    expect(second.json).toEqual(first.json);
    // Other variables are another answer.
    expect((await visitor.graphql(EMPLOYER, { id: "no-such-employer" })).headers.get(RESPONSE_CACHE_HEADER)).toBe("miss");

    const admin = await logIn(router.url, jobAdmin.email);
    const { id: _id, ...input } = first.json.data!.employer;
    const renamed = `${input.title} (renamed)`;
    const updated = await admin.graphql(UPDATE, { id, input: { ...input, title: renamed } });
    expect(updated.json.errors).toBeUndefined();

    const after = await visitor.graphql<{ employer: Employer }>(EMPLOYER, { id });
    expect(after.headers.get(RESPONSE_CACHE_HEADER)).toBe("miss");
    expect(after.json.data!.employer.title).toBe(renamed);
  });

  it("never answers a logged-in person from it, nor keeps their answer", async () => {
    const id = await anyEmployerId();
    const admin = await logIn(router.url, jobAdmin.email);
    for (let i = 0; i < 2; i++) expect((await admin.graphql(EMPLOYER, { id })).headers.get(RESPONSE_CACHE_HEADER)).toBeNull();
    const viewer = `{ viewer { id } }`;
    expect((await admin.graphql<{ viewer: { id: string } }>(viewer)).json.data!.viewer.id).toBe(jobAdmin.id);
    const visitor = await new TestBrowser(router.url).graphql<{ viewer: null }>(viewer);
    expect(visitor.json.data!.viewer).toBeNull();
  });
});
