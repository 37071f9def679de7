import { describe, expect, it } from "vitest";
import { POST_DESCRIPTION_MAX, descriptionProblem, mayDeletePost, mayEditPost, oneLine, tagChoiceProblem } from "./posts.js";

const ANNOUNCEMENT = { isAnnouncement: true };
const ORDINARY = { isAnnouncement: false };

describe("rule: an announcement has an empty description (SPEC §3)", () => {
  it("an empty description fits an announcement", () => expect(descriptionProblem(ANNOUNCEMENT, "", "")).toBeNull());
  it("any description is refused on an announcement", () => {
    expect(descriptionProblem(ANNOUNCEMENT, "<p>Hi</p>", "Hi")).toBe("An announcement has no description.");
    expect(descriptionProblem(ANNOUNCEMENT, "<p></p>", "")).toBe("An announcement has no description.");
  });
});

describe("rule: an ordinary post's description has text, at most 20000 characters of sanitized HTML", () => {
  it("needs some visible text", () => {
    expect(descriptionProblem(ORDINARY, "", "")).toBe("Write the post's description.");
    expect(descriptionProblem(ORDINARY, "<p> </p><br />", "  ")).toBe("Write the post's description.");
  });
  it("one character is enough", () => expect(descriptionProblem(ORDINARY, "<p>x</p>", "x")).toBeNull());
  it("20000 characters fit, 20001 do not", () => {
    expect(descriptionProblem(ORDINARY, "x".repeat(POST_DESCRIPTION_MAX), "x")).toBeNull();
    expect(descriptionProblem(ORDINARY, "x".repeat(POST_DESCRIPTION_MAX + 1), "x")).toMatch(/At most 20,000 characters/);
  });
});

describe("rule: a post is filed under existing tags that are not CLASSROOM tags", () => {
  const found = [
    { id: "sql", category: "SKILL" as const },
    { id: "resume", category: "CAREER" as const },
    { id: "fcda-2026-01", category: "CLASSROOM" as const },
  ];
  it("existing non-classroom tags are fine", () => expect(tagChoiceProblem(["sql", "resume"], found)).toBeNull());
  it("names the unknown tags", () => expect(tagChoiceProblem(["sql", "nope", "nada"], found)).toBe("No such tag: nope, nada."));
  it("refuses a classroom tag", () => expect(tagChoiceProblem(["sql", "fcda-2026-01"], found)).toMatch(/Class forum tags/));
});

describe("rule: a title is one line", () => {
  it("collapses new lines and runs of spaces", () => expect(oneLine("  Joins\n\n and   window\tfunctions ")).toBe("Joins and window functions"));
});

describe("rule: only the author edits or deletes a post", () => {
  const post = { authorId: "a" };
  it("the author may", () => {
    expect(mayEditPost("a", post)).toBe(true);
    expect(mayDeletePost("a", post)).toBe(true);
  });
  it("anyone else may not", () => {
    expect(mayEditPost("b", post)).toBe(false);
    expect(mayDeletePost("b", post)).toBe(false);
  });
});
