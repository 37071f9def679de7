/**
 * Proctoring without a camera: the browser reports what it can see during a verify attempt (leaving the page, pasting,
 * leaving full screen, time per question) and this summarises it for review. A flag never changes a result by itself:
 * REVIEW and SUSPICIOUS attempts go to the assessments admin, who may withdraw the result (the test terms say so).
 * Pure: the client builds signals with the same kinds and the admin screen shows the same summary.
 */

export const PROCTORING_SIGNAL_KINDS = ["TAB_HIDDEN", "WINDOW_BLUR", "PASTE", "FULLSCREEN_EXIT", "QUESTION_TIMING"] as const;
export type ProctoringSignalKind = (typeof PROCTORING_SIGNAL_KINDS)[number];

/** Times are milliseconds since the attempt started, so signals need no clock agreement between browser and server. */
export type ProctoringSignal =
  | { kind: "TAB_HIDDEN" | "WINDOW_BLUR"; atMs: number; durationMs: number }
  | { kind: "PASTE"; atMs: number; questionId?: string }
  | { kind: "FULLSCREEN_EXIT"; atMs: number }
  /** Time on one question until the learner moved on; `answered` false when they left it without an answer. */
  | { kind: "QUESTION_TIMING"; questionId: string; durationMs: number; answered?: boolean };

/** Signals per call and per attempt: a browser reports a few a minute, so more is a broken or hostile client. */
export const SIGNALS_PER_CALL_MAX = 100;
export const SIGNALS_PER_ATTEMPT_MAX = 2_000;

export const INTEGRITY_FLAGS = ["CLEAN", "REVIEW", "SUSPICIOUS"] as const;
export type IntegrityFlag = (typeof INTEGRITY_FLAGS)[number];

/**
 * An answered question with less time on it than this (revisits added) is a fast answer: too quick to have read a
 * question with code in it, so it suggests the answer was known in advance or looked up elsewhere.
 */
export const FAST_ANSWER_MS = 5_000;
/** How many of the fastest question times the summary lists. */
export const FASTEST_LISTED = 3;

/**
 * Thresholds, each "at least": one brief slip (a notification clicked, Esc pressed once) stays CLEAN; a pattern goes
 * to REVIEW; what honest work rarely shows is SUSPICIOUS. Time away is episodes, not events, since one tab switch fires
 * both a blur and a hidden page. Questions are choices, so nothing needs pasting: any paste is worth a look.
 */
export const INTEGRITY_THRESHOLDS = {
  awayEpisodes: { REVIEW: 2, SUSPICIOUS: 5 },
  awayMs: { REVIEW: 15_000, SUSPICIOUS: 60_000 },
  pastes: { REVIEW: 1, SUSPICIOUS: 3 },
  fullscreenExits: { REVIEW: 2, SUSPICIOUS: 4 },
  fastAnswers: { REVIEW: 3, SUSPICIOUS: 6 },
} as const satisfies Record<string, { REVIEW: number; SUSPICIOUS: number }>;
export type IntegrityMeasure = keyof typeof INTEGRITY_THRESHOLDS;

export interface IntegrityReason {
  measure: IntegrityMeasure;
  value: number;
  flag: Exclude<IntegrityFlag, "CLEAN">;
}

export interface IntegritySummary {
  counts: Record<ProctoringSignalKind, number>;
  /** Away intervals (hidden or blurred) merged where they overlap or touch. */
  awayEpisodes: number;
  awayMs: number;
  longestAwayMs: number;
  /** Each question's total time (revisits added), fastest first, at most FASTEST_LISTED. */
  fastestQuestions: { questionId: string; durationMs: number }[];
  fastAnswers: number;
  flag: IntegrityFlag;
  reasons: IntegrityReason[];
}

export function integritySummary(signals: readonly ProctoringSignal[]): IntegritySummary {
  const counts = Object.fromEntries(PROCTORING_SIGNAL_KINDS.map((k) => [k, 0])) as Record<ProctoringSignalKind, number>;
  const away: [number, number][] = [];
  const perQuestion = new Map<string, number>();
  const answered = new Set<string>();
  for (const s of signals) {
    counts[s.kind] += 1;
    if (s.kind === "TAB_HIDDEN" || s.kind === "WINDOW_BLUR") away.push([s.atMs, s.atMs + Math.max(0, s.durationMs)]);
    if (s.kind === "QUESTION_TIMING") {
      perQuestion.set(s.questionId, (perQuestion.get(s.questionId) ?? 0) + Math.max(0, s.durationMs));
      if (s.answered !== false) answered.add(s.questionId);
    }
  }
  const episodes = mergeIntervals(away);
  const lengths = episodes.map(([from, to]) => to - from);
  const timings = [...perQuestion].map(([questionId, durationMs]) => ({ questionId, durationMs }));
  timings.sort((a, b) => a.durationMs - b.durationMs || (a.questionId < b.questionId ? -1 : 1));
  const measures: Record<IntegrityMeasure, number> = {
    awayEpisodes: episodes.length,
    awayMs: lengths.reduce((s, x) => s + x, 0),
    pastes: counts.PASTE,
    fullscreenExits: counts.FULLSCREEN_EXIT,
    fastAnswers: timings.filter((t) => t.durationMs < FAST_ANSWER_MS && answered.has(t.questionId)).length,
  };
  const reasons: IntegrityReason[] = [];
  for (const measure of Object.keys(INTEGRITY_THRESHOLDS) as IntegrityMeasure[]) {
    const value = measures[measure];
    const limits = INTEGRITY_THRESHOLDS[measure];
    if (value >= limits.SUSPICIOUS) reasons.push({ measure, value, flag: "SUSPICIOUS" });
    else if (value >= limits.REVIEW) reasons.push({ measure, value, flag: "REVIEW" });
  }
  const flag: IntegrityFlag = reasons.some((r) => r.flag === "SUSPICIOUS") ? "SUSPICIOUS" : reasons.length > 0 ? "REVIEW" : "CLEAN";
  return {
    counts,
    awayEpisodes: measures.awayEpisodes,
    awayMs: measures.awayMs,
    longestAwayMs: Math.max(0, ...lengths),
    fastestQuestions: timings.slice(0, FASTEST_LISTED),
    fastAnswers: measures.fastAnswers,
    flag,
    reasons,
  };
}

/** Intervals merged where they overlap or touch, in time order. */
function mergeIntervals(intervals: readonly [number, number][]): [number, number][] {
  const sorted = [...intervals].sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [from, to] of sorted) {
    const last = merged[merged.length - 1];
    if (last && from <= last[1]) last[1] = Math.max(last[1], to);
    else merged.push([from, to]);
  }
  return merged;
}
