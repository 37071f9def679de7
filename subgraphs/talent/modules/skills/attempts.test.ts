/**
 * Skill-test attempts against a real database, through the subgraph as the router calls it: the terms gate, the draw,
 * answers on time and late, grading at the pass mark, verification and the chart score, the retake cooldown, practice,
 * proctoring signals and who sees what. Times move with the testbed's clock.
 */
import { afterEach, describe, expect, it } from "vitest";
import { and, count, eq } from "drizzle-orm";
import { skillAttemptAnswers, skillAttempts, verifiedSkills } from "../../../../drizzle/schema/talent.js";
import { demo, visitor } from "../../../shared/testing/harness.js";
import type { Caller } from "../../../shared/viewer.js";
import { codeOf, fieldsOf, NOW, talentTestbed } from "../../testing.js";
import { closeExpiredAttempts } from "./index.js";
import { bankOf, type BankQuestion } from "./rules/question-bank/index.js";
import { TEST_TERMS } from "./tests-seed-data.js";

const bed = talentTestbed();
afterEach(() => bed.setNow());

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const at = (ms: number) => new Date(NOW.getTime() + ms);
const ALL_TERMS = TEST_TERMS.map((t) => t.id);

const START = /* GraphQL */ `
  mutation ($input: StartSkillAttemptInput!) {
    startSkillAttempt(input: $input) {
      id
      mode
      status
      startedAt
      deadline
      test {
        id
      }
      questions {
        id
        prompt
        code
        kind
        options {
          id
          text
        }
      }
      answers {
        questionId
      }
      result {
        score
      }
    }
  }
`;
interface Attempt {
  id: string;
  mode: string;
  status: string;
  startedAt: string;
  deadline: string | null;
  test: { id: string };
  questions: { id: string; prompt: string; code: string | null; kind: string; options: { id: string; text: string }[] }[];
  answers: { questionId: string }[];
  result: { score: number } | null;
}
const ANSWER = `mutation($a: ID!, $q: ID!, $o: [ID!]!) { answerSkillQuestion(attemptId: $a, questionId: $q, optionIds: $o) { questionId optionIds answeredAt } }`;
const SUBMIT = /* GraphQL */ `
  mutation ($a: ID!) {
    submitSkillAttempt(attemptId: $a) {
      id
      status
      submittedAt
      result {
        score
        total
        passed
        correctCount
        breakdown {
          question {
            id
          }
          answered
          correct
          points
          chosenOptionIds
          correctOptionIds
          explanation
        }
      }
    }
  }
`;
interface Submitted {
  id: string;
  status: string;
  submittedAt: string | null;
  result: {
    score: number;
    total: number;
    passed: boolean;
    correctCount: number;
    breakdown: {
      question: { id: string };
      answered: boolean;
      correct: boolean;
      points: number;
      chosenOptionIds: string[];
      correctOptionIds: string[] | null;
      explanation: string | null;
    }[];
  };
}
const PROGRESS = /* GraphQL */ `
  query ($id: ID!) {
    skillTest(id: $id) {
      viewerProgress {
        bestScore
        passed
        attemptCount
        nextAttemptAt
        openAttempt {
          id
        }
      }
    }
  }
`;
interface Progress {
  bestScore: number | null;
  passed: boolean;
  attemptCount: number;
  nextAttemptAt: string | null;
  openAttempt: { id: string } | null;
}
const VERIFIED = `query($id: ID!) { user(id: $id) { verifiedSkills { skill { id } level score test { id } } } }`;

async function start(caller: Caller, testId: string, mode = "VERIFY", acceptedTermIds = ALL_TERMS) {
  const r = await bed.client.exec<{ startSkillAttempt: Attempt }>(START, { input: { testId, mode, acceptedTermIds } }, { caller });
  expect(r.errors).toBeUndefined();
  return r.data!.startSkillAttempt;
}
const bankQuestion = (testId: string, id: string): BankQuestion => bankOf(testId)!.questions.find((q) => q.id === id)!;
const wrong = (q: BankQuestion) => [q.options.find((o) => !q.correct.includes(o.id))!.id];
const answer = (caller: Caller, attemptId: string, questionId: string, optionIds: readonly string[]) =>
  bed.client.exec<{ answerSkillQuestion: { questionId: string; optionIds: string[] } }>(
    ANSWER,
    { a: attemptId, q: questionId, o: optionIds },
    { caller },
  );
