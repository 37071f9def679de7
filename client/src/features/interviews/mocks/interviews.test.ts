/**
 * The interviews mock follows the server's rules (rules/booking.ts, rules/preparation.ts) and the API's descriptions,
 * so the client's tests and `dev:mock` see what the router serves: booking with the terms and its conflicts, who may
 * book, cancelling (late within 24 hours), practice interviews through to their counted minutes, and hosts publishing,
 * cancelling and giving feedback.
 */
import { describe, expect, it } from "vitest";
import { graphql } from "graphql";
import { mockSchema } from "../../../mocks/schema";
import { talentAdmin, instructor, loginAs, mei } from "../../../test/session";
import { INTERVIEW_TERMS } from "@server/talent/modules/skills/tests-seed-data";
import { BOOKING_LIMITS } from "@server/talent/modules/interviews/rules/limits";
import {
  addMockInterviewBooking,
  addMockInterviewSlot,
  grantMockInterviewAccess,
  mockInterviewsState,
  startMockPracticeInterview,
} from ".";
import { mockAssociate } from "./testing";

async function run(source: string, variableValues?: Record<string, unknown>) {
  const result = await graphql({ schema: mockSchema, source, variableValues });
  return result as {
    data: Record<string, any> | null;
    errors?: { message: string; extensions: { code?: string; fields?: Record<string, string> } }[];
  };
}
const code = (r: Awaited<ReturnType<typeof run>>) => r.errors?.[0]?.extensions.code;

const TERMS = INTERVIEW_TERMS.map((t) => t.id);
const HOUR = 3_600_000;
const inHours = (h: number) => new Date(Date.now() + h * HOUR);

const BOOK = `mutation($slotId: ID!, $terms: [ID!]!) {
  bookInterviewSlot(slotId: $slotId, acceptedTermIds: $terms) { id status slot { id booked meetingUrl } }
}`;
const CANCEL_BOOKING = `mutation($id: ID!) { cancelInterviewBooking(bookingId: $id) { id status lateCancellation cancelledAt } }`;
const OPEN = `query($focus: InterviewFocus) { openInterviewSlots(focus: $focus) { items { id focus startsAt meetingUrl booked } pageInfo { totalCount } } }`;
const PREPARATION = `{ viewer { id mockInterviewAccess interviewPreparation { mockMinutes practiceMinutes hours targetHours attendedMockInterviews finishedPracticeInterviews } } }`;
const openIds = async (focus?: string) =>
  ((await run(OPEN, { focus })).data!.openInterviewSlots.items as { id: string }[]).map((s) => s.id);
const seededSlot = (n: number) => `00000000-0000-4000-8000-0000000e${n.toString(16).padStart(4, "0")}`;

