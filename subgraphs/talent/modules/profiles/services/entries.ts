/**
 * Work experiences and educations on the viewer's own profile. Every write is scoped to the viewer's id, so an entry
 * of someone else's is NOT_FOUND (not FORBIDDEN: its existence is not confirmed) and nothing changes.
 */
import { and, eq, sql } from "drizzle-orm";
import { educations, users, workExperiences } from "../../../../../drizzle/schema/talent.js";
import { notFound } from "../../../../shared/errors.js";
import { requireViewer } from "../../../../shared/guards.js";
import { parseInput } from "../../../../shared/validation.js";
import { isUuid } from "../../../../shared/ids.js";
import { educationInput, workExperienceInput, type EducationData, type WorkExperienceData } from "../rules/profile.js";
import type { TalentContext } from "../../../context.js";
import type { EducationRow, UserRow, WorkExperienceRow } from "../mappers.js";
import { canRead, findUser } from "./profiles.js";

export async function workExperiencesOf(ctx: TalentContext, user: UserRow): Promise<WorkExperienceRow[]> {
  return (await canRead(ctx, user, "workExperiences")) ? ctx.loaders.workExperiences.load(user.id) : [];
}

export async function educationsOf(ctx: TalentContext, user: UserRow): Promise<EducationRow[]> {
  return (await canRead(ctx, user, "educations")) ? ctx.loaders.educations.load(user.id) : [];
}

const workValues = (d: WorkExperienceData) => ({
  jobTitle: d.jobTitle,
  employerName: d.employerName,
  startMonth: d.start,
  endMonth: d.end,
  descriptions: d.descriptions,
});

const educationValues = (d: EducationData) => ({
  university: d.university,
  level: d.level,
  field: d.field,
  startMonth: d.start,
  endMonth: d.end,
  grade: d.grade,
  descriptions: d.descriptions,
});

/** The viewer's profile after a change to its entries (updated_at bumped, loaders refreshed). */
async function touched(ctx: TalentContext, userId: string): Promise<UserRow> {
  const [row] = await ctx.db
    .update(users)
    .set({ updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw notFound("Profile", userId);
  ctx.loaders.user.clear(userId).prime(userId, row);
  ctx.loaders.workExperiences.clear(userId);
  ctx.loaders.educations.clear(userId);
  return row;
}

async function requireProfile(ctx: TalentContext): Promise<string> {
  const viewer = requireViewer(ctx);
  if (!(await findUser(ctx, viewer.id))) throw notFound("Profile", viewer.id);
  return viewer.id;
}

export async function addWorkExperience(ctx: TalentContext, input: unknown): Promise<UserRow> {
  requireViewer(ctx);
  const data = parseInput(workExperienceInput(ctx.now), input);
  const userId = await requireProfile(ctx);
  await ctx.db.insert(workExperiences).values({ userId, ...workValues(data) });
  return touched(ctx, userId);
}

/**
 * NOT_FOUND unless `id` is one of the viewer's own entries in `table`: checked before an edit's input is validated,
 * so someone else's entry answers the same whatever the input holds. The write stays scoped to the viewer too.
 */
async function requireOwnEntry(
  ctx: TalentContext,
  table: typeof workExperiences | typeof educations,
  what: string,
  id: string,
): Promise<void> {
  const viewer = requireViewer(ctx);
  const [own] = isUuid(id)
    ? await ctx.db
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.id, id), eq(table.userId, viewer.id)))
    : [];
  if (!own) throw notFound(what, id);
}

export async function updateWorkExperience(ctx: TalentContext, id: string, input: unknown): Promise<UserRow> {
  const viewer = requireViewer(ctx);
  await requireOwnEntry(ctx, workExperiences, "Work experience", id);
  const data = parseInput(workExperienceInput(ctx.now), input);
  const [row] = isUuid(id)
    ? await ctx.db
        .update(workExperiences)
        .set(workValues(data))
        .where(and(eq(workExperiences.id, id), eq(workExperiences.userId, viewer.id)))
        .returning({ id: workExperiences.id })
    : [];
  if (!row) throw notFound("Work experience", id);
  return touched(ctx, viewer.id);
}

export async function removeWorkExperience(ctx: TalentContext, id: string): Promise<UserRow> {
  const viewer = requireViewer(ctx);
  const [row] = isUuid(id)
    ? await ctx.db
        .delete(workExperiences)
        .where(and(eq(workExperiences.id, id), eq(workExperiences.userId, viewer.id)))
        .returning({ id: workExperiences.id })
    : [];
  if (!row) throw notFound("Work experience", id);
  return touched(ctx, viewer.id);
}

export async function addEducation(ctx: TalentContext, input: unknown): Promise<UserRow> {
  requireViewer(ctx);
  const data = parseInput(educationInput, input);
  const userId = await requireProfile(ctx);
  await ctx.db.insert(educations).values({ userId, ...educationValues(data) });
  return touched(ctx, userId);
}

export async function updateEducation(ctx: TalentContext, id: string, input: unknown): Promise<UserRow> {
  const viewer = requireViewer(ctx);
  await requireOwnEntry(ctx, educations, "Education", id);
  const data = parseInput(educationInput, input);
  const [row] = isUuid(id)
    ? await ctx.db
        .update(educations)
        .set(educationValues(data))
        .where(and(eq(educations.id, id), eq(educations.userId, viewer.id)))
        .returning({ id: educations.id })
    : [];
  if (!row) throw notFound("Education", id);
  return touched(ctx, viewer.id);
}

export async function removeEducation(ctx: TalentContext, id: string): Promise<UserRow> {
  const viewer = requireViewer(ctx);
  const [row] = isUuid(id)
    ? await ctx.db
        .delete(educations)
        .where(and(eq(educations.id, id), eq(educations.userId, viewer.id)))
        .returning({ id: educations.id })
    : [];
  if (!row) throw notFound("Education", id);
  return touched(ctx, viewer.id);
}