/** Answers the first `right` questions correctly and the rest wrongly. */
async function answerAll(caller: Caller, attempt: Attempt, right: number) {
  for (const [i, q] of attempt.questions.entries()) {
    const bank = bankQuestion(attempt.test.id, q.id);
    const r = await answer(caller, attempt.id, q.id, i < right ? bank.correct : wrong(bank));
    expect(r.errors).toBeUndefined();
  }
}
async function submit(caller: Caller, attemptId: string) {
  const r = await bed.client.exec<{ submitSkillAttempt: Submitted }>(SUBMIT, { a: attemptId }, { caller });
  expect(r.errors).toBeUndefined();
  return r.data!.submitSkillAttempt;
}
async function progress(caller: Caller, testId: string): Promise<Progress | null> {
  const r = await bed.client.exec<{ skillTest: { viewerProgress: Progress | null } }>(PROGRESS, { id: testId }, { caller });
  expect(r.errors).toBeUndefined();
  return r.data!.skillTest.viewerProgress;
}
async function verified(id: string, caller: Caller) {
  const r = await bed.client.exec<{
    user: { verifiedSkills: { skill: { id: string }; level: string; score: number; test: { id: string } }[] };
  }>(VERIFIED, { id }, { caller });
  expect(r.errors).toBeUndefined();
  return r.data!.user.verifiedSkills.map((v) => ({ skill: v.skill.id, level: v.level, score: v.score, test: v.test.id }));
}
const attemptCount = async (userId: string) =>
  (await bed.database.db.select({ n: count() }).from(skillAttempts).where(eq(skillAttempts.userId, userId)))[0]!.n;

describe("starting an attempt", () => {
  it("is UNAUTHENTICATED for visitors, before anything about the test is said", async () => {
    for (const testId of ["js-beginner", "nope"]) {
      const r = await bed.client.exec(START, { input: { testId, mode: "VERIFY", acceptedTermIds: [] } }, { caller: visitor() });
      expect(codeOf(r)).toBe("UNAUTHENTICATED");
    }
  });
  it("is NOT_FOUND for an unknown test", async () => {
    const me = await bed.person();
    const r = await bed.client.exec(
      START,
      { input: { testId: "nope", mode: "VERIFY", acceptedTermIds: ALL_TERMS } },
      { caller: me.caller },
    );
    expect(codeOf(r)).toBe("NOT_FOUND");
  });
  it("a verify attempt needs every term accepted: one missing is BAD_USER_INPUT and starts nothing", async () => {
    const me = await bed.person();
    const r = await bed.client.exec(
      START,
      { input: { testId: "js-beginner", mode: "VERIFY", acceptedTermIds: ALL_TERMS.slice(1) } },
      { caller: me.caller },
    );
    expect(codeOf(r)).toBe("BAD_USER_INPUT");
    expect(fieldsOf(r).acceptedTermIds).toContain(ALL_TERMS[0]);
    expect(await attemptCount(me.id)).toBe(0);
  });
  it("draws ten questions of the test's bank with the time limit as deadline, and starting again resumes it", async () => {
    const me = await bed.person();
    const attempt = await start(me.caller, "js-intermediate");
    expect(attempt).toMatchObject({ mode: "VERIFY", status: "IN_PROGRESS", startedAt: NOW.toISOString(), result: null, answers: [] });
    expect(attempt.deadline).toBe(at(40 * MINUTE).toISOString());
    expect(attempt.questions).toHaveLength(10);
    expect(new Set(attempt.questions.map((q) => q.id)).size).toBe(10);
    for (const q of attempt.questions) {
      const bank = bankQuestion("js-intermediate", q.id);
      expect(q.prompt).toBe(bank.prompt);
      expect(q.options.map((o) => o.id).sort()).toEqual(bank.options.map((o) => o.id).sort());
    }
    const again = await start(me.caller, "js-intermediate");
    expect(again.id).toBe(attempt.id);
    expect(again.questions).toEqual(attempt.questions);
    expect(await attemptCount(me.id)).toBe(1);
  });
  it("two starts at once make one attempt", async () => {
    const me = await bed.person();
    const [a, b] = await Promise.all([start(me.caller, "py-beginner"), start(me.caller, "py-beginner")]);
    expect(a.id).toBe(b.id);
    expect(await attemptCount(me.id)).toBe(1);
  });
  it("two learners get their own draws", async () => {
    const [one, two] = [await bed.person(), await bed.person()];
    const a = await start(one.caller, "sql-beginner");
    const b = await start(two.caller, "sql-beginner");
    expect(a.questions.map((q) => q.id)).not.toEqual(b.questions.map((q) => q.id));
  });
});

