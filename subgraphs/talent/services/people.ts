/** People search (SPEC §5): talent admins find people by first name, last name, full name or email. */
import { asc, ilike, or, sql } from "drizzle-orm";
import { users } from "../../../drizzle/schema/talent.js";
import { requireRole } from "../../shared/guards.js";
import { pageOfTable, pageWindow, toPage, type Page, type PageArgs } from "../../shared/pagination.js";
import { substringPattern } from "../../shared/search.js";
import type { TalentContext } from "../context.js";
import type { UserRow } from "./profiles.js";

/** SPEC §9: people lists page by 8. */
export const PEOPLE_PAGE_SIZE = 8;

/** The same expression the trigram index `users_full_name_trgm_idx` is built on. */
const fullName = sql`(${users.firstName} || ' ' || ${users.lastName})`;

/**
 * Case-insensitive substring of first name, last name, full name ("Mei Ling Tan") or email; blank text returns
 * nothing (SPEC §5), without touching the database. Ordered by name. Talent admins and course admins only.
 */
export async function searchPeople(ctx: TalentContext, args: PageArgs & { search: string }): Promise<Page<UserRow>> {
  // Course admins search people to manage class membership (issue 5); emails stay private to them (profiles.ts).
  requireRole(ctx, "TALENT_ADMIN", "COURSE_ADMIN");
  const window = pageWindow(args, PEOPLE_PAGE_SIZE);
  const pattern = substringPattern(args.search);
  if (!pattern) return toPage<UserRow>([], window, async () => 0);
  const where = or(ilike(users.firstName, pattern), ilike(users.lastName, pattern), ilike(fullName, pattern), ilike(users.email, pattern));
  const page = await pageOfTable(ctx.db, users, window, { where, orderBy: [asc(users.firstName), asc(users.lastName), asc(users.id)] });
  for (const row of page.items) ctx.loaders.user.prime(row.id, row);
  return page;
}
