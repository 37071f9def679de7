import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { DataDirLockedError, acquireDataDirLock, isLostConnection, openDatabase, preparedStatement, type Database } from "./db.js";
import { isConnectionFailure } from "./errors.js";
import { startJobs } from "./jobs.js";
import { log } from "./log.js";
import { privatePostgresAvailable, startPrivatePostgres, type PrivatePostgres } from "./testing/private-postgres.js";

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tf-lock-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe("rule: one process per PGlite data folder", () => {
  it("a second holder is refused with a clear error naming the holder", () => {
    const dir = tempDir();
    const release = acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(/in use by another TalentForge process \(pid \d+\)/);
    release();
    expect(fs.existsSync(path.join(dir, "talentforge.lock"))).toBe(false);
  });

  it("a lock left by a crashed process is recovered", () => {
    const dir = tempDir();
    // A pid far above Linux's default pid_max: no live process has it.
    fs.writeFileSync(path.join(dir, "talentforge.lock"), "4194999");
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, "talentforge.lock"), "utf8")).toBe(String(process.pid));
    release();
  });

  it("a lock held by another live process is respected", () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, "talentforge.lock"), String(process.ppid));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
  });

  it("opening the same data folder twice fails, and closing releases it", async () => {
    const dir = tempDir();
    const first = await openDatabase({ dataDir: dir });
    await expect(openDatabase({ dataDir: dir })).rejects.toBeInstanceOf(DataDirLockedError);
    await first.close();
    const second = await openDatabase({ dataDir: dir });
    expect(await second.query<{ one: number }>("select 1 as one")).toEqual([{ one: 1 }]);
    await second.close();
  });
});

describe("rule: only a single parameterized DML statement is prepared by name", () => {
  const select = { text: "SELECT title FROM topics WHERE id = $1", values: [1] };
  it("names a parameterized select, the same name for the same text", () => {
    const first = preparedStatement(select) as { name?: string };
    expect(first.name).toMatch(/^tf_[0-9a-f]{40}$/);
    expect((preparedStatement({ ...select, values: [2] }) as { name?: string }).name).toBe(first.name);
    expect((preparedStatement({ ...select, text: `${select.text} LIMIT 1` }) as { name?: string }).name).not.toBe(first.name);
  });
  it("reads the values beside the config as drizzle passes them", () => {
    expect((preparedStatement({ text: select.text, name: undefined }, [1]) as { name?: string }).name).toMatch(/^tf_/);
  });
  it("leaves alone a statement without parameters, a DDL statement, a plain string and one named already", () => {
    for (const query of [
      { text: "SELECT 1", values: [] },
      { text: "CREATE TABLE x (id int); INSERT INTO x VALUES ($1)", values: [1] },
      "SELECT title FROM topics WHERE id = 1",
      { ...select, name: "mine" },
    ])
      expect(preparedStatement(query)).toBe(query);
  });
});

