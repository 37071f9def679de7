/**
 * Rankings (SPEC §3 Student.ranking: testId, scores, breakdown with a score per item; §9: ranked lists sorted by
 * average score descending; rank sentinel 10000 for the highest-rank search). A learner's entry for a test holds the
 * scores of their finished VERIFY attempts and averages them: the ranking rewards doing well every time, while the
 * chart keeps the best score (SPEC §4). Practice attempts are not ranked. Pure: the client and its mocks import this.
 */

/**
 * The rank a learner has when they have none. Finding a learner's highest (numerically lowest) rank across their tests
 * starts from this value and keeps any lower rank; if it is still the sentinel at the end, the learner is unranked. So
 * an unranked learner sorts after every real rank, and a list ranks at most 9,999 learners: a position of 10,000 or
 * beyond is listed but reported as unranked, since that far down a number tells nothing.
 */
export const RANK_SENTINEL = 10_000;

/** A test's ranking shows 20 learners a page, like the other people lists. */
export const SKILL_RANKING_PAGE_SIZE = 20;

/** A 1-based position as the API reports it: the sentinel from the 10,000th on. */
export function reportedRank(position: number): number {
  return position < RANK_SENTINEL ? position : RANK_SENTINEL;
}

/** One item of a score's breakdown (a question, or whatever the attempt's breakdown is keyed by) and its points. */
export interface RankingItem {
  item: string;
  score: number;
}

/** A finished verify attempt as the ranking sees it. */
export interface RankedAttempt {
  score: number;
  finishedAt: Date;
  breakdown: readonly RankingItem[];
}

export interface LearnerTestAttempts {
  learnerId: string;
  testId: string;
  attempts: readonly RankedAttempt[];
}

export interface RankingEntry {
  testId: string;
  learnerId: string;
  /** 1-based position in the test's list, or RANK_SENTINEL past the ranked positions. */
  rank: number;
  /** The attempt scores, oldest first. */
  scores: number[];
  average: number;
  best: number;
  /** When the current average was reached: the latest attempt's finish. Earlier wins a tie. */
  achievedAt: Date;
  /** The best attempt's breakdown (the earliest best on a tie). */
  breakdown: RankingItem[];
}

/** A learner's entry for one test, unranked yet; null without attempts. */
export function rankingEntryOf(learner: LearnerTestAttempts): RankingEntry | null {
  if (learner.attempts.length === 0) return null;
  const attempts = [...learner.attempts].sort((a, b) => a.finishedAt.getTime() - b.finishedAt.getTime());
  const scores = attempts.map((a) => a.score);
  const bestAttempt = attempts.reduce((best, a) => (a.score > best.score ? a : best));
  const latest = attempts[attempts.length - 1] as RankedAttempt;
  return {
    testId: learner.testId,
    learnerId: learner.learnerId,
    rank: RANK_SENTINEL,
    scores,
    average: scores.reduce((s, x) => s + x, 0) / scores.length,
    best: bestAttempt.score,
    achievedAt: latest.finishedAt,
    breakdown: [...bestAttempt.breakdown],
  };
}

const sum = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0);

/**
 * Average descending, compared exactly (sum × other count) so equal averages tie whatever the number of attempts;
 * then the earlier achievement; then the learner id, so the order is total.
 */
export function compareRankingEntries(a: RankingEntry, b: RankingEntry): number {
  const byAverage = sum(b.scores) * a.scores.length - sum(a.scores) * b.scores.length;
  if (byAverage !== 0) return byAverage;
  const byTime = a.achievedAt.getTime() - b.achievedAt.getTime();
  if (byTime !== 0) return byTime;
  return a.learnerId < b.learnerId ? -1 : a.learnerId > b.learnerId ? 1 : 0;
}

/** A test's ranked list from its learners' attempts (other tests' rows are ignored); every position is a distinct rank. */
export function rankedList(testId: string, learners: readonly LearnerTestAttempts[]): RankingEntry[] {
  return learners
    .filter((l) => l.testId === testId)
    .map(rankingEntryOf)
    .filter((e): e is RankingEntry => e !== null)
    .sort(compareRankingEntries)
    .map((e, i) => ({ ...e, rank: reportedRank(i + 1) }));
}

export function isRanked(rank: number): boolean {
  return Number.isInteger(rank) && rank >= 1 && rank < RANK_SENTINEL;
}

/** The learner's highest rank across their entries: the lowest real rank, or RANK_SENTINEL when there is none. */
export function highestRank(ranks: Iterable<number>): number {
  let highest = RANK_SENTINEL;
  for (const rank of ranks) if (isRanked(rank) && rank < highest) highest = rank;
  return highest;
}

/** A learner's ranking entries (SPEC Student.ranking) from the tests' lists, best rank first, then by test id. */
export function learnerRanking(learnerId: string, lists: Iterable<readonly RankingEntry[]>): RankingEntry[] {
  const entries: RankingEntry[] = [];
  for (const list of lists) for (const e of list) if (e.learnerId === learnerId) entries.push(e);
  return entries.sort((a, b) => a.rank - b.rank || (a.testId < b.testId ? -1 : a.testId > b.testId ? 1 : 0));
}
