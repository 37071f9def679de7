/** The words of every message, one object per interface language; TypeScript checks that each language has them all. */
export interface MailWords {
  /** The HTML `lang` attribute. */
  htmlLang: string;
  greeting(firstName: string | null): string;
  signOff: string;
  /** Why the person gets this message (every message's footer). */
  whyYouGetThis: string;
  /** The preference link's words, on messages a person can switch off. */
  preferences: string;
  /** Under a button: the same link to copy. */
  orCopyLink: string;
  duration(minutes: number): string;
  /** How a moment is written in the message (UTC, since the person's zone is not known). */
  dateTimeLocale: string;
  "verify-email": { subject: string; intro: string; action: string; expires(duration: string): string; notYou: string };
  "password-reset": { subject: string; intro: string; action: string; expires(duration: string): string; notYou: string };
  "password-changed": { subject: string; body(at: string): string; notYou: string; action: string };
  "email-change-confirm": {
    subject: string;
    intro(newEmail: string): string;
    action: string;
    expires(duration: string): string;
    notYou: string;
  };
  "email-change-requested": { subject: string; body(newEmail: string): string; notYou: string; action: string };
  "email-changed": { subject: string; body(newEmail: string, at: string): string; notYou: string; action: string };
  "job-application-status": {
    subject(jobTitle: string, employerName: string): string;
    body(jobTitle: string, employerName: string, status: string): string;
    action: string;
    statuses: Record<string, string>;
  };
  "programme-application-status": {
    subject(programme: string): string;
    body(programme: string, status: string): string;
    action: string;
    statuses: Record<string, string>;
  };
  "order-confirmed": {
    subject(course: string): string;
    body(course: string, reference: string, plan: "UPFRONT" | "ISA"): string;
    access(until: string): string;
    action: string;
  };
  "isa-statement-issued": {
    subject(course: string, month: string): string;
    body(course: string, reference: string, month: string): string;
    amountDue(amount: string, collectionDate: string): string;
    nothingDue: string;
    /** When a run wrote several months at once. */
    caughtUp(count: number): string;
    action: string;
  };
  "event-registration": {
    subject(status: "REGISTERED" | "WAITLISTED" | "PROMOTED", event: string): string;
    body(status: "REGISTERED" | "WAITLISTED" | "PROMOTED", event: string): string;
    when(at: string): string;
    where(place: string | null): string;
    /** Under a registration with a place: the attached calendar file. */
    calendarAttached: string;
    action: string;
  };
  "forum-digest": {
    subject(unread: number): string;
    intro(unread: number): string;
    /** One line per notification: what happened, on which post (and class). */
    item(type: string, postTitle: string, classTitle: string | null): string;
    more(count: number): string;
    action: string;
  };
}
