/**
 * A PostgreSQL server of a test's own (initdb + pg_ctl in a temp folder, on a free port, trust auth), for tests that
 * stop, restart or break the database under a running app. The shared server is never touched. Run as the `postgres`
 * OS user when the tests run as root (PostgreSQL refuses to run as root). `remove()` stops it and deletes its folder;
 * a process that exits without calling it still stops the server and deletes the folder on its way out, and one that
 * is killed (a test timeout) leaves a watchdog behind that does so within seconds.
 */
import { execFile, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";

const run = promisify(execFile);

/** Where the server binaries are (Debian/Ubuntu's PostgreSQL 15 layout unless POSTGRES_BIN says otherwise). */
export const POSTGRES_BIN = process.env.POSTGRES_BIN ?? "/usr/lib/postgresql/15/bin";

/** Whether the tools are installed, so a test can skip itself where they are not. */
export const privatePostgresAvailable = ["initdb", "pg_ctl", "psql"].every((tool) => fs.existsSync(path.join(POSTGRES_BIN, tool)));

export interface PrivatePostgres {
  readonly port: number;
  /** A postgres:// URL of `database` on this server (trust auth: no password). */
  url(database?: string): string;
  /** Whether the server is running (as far as start/stop go). */
  readonly running: boolean;
  /** Starts the stopped server again on the same port and data. */
  start(): Promise<void>;
  /** `pg_ctl stop -m fast`: sessions are ended, as when an operator stops or restarts PostgreSQL. */
  stop(): Promise<void>;
  /** Runs one statement as the superuser on `database` (a connection of its own, closed after). */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[], database?: string): Promise<T[]>;
  /**
   * Like query (one statement as the superuser, returning psql's unaligned output), but synchronous: this process's own
   * connections notice what it did only once the caller yields, as when a session dies while it sits idle in a pool.
   */
  querySync(sql: string, database?: string): string;
  /** Stops the server (immediately) if running and deletes its folder. */
  remove(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Starts a fresh server: an empty cluster with the `postgres` superuser and database. */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tf-private-pg-"));
  const dataDir = path.join(dir, "data");
  const logFile = path.join(dir, "postgres.log");
  const bin = (name: string) => path.join(POSTGRES_BIN, name);
  // PostgreSQL will not run as root: as root, hand the folder to the postgres user and run the tools as them.
  const command = (file: string, args: string[]): [string, string[]] =>
    asRoot ? ["runuser", ["-u", "postgres", "--", file, ...args]] : [file, args];
  const exec = (file: string, args: string[]) => run(...command(file, args), { timeout: 60_000 });
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    fs.chownSync(dir, uid, gid);
  }

  // A killed process runs no `exit` handler: this shell outlives it, then stops the server and deletes the folder.
  const [stopFile, stopArgs] = command(bin("pg_ctl"), ["stop", "-D", dataDir, "-m", "immediate", "-w"]);
  const watchdog = spawn(
    "sh",
    [
      "-c",
      'while kill -0 "$1" 2>/dev/null; do sleep 1; done; shift; "$@" >/dev/null 2>&1; rm -rf "$DIR"',
      "watchdog",
      String(process.pid),
      stopFile,
      ...stopArgs,
    ],
    { detached: true, stdio: "ignore", env: { ...process.env, DIR: dir } },
  );
  watchdog.unref();

  let running = false;
  let removed = false;
  const removeNow = () => {
    // Synchronous, so it can also run from the process's `exit` event.
    if (removed) return;
    removed = true;
    process.off("exit", removeNow);
    if (watchdog.pid) {
      try {
        process.kill(watchdog.pid);
      } catch {
        /* gone already */
      }
    }
    if (running) {
      try {
        execFileSync(...command(bin("pg_ctl"), ["stop", "-D", dataDir, "-m", "immediate", "-w"]), { stdio: "ignore", timeout: 30_000 });
      } catch {
        /* already stopped */
      }
      running = false;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  process.on("exit", removeNow);

  try {
    await exec(bin("initdb"), ["-D", dataDir, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--locale=C", "--no-sync"]);
    const port = await freePort();
    // Only a TCP listener on loopback and a socket in our own folder; durability is not what these tests are about.
    const options = [
      `-p ${port}`,
      `-k ${dir}`,
      "-c listen_addresses=127.0.0.1",
      "-c fsync=off",
      "-c full_page_writes=off",
      "-c synchronous_commit=off",
    ].join(" ");
    const url = (database = "postgres") => `postgres://postgres@127.0.0.1:${port}/${database}`;

    const instance: PrivatePostgres = {
      port,
      url,
      get running() {
        return running;
      },
      async start() {
        await exec(bin("pg_ctl"), ["start", "-D", dataDir, "-l", logFile, "-w", "-t", "60", "-o", options]);
        running = true;
      },
      async stop() {
        await exec(bin("pg_ctl"), ["stop", "-D", dataDir, "-m", "fast", "-w", "-t", "60"]);
        running = false;
      },
      async query<T>(sql: string, params: unknown[] = [], database = "postgres") {
        const client = new pg.Client({ connectionString: url(database) });
        // A session ended under it (pg_terminate_backend of every backend) must not crash the test process.
        client.on("error", () => {});
        await client.connect();
        try {
          return (await client.query(sql, params)).rows as T[];
        } finally {
          await client.end();
        }
      },
      querySync(sql: string, database = "postgres") {
        const args = [
          "-X",
          "-A",
          "-t",
          "-v",
          "ON_ERROR_STOP=1",
          "-h",
          "127.0.0.1",
          "-p",
          String(port),
          "-U",
          "postgres",
          "-d",
          database,
          "-c",
          sql,
        ];
        return execFileSync(bin("psql"), args, { encoding: "utf8", timeout: 30_000 }).trim();
      },
      async remove() {
        removeNow();
      },
    };
    await instance.start();
    return instance;
  } catch (err) {
    const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, "utf8").slice(-2000) : "";
    removeNow();
    throw new Error(`Could not start a private PostgreSQL in ${dir}: ${(err as Error).message}${log ? `\n${log}` : ""}`, { cause: err });
  }
}
