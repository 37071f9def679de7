/** Pure auth rules: credentials policy, session lifetime, login throttling. Unit-tested with an injected `now`. */
import { z } from "zod";
import { ROLES } from "../../subgraphs/shared/viewer.js";

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 80;

/** Lucia's design: 30-day sessions, extended to a fresh 30 days when used in their last 15 days. */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_REFRESH_WINDOW_MS = 15 * 24 * 60 * 60 * 1000;

/** Login throttling: failures allowed per window before the account (or the address) is refused for the rest of it. */
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

export const RECRUIT_ROLES = ["COMPANY_REPRESENTATIVE", "EVENT_EXHIBITOR"] as const;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

const name = z.string().trim().min(1, "Required.").max(NAME_MAX, `At most ${NAME_MAX} characters.`);
const email = z.string().trim().max(254, "At most 254 characters.").pipe(z.email("Enter a valid email address."));
const password = z
  .string()
  .min(PASSWORD_MIN, `At least ${PASSWORD_MIN} characters.`)
  .max(PASSWORD_MAX, `At most ${PASSWORD_MAX} characters.`);

/** Sign-up begins with role choice: learn → talent (STUDENT); recruit → company representative or event exhibitor. */
export const signUpInput = z.discriminatedUnion("purpose", [
  z.object({ purpose: z.literal("learn"), email, password, firstName: name, lastName: name }),
  z.object({
    purpose: z.literal("recruit"),
    recruitRole: z.enum(RECRUIT_ROLES, { message: "Choose company representative or event exhibitor." }),
    email,
    password,
    firstName: name,
    lastName: name,
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

export interface AttemptCounter {
  failures: number;
  windowStartedAt: Date;
}

/** Failures still counting at `now` (a window that has passed counts as none). */
export function liveFailures(counter: AttemptCounter | null, now: Date): number {
  if (!counter) return 0;
  return now.getTime() - counter.windowStartedAt.getTime() >= THROTTLE_WINDOW_MS ? 0 : counter.failures;
}

/** Seconds until a throttled key may try again, or 0 when it may try now. */
export function throttleWait(counter: AttemptCounter | null, limit: number, now: Date): number {
  if (liveFailures(counter, now) < limit || !counter) return 0;
  return Math.ceil((counter.windowStartedAt.getTime() + THROTTLE_WINDOW_MS - now.getTime()) / 1000);
}

/** The counter after one more failure at `now`. */
export function recordFailure(counter: AttemptCounter | null, now: Date): AttemptCounter {
  const live = liveFailures(counter, now);
  return live === 0 ? { failures: 1, windowStartedAt: now } : { failures: live + 1, windowStartedAt: counter!.windowStartedAt };
}

/** Only same-site relative paths may be used as a post-login redirect (no open redirects). */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return null;
  return next;
}
