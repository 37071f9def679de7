/**
 * The interviews mock backend's state: mock-interview slots, bookings and the hosts' feedback, practice interviews and
 * the question sets, started from the server's own demo seed (demoInterviews, dated from now, and the seeded question
 * sets), and who has career services (mock interviews). In the browser the state survives reloads (sessionStorage);
 * tests start from the seed through resetMockBackend.
 */
import { sessionStore } from "../../../mocks/common";
import { DEMO_INTERVIEW_PEOPLE, demoInterviews } from "@server/talent/modules/interviews/demo-seed-data";
import { INTERVIEW_QUESTION_SET_SEED } from "@server/talent/modules/interviews/question-sets-seed-data";
import type { InterviewFocus } from "@server/talent/modules/interviews/rules/limits";

export interface MockInterviewSlot {
  id: string;
  hostId: string;
  startsAt: string;
  durationMinutes: number;
  focus: InterviewFocus;
  topic: string;
  meetingUrl: string;
  createdAt: string;
  cancelledAt: string | null;
  cancellationReason: string | null;
}

export interface MockInterviewBooking {
  id: string;
  slotId: string;
  learnerId: string;
  acceptedTermIds: string[];
  bookedAt: string;
  cancelledAt: string | null;
  lateCancellation: boolean;
}

export interface MockInterviewFeedback {
  bookingId: string;
  authorId: string;
  attended: boolean;
  communication: number | null;
  problemSolving: number | null;
  technicalDepth: number | null;
  strengths: string;
  improvements: string;
  givenAt: string;
}

export interface MockInterviewQuestion {
  id: string;
  prompt: string;
  guidance: string;
}

export interface MockQuestionSet {
  id: string;
  title: string;
  focus: InterviewFocus;
  description: string;
  plannedMinutes: number;
  questions: MockInterviewQuestion[];
  retired: boolean;
}

export interface MockPracticeInterview {
  id: string;
  learnerId: string;
  questionSetId: string;
  /** The set's questions when it started (later edits of the set do not change it). */
  questions: MockInterviewQuestion[];
  acceptedTermIds: string[];
  startedAt: string;
  finishedAt: string | null;
  countedMinutes: number;
  /** Saved notes, one per question at most, in no particular order. */
  answers: { questionId: string; notes: string; savedAt: string }[];
}

export interface InterviewsState {
  slots: MockInterviewSlot[];
  bookings: MockInterviewBooking[];
  feedback: MockInterviewFeedback[];
  practices: MockPracticeInterview[];
  questionSets: MockQuestionSet[];
  /** People in career services (students of a certified-associate course): they may book mock interviews. */
  access: string[];
}

const STORAGE_KEY = "talentforge.mock.interviews";

function seed(): InterviewsState {
  const demo = demoInterviews(new Date());
  const iso = (d: Date) => d.toISOString();
  return {
    slots: demo.slots.map((s) => ({
      ...s,
      hostId: s.hostId,
      startsAt: iso(s.startsAt),
      createdAt: iso(s.createdAt),
      cancelledAt: null,
      cancellationReason: null,
    })),
    bookings: demo.bookings.map((b) => ({
      ...b,
      learnerId: b.learnerId,
      bookedAt: iso(b.bookedAt),
      cancelledAt: null,
      lateCancellation: false,
    })),
    feedback: demo.feedback.map((f) => ({ ...f, givenAt: iso(f.givenAt) })),
    practices: demo.practices.map((p) => {
      const set = INTERVIEW_QUESTION_SET_SEED.find((s) => s.id === p.questionSetId)!;
      return {
        id: p.id,
        learnerId: p.learnerId,
        questionSetId: p.questionSetId,
        questions: set.questions.map((q) => ({ ...q })),
        acceptedTermIds: [],
        startedAt: iso(p.startedAt),
        finishedAt: iso(p.finishedAt),
        countedMinutes: p.countedMinutes,
        answers: p.notes.map((n) => ({ ...n, savedAt: iso(p.finishedAt) })),
      };
    }),
    questionSets: INTERVIEW_QUESTION_SET_SEED.map((s) => ({ ...s, questions: s.questions.map((q) => ({ ...q })), retired: false })),
    access: [DEMO_INTERVIEW_PEOPLE.associate],
  };
}