describe("mock interviews: booking", () => {
  it("gives the associate access and preparation from the demo seed, and hides them from other learners", async () => {
    const associate = mockAssociate();
    loginAs(associate);
    const mine = (await run(PREPARATION)).data!.viewer;
    expect(mine.mockInterviewAccess).toBe(true);
    // Two attended interviews of 60 and 45 minutes; two finished practices.
    expect(mine.interviewPreparation).toMatchObject({
      mockMinutes: 105,
      attendedMockInterviews: 2,
      finishedPracticeInterviews: 2,
      targetHours: 100,
    });
    loginAs(mei);
    expect((await run(PREPARATION)).data!.viewer.mockInterviewAccess).toBe(false);
    const other = `query($id: ID!) { user(id: $id) { mockInterviewAccess interviewPreparation { hours } } }`;
    expect((await run(other, { id: associate.id })).data!.user).toEqual({ mockInterviewAccess: null, interviewPreparation: null });
    loginAs(talentAdmin);
    expect((await run(other, { id: associate.id })).data!.user.mockInterviewAccess).toBe(true);
  });

  it("lists open slots soonest first without booked ones, the links hidden, filtered by focus", async () => {
    loginAs(mei);
    const all = (await run(OPEN)).data!.openInterviewSlots.items as { id: string; startsAt: string; meetingUrl: string | null }[];
    expect(all.map((s) => s.startsAt)).toEqual([...all.map((s) => s.startsAt)].sort());
    // The associate's booked slot is not open; nobody but its host and learner sees a link.
    expect(all.map((s) => s.id)).not.toContain(seededSlot(3));
    expect(all.every((s) => s.meetingUrl === null)).toBe(true);
    expect(await openIds("BEHAVIOURAL")).toEqual([seededSlot(5), seededSlot(7)]);
    loginAs({ id: "nobody" });
    expect(code(await run(OPEN))).toBe("UNAUTHENTICATED");
  });

  it("books with every term accepted, and answers FORBIDDEN without career services", async () => {
    loginAs(mei);
    expect(code(await run(BOOK, { slotId: seededSlot(4), terms: TERMS }))).toBe("FORBIDDEN");
    loginAs(instructor);
    expect(code(await run(BOOK, { slotId: seededSlot(4), terms: TERMS }))).toBe("FORBIDDEN");
    grantMockInterviewAccess(mei.id);
    loginAs(mei);
    const missing = await run(BOOK, { slotId: seededSlot(4), terms: TERMS.slice(1) });
    expect(code(missing)).toBe("BAD_USER_INPUT");
    expect(missing.errors![0]!.extensions.fields).toHaveProperty("acceptedTermIds");
    expect(code(await run(BOOK, { slotId: "00000000-0000-4000-8000-00000000ffff", terms: TERMS }))).toBe("NOT_FOUND");
    const booked = (await run(BOOK, { slotId: seededSlot(4), terms: TERMS })).data!.bookInterviewSlot;
    expect(booked).toMatchObject({ status: "BOOKED", slot: { id: seededSlot(4), booked: true } });
    // The learner holding it sees where to meet; the slot leaves the open list.
    expect(booked.slot.meetingUrl).toMatch(/^https:/);
    expect(await openIds()).not.toContain(seededSlot(4));
    const mine = (await run(`{ myInterviewBookings { items { id slot { id } } } }`)).data!.myInterviewBookings.items;
    expect(mine).toEqual([{ id: booked.id, slot: { id: seededSlot(4) } }]);
  });

  it("answers CONFLICT for a taken slot, the learner's own slot, and too many upcoming bookings", async () => {
    grantMockInterviewAccess(mei.id);
    loginAs(mei);
    expect(code(await run(BOOK, { slotId: seededSlot(3), terms: TERMS }))).toBe("CONFLICT");
    const own = addMockInterviewSlot({
      hostId: mei.id,
      startsAt: inHours(30).toISOString(),
      durationMinutes: 30,
      focus: "TECHNICAL",
      topic: "Pairing",
      meetingUrl: "https://meet.example.com/own",
    });
    const ownTry = await run(BOOK, { slotId: own.id, terms: TERMS });
    expect(code(ownTry)).toBe("CONFLICT");
    expect(ownTry.errors![0]!.message).toMatch(/own slot/);
    // The associate holds one upcoming booking in the seed: two more reach the limit.
    loginAs(mockAssociate());
    for (const n of [4, 5].slice(0, BOOKING_LIMITS.maxUpcoming - 1)) {
      expect((await run(BOOK, { slotId: seededSlot(n), terms: TERMS })).data!.bookInterviewSlot.status).toBe("BOOKED");
    }
    const tooMany = await run(BOOK, { slotId: seededSlot(6), terms: TERMS });
    expect(code(tooMany)).toBe("CONFLICT");
    expect(tooMany.errors![0]!.message).toMatch(/most upcoming/);
  });

  it("cancels a booking, late within 24 hours, and only the learner's own", async () => {
    const associate = mockAssociate();
    const held = mockInterviewsState().bookings.find((b) => b.slotId === seededSlot(3))!;
    loginAs(mei);
    expect(code(await run(CANCEL_BOOKING, { id: held.id }))).toBe("NOT_FOUND");
    loginAs(associate);
    const cancelled = (await run(CANCEL_BOOKING, { id: held.id })).data!.cancelInterviewBooking;
    expect(cancelled).toMatchObject({ status: "CANCELLED", lateCancellation: false });
    expect(code(await run(CANCEL_BOOKING, { id: held.id }))).toBe("CONFLICT");
    // The slot is open again.
    expect(await openIds()).toContain(seededSlot(3));

    const soon = addMockInterviewSlot({
      hostId: mockInterviewsState().slots[0]!.hostId,
      startsAt: inHours(5).toISOString(),
      durationMinutes: 45,
      focus: "BEHAVIOURAL",
      topic: "Late",
      meetingUrl: "https://meet.example.com/late",
    });
    const late = addMockInterviewBooking(soon.id, associate.id);
    expect((await run(CANCEL_BOOKING, { id: late.id })).data!.cancelInterviewBooking).toMatchObject({
      status: "CANCELLED",
      lateCancellation: true,
    });
    const started = addMockInterviewSlot({ ...soon, id: globalThis.crypto.randomUUID(), startsAt: inHours(-1).toISOString() });
    const past = addMockInterviewBooking(started.id, associate.id);
    expect(code(await run(CANCEL_BOOKING, { id: past.id }))).toBe("CONFLICT");
  });
});

