/**
 * What the talent service holds about a person (their profile and everything hanging off it), for the personal data
 * export and for erasure when the account is deleted. Every table whose rows are about a person as their subject is
 * listed here.
 */
import {
  careerReviews,
  careerServices,
  careerStaff,
  cvScores,
  educations,
  interviewBookings,
  interviewFeedback,
  interviewSlots,
  portfolioProjects,
  practiceInterviewAnswers,
  practiceInterviews,
  skillAttemptAnswers,
  skillAttemptSignals,
  skillAttempts,
  skillTestStandings,
  userSkillRoles,
  users,
  verifiedSkills,
  workExperiences,
} from "../../drizzle/schema/talent.js";
import { eq, sql } from "drizzle-orm";
import { requireSystem } from "../shared/guards.js";
import { deletePersonalRows, personIdOf, personalDataResolversFor, type PersonalDataSource } from "../shared/personal-data.js";
import { ANONYMISED_FIRST_NAME, ANONYMISED_LAST_NAME, ERASURE_POLICY, anonymisedEmail } from "../shared/rules/account-erasure.js";
import type { TalentContext } from "./context.js";

export const TALENT_PERSONAL_DATA: readonly PersonalDataSource[] = [
  { name: "profile", table: users, column: users.id, omit: ["avatarKey"] },
  { name: "workExperiences", table: workExperiences, column: workExperiences.userId },
  { name: "educations", table: educations, column: educations.userId },
  { name: "cvScores", table: cvScores, column: cvScores.userId },
  { name: "skillRole", table: userSkillRoles, column: userSkillRoles.userId },
  { name: "verifiedSkills", table: verifiedSkills, column: verifiedSkills.userId },
  { name: "skillAttempts", table: skillAttempts, column: skillAttempts.userId },
  {
    name: "skillAttemptAnswers",
    table: skillAttemptAnswers,
    column: skillAttemptAnswers.attemptId,
    through: { key: skillAttempts.id, person: skillAttempts.userId },
  },
  {
    name: "skillAttemptSignals",
    table: skillAttemptSignals,
    column: skillAttemptSignals.attemptId,
    through: { key: skillAttempts.id, person: skillAttempts.userId },
  },
  { name: "skillTestStandings", table: skillTestStandings, column: skillTestStandings.userId },
  { name: "interviewBookings", table: interviewBookings, column: interviewBookings.learnerId },
  {
    name: "interviewFeedback",
    table: interviewFeedback,
    column: interviewFeedback.bookingId,
    through: { key: interviewBookings.id, person: interviewBookings.learnerId },
  },
  { name: "hostedInterviewSlots", table: interviewSlots, column: interviewSlots.hostId },
  { name: "practiceInterviews", table: practiceInterviews, column: practiceInterviews.learnerId },
  {
    name: "practiceInterviewAnswers",
    table: practiceInterviewAnswers,
    column: practiceInterviewAnswers.practiceId,
    through: { key: practiceInterviews.id, person: practiceInterviews.learnerId },
  },
  { name: "careerStaff", table: careerStaff, column: careerStaff.userId },
  { name: "careerServices", table: careerServices, column: careerServices.learnerId },
  { name: "portfolioProjects", table: portfolioProjects, column: portfolioProjects.learnerId },
  { name: "careerReviews", table: careerReviews, column: careerReviews.learnerId },
];

/**
 * Account deletion: the profile row stays, as "Deleted member" with every personal field cleared (other services show
 * the author of posts and the host of interview slots through it); everything the policy lists as erased is deleted,
 * and the avatar leaves storage. Idempotent.
 */
export async function eraseTalentPersonalData(ctx: TalentContext, personId: string, now = new Date()): Promise<boolean> {
  requireSystem(ctx);
  const id = personIdOf(personId);
  const avatarKey = await ctx.db.transaction(async (tx) => {
    await deletePersonalRows(tx, TALENT_PERSONAL_DATA, ERASURE_POLICY.talent.erased, id);
    const [before] = await tx.select({ avatarKey: users.avatarKey }).from(users).where(eq(users.id, id)).for("update");
    await tx
      .update(users)
      .set({
        firstName: ANONYMISED_FIRST_NAME,
        lastName: ANONYMISED_LAST_NAME,
        email: anonymisedEmail(id),
        avatarKey: null,
        bio: null,
        employmentStatus: null,
        languages: [],
        workPermitLocations: [],
        skillIds: [],
        location: null,
        links: {},
        uiLanguage: null,
        emailSwitchedOff: [],
        targetRoleId: null,
        deletedAt: sql`coalesce(${users.deletedAt}, now())`,
        updatedAt: now,
      })
      .where(eq(users.id, id));
    return before?.avatarKey ?? null;
  });
  // After the commit: a file left behind by a failed delete is an orphan, never a profile pointing at nothing.
  if (avatarKey) await ctx.storage.delete(avatarKey).catch((err: unknown) => ctx.log.warn({ err }, "deleted member's avatar not removed"));
  return true;
}

export const personalDataResolvers = personalDataResolversFor("talent", TALENT_PERSONAL_DATA, eraseTalentPersonalData);
