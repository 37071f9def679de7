/**
 * PostgreSQL going away under a running router, in both modes: every session terminated, the server stopped and
 * started again, a multi-statement write cut off in its middle. The process must stay up, answer SERVICE_UNAVAILABLE
 * (retryable, never a masked 500 or the driver's words) while the database is away, and serve again once it is back,
 * with no restart.
 *
 * It runs on a PostgreSQL server of its own (subgraphs/shared/testing/private-postgres.ts), which it stops and starts;
 * it needs the server binaries, not DATABASE_URL. CI runs `npm test` twice (PGlite, then DATABASE_URL): this file runs
 * in the PGlite pass and is skipped in the DATABASE_URL pass, where it would only test the same thing again.
 */
import pg from "pg";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { openDatabase, type Database } from "../subgraphs/shared/db.js";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../subgraphs/shared/demo-accounts.js";
import { serviceUnavailable } from "../subgraphs/shared/errors.js";
import { log, type Logger } from "../subgraphs/shared/log.js";
import { privatePostgresAvailable, startPrivatePostgres, type PrivatePostgres } from "../subgraphs/shared/testing/private-postgres.js";
import { prepareDatabase, prepareDatabaseWhenReachable } from "./bootstrap.js";
import { ROUTER_MODES, TestBrowser, logIn, startTestRouter, type TestRouter } from "./testing.js";

const NAME = "talentforge";
const STUDENT = DEMO_ACCOUNTS.find((a) => a.roles.includes("STUDENT"))!.email;
const UNAVAILABLE = serviceUnavailable("database").message;
// A course page: read from two subgraphs (courses, and talent for its tools).
const COURSE = `{ course(id: "fcda") { title tools { title } } }`;
const CREATE_POST = `mutation($input: ForumPostInput!) { createForumPost(input: $input) { id title } }`;

type Outcome = "served" | "unavailable";

/**
 * What a GraphQL request came to: served, or refused as SERVICE_UNAVAILABLE with nothing else in it. A logged-in
 * request may be refused before GraphQL runs (its session is looked up first): then the whole answer is a 503, still
 * in GraphQL's `errors` shape.
 */
async function graphqlOutcome(browser: TestBrowser, query: string, variables: Record<string, unknown> = {}): Promise<Outcome> {
  const res = await browser.request("/graphql", { body: { query, variables } });
  expect([200, 503]).toContain(res.status);
  if (res.status === 503) expect(res.json.data).toBeUndefined();
  const errors = (res.json?.errors ?? []) as { message: string; extensions?: Record<string, unknown> }[];
  if (errors.length === 0) {
    expect(res.status).toBe(200);
    expect(res.json.data).toBeTruthy();
    return "served";
  }
  for (const error of errors) {
    expect(error.message).toBe(UNAVAILABLE);
    expect(error.extensions).toMatchObject({ code: "SERVICE_UNAVAILABLE", retryable: true });
  }
  return "unavailable";
}

/** What /auth/login came to: a session, or a 503 SERVICE_UNAVAILABLE. */
async function loginOutcome(url: string): Promise<Outcome> {
  const res = await new TestBrowser(url).request("/auth/login", { body: { email: STUDENT, password: DEMO_PASSWORD } });
  if (res.status === 200) return "served";
  expect(res.status).toBe(503);
  expect(res.json.error).toMatchObject({ code: "SERVICE_UNAVAILABLE", message: UNAVAILABLE, retryable: true });
  return "unavailable";
}

