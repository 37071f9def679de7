/**
 * Shared setup of the courses subgraph tests that move a clock (orders, ISA, withdrawals): a fresh test database, the
 * subgraph on an injected clock (with a temporary folder for income documents when asked), the demo callers and the
 * error readers.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import type { Database } from "../shared/db.js";
import type { SubgraphDefinition } from "../shared/server.js";
import { LocalDiskStorage } from "../shared/storage/index.js";
import { createTestDatabase } from "../shared/testing/database.js";
import { demo, testSubgraph, type GraphQLResult, type SubgraphClient } from "../shared/testing/harness.js";
import { createCoursesSubgraph } from "./index.js";

export const STUDENT = demo("STUDENT");
export const ADMIN = demo("COURSE_ADMIN");
export const OTHER = demo("INSTRUCTOR");

export const codeOf = (r: GraphQLResult) => r.errors?.[0]?.extensions?.code;
export const fieldsOf = (r: GraphQLResult) => r.errors?.[0]?.extensions?.fields as Record<string, string> | undefined;

/** The clock: every request reads it once; tests set it. Each read advances a second so rows keep their order. */
export function testClock(startIso: string) {
  const clock = {
    /** The last time read (milliseconds); tests may move it. */
    ms: Date.parse(startIso),
    now: () => new Date((clock.ms += 1000)),
    /** The next read returns `iso`. */
    set: (iso: string) => void (clock.ms = Date.parse(iso) - 1000),
  };
  return clock;
}

export interface CoursesTestbed {
  database: Database;
  client: SubgraphClient;
  /** The temporary folder of income documents ("" without `uploads`). */
  uploads: string;
}

/**
 * Registers beforeAll/afterAll: a fresh test database (`prepare` runs on it first), then the courses subgraph reading
 * `now`, with local-disk storage in a temporary folder named after `uploads` when given. The returned testbed is filled
 * in before the first test; everything is stopped and removed after the last.
 */
export function coursesTestbed(opts: { now: () => Date; uploads?: string; onQuery?: (sql: string) => void; prepare?: (database: Database) => Promise<void> }): CoursesTestbed {
  const bed = { uploads: "" } as CoursesTestbed;
  beforeAll(async () => {
    bed.database = await createTestDatabase({ onQuery: opts.onQuery });
    await opts.prepare?.(bed.database);
    let storage: LocalDiskStorage | undefined;
    if (opts.uploads) {
      bed.uploads = fs.mkdtempSync(path.join(os.tmpdir(), opts.uploads));
      storage = new LocalDiskStorage(bed.uploads, { secret: "x".repeat(32), publicBaseUrl: "" });
    }
    bed.client = await testSubgraph(createCoursesSubgraph({ now: opts.now, storage }) as unknown as SubgraphDefinition, bed.database);
  });
  afterAll(async () => {
    await bed.client?.stop();
    await bed.database?.close();
    if (bed.uploads) fs.rmSync(bed.uploads, { recursive: true, force: true });
  });
  return bed;
}
