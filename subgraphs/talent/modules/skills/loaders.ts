/**
 * Per-request DataLoaders of the skills system: roles with their requirements and each requirement's skills, tests with
 * their skills and the tests verifying each skill, and per person their chosen role and verified skills. Each is one
 * statement per request tick, whatever the number of roles, requirements, skills or people asked about.
 */
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import {
  skillAttemptAnswers,
  skillAttemptSignals,
  skillAttempts,
  skillQuestions,
  skillTestStandings,
  skillRequirementSkills,
  skillRequirements,
  skillRoles,
  skillTestSkills,
  skillTests,
  tools,
  userSkillRoles,
  verifiedSkills,
} from "../../../../drizzle/schema/talent.js";
import DataLoader from "dataloader";
import type { Db } from "../../../shared/db.js";
import { loaderByKey, loaderOfChildren } from "../../../shared/loaders.js";
import { isUuid } from "../profiles/rules/identity.js";
import type { SkillAttemptRow, SkillRankingEntryModel } from "./mappers.js";
import { RANK_SENTINEL, reportedRank } from "./rules/ranking.js";
import { closeExpiredAttempts } from "./services/grading.js";

/** A person's standing on one test, from their attempts. */
export interface SkillTestStats {
  bestScore: number | null;
  passed: boolean;
  attemptCount: number;
  lastFinishedVerify: Date | null;
  openVerify: SkillAttemptRow | null;
  openPractice: SkillAttemptRow | null;
}

/** Person ids that cannot be account ids (not UUIDs) have nothing; sending them would make Postgres fail the cast. */
const personIds = (ids: readonly string[]) => ids.filter(isUuid);

