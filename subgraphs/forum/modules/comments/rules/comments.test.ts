import { describe, expect, it } from "vitest";
import { answerProblem, commentSlug, mayEditComment, pageOfPosition, threadOf } from "./comments.js";

describe("rule: replies are one level deep", () => {
  it("a reply to a top-level comment is filed under it", () => expect(threadOf({ id: "c1", parentId: null })).toBe("c1"));
  it("a reply to a reply is filed under the same top-level comment", () => expect(threadOf({ id: "r1", parentId: "c1" })).toBe("c1"));
});

describe("rule: a comment's id slug is made of its first 8 words", () => {
  it("takes the first 8 words of the visible text", () =>
    expect(commentSlug("A LEFT JOIN keeps every order and repeats it once per payment")).toBe("a-left-join-keeps-every-order-and-repeats"));
  it("fewer words are all taken; punctuation and accents go", () => expect(commentSlug("  Thanks, José!  ")).toBe("thanks-jose"));
  it("is empty when the text has no letters or digits", () => expect(commentSlug("?!")).toBe(""));
  it("keeps at most 60 characters", () => expect(commentSlug(`${"x".repeat(50)} ${"y".repeat(20)}`)).toBe("x".repeat(50)));
});

describe("rule: the page of the post that holds a comment", () => {
  it("positions 1 to pageSize are on page 1", () => {
    expect(pageOfPosition(1, 20)).toBe(1);
    expect(pageOfPosition(20, 20)).toBe(1);
  });
  it("position pageSize + 1 starts page 2", () => expect(pageOfPosition(21, 20)).toBe(2));
  it("any page size", () => expect(pageOfPosition(7, 3)).toBe(3));
  it("a comment no longer in the list (position 0) opens the first page", () => expect(pageOfPosition(0, 20)).toBe(1));
});

describe("rule: only a top-level comment can be the answer", () => {
  it("a top-level comment can", () => expect(answerProblem({ parentId: null })).toBeNull());
  it("a reply cannot", () => expect(answerProblem({ parentId: "c1" })).toMatch(/reply cannot be the answer/));
});

describe("rule: only the author edits a comment (deleting: rules/moderation.ts)", () => {
  const comment = { authorId: "a" };
  it("the author may", () => expect(mayEditComment("a", comment)).toBe(true));
  it("anyone else may not", () => expect(mayEditComment("b", comment)).toBe(false));
});
