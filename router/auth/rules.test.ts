import { describe, expect, it } from "vitest";
import {
  DEFAULT_SIGNUPS_PER_ADDRESS,
  LOGIN_PER_ACCOUNT,
  LOGIN_PER_ADDRESS,
  SESSION_CACHE_TTL_MS,
  SESSION_LIFETIME_MS,
  SESSION_REFRESH_WINDOW_MS,
  SIGNUP_WINDOW_MS,
  checkSession,
  sessionCachedUntil,
  countAttempt,
  normalizeEmail,
  retryAfterSeconds,
  rolesForSignUp,
  safeNextPath,
  signUpInput,
  signUpThrottle,
  type AttemptCounter,
  type Throttle,
} from "./rules.js";

const now = new Date("2026-11-21T10:00:00Z");
const at = (ms: number) => new Date(now.getTime() + ms);

describe("rule: sign-up begins with role choice", () => {
  const base = { email: "a@b.co", password: "long-enough", firstName: "A", lastName: "B" };
  it("learn makes a STUDENT", () => {
    expect(rolesForSignUp(signUpInput.parse({ ...base, purpose: "learn" }))).toEqual(["STUDENT"]);
  });
  it("recruit makes a company representative or an event exhibitor", () => {
    expect(rolesForSignUp(signUpInput.parse({ ...base, purpose: "recruit", recruitRole: "COMPANY_REPRESENTATIVE" }))).toEqual([
      "COMPANY_REPRESENTATIVE",
    ]);
    expect(rolesForSignUp(signUpInput.parse({ ...base, purpose: "recruit", recruitRole: "EVENT_EXHIBITOR" }))).toEqual(["EVENT_EXHIBITOR"]);
  });
  it("recruit without a recruit role is refused", () => {
    expect(signUpInput.safeParse({ ...base, purpose: "recruit" }).success).toBe(false);
  });
  it("a recruit role cannot be an admin role", () => {
    expect(signUpInput.safeParse({ ...base, purpose: "recruit", recruitRole: "TALENT_ADMIN" }).success).toBe(false);
  });
  it("passwords are 8 to 128 characters", () => {
    expect(signUpInput.safeParse({ ...base, purpose: "learn", password: "1234567" }).success).toBe(false);
    expect(signUpInput.safeParse({ ...base, purpose: "learn", password: "12345678" }).success).toBe(true);
    expect(signUpInput.safeParse({ ...base, purpose: "learn", password: "x".repeat(128) }).success).toBe(true);
    expect(signUpInput.safeParse({ ...base, purpose: "learn", password: "x".repeat(129) }).success).toBe(false);
  });
  it("emails are validated and compared case-insensitively", () => {
    expect(signUpInput.safeParse({ ...base, purpose: "learn", email: "not-an-email" }).success).toBe(false);
    expect(normalizeEmail("  Mei@Example.COM ")).toBe("mei@example.com");
  });
});

describe("rule: sessions last 30 days and slide when used in their last 15", () => {
  it("a session past its expiry is expired", () => {
    expect(checkSession({ expiresAt: now }, now).state).toBe("expired");
  });
  it("a session with more than 15 days left is valid as is", () => {
    expect(checkSession({ expiresAt: at(SESSION_REFRESH_WINDOW_MS) }, now).state).toBe("valid");
  });
  it("a session with less than 15 days left is extended to 30 days from now", () => {
    const check = checkSession({ expiresAt: at(SESSION_REFRESH_WINDOW_MS - 1) }, now);
    expect(check).toEqual({ state: "refresh", expiresAt: at(SESSION_LIFETIME_MS) });
  });
});

/** `n` attempts counted at `when`, one after the other. */
function attempts(n: number, throttle: Throttle, when: Date, from: AttemptCounter | null = null): AttemptCounter {
  let c = from;
  for (let i = 0; i < n; i++) c = countAttempt(c, throttle, when);
  return c!;
}

describe("rule: a validated session is cached for 5 seconds, never past its expiry", () => {
  it("is cached for SESSION_CACHE_TTL_MS", () => {
    expect(SESSION_CACHE_TTL_MS).toBe(5_000);
    expect(sessionCachedUntil(now, new Date(now.getTime() + SESSION_LIFETIME_MS)).getTime()).toBe(now.getTime() + 5_000);
  });
  it("is cached no longer than the session lives", () => {
    const expiresAt = new Date(now.getTime() + 1_000);
    expect(sessionCachedUntil(now, expiresAt)).toEqual(expiresAt);
  });
});

