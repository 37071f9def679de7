import type { SkillAttemptResolvers } from "../../../__generated__/resolvers-types.js";
import { findUser } from "../../profiles/index.js";
import { attemptStatus } from "../rules/attempts.js";
import { answersOf, integrityOf, questionsOf } from "../services/attempts.js";
import { findSkillTest } from "../services/tests.js";

const iso = (d: Date | null) => d?.toISOString() ?? null;

export const SkillAttempt: SkillAttemptResolvers = {
  test: async (attempt, _, ctx) => (await findSkillTest(ctx, attempt.testId))!,
  status: (attempt, _, ctx) =>
    attempt.finishedAt
      ? attempt.submittedAt
        ? "SUBMITTED"
        : "EXPIRED"
      : attempt.deadline
        ? attemptStatus(ctx.now, attempt.deadline, null)
        : "IN_PROGRESS",
  startedAt: (attempt) => attempt.startedAt.toISOString(),
  deadline: (attempt) => iso(attempt.deadline),
  submittedAt: (attempt) => iso(attempt.submittedAt),
  questions: async (attempt, _, ctx) => (await questionsOf(ctx, attempt)).map((question) => ({ question, attemptId: attempt.id })),
  answers: (attempt, _, ctx) => answersOf(ctx, attempt),
  result: (attempt) => (attempt.finishedAt ? { attempt } : null),
  learner: async (attempt, _, ctx) => {
    const user = await findUser(ctx, attempt.userId);
    if (!user) throw new Error(`skill attempt ${attempt.id} of a missing person`);
    return user;
  },
  integrity: (attempt, _, ctx) => integrityOf(ctx, attempt),
  withdrawnAt: (attempt) => iso(attempt.withdrawnAt),
};
