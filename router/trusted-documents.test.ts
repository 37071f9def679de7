/**
 * Trusted documents through the router over HTTP: an operation sent by its manifest id (GET for a query, POST for a
 * mutation) is answered as its registered text; an unknown id is a coded 400. In production a request without a
 * partner key runs registered operations only; outside production any text runs.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../subgraphs/shared/db.js";
import { createTestDatabase } from "../subgraphs/shared/testing/database.js";
import manifest from "./__generated__/persisted-documents.json" with { type: "json" };
import { ApiKeyStore } from "./partner/keys.js";
import { startTestRouter, type TestRouter } from "./testing.js";
import { TrustedDocuments } from "./trusted-documents.js";

const operation = (name: string) => {
  const found = manifest.operations.find((o) => o.name === name);
  if (!found) throw new Error(`${name} is not in the manifest`);
  return found;
};
const FEATURED = operation("FeaturedCourses");
const FREE_TEXT = "{ courses(page: 1) { items { id title } } }";

interface Answer {
  status: number;
  json: { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] };
}
const codeOf = (a: Answer) => a.json.errors?.[0]?.extensions?.code;
/** FREE_TEXT's courses; a non-empty list holds at least `aCourse`. */
const courseItems = (a: Answer) => (a.json.data?.courses as { items?: unknown } | undefined)?.items;
const aCourse = { id: expect.any(String), title: expect.any(String) };

/** As Apollo Client's HttpLink sends it (a JSON content type, which also satisfies Apollo Server's CSRF check). */
async function post(url: string, body: Record<string, unknown>, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Answer["json"] };
}

async function getById(url: string, name: string, id: string, variables: Record<string, unknown> = {}): Promise<Answer> {
  const params = new URLSearchParams({
    operationName: name,
    variables: JSON.stringify(variables),
    extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: id } }),
  });
  const res = await fetch(`${url}/graphql?${params}`, { headers: { "content-type": "application/json" } });
  return { status: res.status, json: (await res.json()) as Answer["json"] };
}

const byId = (id: string) => ({ extensions: { persistedQuery: { version: 1, sha256Hash: id } } });

/** The registered text laid out otherwise: its fragments first, on one line. */
function reordered(body: string): string {
  const [op, ...fragments] = body.split("\n\nfragment ");
  return [...fragments.map((f) => `fragment ${f}`), op!].join(" ").replace(/\s+/g, " ");
}

describe("TrustedDocuments", () => {
  const documents = new TrustedDocuments(manifest);
  it("knows a registered text as the manifest has it, laid out otherwise, and nothing else", () => {
    expect(documents.body(FEATURED.id)).toBe(FEATURED.body);
    expect(documents.registered(FEATURED.body)).toBe(true);
    expect(reordered(FEATURED.body)).not.toBe(FEATURED.body);
    expect(documents.registered(reordered(FEATURED.body))).toBe(true);
    // The same selection without the __typename fields Apollo Client adds is another document.
    expect(documents.registered(FEATURED.body.replace(/\n\s*__typename/g, ""))).toBe(false);
    expect(documents.registered(FREE_TEXT)).toBe(false);
    expect(documents.registered("{ courses(")).toBe(false);
  });
});

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe("outside production", () => {
  let router: TestRouter;
  beforeAll(async () => {
    router = await startTestRouter(database, "in-process");
  });
  afterAll(async () => {
    await router?.stop();
  });

  it("answers a query sent by id as GET, and a mutation sent by id as POST", async () => {
    const featured = await getById(router.url, FEATURED.name, FEATURED.id);
    expect(featured.status).toBe(200);
    expect(featured.json.errors).toBeUndefined();
    expect((featured.json.data?.featuredCourses as unknown[]).length).toBeGreaterThan(0);

    // A visitor's mutation: refused by the resolver (not logged in), so it reached the gateway as its text.
    const mutation = manifest.operations.find((o) => o.type === "mutation")!;
    const refused = await post(router.url, { operationName: mutation.name, variables: {}, ...byId(mutation.id) });
    expect(codeOf(refused)).not.toBe("PERSISTED_QUERY_NOT_FOUND");
    expect(refused.json.errors?.[0]?.message).not.toMatch(/persisted/i);
  });

  it("refuses an unknown id with PERSISTED_QUERY_NOT_FOUND and a malformed one with BAD_REQUEST", async () => {
    const unknown = await getById(router.url, "Nothing", "0".repeat(64));
    expect(unknown.status).toBe(400);
    expect(codeOf(unknown)).toBe("PERSISTED_QUERY_NOT_FOUND");
    const unknownPost = await post(router.url, byId("f".repeat(64)));
    expect([unknownPost.status, codeOf(unknownPost)]).toEqual([400, "PERSISTED_QUERY_NOT_FOUND"]);
    for (const persistedQuery of ["x", { version: 2, sha256Hash: FEATURED.id }, { version: 1, sha256Hash: 5 }]) {
      const bad = await post(router.url, { extensions: { persistedQuery } });
      expect([bad.status, codeOf(bad)], JSON.stringify(persistedQuery)).toEqual([400, "BAD_REQUEST"]);
    }
  });

  it("runs any text, also beside an id it does not know (Apollo Client's retry)", async () => {
    const free = await post(router.url, { query: FREE_TEXT });
    expect(free.status).toBe(200);
    expect(courseItems(free)).toEqual(expect.arrayContaining([aCourse]));
    const retry = await post(router.url, { query: FREE_TEXT, ...byId("0".repeat(64)) });
    expect(retry.status).toBe(200);
    expect(courseItems(retry)).toEqual(expect.arrayContaining([aCourse]));
  });
});