describe("correct answers stay on the server until the attempt is graded", () => {
  it("a question has no field that could carry them", async () => {
    const r = await bed.client.exec<{ __type: { fields: { name: string }[] } }>(`{ __type(name: "SkillQuestion") { fields { name } } }`);
    expect(r.data!.__type.fields.map((f) => f.name).sort()).toEqual(["code", "id", "kind", "options", "prompt"]);
  });
  it("the response of an open attempt holds no explanation and no result, and options come in the attempt's own order", async () => {
    const me = await bed.person();
    const attempt = await start(me.caller, "cpp-advanced");
    const q = `query($id: ID!) { skillAttempt(id: $id) { id questions { id prompt code kind options { id text } } answers { questionId } result { score breakdown { correctOptionIds } } } }`;
    const r = await bed.client.exec<{ skillAttempt: { result: unknown } }>(q, { id: attempt.id }, { caller: me.caller });
    expect(r.errors).toBeUndefined();
    expect(r.data!.skillAttempt.result).toBeNull();
    const body = JSON.stringify(r.data);
    for (const question of attempt.questions) expect(body).not.toContain(bankQuestion("cpp-advanced", question.id).explanation);
    const reordered = attempt.questions.filter(
      (question) =>
        question.options.map((o) => o.id).join() !==
        bankQuestion("cpp-advanced", question.id)
          .options.map((o) => o.id)
          .join(),
    );
    expect(reordered.length).toBeGreaterThan(0);
  });
});

describe("grading and verification", () => {
  it("7 of 10 passes at the pass mark and verifies the test's skills at its level; the chart score is the score", async () => {
    const me = await bed.person();
    const attempt = await start(me.caller, "html-css-beginner");
    await answerAll(me.caller, attempt, 7);
    const done = await submit(me.caller, attempt.id);
    expect(done).toMatchObject({ status: "SUBMITTED", submittedAt: NOW.toISOString() });
    expect(done.result).toMatchObject({ score: 70, total: 100, passed: true, correctCount: 7 });
    expect(done.result.breakdown.map((b) => b.points)).toEqual([10, 10, 10, 10, 10, 10, 10, 0, 0, 0]);
    // A verify attempt keeps the bank unseen: no correct options, no explanations.
    expect(done.result.breakdown.every((b) => b.correctOptionIds === null && b.explanation === null)).toBe(true);
    expect(await verified(me.id, me.caller)).toEqual([
      { skill: "css", level: "BEGINNER", score: 70, test: "html-css-beginner" },
      { skill: "html", level: "BEGINNER", score: 70, test: "html-css-beginner" },
    ]);
    expect(await progress(me.caller, "html-css-beginner")).toEqual({
      bestScore: 70,
      passed: true,
      attemptCount: 1,
      nextAttemptAt: at(7 * DAY).toISOString(),
      openAttempt: null,
    });
  });
  it("6 of 10 fails and verifies nothing, but starts the cooldown", async () => {
    const me = await bed.person();
    const attempt = await start(me.caller, "sql-intermediate");
    await answerAll(me.caller, attempt, 6);
    const done = await submit(me.caller, attempt.id);
    expect(done.result).toMatchObject({ score: 60, passed: false });
    expect(await verified(me.id, me.caller)).toEqual([]);
    expect(await progress(me.caller, "sql-intermediate")).toMatchObject({ bestScore: 60, passed: false, attemptCount: 1 });
  });
  it("the retake cooldown: CONFLICT with the date until 7 days after, then a retake; a lower retake keeps the best score", async () => {
    const me = await bed.person();
    const first = await start(me.caller, "js-beginner");
    await answerAll(me.caller, first, 9);
    await submit(me.caller, first.id);

    bed.setNow(at(7 * DAY - 1000));
    const early = await bed.client.exec(
      START,
      { input: { testId: "js-beginner", mode: "VERIFY", acceptedTermIds: ALL_TERMS } },
      { caller: me.caller },
    );
    expect(codeOf(early)).toBe("CONFLICT");
    expect(early.errors![0]!.extensions!.nextAttemptAt).toBe(at(7 * DAY).toISOString());
    // Another test has its own cooldown, and practice has none.
    await start(me.caller, "js-intermediate");
    await start(me.caller, "js-beginner", "PRACTICE", []);

    bed.setNow(at(7 * DAY));
    const retake = await start(me.caller, "js-beginner");
    expect(retake.id).not.toBe(first.id);
    await answerAll(me.caller, retake, 7);
    const done = await submit(me.caller, retake.id);
    expect(done.result).toMatchObject({ score: 70, passed: true });
    expect(await verified(me.id, me.caller)).toEqual([{ skill: "javascript", level: "BEGINNER", score: 90, test: "js-beginner" }]);
    expect(await progress(me.caller, "js-beginner")).toMatchObject({ bestScore: 90, attemptCount: 2 });
  });
  it("a higher retake replaces the chart score", async () => {
    const me = await bed.person();
    const first = await start(me.caller, "py-intermediate");
    await answerAll(me.caller, first, 7);
    await submit(me.caller, first.id);
    bed.setNow(at(8 * DAY));
    const second = await start(me.caller, "py-intermediate");
    await answerAll(me.caller, second, 10);
    await submit(me.caller, second.id);
    expect(await verified(me.id, me.caller)).toEqual([{ skill: "python", level: "INTERMEDIATE", score: 100, test: "py-intermediate" }]);
  });
  it("a higher level verified stays when a lower test is passed later, and a lower level is raised by a higher pass", async () => {
    const me = await bed.person();
    const advanced = await start(me.caller, "cpp-advanced");
    await answerAll(me.caller, advanced, 8);
    await submit(me.caller, advanced.id);
    const beginner = await start(me.caller, "cpp-beginner");
    await answerAll(me.caller, beginner, 10);
    await submit(me.caller, beginner.id);
    expect(await verified(me.id, me.caller)).toEqual([{ skill: "cpp", level: "ADVANCED", score: 80, test: "cpp-advanced" }]);
  });
  it("unanswered questions score nothing; submitting twice returns the same grade", async () => {
    const me = await bed.person();
    const attempt = await start(me.caller, "sql-advanced");
    const first = attempt.questions[0]!;
    await answer(me.caller, attempt.id, first.id, bankQuestion("sql-advanced", first.id).correct);
    const done = await submit(me.caller, attempt.id);
    expect(done.result).toMatchObject({ score: 10, correctCount: 1, passed: false });
    expect(done.result.breakdown.filter((b) => !b.answered)).toHaveLength(9);
    expect(await submit(me.caller, attempt.id)).toEqual(done);
  });
});

