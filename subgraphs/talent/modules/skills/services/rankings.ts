/**
 * Rankings (SPEC §3 Student.ranking, §9): a test's ranked list and a person's entries, read from the standings the
 * grading transaction keeps (services/grading.ts refreshStandings), in the order of rules/ranking.ts: average
 * descending, then the earlier achievement, then the learner id. A page is an index range; a person's rank counts the
 * standings before theirs, at most up to the sentinel.
 */
import { asc, desc, eq, sql } from "drizzle-orm";
import { skillTestStandings } from "../../../../../drizzle/schema/talent.js";
import { notFound } from "../../../../shared/errors.js";
import { requireViewer } from "../../../../shared/guards.js";
import { pageWindow, toPage, type Page, type PageArgs } from "../../../../shared/pagination.js";
import type { TalentContext } from "../../../context.js";
import { canRead, type UserRow } from "../../profiles/index.js";
import { highestRank, reportedRank, SKILL_RANKING_PAGE_SIZE } from "../rules/ranking.js";
import type { SkillRankingEntryModel } from "../mappers.js";
import { findSkillTest } from "./tests.js";

/** A test's ranked list: logged-in people only; NOT_FOUND for an unknown test. */
export async function skillRankingPage(ctx: TalentContext, testId: string, args: PageArgs): Promise<Page<SkillRankingEntryModel>> {
  requireViewer(ctx);
  const window = pageWindow(args, SKILL_RANKING_PAGE_SIZE);
  const test = await findSkillTest(ctx, testId);
  if (!test) throw notFound("Skill test", testId);
  const s = skillTestStandings;
  const rows = await ctx.db
    .select()
    .from(s)
    .where(eq(s.testId, test.id))
    .orderBy(desc(s.average), asc(s.achievedAt), asc(s.userId))
    .limit(window.limit + 1)
    .offset(window.offset);
  const entries = rows.map((standing, i) => ({ standing, rank: reportedRank(window.offset + i + 1) }));
  return toPage(
    entries,
    window,
    async () =>
      (
        await ctx.db
          .select({ n: sql<number>`count(*)::int` })
          .from(s)
          .where(eq(s.testId, test.id))
      )[0]!.n,
  );
}

/** The person's entries, best rank first; the person and talent admins only (others get none). */
export async function skillRankingOf(ctx: TalentContext, user: UserRow): Promise<SkillRankingEntryModel[]> {
  if (!(await canRead(ctx, user, "skillRanking"))) return [];
  return ctx.loaders.skillRankingOfUser.load(user.id);
}

/** The person's highest rank, or the sentinel when they have none; null to anyone who may not see their entries. */
export async function highestSkillRankOf(ctx: TalentContext, user: UserRow): Promise<number | null> {
  if (!(await canRead(ctx, user, "skillRanking"))) return null;
  return highestRank((await ctx.loaders.skillRankingOfUser.load(user.id)).map((e) => e.rank));
}