describe("in production", () => {
  let router: TestRouter;
  let partnerKey: string;
  const previousEnv = process.env.NODE_ENV;
  beforeAll(async () => {
    process.env.NODE_ENV = "production";
    process.env.STORAGE_SIGNING_SECRET = "s".repeat(40); // required in production
    router = await startTestRouter(database, "in-process");
    const jobAdmin = {
      id: "00000000-0000-4000-8000-000000000004",
      email: "job-admin@demo.talentforge.test",
      roles: ["JOB_ADMIN" as const],
    };
    partnerKey = (await new ApiKeyStore(database.db).create(jobAdmin, { name: "Trusted documents test", scopes: ["COURSES"] })).secret;
  });
  afterAll(async () => {
    await router?.stop();
    process.env.NODE_ENV = previousEnv;
    delete process.env.STORAGE_SIGNING_SECRET;
  });

  it("refuses a text that is not registered from a request without a key, GET or POST", async () => {
    const refused = await post(router.url, { query: FREE_TEXT });
    expect(refused.status).toBe(400);
    expect(codeOf(refused)).toBe("OPERATION_NOT_REGISTERED");
    expect(refused.json.errors?.[0]?.message).toMatch(/not registered.*API key/);
    expect(refused.json.data).toBeUndefined();

    const res = await fetch(`${router.url}/graphql?query=${encodeURIComponent(FREE_TEXT)}`, {
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(400);
    expect(codeOf({ status: res.status, json: (await res.json()) as Answer["json"] })).toBe("OPERATION_NOT_REGISTERED");

    // An id the router does not know does not open the door for the text sent beside it.
    const retry = await post(router.url, { query: FREE_TEXT, ...byId("0".repeat(64)) });
    expect([retry.status, codeOf(retry)]).toEqual([400, "OPERATION_NOT_REGISTERED"]);
  });

  it("answers a registered operation by id, by its text, and by its text laid out otherwise", async () => {
    for (const answer of [
      await getById(router.url, FEATURED.name, FEATURED.id),
      await post(router.url, { query: FEATURED.body }),
      await post(router.url, { query: reordered(FEATURED.body) }),
    ]) {
      expect(answer.status).toBe(200);
      expect(answer.json.errors).toBeUndefined();
      expect((answer.json.data?.featuredCourses as unknown[]).length).toBeGreaterThan(0);
    }
    const unknown = await getById(router.url, "Nothing", "0".repeat(64));
    expect([unknown.status, codeOf(unknown)]).toEqual([400, "PERSISTED_QUERY_NOT_FOUND"]);
  });

  it("runs any text from a partner with a key", async () => {
    const answer = await post(router.url, { query: FREE_TEXT }, { authorization: `Bearer ${partnerKey}` });
    expect(answer.status).toBe(200);
    expect(answer.json.errors).toBeUndefined();
    expect((answer.json.data?.courses as { items: unknown[] }).items.length).toBeGreaterThan(0);
  });
});
