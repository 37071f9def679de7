/**
 * Joining career services, the staff who serve it and each learner's team (SPEC §1: mentors and a career coach for
 * certified-associate students). Eligibility is asked of courses (interviews' certified-associate loader).
 */
import { and, asc, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { careerServices, careerStaff, users } from "../../../../../drizzle/schema/talent.js";
import { badInput, conflict, forbidden, notFound } from "../../../../shared/errors.js";
import { requireRole, requireViewer } from "../../../../shared/guards.js";
import { pageOfTable, pageWindow, type Page, type PageArgs } from "../../../../shared/pagination.js";
import { hasRole, type Viewer } from "../../../../shared/viewer.js";
import type { TalentContext } from "../../../context.js";
import { isUuid } from "../../profiles/rules/identity.js";
import type { CareerServicesRow, CareerServicesStatusModel, CareerStaffRow } from "../mappers.js";
import { CAREER_PAGE_SIZE, CAREER_STAFF_KINDS, type CareerStaffKind } from "../rules/limits.js";
import { mayReviewFor, mayServeAs } from "../rules/portfolio.js";

/** Roles that see the careers admin page (staff): instructors mentor, talent admins run it. */
const STAFF_PAGE_ROLES = ["INSTRUCTOR", "TALENT_ADMIN"] as const;

export async function myCareerServices(ctx: TalentContext): Promise<CareerServicesStatusModel> {
  const viewer = requireViewer(ctx);
  const [courseIds, services] = await Promise.all([ctx.certifiedAssociate.load(viewer.id), ctx.loaders.careerServicesOf.load(viewer.id)]);
  return { eligible: courseIds.length > 0, courseIds, services };
}

/** The viewer's services, once joined: FORBIDDEN before (what a learner's own career actions need). */
export async function requireJoined(ctx: TalentContext): Promise<{ viewer: Viewer; services: CareerServicesRow }> {
  const viewer = requireViewer(ctx);
  const services = await ctx.loaders.careerServicesOf.load(viewer.id);
  if (!services) throw forbidden("Join career services first (they are for students of a certified-associate course).");
  return { viewer, services };
}

/** Whether the viewer may see a learner's services: the learner, their mentor or coach, talent admins. */
export function seesServices(viewer: Viewer | null, services: CareerServicesRow): boolean {
  return !!viewer && (viewer.id === services.learnerId || mayReviewFor(viewer, services));
}

export async function readCareerServices(ctx: TalentContext, learnerId: string): Promise<CareerServicesRow | null> {
  const viewer = requireViewer(ctx);
  const services = isUuid(learnerId) ? await ctx.loaders.careerServicesOf.load(learnerId) : null;
  return services && seesServices(viewer, services) ? services : null;
}

export async function joinCareerServices(ctx: TalentContext): Promise<CareerServicesRow> {
  const viewer = requireViewer(ctx);
  if (!(await ctx.certifiedAssociate.load(viewer.id)).length)
    throw forbidden("Career services are for students of a certified-associate course.");
  await ctx.db.insert(careerServices).values({ learnerId: viewer.id, joinedAt: ctx.now }).onConflictDoNothing();
  ctx.loaders.careerServicesOf.clear(viewer.id);
  return (await ctx.loaders.careerServicesOf.load(viewer.id))!;
}

export async function learnersPage(
  ctx: TalentContext,
  args: PageArgs & { unassigned?: boolean | null; assignedToMe?: boolean | null },
): Promise<Page<CareerServicesRow>> {
  const viewer = requireRole(ctx, ...STAFF_PAGE_ROLES);
  const window = pageWindow(args, CAREER_PAGE_SIZE);
  const where: SQL[] = [];
  if (args.assignedToMe || !hasRole(viewer, "TALENT_ADMIN"))
    where.push(or(eq(careerServices.mentorId, viewer.id), eq(careerServices.coachId, viewer.id))!);
  if (args.unassigned) where.push(or(isNull(careerServices.mentorId), isNull(careerServices.coachId))!);
  return pageOfTable(ctx.db, careerServices, window, {
    where: where.length ? and(...where) : undefined,
    orderBy: [
      sql`(${careerServices.mentorId} IS NULL OR ${careerServices.coachId} IS NULL) DESC`,
      asc(careerServices.joinedAt),
      asc(careerServices.learnerId),
    ],
  });
}

/** Mentors then coaches, by name: everyone for talent admins; an instructor's own entries (where they stand). */
export async function staffList(ctx: TalentContext, only?: { userId: string }): Promise<CareerStaffRow[]> {
  if (!only) {
    const viewer = requireRole(ctx, ...STAFF_PAGE_ROLES);
    if (!hasRole(viewer, "TALENT_ADMIN")) only = { userId: viewer.id };
  }
  const rows = await ctx.db
    .select({ staff: careerStaff })
    .from(careerStaff)
    .innerJoin(users, eq(users.id, careerStaff.userId))
    .where(only ? eq(careerStaff.userId, only.userId) : undefined)
    .orderBy(asc(careerStaff.kind), asc(users.lastName), asc(users.firstName), asc(careerStaff.userId));
  return rows.map((r) => r.staff);
}

export async function setStaffAvailability(ctx: TalentContext, kind: CareerStaffKind, available: boolean): Promise<CareerStaffRow[]> {
  const viewer = requireRole(ctx, ...STAFF_PAGE_ROLES);
  if (!mayServeAs(viewer.roles, kind)) throw forbidden(`Your role may not serve as a ${kind.toLowerCase()}.`);
  if (!CAREER_STAFF_KINDS.includes(kind)) throw badInput("Unknown kind.", { kind: "Unknown kind." });
  if (available) await ctx.db.insert(careerStaff).values({ userId: viewer.id, kind, since: ctx.now }).onConflictDoNothing();
  else {
    const column = kind === "MENTOR" ? careerServices.mentorId : careerServices.coachId;
    const [assigned] = await ctx.db.select({ id: careerServices.learnerId }).from(careerServices).where(eq(column, viewer.id)).limit(1);
    if (assigned) throw conflict("Learners are assigned to you; ask a talent admin to reassign them first.");
    await ctx.db.delete(careerStaff).where(and(eq(careerStaff.userId, viewer.id), eq(careerStaff.kind, kind)));
  }
  return staffList(ctx, { userId: viewer.id });
}

export async function assignTeam(
  ctx: TalentContext,
  learnerId: string,
  mentorId: string | null | undefined,
  coachId: string | null | undefined,
): Promise<CareerServicesRow> {
  requireRole(ctx, "TALENT_ADMIN");
  const services = isUuid(learnerId) ? await ctx.loaders.careerServicesOf.load(learnerId) : null;
  if (!services) throw notFound("Career services of learner", learnerId);
  const wanted = (
    [
      ["MENTOR", mentorId ?? null],
      ["COACH", coachId ?? null],
    ] as const
  ).filter(([, id]) => id);
  const valid = wanted.filter(([, id]) => z.uuid().safeParse(id).success);
  const available = valid.length
    ? await ctx.db
        .select()
        .from(careerStaff)
        .where(
          inArray(
            careerStaff.userId,
            valid.map(([, id]) => id!),
          ),
        )
    : [];
  const fields: Record<string, string> = {};
  for (const [kind, id] of wanted) {
    if (id === learnerId) fields[kind === "MENTOR" ? "mentorId" : "coachId"] = "A learner cannot be on their own team.";
    else if (!available.some((s) => s.userId === id && s.kind === kind))
      fields[kind === "MENTOR" ? "mentorId" : "coachId"] = `Not available as a ${kind.toLowerCase()}.`;
  }
  if (Object.keys(fields).length) throw badInput("Choose people available for career services.", fields);
  const [row] = await ctx.db
    .update(careerServices)
    .set({ mentorId: mentorId ?? null, coachId: coachId ?? null, assignedAt: ctx.now })
    .where(eq(careerServices.learnerId, services.learnerId))
    .returning();
  ctx.loaders.careerServicesOf.clear(row!.learnerId).prime(row!.learnerId, row!);
  return row!;
}
