/**
 * Writes the day's forum digests to the outbox: one message per person with unread personal notifications from the
 * period (rules/digest.ts), listing the newest few and counting all. The mail worker checks at sending whether the
 * person switched the digest off. A day is marked done once written, so the job's later turns that day cost one
 * look-up; a run cut short is finished by the next turn, and the outbox's dedupe key keeps every message once.
 */
import { and, asc, eq, gte, isNotNull, isNull, lt, lte, sql } from "drizzle-orm";
import { forumDigestRuns, forumNotifications as n } from "../../../../../drizzle/schema/forum.js";
import type { Db } from "../../../../shared/db.js";
import { log } from "../../../../shared/log.js";
import { DIGEST_ITEMS_MAX, enqueueMails, type MailParams } from "../../../../shared/mail/index.js";
import { digestDedupeKey, digestPeriodAt } from "../rules/digest.js";

/** People written per statement. */
const BATCH = 200;

export async function writeDailyDigests(db: Db, now: Date): Promise<number> {
  const period = digestPeriodAt(now);
  const [done] = await db.select({ day: forumDigestRuns.day }).from(forumDigestRuns).where(eq(forumDigestRuns.day, period.day));
  if (done) return 0;

  const ranked = db
    .select({
      recipientId: sql<string>`${n.recipientId}`.as("recipient_id"),
      type: n.type,
      postId: n.postId,
      postTitle: n.postTitle,
      classTitle: n.classTitle,
      rank: sql<number>`row_number() over (partition by ${n.recipientId} order by ${n.createdAt} desc, ${n.id} desc)`.as("rank"),
      unread: sql<number>`count(*) over (partition by ${n.recipientId})`.as("unread"),
    })
    .from(n)
    .where(and(isNotNull(n.recipientId), isNull(n.recipientReadAt), gte(n.createdAt, period.from), lt(n.createdAt, period.to)))
    .as("ranked");
  const rows = await db.select().from(ranked).where(lte(ranked.rank, DIGEST_ITEMS_MAX)).orderBy(asc(ranked.recipientId), asc(ranked.rank));

  const digests = new Map<string, MailParams["forum-digest"]>();
  for (const r of rows) {
    const d = digests.get(r.recipientId) ?? { unread: Number(r.unread), items: [] };
    d.items.push({ type: r.type, postId: r.postId, postTitle: r.postTitle, classTitle: r.classTitle });
    digests.set(r.recipientId, d);
  }

  let written = 0;
  const people = [...digests.entries()];
  for (let i = 0; i < people.length; i += BATCH) {
    written += await enqueueMails(
      db,
      people.slice(i, i + BATCH).map(([recipientId, params]) => ({
        kind: "forum-digest" as const,
        recipientId,
        params,
        dedupeKey: digestDedupeKey(recipientId, period.day),
      })),
    );
  }
  await db.insert(forumDigestRuns).values({ day: period.day, written, finishedAt: now }).onConflictDoNothing();
  if (written) log.info({ day: period.day, written }, "forum digests written");
  return written;
}
