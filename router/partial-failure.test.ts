/**
 * Partial failure: a subgraph that is down or answers garbage costs only the fields it resolves. They come back null
 * with one coded, retryable error naming the service (SERVICE_UNAVAILABLE, never its address), the rest of the response
 * is served, and the same query works again once the subgraph is back, with no router restart. Subgraphs asking a peer
 * that is down get the same error naming the peer. First through the router (split mode with a subgraph's server
 * closed mid-test, in-process mode with a subgraph that throws), then the data source alone against each kind of bad
 * answer.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "../subgraphs/shared/db.js";
import { DEMO_ACCOUNTS } from "../subgraphs/shared/demo-accounts.js";
import { log } from "../subgraphs/shared/log.js";
import type { Peers } from "../subgraphs/shared/peers.js";
import type { SubgraphDefinition } from "../subgraphs/shared/server.js";
import { SUBGRAPH_DEFINITIONS } from "../subgraphs/registry.js";
import { createTestDatabase } from "../subgraphs/shared/testing/database.js";
import { logIn, startTestRouter, type TestRouter } from "./testing.js";
import { SignedCallerDataSource } from "./transport.js";

const student = DEMO_ACCOUNTS.find((a) => a.roles.includes("STUDENT"))!;

const FEED = `{ forumPosts(pageSize: 3) { items { id title author { id displayName } } } }`;
const COURSES = `{ courses(pageSize: 3) { items { id title } } }`;
const MY_CLASS_FORUMS = `{ myForumClasses { id } }`;

interface Feed {
  forumPosts: { items: { id: string; title: string; author: { id: string; displayName: string } | null }[] };
}
type GraphQLBody<T> = { data?: T | null; errors?: { message: string; path?: unknown; extensions?: Record<string, unknown> }[] };

const unavailable = (service: string) => ({ code: "SERVICE_UNAVAILABLE", service, retryable: true });

/** Nothing in a response may say where a subgraph lives or how the connection failed. */
function expectNoAddress(body: unknown) {
  expect(JSON.stringify(body)).not.toMatch(/127\.0\.0\.1|localhost|:\d{4,5}\b|ECONN|fetch failed|request to |socket|exploded/i);
}

/** The feed while talent is unavailable: every post is there, every author is null, one error says talent. */
function expectFeedWithoutAuthors(body: GraphQLBody<Feed>) {
  const items = body.data?.forumPosts.items ?? [];
  expect(items.length).toBeGreaterThan(0);
  for (const post of items) {
    expect(post.title).toBeTruthy();
    expect(post.author).toBeNull();
  }
  expect(body.errors?.map((e) => e.extensions)).toEqual([unavailable("talent")]);
  expectNoAddress(body.errors);
}

function expectFeedWithAuthors(body: GraphQLBody<Feed>) {
  expect(body.errors).toBeUndefined();
  const items = body.data!.forumPosts.items;
  expect(items.length).toBeGreaterThan(0);
  for (const post of items) expect(post.author?.displayName).toBeTruthy();
}

