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
}
