/**
 * The talent figures of the admin dashboard (TALENT_ADMIN): people with a profile, counted up to a bound, and sign-ups
 * per day over the last 30 days, grouped in SQL over the `users_created_idx` range.
 */
import { count, gte, sql } from "drizzle-orm";
import { users } from "../../../../../drizzle/schema/talent.js";
import { AUTHORIZED_SUMMARY, boundedCount, type AdminSummaryModel } from "../../../../shared/admin-summary.js";
import { requireRole } from "../../../../shared/guards.js";
import type { TalentContext } from "../../../context.js";
import { PEOPLE_COUNT_BOUND } from "../rules/people.js";
import { fillDays, trendStart } from "../rules/trend.js";

export function talentAdminSummary(ctx: TalentContext): AdminSummaryModel {
  requireRole(ctx, "TALENT_ADMIN");
  return AUTHORIZED_SUMMARY;
}

/** People counted up to a bound, once per request whichever of `people` and `peopleCapped` asks first. */
export function boundedPeopleCount(ctx: TalentContext): Promise<number> {
  return boundedCount(ctx, "people", (db) => db.select({ one: sql`1` }).from(users), PEOPLE_COUNT_BOUND);
}

export async function signUpsPerDay(ctx: TalentContext): Promise<{ day: string; count: number }[]> {
  const day = sql<string>`to_char(${users.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await ctx.db
    .select({ day, n: count() })
    .from(users)
    .where(gte(users.createdAt, trendStart(ctx.now)))
    .groupBy(day);
  return fillDays(ctx.now, new Map(rows.map((r) => [r.day, r.n])));
}
