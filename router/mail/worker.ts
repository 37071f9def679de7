/**
 * Delivers the outbox. Every router process runs it; a message is claimed under a lease (an UPDATE of rows picked FOR
 * UPDATE SKIP LOCKED), so two processes never take the same one, and a process that dies mid-send leaves a claim that
 * runs out and is taken again. A message is marked sent only by the worker holding its claim. The one case of a second
 * copy is a crash between the server's acceptance and that mark; its Message-ID is the same, so mail clients drop it.
 */
import os from "node:os";
import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import { accounts } from "../../drizzle/schema/auth.js";
import { outbox } from "../../drizzle/schema/mail.js";
import type { Db } from "../../subgraphs/shared/db.js";
import { isConnectionFailure } from "../../subgraphs/shared/errors.js";
import type { ScheduledJob } from "../../subgraphs/shared/jobs.js";
import { log as processLog, type Logger } from "../../subgraphs/shared/log.js";
import {
  CLAIM_BATCH,
  LEASE_MS,
  OPTIONAL_KINDS,
  SECURITY_KINDS,
  afterFailure,
  failureKindOf,
  isMailKind,
  messageIdOf,
  renderMail,
  type MailKind,
  type MailParams,
} from "../../subgraphs/shared/mail/index.js";
import { UI_LANGUAGES, type UiLanguageCode } from "../../subgraphs/shared/options.js";
import { messageIdDomain, type MailTransport } from "./transport.js";

export interface Recipient {
  firstName: string;
  /** Interface language (en, zh-Hant, zh-Hans), when the person chose one. */
  language: string | null;
  /** The optional messages the person switched off (settings): checked when sent, so a switch works at once. */
  switchedOff: readonly string[];
}

/** Looks up people's names and languages (talent owns them); throws when talent cannot answer, and the batch waits. */
export type RecipientDirectory = (ids: string[]) => Promise<Map<string, Recipient>>;

export interface MailWorkerOptions {
  transport: MailTransport;
  recipients: RecipientDirectory;
  /** Where links in messages lead. */
  origin: string;
  logger?: Logger;
  /** This worker's name in claims (default: host, pid and a random part). */
  workerId?: string;
}

export interface DeliveryReport {
  claimed: number;
  sent: number;
  retrying: number;
  failed: number;
  skipped: number;
}

type OutboxRow = typeof outbox.$inferSelect;

const asLanguage = (value: string | null | undefined): UiLanguageCode | null =>
  (UI_LANGUAGES as readonly (string | null | undefined)[]).includes(value) ? (value as UiLanguageCode) : null;

