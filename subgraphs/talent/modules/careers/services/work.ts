/**
 * The learner's portfolio projects and resume/portfolio reviews, and their review by the learner's mentor or coach (or
 * a talent admin). A project waits for review after each submission; approved ones count toward the 10 (SPEC §1).
 */
import { and, asc, eq, inArray, isNull, or, type SQL } from "drizzle-orm";
import { z } from "zod";
import { careerReviews, careerServices, portfolioProjects } from "../../../../../drizzle/schema/talent.js";
import { isUniqueViolation } from "../../../../shared/db.js";
import { badInput, conflict, forbidden, notFound } from "../../../../shared/errors.js";
import { requireRole } from "../../../../shared/guards.js";
import { pageOfTable, pageWindow, type Page, type PageArgs } from "../../../../shared/pagination.js";
import { parseInput } from "../../../../shared/validation.js";
import { hasRole, type Viewer } from "../../../../shared/viewer.js";
import type { TalentContext } from "../../../context.js";
import { isUuid } from "../../profiles/rules/identity.js";
import type { CareerReviewRow, PortfolioProjectRow } from "../mappers.js";
import { CAREER_PAGE_SIZE, CAREER_REVIEW_KINDS, CAREER_REVIEW_LIMITS, PROJECT_LIMITS } from "../rules/limits.js";
import { mayReviewFor, projectEditable, projectReviewable, reviewOutcome } from "../rules/portfolio.js";
import { requireJoined } from "./team.js";

const https = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .pipe(z.url({ protocol: /^https$/, message: "Use an https link." }));

const projectInput = z.object({
  title: z.string().trim().min(PROJECT_LIMITS.title.min).max(PROJECT_LIMITS.title.max),
  summary: z.string().trim().min(PROJECT_LIMITS.summary.min).max(PROJECT_LIMITS.summary.max),
  repositoryUrl: https(PROJECT_LIMITS.url.max),
  liveUrl: z.union([z.literal("").transform(() => null), https(PROJECT_LIMITS.url.max)]).nullish(),
  skillIds: z.array(z.string()).min(PROJECT_LIMITS.skills.min).max(PROJECT_LIMITS.skills.max),
});
type ProjectInput = z.input<typeof projectInput>;

async function parseProject(ctx: TalentContext, raw: ProjectInput) {
  const input = parseInput(projectInput, raw);
  const skillIds = [...new Set(input.skillIds)];
  const known = await ctx.loaders.tool.loadMany(skillIds);
  const unknown = skillIds.filter((_, i) => !known[i] || known[i] instanceof Error);
  if (unknown.length) throw badInput("Pick skills from the vocabulary.", { skillIds: `Unknown: ${unknown.join(", ")}.` });
  return { ...input, liveUrl: input.liveUrl ?? null, skillIds };
}

export async function submitProject(ctx: TalentContext, raw: ProjectInput): Promise<PortfolioProjectRow> {
  const { viewer } = await requireJoined(ctx);
  const input = await parseProject(ctx, raw);
  const [row] = await ctx.db
    .insert(portfolioProjects)
    .values({ learnerId: viewer.id, ...input, status: "SUBMITTED", submittedAt: ctx.now })
    .returning();
  ctx.loaders.portfolioProjectsOf.clear(viewer.id);
  return row!;
}

export async function updateProject(ctx: TalentContext, id: string, raw: ProjectInput): Promise<PortfolioProjectRow> {
  const { viewer } = await requireJoined(ctx);
  const project = isUuid(id) ? await ctx.loaders.portfolioProject.load(id) : null;
  if (!project || project.learnerId !== viewer.id) throw notFound("Portfolio project", id);
  const input = await parseProject(ctx, raw);
  if (!projectEditable(project.status)) throw conflict("An approved project is final.");
  const [row] = await ctx.db
    .update(portfolioProjects)
    .set({ ...input, status: "SUBMITTED", submittedAt: ctx.now })
    .where(and(eq(portfolioProjects.id, project.id), eq(portfolioProjects.status, project.status)))
    .returning();
  if (!row) throw conflict("The project changed meanwhile; reload it.");
  ctx.loaders.portfolioProjectsOf.clear(viewer.id);
  ctx.loaders.portfolioProject.clear(row.id).prime(row.id, row);
  return row;
}

const feedbackInput = z.object({
  feedback: z.string().trim().min(CAREER_REVIEW_LIMITS.feedback.min).max(CAREER_REVIEW_LIMITS.feedback.max),
});

/** The viewer, when they are the learner's mentor or coach or a talent admin: FORBIDDEN otherwise. */
async function requireReviewerOf(ctx: TalentContext, viewer: Viewer, learnerId: string): Promise<void> {
  const team = await ctx.loaders.careerServicesOf.load(learnerId);
  if (!mayReviewFor(viewer, team ?? { mentorId: null, coachId: null }))
    throw forbidden("Only the learner's mentor or coach, or a talent admin, may review this.");
}

