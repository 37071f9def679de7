/**
 * Shared setup of the courses subgraph tests that move a clock (orders, ISA, withdrawals): a fresh test database, the
 * subgraph on an injected clock (with a temporary folder for income documents when asked), the demo callers and the
 * error readers.
 */
import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import type { Database } from "../shared/db.js";
import type { SubgraphDefinition } from "../shared/server.js";
import { LocalDiskStorage } from "../shared/storage/index.js";
import { createTestDatabase } from "../shared/testing/database.js";
import { as, demo, testSubgraph, type SubgraphClient } from "../shared/testing/harness.js";
import type { Caller, Role } from "../shared/viewer.js";
import { createCoursesSubgraph } from "./index.js";

export const STUDENT = demo("STUDENT");
export const ADMIN = demo("COURSE_ADMIN");
export const OTHER = demo("INSTRUCTOR");

export { codeOf, fieldsOf } from "../shared/testing/harness.js";

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
export function coursesTestbed(opts: {
  now: () => Date;
  uploads?: string;
  onQuery?: (sql: string, params: unknown[]) => void;
  prepare?: (database: Database) => Promise<void>;
}): CoursesTestbed {
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

/** A new account (not seeded) holding `roles`, as a caller. */
export function newPerson(roles: Role[] = ["STUDENT"]): Caller & { id: string } {
  const id = randomUUID();
  return { ...as({ id, email: `${id.slice(0, 8)}@example.test`, roles }), id };
}

/** Gives `userId` a PAID order for `courseId` with access from `startsAt` for `days` days (straight into the tables). */
export async function grantAccess(database: Database, userId: string, courseId: string, startsAt: Date, days = 90): Promise<void> {
  const orderId = randomUUID();
  const reference = `TF-${randomBytes(4).toString("hex").toUpperCase()}`;
  const endsAt = new Date(startsAt.getTime() + days * 86_400_000);
  await database.query(
    `INSERT INTO courses.orders (id, buyer_id, option_id, course_id, payment_plan, list_price_cents, discount_cents, amount_cents, currency, provider, reference, status, created_at, paid_at)
     VALUES ($1, $2, 'm1', $3, 'UPFRONT', 19900, 3980, 15920, 'USD', 'offline', $4, 'PAID', $5, $5)`,
    [orderId, userId, courseId, reference, startsAt.toISOString()],
  );
  await database.query(
    `INSERT INTO courses.course_access (buyer_id, course_id, order_id, starts_at, ends_at) VALUES ($1, $2, $3, $4, $5)`,
    [userId, courseId, orderId, startsAt.toISOString(), endsAt.toISOString()],
  );
}
