/** A fresh database per test file, copied from the run's migrated and seeded template (test/global-setup.ts). */
import fs from "node:fs";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase, type Database } from "../db.js";

export interface TestDatabaseOptions {
  onQuery?: (sql: string, params: unknown[]) => void;
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** A test database; on PostgreSQL with its URL, so a test can open a second pool on it (a second process's). */
export type TestDatabase = Database & { url?: string };

export async function createTestDatabase(opts: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  const template = inject("templateDatabase");
  if (url && template) {
    const name = `tf_test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: withDatabase(url, "postgres") });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
    } finally {
      await admin.end();
    }
    const database = await openDatabase({ url: withDatabase(url, name), max: 4, onQuery: opts.onQuery });
    return {
      ...database,
      url: withDatabase(url, name),
      async close() {
        await database.close();
        const drop = new pg.Client({ connectionString: withDatabase(url, "postgres") });
        await drop.connect();
        await drop.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await drop.end();
      },
    };
  }
  const file = inject("templateDataDir");
  if (!file) throw new Error("No test template: run tests through vitest with test/global-setup.ts");
  return openDatabase({ dataDir: "memory://", loadDataDir: new Blob([fs.readFileSync(file)]), onQuery: opts.onQuery });
}

/** A statement as drizzle sent it. */
export interface SentStatement {
  sql: string;
  params: unknown[];
}

/** Counts the SQL statements sent while `fn` runs (for N+1 tests); `sent` keeps their parameters too (query plans). */
export function statementCounter() {
  let sent: SentStatement[] = [];
  return {
    onQuery: (sql: string, params: unknown[]) => void sent.push({ sql, params }),
    async count<T>(fn: () => Promise<T>): Promise<{ result: T; statements: string[]; sent: SentStatement[] }> {
      sent = [];
      const result = await fn();
      return { result, statements: sent.map((s) => s.sql), sent: [...sent] };
    },
  };
}
