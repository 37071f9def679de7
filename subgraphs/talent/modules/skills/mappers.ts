/** What the skills module's GraphQL types resolve from (codegen mappers, schema/mappers.ts). */
import type {
  skillAttemptAnswers,
  skillAttempts,
  skillQuestions,
  skillRoles,
  skillTestStandings,
  skillTests,
  userSkillRoles,
  verifiedSkills,
} from "../../../../drizzle/schema/talent.js";
import type { QuestionResult } from "./rules/attempts.js";
import type { IntegritySummary } from "./rules/proctoring.js";
import type { CategoryReadiness, RequirementOutcome, RoleReadiness } from "./rules/readiness.js";
import type { SkillRequirement } from "./rules/roles.js";
import type { Term } from "./rules/tests.js";

export type SkillRoleRow = typeof skillRoles.$inferSelect;
export type SkillTestRow = typeof skillTests.$inferSelect;
export type UserSkillRoleRow = typeof userSkillRoles.$inferSelect;
export type VerifiedSkillRow = typeof verifiedSkills.$inferSelect;

/** A requirement as the rules read it (MANDATORY with its skill, CONDITIONAL with its allowed skills), from its rows. */
export type SkillRequirementModel = SkillRequirement;
export type SkillRequirementOutcomeModel = RequirementOutcome;
export type SkillCategoryReadinessModel = CategoryReadiness;
export type SkillReadinessModel = RoleReadiness;
export type SkillQuestionRow = typeof skillQuestions.$inferSelect;
export type SkillAttemptRow = typeof skillAttempts.$inferSelect;
export type SkillAnswerRow = typeof skillAttemptAnswers.$inferSelect;
export type SkillTestTermModel = Term;

/** A question as an attempt shows it: its options in the attempt's own order. */
export interface SkillQuestionModel {
  question: SkillQuestionRow;
  /** The attempt whose order the options follow. */
  attemptId: string;
}
/** A finished attempt's grade. */
export interface SkillAttemptResultModel {
  attempt: SkillAttemptRow;
}
/** One question's line in a grade; correct options and explanation only for practice. */
export interface SkillQuestionResultModel {
  attempt: SkillAttemptRow;
  result: QuestionResult;
}
export type IntegritySummaryModel = IntegritySummary & { signalCount: number };
/** The viewer's standing on one test. */
export interface SkillTestProgressModel {
  userId: string;
  testId: string;
  bestScore: number | null;
  passed: boolean;
  attemptCount: number;
  openAttempt: SkillAttemptRow | null;
  nextAttemptAt: Date | null;
}
export type SkillTestStandingRow = typeof skillTestStandings.$inferSelect;
/** A ranking entry: a standing and its reported rank (the sentinel past the ranked positions). */
export interface SkillRankingEntryModel {
  standing: SkillTestStandingRow;
  rank: number;
}
