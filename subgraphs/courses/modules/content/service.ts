/** Content module use cases (SPEC §1, §3): team profiles, testimonials, partners, FAQs, statistics, value cards. */
import { asc, desc, eq } from "drizzle-orm";
import { partnerOrganisations, people, personGroupEnum, stats, testimonials, valueCards } from "../../../../drizzle/schema/courses.js";
import type { CoursesContext } from "../../context.js";
import type { FaqRow, PartnerOrganisationRow, PersonRow, StatRow, TestimonialRow, ValueCardRow } from "./mappers.js";
import type { FaqTypeId } from "./rules/content.js";
import { contentLanguageOf, localize, type UiLanguageId } from "../../../shared/translations.js";

type PersonGroup = (typeof personGroupEnum.enumValues)[number];

/** Team profiles in group order (founders, advisors, managers, staff, instructors), then display order. */
export async function listTeamProfiles(
  ctx: CoursesContext,
  group?: PersonGroup | null,
  language?: UiLanguageId | null,
): Promise<PersonRow[]> {
  const rows = await ctx.db
    .select()
    .from(people)
    .where(group ? eq(people.group, group) : undefined)
    .orderBy(asc(people.group), asc(people.sortOrder));
  return inLanguage(rows, language);
}

/** Featured ones first (the home page leads with them), then display order. */
export async function listTestimonials(ctx: CoursesContext, featured?: boolean | null): Promise<TestimonialRow[]> {
  return ctx.db
    .select()
    .from(testimonials)
    .where(featured == null ? undefined : eq(testimonials.featured, featured))
    .orderBy(desc(testimonials.featured), asc(testimonials.sortOrder));
}

export async function listPartnerOrganisations(ctx: CoursesContext, language?: UiLanguageId | null): Promise<PartnerOrganisationRow[]> {
  return inLanguage(await ctx.db.select().from(partnerOrganisations).orderBy(asc(partnerOrganisations.sortOrder)), language);
}

export async function listFaqs(ctx: CoursesContext, type: FaqTypeId, language?: UiLanguageId | null): Promise<FaqRow[]> {
  return inLanguage(await ctx.loaders.faqsOfType.load(type), language);
}

export async function listStats(ctx: CoursesContext, language?: UiLanguageId | null): Promise<StatRow[]> {
  return inLanguage(await ctx.db.select().from(stats).orderBy(asc(stats.sortOrder)), language);
}

export async function listValueCards(ctx: CoursesContext, language?: UiLanguageId | null): Promise<ValueCardRow[]> {
  return inLanguage(await ctx.db.select().from(valueCards).orderBy(asc(valueCards.sortOrder)), language);
}

/** Rows with their text in `language` (English when absent or untranslated). */
function inLanguage<R extends Parameters<typeof localize>[0]>(rows: R[], language: UiLanguageId | null | undefined): R[] {
  const lng = contentLanguageOf(language);
  return rows.map((r) => localize(r, lng));
}

/** Rows of `ids` in the given order, skipping unknown ids (a course page's instructors or graduates). */
export async function inOrder<R>(load: (ids: string[]) => Promise<(R | null | Error)[]>, ids: string[]): Promise<R[]> {
  if (ids.length === 0) return [];
  const rows = await load(ids);
  return rows.filter((r): r is R => r !== null && !(r instanceof Error));
}