describe("rule: log-in allows 5 attempts per account and 20 per address in 15 minutes", () => {
  it("uses the agreed limits", () => {
    expect(LOGIN_PER_ACCOUNT).toEqual({ limit: 5, windowMs: 15 * 60 * 1000 });
    expect(LOGIN_PER_ADDRESS).toEqual({ limit: 20, windowMs: 15 * 60 * 1000 });
  });
  it("lets exactly the limit through: the 5th attempt goes ahead, the 6th is refused", () => {
    expect(retryAfterSeconds(attempts(5, LOGIN_PER_ACCOUNT, now), LOGIN_PER_ACCOUNT, now)).toBe(0);
    expect(retryAfterSeconds(attempts(6, LOGIN_PER_ACCOUNT, now), LOGIN_PER_ACCOUNT, now)).toBeGreaterThan(0);
    expect(retryAfterSeconds(attempts(20, LOGIN_PER_ADDRESS, now), LOGIN_PER_ADDRESS, now)).toBe(0);
    expect(retryAfterSeconds(attempts(21, LOGIN_PER_ADDRESS, now), LOGIN_PER_ADDRESS, now)).toBeGreaterThan(0);
  });
  it("a refused attempt waits until the window that began at the first attempt ends", () => {
    const counted = attempts(6, LOGIN_PER_ACCOUNT, now);
    expect(retryAfterSeconds(counted, LOGIN_PER_ACCOUNT, at(60_000))).toBe(15 * 60 - 60);
    // Never "retry in 0 seconds" while refused.
    expect(retryAfterSeconds(counted, LOGIN_PER_ACCOUNT, at(LOGIN_PER_ACCOUNT.windowMs - 1))).toBe(1);
  });
  it("a refused attempt whose clock ran behind the one that opened the window waits at most one window", () => {
    const openedLater = attempts(6, LOGIN_PER_ACCOUNT, at(700));
    expect(retryAfterSeconds(openedLater, LOGIN_PER_ACCOUNT, now)).toBe(LOGIN_PER_ACCOUNT.windowMs / 1000);
  });
  it("attempts inside the window add up and keep its start", () => {
    const c = countAttempt(countAttempt(null, LOGIN_PER_ACCOUNT, now), LOGIN_PER_ACCOUNT, at(1000));
    expect(c).toEqual({ attempts: 2, windowStartedAt: now });
  });
  it("the first attempt once the window has passed starts a new one, so attempts go through again", () => {
    const locked = attempts(9, LOGIN_PER_ACCOUNT, now);
    expect(countAttempt(locked, LOGIN_PER_ACCOUNT, at(LOGIN_PER_ACCOUNT.windowMs - 1))).toEqual({ attempts: 10, windowStartedAt: now });
    const later = at(LOGIN_PER_ACCOUNT.windowMs);
    const fresh = countAttempt(locked, LOGIN_PER_ACCOUNT, later);
    expect(fresh).toEqual({ attempts: 1, windowStartedAt: later });
    expect(retryAfterSeconds(fresh, LOGIN_PER_ACCOUNT, later)).toBe(0);
  });
});

describe("rule: sign-up allows 10 accounts per address per hour unless configured", () => {
  it("defaults to 10 an hour", () => {
    expect(signUpThrottle(undefined)).toEqual({ limit: DEFAULT_SIGNUPS_PER_ADDRESS, windowMs: SIGNUP_WINDOW_MS });
    expect(DEFAULT_SIGNUPS_PER_ADDRESS).toBe(10);
    expect(SIGNUP_WINDOW_MS).toBe(60 * 60 * 1000);
    expect(signUpThrottle("").limit).toBe(10);
  });
  it("takes a configured positive whole number", () => {
    expect(signUpThrottle("200")).toEqual({ limit: 200, windowMs: SIGNUP_WINDOW_MS });
  });
  it("refuses a configured value that is not a positive whole number", () => {
    for (const bad of ["0", "-3", "2.5", "ten", "1e400"]) expect(() => signUpThrottle(bad), bad).toThrow(/positive whole number/);
  });
  it("the 11th sign-up in an hour is refused until the hour from the first has passed", () => {
    const throttle = signUpThrottle(undefined);
    expect(retryAfterSeconds(attempts(10, throttle, now), throttle, at(1000))).toBe(0);
    const refused = attempts(11, throttle, now);
    expect(retryAfterSeconds(refused, throttle, at(10 * 60 * 1000))).toBe(50 * 60);
    expect(retryAfterSeconds(countAttempt(refused, throttle, at(SIGNUP_WINDOW_MS)), throttle, at(SIGNUP_WINDOW_MS))).toBe(0);
  });
});

describe("rule: post-login redirects stay on this site", () => {
  it("keeps relative paths", () => expect(safeNextPath("/courses?page=2")).toBe("/courses?page=2"));
  it("drops absolute and protocol-relative URLs", () => {
    expect(safeNextPath("https://evil.example")).toBeNull();
    expect(safeNextPath("//evil.example")).toBeNull();
    expect(safeNextPath("/\\evil.example")).toBeNull();
  });
});

describe("rule: an email is normalized the way the database stores it", () => {
  it("trims, lower-cases and replaces a lone surrogate with U+FFFD (so a throttle key reads back as sent)", () => {
    expect(normalizeEmail("  Mei@Example.MY ")).toBe("mei@example.my");
    expect(normalizeEmail("a\ud800b")).toBe("a\uFFFDb");
    expect(normalizeEmail("😀@x.y")).toBe("😀@x.y");
  });
});
