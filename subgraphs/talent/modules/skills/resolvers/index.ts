import type { Resolvers } from "../../../__generated__/resolvers-types.js";
import { Mutation } from "./Mutation.js";
import { Query } from "./Query.js";
import { SkillReadiness } from "./SkillReadiness.js";
import { SkillRequirement } from "./SkillRequirement.js";
import { SkillRequirementOutcome } from "./SkillRequirementOutcome.js";
import { SkillRole } from "./SkillRole.js";
import { SkillTest } from "./SkillTest.js";
import { SkillTestTerm } from "./SkillTestTerm.js";
import { SkillAttempt } from "./SkillAttempt.js";
import { SkillBankQuestion } from "./SkillBankQuestion.js";
import { SkillQuestion } from "./SkillQuestion.js";
import { SkillAnswer } from "./SkillAnswer.js";
import { SkillAttemptResult } from "./SkillAttemptResult.js";
import { SkillQuestionResult } from "./SkillQuestionResult.js";
import { IntegritySummary } from "./IntegritySummary.js";
import { SkillTestProgress } from "./SkillTestProgress.js";
import { SkillRankingEntry } from "./SkillRankingEntry.js";
import { TalentAdminSummary } from "./TalentAdminSummary.js";
import { User } from "./User.js";
import { VerifiedSkill } from "./VerifiedSkill.js";

export const skillResolvers: Resolvers = {
  Query,
  Mutation,
  TalentAdminSummary,
  User,
  SkillRole,
  SkillRequirement,
  SkillTest,
  VerifiedSkill,
  SkillRequirementOutcome,
  SkillReadiness,
  SkillTestTerm,
  SkillAttempt,
  SkillQuestion,
  SkillBankQuestion,
  SkillAnswer,
  SkillAttemptResult,
  SkillQuestionResult,
  IntegritySummary,
  SkillTestProgress,
  SkillRankingEntry,
};
