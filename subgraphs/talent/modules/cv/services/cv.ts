/**
 * CV scores (SPEC §9): the profile's own CV content or pasted text, scored by the pure rules in rules/ against a
 * career role's skill set, with a history of totals over edits. Pasted text is never stored: a snapshot holds only
 * the total and the points per criterion.
 */
import { and, desc, eq } from "drizzle-orm";
import { z } from "zod";
import { cvScores, type CvCriteriaPoints } from "../../../../../drizzle/schema/talent.js";
import { badInput } from "../../../../shared/errors.js";
import { requireViewer } from "../../../../shared/guards.js";
import { parseInput } from "../../../../shared/validation.js";
import {
  CV_CRITERIA,
  CV_TEXT_MAX,
  parseCvText,
  profileToCv,
  scoreCv,
  targetRoleOf,
  type CvCriterionKey,
  type CvCriterionScore,
  type CvDocument,
  type TargetRole,
} from "../rules/index.js";
import type { TalentContext } from "../../../context.js";
import { canRead, type UserRow } from "../../profiles/index.js";
import { findCareerRole, skillsOfRole, toolsOf, type CareerRoleRow } from "../../vocabulary/index.js";
import type { CvScoreModel, CvSnapshotRow, CvSource } from "../mappers.js";
import { CV_HISTORY_DEFAULT, CV_HISTORY_MAX } from "../rules/history.js";

/** A career role with its skill set, as the relevance rule reads it. */
async function targetRoleFor(ctx: TalentContext, role: CareerRoleRow): Promise<TargetRole> {
  const skills = await skillsOfRole(ctx, role);
  const tools = await ctx.loaders.tool.loadMany(skills.map((s) => s.toolId));
  return targetRoleOf(
    role,
    skills.map((s, i) => {
      const tool = tools[i];
      return { toolId: s.toolId, title: tool && !(tool instanceof Error) ? tool.title : s.toolId, importance: s.importance };
    }),
  );
}

async function requireRole(ctx: TalentContext, roleId: string, field = "roleId"): Promise<CareerRoleRow> {
  const role = await findCareerRole(ctx, roleId);
  if (!role) throw badInput(`Unknown career role "${roleId}".`, { [field]: "Unknown career role." });
  return role;
}

/** The profile's CV content as a document (bio, experiences, educations, skills). */
export async function profileDocument(ctx: TalentContext, user: UserRow): Promise<CvDocument> {
  const [experiences, educations, skills] = await Promise.all([
    ctx.loaders.workExperiences.load(user.id),
    ctx.loaders.educations.load(user.id),
    toolsOf(ctx, user.skillIds),
  ]);
  return profileToCv({
    about: { bio: user.bio },
    workExperiences: experiences.map((w) => ({
      jobTitle: w.jobTitle,
      employerName: w.employerName,
      start: w.startMonth,
      end: w.endMonth,
      descriptions: w.descriptions,
    })),
    educations: educations.map((e) => ({
      university: e.university,
      level: e.level,
      field: e.field,
      start: e.startMonth,
      end: e.endMonth,
      grade: e.grade,
      descriptions: e.descriptions,
    })),
    skills: skills.map((t) => t.title),
  });
}

function pointsOf(criteria: CvCriterionScore[]): CvCriteriaPoints {
  return Object.fromEntries(criteria.map((c) => [c.key, c.points]));
}

function samePoints(a: CvCriteriaPoints, b: CvCriteriaPoints): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((k) => a[k] === b[k]);
}

/**
 * Saves a snapshot when the score differs from the latest one of the same person, source and role, so the history
 * shows one entry per change rather than one per page view. Two simultaneous identical scorings may both save; the
 * history then shows the same total twice, which is harmless.
 */
