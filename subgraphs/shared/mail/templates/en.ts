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
  "email-change-confirm": {
    subject: "Confirm your new email address",
    intro: (email) =>
      `You asked to use ${email} for your TalentForge account. Confirm it with the link below; until then your account keeps its current address.`,
    action: "Confirm my new address",
    expires: (d) => `The link works once and expires in ${d}.`,
    notYou: "If you did not ask for this, ignore this email: nothing changes.",
  },
  "email-change-requested": {
    subject: "A change of your email address was asked for",
    body: (email) =>
      `Someone logged in to your TalentForge account asked to change its email address to ${email}. It changes only when the link sent to that address is opened.`,
    notYou: "If it was not you, change your password now and log out everywhere in Settings: the change then cannot be confirmed.",
    action: "Open my settings",
  },
  "email-changed": {
    subject: "Your email address was changed",
    body: (email, at) =>
      `The email address of your TalentForge account was changed to ${email} on ${at} (UTC). This address no longer receives its emails.`,
    notYou: "If you did not do this, reply to this email or contact support at once.",
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
  "isa-statement-issued": {
    subject: (course, month) => `Your ISA statement for ${month}: ${course}`,
    body: (course, reference, month) => `Your income share agreement for ${course} has a new statement for ${month} (${reference}).`,
    amountDue: (amount, date) => `Amount due: ${amount}, collected on ${date}.`,
    nothingDue: "Nothing is due this month.",
    caughtUp: (count) => `${count} statements were issued at once; this email shows the latest. All of them are on your learning page.`,
    action: "See my statements",
  },
  "event-registration": {
    subject: (status, event) =>
      status === "WAITLISTED"
        ? `You are on the waitlist: ${event}`
        : status === "PROMOTED"
          ? `A place opened up: ${event}`
          : `You are registered: ${event}`,
    body: (status, event) =>
      status === "WAITLISTED"
        ? `${event} is full, so you are on its waitlist. If a place frees up, it is yours and we will email you.`
        : status === "PROMOTED"
          ? `A place at ${event} freed up and it is now yours: you are registered.`
          : `You are registered for ${event}.`,
    when: (at) => `When: ${at} (UTC)`,
    where: (place) => `Where: ${place ?? "Online"}`,
    calendarAttached: "The attached calendar file (.ics) adds the event to your calendar.",
    action: "See the event",
  },
  "forum-digest": {
    subject: (unread) => (unread === 1 ? "1 unread forum notification" : `${unread} unread forum notifications`),
    intro: (unread) =>
      unread === 1
        ? "You have 1 unread notification in the forum from the last day:"
        : `You have ${unread} unread notifications in the forum from the last day:`,
    item: (type, post, classTitle) => {
      const on = classTitle ? `"${post}" (${classTitle})` : `"${post}"`;
      switch (type) {
        case "NEW_COMMENT":
          return `New comment on ${on}`;
        case "NEW_REPLY":
          return `New reply on ${on}`;
        case "POST_UPDATED":
          return `A post you follow was updated: ${on}`;
        case "POST_HAVE_ANSWER":
          return `A question you follow has an answer: ${on}`;
        case "NEW_CLASSROOM_ANNOUNCEMENT_POST":
          return `New class announcement: ${on}`;
        case "NEW_SUPPORT_POST":
          return `New support question: ${on}`;
        case "REPORT_SUBMITED":
          return `New report about ${on}`;
        case "CONTENT_REPORTED_HIDDEN":
          return `Your content was hidden after reports: ${on}`;
        case "CONTENT_DELETED":
          return `Your content was removed: ${on}`;
        default:
          return on;
      }
    },
    more: (count) => `…and ${count} more.`,
    action: "Open my notifications",
  },
};
