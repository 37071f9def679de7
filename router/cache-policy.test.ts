/**
 * The Cache-Control of /graphql answers, through the router in both modes: public data for visitors and partner keys
 * is `public, max-age=<the smallest of its parts>` with `Vary: Cookie`; a viewer-specific field, a logged-in person,
 * an error or a mutation make it `private, no-store`. GET answers carry an ETag and answer If-None-Match with 304.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { Kind, buildSchema, getNamedType, isLeafType, isObjectType, parse, type GraphQLObjectType } from "graphql";
import { API_KEY_SCOPES, SCOPE_ROOT_FIELDS } from "../subgraphs/shared/partner-api.js";
import { DEMO_ACCOUNTS } from "../subgraphs/shared/demo-accounts.js";
import { projectRoot } from "../subgraphs/shared/project-root.js";
import { NOT_CACHEABLE, cachePolicy, privateFieldsOfSubgraphs, publicCacheControl } from "./cache-policy.js";
import { RESPONSE_CACHE_HEADER } from "./response-cache.js";
import { ROUTER_MODES, TestBrowser, logIn, routerSuite } from "./testing.js";

const jobAdmin = DEMO_ACCOUNTS.find((a) => a.roles.includes("JOB_ADMIN"))!;
const STUDENT = "student@demo.talentforge.test";

/** The max ages the docs quote. */
const CATALOGUE = 300;
const JOBS = 60;
const EVENTS = 60;

const COURSES = `{ courses { items { id title provider { id label } modules { title outcomes } } } }`;
const JOBS_WITH_EMPLOYERS = `{ jobs { items { id title employer { id title openJobCount } } } }`;
const EVENT_LIST = `{ events { items { id title dates { from to } location { short country } } } }`;
const EMPLOYER = `query($id: ID!) { employer(id: $id) { id title shortTitle location industry size profile website } }`;
const UPDATE_EMPLOYER = `mutation($id: ID!, $input: CompanyInput!) { updateEmployer(id: $id, input: $input) { id title } }`;

interface Answer {
  status: number;
  headers: Headers;
  text: string;
  json: { data?: Record<string, unknown> | null; errors?: { extensions?: { code?: string } }[] } | null;
}

async function post(url: string, query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const res = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, json: text ? JSON.parse(text) : null } satisfies Answer;
}

/**
 * A GET query, as a CDN or a partner's HTTP cache would send it (Apollo's CSRF prevention wants the preflight header).
 * Through node:http: fetch adds `Cache-Control: no-cache` to a request with If-None-Match, which rightly forbids a 304.
 */
function get(url: string, query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const search = new URLSearchParams({ query, variables: JSON.stringify(variables) });
  return new Promise<Answer>((resolve, reject) => {
    const req = http.get(`${url}/graphql?${search}`, { headers: { "apollo-require-preflight": "true", ...headers } }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => {
        const answerHeaders = new Headers();
        for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) answerHeaders.set(k, Array.isArray(v) ? v.join(", ") : v);
        resolve({ status: res.statusCode ?? 0, headers: answerHeaders, text, json: text ? JSON.parse(text) : null });
      });
      res.on("error", reject);
    });
    req.on("error", reject);
  });
}

function expectPublic(res: Answer, maxAge: number, query: string) {
  expect(res.json?.errors, query).toBeUndefined();
  expect(res.headers.get("cache-control"), query).toBe(publicCacheControl(maxAge));
  expect(res.headers.get("vary") ?? "", query).toMatch(/\bCookie\b/);
}

function expectNotCacheable(res: Answer, query: string) {
  expect(res.headers.get("cache-control"), query).toBe(NOT_CACHEABLE);
}

async function newPartnerKey(url: string): Promise<string> {
  const admin = await logIn(url, jobAdmin.email);
  const res = await admin.request("/admin/api-keys", {
    body: { name: "Cache test partner", scopes: [...API_KEY_SCOPES], requestsPerMinute: 6_000, costPerMinute: 5_000_000 },
  });
  expect(res.status).toBe(201);
  return res.json.secret as string;
}

const api = buildSchema(fs.readFileSync(path.join(projectRoot(), "schema", "api.graphql"), "utf8"));
const isViewerField = (name: string) => /^viewer($|[A-Z])/.test(name);
const privateFields = privateFieldsOfSubgraphs();

