/** Pure auth rules: credentials policy, session lifetime, throttling. Unit-tested with an injected `now`. */
import { z } from "zod";
import { UI_LANGUAGES } from "../../subgraphs/shared/options.js";
import { ROLES } from "../../subgraphs/shared/viewer.js";

import { PASSWORD_MAX, PASSWORD_MIN } from "../../subgraphs/shared/account-limits.js";

export {
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_RESET_LINK_LIFETIME_MS,
  VERIFY_EMAIL_LINK_LIFETIME_MS,
  EMAIL_CHANGE_LINK_LIFETIME_MS,
} from "../../subgraphs/shared/account-limits.js";
export const NAME_MAX = 80;

/** Lucia's design: 30-day sessions, extended to a fresh 30 days when used in their last 15 days. */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_REFRESH_WINDOW_MS = 15 * 24 * 60 * 60 * 1000;

/**
 * A throttle: at most `limit` attempts per key in a window that starts at the key's first attempt; the rest of the
 * window refuses it.
 */
export interface Throttle {
  limit: number;
  windowMs: number;
}

/** Log-in: 5 wrong passwords per account and 20 per client address in 15 minutes. */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_PER_ACCOUNT: Throttle = { limit: 5, windowMs: LOGIN_WINDOW_MS };
export const LOGIN_PER_ADDRESS: Throttle = { limit: 20, windowMs: LOGIN_WINDOW_MS };

/**
 * Sign-up: 10 new accounts per client address per hour. A household, an office or a small class behind one address
 * fits; a script is held to a trickle. An operator expecting a larger crowd behind one address (an on-site event)
 * raises it with SIGNUP_LIMIT_PER_ADDRESS.
 */
export const SIGNUP_WINDOW_MS = 60 * 60 * 1000;
/** A counter older than every window counts nothing any more and may be removed. */
export const LONGEST_WINDOW_MS = Math.max(LOGIN_WINDOW_MS, SIGNUP_WINDOW_MS);
export const DEFAULT_SIGNUPS_PER_ADDRESS = 10;
export const SIGNUP_LIMIT_ENV = "SIGNUP_LIMIT_PER_ADDRESS";

/** The sign-up throttle for a configured limit (unset: the default); a value that is not a positive integer is refused. */
export function signUpThrottle(configured: string | undefined): Throttle {
  if (configured === undefined || configured.trim() === "") return { limit: DEFAULT_SIGNUPS_PER_ADDRESS, windowMs: SIGNUP_WINDOW_MS };
  const limit = Number(configured);
  if (!Number.isSafeInteger(limit) || limit < 1)
    throw new Error(`${SIGNUP_LIMIT_ENV} must be a positive whole number, not "${configured}".`);
  return { limit, windowMs: SIGNUP_WINDOW_MS };
}

export const RECRUIT_ROLES = ["COMPANY_REPRESENTATIVE", "EVENT_EXHIBITOR"] as const;

/**
 * An email as stored and as a throttle key: trimmed, lower-cased, and with any lone UTF-16 surrogate (which JSON
 * allows and PostgreSQL stores as U+FFFD) replaced the way the database would, so the key read back is the key sent.
 */
export function normalizeEmail(email: string): string {
  return email
    .trim()
    .toLowerCase()
    .replace(/\p{Cs}/gu, "\uFFFD");
}

const name = z.string().trim().min(1, "Required.").max(NAME_MAX, `At most ${NAME_MAX} characters.`);
const email = z.string().trim().max(254, "At most 254 characters.").pipe(z.email("Enter a valid email address."));
/** The interface language the person is using now: the language of the messages sent before they choose one. */
const language = z.enum(UI_LANGUAGES).optional();
const password = z
  .string()
  .min(PASSWORD_MIN, `At least ${PASSWORD_MIN} characters.`)
  .max(PASSWORD_MAX, `At most ${PASSWORD_MAX} characters.`);

/** Sign-up begins with role choice: learn → talent (STUDENT); recruit → company representative or event exhibitor. */
export const signUpInput = z.discriminatedUnion("purpose", [
  z.object({ purpose: z.literal("learn"), email, password, firstName: name, lastName: name, language }),
  z.object({
    purpose: z.literal("recruit"),
    recruitRole: z.enum(RECRUIT_ROLES, { message: "Choose company representative or event exhibitor." }),
    email,
    password,
    firstName: name,
    lastName: name,
    language,
  }),
]);
export type SignUpInput = z.infer<typeof signUpInput>;

export const logInInput = z.object({
  email: z.string().trim().min(1, "Required.").max(254),
  password: z.string().min(1, "Required.").max(PASSWORD_MAX),
});

/** The roles a new account gets from its sign-up choice. */
export function rolesForSignUp(input: SignUpInput): (typeof ROLES)[number][] {
  return input.purpose === "learn" ? ["STUDENT"] : [input.recruitRole];
}