describe("the time limit, enforced by the server", () => {
  it("an answer in the deadline's last second counts; one a second later is CONFLICT and not saved", async () => {
    const me = await bed.person();
    const attempt = await start(me.caller, "html-css-intermediate");
    const [q1, q2] = attempt.questions;
    bed.setNow(at(40 * MINUTE + 999));
    expect((await answer(me.caller, attempt.id, q1!.id, bankQuestion("html-css-intermediate", q1!.id).correct)).errors).toBeUndefined();
    bed.setNow(at(40 * MINUTE + 1000));
    const late = await answer(me.caller, attempt.id, q2!.id, bankQuestion("html-css-intermediate", q2!.id).correct);
    expect(codeOf(late)).toBe("CONFLICT");
    const saved = await bed.database.db.select().from(skillAttemptAnswers).where(eq(skillAttemptAnswers.attemptId, attempt.id));
    expect(saved.map((a) => a.questionId)).toEqual([q1!.id]);
  });
  it("an attempt left open is graded at its deadline on the answers that came in time: EXPIRED, cooldown from the deadline", async () => {
    const me = await bed.person();
    const attempt = await start(me.caller, "py-advanced");
    await answerAll(me.caller, attempt, 10);
    bed.setNow(at(2 * 60 * MINUTE));
    const read = await bed.client.exec<{ skillAttempt: { status: string; result: { score: number; passed: boolean } } }>(
      `query($id: ID!) { skillAttempt(id: $id) { status submittedAt result { score passed } } }`,
      { id: attempt.id },
      { caller: me.caller },
    );
    expect(read.data!.skillAttempt).toEqual({ status: "EXPIRED", submittedAt: null, result: { score: 100, passed: true } });
    expect(await progress(me.caller, "py-advanced")).toMatchObject({
      nextAttemptAt: new Date(at(45 * MINUTE).getTime() + 7 * DAY).toISOString(),
    });
    expect(await verified(me.id, me.caller)).toEqual([{ skill: "python", level: "ADVANCED", score: 100, test: "py-advanced" }]);
  });
  it("a late submission is EXPIRED, not SUBMITTED", async () => {
    const me = await bed.person();
    const attempt = await start(me.caller, "js-advanced");
    bed.setNow(at(46 * MINUTE));
    const done = await submit(me.caller, attempt.id);
    expect(done).toMatchObject({ status: "EXPIRED", submittedAt: null, result: { score: 0 } });
  });
  it("the closing job finishes every attempt whose time ran out, once", async () => {
    const me = await bed.person();
    const attempt = await start(me.caller, "sql-beginner");
    await answerAll(me.caller, attempt, 8);
    const db = bed.database.db;
    expect(await closeExpiredAttempts(db, at(30 * MINUTE + 999))).toBe(0);
    expect(await closeExpiredAttempts(db, at(31 * MINUTE))).toBeGreaterThanOrEqual(1);
    const [row] = await db.select().from(skillAttempts).where(eq(skillAttempts.id, attempt.id));
    expect(row).toMatchObject({ score: 80, passed: true, submittedAt: null, finishedAt: at(30 * MINUTE) });
    const [v] = await db
      .select()
      .from(verifiedSkills)
      .where(and(eq(verifiedSkills.userId, me.id), eq(verifiedSkills.skillId, "sql")));
    expect(v).toMatchObject({ level: "BEGINNER", score: 80 });
    expect(await closeExpiredAttempts(db, at(32 * MINUTE))).toBe(0);
  });
});

