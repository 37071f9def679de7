import { describe, expect, it } from "vitest";
import { totalVoteCount, viewerVoteFlags, voteCountChange, voteValueOf } from "./votes.js";

describe("rule: a vote is up 1, down -1 or none 0 (SPEC §4)", () => {
  it("maps the choices", () => {
    expect(voteValueOf("UP")).toBe(1);
    expect(voteValueOf("DOWN")).toBe(-1);
    expect(voteValueOf("NONE")).toBe(0);
  });
});

describe("rule: total_vote_count is up votes minus down votes", () => {
  it("no votes: 0", () => expect(totalVoteCount({ up: 0, down: 0, mine: 0 })).toBe(0));
  it("more up than down: positive", () => expect(totalVoteCount({ up: 5, down: 2, mine: 1 })).toBe(3));
  it("more down than up: negative", () => expect(totalVoteCount({ up: 1, down: 4, mine: -1 })).toBe(-3));
});

describe("rule: the viewer's flags follow their vote_value", () => {
  it("1 is upvoted", () => expect(viewerVoteFlags(1)).toEqual({ upvoted: true, downvoted: false }));
  it("-1 is downvoted", () => expect(viewerVoteFlags(-1)).toEqual({ upvoted: false, downvoted: true }));
  it("0 is neither", () => expect(viewerVoteFlags(0)).toEqual({ upvoted: false, downvoted: false }));
});

describe("rule: a vote moves its target's counters by the change of mind", () => {
  it("a first vote adds one to its side", () => {
    expect(voteCountChange(0, 1)).toEqual({ up: 1, down: 0 });
    expect(voteCountChange(0, -1)).toEqual({ up: 0, down: 1 });
  });
  it("taking a vote back takes one from its side", () => {
    expect(voteCountChange(1, 0)).toEqual({ up: -1, down: 0 });
    expect(voteCountChange(-1, 0)).toEqual({ up: 0, down: -1 });
  });
  it("a change of mind moves both sides", () => {
    expect(voteCountChange(1, -1)).toEqual({ up: -1, down: 1 });
    expect(voteCountChange(-1, 1)).toEqual({ up: 1, down: -1 });
  });
  it("the same vote again moves nothing", () => {
    expect(voteCountChange(1, 1)).toEqual({ up: 0, down: 0 });
    expect(voteCountChange(0, 0)).toEqual({ up: 0, down: 0 });
  });
});
