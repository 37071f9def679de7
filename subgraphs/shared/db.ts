/**
 * The one database handle every subgraph in a process shares.
 *
 * Embedded PGlite (WASM Postgres in a data folder) is the default so the app runs with no database server;
 * DATABASE_URL switches to a node-postgres pool. Both are wrapped in the same drizzle type so services
 * never know which engine they run on.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import * as schema from "../../drizzle/schema/index.js";
import { log } from "./log.js";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** What a function receives when it may run inside or outside a transaction. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0] | Db;

export interface Database {
  db: Db;
  engine: "pglite" | "postgres";
  /** Runs raw SQL (migrations of extensions, test helpers); returns rows. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs `fn` while holding a cluster-wide lock (PostgreSQL advisory lock); PGlite is one process already. */
  exclusive<T>(lockId: number, fn: () => Promise<T>): Promise<T>;
  /** Connections of the pool (PostgreSQL only): for the metrics. */
  poolStats?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

export interface OpenOptions {
  /** postgres:// URL; when set, node-postgres is used. */
  url?: string;
  /** PGlite data folder; `memory://` keeps it in memory (tests). */
  dataDir?: string;
  /** A PGlite data-folder dump to start from (the migrated test template). */
  loadDataDir?: Blob;
  /** Pool size for node-postgres. */
  max?: number;
  /** Called with every statement drizzle sends (tests count statements per operation). */
  onQuery?: (sql: string, params: unknown[]) => void;
  /** node-postgres: how long a statement waits for a connection before it fails (default POOL_DEFAULTS). */
  connectionTimeoutMillis?: number;
}

/** node-postgres pool settings, chosen so that losing PostgreSQL costs requests, never the process. */
export const POOL_DEFAULTS = {
  /**
   * How long a statement waits for a connection (PostgreSQL unreachable, or every connection busy) before it fails,
   * and so answers SERVICE_UNAVAILABLE, instead of hanging while PostgreSQL is away.
   */
  connectionTimeoutMillis: 5_000,
  /** Idle connections are closed after this long and opened again on demand. */
  idleTimeoutMillis: 30_000,
  /** TCP keep-alive, so a connection to a server host that vanished without a word is noticed and dropped. */
  keepAlive: true,
  keepAliveInitialDelayMillis: 10_000,
} as const;

export const pgliteExtensions = { pg_trgm };

/**
 * PostgreSQL zeroes its shared buffers at start, so their size is resident memory at once: 128MB by default. The demo
 * world's tables and indexes take about 30MB, which 32MB still holds whole.
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, "-c", "shared_buffers=32MB"];

function queryLogger(opts: OpenOptions) {
  const onQuery = opts.onQuery;
  return onQuery ? { logQuery: (sql: string, params: unknown[]) => onQuery(sql, params) } : false;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.url) {
    const pool = new ResilientPool({
      ...POOL_DEFAULTS,
      connectionString: opts.url,
      max: opts.max ?? 10,
      connectionTimeoutMillis: opts.connectionTimeoutMillis ?? POOL_DEFAULTS.connectionTimeoutMillis,
    });
    // pool.end() resolves once its clients are asked to end, not when their sockets have closed; close() waits for
    // each one so a caller that drops the database next (tests) never kills a connection mid-goodbye.
    const connected = new Set<pg.PoolClient>();
    pool.on("connect", (client) => {
      connected.add(client);
      client.once("end", () => connected.delete(client));
      // A connection may die at any time, idle or checked out (PostgreSQL restarted, an operator ended the session):
      // without a listener its 'error' event would end the process. The pool drops it; it is reported once.
      let reported = false;
      client.on("error", (err) => {
        if (reported) return;
        reported = true;
        log.warn({ reason: connectionFailureSummary(err) }, "database connection lost");
      });
    });
    // The pool repeats an idle connection's error after dropping it; the listener above has reported it already.
    pool.on("error", () => {});
    const db = drizzlePg(pool, { schema, logger: queryLogger(opts) }) as unknown as Db;
    return {
      db,
      engine: "postgres",
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      async query<T>(sql: string, params?: unknown[]) {
        const r = await pool.query(sql, params as unknown[]);
        return r.rows as T[];
      },
      async exclusive<T>(lockId: number, fn: () => Promise<T>) {
        // The lock belongs to a session, so hold one connection for the lock and its release.
        const client = await pool.connect();
        try {
          await client.query("SELECT pg_advisory_lock($1)", [lockId]);
        } catch (err) {
          client.release(err as Error);
          throw err;
        }
        let outcome: { done: true; value: T } | { done: false; error: unknown };
        try {
          outcome = { done: true, value: await fn() };
        } catch (error) {
          outcome = { done: false, error };
        }
        try {
          await client.query("SELECT pg_advisory_unlock($1)", [lockId]);
          client.release();
        } catch (err) {
          client.release(err as Error);
          // A session that died took its lock with it: there is nothing left to unlock, and fn's outcome stands.
          if (outcome.done && !isLostConnection(err)) throw err;
        }
        if (!outcome.done) throw outcome.error;
        return outcome.value;
      },
      async close() {
        const closing = [...connected].map((client) => new Promise<void>((done) => client.once("end", () => done())));
        await pool.end();
        await Promise.all(closing);
      },
    };
  }
  const dataDir = opts.dataDir ?? "memory://";
  const release = dataDir.startsWith("memory://") ? () => {} : acquireDataDirLock(dataDir);
  let client: PGlite;
  try {
    client = await PGlite.create({
      dataDir,
      extensions: pgliteExtensions,
      loadDataDir: opts.loadDataDir,
      startParams: PGLITE_START_PARAMS,
    });
  } catch (err) {
    release();
    throw err;
  }
  const db = drizzlePglite(client, { schema, logger: queryLogger(opts) }) as unknown as Db;
  let closed = false;
  const database: Database & { dump(): Promise<Blob> } = {
    db,
    engine: "pglite",
    async query<T>(sql: string, params?: unknown[]) {
      const r = await client.query(sql, params);
      return r.rows as T[];
    },
    exclusive: (_lockId, fn) => fn(),
    // Used by the test template: a tarball of the data folder that later PGlite instances start from.
    dump: () => client.dumpDataDir("none"),
    async close() {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
  return database;
}

// The connection died under a statement (its session was terminated, the server shut down or crashed, the socket was
// reset), as opposed to one that could not be opened: only then may a fresh connection do better at once.
const lostCodes = new Set(["57P01", "57P02", "ECONNRESET", "EPIPE"]);
const lostMessages = /^(Connection terminated unexpectedly|Client has encountered a connection error and is not queryable)$/;

function errorChain(err: unknown): { code?: unknown; message?: unknown }[] {
  const chain: { code?: unknown; message?: unknown }[] = [];
  for (let e: unknown = err; e && typeof e === "object" && chain.length < 6; e = (e as { cause?: unknown }).cause) chain.push(e);
  return chain;
}

/** Whether `err` (or what it wraps) says the connection was lost while a statement ran on it. */
export function isLostConnection(err: unknown): boolean {
  return errorChain(err).some(
    ({ code, message }) => (typeof code === "string" && lostCodes.has(code)) || (typeof message === "string" && lostMessages.test(message)),
  );
}