export interface SessionTimes {
  expiresAt: Date;
}
export type SessionCheck = { state: "expired" } | { state: "valid" } | { state: "refresh"; expiresAt: Date };

/** Whether a stored session is still good, and whether its expiry should slide forward. */
export function checkSession(session: SessionTimes, now: Date): SessionCheck {
  const remaining = session.expiresAt.getTime() - now.getTime();
  if (remaining <= 0) return { state: "expired" };
  if (remaining < SESSION_REFRESH_WINDOW_MS) return { state: "refresh", expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS) };
  return { state: "valid" };
}

/**
 * A session this router process validated lately is trusted again without the database for this long. Logging out
 * through this process forgets it at once; another router process may still accept the token until its copy ages out,
 * so the window is kept short (a person's burst of requests, not their visit).
 */
export const SESSION_CACHE_TTL_MS = 5_000;

/** Until when a session validated at `validatedAt` may be answered from the cache: never past its own expiry. */
export function sessionCachedUntil(validatedAt: Date, expiresAt: Date): Date {
  return new Date(Math.min(validatedAt.getTime() + SESSION_CACHE_TTL_MS, expiresAt.getTime()));
}

export interface AttemptCounter {
  attempts: number;
  windowStartedAt: Date;
}

/** A counter whose window started at or before this moment has passed, and the next attempt starts a new window. */
export function windowExpiredAtOrBefore(windowMs: number, now: Date): Date {
  return new Date(now.getTime() - windowMs);
}

/**
 * The counter after one more attempt at `now`. The database applies the same rule in one atomic upsert (see
 * `countAttempts` in service.ts), so concurrent attempts each see their own count.
 */
export function countAttempt(counter: AttemptCounter | null, throttle: Throttle, now: Date): AttemptCounter {
  if (!counter || counter.windowStartedAt.getTime() <= windowExpiredAtOrBefore(throttle.windowMs, now).getTime()) {
    return { attempts: 1, windowStartedAt: now };
  }
  return { attempts: counter.attempts + 1, windowStartedAt: counter.windowStartedAt };
}

/**
 * Seconds to wait before trying again, given the counter that already includes this attempt, or 0 when this attempt
 * may go ahead: exactly the first `limit` attempts of a window go ahead.
 */
export function retryAfterSeconds(counted: AttemptCounter, throttle: Throttle, now: Date): number {
  if (counted.attempts <= throttle.limit) return 0;
  // Parallel attempts each take their own `now`, so the window may have been opened by one that took its clock a
  // moment later than this one: never ask for more than a whole window.
  const remainingMs = Math.min(throttle.windowMs, counted.windowStartedAt.getTime() + throttle.windowMs - now.getTime());
  return Math.max(1, Math.ceil(remainingMs / 1000));
}

/** Only same-site relative paths may be used as a post-login redirect (no open redirects). */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return null;
  return next;
}

/** Reset links per address asked for: a few per 15 minutes, so a person can ask again but nobody can flood an inbox. */
export const RESET_REQUESTS_PER_EMAIL: Throttle = { limit: 3, windowMs: LOGIN_WINDOW_MS };
/** Reset requests per client address (any emails). */
export const RESET_REQUESTS_PER_ADDRESS: Throttle = { limit: 20, windowMs: LOGIN_WINDOW_MS };
/** New verification links per account. */
export const VERIFY_RESENDS_PER_ACCOUNT: Throttle = { limit: 3, windowMs: LOGIN_WINDOW_MS };

/** Tokens in emailed links: 20 random bytes in lower-case base32, like session tokens. */
const linkToken = z.string().regex(/^[a-z2-7]{32}$/, "This link is not valid.");

export const passwordResetRequestInput = z.object({ email, language });
export const passwordResetInput = z.object({ token: linkToken, password });
export const verifyEmailInput = z.object({ token: linkToken });
export const changePasswordInput = z.object({
  currentPassword: z.string().min(1, "Required.").max(PASSWORD_MAX),
  newPassword: password,
});

export const emailChangeInput = z.object({
  newEmail: email,
  currentPassword: z.string().min(1, "Required.").max(PASSWORD_MAX),
  language,
});
export const emailChangeConfirmInput = z.object({ token: linkToken });

/** A link's token is good until its expiry (a used one is deleted, so it is not found at all). */
export function linkIsLive(link: { expiresAt: Date }, now: Date): boolean {
  return now.getTime() < link.expiresAt.getTime();
}

/** What the sessions list shows of a browser: its User-Agent, cut to a length worth storing. */
export const USER_AGENT_MAX = 256;
export function storedUserAgent(userAgent: string | undefined): string | null {
  const trimmed = userAgent?.trim();
  return trimmed ? trimmed.slice(0, USER_AGENT_MAX) : null;
}
