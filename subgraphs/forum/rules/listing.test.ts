import { describe, expect, it } from "vitest";
import { FORUM_POST_PAGE_SIZE, tagListingCategories } from "./listing.js";

describe("rule: tag listings leave classroom tags out unless asked for", () => {
  it("no category: everything but CLASSROOM", () => expect(tagListingCategories(undefined)).toEqual({ except: "CLASSROOM" }));
  it("null category: everything but CLASSROOM", () => expect(tagListingCategories(null)).toEqual({ except: "CLASSROOM" }));
  it("CLASSROOM asked: only CLASSROOM", () => expect(tagListingCategories("CLASSROOM")).toEqual({ only: "CLASSROOM" }));
  it("another category: only that one", () => expect(tagListingCategories("SKILL")).toEqual({ only: "SKILL" }));
});

describe("rule: forum posts come 6 a page (SPEC §9)", () => {
  it("is 6", () => expect(FORUM_POST_PAGE_SIZE).toBe(6));
});