describe.skipIf(!!process.env.DATABASE_URL || !privatePostgresAvailable)(
  "the database fails under a running router (private PostgreSQL)",
  () => {
    let server: PrivatePostgres;
    let database: Database;
    const routers = new Map<(typeof ROUTER_MODES)[number], TestRouter>();
    const students = new Map<(typeof ROUTER_MODES)[number], TestBrowser>();
    let warn: MockInstance<(obj: object, msg: string) => void>;

    beforeAll(async () => {
      server = await startPrivatePostgres();
      await server.query(`CREATE DATABASE ${NAME}`);
      database = await openDatabase({ url: server.url(NAME), max: 6, connectionTimeoutMillis: 2_000 });
      await prepareDatabase(database, { demo: true });
      for (const mode of ROUTER_MODES) {
        const router = await startTestRouter(database, mode);
        routers.set(mode, router);
        students.set(mode, await logIn(router.url, STUDENT));
      }
    });
    afterAll(async () => {
      try {
        for (const router of routers.values()) await router.stop();
      } finally {
        await server?.remove();
        await database?.close();
      }
    });
    beforeEach(async () => {
      warn = vi.spyOn(log as unknown as { warn: (obj: object, msg: string) => void }, "warn").mockImplementation(() => {});
      if (!server.running) await server.start(); // after a test that failed while it was stopped
    });
    afterEach(() => {
      // Lost connections are reported, one line each, with the driver's reason and no stack.
      for (const [obj, msg] of warn.mock.calls) {
        expect(msg).toMatch(/^database connection lost[^\n]*$/);
        expect(JSON.stringify(obj)).not.toMatch(/"stack"|\\n\s+at /);
      }
      warn.mockRestore();
    });

    /** Every check a test makes, on both routers: anonymous GraphQL, logged-in GraphQL, /auth/login. */
    async function everyOutcome(): Promise<Outcome[]> {
      const outcomes: Promise<Outcome>[] = [];
      for (const [mode, router] of routers) {
        const visitor = new TestBrowser(router.url);
        outcomes.push(graphqlOutcome(visitor, COURSE), graphqlOutcome(visitor, COURSE));
        outcomes.push(graphqlOutcome(students.get(mode)!, COURSE), graphqlOutcome(students.get(mode)!, COURSE));
        outcomes.push(loginOutcome(router.url));
      }
      return Promise.all(outcomes);
    }

    it("serves while the database is up", async () => {
      expect(new Set(await everyOutcome())).toEqual(new Set(["served"]));
    });

    it("every session terminated: requests at that moment are served or SERVICE_UNAVAILABLE, and the next ones are served", async () => {
      await everyOutcome(); // the pool holds open connections
      const ended = Number(
        server.querySync(`SELECT count(pg_terminate_backend(pid, 5000)) FROM pg_stat_activity WHERE datname = '${NAME}'`),
      );
      expect(ended).toBeGreaterThan(0);
      // Sent before the process has heard of the terminations (querySync held it up): they meet dead connections.
      for (const outcome of await everyOutcome()) expect(["served", "unavailable"]).toContain(outcome);
      expect(new Set(await everyOutcome())).toEqual(new Set(["served"]));
      expect(warn).toHaveBeenCalled();
    });

    it("the server stopped: GraphQL and /auth/login answer SERVICE_UNAVAILABLE; started again: served, with no restart", async () => {
      await server.stop();
      expect(new Set(await everyOutcome())).toEqual(new Set(["unavailable"]));
      await server.start();
      expect(new Set(await everyOutcome())).toEqual(new Set(["served"]));
    });

    it.each(ROUTER_MODES)("a post whose transaction is cut off in its middle leaves nothing behind (%s)", async (mode) => {
      const title = `Cut off in its middle (${mode})`;
      const input = { title, description: "<p>Written in one transaction: the post, its tag, its follow.</p>", tagIds: ["ui-ux"] };
      const author = students.get(mode)!;
      const posts = async () =>
        (await server.query<{ n: number }>("SELECT count(*)::int AS n FROM forum.posts WHERE title = $1", [title], NAME))[0]!.n;

      // Another session holds the tag, so the post's insert runs and filing it under the tag waits; that session ends.
      const locker = new pg.Client({ connectionString: server.url(NAME) });
      locker.on("error", () => {});
      await locker.connect();
      try {
        await locker.query("BEGIN");
        await locker.query("SELECT * FROM forum.tags WHERE id = 'ui-ux' FOR UPDATE");
        const pending = graphqlOutcome(author, CREATE_POST, { input });
        let ended = false;
        for (let attempt = 0; attempt < 500 && !ended; attempt++) {
          const [row] = await server.query<{ ok: boolean }>(
            "SELECT pg_terminate_backend(pid, 5000) AS ok FROM pg_stat_activity WHERE datname = $1 AND wait_event_type = 'Lock' AND query ILIKE 'insert into \"forum\".\"post_tags\"%'",
            [NAME],
          );
          ended = row?.ok === true;
          if (!ended) await new Promise((resolve) => setTimeout(resolve, 10));
        }
        expect(ended).toBe(true);
        expect(await pending).toBe("unavailable");
        await locker.query("ROLLBACK");
      } finally {
        await locker.end();
      }
      expect(await posts()).toBe(0);

      // The same write, uninterrupted, is whole: the post, filed under its tag and followed by its author.
      expect(await graphqlOutcome(author, CREATE_POST, { input })).toBe("served");
      const [whole] = await server.query<{ posts: number; tags: number; follows: number }>(
        `SELECT count(DISTINCT p.id)::int AS posts, count(DISTINCT t.tag_id)::int AS tags, count(DISTINCT f.user_id)::int AS follows
         FROM forum.posts p LEFT JOIN forum.post_tags t ON t.post_id = p.id LEFT JOIN forum.post_follows f ON f.post_id = p.id
        WHERE p.title = $1`,
        [title],
        NAME,
      );
      expect(whole).toEqual({ posts: 1, tags: 1, follows: 1 });
    });

    it("PostgreSQL not up yet at start: migrating waits, one line per attempt, and goes on once it answers", async () => {
      await server.query("CREATE DATABASE late_start");
      const late = await openDatabase({ url: server.url("late_start"), max: 2, connectionTimeoutMillis: 1_000 });
      try {
        await server.stop();
        const attempts: unknown[] = [];
        const logger = { warn: (obj: unknown) => void attempts.push(obj), info: () => {} } as unknown as Logger;
        const prepared = prepareDatabaseWhenReachable(late, { demo: false }, { logger, firstDelayMs: 100, maxDelayMs: 400 });
        await vi.waitFor(() => expect(attempts.length).toBeGreaterThanOrEqual(2), { timeout: 10_000 });
        await server.start();
        await prepared;
        const [row] = await late.query<{ n: number }>("SELECT count(*)::int AS n FROM courses.courses");
        expect(row!.n).toBeGreaterThan(0);
      } finally {
        await late.close();
      }
    }, 60_000);
  },
);
