/**
 * The assessments review in the mock backend, as the server runs it: talent admins list finished verify attempts by
 * the integrity flag the server's proctoring rules give their signals, and withdraw a graded verify attempt's result —
 * which then verifies nothing: the learner's verified levels of the test's skills are recomputed from the passes that
 * stand. The withdrawal is kept on the attempt itself (./attempts.ts), so it is saved with it.
 *
 * The demo world's flagged attempts come with the demo seed (DEMO_SKILLS, ./skills.ts), as on the server;
 * `seedMockReviewQueue` adds a fuller set of cases (every flag, a failed one, a withdrawn one) for tests that need them.
 */
import { z } from "zod";
import type { Resolvers } from "../../../__generated__/mock-resolvers";
import type { Role } from "../../../__generated__/graphql";
import { conflict, forbidden, notFound, type MockDeps } from "../../../mocks/common";
import { demoAccounts } from "../../../mocks/fixtures";
import { parseInput } from "@server/shared/validation";
import { SKILL_TEST_SEED } from "@server/talent/modules/skills/tests-seed-data";
import { findSkillTest } from "@server/talent/modules/skills/rules/tests";
import { REVIEW_PAGE_SIZE, WITHDRAWAL_REASON_LIMITS } from "@server/talent/modules/skills/rules/review";
import { INTEGRITY_THRESHOLDS, integritySummary, type IntegrityFlag } from "@server/talent/modules/skills/rules/proctoring";
import { bankOf } from "@server/talent/modules/skills/rules/question-bank/index";
import { demoSignals, type DemoSignalProfile } from "@server/talent/modules/skills/demo-seed-data";
import { FLAGGED } from "../lib/assessments";
import { finishMockSkillAttempt, mockSkillAttempt, startMockSkillAttempt, type MockAttempt } from "./attempts";
import { addMockVerification, mockSkillsState, persistMockSkills } from "./skills";

const withdrawalOf = (a: MockAttempt) => a.withdrawal ?? null;
const flagOf = (a: MockAttempt): IntegrityFlag => integritySummary(a.signals).flag;
const testOf = (testId: string) => findSkillTest(SKILL_TEST_SEED, testId)!;

/**
 * The learner's verified levels of the test's skills, from the verify passes that stand (of any test verifying the
 * skill), as the server recomputes them after a withdrawal; no pass left: the skill is no longer verified.
 */
function recomputeVerified(userId: string, testId: string): void {
  const state = mockSkillsState();
  for (const skillId of testOf(testId).skillIds) {
    state.verifications = state.verifications.filter((v) => !(v.userId === userId && v.skillId === skillId));
    for (const a of state.attempts) {
      const test = testOf(a.testId);
      const stands = a.mode === "VERIFY" && a.finishedAt && a.grade?.passed && !withdrawalOf(a);
      if (a.userId !== userId || !stands || !test.skillIds.includes(skillId)) continue;
      addMockVerification({ userId, skillId, level: test.level, testId: a.testId, score: a.grade!.score, verifiedAt: a.finishedAt! });
    }
  }
}

/** Withdraws a graded verify attempt's result (no checks: the mutation makes them; a seed dates it). */
export function withdrawMockAttemptResult(a: MockAttempt, adminId: string, reason: string, at: Date = new Date()): MockAttempt {
  a.withdrawal = { at: at.toISOString(), by: adminId, reason };
  recomputeVerified(a.userId, a.testId);
  persistMockSkills();
  return a;
}

/* ---------- The seeded queue ---------- */

/** The seeded attempts' ids, by what each shows. */
export const MOCK_REVIEW_ATTEMPTS = {
  suspiciousPassed: "7a3c9e10-5f0b-4c2e-9d1a-000000000001",
  reviewPassed: "7a3c9e10-5f0b-4c2e-9d1a-000000000002",
  reviewFailed: "7a3c9e10-5f0b-4c2e-9d1a-000000000003",
  clean: "7a3c9e10-5f0b-4c2e-9d1a-000000000004",
  withdrawn: "7a3c9e10-5f0b-4c2e-9d1a-000000000005",
} as const;

const DAY = 86_400_000;
const MINUTE = 60_000;
const T = INTEGRITY_THRESHOLDS;
const accountOf = (role: Role) => demoAccounts.find((a) => a.roles.includes(role))!.id;

/** A verify attempt submitted twenty minutes after it started, `daysAgo`, with `right` questions answered correctly. */
function seededAttempt(id: string, userId: string, testId: string, daysAgo: number, right: number, signals: DemoSignalProfile) {
  const startedAt = new Date(Date.now() - daysAgo * DAY);
  const a = startMockSkillAttempt(userId, testId, "VERIFY", startedAt, id);
  const bank = bankOf(testId)!;
  a.answers = a.questionIds.map((questionId, i) => {
    const q = bank.questions.find((x) => x.id === questionId)!;
    const optionIds = i < right ? [...q.correct] : [q.options.find((o) => !q.correct.includes(o.id))!.id];
    return { questionId, optionIds, answeredAt: new Date(startedAt.getTime() + (i + 1) * MINUTE).toISOString() };
  });
  a.signals = demoSignals(a.questionIds, signals);
  return finishMockSkillAttempt(a, new Date(startedAt.getTime() + 20 * MINUTE), true);
}