describe("a subgraph down in split mode", () => {
  let database: Database;
  let router: TestRouter;
  /** The forum subgraph's peers, as its requests' contexts received them. */
  const forumPeers: Peers[] = [];
  const definitions = SUBGRAPH_DEFINITIONS.map((def): SubgraphDefinition =>
    def.name === "forum" ? { ...def, context: (base) => (forumPeers.push(base.peers), def.context(base)) } : def,
  );

  beforeAll(async () => {
    database = await createTestDatabase();
    router = await startTestRouter(database, "http", { definitions });
  });
  afterAll(async () => {
    await router?.stop();
    await database?.close();
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    for (const name of ["talent", "courses"] as const) await router.subgraphUp(name);
  });

  it("serves the posts without their authors while talent is down, and the authors again once it is back", async () => {
    const learner = await logIn(router.url, student.email);
    expectFeedWithAuthors((await learner.graphql<Feed>(FEED)).json);

    const warn = vi.spyOn(log, "warn");
    await router.subgraphDown("talent");
    const down = await learner.graphql<Feed>(FEED);
    expect(down.status).toBe(200);
    expectFeedWithoutAuthors(down.json);
    // The cause, with the address, is the operator's: it goes to the log.
    expect(JSON.stringify(warn.mock.calls)).toMatch(/ECONNREFUSED/);

    // A query that needs only courses does not notice.
    const courses = await learner.graphql<{ courses: { items: { id: string }[] } }>(COURSES);
    expect(courses.json.errors).toBeUndefined();
    expect(courses.json.data!.courses.items.length).toBeGreaterThan(0);

    await router.subgraphUp("talent");
    expectFeedWithAuthors((await learner.graphql<Feed>(FEED)).json);
  });

  it("a subgraph asking a peer that is down gets SERVICE_UNAVAILABLE naming the peer", async () => {
    const learner = await logIn(router.url, student.email);
    expect((await learner.graphql(MY_CLASS_FORUMS)).json.errors).toBeUndefined();
    const peers = forumPeers.at(-1)!;

    await router.subgraphDown("courses");
    // Directly: forum's own peers.
    const asked = await peers.ask("courses", `{ __typename }`).then(
      () => expect.fail("the peer is down"),
      (e: { message: string; extensions: Record<string, unknown> }) => ({ message: e.message, extensions: e.extensions }),
    );
    expect(asked.extensions).toEqual(unavailable("courses"));
    expectNoAddress(asked);
    // Through the router: the class forums come from forum, which asks courses for the viewer's classes.
    const viaRouter = await learner.graphql(MY_CLASS_FORUMS);
    // (The gateway adds which subgraph answered: forum, the one that asked.)
    expect(viaRouter.json.errors?.map((e) => e.extensions)).toEqual([{ ...unavailable("courses"), serviceName: "forum" }]);
    expectNoAddress(viaRouter.json.errors);

    await router.subgraphUp("courses");
    expect((await learner.graphql(MY_CLASS_FORUMS)).json.errors).toBeUndefined();
  });
});

describe("a subgraph that throws in-process", () => {
  let database: Database;
  let router: TestRouter;
  let talentBroken = false;
  // The talent subgraph, failing every request outside GraphQL execution while `talentBroken` is set.
  const definitions = SUBGRAPH_DEFINITIONS.map((def): SubgraphDefinition =>
    def.name === "talent"
      ? {
          ...def,
          context: (base) => {
            if (talentBroken) throw new Error("talent exploded at 10.0.0.7:4102");
            return def.context(base);
          },
        }
      : def,
  );

  beforeAll(async () => {
    database = await createTestDatabase();
    router = await startTestRouter(database, "in-process", { definitions });
  });
  afterAll(async () => {
    await router?.stop();
    await database?.close();
  });

  it("serves the posts without their authors, and with them again once talent recovers", async () => {
    const learner = await logIn(router.url, student.email);
    talentBroken = true;
    try {
      expectFeedWithoutAuthors((await learner.graphql<Feed>(FEED)).json);
      const courses = await learner.graphql<{ courses: { items: { id: string }[] } }>(COURSES);
      expect(courses.json.errors).toBeUndefined();
    } finally {
      talentBroken = false;
    }
    expectFeedWithAuthors((await learner.graphql<Feed>(FEED)).json);
  });
});

/** A throwaway HTTP server answering every request with `handler`. */
async function fakeSubgraph(handler: http.RequestListener): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer(handler);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((r) => server.close(() => r()));
    },
  };
}

const answering =
  (status: number, body: string, type = "application/json"): http.RequestListener =>
  (req, res) => {
    req.resume();
    res.writeHead(status, { "content-type": type }).end(body);
  };

/** What the gateway gets from the data source for one operation: the answer, or the error it throws. */
async function outcome(
  source: SignedCallerDataSource,
): Promise<{ answer?: unknown; error?: { message: string; extensions?: Record<string, unknown> } }> {
  try {
    // A health-check request needs no incoming request around it (@apollo/gateway exports neither its kind enum's value
    // nor its type, hence the cast).
    const options = { kind: "health check", request: { query: "{ __typename }" }, context: { viewer: null } };
    const answer = await source.process(options as unknown as Parameters<SignedCallerDataSource["process"]>[0]);
    return { answer };
  } catch (err) {
    const { message, extensions } = err as { message: string; extensions?: Record<string, unknown> };
    return { error: { message, extensions } };
  }
}

