import { describe, expect, it } from "vitest";
import { canDecide, isLive, noteRequired, statusesFor, REPRESENTATIVE_STATUSES } from "./representatives.js";

describe("a JOB_ADMIN decides a pending request once; only an approved representative can be revoked", () => {
  it("approve and reject apply to PENDING only", () => {
    for (const d of ["APPROVE", "REJECT"] as const) expect(statusesFor(d)).toEqual(["PENDING"]);
  });
  it("revoke applies to APPROVED only", () => {
    expect(statusesFor("REVOKE")).toEqual(["APPROVED"]);
  });
  it("refused and revoked requests are final", () => {
    for (const d of ["APPROVE", "REJECT", "REVOKE"] as const) {
      expect(canDecide("REJECTED", d)).toBe(false);
      expect(canDecide("REVOKED", d)).toBe(false);
    }
  });
});

describe("one live request per person: PENDING and APPROVED hold the place", () => {
  it("live statuses", () => {
    expect(REPRESENTATIVE_STATUSES.filter(isLive)).toEqual(["PENDING", "APPROVED"]);
  });
});

describe("a note is required to refuse or revoke, optional to approve", () => {
  it("by decision", () => {
    expect(noteRequired("REJECT")).toBe(true);
    expect(noteRequired("REVOKE")).toBe(true);
    expect(noteRequired("APPROVE")).toBe(false);
  });
});
