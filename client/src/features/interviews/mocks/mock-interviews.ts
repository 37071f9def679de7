/**
 * Mock interviews in the mock backend, as the server takes them (SPEC §1 career services, §5 interview terms): hosts
 * (interviewers and talent admins) publish and cancel slots and give feedback; learners in career services book with
 * every interview term accepted and cancel (late within 24 hours); who sees the meeting link, the booking and the
 * feedback; and each person's preparation hours. Decided by the server's own pure rules (rules/booking.ts,
 * rules/preparation.ts, rules/limits.ts) and answered with the errors the API's descriptions give.
 */
import type { Resolvers } from "../../../__generated__/mock-resolvers";
import type { InterviewFeedbackInput, InterviewSlotInput, InterviewSlotWindow } from "../../../__generated__/schema-types";
import { badInput, conflict, forbidden, notFound, type MockDeps, type MockUserRef } from "../../../mocks/common";
import { INTERVIEW_TERMS } from "@server/talent/modules/skills/tests-seed-data";
import { missingTerms, termText } from "@server/talent/modules/skills/rules/tests";
import {
  bookingCancellable,
  bookingProblem,
  bookingStatus,
  earliestBookableStart,
  feedbackOpen,
  isLateCancellation,
  slotsOverlap,
  slotTimeProblem,
  type BookingProblem,
  type SlotTimeProblem,
} from "@server/talent/modules/interviews/rules/booking";
import { FEEDBACK_LIMITS, INTERVIEW_PAGE_SIZE, SLOT_LIMITS } from "@server/talent/modules/interviews/rules/limits";
import { preparationOf } from "@server/talent/modules/interviews/rules/preparation";
import {
  mockInterviewsState,
  persistMockInterviews,
  type MockInterviewBooking,
  type MockInterviewFeedback,
  type MockInterviewSlot,
} from "./store";

const state = mockInterviewsState;
const times = (s: MockInterviewSlot) => ({ startsAt: new Date(s.startsAt), durationMinutes: s.durationMinutes });
const slotOf = (b: MockInterviewBooking) => state().slots.find((s) => s.id === b.slotId)!;
const feedbackOf = (b: MockInterviewBooking) => state().feedback.find((f) => f.bookingId === b.id) ?? null;
/** The booking that stands on a slot (one at most), or null. */
const standingBooking = (slotId: string) => state().bookings.find((b) => b.slotId === slotId && !b.cancelledAt) ?? null;

/** Interviewers (mentors) and talent admins host mock interviews. */
export const mayHost = (roles: readonly string[]) => roles.includes("INSTRUCTOR") || roles.includes("TALENT_ADMIN");

const SLOT_TIME_MESSAGES: Record<SlotTimeProblem, [field: string, message: string]> = {
  TOO_SOON: ["startsAt", `Publish a slot at least ${SLOT_LIMITS.leadMinutes} minutes ahead.`],
  TOO_FAR: ["startsAt", `Publish a slot at most ${SLOT_LIMITS.horizonDays} days ahead.`],
  DURATION: [
    "durationMinutes",
    `A slot lasts ${SLOT_LIMITS.durationMinutes.min} to ${SLOT_LIMITS.durationMinutes.max} minutes, in steps of ${SLOT_LIMITS.durationMinutes.step}.`,
  ],
};

const BOOKING_MESSAGES: Record<BookingProblem, string> = {
  CANCELLED: "This slot was cancelled by its host.",
  TAKEN: "Someone else booked this slot first.",
  CLOSED: "This slot starts within the hour and can no longer be booked.",
  OWN_SLOT: "You cannot book your own slot.",
  TOO_MANY: "You already hold the most upcoming mock interviews you may book; attend or cancel one first.",
  OVERLAP: "You already hold a mock interview at this time.",
};

const within = (text: string, { min, max }: { min: number; max: number }) => text.length >= min && text.length <= max;

