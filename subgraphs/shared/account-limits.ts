/**
 * The account rules people see in forms and messages: password length and how long emailed links work. Pure, so the
 * client's forms and mocks read the same values the router enforces (router/auth/rules.ts).
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** A verification link works for two days: long enough to find it after a weekend, short enough to be retired. */
export const VERIFY_EMAIL_LINK_LIFETIME_MS = 48 * 60 * 60 * 1000;
/** A reset link works for 30 minutes (OWASP's forgot-password guidance: short-lived). */
export const PASSWORD_RESET_LINK_LIFETIME_MS = 30 * 60 * 1000;
/** A link confirming a new address works for a day: the person is changing it now, with the new mailbox at hand. */
export const EMAIL_CHANGE_LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;