describe("PGlite: a failing statement is an error of its request, never of the process", () => {
  it("a failing write in a transaction rolls back and rejects, the database goes on serving, and after close statements reject", async () => {
    const database = await openDatabase({ dataDir: "memory://" });
    try {
      await database.query("CREATE TABLE notes (id integer PRIMARY KEY)");
      const failing = database.db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO notes VALUES (1)`);
        await tx.execute(sql`INSERT INTO notes VALUES (1)`);
      });
      await expect(failing).rejects.toThrow();
      expect(await database.query("SELECT count(*)::int AS n FROM notes")).toEqual([{ n: 0 }]);
      await expect(database.query("SELECT * FROM no_such_table")).rejects.toThrow(/no_such_table/);
      expect(await database.query("SELECT 1 AS one")).toEqual([{ one: 1 }]);
    } finally {
      await database.close();
    }
    await expect(database.query("SELECT 1")).rejects.toThrow();
    await expect(database.db.execute(sql`SELECT 1`)).rejects.toThrow();
  });
});

/**
 * node-postgres against a PostgreSQL server of this test's own, whose sessions it ends and which it stops and starts.
 * It needs the server binaries, not DATABASE_URL, so it runs in the PGlite pass of `npm test` and is skipped in the
 * DATABASE_URL pass (CI runs the suite once per engine; once is enough here).
 */
describe.skipIf(!!process.env.DATABASE_URL || !privatePostgresAvailable)(
  "node-postgres: connections lost under the pool (private PostgreSQL)",
  () => {
    const NAME = "pool_faults";
    let server: PrivatePostgres;
    let database: Database;
    let warn: MockInstance<(obj: { reason?: string }, msg: string) => void>;

    /** Ends every session of the test database, now, before this process has heard of it (see querySync). */
    const terminateSessionsSync = () =>
      Number(
        server.querySync(
          `SELECT count(pg_terminate_backend(pid, 5000)) FROM pg_stat_activity WHERE datname = '${NAME}' AND pid <> pg_backend_pid()`,
        ),
      );
    /** Ends the session running a statement that matches `like` once it is running (or waiting on a lock). */
    async function terminateWhenRunning(like: string): Promise<void> {
      for (let attempt = 0; attempt < 500; attempt++) {
        const [row] = await server.query<{ ok: boolean }>(
          `SELECT pg_terminate_backend(pid, 5000) AS ok FROM pg_stat_activity WHERE datname = $1 AND state = 'active' AND query ILIKE $2 AND pid <> pg_backend_pid()`,
          [NAME, like],
        );
        if (row?.ok) return;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      throw new Error(`no session ran ${like}`);
    }
    /** What `promise` fails with (null when it succeeds), handled from the start so a failure is never unhandled. */
    const failureOf = (promise: Promise<unknown>) =>
      promise.then(
        () => null,
        (err: unknown) => err,
      );
    const count = async () => (await database.query<{ n: number }>("SELECT count(*)::int AS n FROM notes"))[0]!.n;
    const warnings = () => warn.mock.calls.map(([obj, msg]) => `${msg}: ${obj.reason}`);

    beforeAll(async () => {
      server = await startPrivatePostgres();
      await server.query(`CREATE DATABASE ${NAME}`);
      database = await openDatabase({ url: server.url(NAME), max: 2, connectionTimeoutMillis: 2_000 });
      await database.query("CREATE TABLE notes (id integer PRIMARY KEY, body text NOT NULL)");
      await database.query("CREATE TABLE topics (id integer PRIMARY KEY, title text NOT NULL)");
      await database.query("INSERT INTO topics VALUES (1, 'SQL')");
    });
    afterAll(async () => {
      await database?.close();
      await server?.remove();
    });
    beforeEach(async () => {
      warn = vi.spyOn(log as unknown as { warn: (obj: { reason?: string }, msg: string) => void }, "warn").mockImplementation(() => {});
      if (!server.running) await server.start();
      await database.query("DELETE FROM notes");
    });
    afterEach(() => warn.mockRestore());

    it("a parameterized statement is prepared once on its connection and run again by name", async () => {
      const single = await openDatabase({ url: server.url(NAME), max: 1 });
      try {
        for (const id of [1, 2, 1]) await single.db.execute(sql`SELECT title FROM topics WHERE id = ${id}`);
        const prepared = await single.query<{ name: string; statement: string }>(
          "SELECT name, statement FROM pg_prepared_statements WHERE statement ILIKE '%FROM topics%'",
        );
        expect(prepared).toHaveLength(1);
        expect(prepared[0]!.name).toMatch(/^tf_[0-9a-f]{40}$/);
      } finally {
        await single.close();
      }
    });

    it("idle connections ended under the pool: the process lives, each is reported on one line, and a read still succeeds", async () => {
      await Promise.all([database.query("SELECT pg_sleep(0.05)"), database.query("SELECT pg_sleep(0.05)")]);
      expect(terminateSessionsSync()).toBe(2);
      // The pool still believes in both connections: this read meets a dead one and is sent again on a fresh one.
      expect(await database.db.execute(sql`SELECT count(*)::int AS n FROM notes`)).toMatchObject({ rows: [{ n: 0 }] });
      // One line per connection: the one under the read, and the other one, dropped while idle.
      await vi.waitFor(() => expect(warnings()).toHaveLength(2));
      expect(warnings().sort()).toEqual([
        "database connection lost under a read; sending it again on a fresh connection: terminating connection due to administrator command (57P01)",
        "database connection lost: terminating connection due to administrator command (57P01)",
      ]);
    });

    it("a read whose connection dies while it runs is sent once more; a write is not (it may have committed)", async () => {
      const read = database.query<{ n: number }>("SELECT count(*)::int AS n FROM notes, pg_sleep(0.3)");
      const readFailure = failureOf(read);
      await terminateWhenRunning("%pg_sleep(0.3)%");
      expect(await readFailure).toBeNull();
      expect(await read).toEqual([{ n: 0 }]);

      const write = failureOf(database.query("INSERT INTO notes SELECT 1, 'written once' FROM pg_sleep(0.3)"));
      await terminateWhenRunning("%pg_sleep(0.3)%");
      const error = await write;
      expect(isLostConnection(error)).toBe(true);
      expect(isConnectionFailure(error)).toBe(true);
      expect(await count()).toBe(0);
    });

    it("a transaction cut off in its middle leaves nothing behind, and the pool serves on", async () => {
      // Another session holds the topic, so the transaction's second statement waits; its session is ended there.
      const locker = new pg.Client({ connectionString: server.url(NAME) });
      await locker.connect();
      try {
        await locker.query("BEGIN");
        await locker.query("SELECT * FROM topics WHERE id = 1 FOR UPDATE");
        const write = failureOf(
          database.db.transaction(async (tx) => {
            await tx.execute(sql`INSERT INTO notes VALUES (1, 'first of two')`);
            await tx.execute(sql`UPDATE topics SET title = 'SQL basics' WHERE id = 1`);
            await tx.execute(sql`INSERT INTO notes VALUES (2, 'second of two')`);
          }),
        );
        await terminateWhenRunning("UPDATE topics%");
        const error = await write;
        expect(isConnectionFailure(error)).toBe(true);
        await locker.query("ROLLBACK");
      } finally {
        await locker.end();
      }
      expect(await count()).toBe(0);
      expect(await database.query("SELECT title FROM topics")).toEqual([{ title: "SQL" }]);
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO notes VALUES (1, 'first of two')`);
        await tx.execute(sql`INSERT INTO notes VALUES (2, 'second of two')`);
      });
      expect(await count()).toBe(2);
    });

    it("a transaction that begins on a connection that died idle gives it back: a one-connection pool keeps serving", async () => {
      const single = await openDatabase({ url: server.url(NAME), max: 1, connectionTimeoutMillis: 1_000 });
      try {
        for (let round = 0; round < 3; round++) {
          await single.query("SELECT 1");
          expect(terminateSessionsSync()).toBeGreaterThanOrEqual(1);
          // BEGIN goes out on the dead connection before the pool hears of its end.
          const error = await failureOf(single.db.transaction(async (tx) => tx.execute(sql`SELECT 1`)));
          expect(error === null || isConnectionFailure(error)).toBe(true);
        }
        await single.db.transaction(async (tx) => tx.execute(sql`INSERT INTO notes VALUES (7, 'after the drops')`));
        expect(await count()).toBe(1);
      } finally {
        await single.close();
      }
    });

    it("exclusive(): a lock session that dies under it keeps fn's outcome and frees the lock; with the server down it rejects", async () => {
      const LOCK = 4242;
      const result = await database.exclusive(LOCK, async () => {
        const [row] = await server.query<{ ok: boolean }>(
          "SELECT pg_terminate_backend(pid, 5000) AS ok FROM pg_locks WHERE locktype = 'advisory' AND objid = $1",
          [LOCK],
        );
        expect(row?.ok).toBe(true);
        return "done";
      });
      expect(result).toBe("done");
      expect(await database.exclusive(LOCK, async () => "again")).toBe("again");

      await server.stop();
      const error = await failureOf(database.exclusive(LOCK, async () => "never"));
      expect(isConnectionFailure(error)).toBe(true);
      await server.start();
      expect(await database.exclusive(LOCK, async () => "back")).toBe("back");
    });

    it("the server stopped and started: statements fail as connection failures, then succeed with no reopening", async () => {
      await database.query("SELECT 1");
      await server.stop();
      const failures = await Promise.all([
        failureOf(database.query("SELECT 1")),
        failureOf(database.db.execute(sql`SELECT 1`)),
        failureOf(database.db.transaction(async (tx) => tx.execute(sql`INSERT INTO notes VALUES (1, 'while down')`))),
      ]);
      for (const error of failures) expect(isConnectionFailure(error)).toBe(true);
      await server.start();
      await database.db.transaction(async (tx) => tx.execute(sql`INSERT INTO notes VALUES (1, 'back up')`));
      expect(await count()).toBe(1);
    });

    it("a scheduled job whose run loses the database is reported on one line and runs again at its next turn", async () => {
      const runs: ("ok" | "failed")[] = [];
      const log = { error: vi.fn(), warn: vi.fn() };
      const job = {
        name: "count-notes",
        everyMs: 20,
        run: async (db: Database["db"]) => {
          try {
            await db.execute(sql`SELECT count(*) FROM notes`);
            runs.push("ok");
          } catch (err) {
            runs.push("failed");
            throw err;
          }
        },
      };
      await server.stop();
      const runner = startJobs([job], database.db, { log });
      try {
        await vi.waitFor(() => expect(runs).toContain("failed"), { timeout: 10_000 });
        await server.start();
        await vi.waitFor(() => expect(runs.at(-1)).toBe("ok"), { timeout: 10_000 });
      } finally {
        await runner.stop();
      }
      expect(log.error).not.toHaveBeenCalled();
      expect(log.warn).toHaveBeenCalledWith(
        { job: "count-notes", reason: expect.stringMatching(/ECONNREFUSED/) },
        "job count-notes failed: the database is unreachable; it runs again at its next turn",
      );
    });
  },
);
