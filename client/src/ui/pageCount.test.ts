import { describe, expect, it } from "vitest";
import { pageCount } from "./pageCount";

const info = { page: 1, pageSize: 10, hasNextPage: false, knownCount: 0, countIsExact: true };

describe("pageCount", () => {
  it("divides an exact count into pages", () => {
    expect(pageCount({ ...info, knownCount: 0 })).toBe(0);
    expect(pageCount({ ...info, knownCount: 10 })).toBe(1);
    expect(pageCount({ ...info, knownCount: 11, hasNextPage: true })).toBe(2);
  });

  it("keeps the counted pages while the current page is within them", () => {
    expect(pageCount({ ...info, knownCount: 1000, countIsExact: false, hasNextPage: true })).toBe(100);
  });

  it("reaches the next page beyond what was counted", () => {
    expect(pageCount({ ...info, page: 100, knownCount: 1000, countIsExact: false, hasNextPage: true })).toBe(101);
    expect(pageCount({ ...info, page: 250, knownCount: 1000, countIsExact: false, hasNextPage: true })).toBe(251);
  });

  it("stops at the current page when there is no next one", () => {
    expect(pageCount({ ...info, page: 150, knownCount: 1000, countIsExact: false, hasNextPage: false })).toBe(150);
  });
});
