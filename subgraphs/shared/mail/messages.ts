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
  /** An employer moved the person's job application. */
  "job-application-status": { applicationId: string; jobTitle: string; employerName: string; status: string };
  /** A course admin moved the person's programme application (assessment, interview, offer, or not selected). */
  "programme-application-status": { applicationId: string; programmeTitle: string; status: string };
  /** A course admin confirmed the payment of an order, or approved its income share agreement: access has started. */
  "order-confirmed": { orderReference: string; courseTitle: string; plan: "UPFRONT" | "ISA"; accessEndsAt: string };
}

export type MailKind = keyof MailParams;

/** Every kind once: a kind added to MailParams and missing here does not compile. */
const EVERY_KIND: Record<MailKind, true> = {
  "verify-email": true,
  "password-reset": true,
  "password-changed": true,
  "job-application-status": true,
  "programme-application-status": true,
  "order-confirmed": true,
};
export const MAIL_KINDS = Object.keys(EVERY_KIND) as readonly MailKind[];

/**
 * Messages about the account's security, sent to unverified addresses too (a person must be able to verify, or to
 * recover an account whose address they typed well but never confirmed). Everything else goes only to verified
 * addresses: a mistyped address belongs to a stranger, who should not receive someone's application news.
 */
export const SECURITY_KINDS: ReadonlySet<MailKind> = new Set<MailKind>(["verify-email", "password-reset", "password-changed"]);

/** Messages a person may switch off (a preference link in their footer); the rest are transactional. */
export const OPTIONAL_KINDS: ReadonlySet<MailKind> = new Set<MailKind>();

export function isMailKind(kind: string): kind is MailKind {
  return (MAIL_KINDS as readonly string[]).includes(kind);
}
