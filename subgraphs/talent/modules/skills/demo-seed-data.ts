/**
 * The demo people's skills-system state, as pure data so the client's mocks start where the server's demo seed does.
 */
import type { SkillLevel } from "./rules/levels.js";
import { FAST_ANSWER_MS, INTEGRITY_THRESHOLDS as T, type ProctoringSignal } from "./rules/proctoring.js";

/** What a seeded attempt's browser reported, in counts the proctoring rules' thresholds size (see `demoSignals`). */
export interface DemoSignalProfile {
  /** Questions answered under the fast-answer time. */
  fast?: number;
  /** Times away (tab hidden; the first also blurs the window, which counts once) and their total milliseconds. */
  away?: number;
  awayMs?: number;
  pastes?: number;
  /** Exits from full screen. */
  exits?: number;
}

/**
 * The signals of a seeded attempt: every question timed (the first `fast` under the fast-answer time), `away`
 * episodes sharing `awayMs`, `pastes` and full-screen `exits`, spread over the attempt's first minutes.
 */
export function demoSignals(
  questionIds: readonly string[],
  { fast = 0, away = 0, awayMs = 0, pastes = 0, exits = 0 }: DemoSignalProfile,
): ProctoringSignal[] {
  const minute = 60_000;
  const signals: ProctoringSignal[] = questionIds.map((questionId, i) => ({
    kind: "QUESTION_TIMING",
    questionId,
    durationMs: i < fast ? FAST_ANSWER_MS / 2 + i * 100 : FAST_ANSWER_MS * 8 + i * 1_000,
  }));
  for (let i = 0; i < away; i++) {
    const atMs = (i + 1) * 2 * minute;
    const durationMs = Math.round(awayMs / away);
    signals.push({ kind: "TAB_HIDDEN", atMs, durationMs });
    if (i === 0) signals.push({ kind: "WINDOW_BLUR", atMs, durationMs });
  }
  for (let i = 0; i < pastes; i++) signals.push({ kind: "PASTE", atMs: (i + 1) * 90_000, questionId: questionIds[i % questionIds.length] });
  for (let i = 0; i < exits; i++) signals.push({ kind: "FULLSCREEN_EXIT", atMs: (i + 1) * 3 * minute });
  return signals;
}

/**
 * Where the demo learners stand, days before the seeding day: the demo student works toward junior front-end developer
 * with HTML and CSS verified at Intermediate (one HTML/CSS test verifies both) and JavaScript at Beginner, so their
 * readiness shows both met requirements and gaps, and failed JavaScript Intermediate days ago; the demo instructor verified the languages they teach and chose no role.
 */
export const DEMO_SKILLS: readonly {
  /** The demo account of this role (one per role). */
  role: "STUDENT" | "INSTRUCTOR";
  skillRole: { roleId: string; daysAgo: number } | null;
  verified: readonly { skillId: string; level: SkillLevel; score: number; testId: string; daysAgo: number }[];
  /** Verify attempts that did not pass (each verified level above also has its passing attempt, seeded from it). */
  failedAttempts: readonly { testId: string; score: number; daysAgo: number }[];
  /**
   * Verify attempts whose proctoring signals raised a flag, for the assessments review queue. Each is of a test below
   * a level the person verified already, so it changes no verified level, whether it stands or an admin withdraws it.
   */
  flaggedAttempts: readonly { testId: string; score: number; daysAgo: number; signals: DemoSignalProfile }[];
}[] = [
  {
    role: "STUDENT",
    skillRole: { roleId: "role-frontend-developer-junior", daysAgo: 40 },
    verified: [
      { skillId: "javascript", level: "BEGINNER", score: 80, testId: "js-beginner", daysAgo: 33 },
      { skillId: "html", level: "INTERMEDIATE", score: 90, testId: "html-css-intermediate", daysAgo: 12 },
      { skillId: "css", level: "INTERMEDIATE", score: 90, testId: "html-css-intermediate", daysAgo: 12 },
    ],
    // Three days ago JavaScript Intermediate fell short, so its retake cooldown still runs.
    failedAttempts: [{ testId: "js-intermediate", score: 60, daysAgo: 3 }],
    flaggedAttempts: [],
  },
  {
    role: "INSTRUCTOR",
    skillRole: null,
    verified: [
      { skillId: "python", level: "ADVANCED", score: 100, testId: "py-advanced", daysAgo: 120 },
      { skillId: "sql", level: "ADVANCED", score: 90, testId: "sql-advanced", daysAgo: 95 },
    ],
    failedAttempts: [],
    flaggedAttempts: [
      // Three pastes, long away and fast answers: suspicious.
      {
        testId: "py-beginner",
        score: 100,
        daysAgo: 2,
        signals: {
          pastes: T.pastes.SUSPICIOUS,
          away: T.awayEpisodes.REVIEW,
          awayMs: T.awayMs.SUSPICIOUS + 15_000,
          fast: T.fastAnswers.REVIEW,
        },
      },
      // Away twice and one paste: worth a look.
      {
        testId: "sql-beginner",
        score: 80,
        daysAgo: 6,
        signals: { away: T.awayEpisodes.REVIEW, awayMs: T.awayMs.REVIEW, pastes: T.pastes.REVIEW },
      },
    ],
  },
];
