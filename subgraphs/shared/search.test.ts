import { describe, expect, it } from "vitest";
import { MAX_SEARCH_LENGTH, substringPattern } from "./search.js";

describe("rule: substring search is case-insensitive, literal and bounded", () => {
  it("blank text means no filter", () => {
    expect(substringPattern(null)).toBeNull();
    expect(substringPattern("   ")).toBeNull();
  });
  it("wraps trimmed text and escapes wildcards", () => {
    expect(substringPattern(" a%_\\b ")).toBe("%a\\%\\_\\\\b%");
  });
  it(`accepts ${MAX_SEARCH_LENGTH} characters and refuses one more`, () => {
    expect(substringPattern("x".repeat(MAX_SEARCH_LENGTH))).not.toBeNull();
    expect(() => substringPattern("x".repeat(MAX_SEARCH_LENGTH + 1))).toThrow(/at most/);
  });
});
