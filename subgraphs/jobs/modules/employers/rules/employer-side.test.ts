import { describe, expect, it } from "vitest";
import { actsFor } from "./employer-side.js";

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
