/**
 * Email: the outbox every domain writes to in the transaction that causes a message, and the dev mailbox where
 * messages are kept instead of sent outside production when no SMTP server is configured. Infrastructure shared by
 * every domain (like a job queue's tables), so any subgraph's transaction may insert into the outbox.
 */
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgSchema, text, timestamp, uuid } from "drizzle-orm/pg-core";

export const mail = pgSchema("mail");

export const outboxStatusEnum = mail.enum("outbox_status", ["pending", "sent", "failed", "skipped"]);

export const outbox = mail.table(
  "outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Which message (subgraphs/shared/mail/messages.ts); its template renders `params` in the recipient's language. */
    kind: text("kind").notNull(),
    /** The account it is for: address and language are looked up when it is sent. */
    recipientId: uuid("recipient_id"),
    /** Set when the message goes to an address that is not (yet) the account's, e.g. a new address to confirm. */
    toAddress: text("to_address"),
    /** Set when the language is known at writing (a sign-up in progress); otherwise the recipient's interface language. */
    language: text("language"),
    params: jsonb("params")
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** One message per cause: a second write with the same key is ignored (e.g. one digest per person per day). */
    dedupeKey: text("dedupe_key").unique("outbox_dedupe_key"),
    status: outboxStatusEnum("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** A worker's claim: until then no other process takes the message (a crashed worker's claim runs out). */
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    leasedBy: text("leased_by"),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    // The worker's claim reads pending messages by due time; sent ones are never scanned.
    index("outbox_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index("outbox_recipient_idx").on(t.recipientId, t.createdAt),
    // The purge finds old settled messages by status and age (router/mail/purge.ts).
    index("outbox_status_created_idx").on(t.status, t.createdAt),
  ],
);

/** Messages kept instead of sent (development, demos, tests); read on the dev mailbox page. */
export const devMailbox = mail.table(
  "dev_mailbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    outboxId: uuid("outbox_id").notNull().unique("dev_mailbox_outbox_key"),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    /** Attachments' names, types and base64 content (an event's .ics). */
    attachments: jsonb("attachments")
      .$type<{ filename: string; contentType: string; content: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("dev_mailbox_created_idx").on(t.createdAt), index("dev_mailbox_to_idx").on(t.toAddress, t.createdAt)],
);