export async function recordSnapshot(ctx: TalentContext, userId: string, source: CvSource, score: CvScoreModel): Promise<boolean> {
  const criteria = pointsOf(score.criteria);
  const [latest] = await ctx.db
    .select({ total: cvScores.total, criteria: cvScores.criteria })
    .from(cvScores)
    .where(and(eq(cvScores.userId, userId), eq(cvScores.source, source), eq(cvScores.roleId, score.roleId)))
    .orderBy(desc(cvScores.createdAt))
    .limit(1);
  if (latest && latest.total === score.total && samePoints(latest.criteria, criteria)) return false;
  await ctx.db.insert(cvScores).values({ userId, source, roleId: score.roleId, total: score.total, criteria });
  return true;
}

function scoreDocument(ctx: TalentContext, doc: CvDocument, role: TargetRole): CvScoreModel {
  const score = scoreCv(doc, role, ctx.now);
  return { total: score.total, roleId: role.id, criteria: score.criteria, lines: doc.lines.map((l) => l.text) };
}

/**
 * User.cvScore: the profile scored against `roleId` (default: their target role), for the person and for the
 * employer side of an application they sent (rules/privacy.ts); null for anyone else, and null when no role is given
 * and none is targeted. Recorded in the person's history when it changed, and only when the person asked: an
 * employer's look is not the person's own progress.
 */
export async function profileCvScore(ctx: TalentContext, user: UserRow, roleId: string | null | undefined): Promise<CvScoreModel | null> {
  if (!(await canRead(ctx, user, "cvScore"))) return null;
  const id = roleId ?? user.targetRoleId;
  if (!id) return null;
  const role = await targetRoleFor(ctx, await requireRole(ctx, id));
  const score = scoreDocument(ctx, await profileDocument(ctx, user), role);
  if (ctx.viewer?.id === user.id) await recordSnapshot(ctx, user.id, "PROFILE", score);
  return score;
}

const scoreTextInput = z.object({
  text: z.string().trim().min(1, "Paste your CV first.").max(CV_TEXT_MAX, `At most ${CV_TEXT_MAX} characters.`),
  roleId: z.string().min(1, "Required."),
});

/** Query.scoreCvText: pasted text against a role, for logged-in people; recorded (numbers only) when it changed. */
export async function scoreCvText(ctx: TalentContext, args: { text: string; roleId: string }): Promise<CvScoreModel> {
  const viewer = requireViewer(ctx);
  const data = parseInput(scoreTextInput, args);
  const role = await targetRoleFor(ctx, await requireRole(ctx, data.roleId));
  const score = scoreDocument(ctx, parseCvText(data.text), role);
  // An account without a profile has nowhere to keep history; the score is still returned.
  if (await ctx.loaders.user.load(viewer.id)) await recordSnapshot(ctx, viewer.id, "TEXT", score);
  return score;
}

/** User.cvScoreHistory: newest first; the person's own only (empty for others). */
export async function cvScoreHistory(ctx: TalentContext, user: UserRow, limit: number | null | undefined): Promise<CvSnapshotRow[]> {
  if (!(await canRead(ctx, user, "cvScoreHistory"))) return [];
  const n = limit ?? CV_HISTORY_DEFAULT;
  if (!Number.isInteger(n) || n < 1 || n > CV_HISTORY_MAX)
    throw badInput(`limit is 1 to ${CV_HISTORY_MAX}.`, { limit: `1 to ${CV_HISTORY_MAX}.` });
  // A score asked for earlier in the same query may be recording a snapshot right now; its own errors are its own.
  await ctx.pendingProfileScores.get(user.id)?.catch(() => undefined);
  return ctx.db.select().from(cvScores).where(eq(cvScores.userId, user.id)).orderBy(desc(cvScores.createdAt), desc(cvScores.id)).limit(n);
}

/** A snapshot's points in criterion order. */
export function snapshotCriteria(row: CvSnapshotRow): { key: CvCriterionKey; points: number }[] {
  return CV_CRITERIA.filter((k) => typeof row.criteria[k] === "number").map((key) => ({ key, points: row.criteria[key]! }));
}

export async function roleOfScore(ctx: TalentContext, roleId: string): Promise<CareerRoleRow> {
  const role = await findCareerRole(ctx, roleId);
  if (!role) throw new Error(`career role ${roleId} vanished`);
  return role;
}
