import { describe, expect, it } from "vitest";
import { FORUM_POST_PAGE_SIZE } from "./listing.js";

describe("rule: forum posts come 6 a page (SPEC §9)", () => {
  it("is 6", () => expect(FORUM_POST_PAGE_SIZE).toBe(6));
});
