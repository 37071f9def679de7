/**
 * Interviews against a real database, through the subgraph: hosts publishing and cancelling slots, certified-associate
 * students booking and cancelling (one booking per slot, also under a race), feedback and preparation hours, practice
 * interviews and question sets; who may do what and what bad input gets.
 */
import { describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import { interviewBookings, interviewSlots } from "../../../../drizzle/schema/talent.js";
import { demo, visitor } from "../../../shared/testing/harness.js";
import type { Caller } from "../../../shared/viewer.js";
import { NOW, codeOf, fieldsOf, talentTestbed } from "../../testing.js";
import { INTERVIEW_TERMS } from "../skills/tests-seed-data.js";
import { BOOKING_LIMITS, SLOT_LIMITS } from "./rules/limits.js";
import { INTERVIEW_QUESTION_SET_SEED } from "./question-sets-seed-data.js";
import { demoInterviews, DEMO_INTERVIEW_PEOPLE } from "./demo-seed-data.js";

const bed = talentTestbed();
const TERMS = INTERVIEW_TERMS.map((t) => t.id);
const HOUR = 3_600_000;
const at = (ms: number) => new Date(NOW.getTime() + ms).toISOString();

const PUBLISH = `mutation($i: InterviewSlotInput!) { publishInterviewSlot(input: $i) { id startsAt durationMinutes focus topic meetingUrl booked host { id } } }`;
const CANCEL_SLOT = `mutation($id: ID!, $r: String!) { cancelInterviewSlot(slotId: $id, reason: $r) { id cancelledAt cancellationReason booking { id status cancelledAt } } }`;
const BOOK = `mutation($id: ID!, $t: [ID!]!) { bookInterviewSlot(slotId: $id, acceptedTermIds: $t) { id status bookedAt slot { id booked meetingUrl } learner { id } } }`;
const CANCEL_BOOKING = `mutation($id: ID!) { cancelInterviewBooking(bookingId: $id) { id status cancelledAt lateCancellation } }`;
const FEEDBACK = `mutation($id: ID!, $i: InterviewFeedbackInput!) { giveInterviewFeedback(bookingId: $id, input: $i) { id status feedback { attended communication problemSolving technicalDepth strengths improvements author { id } } } }`;
const OPEN = `query($f: InterviewFocus) { openInterviewSlots(focus: $f) { items { id meetingUrl booked booking { id } } pageInfo { totalCount } } }`;
const MINE = `query($w: InterviewSlotWindow) { myInterviewBookings(window: $w) { items { id status lateCancellation slot { id topic meetingUrl cancellationReason } feedback { attended strengths } } } }`;
const HOSTED = `query($w: InterviewSlotWindow, $h: ID) { hostedInterviewSlots(window: $w, hostId: $h) { items { id host { id } booking { id learner { id } } } } }`;
const PREP = `query($id: ID!) { user(id: $id) { interviewPreparation { mockMinutes practiceMinutes hours targetHours attendedMockInterviews finishedPracticeInterviews } mockInterviewAccess } }`;
const START = `mutation($s: ID!, $t: [ID!]!) { startPracticeInterview(questionSetId: $s, acceptedTermIds: $t) { id startedAt finishedAt countedMinutes questions { id prompt } answers { questionId notes } } }`;
const SAVE = `mutation($p: ID!, $q: ID!, $n: String!) { savePracticeInterviewAnswer(practiceId: $p, questionId: $q, notes: $n) { id answers { questionId notes } } }`;
const FINISH = `mutation($p: ID!) { finishPracticeInterview(practiceId: $p) { id finishedAt countedMinutes } }`;
const SETS = `query($all: Boolean) { interviewQuestionSets(includeRetired: $all) { id title retired questions { id prompt } } }`;
const CREATE_SET = `mutation($i: InterviewQuestionSetInput!) { createInterviewQuestionSet(input: $i) { id title plannedMinutes questions { id prompt guidance } retired } }`;
const UPDATE_SET = `mutation($id: ID!, $i: InterviewQuestionSetInput!) { updateInterviewQuestionSet(id: $id, input: $i) { id title questions { id prompt } } }`;
const RETIRE_SET = `mutation($id: ID!, $r: Boolean!) { setInterviewQuestionSetRetired(id: $id, retired: $r) { id retired } }`;

const slotInput = (o: Partial<{ startsAt: string; durationMinutes: number; focus: string; topic: string; meetingUrl: string }> = {}) => ({
  startsAt: at(48 * HOUR),
  durationMinutes: 60,
  focus: "TECHNICAL",
  topic: "Front-end fundamentals",
  meetingUrl: "https://meet.example.test/abc",
  ...o,
});

let hourOffset = 100;
/** A slot by a fresh mentor, far enough from the others that it overlaps none. */
async function publishedSlot(o: Parameters<typeof slotInput>[0] = {}, host?: Caller) {
  const mentor = host ?? (await bed.person(["INSTRUCTOR"])).caller;
  hourOffset += 3;
  const r = await bed.client.exec<{ publishInterviewSlot: { id: string } }>(
    PUBLISH,
    { i: slotInput({ startsAt: at(hourOffset * HOUR), ...o }) },
    { caller: mentor },
  );
  expect(r.errors).toBeUndefined();
  return { id: r.data!.publishInterviewSlot.id, mentor };
}
/** A fresh certified-associate student. */
async function associate() {
  const p = await bed.person(["STUDENT"]);
  bed.associates.set(p.id, ["cafed"]);
  return p;
}

describe("publishing and cancelling slots", () => {
  it("mentors and talent admins publish; learners and visitors are refused before their input is read", async () => {
    expect(codeOf(await bed.client.exec(PUBLISH, { i: slotInput({ topic: "" }) }, { caller: visitor() }))).toBe("UNAUTHENTICATED");
    for (const role of ["STUDENT", "JOB_ADMIN", "COURSE_ADMIN"] as const)
      expect(codeOf(await bed.client.exec(PUBLISH, { i: slotInput({ topic: "" }) }, { caller: demo(role) })), role).toBe("FORBIDDEN");
    const mentor = await bed.person(["INSTRUCTOR"]);
    const r = await bed.client.exec<{ publishInterviewSlot: { host: { id: string }; meetingUrl: string; booked: boolean } }>(
      PUBLISH,
      { i: slotInput() },
      { caller: mentor.caller },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!.publishInterviewSlot).toMatchObject({
      host: { id: mentor.id },
      meetingUrl: "https://meet.example.test/abc",
      booked: false,
    });
    const admin = await bed.person(["TALENT_ADMIN"]);
    expect((await bed.client.exec(PUBLISH, { i: slotInput() }, { caller: admin.caller })).errors).toBeUndefined();
  });

  it("a start an hour ahead is accepted, a minute less is not; at most 90 days ahead; quarter-hour durations from 15 to 120", async () => {
    const { caller } = await bed.person(["INSTRUCTOR"]);
    const lead = SLOT_LIMITS.leadMinutes * 60_000;
    const tooSoon = await bed.client.exec(PUBLISH, { i: slotInput({ startsAt: at(lead - 60_000) }) }, { caller });
    expect(codeOf(tooSoon)).toBe("BAD_USER_INPUT");
    expect(fieldsOf(tooSoon)).toHaveProperty("startsAt");
    expect(
      (await bed.client.exec(PUBLISH, { i: slotInput({ startsAt: at(lead), durationMinutes: 15 }) }, { caller })).errors,
    ).toBeUndefined();
    const far = at(SLOT_LIMITS.horizonDays * 24 * HOUR + 60_000);
    expect(fieldsOf(await bed.client.exec(PUBLISH, { i: slotInput({ startsAt: far }) }, { caller }))).toHaveProperty("startsAt");
    for (const d of [10, 20, 135])
      expect(
        fieldsOf(await bed.client.exec(PUBLISH, { i: slotInput({ startsAt: at(400 * HOUR), durationMinutes: d }) }, { caller })),
        String(d),
      ).toHaveProperty("durationMinutes");
    expect(fieldsOf(await bed.client.exec(PUBLISH, { i: slotInput({ topic: "ab" }) }, { caller }))).toHaveProperty("topic");
    expect(
      fieldsOf(await bed.client.exec(PUBLISH, { i: slotInput({ meetingUrl: "http://meet.example.test/x" }) }, { caller })),
    ).toHaveProperty("meetingUrl");
    expect(fieldsOf(await bed.client.exec(PUBLISH, { i: slotInput({ startsAt: "next tuesday" }) }, { caller }))).toHaveProperty("startsAt");
  });

  it("a host's slots may not overlap (back to back is fine); another host's may", async () => {
    const { caller } = await bed.person(["INSTRUCTOR"]);
    expect(
      (await bed.client.exec(PUBLISH, { i: slotInput({ startsAt: at(30 * HOUR), durationMinutes: 60 }) }, { caller })).errors,
    ).toBeUndefined();
    expect(codeOf(await bed.client.exec(PUBLISH, { i: slotInput({ startsAt: at(30.5 * HOUR), durationMinutes: 30 }) }, { caller }))).toBe(
      "CONFLICT",
    );
    expect(
      (await bed.client.exec(PUBLISH, { i: slotInput({ startsAt: at(31 * HOUR), durationMinutes: 30 }) }, { caller })).errors,
    ).toBeUndefined();
    const other = await bed.person(["INSTRUCTOR"]);
    expect(
      (await bed.client.exec(PUBLISH, { i: slotInput({ startsAt: at(30 * HOUR) }) }, { caller: other.caller })).errors,
    ).toBeUndefined();
  });

  it("the host cancels with a reason, taking the booking with it; another mentor may not; a started slot cannot be cancelled", async () => {
    const { id, mentor } = await publishedSlot();
    const learner = await associate();
    expect((await bed.client.exec(BOOK, { id, t: TERMS }, { caller: learner.caller })).errors).toBeUndefined();
    const other = await bed.person(["INSTRUCTOR"]);
    expect(codeOf(await bed.client.exec(CANCEL_SLOT, { id, r: "" }, { caller: other.caller }))).toBe("FORBIDDEN");
    expect(fieldsOf(await bed.client.exec(CANCEL_SLOT, { id, r: "no" }, { caller: mentor }))).toHaveProperty("reason");
    const r = await bed.client.exec<{ cancelInterviewSlot: { cancellationReason: string; booking: { status: string } } }>(
      CANCEL_SLOT,
      { id, r: "I am unwell, sorry." },
      { caller: mentor },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!.cancelInterviewSlot).toMatchObject({ cancellationReason: "I am unwell, sorry.", booking: { status: "CANCELLED" } });
    expect(codeOf(await bed.client.exec(CANCEL_SLOT, { id, r: "Again, twice." }, { caller: mentor }))).toBe("CONFLICT");
    const mine = await bed.client.exec<{ myInterviewBookings: { items: { slot: { cancellationReason: string } }[] } }>(
      MINE,
      {},
      { caller: learner.caller },
    );
    expect(mine.data!.myInterviewBookings.items.map((b) => b.slot.cancellationReason)).toEqual(["I am unwell, sorry."]);

    const started = await publishedSlot({ startsAt: at(2 * HOUR) });
    bed.setNow(new Date(NOW.getTime() + 2 * HOUR));
    try {
      expect(codeOf(await bed.client.exec(CANCEL_SLOT, { id: started.id, r: "Too late now." }, { caller: started.mentor }))).toBe(
        "CONFLICT",
      );
    } finally {
      bed.setNow();
    }
  });
});

describe("booking", () => {
  it("only certified-associate students may book (FORBIDDEN before the terms are read); every term must be accepted", async () => {
    const { id } = await publishedSlot();
    expect(codeOf(await bed.client.exec(BOOK, { id, t: [] }, { caller: visitor() }))).toBe("UNAUTHENTICATED");
    const plain = await bed.person(["STUDENT"]);
    expect(codeOf(await bed.client.exec(BOOK, { id, t: [] }, { caller: plain.caller }))).toBe("FORBIDDEN");
    const learner = await associate();
    const partial = await bed.client.exec(BOOK, { id, t: TERMS.slice(1) }, { caller: learner.caller });
    expect(codeOf(partial)).toBe("BAD_USER_INPUT");
    expect(fieldsOf(partial).acceptedTermIds).toContain(TERMS[0]);
    expect(codeOf(await bed.client.exec(BOOK, { id: "not-a-slot", t: TERMS }, { caller: learner.caller }))).toBe("NOT_FOUND");
    const r = await bed.client.exec<{ bookInterviewSlot: { status: string; slot: { booked: boolean; meetingUrl: string } } }>(
      BOOK,
      { id, t: TERMS },
      { caller: learner.caller },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!.bookInterviewSlot).toMatchObject({
      status: "BOOKED",
      slot: { booked: true, meetingUrl: "https://meet.example.test/abc" },
    });
    const access = await bed.client.exec<{ user: { mockInterviewAccess: boolean } }>(PREP, { id: plain.id }, { caller: plain.caller });
    expect(access.data!.user.mockInterviewAccess).toBe(false);
  });

  it("a taken slot leaves the open list, and its link and booking are for the host, the learner and talent admins only", async () => {
    const { id, mentor } = await publishedSlot();
    const learner = await associate();
    const someone = await associate();
    const listed = async (caller: Caller) =>
      (await bed.client.exec<{ openInterviewSlots: { items: { id: string; meetingUrl: string | null }[] } }>(OPEN, {}, { caller })).data!
        .openInterviewSlots.items;
    const before = (await listed(someone.caller)).find((s) => s.id === id)!;
    expect(before.meetingUrl).toBeNull();
    expect((await bed.client.exec(BOOK, { id, t: TERMS }, { caller: learner.caller })).errors).toBeUndefined();
    expect((await listed(someone.caller)).some((s) => s.id === id)).toBe(false);
    const second = await bed.client.exec(BOOK, { id, t: TERMS }, { caller: someone.caller });
    expect(codeOf(second)).toBe("CONFLICT");
    const hosted = await bed.client.exec<{
      hostedInterviewSlots: { items: { id: string; booking: { learner: { id: string } } | null }[] };
    }>(HOSTED, {}, { caller: mentor });
    expect(hosted.data!.hostedInterviewSlots.items.find((s) => s.id === id)!.booking!.learner.id).toBe(learner.id);
    const stranger = await bed.person(["INSTRUCTOR"]);
    expect(
      codeOf(
        await bed.client.exec(
          HOSTED,
          {
            h: (
              await bed.client.exec<{ publishInterviewSlot: { host: { id: string } } }>(
                PUBLISH,
                { i: slotInput({ startsAt: at(600 * HOUR) }) },
                { caller: mentor },
              )
            ).data!.publishInterviewSlot.host.id,
          },
          { caller: stranger.caller },
        ),
      ),
    ).toBe("FORBIDDEN");
    const admin = await bed.client.exec<{ hostedInterviewSlots: { items: { id: string }[] } }>(
      HOSTED,
      {},
      { caller: demo("TALENT_ADMIN") },
    );
    expect(admin.data!.hostedInterviewSlots.items.some((s) => s.id === id)).toBe(true);
  });

  it("refuses an own slot, a slot within the hour, an overlapping booking and a fourth upcoming one", async () => {
    const learner = await associate();
    const hosting = await bed.person(["INSTRUCTOR"]);
    bed.associates.set(hosting.id, ["cabed"]);
    const own = await publishedSlot({}, hosting.caller);
    expect(codeOf(await bed.client.exec(BOOK, { id: own.id, t: TERMS }, { caller: hosting.caller }))).toBe("CONFLICT");

    const soon = await publishedSlot({ startsAt: at(SLOT_LIMITS.leadMinutes * 60_000) });
    bed.setNow(new Date(NOW.getTime() + 60_000));
    try {
      expect(codeOf(await bed.client.exec(BOOK, { id: soon.id, t: TERMS }, { caller: learner.caller }))).toBe("CONFLICT");
    } finally {
      bed.setNow();
    }

    const first = await publishedSlot({ startsAt: at(1000 * HOUR) });
    const clash = await publishedSlot({ startsAt: at(1000.5 * HOUR) });
    expect((await bed.client.exec(BOOK, { id: first.id, t: TERMS }, { caller: learner.caller })).errors).toBeUndefined();
    const overlapping = await bed.client.exec(BOOK, { id: clash.id, t: TERMS }, { caller: learner.caller });
    expect(codeOf(overlapping)).toBe("CONFLICT");
    expect(fieldsOf(overlapping).slotId).toMatch(/already have/);
    for (let i = 1; i < BOOKING_LIMITS.maxUpcoming; i++) {
      const s = await publishedSlot({ startsAt: at((1010 + i * 5) * HOUR) });
      expect((await bed.client.exec(BOOK, { id: s.id, t: TERMS }, { caller: learner.caller })).errors).toBeUndefined();
    }
    const extra = await publishedSlot({ startsAt: at(1100 * HOUR) });
    const tooMany = await bed.client.exec(BOOK, { id: extra.id, t: TERMS }, { caller: learner.caller });
    expect(codeOf(tooMany)).toBe("CONFLICT");
    expect(fieldsOf(tooMany).slotId).toMatch(new RegExp(`at most ${BOOKING_LIMITS.maxUpcoming}`));
  });

  it("two learners racing for one slot: exactly one booking stands", async () => {
    const { id } = await publishedSlot();
    const a = await associate();
    const b = await associate();
    const results = await Promise.all([a, b].map((p) => bed.client.exec(BOOK, { id, t: TERMS }, { caller: p.caller })));
    expect(results.filter((r) => !r.errors).length).toBe(1);
    expect(results.map(codeOf).filter(Boolean)).toEqual(["CONFLICT"]);
    const rows = await bed.database.db.select().from(interviewBookings).where(eq(interviewBookings.slotId, id));
    expect(rows.filter((r) => !r.cancelledAt)).toHaveLength(1);
  });

  it("cancelling: anyone else's booking is not found; 24 hours ahead is not late, a second less is; after the start it is refused", async () => {
    const learner = await associate();
    const day = BOOKING_LIMITS.lateCancellationHours * HOUR;
    const early = await publishedSlot({ startsAt: at(day), durationMinutes: 30 });
    const late = await publishedSlot({ startsAt: at(day - 1_000 + 60 * 60_000) });
    const started = await publishedSlot({ startsAt: at(3 * HOUR) });
    const book = async (id: string) =>
      (await bed.client.exec<{ bookInterviewSlot: { id: string } }>(BOOK, { id, t: TERMS }, { caller: learner.caller })).data!
        .bookInterviewSlot.id;
    const [e, l, s] = [await book(early.id), await book(late.id), await book(started.id)];
    const other = await associate();
    expect(codeOf(await bed.client.exec(CANCEL_BOOKING, { id: e }, { caller: other.caller }))).toBe("NOT_FOUND");
    const cancel = (id: string) =>
      bed.client.exec<{ cancelInterviewBooking: { status: string; lateCancellation: boolean } }>(
        CANCEL_BOOKING,
        { id },
        { caller: learner.caller },
      );
    expect((await cancel(e)).data!.cancelInterviewBooking).toEqual({
      id: e,
      status: "CANCELLED",
      cancelledAt: NOW.toISOString(),
      lateCancellation: false,
    });
    bed.setNow(new Date(NOW.getTime() + 60 * 60_000));
    try {
      expect((await cancel(l)).data!.cancelInterviewBooking.lateCancellation).toBe(true);
      bed.setNow(new Date(NOW.getTime() + 3 * HOUR));
      expect(codeOf(await cancel(s))).toBe("CONFLICT");
    } finally {
      bed.setNow();
    }
    expect(codeOf(await cancel(e))).toBe("CONFLICT");
    // The freed slot is open again for someone else.
    expect((await bed.client.exec(BOOK, { id: early.id, t: TERMS }, { caller: other.caller })).errors).toBeUndefined();
  });
});

describe("feedback and preparation hours", () => {
  it("the host writes feedback once the interview started; attended needs ratings; hours count attended interviews", async () => {
    const { id, mentor } = await publishedSlot({ startsAt: at(2 * HOUR), durationMinutes: 90 });
    const learner = await associate();
    const booking = (await bed.client.exec<{ bookInterviewSlot: { id: string } }>(BOOK, { id, t: TERMS }, { caller: learner.caller })).data!
      .bookInterviewSlot.id;
    const good = {
      attended: true,
      communication: 4,
      problemSolving: 3,
      technicalDepth: 5,
      strengths: "Clear and calm answers.",
      improvements: "Ask clarifying questions first.",
    };
    expect(codeOf(await bed.client.exec(FEEDBACK, { id: booking, i: good }, { caller: mentor }))).toBe("CONFLICT");
    bed.setNow(new Date(NOW.getTime() + 4 * HOUR));
    try {
      expect(codeOf(await bed.client.exec(FEEDBACK, { id: booking, i: { ...good, communication: 9 } }, { caller: learner.caller }))).toBe(
        "FORBIDDEN",
      );
      const other = await bed.person(["INSTRUCTOR"]);
      expect(codeOf(await bed.client.exec(FEEDBACK, { id: booking, i: good }, { caller: other.caller }))).toBe("FORBIDDEN");
      for (const bad of [
        { ...good, communication: 0 },
        { ...good, technicalDepth: 6 },
        { ...good, strengths: "ok" },
        { ...good, problemSolving: null },
      ])
        expect(codeOf(await bed.client.exec(FEEDBACK, { id: booking, i: bad }, { caller: mentor }))).toBe("BAD_USER_INPUT");
      const missed = await bed.client.exec<{ giveInterviewFeedback: { status: string } }>(
        FEEDBACK,
        { id: booking, i: { attended: false, strengths: "", improvements: "" } },
        { caller: mentor },
      );
      expect(missed.data!.giveInterviewFeedback.status).toBe("MISSED");
      let prep = await bed.client.exec<{ user: { interviewPreparation: { mockMinutes: number } } }>(
        PREP,
        { id: learner.id },
        { caller: learner.caller },
      );
      expect(prep.data!.user.interviewPreparation.mockMinutes).toBe(0);
      const r = await bed.client.exec<{
        giveInterviewFeedback: { status: string; feedback: { communication: number; author: { id: string } } };
      }>(FEEDBACK, { id: booking, i: good }, { caller: mentor });
      expect(r.data!.giveInterviewFeedback).toMatchObject({ status: "ATTENDED", feedback: { communication: 4 } });
      prep = await bed.client.exec(PREP, { id: learner.id }, { caller: learner.caller });
      expect(prep.data!.user.interviewPreparation).toEqual({
        mockMinutes: 90,
        practiceMinutes: 0,
        hours: 1.5,
        targetHours: 100,
        attendedMockInterviews: 1,
        finishedPracticeInterviews: 0,
      });
      const mine = await bed.client.exec<{ myInterviewBookings: { items: { feedback: { strengths: string } }[] } }>(
        MINE,
        { w: "PAST" },
        { caller: learner.caller },
      );
      expect(mine.data!.myInterviewBookings.items[0]!.feedback.strengths).toBe("Clear and calm answers.");
    } finally {
      bed.setNow();
    }
    const stranger = await bed.person(["STUDENT"]);
    const hidden = await bed.client.exec<{ user: { interviewPreparation: unknown; mockInterviewAccess: unknown } }>(
      PREP,
      { id: learner.id },
      { caller: stranger.caller },
    );
    expect(hidden.data!.user).toEqual({ interviewPreparation: null, mockInterviewAccess: null });
  });
});

describe("practice interviews", () => {
  const SET = INTERVIEW_QUESTION_SET_SEED[0]!;

  it("starts after the terms, resumes the open one, saves notes, finishes counting at most the planned minutes", async () => {
    const learner = await bed.person(["STUDENT"]);
    expect(codeOf(await bed.client.exec(START, { s: SET.id, t: [] }, { caller: visitor() }))).toBe("UNAUTHENTICATED");
    expect(fieldsOf(await bed.client.exec(START, { s: SET.id, t: [] }, { caller: learner.caller }))).toHaveProperty("acceptedTermIds");
    expect(codeOf(await bed.client.exec(START, { s: "no-such-set", t: TERMS }, { caller: learner.caller }))).toBe("NOT_FOUND");
    const started = await bed.client.exec<{ startPracticeInterview: { id: string; questions: { id: string }[] } }>(
      START,
      { s: SET.id, t: TERMS },
      { caller: learner.caller },
    );
    const practice = started.data!.startPracticeInterview;
    expect(practice.questions.map((q) => q.id)).toEqual(SET.questions.map((q) => q.id));
    const again = await bed.client.exec<{ startPracticeInterview: { id: string } }>(
      START,
      { s: SET.id, t: TERMS },
      { caller: learner.caller },
    );
    expect(again.data!.startPracticeInterview.id).toBe(practice.id);

    expect(codeOf(await bed.client.exec(FINISH, { p: practice.id }, { caller: learner.caller }))).toBe("BAD_USER_INPUT");
    const other = await bed.person(["STUDENT"]);
    expect(codeOf(await bed.client.exec(SAVE, { p: practice.id, q: "q1", n: "Mine" }, { caller: other.caller }))).toBe("NOT_FOUND");
    expect(fieldsOf(await bed.client.exec(SAVE, { p: practice.id, q: "q99", n: "x" }, { caller: learner.caller }))).toHaveProperty(
      "questionId",
    );
    expect(
      fieldsOf(await bed.client.exec(SAVE, { p: practice.id, q: "q1", n: "x".repeat(5001) }, { caller: learner.caller })),
    ).toHaveProperty("notes");
    await bed.client.exec(SAVE, { p: practice.id, q: "q2", n: "Second first." }, { caller: learner.caller });
    const saved = await bed.client.exec<{ savePracticeInterviewAnswer: { answers: { questionId: string }[] } }>(
      SAVE,
      { p: practice.id, q: "q1", n: "My story." },
      { caller: learner.caller },
    );
    expect(saved.data!.savePracticeInterviewAnswer.answers.map((a) => a.questionId)).toEqual(["q1", "q2"]);

    bed.setNow(new Date(NOW.getTime() + (SET.plannedMinutes + 50) * 60_000));
    try {
      const done = await bed.client.exec<{ finishPracticeInterview: { countedMinutes: number } }>(
        FINISH,
        { p: practice.id },
        { caller: learner.caller },
      );
      expect(done.data!.finishPracticeInterview.countedMinutes).toBe(SET.plannedMinutes);
      expect(codeOf(await bed.client.exec(FINISH, { p: practice.id }, { caller: learner.caller }))).toBe("CONFLICT");
      expect(codeOf(await bed.client.exec(SAVE, { p: practice.id, q: "q1", n: "Later." }, { caller: learner.caller }))).toBe("CONFLICT");
    } finally {
      bed.setNow();
    }
    const prep = await bed.client.exec<{ user: { interviewPreparation: { practiceMinutes: number; finishedPracticeInterviews: number } } }>(
      PREP,
      { id: learner.id },
      { caller: learner.caller },
    );
    expect(prep.data!.user.interviewPreparation).toMatchObject({ practiceMinutes: SET.plannedMinutes, finishedPracticeInterviews: 1 });
  });

  it("talent admins manage sets; an edit leaves an open practice as it started; a retired set starts no practice", async () => {
    const input = {
      title: "Data analyst screening",
      focus: "TECHNICAL",
      description: "SQL and spreadsheet questions for analyst roles.",
      plannedMinutes: 30,
      questions: [
        { prompt: "What does GROUP BY do?", guidance: "Groups rows to aggregate them per group." },
        { prompt: "Explain a LEFT JOIN to a manager.", guidance: "Keep every row on the left, match what you can." },
        { prompt: "How do you spot outliers?", guidance: "Plot, then use quartiles or z-scores with care." },
      ],
    };
    expect(codeOf(await bed.client.exec(CREATE_SET, { i: { ...input, questions: [] } }, { caller: demo("STUDENT") }))).toBe("FORBIDDEN");
    expect(codeOf(await bed.client.exec(SETS, { all: true }, { caller: demo("INSTRUCTOR") }))).toBe("FORBIDDEN");
    const admin = demo("TALENT_ADMIN");
    expect(
      fieldsOf(await bed.client.exec(CREATE_SET, { i: { ...input, questions: input.questions.slice(0, 2) } }, { caller: admin })),
    ).toHaveProperty("questions");
    expect(fieldsOf(await bed.client.exec(CREATE_SET, { i: { ...input, plannedMinutes: 5 } }, { caller: admin }))).toHaveProperty(
      "plannedMinutes",
    );
    const created = await bed.client.exec<{ createInterviewQuestionSet: { id: string; questions: { id: string }[] } }>(
      CREATE_SET,
      { i: input },
      { caller: admin },
    );
    const set = created.data!.createInterviewQuestionSet;
    expect(set.id).toBe("data-analyst-screening");
    expect(set.questions.map((q) => q.id)).toEqual(["q1", "q2", "q3"]);
    const again = await bed.client.exec<{ createInterviewQuestionSet: { id: string } }>(CREATE_SET, { i: input }, { caller: admin });
    expect(again.data!.createInterviewQuestionSet.id).toBe("data-analyst-screening-2");

    const learner = await bed.person(["STUDENT"]);
    const practice = (
      await bed.client.exec<{ startPracticeInterview: { id: string } }>(START, { s: set.id, t: TERMS }, { caller: learner.caller })
    ).data!.startPracticeInterview.id;
    const edited = {
      ...input,
      questions: [{ prompt: "Brand new first question?", guidance: "Something else entirely." }, ...input.questions.slice(1)],
    };
    expect((await bed.client.exec(UPDATE_SET, { id: set.id, i: edited }, { caller: admin })).errors).toBeUndefined();
    const read = await bed.client.exec<{
      practiceInterview: { questions: { prompt: string }[]; questionSet: { questions: { prompt: string }[] } };
    }>(
      `query($id: ID!) { practiceInterview(id: $id) { questions { prompt } questionSet { questions { prompt } } } }`,
      { id: practice },
      { caller: learner.caller },
    );
    expect(read.data!.practiceInterview.questions[0]!.prompt).toBe("What does GROUP BY do?");
    expect(read.data!.practiceInterview.questionSet.questions[0]!.prompt).toBe("Brand new first question?");

    expect((await bed.client.exec(RETIRE_SET, { id: set.id, r: true }, { caller: admin })).errors).toBeUndefined();
    const listed = await bed.client.exec<{ interviewQuestionSets: { id: string }[] }>(SETS, {}, { caller: learner.caller });
    expect(listed.data!.interviewQuestionSets.map((s) => s.id)).not.toContain(set.id);
    const other = await bed.person(["STUDENT"]);
    expect(codeOf(await bed.client.exec(START, { s: set.id, t: TERMS }, { caller: other.caller }))).toBe("NOT_FOUND");
    const all = await bed.client.exec<{ interviewQuestionSets: { id: string; retired: boolean }[] }>(
      SETS,
      { all: true },
      { caller: admin },
    );
    expect(all.data!.interviewQuestionSets.find((s) => s.id === set.id)!.retired).toBe(true);
    expect(codeOf(await bed.client.exec(RETIRE_SET, { id: "nope", r: false }, { caller: admin }))).toBe("NOT_FOUND");
  });
});

describe("the demo world", () => {
  it("seeds the question sets, and the demo people's slots, bookings, feedback and practices", async () => {
    const sets = await bed.client.exec<{ interviewQuestionSets: { id: string }[] }>(SETS, {}, { caller: demo("STUDENT") });
    expect(sets.data!.interviewQuestionSets.map((s) => s.id)).toEqual(expect.arrayContaining(INTERVIEW_QUESTION_SET_SEED.map((s) => s.id)));
    const world = demoInterviews(NOW);
    const seeded = await bed.database.db
      .select()
      .from(interviewSlots)
      .where(
        inArray(
          interviewSlots.id,
          world.slots.map((s) => s.id),
        ),
      );
    expect(seeded).toHaveLength(world.slots.length);
    const { associate } = DEMO_INTERVIEW_PEOPLE;
    const prep = await bed.client.exec<{
      user: { interviewPreparation: { attendedMockInterviews: number; finishedPracticeInterviews: number } };
    }>(PREP, { id: associate }, { caller: demo("TALENT_ADMIN") });
    expect(prep.data!.user.interviewPreparation).toMatchObject({ attendedMockInterviews: 2, finishedPracticeInterviews: 2 });
  });
});