function checkSlotInput(input: InterviewSlotInput, now: Date) {
  const startsAt = new Date(input.startsAt);
  if (Number.isNaN(startsAt.getTime())) throw badInput("The start is not a date and time.", { startsAt: "Give a date and time." });
  const problem = slotTimeProblem({ startsAt, durationMinutes: input.durationMinutes }, now);
  if (problem) {
    const [field, message] = SLOT_TIME_MESSAGES[problem];
    throw badInput(message, { [field]: message });
  }
  const topic = input.topic.trim();
  if (!within(topic, SLOT_LIMITS.topic)) {
    const message = `The topic takes ${SLOT_LIMITS.topic.min} to ${SLOT_LIMITS.topic.max} characters.`;
    throw badInput(message, { topic: message });
  }
  const meetingUrl = input.meetingUrl.trim();
  let https = false;
  try {
    https = new URL(meetingUrl).protocol === "https:";
  } catch {
    /* not a URL */
  }
  if (!https || meetingUrl.length > SLOT_LIMITS.meetingUrl.max) {
    const message = `Give the video-call link (https, at most ${SLOT_LIMITS.meetingUrl.max} characters).`;
    throw badInput(message, { meetingUrl: message });
  }
  return { startsAt, durationMinutes: input.durationMinutes, focus: input.focus, topic, meetingUrl };
}

function checkFeedbackInput(input: InterviewFeedbackInput) {
  const strengths = input.strengths.trim();
  const improvements = input.improvements.trim();
  const ratings = { communication: input.communication, problemSolving: input.problemSolving, technicalDepth: input.technicalDepth };
  const fields: Record<string, string> = {};
  const { min, max } = FEEDBACK_LIMITS.rating;
  for (const [field, value] of Object.entries(ratings)) {
    if (input.attended && (value == null || !Number.isInteger(value) || value < min || value > max)) {
      fields[field] = `Rate ${min} to ${max}.`;
    } else if (!input.attended && value != null) fields[field] = "No rating when the learner did not attend.";
  }
  for (const [field, text] of Object.entries({ strengths, improvements })) {
    const bounds = input.attended ? FEEDBACK_LIMITS.text : { min: 0, max: FEEDBACK_LIMITS.text.max };
    if (!within(text, bounds)) fields[field] = `Write ${bounds.min} to ${bounds.max} characters.`;
  }
  if (Object.keys(fields).length) throw badInput("The feedback needs changes.", fields);
  return {
    attended: input.attended,
    communication: input.attended ? ratings.communication! : null,
    problemSolving: input.attended ? ratings.problemSolving! : null,
    technicalDepth: input.attended ? ratings.technicalDepth! : null,
    strengths,
    improvements,
  };
}

/** Upcoming soonest first, past latest first (by the slot's start). */
function inWindow<T>(items: readonly T[], startOf: (x: T) => string, window: InterviewSlotWindow | null | undefined, now: Date): T[] {
  const upcoming = (window ?? "UPCOMING") === "UPCOMING";
  return items
    .filter((x) => new Date(startOf(x)) > now === upcoming)
    .sort((a, b) => (upcoming ? 1 : -1) * startOf(a).localeCompare(startOf(b)));
}

/** A person's preparation: attended mock interviews count their slot's length, finished practices their counted minutes. */
export function mockPreparationOf(userId: string) {
  const attended = state().bookings.filter((b) => b.learnerId === userId && !b.cancelledAt && feedbackOf(b)?.attended);
  const finished = state().practices.filter((p) => p.learnerId === userId && p.finishedAt);
  return preparationOf({
    mockMinutes: attended.reduce((sum, b) => sum + slotOf(b).durationMinutes, 0),
    practiceMinutes: finished.reduce((sum, p) => sum + p.countedMinutes, 0),
    attendedMockInterviews: attended.length,
    finishedPracticeInterviews: finished.length,
  });
}

