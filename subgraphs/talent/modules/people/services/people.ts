/** People search (SPEC §5): talent admins find people by first name, last name, full name or email. */
import { and, asc, ilike, inArray, isNull, or, sql } from "drizzle-orm";
import { z } from "zod";
import { users } from "../../../../../drizzle/schema/talent.js";
import { requireRole, requireSystem } from "../../../../shared/guards.js";
import { pageOfTable, pageWindow, toPage, type Page, type PageArgs } from "../../../../shared/pagination.js";
import { substringPattern } from "../../../../shared/search.js";
import { parseInput } from "../../../../shared/validation.js";
import type { TalentContext } from "../../../context.js";
import { emailPreferencesOf, toUiLanguageEnum, type OptionalEmailEnum, type UserRow } from "../../profiles/index.js";
import { PEOPLE_PAGE_SIZE } from "../rules/people.js";

/** The same expression the trigram index `users_full_name_trgm_idx` is built on. */
const fullName = sql`(${users.firstName} || ' ' || ${users.lastName})`;

/**
 * A person matches `pattern` by first name, last name or full name, and by email when `includeEmail`. A deleted
 * account's anonymous profile is nobody to find.
 */
function personMatches(pattern: string, includeEmail: boolean) {
  const byName = [ilike(users.firstName, pattern), ilike(users.lastName, pattern), ilike(fullName, pattern)];
  return and(isNull(users.deletedAt), or(...byName, ...(includeEmail ? [ilike(users.email, pattern)] : [])));
}

/** People in name order. */
const BY_NAME = [asc(users.firstName), asc(users.lastName), asc(users.id)];

/**
 * Case-insensitive substring of first name, last name, full name ("Mei Ling Tan") or email; blank text returns
 * nothing (SPEC §5), without touching the database. Ordered by name. Talent admins and course admins only.
 */
export async function searchPeople(ctx: TalentContext, args: PageArgs & { search: string }): Promise<Page<UserRow>> {
  // Course admins search people to manage class membership; emails stay private to them (profiles.ts).
  requireRole(ctx, "TALENT_ADMIN", "COURSE_ADMIN");
  const window = pageWindow(args, PEOPLE_PAGE_SIZE);
  const pattern = substringPattern(args.search);
  if (!pattern) return toPage<UserRow>([], window, async () => 0);
  const page = await pageOfTable(ctx.db, users, window, { where: personMatches(pattern, true), orderBy: BY_NAME });
  for (const row of page.items) ctx.loaders.user.prime(row.id, row);
  return page;
}

/** The most people `peopleMatching` returns: a short list beside other results (the forum search shows 5). */
export const PEOPLE_MATCHING_MAX = 10;

const matchingSchema = z.object({
  limit: z.number().int().min(1, "At least 1.").max(PEOPLE_MATCHING_MAX, `At most ${PEOPLE_MATCHING_MAX}.`),
});

/**
 * Internal (the forum's search, asked through ctx.peers): ids of people matching `search` as in `searchPeople`, by
 * name, at most `limit`. Emails are matched only when the caller says the person asking may see them
 * (`includeEmail`): otherwise a match on an address would disclose it. Only the platform may ask.
 */
export async function peopleMatching(
  ctx: TalentContext,
  args: { search: string; includeEmail: boolean; limit: number },
): Promise<string[]> {
  requireSystem(ctx);
  const { limit } = parseInput(matchingSchema, { limit: args.limit });
  const pattern = substringPattern(args.search);
  if (!pattern) return [];
  const rows = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(personMatches(pattern, args.includeEmail))
    .orderBy(...BY_NAME)
    .limit(limit);
  return rows.map((r) => r.id);
}

/** The most ids `mailRecipients` takes at once (the mail worker claims fewer messages than this). */
export const MAIL_RECIPIENTS_MAX = 100;

const recipientsSchema = z.object({
  ids: z.array(z.string().uuid("Not a person's id.")).max(MAIL_RECIPIENTS_MAX, `At most ${MAIL_RECIPIENTS_MAX} ids.`),
});

/** Internal (the mail worker): first name and interface language per person, in one query. Only the platform may ask. */
export async function mailRecipients(
  ctx: TalentContext,
  args: { ids: readonly string[] },
): Promise<{ id: string; firstName: string; uiLanguage: ReturnType<typeof toUiLanguageEnum> | null; switchedOff: OptionalEmailEnum[] }[]> {
  requireSystem(ctx);
  const { ids } = parseInput(recipientsSchema, { ids: [...args.ids] });
  if (ids.length === 0) return [];
  const rows = await ctx.db
    .select({ id: users.id, firstName: users.firstName, uiLanguage: users.uiLanguage, off: users.emailSwitchedOff })
    .from(users)
    .where(inArray(users.id, ids));
  return rows.map(({ off, ...r }) => ({
    ...r,
    uiLanguage: r.uiLanguage ? toUiLanguageEnum(r.uiLanguage) : null,
    switchedOff: emailPreferencesOf(off).flatMap((p) => (p.enabled ? [] : [p.email])),
  }));
}
