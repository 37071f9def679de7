/** Votes on posts (SPEC §4: per person up 1, down -1 or none 0) and the counts shown with a post (SPEC §3). */

export type ForumVoteChoice = "UP" | "DOWN" | "NONE";
export type VoteValue = -1 | 0 | 1;

/** The stored value of a vote choice: UP 1, DOWN -1, NONE 0 (no row). */
export function voteValueOf(choice: ForumVoteChoice): VoteValue {
  return choice === "UP" ? 1 : choice === "DOWN" ? -1 : 0;
}

/**
 * How a target's up and down counters move when one person's vote goes from `before` to `after` (a change of mind
 * moves both).
 */
export function voteCountChange(before: VoteValue, after: VoteValue): { up: number; down: number } {
  return { up: (after === 1 ? 1 : 0) - (before === 1 ? 1 : 0), down: (after === -1 ? 1 : 0) - (before === -1 ? 1 : 0) };
}

/** A post's vote counts (its counters) and the viewer's own vote. */
export interface VoteTally {
  up: number;
  down: number;
  mine: VoteValue;
}

export const NO_VOTES: VoteTally = { up: 0, down: 0, mine: 0 };

/**
 * SPEC §3's total_vote_count, read as the post's score: up votes minus down votes (the sum of every vote_value).
 * How many people voted is up + down.
 */
export function totalVoteCount(tally: VoteTally): number {
  return tally.up - tally.down;
}

/** SPEC §3's is_user_upvote and is_user_downvote, from the viewer's vote_value. */
export function viewerVoteFlags(mine: VoteValue): { upvoted: boolean; downvoted: boolean } {
  return { upvoted: mine === 1, downvoted: mine === -1 };
}