describe("answers", () => {
  it("replace the earlier answer; an empty list clears it", async () => {
    const me = await bed.person();
    const attempt = await start(me.caller, "js-beginner");
    const q = attempt.questions[0]!;
    const bank = bankQuestion("js-beginner", q.id);
    await answer(me.caller, attempt.id, q.id, wrong(bank));
    const r = await answer(me.caller, attempt.id, q.id, bank.correct);
    expect(r.data!.answerSkillQuestion).toMatchObject({ questionId: q.id, optionIds: [...bank.correct] });
    await answer(me.caller, attempt.id, q.id, []);
    const done = await submit(me.caller, attempt.id);
    expect(done.result.breakdown[0]).toMatchObject({ answered: false, points: 0 });
  });
  it("bad input is BAD_USER_INPUT: a question not drawn, an unknown option, two options on a single-choice question", async () => {
    const me = await bed.person();
    const attempt = await start(me.caller, "js-beginner");
    const drawn = new Set(attempt.questions.map((q) => q.id));
    const other = bankOf("js-beginner")!.questions.find((q) => !drawn.has(q.id))!;
    const single = attempt.questions.find((q) => q.kind === "SINGLE_CHOICE")!;
    for (const [questionId, optionIds] of [
      [other.id, [...other.correct]],
      [single.id, ["zz"]],
      [single.id, single.options.slice(0, 2).map((o) => o.id)],
    ] as const) {
      expect(codeOf(await answer(me.caller, attempt.id, questionId, optionIds))).toBe("BAD_USER_INPUT");
    }
  });
  it("someone else's attempt or an unknown one is NOT_FOUND; a visitor is UNAUTHENTICATED; a submitted one is CONFLICT", async () => {
    const [owner, other] = [await bed.person(), await bed.person()];
    const attempt = await start(owner.caller, "cpp-beginner");
    const q = attempt.questions[0]!;
    expect(codeOf(await answer(other.caller, attempt.id, q.id, []))).toBe("NOT_FOUND");
    expect(codeOf(await answer(other.caller, "not-an-id", q.id, []))).toBe("NOT_FOUND");
    expect(codeOf(await answer(visitor(), attempt.id, q.id, []))).toBe("UNAUTHENTICATED");
    expect(codeOf(await bed.client.exec(SUBMIT, { a: attempt.id }, { caller: other.caller }))).toBe("NOT_FOUND");
    await submit(owner.caller, attempt.id);
    expect(codeOf(await answer(owner.caller, attempt.id, q.id, []))).toBe("CONFLICT");
  });
});

describe("practice", () => {
  it("needs no terms, has no deadline, shows the correct options and why, and changes no level, score or cooldown", async () => {
    const me = await bed.person();
    const attempt = await start(me.caller, "py-beginner", "PRACTICE", []);
    expect(attempt).toMatchObject({ mode: "PRACTICE", deadline: null });
    await answerAll(me.caller, attempt, 10);
    bed.setNow(at(5 * 60 * MINUTE));
    const done = await submit(me.caller, attempt.id);
    expect(done).toMatchObject({ status: "SUBMITTED", result: { score: 100, passed: true } });
    for (const b of done.result.breakdown) {
      const bank = bankQuestion("py-beginner", b.question.id);
      expect(b.correctOptionIds).toEqual([...bank.correct]);
      expect(b.explanation).toBe(bank.explanation);
    }
    expect(await verified(me.id, me.caller)).toEqual([]);
    expect(await progress(me.caller, "py-beginner")).toMatchObject({ bestScore: null, attemptCount: 0, nextAttemptAt: null });
    await start(me.caller, "py-beginner");
  });
});

