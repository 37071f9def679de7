/**
 * Interview preparation hours (SPEC §1: 100+ hours of interview preparation): attended mock interviews count their
 * slot's length; a finished practice interview counts its time from start to finish, at most its set's planned
 * minutes (a tab left open does not add hours). Pure.
 */
import { INTERVIEW_PREP_TARGET_HOURS } from "./limits.js";

/** Minutes a finished practice counts: whole minutes elapsed, at most the planned minutes, never negative. */
export function practiceMinutes(startedAt: Date, finishedAt: Date, plannedMinutes: number): number {
  const elapsed = Math.floor((finishedAt.getTime() - startedAt.getTime()) / 60_000);
  return Math.max(0, Math.min(elapsed, plannedMinutes));
}

export interface Preparation {
  mockMinutes: number;
  practiceMinutes: number;
  /** Hours to one decimal, rounded down so the goal is met only when it truly is. */
  hours: number;
  targetHours: number;
  attendedMockInterviews: number;
  finishedPracticeInterviews: number;
}

export function preparationOf(totals: {
  mockMinutes: number;
  practiceMinutes: number;
  attendedMockInterviews: number;
  finishedPracticeInterviews: number;
}): Preparation {
  const minutes = totals.mockMinutes + totals.practiceMinutes;
  return { ...totals, hours: Math.floor(minutes / 6) / 10, targetHours: INTERVIEW_PREP_TARGET_HOURS };
}

/** Whether the preparation goal is met. */
export function preparationMet(p: Pick<Preparation, "hours" | "targetHours">): boolean {
  return p.hours >= p.targetHours;
}
