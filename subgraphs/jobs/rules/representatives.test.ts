import { describe, expect, it } from "vitest";
import { actsFor, canDecide, employerSlug, isLive, noteRequired, statusesFor, REPRESENTATIVE_STATUSES } from "./representatives.js";

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

describe("only JOB_ADMIN and the employer's approved representative act for an employer", () => {
  it("JOB_ADMIN acts for every employer", () => {
    expect(actsFor({ jobAdmin: true, representing: null }, "any")).toBe(true);
  });
  it("a representative acts for their own employer only", () => {
    expect(actsFor({ jobAdmin: false, representing: "kopicloud" }, "kopicloud")).toBe(true);
    expect(actsFor({ jobAdmin: false, representing: "kopicloud" }, "harbourpay")).toBe(false);
  });
  it("nobody else (a pending or refused representative has no employer)", () => {
    expect(actsFor({ jobAdmin: false, representing: null }, "kopicloud")).toBe(false);
  });
});

describe("a new employer's id is a slug of its name, numbered when taken", () => {
  it("slugs ASCII letters and digits", () => {
    expect(employerSlug("Nasi & Code Sdn. Bhd.", new Set())).toBe("nasi-and-code-sdn-bhd");
    expect(employerSlug("Café Numérique", new Set())).toBe("cafe-numerique");
  });
  it("numbers a taken slug from 2", () => {
    expect(employerSlug("KopiCloud", new Set(["kopicloud"]))).toBe("kopicloud-2");
    expect(employerSlug("KopiCloud", new Set(["kopicloud", "kopicloud-2"]))).toBe("kopicloud-3");
  });
  it("falls back to 'employer' when nothing survives", () => {
    expect(employerSlug("株式会社", new Set())).toBe("employer");
  });
  it("keeps at most 50 characters without a trailing dash", () => {
    const slug = employerSlug("a".repeat(49) + " b", new Set());
    expect(slug.length).toBeLessThanOrEqual(50);
    expect(slug.endsWith("-")).toBe(false);
  });
});
