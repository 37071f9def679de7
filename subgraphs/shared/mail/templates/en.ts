import type { MailWords } from "./words.js";

export const en: MailWords = {
  htmlLang: "en",
  greeting: (firstName) => (firstName ? `Hi ${firstName},` : "Hi,"),
  signOff: "The TalentForge team",
  whyYouGetThis: "You are receiving this email because you have a TalentForge account.",
  preferences: "Choose which emails you get",
  orCopyLink: "Or copy this link into your browser:",
  duration: (minutes) =>
    minutes % 60 === 0 ? `${minutes / 60} hour${minutes === 60 ? "" : "s"}` : `${minutes} minute${minutes === 1 ? "" : "s"}`,
  dateTimeLocale: "en-GB",
  "verify-email": {
    subject: "Confirm your email address",
    intro: "Please confirm that this is your email address, so that we can keep you up to date and help you recover your account.",
    action: "Confirm my email address",
    expires: (d) => `The link works once and expires in ${d}.`,
    notYou: "If you did not create a TalentForge account, you can ignore this email.",
  },
  "password-reset": {
    subject: "Reset your password",
    intro: "Someone asked to reset the password of your TalentForge account. Choose a new password with the link below.",
    action: "Choose a new password",
    expires: (d) => `The link works once and expires in ${d}.`,
    notYou: "If it was not you, ignore this email: your password stays as it is.",
  },
  "password-changed": {
    subject: "Your password was changed",
    body: (at) => `The password of your TalentForge account was changed on ${at} (UTC). Every other session was logged out.`,
    notYou: "If you did not do this, reset your password now and check your active sessions in Settings.",
    action: "Reset my password",
  },
  "job-application-status": {
    subject: (job, employer) => `Your application for ${job} at ${employer}`,
    body: (job, employer, status) => `Your application for ${job} at ${employer} is now: ${status}.`,
    action: "See my applications",
    statuses: {
      APPLIED: "Applied",
      REVIEWED: "Reviewed",
      INTERVIEWING: "Interviewing",
      OFFERED: "Offered",
      HIRED: "Hired",
      DECLINED: "Not selected",
      WITHDRAWN: "Withdrawn",
    },
  },
  "programme-application-status": {
    subject: (programme) => `Your application to ${programme}`,
    body: (programme, status) => `Your application to ${programme} is now: ${status}.`,
    action: "See my programmes",
    statuses: {
      SUBMITTED: "Submitted",
      ONLINE_ASSESSMENT: "Online assessment",
      INTERVIEW: "Interview",
      OFFERED: "Offered a place",
      ACCEPTED: "Accepted",
      REJECTED: "Not selected",
      WITHDRAWN: "Withdrawn",
    },
  },
  "order-confirmed": {
    subject: (course) => `You have access to ${course}`,
    body: (course, reference, plan) =>
      plan === "ISA"
        ? `Your income share agreement for ${course} (order ${reference}) is approved, and your access has started.`
        : `We received your payment for ${course} (order ${reference}), and your access has started.`,
    access: (until) => `Your access lasts until ${until} (UTC).`,
    action: "Start learning",
  },
};
