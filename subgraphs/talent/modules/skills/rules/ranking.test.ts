import { describe, expect, it } from "vitest";
import {
  compareRankingEntries,
  highestRank,
  isRanked,
  learnerRanking,
  RANK_SENTINEL,
  rankedList,
  rankingEntryOf,
  type LearnerTestAttempts,
  type RankedAttempt,
} from "./ranking.js";

const day = (d: number) => new Date(Date.UTC(2025, 5, d));
const attempt = (score: number, d: number, breakdown = [{ item: "q1", score }]): RankedAttempt => ({
  score,
  finishedAt: day(d),
  breakdown,
});
const learner = (learnerId: string, attempts: RankedAttempt[], testId = "js-beginner"): LearnerTestAttempts => ({
  learnerId,
  testId,
  attempts,
});

describe("rule: a learner's entry holds their verify attempt scores, oldest first, and averages them", () => {
  it("scores, average, best, the best attempt's breakdown and when the average was reached", () => {
    const entry = rankingEntryOf(
      learner("ana", [attempt(90, 10, [{ item: "q9", score: 10 }]), attempt(60, 1, [{ item: "q1", score: 0 }]), attempt(90, 20)]),
    );
    expect(entry).toEqual({
      testId: "js-beginner",
      learnerId: "ana",
      rank: RANK_SENTINEL,
      scores: [60, 90, 90],
      average: 80,
      best: 90,
      achievedAt: day(20),
      breakdown: [{ item: "q9", score: 10 }],
    });
  });
  it("no attempts: no entry", () => expect(rankingEntryOf(learner("ana", []))).toBeNull());
});

describe("rule: a test's ranked list is sorted by average score descending", () => {
  const list = rankedList("js-beginner", [
    learner("ben", [attempt(70, 1), attempt(90, 8)]), // 80
    learner("ana", [attempt(100, 2)]), // 100
    learner("cy", [attempt(60, 3)]), // 60
    learner("dee", [], "js-beginner"),
    learner("ana", [attempt(10, 1)], "py-beginner"),
  ]);
  it("highest average first, ranks 1..n, learners without attempts and other tests left out", () =>
    expect(list.map((e) => [e.rank, e.learnerId, e.average])).toEqual([
      [1, "ana", 100],
      [2, "ben", 80],
      [3, "cy", 60],
    ]));
  it("the average, not the best: a steady 80 ranks above a 100 after a 40", () => {
    const ranked = rankedList("t", [learner("up-down", [attempt(40, 1), attempt(100, 8)], "t"), learner("steady", [attempt(80, 1)], "t")]);
    expect(ranked.map((e) => e.learnerId)).toEqual(["steady", "up-down"]);
  });
});

describe("rule: ties go to the earlier achievement, then the learner id", () => {
  it("equal averages: the one reached earlier first", () => {
    const ranked = rankedList("t", [learner("late", [attempt(80, 9)], "t"), learner("early", [attempt(80, 2)], "t")]);
    expect(ranked.map((e) => e.learnerId)).toEqual(["early", "late"]);
  });
  it("equal averages from different numbers of attempts tie exactly", () => {
    const a = rankingEntryOf(learner("a", [attempt(70, 1), attempt(80, 2), attempt(90, 3)], "t"))!;
    const b = rankingEntryOf(learner("b", [attempt(80, 3)], "t"))!;
    expect(compareRankingEntries(a, b)).toBeLessThan(0); // same average, same day: id decides
    expect(compareRankingEntries(b, a)).toBeGreaterThan(0);
  });
  it("averages that are not whole numbers compare exactly", () => {
    // 250/3 = 83.33… vs 83: the thirds win; 100/3 twice tie and fall to the id.
    const thirds = rankingEntryOf(learner("z", [attempt(80, 1), attempt(80, 1), attempt(90, 1)], "t"))!;
    const whole = rankingEntryOf(learner("a", [attempt(83, 1)], "t"))!;
    expect(compareRankingEntries(thirds, whole)).toBeLessThan(0);
    const x = rankingEntryOf(learner("x", [attempt(0, 1), attempt(0, 1), attempt(100, 1)], "t"))!;
    const y = rankingEntryOf(learner("y", [attempt(0, 1), attempt(50, 1), attempt(50, 1)], "t"))!;
    expect(compareRankingEntries(x, y)).toBeLessThan(0);
  });
  it("same average, same time: by learner id", () => {
    const ranked = rankedList("t", [learner("b", [attempt(80, 1)], "t"), learner("a", [attempt(80, 1)], "t")]);
    expect(ranked.map((e) => [e.rank, e.learnerId])).toEqual([
      [1, "a"],
      [2, "b"],
    ]);
  });
});

describe(`rule: rank sentinel ${RANK_SENTINEL} means no rank; the highest-rank search starts from it`, () => {
  it("no ranks: the sentinel", () => expect(highestRank([])).toBe(RANK_SENTINEL));
  it("the numerically lowest real rank wins", () => expect(highestRank([12, 3, 40])).toBe(3));
  it("the sentinel among ranks is ignored", () => expect(highestRank([RANK_SENTINEL, 7])).toBe(7));
  it("9,999 is a rank, 10,000 is not", () => {
    expect(isRanked(9_999)).toBe(true);
    expect(isRanked(RANK_SENTINEL)).toBe(false);
    expect(isRanked(0)).toBe(false);
    expect(highestRank([9_999])).toBe(9_999);
    expect(highestRank([10_000, 10_001])).toBe(RANK_SENTINEL);
  });
  it("unranked sorts after every real rank", () =>
    expect([RANK_SENTINEL, 9_999, 1].sort((a, b) => a - b)).toEqual([1, 9_999, RANK_SENTINEL]));
  it("a list's 10,000th learner is listed but unranked", () => {
    const learners = Array.from({ length: 10_000 }, (_, i) =>
      learner(`l${String(i).padStart(5, "0")}`, [attempt(100 - (i % 100), 1)], "t"),
    );
    const list = rankedList("t", learners);
    expect(list).toHaveLength(10_000);
    expect(list[9_998]?.rank).toBe(9_999);
    expect(list[9_999]?.rank).toBe(RANK_SENTINEL);
  });
});

describe("rule: a learner's ranking gathers their entries across tests, best rank first", () => {
  it("entries for the learner only, by rank then test id", () => {
    const js = rankedList("js-beginner", [learner("ana", [attempt(50, 1)]), learner("ben", [attempt(90, 1)])]);
    const py = rankedList("py-beginner", [learner("ana", [attempt(90, 1)], "py-beginner")]);
    const sql = rankedList("sql-beginner", [learner("ana", [attempt(90, 1)], "sql-beginner")]);
    const mine = learnerRanking("ana", [js, sql, py]);
    expect(mine.map((e) => [e.testId, e.rank])).toEqual([
      ["py-beginner", 1],
      ["sql-beginner", 1],
      ["js-beginner", 2],
    ]);
    expect(highestRank(mine.map((e) => e.rank))).toBe(1);
    expect(learnerRanking("nobody", [js, py])).toEqual([]);
  });
});