describe("mock interviews: practice", () => {
  const START = `mutation($set: ID!, $terms: [ID!]!) {
    startPracticeInterview(questionSetId: $set, acceptedTermIds: $terms) { id finishedAt countedMinutes questions { id } answers { questionId notes } }
  }`;
  const SAVE = `mutation($id: ID!, $q: ID!, $notes: String!) {
    savePracticeInterviewAnswer(practiceId: $id, questionId: $q, notes: $notes) { id answers { questionId notes } }
  }`;
  const FINISH = `mutation($id: ID!) { finishPracticeInterview(practiceId: $id) { id finishedAt countedMinutes questionSet { plannedMinutes } } }`;

  it("starts with the terms, resumes the open one, saves notes and finishes with the counted minutes", async () => {
    loginAs(mei);
    expect(code(await run(START, { set: "behavioural-essentials", terms: [] }))).toBe("BAD_USER_INPUT");
    expect(code(await run(START, { set: "no-such-set", terms: TERMS }))).toBe("NOT_FOUND");
    const started = (await run(START, { set: "behavioural-essentials", terms: TERMS })).data!.startPracticeInterview;
    expect(started).toMatchObject({ finishedAt: null, countedMinutes: 0, answers: [] });
    expect((await run(START, { set: "behavioural-essentials", terms: TERMS })).data!.startPracticeInterview.id).toBe(started.id);

    expect(code(await run(FINISH, { id: started.id }))).toBe("BAD_USER_INPUT");
    expect(code(await run(SAVE, { id: started.id, q: "q99", notes: "x" }))).toBe("BAD_USER_INPUT");
    const saved = (await run(SAVE, { id: started.id, q: "q2", notes: "Situation, task, action, result." })).data!;
    expect(saved.savePracticeInterviewAnswer.answers).toEqual([{ questionId: "q2", notes: "Situation, task, action, result." }]);
    // Empty notes clear the question.
    await run(SAVE, { id: started.id, q: "q1", notes: "First" });
    expect((await run(SAVE, { id: started.id, q: "q1", notes: "" })).data!.savePracticeInterviewAnswer.answers).toHaveLength(1);

    loginAs(instructor);
    expect(code(await run(SAVE, { id: started.id, q: "q1", notes: "Not mine" }))).toBe("NOT_FOUND");
    expect((await run(`query($id: ID!) { practiceInterview(id: $id) { id } }`, { id: started.id })).data!.practiceInterview).toBeNull();

    loginAs(mei);
    const finished = (await run(FINISH, { id: started.id })).data!.finishPracticeInterview;
    expect(finished.finishedAt).not.toBeNull();
    expect(finished.countedMinutes).toBe(0); // started a moment ago
    expect(code(await run(FINISH, { id: started.id }))).toBe("CONFLICT");
    expect(code(await run(SAVE, { id: started.id, q: "q1", notes: "Late" }))).toBe("CONFLICT");
  });

  it("counts a practice's minutes from start to finish, at most the set's planned minutes, toward preparation", async () => {
    loginAs(mei);
    const before = (await run(PREPARATION)).data!.viewer.interviewPreparation;
    const p = startMockPracticeInterview(mei.id, "behavioural-essentials", new Date(Date.now() - 25 * 60_000));
    await run(SAVE, { id: p.id, q: "q1", notes: "My story in two minutes." });
    expect((await run(FINISH, { id: p.id })).data!.finishPracticeInterview.countedMinutes).toBe(25);
    const long = startMockPracticeInterview(mei.id, "behavioural-essentials", new Date(Date.now() - 5 * HOUR));
    await run(SAVE, { id: long.id, q: "q1", notes: "Left the tab open." });
    const capped = (await run(FINISH, { id: long.id })).data!.finishPracticeInterview;
    expect(capped.countedMinutes).toBe(capped.questionSet.plannedMinutes);
    const after = (await run(PREPARATION)).data!.viewer.interviewPreparation;
    expect(after.practiceMinutes).toBe(before.practiceMinutes + 25 + capped.countedMinutes);
    expect(after.finishedPracticeInterviews).toBe(before.finishedPracticeInterviews + 2);
    const list = (await run(`{ myPracticeInterviews { items { id } } }`)).data!.myPracticeInterviews.items as { id: string }[];
    expect(list.slice(0, 2).map((x) => x.id)).toEqual([p.id, long.id]);
  });

  it("lets talent admins manage question sets; retired ones start no practice", async () => {
    const input = {
      title: "Data fundamentals",
      focus: "TECHNICAL",
      description: "SQL, joins and how to explain a query plan.",
      plannedMinutes: 20,
      questions: [1, 2, 3].map((n) => ({ prompt: `Question number ${n} about SQL?`, guidance: `What answer ${n} covers.` })),
    };
    const CREATE = `mutation($input: InterviewQuestionSetInput!) { createInterviewQuestionSet(input: $input) { id retired questions { id } } }`;
    loginAs(mei);
    expect(code(await run(CREATE, { input }))).toBe("FORBIDDEN");
    expect(code(await run(`{ interviewQuestionSets(includeRetired: true) { id } }`))).toBe("FORBIDDEN");
    loginAs(talentAdmin);
    const bad = await run(CREATE, { input: { ...input, questions: input.questions.slice(0, 2) } });
    expect(bad.errors![0]!.extensions.fields).toHaveProperty("questions");
    const created = (await run(CREATE, { input })).data!.createInterviewQuestionSet;
    expect(created).toEqual({ id: "data-fundamentals", retired: false, questions: [{ id: "q1" }, { id: "q2" }, { id: "q3" }] });
    const retire = `mutation($id: ID!, $r: Boolean!) { setInterviewQuestionSetRetired(id: $id, retired: $r) { id retired } }`;
    expect((await run(retire, { id: created.id, r: true })).data!.setInterviewQuestionSetRetired.retired).toBe(true);
    loginAs(mei);
    expect(
      ((await run(`{ interviewQuestionSets { id } }`)).data!.interviewQuestionSets as { id: string }[]).map((s) => s.id),
    ).not.toContain(created.id);
    expect(code(await run(START, { set: created.id, terms: TERMS }))).toBe("NOT_FOUND");
  });
});

