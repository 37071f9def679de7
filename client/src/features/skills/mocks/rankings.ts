/**
 * Rankings in the mock backend, as the server keeps them: every finished verify attempt in the mock's attempts state
 * (./attempts.ts: the demo people's seeded ones and any taken since) ranked by the server's own rules — a test's list by
 * rankedList, a person's entries by learnerRanking, their highest rank by highestRank.
 */
import type { Resolvers } from "../../../__generated__/mock-resolvers";
import { notFound, type MockDeps, type MockUserRef } from "../../../mocks/common";
import { SKILL_TEST_SEED } from "@server/talent/modules/skills/tests-seed-data";
import { findSkillTest } from "@server/talent/modules/skills/rules/tests";
import {
  highestRank,
  isRanked,
  learnerRanking,
  rankedList,
  SKILL_RANKING_PAGE_SIZE,
  type LearnerTestAttempts,
  type RankedAttempt,
  type RankingEntry,
} from "@server/talent/modules/skills/rules/ranking";
import { finishMockSkillAttempt } from "./attempts";
import { mockSkillsState, testObject } from "./skills";

/** Everyone's finished verify attempts, per learner and test (an attempt whose time ran out is settled first). */
function learnerAttempts(now = new Date()): LearnerTestAttempts[] {
  const byKey = new Map<string, { learnerId: string; testId: string; attempts: RankedAttempt[] }>();
  for (const a of mockSkillsState().attempts) {
    if (a.mode !== "VERIFY") continue;
    finishMockSkillAttempt(a, now, false);
    if (!a.finishedAt || !a.grade || a.withdrawal) continue;
    const key = `${a.userId}:${a.testId}`;
    const entry = byKey.get(key) ?? { learnerId: a.userId, testId: a.testId, attempts: [] };
    entry.attempts.push({
      score: a.grade.score,
      finishedAt: new Date(a.finishedAt),
      breakdown: a.grade.breakdown.map((b) => ({ item: b.questionId, score: b.points })),
    });
    byKey.set(key, entry);
  }
  return [...byKey.values()];
}

/** A test's ranked list now. */
export const mockRankedList = (testId: string): RankingEntry[] => rankedList(testId, learnerAttempts());

/** Every test's list, in the catalogue's order. */
const allLists = () => {
  const learners = learnerAttempts();
  return SKILL_TEST_SEED.map((t) => rankedList(t.id, learners));
};

export function rankingsResolvers(deps: MockDeps): Resolvers {
  /** As the server: a person's entries are theirs and talent admins' to see. */
  const mayView = (u: MockUserRef) => {
    const viewer = deps.viewer();
    return !!viewer && (viewer.id === u.id || viewer.roles.includes("TALENT_ADMIN"));
  };
  const entryObject = (e: RankingEntry) => ({
    rank: e.rank,
    ranked: isRanked(e.rank),
    test: testObject(findSkillTest(SKILL_TEST_SEED, e.testId)!),
    learner: deps.userById(e.learnerId),
    attemptCount: e.scores.length,
    scores: e.scores,
    average: e.average,
    best: e.best,
    achievedAt: e.achievedAt.toISOString(),
    breakdown: e.breakdown,
  });
  const mine = (u: MockUserRef) => learnerRanking(u.id, allLists());
  return {
    Query: {
      skillRanking: (_, { testId, page, pageSize }) => {
        deps.requireViewer();
        const test = findSkillTest(SKILL_TEST_SEED, testId);
        if (!test) throw notFound(`Skill test "${testId}"`);
        return deps.pageOf(mockRankedList(test.id).map(entryObject), { page, pageSize }, SKILL_RANKING_PAGE_SIZE);
      },
    },
    User: {
      skillRanking: (u: MockUserRef) => (mayView(u) ? mine(u).map(entryObject) : []),
      highestSkillRank: (u: MockUserRef) => (mayView(u) ? highestRank(mine(u).map((e) => e.rank)) : null),
    },
  };
}
