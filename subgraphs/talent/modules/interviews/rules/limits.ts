/**
 * What mock interviews, practice interviews and question sets may hold (SPEC §1 career services, §5 interview terms).
 * Pure and free of libraries: the client's forms and mocks import these; the services validate with them.
 */

/** What an interview practises (GraphQL InterviewFocus). */
export const INTERVIEW_FOCUSES = ["TECHNICAL", "BEHAVIOURAL", "SYSTEM_DESIGN"] as const;
export type InterviewFocus = (typeof INTERVIEW_FOCUSES)[number];

/** SPEC §1: at least 100 hours of interview preparation. */
export const INTERVIEW_PREP_TARGET_HOURS = 100;

/** Interview lists show 20 a page, like the other lists of the skills system. */
export const INTERVIEW_PAGE_SIZE = 20;

/**
 * A slot: a quarter-hour grid from 15 minutes (a quick screen) to two hours (a system-design loop), published at least
 * an hour ahead (so a learner can still book it) and at most 90 days ahead (so hosts do not promise a far calendar).
 */
export const SLOT_LIMITS = {
  durationMinutes: { min: 15, max: 120, step: 15 },
  leadMinutes: 60,
  horizonDays: 90,
  topic: { min: 3, max: 120 },
  meetingUrl: { max: 500 },
  cancellationReason: { min: 5, max: 300 },
} as const;

/**
 * Booking: open until an hour before the start (the host needs notice); at most three upcoming bookings per learner so
 * scarce interviewer time is shared; a cancellation within 24 hours of the start is recorded as late.
 */
export const BOOKING_LIMITS = {
  closesMinutesBefore: 60,
  maxUpcoming: 3,
  lateCancellationHours: 24,
} as const;

/** Feedback: each rating 1 (poor) to 5 (excellent); texts long enough to say something useful. */
export const FEEDBACK_LIMITS = {
  rating: { min: 1, max: 5 },
  text: { min: 10, max: 2_000 },
} as const;

/** A question set and its questions; a practice's notes per question. */
export const QUESTION_SET_LIMITS = {
  id: { max: 60, pattern: /^[a-z0-9]+(?:-[a-z0-9]+)*$/ },
  title: { min: 3, max: 80 },
  description: { min: 10, max: 500 },
  plannedMinutes: { min: 10, max: 120 },
  questions: { min: 3, max: 20 },
  prompt: { min: 10, max: 500 },
  guidance: { min: 10, max: 2_000 },
  notes: { max: 5_000 },
} as const;
