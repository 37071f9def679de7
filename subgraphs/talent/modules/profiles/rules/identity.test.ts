import { describe, expect, it } from "vitest";
import { isUuid, normalizeEmail } from "./identity.js";

describe("rule: account ids are UUIDs", () => {
  it("accepts a UUID in either case", () => {
    expect(isUuid("00000000-0000-4000-8000-000000000001")).toBe(true);
    expect(isUuid("ABCDEF00-0000-4000-8000-000000000001")).toBe(true);
  });
  it("refuses anything else", () => {
    for (const id of ["", "1", "python", "00000000-0000-4000-8000-00000000000", "00000000-0000-4000-8000-0000000000011"])
      expect(isUuid(id)).toBe(false);
  });
});

describe("rule: emails are stored trimmed and lower-cased", () => {
  it("normalises", () => expect(normalizeEmail("  Mei.Ling@Example.COM ")).toBe("mei.ling@example.com"));
});
