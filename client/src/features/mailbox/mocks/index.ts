/**
 * The mock backend's dev mailbox: a few messages like those the server keeps (a verification email, a password reset
 * in Traditional Chinese, a job application's news with a calendar file), newest first, paged as the router pages
 * them. `addMockMail` keeps another, for mock flows that send one.
 */
import { DEV_MAILBOX_PAGE_SIZE } from "@server/shared/page-size";
import { demoAccount } from "../../../mocks/fixtures";
import type { MailMessage, MailPage } from "../lib/api";

const MINUTE = 60_000;

/** Where the messages' links lead: this site, so that they can be followed in mock mode ("valid-token" works there). */
const origin = () => (typeof window === "undefined" ? "http://localhost" : window.location.origin);

function html(lang: string, subject: string, paragraphs: string[], action?: { label: string; url: string }): string {
  const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
  const button = action
    ? `<p style="margin:24px 0"><a href="${escape(action.url)}" style="background:#1c7ed6;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escape(action.label)}</a></p>`
    : "";
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${escape(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:sans-serif;color:#1a1b1e;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:32px">
<p style="margin:0 0 24px;font-weight:700;font-size:18px">TalentForge</p>
${paragraphs.map((p) => `<p style="margin:0 0 16px">${escape(p)}</p>`).join("\n")}
${button}
</div>
</body></html>`;
}

function samples(): MailMessage[] {
  const now = Date.now();
  const at = (minutesAgo: number) => new Date(now - minutesAgo * MINUTE).toISOString();
  const verify = `${origin()}/verify-email?token=valid-token`;
  const reset = `${origin()}/reset-password?token=valid-token`;
  const applications = `${origin()}/applications`;
  // Sent to the demo student and recruiter (the server's demo accounts), greeted by first name as the server's templates do.
  const student = demoAccount("student");
  const recruiter = demoAccount("recruiter");
  return [
    {
      id: "6f1c2f4e-5b1d-4c53-9a39-0a4c1b2e7d01",
      to: student.email,
      subject: "Confirm your email address",
      text: `Hi ${student.firstName},\n\nPlease confirm that this is your email address, so that we can keep you up to date and help you recover your account.\n\nConfirm my email address:\n${verify}\n\nThe link works once and expires in 24 hours.\n\n— The TalentForge team`,
      html: html(
        "en",
        "Confirm your email address",
        [
          `Hi ${student.firstName},`,
          "Please confirm that this is your email address, so that we can keep you up to date and help you recover your account.",
        ],
        { label: "Confirm my email address", url: verify },
      ),
      attachments: [],
      createdAt: at(3),
    },
    {
      id: "6f1c2f4e-5b1d-4c53-9a39-0a4c1b2e7d02",
      to: recruiter.email,
      subject: "重設你的密碼",
      text: `${recruiter.firstName}，你好：\n\n有人要求重設你的 TalentForge 帳戶密碼。請用以下連結選擇新密碼。\n\n選擇新密碼：\n${reset}\n\n連結只可使用一次，1 小時後失效。\n\n— TalentForge 團隊`,
      html: html(
        "zh-Hant",
        "重設你的密碼",
        [`${recruiter.firstName}，你好：`, "有人要求重設你的 TalentForge 帳戶密碼。請用以下連結選擇新密碼。"],
        {
          label: "選擇新密碼",
          url: reset,
        },
      ),
      attachments: [],
      createdAt: at(42),
    },
    {
      id: "6f1c2f4e-5b1d-4c53-9a39-0a4c1b2e7d03",
      to: student.email,
      subject: "Your application for Junior Data Analyst at HarbourPay",
      text: `Hi ${student.firstName},\n\nYour application for Junior Data Analyst at HarbourPay is now: Interviewing.\n\nSee my applications:\n${applications}\n\nThe interview is in the attached calendar file.\n\n— The TalentForge team`,
      html: html(
        "en",
        "Your application for Junior Data Analyst at HarbourPay",
        [
          `Hi ${student.firstName},`,
          "Your application for Junior Data Analyst at HarbourPay is now: Interviewing.",
          "The interview is in the attached calendar file.",
        ],
        { label: "See my applications", url: applications },
      ),
      attachments: [{ filename: "interview.ics", contentType: "text/calendar" }],
      createdAt: at(60 * 26),
    },
  ];
}

let messages: MailMessage[] | null = null;
const kept = () => (messages ??= samples());

export function resetMockMailbox(): void {
  messages = null;
}

/** Keeps a message as the server would instead of sending it; the newest comes first. */
export function addMockMail(
  mail: Omit<MailMessage, "id" | "createdAt" | "attachments"> & Partial<Pick<MailMessage, "attachments">>,
): MailMessage {
  const message: MailMessage = {
    attachments: [],
    ...mail,
    to: mail.to.trim().toLowerCase(),
    id: globalThis.crypto.randomUUID(),
    createdAt: new Date().toISOString(),
  };
  kept().unshift(message);
  return message;
}

/** GET /dev/mail: newest first, only those to `to` (an exact address, any case), after the message `before`. */
export function mockMailPage({ to, before }: { to?: string | null; before?: string | null }): MailPage | null {
  let list = [...kept()].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
  const address = to?.trim().toLowerCase();
  if (address) list = list.filter((m) => m.to === address);
  if (before) {
    const anchor = kept().find((m) => m.id === before);
    if (!anchor) return null;
    list = list.filter((m) => m.createdAt < anchor.createdAt || (m.createdAt === anchor.createdAt && m.id < anchor.id));
  }
  return {
    messages: list
      .slice(0, DEV_MAILBOX_PAGE_SIZE)
      .map(({ id, to: address, subject, createdAt }) => ({ id, to: address, subject, createdAt })),
    hasMore: list.length > DEV_MAILBOX_PAGE_SIZE,
  };
}

/** GET /dev/mail/:id. */
export function findMockMail(id: string): MailMessage | null {
  return kept().find((m) => m.id === id) ?? null;
}
