/**
 * Skill tests (SPEC §3, §9): five topics at three levels. A test draws a fixed number of questions from its topic and
 * level's bank for each attempt; passing verifies the test's skills at its level. Pure: the client and its mocks
 * import this file.
 */
import { levelRank, satisfiesLevel, SKILL_LEVEL_LABELS, type SkillLevel } from "./levels.js";

/** The SPEC's topics (html/css, js, py, sql, cpp) as id-safe codes. */
export const SKILL_TEST_TOPICS = ["html-css", "js", "py", "sql", "cpp"] as const;
export type SkillTestTopic = (typeof SKILL_TEST_TOPICS)[number];

export const SKILL_TEST_TOPIC_TITLES: Readonly<Record<SkillTestTopic, string>> = {
  "html-css": "HTML/CSS",
  js: "JavaScript",
  py: "Python",
  sql: "SQL",
  cpp: "C++",
};

/** The vocabulary skills a topic's tests verify: one HTML/CSS test verifies both, since its questions mix them. */
export const SKILL_TEST_TOPIC_SKILLS: Readonly<Record<SkillTestTopic, readonly string[]>> = {
  "html-css": ["html", "css"],
  js: ["javascript"],
  py: ["python"],
  sql: ["sql"],
  cpp: ["cpp"],
};

/** The only skills this product can verify for now: the ones some test verifies. */
export const VERIFIABLE_SKILL_IDS: ReadonlySet<string> = new Set(Object.values(SKILL_TEST_TOPIC_SKILLS).flat());

/**
 * SPEC §4 says a proctored test takes about 30–45 minutes: 30 at Beginner, 40 at Intermediate and 45 at Advanced, where
 * questions carry longer code to read. Ten questions give three to four and a half minutes each.
 */
export const SKILL_TEST_TIME_LIMIT_MINUTES: Readonly<Record<SkillLevel, number>> = { BEGINNER: 30, INTERMEDIATE: 40, ADVANCED: 45 };

/** Questions drawn per attempt: enough to cover a level's ground in the time limit, few enough that banks can be several times larger. */
export const QUESTIONS_DRAWN = 10;
/** Every question weighs the same, so the total is a round 100 and a score reads as a percentage. */
export const POINTS_PER_QUESTION = 10;
/**
 * 70 % (7 of 10 questions): high enough that passing by guessing is negligible (four-option single choice guessed
 * right 7 times in 10 is under 0.4 %) and that a verified level says the person knows most of it, low enough that one
 * or two slips on a timed test do not fail someone who does.
 */
export const PASS_MARK_PERCENT = 70;

export interface SkillTest {
  /** `<topic>-<level>`, e.g. `js-intermediate`. */
  id: string;
  topic: SkillTestTopic;
  level: SkillLevel;
  title: string;
  /** Points available: questionsDrawn × pointsPerQuestion. */
  total: number;
  /** The vocabulary skills passing verifies, at the test's level. */
  skillIds: readonly string[];
  timeLimitMinutes: number;
  questionsDrawn: number;
  pointsPerQuestion: number;
  passMarkPercent: number;
}

export function skillTestId(topic: SkillTestTopic, level: SkillLevel): string {
  return `${topic}-${level.toLowerCase()}`;
}

/** A topic and level's test with the house constants. */
export function skillTestOf(topic: SkillTestTopic, level: SkillLevel): SkillTest {
  return {
    id: skillTestId(topic, level),
    topic,
    level,
    title: `${SKILL_TEST_TOPIC_TITLES[topic]} (${SKILL_LEVEL_LABELS[level]})`,
    total: QUESTIONS_DRAWN * POINTS_PER_QUESTION,
    skillIds: SKILL_TEST_TOPIC_SKILLS[topic],
    timeLimitMinutes: SKILL_TEST_TIME_LIMIT_MINUTES[level],
    questionsDrawn: QUESTIONS_DRAWN,
    pointsPerQuestion: POINTS_PER_QUESTION,
    passMarkPercent: PASS_MARK_PERCENT,
  };
}

/** The least score that passes (70 of 100). */
export function passMarkPoints(test: Pick<SkillTest, "total" | "passMarkPercent">): number {
  return Math.ceil((test.total * test.passMarkPercent) / 100);
}

export function findSkillTest(tests: readonly SkillTest[], id: string): SkillTest | null {
  return tests.find((t) => t.id === id) ?? null;
}

/** The catalogue order: by topic in the SPEC's order, then Beginner to Advanced. */
export function compareSkillTests(a: Pick<SkillTest, "topic" | "level">, b: Pick<SkillTest, "topic" | "level">): number {
  return SKILL_TEST_TOPICS.indexOf(a.topic) - SKILL_TEST_TOPICS.indexOf(b.topic) || levelRank(a.level) - levelRank(b.level);
}

/** Whether passing `test` verifies `skillId` at `level` or higher (so it can meet a requirement asking that level). */
export function testMeets(test: Pick<SkillTest, "skillIds" | "level">, skillId: string, level: SkillLevel): boolean {
  return test.skillIds.includes(skillId) && satisfiesLevel(test.level, level);
}

/** The tests that verify a skill, lowest level first (the catalogue order). */
export function testsVerifying(tests: readonly SkillTest[], skillId: string): SkillTest[] {
  return tests.filter((t) => t.skillIds.includes(skillId));
}

/**
 * A statement the learner ticks before starting (SPEC §5: test and interview terms are checkbox lists). The id is
 * stable and the client translates by it; a change of meaning gets a new id, so an acceptance never covers words the
 * person did not see. `params` are values the text interpolates (`{{days}}`), so translations use the same numbers.
 */
export interface Term {
  id: string;
  text: string;
  params?: Readonly<Record<string, number>>;
}

/** The terms not (yet) accepted, in the list's order; unknown ids in `accepted` are ignored. */
export function missingTerms(terms: readonly Term[], accepted: Iterable<string>): string[] {
  const ticked = new Set(accepted);
  return terms.filter((t) => !ticked.has(t.id)).map((t) => t.id);
}

/** Starting needs every term ticked. */
export function termsAccepted(terms: readonly Term[], accepted: Iterable<string>): boolean {
  return missingTerms(terms, accepted).length === 0;
}

/** A term's text with its params filled in. */
export function termText(term: Term): string {
  return term.text.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => String(term.params?.[key] ?? whole));
}
