/** Programmes, their sections and registration forms, and the forms' option lists (SPEC §3 Program, registration forms). */
import { and, asc, eq, sql } from "drizzle-orm";
import { programmeApplications, programmes } from "../../../../../drizzle/schema/courses.js";
import { DASHBOARD_LIMITS } from "../../../../shared/dashboard.js";
import { requireViewer } from "../../../../shared/guards.js";
import { ENGLISH_SCORE_BANDS, ENGLISH_TESTS, REGISTRATION_OPTION_LISTS } from "../../../../shared/options.js";
import { meetsEnglishPolicy } from "../rules/registration.js";
import { applicationsCloseAt, dashboardProgrammes, takesApplications } from "../rules/programmes.js";
import type { CoursesContext } from "../../../context.js";
import type { CourseRow } from "../../catalogue/index.js";
import type { ProgrammeRow, ProgrammeSectionModel, RegistrationFormRow, RegistrationOptionListModel } from "../mappers.js";

/**
 * Programmes in display order; `open` keeps those that take applications now (or those that do not) when given, by
 * the rule (the admin's switch and the dates): a handful of catalogue rows, filtered after reading. Public: programmes
 * are catalogue content.
 */
export async function listProgrammes(ctx: CoursesContext, open?: boolean | null): Promise<ProgrammeRow[]> {
  const all = await ctx.db.select().from(programmes).orderBy(asc(programmes.sortOrder), asc(programmes.id));
  const rows = typeof open === "boolean" ? all.filter((p) => takesApplications(p, ctx.now) === open) : all;
  for (const row of rows) ctx.loaders.programme.prime(row.id, row);
  return rows;
}

/** When the programme stops taking applications (ISO 8601): the admin's deadline, or its cohort's start. */
export function applicationsCloseAtOf(programme: ProgrammeRow): string | null {
  return applicationsCloseAt(programme)?.toISOString() ?? null;
}

/** Whether the programme takes applications now (the admin's switch, the cohort not started or the deadline ahead). */
export function takingApplications(ctx: CoursesContext, programme: ProgrammeRow): boolean {
  return takesApplications(programme, ctx.now);
}

/**
 * The learner dashboard's active programmes (rules/programmes.ts `dashboardProgrammes`): those marked for the
 * dashboard, each with whether the viewer accepted it, in one statement (a handful of programmes; the viewer's
 * applications by the applicant index).
 */
export async function dashboardProgrammesOf(ctx: CoursesContext): Promise<ProgrammeRow[]> {
  const viewer = requireViewer(ctx);
  const accepted = ctx.db
    .select({ one: sql`1` })
    .from(programmeApplications)
    .where(
      and(
        eq(programmeApplications.programmeId, programmes.id),
        eq(programmeApplications.applicantId, viewer.id),
        eq(programmeApplications.status, "ACCEPTED"),
      ),
    );
  const rows = await ctx.db
    .select({ programme: programmes, viewerAccepted: sql<boolean>`exists (${accepted})` })
    .from(programmes)
    .where(eq(programmes.showAtDashboard, true))
    .orderBy(asc(programmes.sortOrder), asc(programmes.id));
  const chosen = dashboardProgrammes(
    rows.map((r) => ({ ...r.programme, viewerAccepted: r.viewerAccepted })),
    ctx.now,
    DASHBOARD_LIMITS.activeProgrammes,
  );
  return chosen.map((c) => {
    const row = rows.find((r) => r.programme.id === c.id)!.programme;
    ctx.loaders.programme.prime(row.id, row);
    return row;
  });
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