/** Adds the test cases that are not there yet, in place of the demo seed's flagged attempts. */
export function seedMockReviewQueue(): void {
  // These cases stand in for the demo seed's flagged attempts, so a test knows the whole queue.
  const state = mockSkillsState();
  const cases = new Set<string>(Object.values(MOCK_REVIEW_ATTEMPTS));
  state.attempts = state.attempts.filter((a) => cases.has(a.id) || flagOf(a) === "CLEAN");
  const student = accountOf("STUDENT");
  const instructor = accountOf("INSTRUCTOR");
  const ids = MOCK_REVIEW_ATTEMPTS;
  const seeds: [id: string, make: () => void][] = [
    [
      ids.suspiciousPassed,
      () =>
        seededAttempt(ids.suspiciousPassed, instructor, "js-intermediate", 1, 9, {
          pastes: T.pastes.SUSPICIOUS,
          away: T.awayEpisodes.REVIEW,
          awayMs: T.awayMs.SUSPICIOUS + 15_000,
          fast: T.fastAnswers.REVIEW,
        }),
    ],
    [
      ids.reviewPassed,
      () =>
        seededAttempt(ids.reviewPassed, student, "cpp-beginner", 2, 8, {
          away: T.awayEpisodes.REVIEW,
          awayMs: Math.round(T.awayMs.REVIEW / 2),
          pastes: T.pastes.REVIEW,
        }),
    ],
    [
      ids.reviewFailed,
      () =>
        seededAttempt(ids.reviewFailed, instructor, "html-css-beginner", 4, 5, {
          exits: T.fullscreenExits.REVIEW,
          fast: T.fastAnswers.REVIEW,
        }),
    ],
    // One brief slip: clean.
    [ids.clean, () => seededAttempt(ids.clean, student, "sql-beginner", 6, 8, { away: 1, awayMs: Math.round(T.awayMs.REVIEW / 5) })],
    [
      ids.withdrawn,
      () =>
        withdrawMockAttemptResult(
          seededAttempt(ids.withdrawn, instructor, "cpp-intermediate", 8, 10, {
            pastes: T.pastes.SUSPICIOUS,
            fast: T.fastAnswers.SUSPICIOUS,
          }),
          accountOf("TALENT_ADMIN"),
          "Every answer was pasted in within seconds; the learner confirmed they had help.",
          new Date(Date.now() - 7 * DAY),
        ),
    ],
  ];
  for (const [id, make] of seeds) if (!mockSkillAttempt(id)) make();
}

/* ---------- The review share of the mock schema ---------- */

export function reviewResolvers(deps: MockDeps): Resolvers {
  /** UNAUTHENTICATED for visitors, FORBIDDEN for anyone but a talent admin (as the server's guard). */
  const requireTalentAdmin = () => {
    const viewer = deps.requireViewer();
    if (!viewer.roles.includes("TALENT_ADMIN")) throw forbidden();
    return viewer;
  };
  return {
    Query: {
      skillAttemptsForReview: (_, { flags, testId, page, pageSize }) => {
        requireTalentAdmin();
        const wanted: readonly IntegrityFlag[] = flags?.length ? flags : FLAGGED;
        const now = new Date();
        const listed = mockSkillsState()
          .attempts.filter((a) => a.mode === "VERIFY" && (!testId || a.testId === testId))
          .map((a) => finishMockSkillAttempt(a, now, false))
          .filter((a) => a.finishedAt && wanted.includes(flagOf(a)))
          .sort((a, b) => b.finishedAt!.localeCompare(a.finishedAt!) || b.id.localeCompare(a.id));
        return deps.pageOf(listed, { page, pageSize }, REVIEW_PAGE_SIZE);
      },
    },
    Mutation: {
      withdrawSkillAttemptResult: (_, { attemptId, reason }) => {
        const admin = requireTalentAdmin();
        const a = mockSkillAttempt(attemptId);
        if (!a) throw notFound(`Skill attempt "${attemptId}"`);
        const [min, max] = WITHDRAWAL_REASON_LIMITS;
        const input = parseInput(z.object({ reason: z.string().trim().min(min).max(max) }), { reason });
        finishMockSkillAttempt(a, new Date(), false);
        const refuse = (message: string, why: string) => {
          const error = conflict(message);
          Object.assign(error.extensions, { fields: { attemptId: why } });
          return error;
        };
        if (a.mode !== "VERIFY" || !a.finishedAt) {
          throw refuse("Only a graded verify attempt's result can be withdrawn.", "Not a graded verify attempt.");
        }
        if (withdrawalOf(a)) throw refuse("This result has been withdrawn already.", "Withdrawn already.");
        return withdrawMockAttemptResult(a, admin.id, input.reason);
      },
    },
    SkillAttempt: {
      withdrawnAt: (a) => withdrawalOf(a)?.at ?? null,
      withdrawalReason: (a) => withdrawalOf(a)?.reason ?? null,
    },
  };
}