let state: InterviewsState = seed();

/** The live state (a reset replaces the object, so always read it through here). */
export const mockInterviewsState = () => state;
export const persistMockInterviews = () => sessionStore()?.setItem(STORAGE_KEY, JSON.stringify(state));

export function resetMockInterviews(): void {
  state = seed();
  sessionStore()?.removeItem(STORAGE_KEY);
}
export const storedMockInterviews = () => sessionStore()?.getItem(STORAGE_KEY) ?? null;
export function loadMockInterviews(raw: string | null): void {
  if (!raw) return;
  try {
    const parsed = JSON.parse(raw) as InterviewsState;
    if (Array.isArray(parsed.slots) && Array.isArray(parsed.bookings) && Array.isArray(parsed.questionSets)) state = parsed;
  } catch {
    /* ignore a damaged copy */
  }
}

/* ---------- For tests that set a state up directly ---------- */

/** Puts a person in career services (mock interviews), as a certified-associate course enrolment would. */
export function grantMockInterviewAccess(userId: string): void {
  if (!state.access.includes(userId)) state.access.push(userId);
  persistMockInterviews();
}

export const mockInterviewAccessOf = (userId: string): boolean => state.access.includes(userId);

/** A slot by id, as the mock holds it. */
export const mockInterviewSlot = (id: string): MockInterviewSlot | null => state.slots.find((s) => s.id === id) ?? null;

/** Adds a slot without the API's checks (a test can date it within the day, or in the past). */
export function addMockInterviewSlot(
  slot: Omit<MockInterviewSlot, "id" | "createdAt" | "cancelledAt" | "cancellationReason"> & { id?: string },
): MockInterviewSlot {
  const { hostId, startsAt, durationMinutes, focus, topic, meetingUrl } = slot;
  const added: MockInterviewSlot = {
    id: slot.id ?? globalThis.crypto.randomUUID(),
    hostId,
    startsAt,
    durationMinutes,
    focus,
    topic,
    meetingUrl,
    createdAt: new Date().toISOString(),
    cancelledAt: null,
    cancellationReason: null,
  };
  state.slots.push(added);
  persistMockInterviews();
  return added;
}

/** Adds a standing booking without the API's checks. */
export function addMockInterviewBooking(slotId: string, learnerId: string, bookedAt: Date = new Date()): MockInterviewBooking {
  const booking: MockInterviewBooking = {
    id: globalThis.crypto.randomUUID(),
    slotId,
    learnerId,
    acceptedTermIds: [],
    bookedAt: bookedAt.toISOString(),
    cancelledAt: null,
    lateCancellation: false,
  };
  state.bookings.push(booking);
  persistMockInterviews();
  return booking;
}

/** A practice by id, as the mock holds it. */
export const mockPracticeInterview = (id: string): MockPracticeInterview | null => state.practices.find((p) => p.id === id) ?? null;

/** Starts a practice without the API's checks: a test can date its start in the past (to count minutes). */
export function startMockPracticeInterview(learnerId: string, questionSetId: string, startedAt: Date = new Date()): MockPracticeInterview {
  const set = state.questionSets.find((s) => s.id === questionSetId);
  if (!set) throw new Error(`no question set ${questionSetId}`);
  const practice: MockPracticeInterview = {
    id: globalThis.crypto.randomUUID(),
    learnerId,
    questionSetId,
    questions: set.questions.map((q) => ({ ...q })),
    acceptedTermIds: [],
    startedAt: startedAt.toISOString(),
    finishedAt: null,
    countedMinutes: 0,
    answers: [],
  };
  state.practices.push(practice);
  persistMockInterviews();
  return practice;
}