/**
 * For each viewer field a partner can reach, a query reaching it from a scoped root field by fields that take no
 * required arguments and are not private themselves (the shortest such path), and the same query with `__typename` in
 * its place.
 */
function viewerFieldQueries(roots: readonly string[]): { field: string; withViewer: string; without: string }[] {
  const noRequiredArgs = (f: { args: readonly { type: unknown }[] }) => f.args.every((a) => !String(a.type).endsWith("!"));
  const pathTo = new Map<GraphQLObjectType, string[]>();
  const queue: GraphQLObjectType[] = [];
  for (const name of roots) {
    const field = api.getQueryType()!.getFields()[name]!;
    const type = getNamedType(field.type);
    if (!noRequiredArgs(field) || !isObjectType(type) || pathTo.has(type)) continue;
    pathTo.set(type, [name]);
    queue.push(type);
  }
  while (queue.length) {
    const type = queue.shift()!;
    for (const field of Object.values(type.getFields())) {
      const next = getNamedType(field.type);
      if (
        isViewerField(field.name) ||
        privateFields.has(`${type.name}.${field.name}`) ||
        !noRequiredArgs(field) ||
        !isObjectType(next) ||
        pathTo.has(next)
      )
        continue;
      pathTo.set(next, [...pathTo.get(type)!, field.name]);
      queue.push(next);
    }
  }
  const nest = (fields: string[], inner: string): string =>
    fields.reduceRight((selection, name) => `${name} { __typename ${selection} }`, inner);
  return [...pathTo].flatMap(([type, fields]) =>
    Object.values(type.getFields())
      .filter((f) => isViewerField(f.name))
      .map((f) => ({
        field: `${type.name}.${f.name}`,
        withViewer: `{ ${nest(fields, isLeafType(getNamedType(f.type)) ? f.name : `${f.name} { __typename }`)} }`,
        without: `{ ${nest(fields, "")} }`,
      })),
  );
}

describe("cache hints in the subgraph SDLs", () => {
  const sdl = (name: string) => parse(fs.readFileSync(path.join(projectRoot(), "schema", `${name}.graphql`), "utf8"));

  it("mark every field named viewer… PRIVATE", () => {
    const unmarked: string[] = [];
    let viewerFields = 0;
    for (const name of ["courses", "jobs", "events", "talent"]) {
      for (const def of sdl(name).definitions) {
        if (!("fields" in def) || !("name" in def) || !def.name || def.kind === Kind.INPUT_OBJECT_TYPE_DEFINITION) continue;
        for (const field of def.fields ?? []) {
          if (!isViewerField(field.name.value)) continue;
          viewerFields++;
          if (!privateFields.has(`${def.name.value}.${field.name.value}`)) unmarked.push(`${name}: ${def.name.value}.${field.name.value}`);
        }
      }
    }
    expect(viewerFields).toBeGreaterThan(10);
    expect(unmarked).toEqual([]);
  });

  it("leave forum without hints, so no forum answer is ever public", () => {
    expect(fs.readFileSync(path.join(projectRoot(), "schema", "forum.graphql"), "utf8")).not.toContain("@cacheControl");
  });

  it("keep the directive's scope enum out of the public API", () => {
    expect(api.getType("CacheControlScope")).toBeUndefined();
    expect(api.getDirective("cacheControl")).toBeUndefined();
  });

  it("are read once per process, not again for each router app", () => {
    const read = vi.spyOn(fs, "readFileSync");
    try {
      cachePolicy();
      cachePolicy();
      expect(read.mock.calls.filter(([file]) => String(file).endsWith(".graphql"))).toEqual([]);
      expect(privateFieldsOfSubgraphs()).toBe(privateFields);
    } finally {
      read.mockRestore();
    }
  });
});

