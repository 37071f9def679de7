import { describe, expect, it } from "vitest";
import { MAX_ATTEMPTS, RETRY_DELAYS_MS, afterFailure, failureKindOf, messageIdOf } from "./delivery.js";

const now = new Date("2026-11-28T10:00:00Z");

describe("retry with backoff", () => {
  it("waits longer after each failed attempt", () => {
    const waits = [1, 2, 3, 4].map((n) => {
      const next = afterFailure(n, "transient", now);
      return next.state === "retry" ? next.at.getTime() - now.getTime() : -1;
    });
    expect(waits).toEqual(RETRY_DELAYS_MS.slice(0, 4));
    expect(waits).toEqual([...waits].sort((a, b) => a - b));
  });

  it("repeats the longest wait once the schedule runs out", () => {
    const next = afterFailure(MAX_ATTEMPTS - 1, "transient", now);
    expect(next).toEqual({ state: "retry", at: new Date(now.getTime() + RETRY_DELAYS_MS.at(-1)!) });
  });

  it("gives up after the last attempt", () => {
    expect(afterFailure(MAX_ATTEMPTS, "transient", now)).toEqual({ state: "failed" });
  });

  it("gives up at once on a permanent refusal", () => {
    expect(afterFailure(1, "permanent", now)).toEqual({ state: "failed" });
  });
});

describe("permanent and transient failures", () => {
  it("treats an SMTP 5xx reply as permanent", () => {
    expect(failureKindOf({ responseCode: 550 })).toBe("permanent");
  });
  it("treats 4xx replies, lost connections and anything else as transient", () => {
    expect(failureKindOf({ responseCode: 421 })).toBe("transient");
    expect(failureKindOf(Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }))).toBe("transient");
    expect(failureKindOf(null)).toBe("transient");
  });
});

describe("message ids", () => {
  it("are the same for every attempt of one message", () => {
    expect(messageIdOf("5f0c", "talentforge.test")).toBe("<5f0c@talentforge.test>");
  });
});
