/**
 * Every message the platform sends, with what its template needs. A domain writes one with `enqueueMail` inside the
 * transaction that causes it; the router's mail worker sends it (router/mail/).
 */
export interface MailParams {
  /** Sign-up, or a new link asked for: confirms the person reads the account's address. */
  "verify-email": { token: string; expiresInMinutes: number };
  /** "Forgot password": a single-use link to choose a new password. */
  "password-reset": { token: string; expiresInMinutes: number };
  /** After any change of password (by reset or in settings): tells the owner in case it was not them. */
  "password-changed": { at: string };
  /** To the new address of a change of email: the single-use link that confirms it (the address changes then). */
  "email-change-confirm": { token: string; expiresInMinutes: number; newEmail: string };
  /** To the current address when a change of email is asked for, in case it was not the owner. */
  "email-change-requested": { newEmail: string };
  /** To the former address once the change is confirmed. */
  "email-changed": { newEmail: string; at: string };
  /** An employer moved the person's job application. */
  "job-application-status": { applicationId: string; jobTitle: string; employerName: string; status: string };
  /** A course admin moved the person's programme application (assessment, interview, offer, or not selected). */
  "programme-application-status": { applicationId: string; programmeTitle: string; status: string };
  /** A course admin confirmed the payment of an order, or approved its income share agreement: access has started. */
  "order-confirmed": { orderReference: string; courseTitle: string; plan: "UPFRONT" | "ISA"; accessEndsAt: string };
  /**
   * The ISA job wrote an agreement's statement(s): the newest one's figures (a catch-up run after downtime may write
   * several months at once; the message names how many).
   */
  "isa-statement-issued": {
    orderReference: string;
    courseTitle: string;
    /** The newest statement's reference and month (YYYY-MM). */
    statementReference: string;
    month: string;
    amountCents: number;
    currency: string;
    /** The collection date (ISO date): the 1st of the month. */
    collectionDate: string;
    /** Statements written in this run (1 unless the job caught up). */
    written: number;
  };
  /** A person registered for an event, or moved up from its waitlist; the .ics is attached when they have a place. */
  "event-registration": {
    eventId: string;
    eventTitle: string;
    startsAt: string;
    /** Where it happens in words, or null when online. */
    location: string | null;
    /** REGISTERED: a place at once; PROMOTED: moved up from the waitlist into a place; WAITLISTED: on the waitlist. */
    status: "REGISTERED" | "WAITLISTED" | "PROMOTED";
    /** The iCalendar file of the registration (RFC 5545), when the person has a place. */
    calendar: string | null;
  };
  /** Once a day: the person's unread forum notifications of the last day, newest first (at most DIGEST_ITEMS_MAX). */
  "forum-digest": {
    /** Unread notifications in the period, all of them (the items are the newest few). */
    unread: number;
    items: { type: string; postId: string; postTitle: string; classTitle: string | null }[];
  };
}

export type MailKind = keyof MailParams;

/** Every kind once: a kind added to MailParams and missing here does not compile. */
const EVERY_KIND: Record<MailKind, true> = {
  "verify-email": true,
  "password-reset": true,
  "password-changed": true,
  "email-change-confirm": true,
  "email-change-requested": true,
  "email-changed": true,
  "job-application-status": true,
  "programme-application-status": true,
  "order-confirmed": true,
  "isa-statement-issued": true,
  "event-registration": true,
  "forum-digest": true,
};
export const MAIL_KINDS = Object.keys(EVERY_KIND) as readonly MailKind[];

/**
 * Messages about the account's security, sent to unverified addresses too (a person must be able to verify, or to
 * recover an account whose address they typed well but never confirmed). Everything else goes only to verified
 * addresses: a mistyped address belongs to a stranger, who should not receive someone's application news.
 */
export const SECURITY_KINDS: ReadonlySet<MailKind> = new Set<MailKind>([
  "verify-email",
  "password-reset",
  "password-changed",
  "email-change-confirm",
  "email-change-requested",
  "email-changed",
]);

/** Messages a person may switch off (a preference link in their footer); the rest are transactional. */
export const OPTIONAL_MAIL_KINDS = ["forum-digest"] as const satisfies readonly MailKind[];
export type OptionalMailKind = (typeof OPTIONAL_MAIL_KINDS)[number];
export const OPTIONAL_KINDS: ReadonlySet<MailKind> = new Set<MailKind>(OPTIONAL_MAIL_KINDS);

/** The settings section where a person chooses which emails they get. */
export const EMAIL_PREFERENCES_PATH = "/settings#settings-email";

/** A digest lists this many notifications at most; the rest are counted. */
export const DIGEST_ITEMS_MAX = 5;

export function isMailKind(kind: string): kind is MailKind {
  return (MAIL_KINDS as readonly string[]).includes(kind);
}