/** Claims due messages for `workerId`: pending, due, and not under another live claim. Counts the attempt. */
async function claim(db: Db, workerId: string, now: Date, limit: number): Promise<OutboxRow[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.status, "pending"), lte(outbox.nextAttemptAt, now), or(isNull(outbox.leaseUntil), lte(outbox.leaseUntil, now))))
    .orderBy(asc(outbox.nextAttemptAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(outbox)
    .set({ leaseUntil: new Date(now.getTime() + LEASE_MS), leasedBy: workerId, attempts: sql`${outbox.attempts} + 1` })
    .where(inArray(outbox.id, due))
    .returning();
}

/** Settles a claimed message; only the claim's holder may, so a worker whose lease ran out cannot overwrite another's. */
async function settle(db: Db, row: OutboxRow, workerId: string, set: Partial<OutboxRow>): Promise<void> {
  await db
    .update(outbox)
    .set({ leaseUntil: null, leasedBy: null, ...set })
    .where(and(eq(outbox.id, row.id), eq(outbox.leasedBy, workerId)));
}

export function defaultWorkerId(): string {
  return `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
}

/** One round: claim up to a batch, render and send each, settle each. */
export async function deliverDueMail(db: Db, opts: MailWorkerOptions, now = new Date()): Promise<DeliveryReport> {
  const logger = opts.logger ?? processLog;
  const workerId = opts.workerId ?? defaultWorkerId();
  const rows = await claim(db, workerId, now, CLAIM_BATCH);
  const report: DeliveryReport = { claimed: rows.length, sent: 0, retrying: 0, failed: 0, skipped: 0 };
  if (!rows.length) return report;

  const failed = async (row: OutboxRow, err: unknown) => {
    const next = afterFailure(row.attempts, failureKindOf(err), now);
    const lastError = (err instanceof Error ? err.message : String(err)).slice(0, 500);
    if (next.state === "retry") {
      report.retrying++;
      await settle(db, row, workerId, { nextAttemptAt: next.at, lastError });
      logger.warn(
        { outboxId: row.id, kind: row.kind, attempts: row.attempts, retryAt: next.at, reason: lastError },
        "mail not sent; trying again later",
      );
    } else {
      report.failed++;
      await settle(db, row, workerId, { status: "failed", lastError });
      logger.error({ outboxId: row.id, kind: row.kind, attempts: row.attempts, reason: lastError }, "mail given up");
    }
  };

  const ids = [...new Set(rows.flatMap((r) => (r.recipientId ? [r.recipientId] : [])))];
  const owners = new Map(
    (ids.length
      ? await db
          .select({ id: accounts.id, email: accounts.email, verifiedAt: accounts.emailVerifiedAt })
          .from(accounts)
          .where(inArray(accounts.id, ids))
      : []
    ).map((a) => [a.id, a]),
  );
  let people: Map<string, Recipient>;
  try {
    people = ids.length ? await opts.recipients(ids) : new Map();
  } catch (err) {
    // Without names and languages nothing is sent this round; each message waits its backoff.
    for (const row of rows) await failed(row, err);
    return report;
  }

  for (const row of rows) {
    const skip = async (reason: string) => {
      report.skipped++;
      await settle(db, row, workerId, { status: "skipped", lastError: reason });
    };
    if (!isMailKind(row.kind)) {
      await failed(row, Object.assign(new Error(`unknown message kind ${row.kind}`), { responseCode: 550 }));
      continue;
    }
    const kind: MailKind = row.kind;
    const owner = row.recipientId ? owners.get(row.recipientId) : undefined;
    if (row.recipientId && !owner) {
      await skip("the account no longer exists");
      continue;
    }
    const to = row.toAddress ?? owner?.email;
    if (!to) {
      await skip("no address");
      continue;
    }
    if (!row.toAddress && !owner?.verifiedAt && !SECURITY_KINDS.has(kind)) {
      await skip("the address is not verified");
      continue;
    }
    const person = row.recipientId ? people.get(row.recipientId) : undefined;
    if (OPTIONAL_KINDS.has(kind) && person?.switchedOff.includes(kind)) {
      await skip("switched off by the person");
      continue;
    }
    try {
      const language = asLanguage(row.language) ?? asLanguage(person?.language) ?? "en";
      const rendered = renderMail(kind, row.params as unknown as MailParams[typeof kind], {
        language,
        firstName: person?.firstName ?? null,
        origin: opts.origin,
      });
      await opts.transport.send({
        outboxId: row.id,
        messageId: messageIdOf(row.id, messageIdDomain()),
        to,
        subject: rendered.subject,
        text: rendered.text,
        html: rendered.html,
        headers: rendered.preferencesUrl ? { "List-Unsubscribe": `<${rendered.preferencesUrl}>` } : undefined,
        attachments: rendered.attachments,
      });
    } catch (err) {
      // The database going away mid-round is not the message's fault: its claim runs out and it is taken again.
      if (isConnectionFailure(err)) throw err;
      await failed(row, err);
      continue;
    }
    report.sent++;
    await settle(db, row, workerId, { status: "sent", sentAt: now, lastError: null });
  }
  return report;
}

/** How often an idle worker looks for due messages. */
export const MAIL_POLL_MS = 1_000;
/** Rounds one turn may run back to back while full batches keep coming. */
const ROUNDS_PER_TURN = 10;

/** The outbox delivery as a scheduled job: each turn delivers until the outbox has nothing due (or ten batches). */
export function mailDeliveryJob(opts: MailWorkerOptions): ScheduledJob {
  const workerId = opts.workerId ?? defaultWorkerId();
  return {
    name: "mail: deliver the outbox",
    everyMs: MAIL_POLL_MS,
    async run(db, now) {
      for (let round = 0; round < ROUNDS_PER_TURN; round++) {
        const report = await deliverDueMail(db, { ...opts, workerId }, round === 0 ? now : new Date());
        if (report.claimed < CLAIM_BATCH) return;
      }
    },
  };
}
