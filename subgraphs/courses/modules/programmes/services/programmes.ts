/** Programmes, their sections and registration forms, and the forms' option lists (SPEC §3 Program, registration forms). */
import { asc, eq } from "drizzle-orm";
import { programmes } from "../../../../../drizzle/schema/courses.js";
import { ENGLISH_SCORE_BANDS, ENGLISH_TESTS, REGISTRATION_OPTION_LISTS } from "../../../../shared/options.js";
import { meetsEnglishPolicy } from "../rules/registration.js";
import type { CoursesContext } from "../../../context.js";
import type { CourseRow } from "../../catalogue/index.js";
import type { ProgrammeRow, ProgrammeSectionModel, RegistrationFormRow, RegistrationOptionListModel } from "../mappers.js";

/** Programmes in display order; `open` filters by applicationOpen when given. Public: programmes are catalogue content. */
export async function listProgrammes(ctx: CoursesContext, open?: boolean | null): Promise<ProgrammeRow[]> {
  const rows = await ctx.db
    .select()
    .from(programmes)
    .where(typeof open === "boolean" ? eq(programmes.applicationOpen, open) : undefined)
    .orderBy(asc(programmes.sortOrder), asc(programmes.id));
  for (const row of rows) ctx.loaders.programme.prime(row.id, row);
  return rows;
}

export function findProgramme(ctx: CoursesContext, id: string): Promise<ProgrammeRow | null> {
  return ctx.loaders.programme.load(id);
}

export function registrationFormOf(ctx: CoursesContext, programme: ProgrammeRow): Promise<RegistrationFormRow | null> {
  return ctx.loaders.formOfProgramme.load(programme.id);
}

/** A section's courses in its order; ids that name no course are skipped (sections are seeded data). */
export async function coursesOfSection(ctx: CoursesContext, section: ProgrammeSectionModel): Promise<CourseRow[]> {
  const rows = await ctx.loaders.course.loadMany(section.courseIds);
  return rows.filter((r): r is CourseRow => r !== null && !(r instanceof Error));
}

export const registrationOptionLists = (): readonly RegistrationOptionListModel[] => REGISTRATION_OPTION_LISTS;

export const keyedOptionsOf = (list: RegistrationOptionListModel) =>
  Object.entries(list.byKey ?? {}).map(([key, options]) => ({ key, options: [...options] }));

export const englishScoreBands = () =>
  ENGLISH_TESTS.flatMap((test) =>
    ENGLISH_SCORE_BANDS[test].map((b) => ({ test, band: b.band, cefr: b.cefr, meetsPolicy: meetsEnglishPolicy(b.cefr) })),
  );