describe.each(ROUTER_MODES)("the Cache-Control of /graphql answers (%s)", (mode) => {
  const router = routerSuite(mode);

  it("public data for a visitor: public, for the shortest max age of its parts", async () => {
    for (const [query, maxAge] of [
      [COURSES, CATALOGUE],
      [JOBS_WITH_EMPLOYERS, JOBS],
      [EVENT_LIST, EVENTS],
      [`{ courseCategories { id title } courseProviders { id label } tools { items { id title } } }`, CATALOGUE],
      [`{ careerRoles { id title skills { tool { id title } } } campaigns { id } companies { items { id title } } }`, JOBS],
      [`{ a: ${COURSES.slice(1, -1)} b: ${JOBS_WITH_EMPLOYERS.slice(1, -1)} }`, Math.min(CATALOGUE, JOBS)],
    ] as const) {
      const res = await post(router.url, query);
      expectPublic(res, maxAge, query);
      // Not an empty answer that would be public for want of anything to hint.
      expect(JSON.stringify(res.json?.data)).toMatch(/"id":"/);
    }
  });

  it("the same operations with one viewer field: private, no-store", async () => {
    for (const query of [
      `{ courses { items { id title provider { id label } modules { title } viewerAccess { active } } } }`,
      `{ jobs { items { id title employer { id title viewerRepresents } } } }`,
      `{ events { items { id title viewerRegistration { id } } } }`,
      `{ courses { items { id } } viewer { id } }`,
    ]) {
      const res = await post(router.url, query);
      expect(res.json?.errors, query).toBeUndefined();
      expectNotCacheable(res, query);
      expect(res.headers.get("vary") ?? "").not.toMatch(/Cookie/);
    }
  });

  it("a logged-in person's answer is private, no-store even for public data", async () => {
    const student = await logIn(router.url, STUDENT);
    const res = await student.graphql(COURSES);
    expect(res.json.errors).toBeUndefined();
    expect(res.headers.get("cache-control")).toBe(NOT_CACHEABLE);
  });

  it("an answer with errors, a mutation or a private root field is private, no-store", async () => {
    const invalid = await post(router.url, `{ courses { items { id noSuchField } } }`);
    expect(invalid.status).toBe(400);
    expectNotCacheable(invalid, "invalid");
    const failing = await post(router.url, `{ courses { items { id } } jobs(pageSize: 100000) { items { id } } }`);
    expect(failing.json?.errors?.length).toBeGreaterThan(0);
    expectNotCacheable(failing, "a field error");
    const mutation = await post(router.url, `mutation { saveJob(jobId: "5") { id } }`);
    expect(mutation.json?.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expectNotCacheable(mutation, "mutation");
    const unhinted = await post(router.url, `{ __typename }`);
    expectNotCacheable(unhinted, "no subgraph asked");
  });

  it("a partner key gets the same headers as a visitor", async () => {
    const key = await newPartnerKey(router.url);
    const auth = { authorization: `Bearer ${key}` };
    expectPublic(await post(router.url, COURSES, {}, auth), CATALOGUE, COURSES);
    expectPublic(await post(router.url, JOBS_WITH_EMPLOYERS, {}, auth), JOBS, JOBS_WITH_EMPLOYERS);
    expectPublic(await post(router.url, EVENT_LIST, {}, auth), EVENTS, EVENT_LIST);
    // A person's cookie sent with a key does not make the answer theirs (it is a visitor's), so it stays public.
    const student = await logIn(router.url, STUDENT);
    const cookie = [...student.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    expectPublic(await post(router.url, COURSES, {}, { ...auth, cookie }), CATALOGUE, COURSES);
    const withViewer = `{ jobs { items { id viewerSaved } } }`;
    expectNotCacheable(await post(router.url, withViewer, {}, auth), withViewer);
    // Refused (outside the key's scopes): an error, never cached.
    expectNotCacheable(await post(router.url, `{ savedJobs { items { id } } }`, {}, auth), "outside the scopes");
  });

  it("GET answers carry an ETag; If-None-Match answers 304 with no body until the answer changes", async () => {
    const visitor = new TestBrowser(router.url);
    const { id } = ((await visitor.graphql(`{ companies { items { id } } }`)).json.data!.companies as { items: { id: string }[] })
      .items[0]!;
    const first = await get(router.url, EMPLOYER, { id });
    expect(first.status).toBe(200);
    expectPublic(first, JOBS, EMPLOYER);
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^W\/".+"$/);

    const unchanged = await get(router.url, EMPLOYER, { id }, { "if-none-match": etag! });
    expect(unchanged.status).toBe(304);
    expect(unchanged.text).toBe("");
    expect(unchanged.headers.get("etag")).toBe(etag);
    expect(unchanged.headers.get("cache-control")).toBe(publicCacheControl(JOBS));

    const admin = await logIn(router.url, jobAdmin.email);
    const { id: _id, ...input } = first.json!.data!.employer as Record<string, unknown>;
    const renamed = `${String(input.title)} (renamed for the ETag)`;
    expect((await admin.graphql(UPDATE_EMPLOYER, { id, input: { ...input, title: renamed } })).json.errors).toBeUndefined();

    const changed = await get(router.url, EMPLOYER, { id }, { "if-none-match": etag! });
    expect(changed.status).toBe(200);
    expect((changed.json!.data!.employer as { title: string }).title).toBe(renamed);
    expect(changed.headers.get("etag")).toMatch(/^W\/".+"$/);
    expect(changed.headers.get("etag")).not.toBe(etag);
  });

  it("a partner key's GET is answered 304 too, and still counts against its requests", async () => {
    const key = await newPartnerKey(router.url);
    const auth = { "x-api-key": key };
    // Both requests in one rate-limit window (a fixed minute of the clock).
    const left = 60_000 - (Date.now() % 60_000);
    if (left < 10_000) await new Promise((r) => setTimeout(r, left + 50));
    const requestsLeft = (res: Answer) => Number(/"requests";r=(\d+)/.exec(res.headers.get("ratelimit") ?? "")?.[1]);
    const first = await get(router.url, COURSES, {}, auth);
    expectPublic(first, CATALOGUE, COURSES);
    const etag = first.headers.get("etag")!;
    const again = await get(router.url, COURSES, {}, { ...auth, "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.text).toBe("");
    // The operation ran (the answer is compared once made), so the 304 is charged like any request.
    expect(requestsLeft(first)).toBeGreaterThan(0);
    expect(requestsLeft(again)).toBe(requestsLeft(first) - 1);
  });
});

describe("every viewer field a partner can reach makes the answer private, no-store", () => {
  const router = routerSuite(ROUTER_MODES[0]!);

  it("each one, where the same query without it is public", async () => {
    // The scoped root fields a visitor (and so a partner) may ask without arguments (some are admins' lists).
    const roots: string[] = [];
    for (const name of API_KEY_SCOPES.flatMap((s) => SCOPE_ROOT_FIELDS[s])) {
      const field = api.getQueryType()!.getFields()[name]!;
      if (field.args.some((a) => String(a.type).endsWith("!")) || isLeafType(getNamedType(field.type))) continue;
      if (!(await post(router.url, `{ ${name} { __typename } }`)).json?.errors) roots.push(name);
    }
    const queries = viewerFieldQueries(roots);
    expect(queries.map((q) => q.field)).toEqual(
      expect.arrayContaining(["Course.viewerAccess", "Employer.viewerRepresents", "Event.viewerRegistration", "Job.viewerSaved"]),
    );
    let publicWithout = 0;
    for (const q of queries) {
      const without = await post(router.url, q.without);
      expect(without.json?.errors, q.without).toBeUndefined();
      if (without.headers.get("cache-control") !== NOT_CACHEABLE) publicWithout++;
      const res = await post(router.url, q.withViewer);
      expect(res.json?.errors, q.withViewer).toBeUndefined();
      expectNotCacheable(res, `${q.field}: ${q.withViewer}`);
    }
    // Without it each is public data: the viewer field is what makes the difference.
    expect(publicWithout).toBe(queries.length);
  });
});

describe("with the visitors' answer cache", () => {
  const router = routerSuite(ROUTER_MODES[0]!, undefined, { responseCache: true });

  it("an answer served from it keeps its public policy, and a logged-in person's stays private", async () => {
    const first = await post(router.url, COURSES);
    expect(first.headers.get(RESPONSE_CACHE_HEADER)).toBe("miss");
    expectPublic(first, CATALOGUE, COURSES);
    const second = await post(router.url, COURSES);
    expect(second.headers.get(RESPONSE_CACHE_HEADER)).toBe("hit");
    const maxAge = Number(/max-age=(\d+)/.exec(second.headers.get("cache-control") ?? "")?.[1]);
    expect(second.headers.get("cache-control")).toMatch(/^public, max-age=\d+$/);
    expect(maxAge).toBeGreaterThan(CATALOGUE - 10);
    expect(maxAge).toBeLessThanOrEqual(CATALOGUE);
    const student = await logIn(router.url, STUDENT);
    expect((await student.graphql(COURSES)).headers.get("cache-control")).toBe(NOT_CACHEABLE);
  });
});
