import { describe, expect, it } from "vitest";
import { UI_LANGUAGES } from "../../options.js";
import { MAIL_KINDS, type MailKind, type MailParams } from "../messages.js";
import { renderMail } from "./render.js";

const samples: { [K in MailKind]: MailParams[K] } = {
  "verify-email": { token: "abcdefghijklmnopqrstuvwxyz234567", expiresInMinutes: 2880 },
  "password-reset": { token: "abcdefghijklmnopqrstuvwxyz234567", expiresInMinutes: 30 },
  "password-changed": { at: "2026-11-28T10:15:00.000Z" },
  "email-change-confirm": { token: "abcdefghijklmnopqrstuvwxyz234567", expiresInMinutes: 1440, newEmail: "mei@new.example" },
  "email-change-requested": { newEmail: "mei@new.example" },
  "email-changed": { newEmail: "mei@new.example", at: "2026-11-28T10:15:00.000Z" },
  "job-application-status": { applicationId: "a1", jobTitle: "Data <Analyst>", employerName: "Acme & Co", status: "INTERVIEWING" },
  "programme-application-status": { applicationId: "p1", programmeTitle: "KYouth 2025", status: "ONLINE_ASSESSMENT" },
  "order-confirmed": { orderReference: "TF-7K2QX9", courseTitle: "M1 SQL", plan: "UPFRONT", accessEndsAt: "2027-02-26T00:00:00.000Z" },
  "isa-statement-issued": {
    orderReference: "TF-7K2QX9",
    courseTitle: "M1 SQL",
    statementReference: "TF-7K2QX9-202611",
    month: "2026-11",
    amountCents: 45_000,
    currency: "USD",
    collectionDate: "2026-11-01",
    written: 1,
  },
  "event-registration": {
    eventId: "kl-career-fair",
    eventTitle: "KL Career Fair",
    startsAt: "2026-12-12T02:00:00.000Z",
    location: "KLCC, Kuala Lumpur",
    status: "REGISTERED",
    calendar: "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n",
  },
  "forum-digest": {
    unread: 7,
    items: [
      { type: "NEW_COMMENT", postId: "p-1", postTitle: "How do I <join> tables?", classTitle: null },
      { type: "NEW_CLASSROOM_ANNOUNCEMENT_POST", postId: "p-2", postTitle: "Week 3", classTitle: "SQL 101" },
    ],
  },
};
const ctx = { firstName: "Mei", origin: "https://talentforge.example" };

describe("every message in every interface language", () => {
  for (const kind of MAIL_KINDS)
    for (const language of UI_LANGUAGES)
      it(`${kind} in ${language} has a subject, a text part and an HTML part that say the same`, () => {
        const mail = renderMail(kind, samples[kind], { ...ctx, language });
        expect(mail.subject.length).toBeGreaterThan(3);
        expect(mail.html).toContain(`lang="${language}"`);
        // The action's link is in both parts.
        const link = /https:\/\/talentforge\.example\/\S+/.exec(mail.text)?.[0];
        expect(link).toBeDefined();
        expect(mail.html).toContain(link!.replaceAll("&", "&amp;"));
      });
});

