import { describe, expect, it } from "vitest";
import {
  answerProblem,
  commentSlug,
  mayEditComment,
  pageOfPosition,
  shownCommentCountChange,
  shownCommentsOf,
  threadOf,
  type CommentShownState,
} from "./comments.js";

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

describe("rule: a post's shown count holds its public comments, and public replies under public comments", () => {
  const shown = { live: true, isHidden: false, underReview: false };
  const topLevel = (flags: Partial<CommentShownState> = {}): CommentShownState => ({
    ...shown,
    parentPublic: null,
    publicReplies: 0,
    ...flags,
  });
  const reply = (parentPublic: boolean, flags: Partial<CommentShownState> = {}): CommentShownState => ({
    ...shown,
    parentPublic,
    publicReplies: 0,
    ...flags,
  });
  it("a public top-level comment counts with its public replies; a hidden, reviewed or deleted one counts for nothing", () => {
    expect(shownCommentsOf(topLevel({ publicReplies: 3 }))).toBe(4);
    for (const flags of [{ isHidden: true }, { underReview: true }, { live: false }])
      expect(shownCommentsOf(topLevel({ ...flags, publicReplies: 3 }))).toBe(0);
  });
  it("a public reply counts only under a public comment", () => {
    expect(shownCommentsOf(reply(true))).toBe(1);
    expect(shownCommentsOf(reply(false))).toBe(0);
    expect(shownCommentsOf(reply(true, { isHidden: true }))).toBe(0);
  });
  it("writing a comment adds one; a reply under a hidden comment adds none", () => {
    expect(shownCommentCountChange(topLevel({ live: false }), shown)).toBe(1);
    expect(shownCommentCountChange(reply(true, { live: false }), shown)).toBe(1);
    expect(shownCommentCountChange(reply(false, { live: false }), shown)).toBe(0);
  });
  it("hiding or reporting a comment takes its public replies with it; showing it again brings them back", () => {
    expect(shownCommentCountChange(topLevel({ publicReplies: 2 }), { ...shown, isHidden: true })).toBe(-3);
    expect(shownCommentCountChange(topLevel({ publicReplies: 2 }), { ...shown, underReview: true })).toBe(-3);
    expect(shownCommentCountChange(topLevel({ isHidden: true, publicReplies: 2 }), shown)).toBe(3);
    // Hidden and under review: clearing one of the two shows nothing yet.
    expect(
      shownCommentCountChange(topLevel({ isHidden: true, underReview: true, publicReplies: 2 }), { ...shown, underReview: true }),
    ).toBe(0);
  });
  it("deleting a comment takes it and its replies out; deleting a hidden one changes nothing", () => {
    expect(shownCommentCountChange(topLevel({ publicReplies: 2 }), { ...shown, live: false })).toBe(-3);
    expect(shownCommentCountChange(reply(true), { ...shown, live: false })).toBe(-1);
    expect(
      shownCommentCountChange(topLevel({ isHidden: true, publicReplies: 2 }), { live: false, isHidden: true, underReview: false }),
    ).toBe(0);
  });
  it("a reply's own flags move the count only when its comment is public", () => {
    expect(shownCommentCountChange(reply(true), { ...shown, isHidden: true })).toBe(-1);
    expect(shownCommentCountChange(reply(false), { ...shown, isHidden: true })).toBe(0);
  });
});
