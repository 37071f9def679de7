/**
 * Self-paced practice interviews: a logged-in learner accepts the interview terms and starts one from a standing set
 * (or resumes their open one of it), writes notes per question, and finishes it; its time then counts toward
 * preparation hours, at most the set's planned minutes (rules/preparation.ts).
 */
import { and, desc, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import { practiceInterviewAnswers, practiceInterviews } from "../../../../../drizzle/schema/talent.js";
import { isUniqueViolation } from "../../../../shared/db.js";
import { badInput, conflict, notFound } from "../../../../shared/errors.js";
import { requireViewer } from "../../../../shared/guards.js";
import { pageOfTable, pageWindow, type Page, type PageArgs } from "../../../../shared/pagination.js";
import { parseInput } from "../../../../shared/validation.js";
import type { TalentContext } from "../../../context.js";
import { isUuid } from "../../profiles/rules/identity.js";
import { missingTerms } from "../../skills/rules/tests.js";
import { INTERVIEW_TERMS } from "../../skills/tests-seed-data.js";
import type { PracticeInterviewRow } from "../mappers.js";
import { INTERVIEW_PAGE_SIZE, QUESTION_SET_LIMITS } from "../rules/limits.js";
import { practiceMinutes } from "../rules/preparation.js";
import { isTalentAdmin } from "./access.js";

/** A practice as the viewer may see it: theirs, or any for talent admins. */
export async function readPractice(ctx: TalentContext, id: string): Promise<PracticeInterviewRow | null> {
  const viewer = requireViewer(ctx);
  const practice = isUuid(id) ? await ctx.loaders.practiceInterview.load(id) : null;
  return practice && (practice.learnerId === viewer.id || isTalentAdmin(viewer)) ? practice : null;
}

async function ownPractice(ctx: TalentContext, id: string): Promise<PracticeInterviewRow> {
  const viewer = requireViewer(ctx);
  const practice = isUuid(id) ? await ctx.loaders.practiceInterview.load(id) : null;
  if (!practice || practice.learnerId !== viewer.id) throw notFound("Practice interview", id);
  return practice;
}

export async function startPractice(
  ctx: TalentContext,
  questionSetId: string,
  acceptedTermIds: readonly string[],
): Promise<PracticeInterviewRow> {
  const viewer = requireViewer(ctx);
  const missing = missingTerms(INTERVIEW_TERMS, acceptedTermIds);
  if (missing.length) throw badInput("Accept every interview term to start.", { acceptedTermIds: `Not accepted: ${missing.join(", ")}.` });
  const set = await ctx.loaders.interviewQuestionSet.load(questionSetId);
  if (!set || set.retiredAt) throw notFound("Question set", questionSetId);
  const openOf = async () =>
    (
      await ctx.db
        .select()
        .from(practiceInterviews)
        .where(
          and(
            eq(practiceInterviews.learnerId, viewer.id),
            eq(practiceInterviews.questionSetId, set.id),
            isNull(practiceInterviews.finishedAt),
          ),
        )
    )[0];
  const open = await openOf();
  if (open) return open;
  try {
    const [row] = await ctx.db
      .insert(practiceInterviews)
      .values({
        learnerId: viewer.id,
        questionSetId: set.id,
        questions: set.questions,
        acceptedTermIds: [...new Set(acceptedTermIds)],
        startedAt: ctx.now,
      })
      .returning();
    return row!;
  } catch (err) {
    // A second tab started it a moment ago: resume that one.
    if (isUniqueViolation(err, "practice_interviews_one_open_key")) return (await openOf())!;
    throw err;
  }
}

const notesInput = z.object({ notes: z.string().max(QUESTION_SET_LIMITS.notes.max) });

export async function savePracticeAnswer(
  ctx: TalentContext,
  practiceId: string,
  questionId: string,
  rawNotes: string,
): Promise<PracticeInterviewRow> {
  const practice = await ownPractice(ctx, practiceId);
  const { notes } = parseInput(notesInput, { notes: rawNotes });
  if (!practice.questions.some((q) => q.id === questionId))
    throw badInput("That question is not in this practice.", { questionId: "Not in this practice." });
  if (practice.finishedAt) throw conflict("This practice is finished; its notes are kept as they were.");
  const key = and(eq(practiceInterviewAnswers.practiceId, practice.id), eq(practiceInterviewAnswers.questionId, questionId));
  if (!notes.trim()) await ctx.db.delete(practiceInterviewAnswers).where(key);
  else
    await ctx.db
      .insert(practiceInterviewAnswers)
      .values({ practiceId: practice.id, questionId, notes, savedAt: ctx.now })
      .onConflictDoUpdate({
        target: [practiceInterviewAnswers.practiceId, practiceInterviewAnswers.questionId],
        set: { notes, savedAt: ctx.now },
      });
  ctx.loaders.practiceAnswers.clear(practice.id);
  return practice;
}

export async function finishPractice(ctx: TalentContext, practiceId: string): Promise<PracticeInterviewRow> {
  const practice = await ownPractice(ctx, practiceId);
  if (practice.finishedAt) throw conflict("This practice is finished already.");
  const set = await ctx.loaders.interviewQuestionSet.load(practice.questionSetId);
  const answered = await ctx.loaders.practiceAnswers.load(practice.id);
  if (!answered.length) throw badInput("Write notes for at least one question before finishing.", { practiceId: "No notes yet." });
  const counted = practiceMinutes(practice.startedAt, ctx.now, set!.plannedMinutes);
  const [row] = await ctx.db
    .update(practiceInterviews)
    .set({ finishedAt: ctx.now, countedMinutes: counted })
    .where(and(eq(practiceInterviews.id, practice.id), isNull(practiceInterviews.finishedAt)))
    .returning();
  if (!row) throw conflict("This practice is finished already.");
  ctx.loaders.practiceInterview.clear(row.id).prime(row.id, row);
  ctx.loaders.interviewPreparation.clear(row.learnerId);
  return row;
}

export async function myPractices(ctx: TalentContext, args: PageArgs): Promise<Page<PracticeInterviewRow>> {
  const viewer = requireViewer(ctx);
  return pageOfTable(ctx.db, practiceInterviews, pageWindow(args, INTERVIEW_PAGE_SIZE), {
    where: eq(practiceInterviews.learnerId, viewer.id),
    orderBy: [desc(practiceInterviews.startedAt), desc(practiceInterviews.id)],
  });
}
