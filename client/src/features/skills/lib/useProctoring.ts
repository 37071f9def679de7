/**
 * What the browser can see during a verify attempt, reported in batches (the terms tell the learner so): the tab
 * hidden and the window left (with how long), pastes (with the question), exits from full screen, and the time on each
 * question when the learner moves on. Signals are queued and sent every FLUSH_EVERY_MS, when the question changes and
 * before submitting, at most SIGNALS_PER_CALL_MAX a call, in order; a batch that fails to send stays queued for the
 * next one. Nothing is watched while `active` is false (practice, or a finished attempt). Full screen is offered, never
 * forced.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { ProctoringSignalInput } from "../../../__generated__/graphql";
import { SIGNALS_PER_CALL_MAX } from "@server/talent/modules/skills/rules/proctoring";

/** Often enough that little is lost if the tab dies, rarely enough to be a handful of requests per test. */
export const FLUSH_EVERY_MS = 10_000;
/** The API's limit per call (Mutation.recordProctoringSignals), from the server's rule. */
export { SIGNALS_PER_CALL_MAX };

export interface ProctoringOptions {
  /** Watch and report (a verify attempt in progress). */
  active: boolean;
  /** Milliseconds since the attempt started, now (signals carry times relative to the start, not clock times). */
  elapsedMs: () => number;
  /** The question on screen. */
  questionId: string | null;
  /** Whether a question has an answer (for its QUESTION_TIMING when the learner moves on). */
  isAnswered: (questionId: string) => boolean;
  /** Sends one batch; a rejection keeps the batch for the next attempt to send. */
  send: (signals: ProctoringSignalInput[]) => Promise<unknown>;
}

export interface Proctoring {
  /** Sends what is queued now (awaits earlier sends first). */
  flush: () => Promise<void>;
  /** Before submitting: records the time on the question on screen, then flushes. */
  finish: () => Promise<void>;
  /** Whether the browser can go full screen, and whether it is. */
  fullScreenAvailable: boolean;
  fullScreen: boolean;
  enterFullScreen: () => void;
}

export function useProctoring(options: ProctoringOptions): Proctoring {
  const { active, questionId } = options;
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const queue = useRef<ProctoringSignalInput[]>([]);
  const sending = useRef<Promise<void>>(Promise.resolve());
  const [fullScreen, setFullScreen] = useState(() => typeof document !== "undefined" && !!document.fullscreenElement);

  const now = () => Math.max(0, Math.round(latest.current.elapsedMs()));
  const push = (signal: ProctoringSignalInput) => queue.current.push(signal);

  const flush = useCallback((): Promise<void> => {
    // Chained, so batches go out one after another and in the order they happened.
    sending.current = sending.current.then(async () => {
      while (queue.current.length) {
        const batch = queue.current.slice(0, SIGNALS_PER_CALL_MAX);
        try {
          await latest.current.send(batch);
        } catch {
          return; // kept for the next flush
        }
        queue.current.splice(0, batch.length);
      }
    });
    return sending.current;
  }, []);

  // Time on the question on screen: from when it was shown until the learner moves on (or submits).
  const shown = useRef<{ questionId: string; at: number } | null>(null);
  const closeQuestion = useCallback(() => {
    const current = shown.current;
    shown.current = null;
    if (!current) return;
    push({
      kind: "QUESTION_TIMING",
      questionId: current.questionId,
      durationMs: Math.max(0, now() - current.at),
      answered: latest.current.isAnswered(current.questionId),
    });
  }, []);

  useEffect(() => {
    if (!active || !questionId) return;
    shown.current = { questionId, at: now() };
    return () => {
      if (shown.current?.questionId !== questionId) return;
      closeQuestion();
      void flush();
    };
  }, [active, questionId, closeQuestion, flush]);

  useEffect(() => {
    if (!active) return;
    let hiddenAt: number | null = document.visibilityState === "hidden" ? now() : null;
    let blurredAt: number | null = null;
    let wasFullScreen = !!document.fullscreenElement;
    const onVisibility = () => {
      if (document.visibilityState === "hidden") {
        hiddenAt ??= now();
      } else if (hiddenAt !== null) {
        push({ kind: "TAB_HIDDEN", atMs: hiddenAt, durationMs: now() - hiddenAt });
        hiddenAt = null;
      }
    };
    const onBlur = () => {
      blurredAt ??= now();
    };
    const onFocus = () => {
      if (blurredAt === null) return;
      push({ kind: "WINDOW_BLUR", atMs: blurredAt, durationMs: now() - blurredAt });
      blurredAt = null;
    };
    const onPaste = () => {
      const question = latest.current.questionId;
      push({ kind: "PASTE", atMs: now(), ...(question ? { questionId: question } : {}) });
    };
    const onFullScreen = () => {
      const isFull = !!document.fullscreenElement;
      if (wasFullScreen && !isFull) push({ kind: "FULLSCREEN_EXIT", atMs: now() });
      wasFullScreen = isFull;
      setFullScreen(isFull);
    };
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("blur", onBlur);
    window.addEventListener("focus", onFocus);
    document.addEventListener("paste", onPaste, true);
    document.addEventListener("fullscreenchange", onFullScreen);
    const timer = window.setInterval(() => void flush(), FLUSH_EVERY_MS);
    return () => {
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("blur", onBlur);
      window.removeEventListener("focus", onFocus);
      document.removeEventListener("paste", onPaste, true);
      document.removeEventListener("fullscreenchange", onFullScreen);
      window.clearInterval(timer);
      void flush();
    };
  }, [active, flush]);

  const finish = useCallback(async () => {
    closeQuestion();
    await flush();
  }, [closeQuestion, flush]);

  const fullScreenAvailable = typeof document !== "undefined" && !!document.fullscreenEnabled;
  const enterFullScreen = useCallback(() => {
    void document.documentElement.requestFullscreen?.().catch(() => {
      /* refused (no user gesture, an iframe): the learner may carry on without */
    });
  }, []);

  return { flush, finish, fullScreenAvailable, fullScreen, enterFullScreen };
}
