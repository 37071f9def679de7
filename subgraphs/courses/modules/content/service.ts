/** Content module use cases (SPEC §1, §3): team profiles, testimonials, partners, FAQs, statistics, value cards. */
import { asc, eq } from "drizzle-orm";
import { partnerOrganisations, people, personGroupEnum, stats, testimonials, valueCards } from "../../../../drizzle/schema/courses.js";
import type { CoursesContext } from "../../context.js";
import type { FaqRow, PartnerOrganisationRow, PersonRow, StatRow, TestimonialRow, ValueCardRow } from "./mappers.js";
import type { FaqTypeId } from "./rules/content.js";

type PersonGroup = (typeof personGroupEnum.enumValues)[number];

/** Team profiles in group order (founders, advisors, managers, staff, instructors), then display order. */
export async function listTeamProfiles(ctx: CoursesContext, group?: PersonGroup | null): Promise<PersonRow[]> {
  return ctx.db
    .select()
    .from(people)
    .where(group ? eq(people.group, group) : undefined)
    .orderBy(asc(people.group), asc(people.sortOrder));
}

export async function listTestimonials(ctx: CoursesContext, featured?: boolean | null): Promise<TestimonialRow[]> {
  return ctx.db
    .select()
    .from(testimonials)
    .where(featured == null ? undefined : eq(testimonials.featured, featured))
    .orderBy(asc(testimonials.sortOrder));
}

export async function listPartnerOrganisations(ctx: CoursesContext): Promise<PartnerOrganisationRow[]> {
  return ctx.db.select().from(partnerOrganisations).orderBy(asc(partnerOrganisations.sortOrder));
}

export async function listFaqs(ctx: CoursesContext, type: FaqTypeId): Promise<FaqRow[]> {
  return ctx.loaders.faqsOfType.load(type);
}

export async function listStats(ctx: CoursesContext): Promise<StatRow[]> {
  return ctx.db.select().from(stats).orderBy(asc(stats.sortOrder));
}

export async function listValueCards(ctx: CoursesContext): Promise<ValueCardRow[]> {
  return ctx.db.select().from(valueCards).orderBy(asc(valueCards.sortOrder));
}

/** Rows of `ids` in the given order, skipping unknown ids (a course page's instructors or graduates). */
export async function inOrder<R>(load: (ids: string[]) => Promise<(R | null | Error)[]>, ids: string[]): Promise<R[]> {
  if (ids.length === 0) return [];
  const rows = await load(ids);
  return rows.filter((r): r is R => r !== null && !(r instanceof Error));
}