export function mockInterviewsResolvers(deps: MockDeps): Resolvers {
  const isTalentAdmin = () => deps.viewer()?.roles.includes("TALENT_ADMIN") ?? false;
  /** The host of a slot, a talent admin, or (for a standing booking) its learner. */
  const mayManage = (slot: MockInterviewSlot) => {
    const viewer = deps.viewer();
    return !!viewer && (viewer.id === slot.hostId || isTalentAdmin());
  };
  const holds = (slot: MockInterviewSlot) => {
    const viewer = deps.viewer();
    return !!viewer && standingBooking(slot.id)?.learnerId === viewer.id;
  };
  const requireHost = () => {
    const viewer = deps.requireViewer();
    if (!mayHost(viewer.roles)) throw forbidden();
    return viewer;
  };

  function slotObject(s: MockInterviewSlot) {
    const visible = mayManage(s) || holds(s);
    return {
      id: s.id,
      host: deps.userById(s.hostId),
      startsAt: s.startsAt,
      durationMinutes: s.durationMinutes,
      focus: s.focus,
      topic: s.topic,
      meetingUrl: visible ? s.meetingUrl : null,
      cancelledAt: s.cancelledAt,
      cancellationReason: s.cancellationReason,
    };
  }

  function feedbackObject(f: MockInterviewFeedback) {
    return {
      attended: f.attended,
      communication: f.communication,
      problemSolving: f.problemSolving,
      technicalDepth: f.technicalDepth,
      strengths: f.strengths,
      improvements: f.improvements,
      author: deps.userById(f.authorId),
      givenAt: f.givenAt,
    };
  }

  function bookingObject(b: MockInterviewBooking) {
    const viewer = deps.viewer();
    const slot = slotOf(b);
    const feedback = feedbackOf(b);
    const mayRead = !!viewer && (viewer.id === b.learnerId || mayManage(slot));
    return {
      id: b.id,
      learner: deps.userById(b.learnerId),
      bookedAt: b.bookedAt,
      status: bookingStatus(!!b.cancelledAt, feedback),
      cancelledAt: b.cancelledAt,
      lateCancellation: b.lateCancellation,
      feedback: feedback && mayRead ? feedbackObject(feedback) : null,
    };
  }

  const slotById = (slotId: string) => {
    const slot = state().slots.find((s) => s.id === slotId);
    if (!slot) throw notFound("Interview slot");
    return slot;
  };
  const bookingById = (bookingId: string) => {
    const booking = state().bookings.find((b) => b.id === bookingId);
    if (!booking) throw notFound("Interview booking");
    return booking;
  };
  function assertTerms(accepted: readonly string[]) {
    const missing = missingTerms(INTERVIEW_TERMS, accepted);
    if (missing.length) {
      throw badInput(`Accept every interview term first (${missing.length} not accepted).`, {
        acceptedTermIds: `Not accepted: ${missing.join(", ")}.`,
      });
    }
  }

  /** As the server: the person and talent admins only. */
  const mayView = (u: MockUserRef) => {
    const viewer = deps.viewer();
    return !!viewer && (viewer.id === u.id || isTalentAdmin());
  };

  return {
    Query: {
      interviewTerms: () => INTERVIEW_TERMS.map((t) => ({ id: t.id, text: termText(t) })),
      openInterviewSlots: (_, args) => {
        deps.requireViewer();
        const now = new Date();
        const earliest = earliestBookableStart(now);
        const open = state()
          .slots.filter((s) => !s.cancelledAt && !standingBooking(s.id) && new Date(s.startsAt) >= earliest)
          .filter((s) => !args.focus || s.focus === args.focus)
          .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
        return deps.pageOf(open.map(slotObject), args, INTERVIEW_PAGE_SIZE);
      },
      hostedInterviewSlots: (_, args) => {
        const viewer = requireHost();
        const admin = viewer.roles.includes("TALENT_ADMIN");
        if (!admin && args.hostId && args.hostId !== viewer.id) throw forbidden();
        const hostId = admin ? (args.hostId ?? null) : viewer.id;
        const hosted = state().slots.filter((s) => !hostId || s.hostId === hostId);
        return deps.pageOf(inWindow(hosted, (s) => s.startsAt, args.window, new Date()).map(slotObject), args, INTERVIEW_PAGE_SIZE);
      },
      myInterviewBookings: (_, args) => {
        const viewer = deps.requireViewer();
        const mine = state().bookings.filter((b) => b.learnerId === viewer.id);
        const ordered = inWindow(mine, (b) => slotOf(b).startsAt, args.window, new Date());
        return deps.pageOf(ordered.map(bookingObject), args, INTERVIEW_PAGE_SIZE);
      },
    },
    Mutation: {
      publishInterviewSlot: (_, { input }) => {
        const viewer = requireHost();
        const now = new Date();
        const values = checkSlotInput(input, now);
        const standing = state().slots.filter((s) => s.hostId === viewer.id && !s.cancelledAt);
        if (standing.some((s) => slotsOverlap(times(s), values))) {
          throw conflict("This slot overlaps another of your slots.");
        }
        const slot: MockInterviewSlot = {
          id: globalThis.crypto.randomUUID(),
          hostId: viewer.id,
          ...values,
          startsAt: values.startsAt.toISOString(),
          createdAt: now.toISOString(),
          cancelledAt: null,
          cancellationReason: null,
        };
        state().slots.push(slot);
        persistMockInterviews();
        return slotObject(slot);
      },
      cancelInterviewSlot: (_, { slotId, reason }) => {
        const viewer = requireHost();
        const why = reason.trim();
        if (!within(why, SLOT_LIMITS.cancellationReason)) {
          const { min, max } = SLOT_LIMITS.cancellationReason;
          throw badInput(`Say why in ${min} to ${max} characters.`, { reason: `${min} to ${max} characters.` });
        }
        const slot = slotById(slotId);
        if (slot.hostId !== viewer.id && !viewer.roles.includes("TALENT_ADMIN")) throw forbidden();
        if (slot.cancelledAt) throw conflict("This slot is cancelled already.");
        const now = new Date();
        if (now >= new Date(slot.startsAt)) throw conflict("This slot has started; it can no longer be cancelled.");
        slot.cancelledAt = now.toISOString();
        slot.cancellationReason = why;
        // Its booking goes with it (not late: the learner did not cancel).
        const booking = standingBooking(slot.id);
        if (booking) booking.cancelledAt = slot.cancelledAt;
        persistMockInterviews();
        return slotObject(slot);
      },
      bookInterviewSlot: (_, { slotId, acceptedTermIds }) => {
        const viewer = deps.requireViewer();
        if (!viewer.roles.includes("STUDENT") || !state().access.includes(viewer.id)) throw forbidden();
        assertTerms(acceptedTermIds);
        const slot = slotById(slotId);
        const now = new Date();
        const upcoming = state()
          .bookings.filter((b) => b.learnerId === viewer.id && !b.cancelledAt)
          .map((b) => times(slotOf(b)))
          .filter((t) => t.startsAt > now);
        const problem = bookingProblem({
          slot: { ...times(slot), hostId: slot.hostId, cancelled: !!slot.cancelledAt, booked: !!standingBooking(slot.id) },
          learnerId: viewer.id,
          upcoming,
          now,
        });
        if (problem) throw conflict(BOOKING_MESSAGES[problem]);
        const booking: MockInterviewBooking = {
          id: globalThis.crypto.randomUUID(),
          slotId: slot.id,
          learnerId: viewer.id,
          acceptedTermIds: [...new Set(acceptedTermIds)],
          bookedAt: now.toISOString(),
          cancelledAt: null,
          lateCancellation: false,
        };
        state().bookings.push(booking);
        persistMockInterviews();
        return bookingObject(booking);
      },
      cancelInterviewBooking: (_, { bookingId }) => {
        const viewer = deps.requireViewer();
        const booking = bookingById(bookingId);
        if (booking.learnerId !== viewer.id) throw notFound("Interview booking");
        if (booking.cancelledAt) throw conflict("This booking is cancelled already.");
        const now = new Date();
        const startsAt = new Date(slotOf(booking).startsAt);
        if (!bookingCancellable(startsAt, now)) throw conflict("This interview has started; the booking can no longer be cancelled.");
        booking.cancelledAt = now.toISOString();
        booking.lateCancellation = isLateCancellation(startsAt, now);
        persistMockInterviews();
        return bookingObject(booking);
      },
      giveInterviewFeedback: (_, { bookingId, input }) => {
        const viewer = requireHost();
        const booking = bookingById(bookingId);
        const slot = slotOf(booking);
        if (slot.hostId !== viewer.id && !viewer.roles.includes("TALENT_ADMIN")) throw forbidden();
        if (booking.cancelledAt) throw conflict("This booking was cancelled; there is nothing to give feedback on.");
        const now = new Date();
        if (!feedbackOpen(new Date(slot.startsAt), now)) throw conflict("Feedback opens when the interview starts.");
        const values = checkFeedbackInput(input);
        const feedback: MockInterviewFeedback = { bookingId, authorId: viewer.id, ...values, givenAt: now.toISOString() };
        const list = state().feedback;
        const at = list.findIndex((f) => f.bookingId === bookingId);
        if (at >= 0) list[at] = feedback;
        else list.push(feedback);
        persistMockInterviews();
        return bookingObject(booking);
      },
    },
    // The two ends of slot ↔ booking, resolved by id (objects holding each other would never end).
    InterviewSlot: {
      booked: (s) => !!standingBooking(String(s.id)),
      booking: (s) => {
        const slot = state().slots.find((x) => x.id === s.id);
        const booking = slot && standingBooking(slot.id);
        return booking && (mayManage(slot) || holds(slot)) ? bookingObject(booking) : null;
      },
    },
    InterviewBooking: {
      slot: (b) => slotObject(slotOf(state().bookings.find((x) => x.id === b.id)!)),
    },
    User: {
      interviewPreparation: (u: MockUserRef) => (mayView(u) ? mockPreparationOf(u.id) : null),
      mockInterviewAccess: (u: MockUserRef) => (mayView(u) ? state().access.includes(u.id) : null),
    },
  };
}