/** The driver's own words on a failure, on one line without SQL or stack: the innermost message, and its code. */
export function connectionFailureSummary(err: unknown): string {
  const root = errorChain(err).at(-1) ?? {};
  const message = String(root.message || err)
    .replace(/\s+/g, " ")
    .trim();
  return typeof root.code === "string" ? `${message} (${root.code})` : message;
}

const statementText = (query: unknown): string =>
  typeof query === "string"
    ? query
    : typeof (query as { text?: unknown } | null)?.text === "string"
      ? (query as { text: string }).text
      : "";
// One SELECT and nothing else: safe to send again. Writes never are (the first may have committed).
const isRead = (query: unknown) => /^\s*select\b[^;]*;?\s*$/i.test(statementText(query));
const isBegin = (query: unknown) => /^\s*begin\b/i.test(statementText(query));

/** Names given to statement texts so far; past the cap new texts go unnamed (texts built per call must not grow it forever). */
const statementNames = new Map<string, string>();
export const PREPARED_STATEMENT_CAP = 2_000;
const preparable = /^\s*(select|insert|update|delete|with)\b/i;

/**
 * drizzle sends every statement unnamed, so PostgreSQL parses and plans it on every call. A parameterized statement
 * given a name derived from its text is parsed once per connection (node-postgres remembers which it has prepared) and
 * its plan may be reused. Only single DML statements with parameters are named: a multi-statement text (migrations)
 * must go by the simple protocol, and a DDL statement has no plan to keep.
 */
export function preparedStatement<T>(query: T, values?: unknown): T {
  const config = query as { text?: unknown; values?: unknown; name?: unknown } | null;
  if (!config || typeof config !== "object" || typeof config.text !== "string" || config.name != null) return query;
  // drizzle passes the values beside the config, pg's own callers inside it.
  const params = values ?? config.values;
  if (!Array.isArray(params) || params.length === 0 || !preparable.test(config.text)) return query;
  let name = statementNames.get(config.text);
  if (!name) {
    if (statementNames.size >= PREPARED_STATEMENT_CAP) return query;
    statementNames.set(config.text, (name = `tf_${createHash("sha1").update(config.text).digest("hex")}`));
  }
  return { ...config, name } as T;
}