describe("proctoring signals", () => {
  it("are recorded for a verify attempt and summarised for talent admins only", async () => {
    const me = await bed.person();
    const attempt = await start(me.caller, "sql-beginner");
    const q = attempt.questions[0]!.id;
    const record = `mutation($a: ID!, $s: [ProctoringSignalInput!]!) { recordProctoringSignals(attemptId: $a, signals: $s) }`;
    const signals = [
      { kind: "TAB_HIDDEN", atMs: 10_000, durationMs: 20_000 },
      { kind: "WINDOW_BLUR", atMs: 10_000, durationMs: 20_000 },
      { kind: "PASTE", atMs: 40_000, questionId: q },
      { kind: "QUESTION_TIMING", questionId: q, durationMs: 2_000, answered: true },
    ];
    const r = await bed.client.exec<{ recordProctoringSignals: number }>(record, { a: attempt.id, s: signals }, { caller: me.caller });
    expect(r.data!.recordProctoringSignals).toBe(4);
    const read = `query($id: ID!) { skillAttempt(id: $id) { learner { id } integrity { flag signalCount awayEpisodes awayMs pastes fastAnswers reasons { measure value flag } } } }`;
    const own = await bed.client.exec<{ skillAttempt: { integrity: unknown } }>(read, { id: attempt.id }, { caller: me.caller });
    expect(own.data!.skillAttempt.integrity).toBeNull();
    const admin = await bed.client.exec<{ skillAttempt: { learner: { id: string }; integrity: unknown } }>(
      read,
      { id: attempt.id },
      { caller: demo("TALENT_ADMIN") },
    );
    expect(admin.data!.skillAttempt).toEqual({
      learner: { id: me.id },
      integrity: {
        flag: "REVIEW",
        signalCount: 4,
        awayEpisodes: 1,
        awayMs: 20_000,
        pastes: 1,
        fastAnswers: 1,
        reasons: [
          { measure: "AWAY_MS", value: 20_000, flag: "REVIEW" },
          { measure: "PASTES", value: 1, flag: "REVIEW" },
        ],
      },
    });
    // The flag is kept with the graded attempt, for the review queue.
    await submit(me.caller, attempt.id);
    const [graded] = await bed.database.db.select().from(skillAttempts).where(eq(skillAttempts.id, attempt.id));
    expect(graded!.integrityFlag).toBe("REVIEW");
    // Malformed or too many: BAD_USER_INPUT, nothing recorded.
    const open = await start(me.caller, "sql-intermediate");
    const many = Array.from({ length: 101 }, (_, i) => ({ kind: "FULLSCREEN_EXIT", atMs: i }));
    expect(codeOf(await bed.client.exec(record, { a: open.id, s: many }, { caller: me.caller }))).toBe("BAD_USER_INPUT");
    expect(codeOf(await bed.client.exec(record, { a: open.id, s: [{ kind: "TAB_HIDDEN" }] }, { caller: me.caller }))).toBe(
      "BAD_USER_INPUT",
    );
    // Once graded, an attempt takes no more signals.
    expect(codeOf(await bed.client.exec(record, { a: attempt.id, s: signals }, { caller: me.caller }))).toBe("CONFLICT");
    // Practice records none.
    const practice = await start(me.caller, "sql-beginner", "PRACTICE", []);
    const none = await bed.client.exec<{ recordProctoringSignals: number }>(record, { a: practice.id, s: signals }, { caller: me.caller });
    expect(none.data!.recordProctoringSignals).toBe(0);
  });
  it("an attempt is seen by its learner and talent admins only", async () => {
    const [owner, other] = [await bed.person(), await bed.person()];
    const attempt = await start(owner.caller, "html-css-advanced");
    const q = `query($id: ID!) { skillAttempt(id: $id) { id } }`;
    for (const [caller, seen] of [
      [owner.caller, true],
      [demo("TALENT_ADMIN"), true],
      [other.caller, false],
      [demo("JOB_ADMIN"), false],
      [visitor(), false],
    ] as const) {
      const r = await bed.client.exec<{ skillAttempt: { id: string } | null }>(q, { id: attempt.id }, { caller });
      expect(r.data!.skillAttempt, String(seen)).toEqual(seen ? { id: attempt.id } : null);
    }
  });
});

