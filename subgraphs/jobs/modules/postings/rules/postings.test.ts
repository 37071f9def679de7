import { describe, expect, it } from "vitest";
import { parseJobId } from "./postings.js";

describe("rule: a job id is a positive 32-bit integer", () => {
  it("reads numeric text and numbers", () => {
    expect(parseJobId("1")).toBe(1);
    expect(parseJobId(" 42 ")).toBe(42);
    expect(parseJobId(7)).toBe(7);
  });
  it("accepts the largest integer id and refuses one more", () => {
    expect(parseJobId("2147483647")).toBe(2147483647);
    expect(parseJobId("2147483648")).toBeNull();
  });
  it("refuses zero, negatives, decimals, leading zeros and words", () => {
    for (const id of ["0", "-1", "1.5", "01", "1e3", "", "abc", "12345678901"]) expect(parseJobId(id)).toBeNull();
  });
});
