/**
 * The one database handle every subgraph in a process shares.
 *
 * Embedded PGlite (WASM Postgres in a data folder) is the default so the app runs with no database server;
 * DATABASE_URL switches to a node-postgres pool. Both are wrapped in the same drizzle type so services
 * never know which engine they run on.
 */
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import * as schema from "../../drizzle/schema/index.js";

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
  onQuery?: (sql: string) => void;
}

export const pgliteExtensions = { pg_trgm };

function queryLogger(opts: OpenOptions) {
  const onQuery = opts.onQuery;
  return onQuery ? { logQuery: (sql: string) => onQuery(sql) } : false;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.max ?? 10 });
    // pool.end() resolves once its clients are asked to end, not when their sockets have closed; close() waits for
    // each one so a caller that drops the database next (tests) never kills a connection mid-goodbye.
    const connected = new Set<pg.PoolClient>();
    pool.on("connect", (client) => {
      connected.add(client);
      client.once("end", () => connected.delete(client));
    });
    const db = drizzlePg(pool, { schema, logger: queryLogger(opts) }) as unknown as Db;
    return {
      db,
      engine: "postgres",
      async query<T>(sql: string, params?: unknown[]) {
        const r = await pool.query(sql, params as unknown[]);
        return r.rows as T[];
      },
      async exclusive<T>(lockId: number, fn: () => Promise<T>) {
        // The lock belongs to a session, so hold one connection for the lock and its release.
        const client = await pool.connect();
        try {
          await client.query("SELECT pg_advisory_lock($1)", [lockId]);
          try {
            return await fn();
          } finally {
            await client.query("SELECT pg_advisory_unlock($1)", [lockId]);
          }
        } finally {
          client.release();
        }
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
    client = await PGlite.create({ dataDir, extensions: pgliteExtensions, loadDataDir: opts.loadDataDir });
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

/** Thrown when another live process holds the data folder. */
export class DataDirLockedError extends Error {
  constructor(public readonly dataDir: string, public readonly pid: number) {
    super(
      `The data folder ${dataDir} is in use by another TalentForge process (pid ${pid}). ` +
        `Stop that process, or start this one with another DATA_DIR.`,
    );
    this.name = "DataDirLockedError";
  }
}

function pidIsAlive(pid: number): boolean {
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