describe("rankings", () => {
  const RANKING = `query($t: ID!, $p: Int, $s: Int) { skillRanking(testId: $t, page: $p, pageSize: $s) { items { rank ranked learner { id } attemptCount scores average best achievedAt breakdown { item score } } pageInfo { hasNextPage totalCount pageSize } } }`;
  interface Entry {
    rank: number;
    ranked: boolean;
    learner: { id: string };
    attemptCount: number;
    scores: number[];
    average: number;
    best: number;
    achievedAt: string;
    breakdown: { item: string; score: number }[];
  }
  async function take(caller: Caller, right: number) {
    const attempt = await start(caller, "cpp-intermediate");
    await answerAll(caller, attempt, right);
    return submit(caller, attempt.id);
  }

  it("by average descending, the earlier achievement first on a tie; entries carry scores and the best breakdown", async () => {
    const [a, b, c] = [await bed.person(), await bed.person(), await bed.person()];
    await take(a.caller, 9);
    await take(b.caller, 7);
    bed.setNow(at(1 * MINUTE));
    await take(c.caller, 9);
    bed.setNow(at(8 * DAY));
    const best = await take(b.caller, 10);
    await take(a.caller, 9);

    const r = await bed.client.exec<{
      skillRanking: { items: Entry[]; pageInfo: { hasNextPage: boolean; totalCount: number; pageSize: number } };
    }>(RANKING, { t: "cpp-intermediate" }, { caller: c.caller });
    expect(r.errors).toBeUndefined();
    const items = r.data!.skillRanking.items;
    // a: 90 and 90 (average 90, reached on day 8); c: 90 (reached first, at minute 1); b: 70 and 100 (85).
    expect(items.map((e) => [e.learner.id, e.rank, e.average])).toEqual([
      [c.id, 1, 90],
      [a.id, 2, 90],
      [b.id, 3, 85],
    ]);
    expect(items[2]).toMatchObject({ ranked: true, attemptCount: 2, scores: [70, 100], best: 100 });
    expect(items[2]!.breakdown).toEqual(best.result.breakdown.map((x) => ({ item: x.question.id, score: x.points })));
    // 20 a page unless asked otherwise (SKILL_RANKING_PAGE_SIZE).
    expect(r.data!.skillRanking.pageInfo).toEqual({ hasNextPage: false, totalCount: 3, pageSize: 20 });

    const paged = await bed.client.exec<{ skillRanking: { items: Entry[]; pageInfo: { hasNextPage: boolean } } }>(
      RANKING,
      { t: "cpp-intermediate", p: 2, s: 1 },
      { caller: c.caller },
    );
    expect(paged.data!.skillRanking.items.map((e) => [e.learner.id, e.rank])).toEqual([[a.id, 2]]);
    expect(paged.data!.skillRanking.pageInfo.hasNextPage).toBe(true);

    const mine = `query($id: ID!) { user(id: $id) { skillRanking { rank test { id } average } highestSkillRank } }`;
    const own = await bed.client.exec<{ user: { skillRanking: unknown[]; highestSkillRank: number | null } }>(
      mine,
      { id: b.id },
      { caller: b.caller },
    );
    expect(own.data!.user).toEqual({ skillRanking: [{ rank: 3, test: { id: "cpp-intermediate" }, average: 85 }], highestSkillRank: 3 });
    const other = await bed.client.exec<{ user: unknown }>(mine, { id: b.id }, { caller: a.caller });
    expect(other.data!.user).toEqual({ skillRanking: [], highestSkillRank: null });
    const admin = await bed.client.exec<{ user: { highestSkillRank: number } }>(mine, { id: b.id }, { caller: demo("TALENT_ADMIN") });
    expect(admin.data!.user.highestSkillRank).toBe(3);
  });
  it("someone never ranked has the sentinel as their highest rank; practice never ranks", async () => {
    const me = await bed.person();
    const practice = await start(me.caller, "cpp-intermediate", "PRACTICE", []);
    await answerAll(me.caller, practice, 10);
    await submit(me.caller, practice.id);
    const r = await bed.client.exec<{ user: { skillRanking: unknown[]; highestSkillRank: number } }>(
      `query($id: ID!) { user(id: $id) { skillRanking { rank } highestSkillRank } }`,
      { id: me.id },
      { caller: me.caller },
    );
    expect(r.data!.user).toEqual({ skillRanking: [], highestSkillRank: 10_000 });
  });
  it("the seeded instructor leads Python Advanced with the attempt behind the verified score", async () => {
    const r = await bed.client.exec<{ skillRanking: { items: Entry[] } }>(RANKING, { t: "py-advanced" }, { caller: demo("STUDENT") });
    expect(r.data!.skillRanking.items[0]).toMatchObject({ rank: 1, scores: [100], best: 100 });
  });
  it("is UNAUTHENTICATED for visitors and NOT_FOUND for an unknown test; a page costs the same statements at any size", async () => {
    expect(codeOf(await bed.client.exec(RANKING, { t: "cpp-intermediate" }, { caller: visitor() }))).toBe("UNAUTHENTICATED");
    expect(codeOf(await bed.client.exec(RANKING, { t: "nope" }, { caller: demo("STUDENT") }))).toBe("NOT_FOUND");
    const one = await bed.counter.count(() => bed.client.exec(RANKING, { t: "cpp-intermediate", s: 1 }, { caller: demo("STUDENT") }));
    const all = await bed.counter.count(() => bed.client.exec(RANKING, { t: "cpp-intermediate", s: 50 }, { caller: demo("STUDENT") }));
    expect(all.result.errors).toBeUndefined();
    // A last page knows its total without a count, so the larger page may cost one statement less, never more.
    expect(all.statements.length).toBeLessThanOrEqual(one.statements.length);
  });
});

