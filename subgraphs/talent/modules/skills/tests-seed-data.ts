/**
 * The fifteen skill tests (SPEC §9: five topics at three levels) and the terms a learner accepts before a test or an
 * interview (SPEC §5). Pure data: the client's mocks serve the same rows and the client translates terms by id.
 */
import { SKILL_LEVELS } from "./rules/levels.js";
import { RETAKE_COOLDOWN_DAYS } from "./rules/attempts.js";
import { SKILL_TEST_TOPICS, skillTestOf, type SkillTest, type Term } from "./rules/tests.js";

/** Topic by topic in the SPEC's order, Beginner to Advanced within each. */
export const SKILL_TEST_SEED: readonly SkillTest[] = SKILL_TEST_TOPICS.flatMap((topic) =>
  SKILL_LEVELS.map((level) => skillTestOf(topic, level)),
);

/**
 * Accepted before a verify attempt starts. The test uses no camera, so honesty is a statement on the person's honour
 * backed by the browser signals the terms name (proctoring.ts).
 */
export const TEST_TERMS: readonly Term[] = [
  { id: "test-own-work", text: "I will answer on my own, without help from other people or from AI assistants." },
  {
    id: "test-no-other-tabs",
    text: "I will stay on the test page: I will not switch tabs, open other windows or apps, or use another device.",
  },
  { id: "test-no-copy-paste", text: "I will not copy questions out of the test or paste anything into it." },
  { id: "test-no-sharing", text: "I will not record, share or publish the questions or my answers." },
  {
    id: "test-honesty-without-camera",
    text: "The test does not use my camera. I confirm on my honour that I am the person taking it and that I follow these terms.",
  },
  {
    id: "test-time-limit",
    text: "The test has the time limit shown. The timer keeps running if I leave the page, and answers received after the deadline do not count.",
  },
  {
    id: "test-signals-recorded",
    text: "The test records when I leave the page or full screen, when I paste and how long I spend on each question; an attempt that looks suspicious may be reviewed and its result withdrawn.",
  },
  {
    id: "test-retake-cooldown",
    text: "After I finish, I can take this test again only after {{days}} days, whether I pass or not; a retake replaces my chart score only if it is higher.",
    params: { days: RETAKE_COOLDOWN_DAYS },
  },
];

/** Accepted before an interview starts. */
export const INTERVIEW_TERMS: readonly Term[] = [
  { id: "interview-on-time", text: "I will join on time, and cancel in advance if I cannot attend." },
  {
    id: "interview-setup",
    text: "I will join from a quiet place with a stable internet connection, with my camera and microphone on.",
  },
  { id: "interview-own-answers", text: "I will answer in my own words, without help from other people or from AI assistants." },
  { id: "interview-no-recording", text: "I will not record the interview or share its questions." },
  { id: "interview-conduct", text: "I will be respectful to the interviewer, as I would be in a real job interview." },
];
