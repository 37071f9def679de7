/** Writing a message to the outbox: one insert inside the caller's transaction, so it is sent only if that commits. */
import { sql } from "drizzle-orm";
import { outbox } from "../../../drizzle/schema/mail.js";
import type { Tx } from "../db.js";
import type { UiLanguageCode } from "../options.js";
import type { MailKind, MailParams } from "./messages.js";

export interface OutboxMessage<K extends MailKind = MailKind> {
  kind: K;
  /** The account it is for (address and interface language are read when it is sent). */
  recipientId: string;
  params: MailParams[K];
  /** Another address than the account's (a new address to confirm). */
  toAddress?: string;
  /** The language when it is known now (the page the person is on); otherwise their interface language. */
  language?: UiLanguageCode;
  /** A message with a key already in the outbox is not written again. */
  dedupeKey?: string;
}

/** Adds a message to the outbox in `tx`; returns false when its dedupe key was already there. */
export async function enqueueMail<K extends MailKind>(tx: Tx, message: OutboxMessage<K>): Promise<boolean> {
  return (await enqueueMails(tx, [message])) > 0;
}

/** Adds messages in one statement (a batch of digests); returns how many were new (not already there by dedupe key). */
export async function enqueueMails(tx: Tx, messages: readonly OutboxMessage[]): Promise<number> {
  if (!messages.length) return 0;
  const rows = await tx
    .insert(outbox)
    .values(
      messages.map((message) => ({
        kind: message.kind,
        recipientId: message.recipientId,
        params: message.params as Record<string, unknown>,
        toAddress: message.toAddress ?? null,
        language: message.language ?? null,
        dedupeKey: message.dedupeKey ?? null,
        // The worker compares with a JavaScript Date (milliseconds); PostgreSQL's now() has microseconds, so a message
        // written within the same millisecond as a turn would otherwise look not yet due.
        nextAttemptAt: sql`date_trunc('milliseconds', now())`,
      })),
    )
    .onConflictDoNothing({ target: outbox.dedupeKey })
    .returning({ id: outbox.id });
  return rows.length;
}