describe("the assessments review", () => {
  const QUEUE = `query($f: [IntegrityFlag!], $t: ID) { skillAttemptsForReview(flags: $f, testId: $t) { items { id learner { id } integrity { flag } withdrawnAt } pageInfo { totalCount pageSize } } }`;
  const WITHDRAW = `mutation($a: ID!, $r: String!) { withdrawSkillAttemptResult(attemptId: $a, reason: $r) { id withdrawnAt withdrawalReason result { passed } } }`;
  const REASON = "Five pastes and long absences during the test.";
  async function suspicious(caller: Caller, testId: string, right: number) {
    const attempt = await start(caller, testId);
    const pastes = Array.from({ length: 5 }, (_, i) => ({ kind: "PASTE", atMs: 1000 * (i + 1) }));
    await bed.client.exec(
      `mutation($a: ID!, $s: [ProctoringSignalInput!]!) { recordProctoringSignals(attemptId: $a, signals: $s) }`,
      {
        a: attempt.id,
        s: pastes,
      },
      { caller },
    );
    await answerAll(caller, attempt, right);
    return submit(caller, attempt.id);
  }

  it("lists flagged attempts to talent admins only", async () => {
    const me = await bed.person();
    const done = await suspicious(me.caller, "html-css-advanced", 9);
    const r = await bed.client.exec<{
      skillAttemptsForReview: { items: { id: string; integrity: { flag: string } }[]; pageInfo: { pageSize: number } };
    }>(QUEUE, { t: "html-css-advanced" }, { caller: demo("TALENT_ADMIN") });
    expect(r.errors).toBeUndefined();
    expect(r.data!.skillAttemptsForReview.items.find((i) => i.id === done.id)?.integrity).toEqual({ flag: "SUSPICIOUS" });
    expect(r.data!.skillAttemptsForReview.pageInfo.pageSize).toBe(20);
    const clean = await bed.client.exec<{ skillAttemptsForReview: { items: { id: string }[] } }>(
      QUEUE,
      { f: ["CLEAN"], t: "html-css-advanced" },
      { caller: demo("TALENT_ADMIN") },
    );
    expect(clean.data!.skillAttemptsForReview.items.map((i) => i.id)).not.toContain(done.id);
    for (const caller of [me.caller, demo("JOB_ADMIN"), demo("COURSE_ADMIN")])
      expect(codeOf(await bed.client.exec(QUEUE, {}, { caller }))).toBe("FORBIDDEN");
    expect(codeOf(await bed.client.exec(QUEUE, {}, { caller: visitor() }))).toBe("UNAUTHENTICATED");
  });
  it("withdrawing a pass removes the verified level it gave and its ranking; the level from an earlier pass stays", async () => {
    const me = await bed.person();
    const beginner = await start(me.caller, "js-beginner");
    await answerAll(me.caller, beginner, 8);
    await submit(me.caller, beginner.id);
    const advanced = await suspicious(me.caller, "js-advanced", 10);
    expect(await verified(me.id, me.caller)).toEqual([{ skill: "javascript", level: "ADVANCED", score: 100, test: "js-advanced" }]);

    // Who may, before what: FORBIDDEN for anyone else whatever the input, then NOT_FOUND, then the reason's length.
    expect(codeOf(await bed.client.exec(WITHDRAW, { a: advanced.id, r: "" }, { caller: me.caller }))).toBe("FORBIDDEN");
    const admin = demo("TALENT_ADMIN");
    expect(codeOf(await bed.client.exec(WITHDRAW, { a: "not-an-id", r: REASON }, { caller: admin }))).toBe("NOT_FOUND");
    expect(codeOf(await bed.client.exec(WITHDRAW, { a: advanced.id, r: "short" }, { caller: admin }))).toBe("BAD_USER_INPUT");

    const r = await bed.client.exec<{ withdrawSkillAttemptResult: { withdrawnAt: string; withdrawalReason: string } }>(
      WITHDRAW,
      { a: advanced.id, r: REASON },
      { caller: admin },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!.withdrawSkillAttemptResult).toMatchObject({ withdrawnAt: NOW.toISOString(), withdrawalReason: REASON });
    expect(await verified(me.id, me.caller)).toEqual([{ skill: "javascript", level: "BEGINNER", score: 80, test: "js-beginner" }]);
    const mine = await bed.client.exec<{ user: { skillRanking: { test: { id: string } }[] } }>(
      `query($id: ID!) { user(id: $id) { skillRanking { test { id } } } }`,
      { id: me.id },
      { caller: me.caller },
    );
    expect(mine.data!.user.skillRanking.map((e) => e.test.id)).toEqual(["js-beginner"]);
    // The cooldown still runs from the withdrawn attempt; its score no longer counts.
    expect(await progress(me.caller, "js-advanced")).toMatchObject({ bestScore: null, passed: false, attemptCount: 1 });
    expect(codeOf(await bed.client.exec(WITHDRAW, { a: advanced.id, r: REASON }, { caller: admin }))).toBe("CONFLICT");
  });
  it("a practice attempt or an open one has no result to withdraw", async () => {
    const me = await bed.person();
    const open = await start(me.caller, "py-intermediate");
    const practice = await start(me.caller, "py-intermediate", "PRACTICE", []);
    for (const a of [open.id, practice.id])
      expect(codeOf(await bed.client.exec(WITHDRAW, { a, r: REASON }, { caller: demo("TALENT_ADMIN") }))).toBe("CONFLICT");
  });
});
