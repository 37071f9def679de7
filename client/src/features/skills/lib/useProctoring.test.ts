/** useProctoring with fake timers: what each browser event records, and how the queue is batched and sent. */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, renderHook } from "@testing-library/react";
import type { ProctoringSignalInput } from "../../../__generated__/graphql";
import { FLUSH_EVERY_MS, SIGNALS_PER_CALL_MAX, useProctoring, type ProctoringOptions } from "./useProctoring";

const START = new Date("2026-05-04T09:00:00Z").getTime();
let visibility: DocumentVisibilityState = "visible";

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
  visibility = "visible";
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => visibility });
});
afterEach(() => {
  vi.useRealTimers();
  // Back to jsdom's own (prototype) getters.
  delete (document as { visibilityState?: unknown }).visibilityState;
  delete (document as { fullscreenElement?: unknown }).fullscreenElement;
});

function setup(overrides: Partial<ProctoringOptions> = {}) {
  const sent: ProctoringSignalInput[][] = [];
  const send = vi.fn(async (signals: ProctoringSignalInput[]) => {
    sent.push(signals);
  });
  const answered = new Set<string>();
  const hook = renderHook((props: Partial<ProctoringOptions>) =>
    useProctoring({
      active: true,
      elapsedMs: () => Date.now() - START,
      questionId: "q1",
      isAnswered: (id) => answered.has(id),
      send,
      ...overrides,
      ...props,
    }),
  );
  return { ...hook, send, sent, answered };
}

/** Advances the fake clock (and its timers) and lets the sends that fire settle. */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

async function hide(forMs: number) {
  visibility = "hidden";
  document.dispatchEvent(new Event("visibilitychange"));
  await advance(forMs);
  visibility = "visible";
  document.dispatchEvent(new Event("visibilitychange"));
}

describe("useProctoring", () => {
  it("queues what happens and sends it in one batch every 10 seconds, with times since the start", async () => {
    const { send, sent } = setup();
    await advance(2_000);
    await hide(3_000); // hidden at 2 s for 3 s
    window.dispatchEvent(new Event("blur"));
    await advance(1_500);
    window.dispatchEvent(new Event("focus")); // left at 5 s for 1.5 s
    document.dispatchEvent(new Event("paste")); // at 6.5 s on q1
    expect(send).not.toHaveBeenCalled();

    await advance(FLUSH_EVERY_MS - 6_500);
    expect(sent).toEqual([
      [
        { kind: "TAB_HIDDEN", atMs: 2_000, durationMs: 3_000 },
        { kind: "WINDOW_BLUR", atMs: 5_000, durationMs: 1_500 },
        { kind: "PASTE", atMs: 6_500, questionId: "q1" },
      ],
    ]);
    // Nothing new: the next tick sends nothing.
    await advance(FLUSH_EVERY_MS);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("records the time on a question when the learner moves on, and sends it at once", async () => {
    const { rerender, sent, answered } = setup();
    await advance(4_000);
    answered.add("q1");
    rerender({ questionId: "q2" });
    await advance(0);
    expect(sent).toEqual([[{ kind: "QUESTION_TIMING", questionId: "q1", durationMs: 4_000, answered: true }]]);

    await advance(2_500);
    rerender({ questionId: "q3" });
    await advance(0);
    expect(sent[1]).toEqual([{ kind: "QUESTION_TIMING", questionId: "q2", durationMs: 2_500, answered: false }]);
  });

  it("finish() records the question on screen and sends everything before the attempt is submitted", async () => {
    const { result, sent } = setup();
    await advance(1_000);
    document.dispatchEvent(new Event("paste"));
    await advance(2_000);
    await act(() => result.current.finish());
    expect(sent).toEqual([
      [
        { kind: "PASTE", atMs: 1_000, questionId: "q1" },
        { kind: "QUESTION_TIMING", questionId: "q1", durationMs: 3_000, answered: false },
      ],
    ]);
  });

  it("sends at most 100 signals a call, in order", async () => {
    const { sent } = setup();
    for (let i = 0; i < SIGNALS_PER_CALL_MAX + 30; i++) document.dispatchEvent(new Event("paste"));
    await advance(FLUSH_EVERY_MS);
    expect(sent.map((batch) => batch.length)).toEqual([SIGNALS_PER_CALL_MAX, 30]);
  });

  it("keeps a batch that failed to send for the next one", async () => {
    const { send, sent } = setup();
    send.mockRejectedValueOnce(new Error("offline"));
    document.dispatchEvent(new Event("paste"));
    await advance(FLUSH_EVERY_MS);
    expect(send).toHaveBeenCalledTimes(1);
    expect(sent).toEqual([]);

    document.dispatchEvent(new Event("fullscreenchange")); // not in full screen before: no exit
    await advance(FLUSH_EVERY_MS);
    expect(sent).toEqual([[{ kind: "PASTE", atMs: 0, questionId: "q1" }]]);
  });

  it("records an exit from full screen", async () => {
    const { sent } = setup();
    const element = document.createElement("div");
    Object.defineProperty(document, "fullscreenElement", { configurable: true, get: () => element });
    document.dispatchEvent(new Event("fullscreenchange"));
    await advance(1_000);
    Object.defineProperty(document, "fullscreenElement", { configurable: true, get: () => null });
    document.dispatchEvent(new Event("fullscreenchange"));
    await advance(FLUSH_EVERY_MS);
    expect(sent).toEqual([[{ kind: "FULLSCREEN_EXIT", atMs: 1_000 }]]);
  });

  it("watches nothing while inactive (practice)", async () => {
    const { send, rerender } = setup({ active: false });
    await hide(2_000);
    document.dispatchEvent(new Event("paste"));
    rerender({ questionId: "q2" });
    await advance(FLUSH_EVERY_MS * 2);
    expect(send).not.toHaveBeenCalled();
  });
});
