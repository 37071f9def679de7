import { describe, expect, it } from "vitest";
import {
  MANAGED_TAG_CATEGORIES,
  SIDEBAR_TAGS_PER_CATEGORY,
  TAG_DESCRIPTION_MAX,
  TAG_NAME_LIMITS,
  categoryTagLimitProblem,
  mayFollowTagOf,
  mayManageTagOf,
  tagListingCategories,
} from "./tags.js";

describe("rule: tag listings leave classroom tags out unless asked for", () => {
  it("no category: everything but CLASSROOM", () => expect(tagListingCategories(undefined)).toEqual({ except: "CLASSROOM" }));
  it("null category: everything but CLASSROOM", () => expect(tagListingCategories(null)).toEqual({ except: "CLASSROOM" }));
  it("CLASSROOM asked: only CLASSROOM", () => expect(tagListingCategories("CLASSROOM")).toEqual({ only: "CLASSROOM" }));
  it("another category: only that one", () => expect(tagListingCategories("SKILL")).toEqual({ only: "SKILL" }));
});

describe("rule: the sidebar shows 3 tags per category, the browser up to 4 (SPEC §9)", () => {
  it("the sidebar's default is 3", () => expect(SIDEBAR_TAGS_PER_CATEGORY).toBe(3));
  it("1 to 4 are fine", () => {
    for (const n of [1, 3, 4]) expect(categoryTagLimitProblem(n)).toBeNull();
  });
  it("more than 4 is refused", () => expect(categoryTagLimitProblem(5)).toMatch(/at most 4/));
  it("0 and negatives are refused", () => {
    for (const n of [0, -1]) expect(categoryTagLimitProblem(n)).toMatch(/at least 1/);
  });
  it("fractions are refused", () => expect(categoryTagLimitProblem(2.5)).toMatch(/whole number/));
});

describe("rule: CLASSROOM tags are not followed from the forum", () => {
  it("refuses CLASSROOM", () => expect(mayFollowTagOf("CLASSROOM")).toBe(false));
  it("allows the others", () => {
    for (const c of ["GENERAL", "SKILL", "CAREER"] as const) expect(mayFollowTagOf(c)).toBe(true);
  });
});

describe("rule: tag management leaves CLASSROOM tags to their classes", () => {
  it("refuses CLASSROOM", () => expect(mayManageTagOf("CLASSROOM")).toBe(false));
  it("allows GENERAL, SKILL and CAREER", () => {
    expect(MANAGED_TAG_CATEGORIES).toEqual(["GENERAL", "SKILL", "CAREER"]);
    for (const c of MANAGED_TAG_CATEGORIES) expect(mayManageTagOf(c)).toBe(true);
  });
});

describe("rule: a tag's name is 2-40 characters, its description at most 300", () => {
  it("has those limits", () =>
    expect({ ...TAG_NAME_LIMITS, description: TAG_DESCRIPTION_MAX }).toEqual({ min: 2, max: 40, description: 300 }));
});