/**
 * node-postgres's pool, hardened against connections that die under it.
 *
 * - A read sent outside a transaction (drizzle sends those to the pool itself) whose connection was lost under it is
 *   sent once more on a fresh connection, so terminated sessions cost nothing to a reader. Nothing else is retried:
 *   a write may have committed before its connection died, and a statement of a transaction belongs to its session.
 * - A checked-out connection (drizzle's transactions, exclusive()) is handed out guarded: drizzle-orm's
 *   transaction() sends BEGIN before the try/finally that releases its connection, so a BEGIN that fails on a dead
 *   connection would keep it checked out for ever and, a few times over, exhaust the pool
 *   (drizzle-team/drizzle-orm#6241). The guard releases the connection when BEGIN fails, lets release() be called
 *   more than once, and destroys rather than pools a connection that was lost.
 */
class ResilientPool extends pg.Pool {
  // `any`: pg's many overloads; the arguments pass through untouched.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(...args: any[]): any {
    args[0] = preparedStatement(args[0], args[1]);
    const send = () => (super.query as (...a: unknown[]) => Promise<pg.QueryResult>).apply(this, args);
    const [query] = args;
    const passThrough = typeof args.at(-1) === "function" || typeof (query as { submit?: unknown } | null)?.submit === "function";
    if (passThrough || !isRead(query)) return send();
    return send().catch(async (err: unknown) => {
      if (!isLostConnection(err)) throw err;
      log.warn({ reason: connectionFailureSummary(err) }, "database connection lost under a read; sending it again on a fresh connection");
      // Its siblings were likely ended with it (a restart, a mass termination): let the pool hear of that first.
      await new Promise((resolve) => setImmediate(resolve));
      return send();
    });
  }

  // The callback form is the pool's own (pool.query checks out that way); callers get the guarded connection.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as query(): pg's overloads pass through
  override connect(...args: any[]): any {
    if (args.length) return (super.connect as (...a: unknown[]) => unknown).apply(this, args);
    return super.connect().then(guardCheckout);
  }
}

function guardCheckout(client: pg.PoolClient): pg.PoolClient {
  let released = false;
  let lost: Error | undefined;
  const release = (err?: Error | boolean) => {
    if (released) return;
    released = true;
    client.release(err || lost);
  };
  const query = (...args: unknown[]) => {
    args[0] = preparedStatement(args[0], args[1]);
    const result = (client.query as (...a: unknown[]) => unknown).apply(client, args);
    if (!(result instanceof Promise)) return result; // the callback and stream forms
    return result.catch((err: unknown) => {
      if (isLostConnection(err)) lost ??= err as Error;
      if (isBegin(args[0])) release(err as Error);
      throw err;
    });
  };
  return new Proxy(client, {
    get(target, prop) {
      if (prop === "release") return release;
      if (prop === "query") return query;
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/** Thrown when another live process holds the data folder. */
export class DataDirLockedError extends Error {
  constructor(
    public readonly dataDir: string,
    public readonly pid: number,
  ) {
    super(
      `The data folder ${dataDir} is in use by another TalentForge process (pid ${pid}). ` +
        `Stop that process, or start this one with another DATA_DIR.`,
    );
    this.name = "DataDirLockedError";
  }
}

/** Whether a process with this id runs (the data-folder lock and the build's lock ask). */
export function pidIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM means it exists but belongs to someone else: still alive.
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * PGlite has no lock of its own; two processes on one folder corrupt it. A lock file holding our pid keeps a second
 * process off, and a lock whose pid is gone (a crash) is taken over.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, "talentforge.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, "wx");
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockPath, "utf8").trim() === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          /* already gone */
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const pid = Number.parseInt(fs.readFileSync(lockPath, "utf8").trim(), 10);
      if (Number.isFinite(pid) && pid !== process.pid && pidIsAlive(pid)) throw new DataDirLockedError(dataDir, pid);
      if (pid === process.pid) throw new DataDirLockedError(dataDir, pid);
      fs.unlinkSync(lockPath); // stale: its process is gone
    }
  }
  throw new Error(`Could not take the lock on ${dataDir}`);
}

/**
 * Whether `err` (or what it wraps: drizzle wraps driver errors in `cause`) carries SQLSTATE `sqlstate`, optionally
 * of the named constraint or index. Both node-postgres and PGlite report the state with the constraint name.
 */
function isViolation(err: unknown, sqlstate: string, constraint?: string): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === "object" && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint: name, message } = e as { code?: unknown; constraint?: unknown; message?: unknown };
    if (code === sqlstate) return !constraint || name === constraint || (typeof message === "string" && message.includes(constraint));
  }
  return false;
}

/** A unique violation (23505), optionally of the named constraint or index. */
export const isUniqueViolation = (err: unknown, constraint?: string) => isViolation(err, "23505", constraint);

/** A foreign-key violation (23503), optionally of the named constraint: a row referred to went away meanwhile. */
export const isForeignKeyViolation = (err: unknown, constraint?: string) => isViolation(err, "23503", constraint);
