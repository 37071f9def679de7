import { describe, expect, it } from "vitest";
import { FAST_ANSWER_MS, INTEGRITY_THRESHOLDS, integritySummary, type ProctoringSignal } from "./proctoring.js";

const hidden = (atMs: number, durationMs: number): ProctoringSignal => ({ kind: "TAB_HIDDEN", atMs, durationMs });
const blur = (atMs: number, durationMs: number): ProctoringSignal => ({ kind: "WINDOW_BLUR", atMs, durationMs });
const timing = (questionId: string, durationMs: number, answered?: boolean): ProctoringSignal => ({
  kind: "QUESTION_TIMING",
  questionId,
  durationMs,
  ...(answered === undefined ? {} : { answered }),
});
const paste = (atMs: number): ProctoringSignal => ({ kind: "PASTE", atMs });
const exit = (atMs: number): ProctoringSignal => ({ kind: "FULLSCREEN_EXIT", atMs });
const steady = Array.from({ length: 10 }, (_, i) => timing(`q${i}`, 60_000 + i * 1000));

describe("rule: no signals is clean", () => {
  it("zero counts, no time away, no reasons", () => {
    expect(integritySummary([])).toEqual({
      counts: { TAB_HIDDEN: 0, WINDOW_BLUR: 0, PASTE: 0, FULLSCREEN_EXIT: 0, QUESTION_TIMING: 0 },
      awayEpisodes: 0,
      awayMs: 0,
      longestAwayMs: 0,
      fastestQuestions: [],
      fastAnswers: 0,
      flag: "CLEAN",
      reasons: [],
    });
  });
  it("steady answering is clean", () => expect(integritySummary(steady).flag).toBe("CLEAN"));
});

describe("rule: time away merges a blur and a hidden page that overlap into one episode", () => {
  it("one tab switch fires both: one episode of the union", () => {
    const s = integritySummary([blur(1000, 4000), hidden(1100, 3800)]);
    expect(s).toMatchObject({ awayEpisodes: 1, awayMs: 4000, longestAwayMs: 4000, flag: "CLEAN" });
    expect(s.counts).toMatchObject({ WINDOW_BLUR: 1, TAB_HIDDEN: 1 });
  });
  it("intervals that touch merge; apart they are two episodes", () => {
    expect(integritySummary([hidden(0, 1000), hidden(1000, 1000)]).awayEpisodes).toBe(1);
    expect(integritySummary([hidden(0, 1000), hidden(1001, 1000)])).toMatchObject({ awayEpisodes: 2, awayMs: 2000, longestAwayMs: 1000 });
  });
});

describe(`rule: times away — review from ${INTEGRITY_THRESHOLDS.awayEpisodes.REVIEW} episodes or ${INTEGRITY_THRESHOLDS.awayMs.REVIEW / 1000} s, suspicious from ${INTEGRITY_THRESHOLDS.awayEpisodes.SUSPICIOUS} or ${INTEGRITY_THRESHOLDS.awayMs.SUSPICIOUS / 1000} s`, () => {
  const episodes = (n: number) => Array.from({ length: n }, (_, i) => hidden(i * 100_000, 1000));
  it("1 short episode: clean", () => expect(integritySummary(episodes(1)).flag).toBe("CLEAN"));
  it("2 episodes: review", () =>
    expect(integritySummary(episodes(2))).toMatchObject({
      flag: "REVIEW",
      reasons: [{ measure: "awayEpisodes", value: 2, flag: "REVIEW" }],
    }));
  it("4 episodes: review; 5: suspicious", () => {
    expect(integritySummary(episodes(4)).flag).toBe("REVIEW");
    expect(integritySummary(episodes(5)).flag).toBe("SUSPICIOUS");
  });
  it("one episode of 14.999 s: clean; 15 s: review", () => {
    expect(integritySummary([hidden(0, 14_999)]).flag).toBe("CLEAN");
    expect(integritySummary([hidden(0, 15_000)]).reasons).toEqual([{ measure: "awayMs", value: 15_000, flag: "REVIEW" }]);
  });
  it("59.999 s away: review; 60 s: suspicious", () => {
    expect(integritySummary([hidden(0, 59_999)]).flag).toBe("REVIEW");
    expect(integritySummary([hidden(0, 60_000)]).flag).toBe("SUSPICIOUS");
  });
});

describe("rule: pastes — one is worth a review, three are suspicious", () => {
  it("0 / 1 / 2 / 3", () => {
    expect(integritySummary([]).flag).toBe("CLEAN");
    expect(integritySummary([paste(1)]).flag).toBe("REVIEW");
    expect(integritySummary([paste(1), paste(2)]).flag).toBe("REVIEW");
    expect(integritySummary([paste(1), paste(2), paste(3)]).flag).toBe("SUSPICIOUS");
  });
});

describe("rule: leaving full screen — once is a slip, twice a review, four times suspicious", () => {
  it("1 / 2 / 3 / 4", () => {
    expect(integritySummary([exit(1)]).flag).toBe("CLEAN");
    expect(integritySummary([exit(1), exit(2)]).flag).toBe("REVIEW");
    expect(integritySummary([exit(1), exit(2), exit(3)]).flag).toBe("REVIEW");
    expect(integritySummary([exit(1), exit(2), exit(3), exit(4)]).flag).toBe("SUSPICIOUS");
  });
});

describe(`rule: answers under ${FAST_ANSWER_MS / 1000} s — review from 3, suspicious from 6`, () => {
  const fast = (n: number) => [...steady.slice(n), ...Array.from({ length: n }, (_, i) => timing(`f${i}`, 2000 + i))];
  it("2 fast: clean; 3: review; 5: review; 6: suspicious", () => {
    expect(integritySummary(fast(2)).flag).toBe("CLEAN");
    expect(integritySummary(fast(3))).toMatchObject({ fastAnswers: 3, flag: "REVIEW" });
    expect(integritySummary(fast(5)).flag).toBe("REVIEW");
    expect(integritySummary(fast(6)).flag).toBe("SUSPICIOUS");
  });
  it("exactly 5 s is not fast, 4.999 s is", () => {
    expect(integritySummary([timing("a", 5000), timing("b", 5000), timing("c", 5000)]).fastAnswers).toBe(0);
    expect(integritySummary([timing("a", 4999)]).fastAnswers).toBe(1);
  });
  it("revisits add up: 3 s then 3 s on one question is 6 s, not fast", () =>
    expect(integritySummary([timing("a", 3000), timing("a", 3000)])).toMatchObject({
      fastAnswers: 0,
      fastestQuestions: [{ questionId: "a", durationMs: 6000 }],
    }));
  it("a question glanced at and left unanswered is not a fast answer", () =>
    expect(integritySummary([timing("a", 1000, false), timing("b", 1000, false), timing("c", 1000, false)]).fastAnswers).toBe(0));
  it("lists the three fastest questions, fastest first", () =>
    expect(integritySummary(steady).fastestQuestions).toEqual([
      { questionId: "q0", durationMs: 60_000 },
      { questionId: "q1", durationMs: 61_000 },
      { questionId: "q2", durationMs: 62_000 },
    ]));
});

describe("rule: the flag is the worst of the measures, with every reason listed", () => {
  it("a review and a suspicious measure: suspicious, both reasons in threshold order", () => {
    const s = integritySummary([paste(1), paste(2), paste(3), exit(1), exit(2)]);
    expect(s.flag).toBe("SUSPICIOUS");
    expect(s.reasons).toEqual([
      { measure: "pastes", value: 3, flag: "SUSPICIOUS" },
      { measure: "fullscreenExits", value: 2, flag: "REVIEW" },
    ]);
  });
});
