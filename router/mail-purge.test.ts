/**
 * The purge of old mail: sent messages after a month, failed and skipped ones after a quarter, dev mailbox copies after
 * a month; pending messages never, however old. A backlog larger than a batch goes in several statements.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { devMailbox, outbox } from "../drizzle/schema/mail.js";
import { createTestDatabase, type TestDatabase } from "../subgraphs/shared/testing/database.js";
import { DEV_MAILBOX_RETENTION_MS, PURGE_BATCH, SENT_RETENTION_MS, UNSENT_RETENTION_MS } from "../subgraphs/shared/mail/index.js";
import { purgeMail } from "./mail/purge.js";

const DAY = 24 * 3_600_000;
const now = new Date("2026-06-01T00:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

type Status = (typeof outbox.$inferInsert)["status"];
const message = (tag: string, status: Status, createdAt: Date) => ({
  kind: "password-changed",
  params: { tag },
  status,
  createdAt,
  sentAt: status === "sent" ? createdAt : null,
});

describe("purging old mail", () => {
  it("deletes old sent, failed and skipped messages and old dev mailbox copies, keeps pending and recent ones", async () => {
    await database.db.delete(outbox);
    await database.db.delete(devMailbox);
    // More old sent messages than one statement deletes.
    const backlog = PURGE_BATCH * 2 + 500;
    await database.db.execute(sql`
      INSERT INTO mail.outbox (kind, params, status, created_at, sent_at)
      SELECT 'password-changed', '{}'::jsonb, 'sent', ${ago(SENT_RETENTION_MS + DAY)}::timestamptz - n * interval '1 second',
             ${ago(SENT_RETENTION_MS + DAY)}::timestamptz
      FROM generate_series(1, ${backlog}) AS n`);
    await database.db.insert(outbox).values([
      message("sent-recent", "sent", ago(SENT_RETENTION_MS - DAY)),
      message("failed-old", "failed", ago(UNSENT_RETENTION_MS + DAY)),
      message("skipped-old", "skipped", ago(UNSENT_RETENTION_MS + DAY)),
      // Older than a sent message is kept, younger than an unsent one is.
      message("failed-recent", "failed", ago(UNSENT_RETENTION_MS - DAY)),
      // Still to be sent, however old: never purged.
      message("pending-old", "pending", ago(UNSENT_RETENTION_MS * 2)),
      message("pending-new", "pending", now),
    ]);
    const copy = (id: string, createdAt: Date) => ({
      outboxId: id,
      toAddress: "a@b.test",
      subject: "s",
      text: "t",
      html: "<p>t</p>",
      createdAt,
    });
    await database.db
      .insert(devMailbox)
      .values([
        copy("00000000-0000-4000-8000-0000000000a1", ago(DEV_MAILBOX_RETENTION_MS + DAY)),
        copy("00000000-0000-4000-8000-0000000000a2", ago(DEV_MAILBOX_RETENTION_MS - DAY)),
      ]);

    expect(await purgeMail(database.db, now)).toEqual({ sent: backlog, unsent: 2, devMailbox: 1 });

    const left = await database.db.select({ params: outbox.params }).from(outbox);
    expect(left.map((r) => r.params.tag).sort()).toEqual(["failed-recent", "pending-new", "pending-old", "sent-recent"]);
    const kept = await database.db.select({ outboxId: devMailbox.outboxId }).from(devMailbox);
    expect(kept.map((r) => r.outboxId)).toEqual(["00000000-0000-4000-8000-0000000000a2"]);

    // A second turn finds nothing more to delete.
    expect(await purgeMail(database.db, now)).toEqual({ sent: 0, unsent: 0, devMailbox: 0 });
    expect(await database.db.select({ n: sql<number>`count(*)::int` }).from(outbox)).toEqual([{ n: 4 }]);
  });
});
