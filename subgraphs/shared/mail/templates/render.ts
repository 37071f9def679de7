/**
 * Renders an outbox message in the recipient's language as plain text and HTML. Every message is built from the same
 * blocks (greeting, paragraphs, one action with its link, notes, sign-off, footer), so the two parts say the same.
 */
import escapeHtml from "escape-html";
import type { UiLanguageCode } from "../../options.js";
import { EMAIL_PREFERENCES_PATH, OPTIONAL_KINDS, type MailKind, type MailParams } from "../messages.js";
import { en } from "./en.js";
import { zhHans } from "./zh-Hans.js";
import { zhHant } from "./zh-Hant.js";
import type { MailWords } from "./words.js";

export const MAIL_WORDS: Record<UiLanguageCode, MailWords> = { en, "zh-Hant": zhHant, "zh-Hans": zhHans };

export interface RenderContext {
  language: UiLanguageCode;
  firstName: string | null;
  /** Where links lead (PUBLIC_URL). */
  origin: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  /** A link to the person's email preferences, for messages they can switch off (also the List-Unsubscribe header). */
  preferencesUrl: string | null;
  /** Files attached to the message (an event's .ics), content in base64. */
  attachments: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

interface Blocks {
  subject: string;
  paragraphs: string[];
  /** A list after the paragraphs (a digest's notifications), each item with its own link. */
  items?: { text: string; url: string }[];
  action?: { label: string; url: string };
  notes?: string[];
  attachments?: MailAttachment[];
}

/** A moment as the reader writes it, in UTC (the person's zone is not known). */
const dateTimeOf = (iso: string, w: MailWords) =>
  new Intl.DateTimeFormat(w.dateTimeLocale, { dateStyle: "long", timeStyle: "short", timeZone: "UTC" }).format(new Date(iso));
const dateOf = (iso: string, w: MailWords) =>
  new Intl.DateTimeFormat(w.dateTimeLocale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(iso));
/** A statement's month ("2026-11") as "November 2026" in the reader's words. */
const monthOf = (month: string, w: MailWords) =>
  new Intl.DateTimeFormat(w.dateTimeLocale, { year: "numeric", month: "long", timeZone: "UTC" }).format(new Date(`${month}-01T00:00:00Z`));
const moneyOf = (cents: number, currency: string, w: MailWords) =>
  new Intl.NumberFormat(w.dateTimeLocale, { style: "currency", currency }).format(cents / 100);

function blocksOf<K extends MailKind>(kind: K, params: MailParams[K], w: MailWords, origin: string): Blocks {
  const link = (path: string, query: Record<string, string> = {}) => {
    const url = new URL(path, origin);
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
    return url.toString();
  };
  const p = params as MailParams[MailKind];
  switch (kind) {
    case "verify-email": {
      const { token, expiresInMinutes } = p as MailParams["verify-email"];
      const m = w["verify-email"];
      return {
        subject: m.subject,
        paragraphs: [m.intro],
        action: { label: m.action, url: link("/verify-email", { token }) },
        notes: [m.expires(w.duration(expiresInMinutes)), m.notYou],
      };
    }
    case "password-reset": {
      const { token, expiresInMinutes } = p as MailParams["password-reset"];
      const m = w["password-reset"];
      return {
        subject: m.subject,
        paragraphs: [m.intro],
        action: { label: m.action, url: link("/reset-password", { token }) },
        notes: [m.expires(w.duration(expiresInMinutes)), m.notYou],
      };
    }
    case "password-changed": {
      const { at } = p as MailParams["password-changed"];
      const m = w["password-changed"];
      const when = dateTimeOf(at, w);
      return {
        subject: m.subject,
        paragraphs: [m.body(when)],
        action: { label: m.action, url: link("/forgot-password") },
        notes: [m.notYou],
      };
    }
    case "email-change-confirm": {
      const { token, expiresInMinutes, newEmail } = p as MailParams["email-change-confirm"];
      const m = w["email-change-confirm"];
      return {
        subject: m.subject,
        paragraphs: [m.intro(newEmail)],
        action: { label: m.action, url: link("/confirm-email-change", { token }) },
        notes: [m.expires(w.duration(expiresInMinutes)), m.notYou],
      };
    }
    case "email-change-requested": {
      const { newEmail } = p as MailParams["email-change-requested"];
      const m = w["email-change-requested"];
      return {
        subject: m.subject,
        paragraphs: [m.body(newEmail)],
        action: { label: m.action, url: link("/settings#settings-security") },
        notes: [m.notYou],
      };
    }
    case "email-changed": {
      const { newEmail, at } = p as MailParams["email-changed"];
      const m = w["email-changed"];
      return {
        subject: m.subject,
        paragraphs: [m.body(newEmail, dateTimeOf(at, w))],
        action: { label: m.action, url: link("/forgot-password") },
        notes: [m.notYou],
      };
    }
    case "job-application-status": {
      const { jobTitle, employerName, status } = p as MailParams["job-application-status"];
      const m = w["job-application-status"];
      return {
        subject: m.subject(jobTitle, employerName),
        paragraphs: [m.body(jobTitle, employerName, m.statuses[status] ?? status)],
        action: { label: m.action, url: link("/applications") },
      };
    }
    case "programme-application-status": {
      const { programmeTitle, status } = p as MailParams["programme-application-status"];
      const m = w["programme-application-status"];
      return {
        subject: m.subject(programmeTitle),
        paragraphs: [m.body(programmeTitle, m.statuses[status] ?? status)],
        action: { label: m.action, url: link("/programmes/student/my-programmes") },
      };
    }
    case "order-confirmed": {
      const { courseTitle, orderReference, plan, accessEndsAt } = p as MailParams["order-confirmed"];
      const m = w["order-confirmed"];
      return {
        subject: m.subject(courseTitle),
        paragraphs: [m.body(courseTitle, orderReference, plan), m.access(dateOf(accessEndsAt, w))],
        action: { label: m.action, url: link("/courses/my-learning") },
      };
    }
    case "isa-statement-issued": {
      const q = p as MailParams["isa-statement-issued"];
      const m = w["isa-statement-issued"];
      const month = monthOf(q.month, w);
      return {
        subject: m.subject(q.courseTitle, month),
        paragraphs: [
          m.body(q.courseTitle, q.statementReference, month),
          q.amountCents > 0 ? m.amountDue(moneyOf(q.amountCents, q.currency, w), dateOf(q.collectionDate, w)) : m.nothingDue,
          ...(q.written > 1 ? [m.caughtUp(q.written)] : []),
        ],
        action: { label: m.action, url: link("/courses/my-learning") },
      };
    }
    case "event-registration": {
      const q = p as MailParams["event-registration"];
      const m = w["event-registration"];
      return {
        subject: m.subject(q.status, q.eventTitle),
        paragraphs: [m.body(q.status, q.eventTitle), `${m.when(dateTimeOf(q.startsAt, w))}\n${m.where(q.location)}`],
        action: { label: m.action, url: link(`/events/${encodeURIComponent(q.eventId)}`) },
        notes: q.calendar ? [m.calendarAttached] : [],
        attachments: q.calendar
          ? [
              {
                filename: "event.ics",
                contentType: "text/calendar; charset=utf-8; method=PUBLISH",
                content: Buffer.from(q.calendar).toString("base64"),
              },
            ]
          : [],
      };
    }
    case "forum-digest": {
      const q = p as MailParams["forum-digest"];
      const m = w["forum-digest"];
      const more = q.unread - q.items.length;
      return {
        subject: m.subject(q.unread),
        paragraphs: [m.intro(q.unread)],
        items: q.items.map((i) => ({
          text: m.item(i.type, i.postTitle, i.classTitle),
          url: link(`/forum/post/${encodeURIComponent(i.postId)}`),
        })),
        notes: more > 0 ? [m.more(more)] : [],
        action: { label: m.action, url: link("/forum/notifications") },
      };
    }
    default:
      throw new Error(`No template for the message kind ${String(kind)}.`);
  }
}

export function renderMail<K extends MailKind>(kind: K, params: MailParams[K], ctx: RenderContext): RenderedMail {
  const w = MAIL_WORDS[ctx.language] ?? en;
  const b = blocksOf(kind, params, w, ctx.origin);
  const preferencesUrl = OPTIONAL_KINDS.has(kind) ? new URL(EMAIL_PREFERENCES_PATH, ctx.origin).toString() : null;
  const footer = [w.whyYouGetThis, ...(preferencesUrl ? [`${w.preferences}: ${preferencesUrl}`] : [])];

  const text = [
    w.greeting(ctx.firstName),
    ...b.paragraphs,
    ...(b.items?.length ? [b.items.map((i) => `- ${i.text}\n  ${i.url}`).join("\n")] : []),
    ...(b.action ? [`${b.action.label}:\n${b.action.url}`] : []),
    ...(b.notes ?? []),
    `— ${w.signOff}`,
    "--",
    ...footer,
  ].join("\n\n");

  const para = (s: string) => `<p style="margin:0 0 16px">${escapeHtml(s).replaceAll("\n", "<br>")}</p>`;
  const list = b.items?.length
    ? `<ul style="margin:0 0 16px;padding-left:20px">${b.items.map((i) => `<li style="margin:0 0 6px"><a href="${escapeHtml(i.url)}">${escapeHtml(i.text)}</a></li>`).join("")}</ul>`
    : "";
  const small = (s: string) => `<p style="margin:0 0 8px;color:#555;font-size:13px">${s}</p>`;
  const action = b.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(b.action.url)}" style="background:#1c7ed6;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(b.action.label)}</a></p>` +
      small(`${escapeHtml(w.orCopyLink)}<br><a href="${escapeHtml(b.action.url)}">${escapeHtml(b.action.url)}</a>`)
    : "";
  const html = `<!doctype html>
<html lang="${escapeHtml(w.htmlLang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(b.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:-apple-system,'Segoe UI',Roboto,'Noto Sans',sans-serif;color:#1a1b1e;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:32px">
<p style="margin:0 0 24px;font-weight:700;font-size:18px">TalentForge</p>
${para(w.greeting(ctx.firstName))}
${b.paragraphs.map(para).join("\n")}
${list}
${action}
${(b.notes ?? []).map((n) => small(escapeHtml(n))).join("\n")}
${para(`— ${w.signOff}`)}
</div>
<div style="max-width:560px;margin:16px auto 0;color:#666;font-size:12px">
<p style="margin:0 0 4px">${escapeHtml(w.whyYouGetThis)}</p>
${preferencesUrl ? `<p style="margin:0"><a href="${escapeHtml(preferencesUrl)}">${escapeHtml(w.preferences)}</a></p>` : ""}
</div>
</body></html>`;
  return { subject: b.subject, text, html, preferencesUrl, attachments: b.attachments ?? [] };
}
