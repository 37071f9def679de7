/** The learning figures of the admin dashboard (COURSE_ADMIN): open applications by stage, across programmes. */
import { and, count, inArray } from "drizzle-orm";
import { programmeApplications, programmes } from "../../../../../drizzle/schema/courses.js";
import { AUTHORIZED_SUMMARY, type AdminSummaryModel } from "../../../../shared/admin-summary.js";
import { requireRole } from "../../../../shared/guards.js";
import type { CoursesContext } from "../../../context.js";
import { OPEN_STAGES, type ApplicationStatus } from "../rules/applications.js";

export function courseAdminSummary(ctx: CoursesContext): AdminSummaryModel {
  requireRole(ctx, "COURSE_ADMIN");
  return AUTHORIZED_SUMMARY;
}

/**
 * Counted per (programme, stage) pair over `programme_applications_programme_status_submitted_idx`: the programmes
 * are few, so naming them all lets the index lead with the programme instead of reading every application.
 */
export async function applicationsByStage(ctx: CoursesContext): Promise<{ status: ApplicationStatus; count: number }[]> {
  const ids = (await ctx.db.select({ id: programmes.id }).from(programmes)).map((p) => p.id);
  const rows = ids.length
    ? await ctx.db
        .select({ status: programmeApplications.status, n: count() })
        .from(programmeApplications)
        .where(and(inArray(programmeApplications.programmeId, ids), inArray(programmeApplications.status, [...OPEN_STAGES])))
        .groupBy(programmeApplications.status)
    : [];
  const byStatus = new Map(rows.map((r) => [r.status, r.n]));
  return OPEN_STAGES.map((status) => ({ status, count: byStatus.get(status) ?? 0 }));
}