describe("message contents", () => {
  it("escapes what people typed in the HTML part and keeps it as typed in the text", () => {
    const mail = renderMail("job-application-status", samples["job-application-status"], { ...ctx, language: "en" });
    expect(mail.html).toContain("Data &lt;Analyst&gt;");
    expect(mail.html).not.toContain("<Analyst>");
    expect(mail.text).toContain("Data <Analyst> at Acme & Co is now: Interviewing.");
  });

  it("says until when a confirmed order's access lasts, and how it was paid for", () => {
    const upfront = renderMail("order-confirmed", samples["order-confirmed"], { ...ctx, language: "en" });
    expect(upfront.text).toContain("We received your payment for M1 SQL (order TF-7K2QX9)");
    expect(upfront.text).toContain("until 26 February 2027");
    const isa = renderMail("order-confirmed", { ...samples["order-confirmed"], plan: "ISA" }, { ...ctx, language: "zh-Hant" });
    expect(isa.text).toContain("收入分成協議");
  });

  it("names a programme application's stage in the reader's words", () => {
    expect(
      renderMail("programme-application-status", samples["programme-application-status"], { ...ctx, language: "zh-Hans" }).text,
    ).toContain("在线评估");
  });

  it("says how long a link works in the reader's words", () => {
    expect(renderMail("password-reset", samples["password-reset"], { ...ctx, language: "en" }).text).toContain("expires in 30 minutes");
    expect(renderMail("verify-email", samples["verify-email"], { ...ctx, language: "zh-Hant" }).text).toContain("48 小時");
  });

  it("greets by first name, or without one", () => {
    expect(renderMail("password-changed", samples["password-changed"], { ...ctx, language: "en" }).text).toMatch(/^Hi Mei,/);
    expect(renderMail("password-changed", samples["password-changed"], { ...ctx, firstName: null, language: "zh-Hans" }).text).toMatch(
      /^你好：/,
    );
  });

  it("dates a password change in UTC in the reader's language", () => {
    expect(renderMail("password-changed", samples["password-changed"], { ...ctx, language: "en" }).text).toContain(
      "28 November 2026 at 10:15 (UTC)",
    );
  });

  it("a change of email: the link to the new address, the notices name the new one", () => {
    const confirm = renderMail("email-change-confirm", samples["email-change-confirm"], { ...ctx, language: "en" });
    expect(confirm.text).toContain("https://talentforge.example/confirm-email-change?token=abcdefghijklmnopqrstuvwxyz234567");
    expect(confirm.text).toContain("expires in 24 hours");
    expect(renderMail("email-change-requested", samples["email-change-requested"], { ...ctx, language: "zh-Hant" }).text).toContain(
      "mei@new.example",
    );
    expect(renderMail("email-changed", samples["email-changed"], { ...ctx, language: "en" }).text).toContain(
      "changed to mei@new.example on 28 November 2026 at 10:15 (UTC)",
    );
  });

  it("puts the token in the link, encoded", () => {
    const mail = renderMail("verify-email", samples["verify-email"], { ...ctx, language: "en" });
    expect(mail.text).toContain("https://talentforge.example/verify-email?token=abcdefghijklmnopqrstuvwxyz234567");
  });

  it("has a preference link on optional messages only (the digest), in both parts", () => {
    for (const kind of MAIL_KINDS) {
      const mail = renderMail(kind, samples[kind], { ...ctx, language: "en" });
      if (kind === "forum-digest") {
        expect(mail.preferencesUrl).toBe("https://talentforge.example/settings#settings-email");
        expect(mail.text).toContain("Choose which emails you get: https://talentforge.example/settings#settings-email");
        expect(mail.html).toContain('href="https://talentforge.example/settings#settings-email"');
      } else expect(mail.preferencesUrl).toBeNull();
    }
  });

  it("gives an ISA statement's month, amount due and collection date in the reader's words", () => {
    const en = renderMail("isa-statement-issued", samples["isa-statement-issued"], { ...ctx, language: "en" });
    expect(en.subject).toBe("Your ISA statement for November 2026: M1 SQL");
    expect(en.text).toContain("(TF-7K2QX9-202611)");
    expect(en.text).toContain("Amount due: US$450.00, collected on 1 November 2026.");
    const nothing = renderMail(
      "isa-statement-issued",
      { ...samples["isa-statement-issued"], amountCents: 0, written: 3 },
      { ...ctx, language: "zh-Hans" },
    );
    expect(nothing.text).toContain("本月无须付款");
    expect(nothing.text).toContain("3 张账单");
  });

  it("attaches the event's calendar file to a registration with a place, not to a waitlist place", () => {
    const registered = renderMail("event-registration", samples["event-registration"], { ...ctx, language: "en" });
    expect(registered.subject).toBe("You are registered: KL Career Fair");
    expect(registered.text).toContain("Where: KLCC, Kuala Lumpur");
    expect(registered.attachments).toEqual([
      {
        filename: "event.ics",
        contentType: "text/calendar; charset=utf-8; method=PUBLISH",
        content: Buffer.from(samples["event-registration"].calendar!).toString("base64"),
      },
    ]);
    const waiting = renderMail(
      "event-registration",
      { ...samples["event-registration"], status: "WAITLISTED", calendar: null, location: null },
      { ...ctx, language: "zh-Hant" },
    );
    expect(waiting.subject).toBe("你已列入候補名單：KL Career Fair");
    expect(waiting.text).toContain("地點：網上");
    expect(waiting.attachments).toEqual([]);
  });

  it("lists a digest's newest notifications with links, escaped, and counts the rest", () => {
    const mail = renderMail("forum-digest", samples["forum-digest"], { ...ctx, language: "en" });
    expect(mail.subject).toBe("7 unread forum notifications");
    expect(mail.text).toContain('- New comment on "How do I <join> tables?"\n  https://talentforge.example/forum/post/p-1');
    expect(mail.text).toContain('New class announcement: "Week 3" (SQL 101)');
    expect(mail.text).toContain("…and 5 more.");
    expect(mail.html).toContain("How do I &lt;join&gt; tables?");
    expect(mail.html).toContain('href="https://talentforge.example/forum/notifications"');
  });
});
