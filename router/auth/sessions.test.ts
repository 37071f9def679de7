/**
 * Sessions against a real database: a session validated lately is answered from the process's memory, and logging out
 * forgets it at once (that it never outlives its expiry there is the rule sessionCachedUntil).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../subgraphs/shared/db.js";
import { DEMO_ACCOUNTS } from "../../subgraphs/shared/demo-accounts.js";
import { createTestDatabase, statementCounter } from "../../subgraphs/shared/testing/database.js";
import { SESSION_CACHE_TTL_MS } from "./rules.js";
import { createSession, invalidateSession, validateSessionToken } from "./sessions.js";

const counter = statementCounter();
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase({ onQuery: counter.onQuery });
});
afterAll(async () => database?.close());

const account = DEMO_ACCOUNTS[0]!;
const later = (from: Date, ms: number) => new Date(from.getTime() + ms);

describe("a session validated lately is trusted again from memory", () => {
  it("answers a second look-up within the window with no statement, and reads the database again after it", async () => {
    const now = new Date();
    const { token } = await createSession(database.db, account.id, now);
    const first = await counter.count(() => validateSessionToken(database.db, token, now));
    expect(first.result?.viewer.id).toBe(account.id);
    expect(first.statements.length).toBeGreaterThan(0);

    const again = await counter.count(() => validateSessionToken(database.db, token, later(now, SESSION_CACHE_TTL_MS - 1)));
    expect(again.result?.viewer).toEqual(first.result?.viewer);
    expect(again.statements).toHaveLength(0);

    const after = await counter.count(() => validateSessionToken(database.db, token, later(now, SESSION_CACHE_TTL_MS)));
    expect(after.result?.viewer.id).toBe(account.id);
    expect(after.statements.length).toBeGreaterThan(0);
  });

  it("forgets a session at logout, before the window ends", async () => {
    const now = new Date();
    const { token } = await createSession(database.db, account.id, now);
    expect(await validateSessionToken(database.db, token, now)).not.toBeNull();
    await invalidateSession(database.db, token);
    expect(await validateSessionToken(database.db, token, later(now, 1))).toBeNull();
  });
});
