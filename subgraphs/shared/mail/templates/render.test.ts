import { describe, expect, it } from "vitest";
import { UI_LANGUAGES } from "../../options.js";
import { MAIL_KINDS, type MailKind, type MailParams } from "../messages.js";
import { renderMail } from "./render.js";

const samples: { [K in MailKind]: MailParams[K] } = {
  "verify-email": { token: "abcdefghijklmnopqrstuvwxyz234567", expiresInMinutes: 2880 },
  "password-reset": { token: "abcdefghijklmnopqrstuvwxyz234567", expiresInMinutes: 30 },
  "password-changed": { at: "2026-11-28T10:15:00.000Z" },
  "job-application-status": { applicationId: "a1", jobTitle: "Data <Analyst>", employerName: "Acme & Co", status: "INTERVIEWING" },
  "programme-application-status": { applicationId: "p1", programmeTitle: "KYouth 2025", status: "ONLINE_ASSESSMENT" },
  "order-confirmed": { orderReference: "TF-7K2QX9", courseTitle: "M1 SQL", plan: "UPFRONT", accessEndsAt: "2027-02-26T00:00:00.000Z" },
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

  it("puts the token in the link, encoded", () => {
    const mail = renderMail("verify-email", samples["verify-email"], { ...ctx, language: "en" });
    expect(mail.text).toContain("https://talentforge.example/verify-email?token=abcdefghijklmnopqrstuvwxyz234567");
  });

  it("has no preference link on account and transactional messages", () => {
    for (const kind of MAIL_KINDS) expect(renderMail(kind, samples[kind], { ...ctx, language: "en" }).preferencesUrl).toBeNull();
  });
});
