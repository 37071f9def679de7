import { describe, expect, it } from "vitest";
import { courseIsVisibleTo } from "./catalogue.js";

describe("rule: hidden placeholders are shown only to course admins", () => {
  it("shows a visible course to everyone", () => {
    expect(courseIsVisibleTo({ hidden: false }, false)).toBe(true);
  });
  it("hides a placeholder from non-admins", () => {
    expect(courseIsVisibleTo({ hidden: true }, false)).toBe(false);
  });
  it("shows a placeholder to a course admin", () => {
    expect(courseIsVisibleTo({ hidden: true }, true)).toBe(true);
  });
});