export function createSkillLoaders(db: Db, now: Date) {
  return {
    skillAttempt: loaderByKey(
      (ids: readonly string[]) => {
        const valid = personIds(ids);
        return valid.length ? db.select().from(skillAttempts).where(inArray(skillAttempts.id, valid)) : Promise.resolve([]);
      },
      (r) => r.id,
    ),
    /**
     * Per person, their ranking entries with their ranks, best first: each rank counts the standings before theirs on
     * that test (through the ranking index), counting no further than the sentinel. One statement for any number of
     * people.
     */
    skillRankingOfUser: new DataLoader<string, SkillRankingEntryModel[]>(async (userIds) => {
      const valid = personIds(userIds);
      const byUser = new Map<string, SkillRankingEntryModel[]>(userIds.map((id) => [id, []]));
      if (!valid.length) return userIds.map((id) => byUser.get(id)!);
      const st = skillTestStandings;
      // Raw SQL with explicit aliases: the subquery compares two rows of the same table.
      type Row = {
        test_id: string;
        user_id: string;
        attempt_count: number;
        score_sum: number;
        average: string;
        best_score: number;
        best_attempt_id: string;
        achieved_at: string | Date;
        ahead: number;
      };
      // Both drivers answer raw SQL with `rows`.
      const result = (await db.execute(sql`
        SELECT me.*, (
          SELECT count(*)::int FROM (
            SELECT 1 FROM ${st} AS o
            WHERE o.test_id = me.test_id AND (o.average > me.average OR (o.average = me.average
              AND (o.achieved_at < me.achieved_at OR (o.achieved_at = me.achieved_at AND o.user_id < me.user_id))))
            LIMIT ${RANK_SENTINEL}
          ) AS before
        ) AS ahead
        FROM ${st} AS me
        WHERE me.user_id IN (${sql.join(
          valid.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`)) as unknown as { rows: Row[] };
      const rows = result.rows.map((r) => ({
        ahead: Number(r.ahead),
        standing: {
          testId: r.test_id,
          userId: r.user_id,
          attemptCount: Number(r.attempt_count),
          scoreSum: Number(r.score_sum),
          average: Number(r.average),
          bestScore: Number(r.best_score),
          bestAttemptId: r.best_attempt_id,
          achievedAt: new Date(r.achieved_at),
        },
      }));
      for (const r of rows) byUser.get(r.standing.userId)!.push({ standing: r.standing, rank: reportedRank(r.ahead + 1) });
      for (const entries of byUser.values())
        entries.sort(
          (a, b) => a.rank - b.rank || (a.standing.testId < b.standing.testId ? -1 : a.standing.testId > b.standing.testId ? 1 : 0),
        );
      return userIds.map((id) => byUser.get(id)!);
    }),
    /** Finished verify scores, oldest first, per `userId:testId` (a ranking entry's scores). */
    skillScores: new DataLoader<string, number[]>(async (keys) => {
      const pairs = keys.map((k) => k.split(":") as [string, string]).filter(([u]) => isUuid(u));
      const byKey = new Map<string, number[]>(keys.map((k) => [k, []]));
      if (!pairs.length) return keys.map((k) => byKey.get(k)!);
      const rows = await db
        .select({ userId: skillAttempts.userId, testId: skillAttempts.testId, score: skillAttempts.score })
        .from(skillAttempts)
        .where(
          and(
            inArray(skillAttempts.userId, [...new Set(pairs.map(([u]) => u))]),
            inArray(skillAttempts.testId, [...new Set(pairs.map(([, t]) => t))]),
            eq(skillAttempts.mode, "VERIFY"),
            sql`${skillAttempts.finishedAt} IS NOT NULL`,
          ),
        )
        .orderBy(asc(skillAttempts.finishedAt));
      for (const r of rows) byKey.get(`${r.userId}:${r.testId}`)?.push(r.score ?? 0);
      return keys.map((k) => byKey.get(k)!);
    }),
    skillQuestion: loaderByKey(
      (ids: readonly string[]) =>
        db
          .select()
          .from(skillQuestions)
          .where(inArray(skillQuestions.id, [...ids])),
      (r) => r.id,
    ),
    /** A test's whole bank, retired questions too, in the bank's order (talent admins' view). */
    skillBank: loaderOfChildren(
      (testIds: readonly string[]) =>
        db
          .select()
          .from(skillQuestions)
          .where(inArray(skillQuestions.testId, [...testIds]))
          .orderBy(asc(skillQuestions.testId), asc(skillQuestions.position), asc(skillQuestions.id)),
      (r) => r.testId,
    ),
    skillAttemptAnswers: loaderOfChildren(
      (attemptIds: readonly string[]) =>
        db
          .select()
          .from(skillAttemptAnswers)
          .where(inArray(skillAttemptAnswers.attemptId, [...attemptIds])),
      (r) => r.attemptId,
    ),
    /** An attempt's proctoring signals in the order received. */
    skillAttemptSignals: loaderOfChildren(
      (attemptIds: readonly string[]) =>
        db
          .select()
          .from(skillAttemptSignals)
          .where(inArray(skillAttemptSignals.attemptId, [...attemptIds]))
          .orderBy(asc(skillAttemptSignals.attemptId), asc(skillAttemptSignals.seq)),
      (r) => r.attemptId,
    ),
    /**
     * Per person, their standing on every test they attempted: verify attempts aggregated in SQL (any number of
     * retakes is one row per test) and the open attempts. Attempts whose time ran out are finished first, so the
     * standing shows their grade and cooldown.
     */
    skillProgress: new DataLoader<string, Map<string, SkillTestStats>>(async (userIds) => {
      const valid = personIds(userIds);
      const byUser = new Map<string, Map<string, SkillTestStats>>(userIds.map((id) => [id, new Map()]));
      if (!valid.length) return userIds.map((id) => byUser.get(id)!);
      await closeExpiredAttempts(db, now, valid);
      const [finished, open] = await Promise.all([
        db
          .select({
            userId: skillAttempts.userId,
            testId: skillAttempts.testId,
            // A withdrawn result counts for the cooldown but not as a score or a pass.
            bestScore: sql<number | null>`max(${skillAttempts.score}) FILTER (WHERE ${skillAttempts.withdrawnAt} IS NULL)`,
            passed: sql<boolean>`coalesce(bool_or(${skillAttempts.passed}) FILTER (WHERE ${skillAttempts.withdrawnAt} IS NULL), false)`,
            attemptCount: sql<number>`count(*)`.mapWith(Number),
            lastFinished: sql<Date>`max(${skillAttempts.finishedAt})`.mapWith((v: string | Date) => new Date(v)),
          })
          .from(skillAttempts)
          .where(and(inArray(skillAttempts.userId, valid), eq(skillAttempts.mode, "VERIFY"), sql`${skillAttempts.finishedAt} IS NOT NULL`))
          .groupBy(skillAttempts.userId, skillAttempts.testId),
        db
          .select()
          .from(skillAttempts)
          .where(and(inArray(skillAttempts.userId, valid), isNull(skillAttempts.finishedAt))),
      ]);
      const stats = (userId: string, testId: string): SkillTestStats => {
        const tests = byUser.get(userId)!;
        let s = tests.get(testId);
        if (!s) {
          s = { bestScore: null, passed: false, attemptCount: 0, lastFinishedVerify: null, openVerify: null, openPractice: null };
          tests.set(testId, s);
        }
        return s;
      };
      for (const f of finished) {
        Object.assign(stats(f.userId, f.testId), {
          bestScore: f.bestScore,
          passed: f.passed,
          attemptCount: f.attemptCount,
          lastFinishedVerify: f.lastFinished,
        });
      }
      for (const o of open) {
        const s = stats(o.userId, o.testId);
        if (o.mode === "VERIFY") s.openVerify = o;
        else s.openPractice = o;
      }
      return userIds.map((id) => byUser.get(id)!);
    }),
    skillRole: loaderByKey(
      (ids: readonly string[]) =>
        db
          .select()
          .from(skillRoles)
          .where(inArray(skillRoles.id, [...ids])),
      (r) => r.id,
    ),
    /** A role's requirements in its order. */
    skillRequirements: loaderOfChildren(
      (roleIds: readonly string[]) =>
        db
          .select()
          .from(skillRequirements)
          .where(inArray(skillRequirements.roleId, [...roleIds]))
          .orderBy(asc(skillRequirements.roleId), asc(skillRequirements.position)),
      (r) => r.roleId,
    ),
    /** Every requirement's skills of a role, by role (grouped by requirement in services/roles.ts). */
    skillRequirementSkills: loaderOfChildren(
      (roleIds: readonly string[]) =>
        db
          .select()
          .from(skillRequirementSkills)
          .where(inArray(skillRequirementSkills.roleId, [...roleIds]))
          .orderBy(asc(skillRequirementSkills.roleId), asc(skillRequirementSkills.requirementId), asc(skillRequirementSkills.position)),
      (r) => r.roleId,
    ),
    skillTest: loaderByKey(
      (ids: readonly string[]) =>
        db
          .select()
          .from(skillTests)
          .where(inArray(skillTests.id, [...ids])),
      (r) => r.id,
    ),
    /** The skill ids a test verifies, in its order. */
    skillTestSkills: loaderOfChildren(
      (testIds: readonly string[]) =>
        db
          .select()
          .from(skillTestSkills)
          .where(inArray(skillTestSkills.testId, [...testIds]))
          .orderBy(asc(skillTestSkills.testId), asc(skillTestSkills.position)),
      (r) => r.testId,
    ),
    /** The tests verifying a skill (by tool id), at every level. */
    testsVerifyingSkill: loaderOfChildren(
      (toolIds: readonly string[]) =>
        db
          .select({ toolId: skillTestSkills.toolId, test: skillTests })
          .from(skillTestSkills)
          .innerJoin(skillTests, eq(skillTests.id, skillTestSkills.testId))
          .where(inArray(skillTestSkills.toolId, [...toolIds])),
      (r) => r.toolId,
    ),
    userSkillRole: loaderByKey(
      async (userIds: readonly string[]) => {
        const valid = personIds(userIds);
        return valid.length ? db.select().from(userSkillRoles).where(inArray(userSkillRoles.userId, valid)) : [];
      },
      (r) => r.userId,
    ),
    /** A person's verified skills by skill title. */
    verifiedSkills: loaderOfChildren(
      async (userIds: readonly string[]) => {
        const valid = personIds(userIds);
        if (!valid.length) return [];
        const rows = await db
          .select({ verified: verifiedSkills })
          .from(verifiedSkills)
          .innerJoin(tools, eq(tools.id, verifiedSkills.skillId))
          .where(inArray(verifiedSkills.userId, valid))
          .orderBy(asc(verifiedSkills.userId), asc(tools.title), asc(tools.id));
        return rows.map((r) => r.verified);
      },
      (r) => r.userId,
    ),
  };
}