describe("the router's data source against bad answers", () => {
  afterEach(() => vi.restoreAllMocks());

  it.each<[string, http.RequestListener]>([
    ["resets the connection", (req) => req.socket.destroy()],
    ["answers an HTML 502", answering(502, "<html><body>502 Bad Gateway nginx at 127.0.0.1</body></html>", "text/html")],
    [
      "answers a bare 500 (its server threw outside GraphQL)",
      answering(500, JSON.stringify({ errors: [{ message: "Something went wrong", extensions: { code: "INTERNAL_SERVER_ERROR" } }] })),
    ],
    ["answers 200 with JSON that is not GraphQL", answering(200, JSON.stringify({ hello: "world" }))],
    ["answers 200 with a body that is not JSON", answering(200, "<html>maintenance</html>", "application/json")],
    ["never answers", () => undefined],
  ])("a subgraph that %s is SERVICE_UNAVAILABLE naming it", async (_, handler) => {
    const subgraph = await fakeSubgraph(handler);
    vi.spyOn(log, "warn").mockImplementation(() => undefined);
    try {
      const { answer, error } = await outcome(new SignedCallerDataSource({ service: "jobs", url: subgraph.url, timeoutMs: 300 }));
      expect(answer).toBeUndefined();
      expect(error?.extensions).toEqual(unavailable("jobs"));
      expectNoAddress(error);
    } finally {
      await subgraph.close();
    }
  });

  it("a refused connection and a fetcher that throws (an in-process subgraph) are SERVICE_UNAVAILABLE too", async () => {
    vi.spyOn(log, "warn").mockImplementation(() => undefined);
    const closed = await fakeSubgraph(answering(200, "{}"));
    await closed.close();
    const refused = await outcome(new SignedCallerDataSource({ service: "events", url: closed.url }));
    expect(refused.error?.extensions).toEqual(unavailable("events"));
    const thrown = await outcome(
      new SignedCallerDataSource({
        service: "forum",
        url: "http://forum/graphql",
        fetcher: () => Promise.reject(new Error("forum exploded")),
      }),
    );
    expect(thrown.error?.extensions).toEqual(unavailable("forum"));
    expectNoAddress([refused, thrown]);
  });

  it("passes on a subgraph's own coded errors, whatever the status", async () => {
    const refusal = {
      errors: [{ message: "Subgraph talent accepts only calls signed by the router.", extensions: { code: "UNAUTHENTICATED" } }],
    };
    const dbDown = {
      data: null,
      errors: [
        {
          message: "The database service is unavailable.",
          extensions: { code: "SERVICE_UNAVAILABLE", service: "database", retryable: true },
        },
      ],
    };
    for (const [status, body] of [
      [401, refusal],
      [503, dbDown],
      [200, dbDown],
    ] as const) {
      const subgraph = await fakeSubgraph(answering(status, JSON.stringify(body)));
      try {
        expect((await outcome(new SignedCallerDataSource({ service: "talent", url: subgraph.url }))).answer).toMatchObject(body);
      } finally {
        await subgraph.close();
      }
    }
  });

  it("a 4xx without a GraphQL body is an internal error, not a retryable outage", async () => {
    const subgraph = await fakeSubgraph(answering(404, "Cannot POST /graphql", "text/html"));
    try {
      const { answer, error } = await outcome(new SignedCallerDataSource({ service: "courses", url: subgraph.url }));
      expect(answer).toBeUndefined();
      // A plain error: the router's formatError masks it as INTERNAL_SERVER_ERROR.
      expect(error).toEqual({ message: "Subgraph courses answered HTTP 404 without a GraphQL body.", extensions: undefined });
    } finally {
      await subgraph.close();
    }
  });
});
