/**
 * The demo world's interviews, dated from the seeding day: the certified-associate demo learner attended two mock
 * interviews (with feedback), holds one ahead and finished a practice; the demo student finished one practice; the
 * demo instructor (a mentor) and the talent admin have open slots in the coming days. Pure data: the server's seed and
 * the client's mocks build the same rows from it.
 */
import { INTERVIEW_TERMS } from "../skills/tests-seed-data.js";
import type { InterviewFocus } from "./rules/limits.js";
import { practiceMinutes } from "./rules/preparation.js";
import { INTERVIEW_QUESTION_SET_SEED } from "./question-sets-seed-data.js";

export const DEMO_INTERVIEW_PEOPLE = {
  associate: "00000000-0000-4000-8000-000000000008",
  student: "00000000-0000-4000-8000-000000000001",
  mentor: "00000000-0000-4000-8000-000000000002",
  coach: "00000000-0000-4000-8000-000000000005",
} as const;

export interface DemoSlot {
  id: string;
  hostId: string;
  startsAt: Date;
  durationMinutes: number;
  focus: InterviewFocus;
  topic: string;
  meetingUrl: string;
  createdAt: Date;
}

export interface DemoBooking {
  id: string;
  slotId: string;
  learnerId: string;
  acceptedTermIds: string[];
  bookedAt: Date;
}

export interface DemoFeedback {
  bookingId: string;
  authorId: string;
  attended: boolean;
  communication: number;
  problemSolving: number;
  technicalDepth: number;
  strengths: string;
  improvements: string;
  givenAt: Date;
}

export interface DemoPractice {
  id: string;
  learnerId: string;
  questionSetId: string;
  startedAt: Date;
  finishedAt: Date;
  countedMinutes: number;
  notes: { questionId: string; notes: string }[];
}

const DAY = 86_400_000;
/** `days` from the seeding day at `hour`:00 UTC (a whole hour, as people book). */
const at = (now: Date, days: number, hour: number) => {
  const d = new Date(now.getTime() + days * DAY);
  d.setUTCHours(hour, 0, 0, 0);
  return d;
};
const uuid = (n: number) => `00000000-0000-4000-8000-0000000e${n.toString(16).padStart(4, "0")}`;
const meeting = (n: number) => `https://meet.talentforge.test/mock-${n}`;

export function demoInterviews(now: Date): {
  slots: DemoSlot[];
  bookings: DemoBooking[];
  feedback: DemoFeedback[];
  practices: DemoPractice[];
} {
  const { associate, student, mentor, coach } = DEMO_INTERVIEW_PEOPLE;
  const slot = (n: number, hostId: string, days: number, hour: number, durationMinutes: number, focus: InterviewFocus, topic: string) => ({
    id: uuid(n),
    hostId,
    startsAt: at(now, days, hour),
    durationMinutes,
    focus,
    topic,
    meetingUrl: meeting(n),
    createdAt: at(now, Math.min(days, 0) - 7, 8),
  });
  const slots: DemoSlot[] = [
    slot(1, mentor, -14, 10, 60, "TECHNICAL", "Front-end: JavaScript and React fundamentals"),
    slot(2, coach, -7, 11, 45, "BEHAVIOURAL", "Your story and teamwork, with STAR answers"),
    slot(3, mentor, 2, 10, 60, "SYSTEM_DESIGN", "Design a job board: data model and search"),
    slot(4, mentor, 3, 14, 60, "TECHNICAL", "Front-end: accessibility and the browser"),
    slot(5, coach, 4, 11, 45, "BEHAVIOURAL", "Career change: telling your story"),
    slot(6, mentor, 5, 9, 45, "TECHNICAL", "Back-end: REST APIs and SQL"),
    slot(7, coach, 8, 15, 30, "BEHAVIOURAL", "Salary and offer conversations"),
    slot(8, mentor, 10, 10, 90, "SYSTEM_DESIGN", "Design a URL shortener, end to end"),
  ];
  const terms = INTERVIEW_TERMS.map((t) => t.id);
  const booking = (n: number, slotId: string, bookedDaysBefore: number): DemoBooking => {
    const s = slots.find((x) => x.id === slotId)!;
    return {
      id: uuid(100 + n),
      slotId,
      learnerId: associate,
      acceptedTermIds: terms,
      bookedAt: new Date(s.startsAt.getTime() - bookedDaysBefore * DAY),
    };
  };
  const bookings = [booking(1, uuid(1), 5), booking(2, uuid(2), 3), booking(3, uuid(3), 1)];
  const feedback: DemoFeedback[] = [
    {
      bookingId: bookings[0]!.id,
      authorId: mentor,
      attended: true,
      communication: 4,
      problemSolving: 3,
      technicalDepth: 3,
      strengths: "Clear explanation of the event loop and of how React decides to re-render; you talked through your thinking out loud.",
      improvements:
        "Practise the accessibility questions: name concrete techniques (labels, focus order, aria-describedby) instead of general principles. Time-box the warm-up to two minutes.",
      givenAt: new Date(slots[0]!.startsAt.getTime() + 2 * 3_600_000),
    },
    {
      bookingId: bookings[1]!.id,
      authorId: coach,
      attended: true,
      communication: 5,
      problemSolving: 4,
      technicalDepth: 4,
      strengths: "Your career-change story is convincing and well structured; the conflict example had a clear result.",
      improvements: "Quantify results where you can (time saved, users reached) and prepare a second example for failure questions.",
      givenAt: new Date(slots[1]!.startsAt.getTime() + 3 * 3_600_000),
    },
  ];
  const practice = (n: number, learnerId: string, setId: string, days: number, minutes: number): DemoPractice => {
    const set = INTERVIEW_QUESTION_SET_SEED.find((s) => s.id === setId)!;
    const startedAt = at(now, days, 19);
    const finishedAt = new Date(startedAt.getTime() + minutes * 60_000);
    return {
      id: uuid(200 + n),
      learnerId,
      questionSetId: setId,
      startedAt,
      finishedAt,
      countedMinutes: practiceMinutes(startedAt, finishedAt, set.plannedMinutes),
      notes: set.questions.map((q) => ({
        questionId: q.id,
        notes: `My answer outline: ${q.guidance.split(/[.;:]/)[0]!.toLowerCase()}, with an example from my own projects.`,
      })),
    };
  };
  const practices = [
    practice(1, associate, "behavioural-essentials", -10, 28),
    practice(2, associate, "frontend-fundamentals", -4, 52),
    practice(3, student, "frontend-fundamentals", -2, 35),
  ];
  return { slots, bookings, feedback, practices };
}
