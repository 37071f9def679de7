/**
 * Where rendered messages go: an SMTP server (SMTP_URL, through nodemailer), or outside production the dev mailbox
 * table, read on the /dev/mailbox page. Production without SMTP_URL has no transport: messages wait in the outbox
 * until one is configured, and start-up says so.
 */
import nodemailer from "nodemailer";
import { parseConnectionUrl } from "nodemailer/lib/shared/index.js";
import { devMailbox } from "../../drizzle/schema/mail.js";
import type { Db } from "../../subgraphs/shared/db.js";
import { isProduction, publicOrigin } from "../../subgraphs/shared/env.js";

export interface OutgoingMail {
  outboxId: string;
  /** Stable per outbox row (rules/delivery.ts messageIdOf). */
  messageId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  attachments?: { filename: string; contentType: string; content: string }[];
}

export interface MailTransport {
  /** "smtp" or "dev-mailbox": said at start-up and in logs. */
  kind: "smtp" | "dev-mailbox";
  /** Resolves once the message is accepted; throws what the server answered (an SMTP 5xx is permanent). */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** The sender: MAIL_FROM, or no-reply at the public host. */
export function mailFrom(): string {
  return process.env.MAIL_FROM ?? `TalentForge <no-reply@${new URL(publicOrigin()).hostname}>`;
}

/** The domain of Message-IDs: the sender's. */
export function messageIdDomain(): string {
  const from = mailFrom();
  return /@([^>\s]+)/.exec(from)?.[1] ?? "talentforge.localhost";
}

export function smtpTransport(url: string): MailTransport {
  // A pool keeps a connection open across a batch. The timeouts are well inside a claim's lease (LEASE_MS), so a stalled
  // server fails the attempt before another process may take the message.
  const transporter = nodemailer.createTransport({
    ...parseConnectionUrl(url),
    pool: true,
    maxConnections: 2,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  const from = mailFrom();
  return {
    kind: "smtp",
    async send(mail) {
      await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: mail.messageId,
        headers: mail.headers,
        attachments: mail.attachments?.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: Buffer.from(a.content, "base64"),
        })),
      });
    },
    close() {
      transporter.close();
    },
  };
}

/** Keeps messages in the database instead of sending them; sending one outbox row twice keeps it once. */
export function devMailboxTransport(db: Db): MailTransport {
  return {
    kind: "dev-mailbox",
    async send(mail) {
      await db
        .insert(devMailbox)
        .values({
          outboxId: mail.outboxId,
          toAddress: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          attachments: mail.attachments ?? [],
        })
        .onConflictDoNothing({ target: devMailbox.outboxId });
    },
    close() {},
  };
}

/** SMTP_URL when set; otherwise the dev mailbox outside production; in production without SMTP_URL, none. */
export function mailTransportFromEnv(db: Db): MailTransport | null {
  const url = process.env.SMTP_URL?.trim();
  if (url) return smtpTransport(url);
  return isProduction() ? null : devMailboxTransport(db);
}