const REVIEWER_ROLES = ["INSTRUCTOR", "TALENT_ADMIN"] as const;

export async function reviewProject(ctx: TalentContext, id: string, approve: boolean, rawFeedback: string): Promise<PortfolioProjectRow> {
  const viewer = requireRole(ctx, ...REVIEWER_ROLES);
  const project = isUuid(id) ? await ctx.loaders.portfolioProject.load(id) : null;
  if (!project) throw notFound("Portfolio project", id);
  await requireReviewerOf(ctx, viewer, project.learnerId);
  const { feedback } = parseInput(feedbackInput, { feedback: rawFeedback });
  if (!projectReviewable(project.status)) throw conflict("This project is not waiting for review.");
  const [row] = await ctx.db
    .update(portfolioProjects)
    .set({ status: reviewOutcome(approve), feedback, reviewerId: viewer.id, reviewedAt: ctx.now })
    .where(and(eq(portfolioProjects.id, project.id), eq(portfolioProjects.status, "SUBMITTED")))
    .returning();
  if (!row) throw conflict("This project is not waiting for review.");
  ctx.loaders.portfolioProject.clear(row.id).prime(row.id, row);
  ctx.loaders.portfolioProjectsOf.clear(row.learnerId);
  return row;
}

const reviewRequest = z.object({
  kind: z.enum(CAREER_REVIEW_KINDS),
  link: https(CAREER_REVIEW_LIMITS.url.max),
  note: z.string().trim().min(CAREER_REVIEW_LIMITS.note.min).max(CAREER_REVIEW_LIMITS.note.max),
});

export async function requestReview(ctx: TalentContext, raw: z.input<typeof reviewRequest>): Promise<CareerReviewRow> {
  const { viewer } = await requireJoined(ctx);
  const input = parseInput(reviewRequest, raw);
  try {
    const [row] = await ctx.db
      .insert(careerReviews)
      .values({ learnerId: viewer.id, ...input, requestedAt: ctx.now })
      .returning();
    ctx.loaders.careerReviewsOf.clear(viewer.id);
    return row!;
  } catch (err) {
    if (isUniqueViolation(err, "career_reviews_one_waiting_key"))
      throw conflict("A review of this kind is already waiting.", { kind: "Already waiting for feedback." });
    throw err;
  }
}

export async function completeReview(ctx: TalentContext, id: string, rawFeedback: string): Promise<CareerReviewRow> {
  const viewer = requireRole(ctx, ...REVIEWER_ROLES);
  const review = isUuid(id) ? await ctx.loaders.careerReview.load(id) : null;
  if (!review) throw notFound("Career review", id);
  await requireReviewerOf(ctx, viewer, review.learnerId);
  const { feedback } = parseInput(feedbackInput, { feedback: rawFeedback });
  const [row] = await ctx.db
    .update(careerReviews)
    .set({ feedback, reviewerId: viewer.id, completedAt: ctx.now })
    .where(and(eq(careerReviews.id, review.id), isNull(careerReviews.completedAt)))
    .returning();
  if (!row) throw conflict("This review has its feedback already.");
  ctx.loaders.careerReview.clear(row.id).prime(row.id, row);
  ctx.loaders.careerReviewsOf.clear(row.learnerId);
  return row;
}

/** Learners whose work the viewer reviews: all for talent admins, their own team's for instructors. */
function ofViewersLearners(
  ctx: TalentContext,
  viewer: Viewer,
  learnerColumn: typeof portfolioProjects.learnerId | typeof careerReviews.learnerId,
): SQL | undefined {
  if (hasRole(viewer, "TALENT_ADMIN")) return undefined;
  return inArray(
    learnerColumn,
    ctx.db
      .select({ id: careerServices.learnerId })
      .from(careerServices)
      .where(or(eq(careerServices.mentorId, viewer.id), eq(careerServices.coachId, viewer.id))),
  );
}

export async function pendingProjects(ctx: TalentContext, args: PageArgs): Promise<Page<PortfolioProjectRow>> {
  const viewer = requireRole(ctx, ...REVIEWER_ROLES);
  return pageOfTable(ctx.db, portfolioProjects, pageWindow(args, CAREER_PAGE_SIZE), {
    where: and(eq(portfolioProjects.status, "SUBMITTED"), ofViewersLearners(ctx, viewer, portfolioProjects.learnerId)),
    orderBy: [asc(portfolioProjects.submittedAt), asc(portfolioProjects.id)],
  });
}

export async function pendingReviews(ctx: TalentContext, args: PageArgs): Promise<Page<CareerReviewRow>> {
  const viewer = requireRole(ctx, ...REVIEWER_ROLES);
  return pageOfTable(ctx.db, careerReviews, pageWindow(args, CAREER_PAGE_SIZE), {
    where: and(isNull(careerReviews.completedAt), ofViewersLearners(ctx, viewer, careerReviews.learnerId)),
    orderBy: [asc(careerReviews.requestedAt), asc(careerReviews.id)],
  });
}
