/**
 * Seeds interviews: the practice question sets at every start (a set an admin edited since is left as it is), and in a
 * demo the demo people's slots, bookings, feedback and practices, dated from the first seeding day and inserted once
 * (what happens in the demo survives restarts).
 */
import { inArray } from "drizzle-orm";
import {
  interviewBookings,
  interviewFeedback,
  interviewQuestionSets,
  interviewSlots,
  practiceInterviewAnswers,
  practiceInterviews,
  users,
} from "../../../../drizzle/schema/talent.js";
import type { Tx } from "../../../shared/db.js";
import type { SeedOptions } from "../../../shared/server.js";
import { INTERVIEW_TERMS } from "../skills/tests-seed-data.js";
import { demoInterviews, DEMO_INTERVIEW_PEOPLE } from "./demo-seed-data.js";
import { INTERVIEW_QUESTION_SET_SEED } from "./question-sets-seed-data.js";

export async function seedInterviews(tx: Tx, opts: SeedOptions): Promise<void> {
  const now = new Date();
  await tx
    .insert(interviewQuestionSets)
    .values(INTERVIEW_QUESTION_SET_SEED.map((s) => ({ ...s, questions: [...s.questions], updatedAt: now })))
    .onConflictDoNothing();
  if (!opts.demo) return;
  // The demo rows need every demo person's profile (the associate's comes with the demo accounts).
  const people = Object.values(DEMO_INTERVIEW_PEOPLE);
  const present = await tx.select({ id: users.id }).from(users).where(inArray(users.id, people));
  if (present.length < people.length) return;
  const world = demoInterviews(now);
  await tx.insert(interviewSlots).values(world.slots).onConflictDoNothing();
  await tx.insert(interviewBookings).values(world.bookings).onConflictDoNothing();
  await tx.insert(interviewFeedback).values(world.feedback).onConflictDoNothing();
  const terms = INTERVIEW_TERMS.map((t) => t.id);
  const inserted = await tx
    .insert(practiceInterviews)
    .values(
      world.practices.map(({ notes: _notes, ...p }) => ({
        ...p,
        questions: [...INTERVIEW_QUESTION_SET_SEED.find((s) => s.id === p.questionSetId)!.questions],
        acceptedTermIds: terms,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: practiceInterviews.id });
  const fresh = new Set(inserted.map((r) => r.id));
  const answers = world.practices
    .filter((p) => fresh.has(p.id))
    .flatMap((p) => p.notes.map((n) => ({ practiceId: p.id, questionId: n.questionId, notes: n.notes, savedAt: p.finishedAt })));
  if (answers.length) await tx.insert(practiceInterviewAnswers).values(answers).onConflictDoNothing();
}