describe("mock interviews: hosts", () => {
  const PUBLISH = `mutation($input: InterviewSlotInput!) { publishInterviewSlot(input: $input) { id host { id } meetingUrl booked cancelledAt } }`;
  const CANCEL_SLOT = `mutation($id: ID!, $reason: String!) {
    cancelInterviewSlot(slotId: $id, reason: $reason) { id cancelledAt cancellationReason booking { id } }
  }`;
  const FEEDBACK = `mutation($id: ID!, $input: InterviewFeedbackInput!) {
    giveInterviewFeedback(bookingId: $id, input: $input) { id status feedback { attended communication strengths author { id } } }
  }`;
  const slotInput = (hours: number, durationMinutes = 60) => ({
    startsAt: inHours(hours).toISOString(),
    durationMinutes,
    focus: "TECHNICAL",
    topic: "Front-end: state management",
    meetingUrl: "https://meet.example.com/state",
  });

  /**
   * Hours from now to 20:00 UTC two days ahead: a time the demo seed's hosts have no slot at (theirs are 09:00–16:00
   * UTC), whatever the time of day the test runs.
   */
  const FREE = (() => {
    const d = new Date();
    d.setUTCDate(d.getUTCDate() + 2);
    d.setUTCHours(20, 0, 0, 0);
    return (d.getTime() - Date.now()) / HOUR;
  })();

  it("publishes a slot by the server's time rules, and cancels it with its booking", async () => {
    loginAs(mei);
    expect(code(await run(PUBLISH, { input: slotInput(FREE) }))).toBe("FORBIDDEN");
    loginAs(instructor);
    const soon = await run(PUBLISH, { input: slotInput(0.5) });
    expect(soon.errors![0]!.extensions).toMatchObject({ code: "BAD_USER_INPUT", fields: { startsAt: expect.any(String) } });
    expect((await run(PUBLISH, { input: slotInput(FREE, 50) })).errors![0]!.extensions.fields).toHaveProperty("durationMinutes");
    expect(
      (await run(PUBLISH, { input: { ...slotInput(FREE), meetingUrl: "http://x.test" } })).errors![0]!.extensions.fields,
    ).toHaveProperty("meetingUrl");
    const slot = (await run(PUBLISH, { input: slotInput(FREE) })).data!.publishInterviewSlot;
    expect(slot).toMatchObject({ host: { id: instructor.id }, booked: false, cancelledAt: null });
    expect(code(await run(PUBLISH, { input: slotInput(FREE + 0.5) }))).toBe("CONFLICT");
    const hosted = (await run(`{ hostedInterviewSlots { items { id } } }`)).data!.hostedInterviewSlots.items as { id: string }[];
    expect(hosted.map((s) => s.id)).toContain(slot.id);

    const associate = mockAssociate();
    loginAs(associate);
    const booking = (await run(BOOK, { slotId: slot.id, terms: TERMS })).data!.bookInterviewSlot;
    loginAs(mei);
    expect(code(await run(CANCEL_SLOT, { id: slot.id, reason: "Not mine to cancel" }))).toBe("FORBIDDEN");
    loginAs(instructor);
    expect(code(await run(CANCEL_SLOT, { id: slot.id, reason: "No" }))).toBe("BAD_USER_INPUT");
    const cancelled = (await run(CANCEL_SLOT, { id: slot.id, reason: "I am ill, sorry." })).data!.cancelInterviewSlot;
    expect(cancelled).toMatchObject({ cancellationReason: "I am ill, sorry.", booking: null });
    expect(code(await run(CANCEL_SLOT, { id: slot.id, reason: "Once more" }))).toBe("CONFLICT");
    loginAs(associate);
    const upcoming = (await run(`{ myInterviewBookings { items { id status lateCancellation slot { cancellationReason } } } }`)).data!
      .myInterviewBookings.items as { id: string }[];
    expect(upcoming.find((b) => b.id === booking.id)).toEqual({
      id: booking.id,
      status: "CANCELLED",
      lateCancellation: false,
      slot: { cancellationReason: "I am ill, sorry." },
    });
  });

  it("takes feedback once the interview started, and counts an attended one toward preparation", async () => {
    const associate = mockAssociate();
    const slot = addMockInterviewSlot({ ...slotInput(-2, 45), hostId: instructor.id, focus: "TECHNICAL" });
    const booking = addMockInterviewBooking(slot.id, associate.id, inHours(-48));
    const ahead = mockInterviewsState().bookings.find((b) => b.slotId === seededSlot(3))!;
    loginAs(associate);
    const before = (await run(PREPARATION)).data!.viewer.interviewPreparation;
    const good = {
      attended: true,
      communication: 4,
      problemSolving: 5,
      technicalDepth: 3,
      strengths: "Clear and calm answers.",
      improvements: "Name concrete tools.",
    };
    expect(code(await run(FEEDBACK, { id: booking.id, input: good }))).toBe("FORBIDDEN");
    loginAs(instructor);
    expect(code(await run(FEEDBACK, { id: ahead.id, input: good }))).toBe("CONFLICT");
    const noShow = await run(FEEDBACK, { id: booking.id, input: { ...good, attended: false } });
    expect(noShow.errors![0]!.extensions.fields).toHaveProperty("communication");
    expect(code(await run(FEEDBACK, { id: booking.id, input: { ...good, strengths: "Ok" } }))).toBe("BAD_USER_INPUT");
    const given = (await run(FEEDBACK, { id: booking.id, input: good })).data!.giveInterviewFeedback;
    expect(given).toMatchObject({ status: "ATTENDED", feedback: { attended: true, communication: 4, author: { id: instructor.id } } });
    loginAs(associate);
    const after = (await run(PREPARATION)).data!.viewer.interviewPreparation;
    expect(after.mockMinutes).toBe(before.mockMinutes + 45);
    expect(after.attendedMockInterviews).toBe(before.attendedMockInterviews + 1);
    const past = (await run(`{ myInterviewBookings(window: PAST) { items { id status feedback { strengths } } } }`)).data!
      .myInterviewBookings.items as { id: string; feedback: unknown }[];
    expect(past[0]).toEqual({ id: booking.id, status: "ATTENDED", feedback: { strengths: "Clear and calm answers." } });
  });
});
