/**
 * Test scenarios shared by post and comment votes (reactions.test.ts, comments.test.ts): both are one vote per person
 * and target, counted from the rows, so both must hold the same way under concurrency.
 */
import { expect } from "vitest";
import { person, type GraphQLResult } from "../shared/testing/harness.js";
import type { Caller } from "../shared/viewer.js";

/** A target's vote counts and the viewer's own vote, as the API shows them. */
export interface ShownVotes {
  upvoteCount: number;
  downvoteCount: number;
  totalVoteCount: number;
  voteValue: number;
  viewerUpvoted: boolean;
  viewerDownvoted: boolean;
}

/**
 * 50 people vote at once (30 up, 20 down); then, all at once, 10 up-voters switch to DOWN, 10 down-voters take theirs
 * back and 5 up-voters send UP again. After each round the counts shown and the vote rows are exact.
 */
export async function fiftyConcurrentVoters(target: {
  vote: (caller: Caller, value: "UP" | "DOWN" | "NONE") => Promise<GraphQLResult>;
  shown: (caller: Caller) => Promise<ShownVotes>;
  rows: () => Promise<{ up: number; down: number }>;
}): Promise<void> {
  const voters = Array.from({ length: 50 }, () => person());
  const first = await Promise.all(voters.map((v, i) => target.vote(v, i < 30 ? "UP" : "DOWN")));
  expect(first.filter((r) => r.errors)).toEqual([]);
  expect(await target.shown(person())).toMatchObject({ upvoteCount: 30, downvoteCount: 20, totalVoteCount: 10 });
  expect(await target.rows()).toEqual({ up: 30, down: 20 });

  const second = await Promise.all([
    ...voters.slice(0, 10).map((v) => target.vote(v, "DOWN")),
    ...voters.slice(30, 40).map((v) => target.vote(v, "NONE")),
    ...voters.slice(10, 15).map((v) => target.vote(v, "UP")),
  ]);
  expect(second.filter((r) => r.errors)).toEqual([]);
  expect(await target.shown(person())).toMatchObject({ upvoteCount: 20, downvoteCount: 20, totalVoteCount: 0 });
  expect(await target.rows()).toEqual({ up: 20, down: 20 });
  expect(await target.shown(voters[0]!)).toMatchObject({ voteValue: -1, viewerDownvoted: true });
  expect(await target.shown(voters[35]!)).toMatchObject({ voteValue: 0, viewerUpvoted: false, viewerDownvoted: false });
}
