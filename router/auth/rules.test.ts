import { describe, expect, it } from "vitest";
import {
  MAX_FAILURES_PER_ACCOUNT,
  SESSION_LIFETIME_MS,
  SESSION_REFRESH_WINDOW_MS,
  THROTTLE_WINDOW_MS,
  checkSession,
  liveFailures,
  normalizeEmail,
  recordFailure,
  rolesForSignUp,
  safeNextPath,
  signUpInput,
  throttleWait,
} from "./rules.js";

const now = new Date("2026-11-21T10:00:00Z");
const at = (ms: number) => new Date(now.getTime() + ms);

describe("rule: sign-up begins with role choice", () => {
  const base = { email: "a@b.co", password: "long-enough", firstName: "A", lastName: "B" };
  it("learn makes a STUDENT", () => {
    expect(rolesForSignUp(signUpInput.parse({ ...base, purpose: "learn" }))).toEqual(["STUDENT"]);
  });
  it("recruit makes a company representative or an event exhibitor", () => {
    expect(rolesForSignUp(signUpInput.parse({ ...base, purpose: "recruit", recruitRole: "COMPANY_REPRESENTATIVE" }))).toEqual(["COMPANY_REPRESENTATIVE"]);
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

describe("rule: login attempts are throttled per window", () => {
  it("counts failures inside the window", () => {
    let c = recordFailure(null, now);
    c = recordFailure(c, at(1000));
    expect(liveFailures(c, at(2000))).toBe(2);
  });
  it("a window that has passed starts again", () => {
    const c = { failures: 9, windowStartedAt: now };
    expect(liveFailures(c, at(THROTTLE_WINDOW_MS))).toBe(0);
    expect(recordFailure(c, at(THROTTLE_WINDOW_MS))).toEqual({ failures: 1, windowStartedAt: at(THROTTLE_WINDOW_MS) });
  });
  it("refuses at the limit and says how long to wait", () => {
    const below = { failures: MAX_FAILURES_PER_ACCOUNT - 1, windowStartedAt: now };
    const atLimit = { failures: MAX_FAILURES_PER_ACCOUNT, windowStartedAt: now };
    expect(throttleWait(below, MAX_FAILURES_PER_ACCOUNT, at(1000))).toBe(0);
    expect(throttleWait(atLimit, MAX_FAILURES_PER_ACCOUNT, at(60_000))).toBe(THROTTLE_WINDOW_MS / 1000 - 60);
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
