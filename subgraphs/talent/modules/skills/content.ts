/**
 * The Skills FAQ (SPEC §2): Role & Skills, Role Chart and Other FAQs. Every number and list in the answers comes from
 * the skills rules and seed data, so the help text moves with them. Answers are simple HTML exactly as the server's
 * sanitizer writes it (links carry the rel and target it sets), so sanitizing changes nothing. English, like course
 * content. Pure, with no server imports, so the client's mocks serve the very same text.
 */
import { TOOL_SEED } from "../vocabulary/seed-data.js";
import {
  PASS_MARK_PERCENT,
  POINTS_PER_QUESTION,
  QUESTIONS_DRAWN,
  SKILL_TEST_TIME_LIMIT_MINUTES,
  SKILL_TEST_TOPICS,
  SKILL_TEST_TOPIC_SKILLS,
  SKILL_TEST_TOPIC_TITLES,
  VERIFIABLE_SKILL_IDS,
  passMarkPoints,
  skillTestOf,
} from "./rules/tests.js";
import { ATTEMPT_MODES, RETAKE_COOLDOWN_DAYS } from "./rules/attempts.js";
import { RANK_SENTINEL, SKILL_RANKING_PAGE_SIZE } from "./rules/ranking.js";
import { SKILL_CATEGORIES, SKILL_CATEGORY_LABELS, SKILL_LEVELS, SKILL_LEVEL_LABELS, type SkillCategory } from "./rules/levels.js";
import { INTEGRITY_FLAGS, PROCTORING_SIGNAL_KINDS, type ProctoringSignalKind } from "./rules/proctoring.js";
import { SENIORITY_LABELS, mayChooseRole, orderSkillRoles, rolesOfFamily, type SkillRequirement, type SkillRole } from "./rules/roles.js";
import { SKILL_ROLE_SEED } from "./roles-seed-data.js";

/** The page's groups, in its order (the API's SkillsFaqGroupId). */
export const SKILLS_FAQ_GROUP_IDS = ["ROLE_AND_SKILLS", "ROLE_CHART", "OTHER"] as const;
export type SkillsFaqGroupId = (typeof SKILLS_FAQ_GROUP_IDS)[number];

export interface SkillsFaqEntryContent {
  /** Stable kebab-case id, so a link or a test can name a question. */
  id: string;
  question: string;
  /** Simple HTML, unchanged by the server's sanitizer. */
  answer: string;
}
export interface SkillsFaqGroupContent {
  id: SkillsFaqGroupId;
  /** The English heading; the client shows its own translation of the id. */
  title: string;
  entries: readonly SkillsFaqEntryContent[];
}

// ---- Writing simple HTML -------------------------------------------------------------------------------------------

/** Text as the sanitizer writes it (quotes stay as they are). */
const esc = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const p = (...sentences: string[]) => `<p>${sentences.join(" ")}</p>`;
const ul = (items: readonly string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join("")}</ul>`;
const strong = (html: string) => `<strong>${html}</strong>`;
const em = (html: string) => `<em>${html}</em>`;
/** A link within the site, with the rel and target the sanitizer gives every link. */
const link = (path: string, text: string) => `<a href="${esc(path)}" rel="noopener noreferrer nofollow" target="_blank">${esc(text)}</a>`;
/** "a", "a and b", "a, b and c" (or "or"). */
function inWords(items: readonly string[], last = "and"): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} ${last} ${items[items.length - 1]}`;
}
const count = (n: number) => n.toLocaleString("en-US");
const plural = (n: number, one: string, many = `${one}s`) => `${count(n)} ${n === 1 ? one : many}`;

// ---- The facts, from the rules and seed ----------------------------------------------------------------------------

const TOOL_TITLES = new Map(TOOL_SEED.map((t) => [t.id, t.title]));
function skillTitle(id: string): string {
  const title = TOOL_TITLES.get(id);
  if (!title) throw new Error(`Skills FAQ: the vocabulary has no skill ${id}`);
  return title;
}

const levels = SKILL_LEVELS.map((l) => SKILL_LEVEL_LABELS[l]);
const lowestLevel = SKILL_LEVELS[0];
const topics = SKILL_TEST_TOPICS.map((t) => SKILL_TEST_TOPIC_TITLES[t]);
const testCount = SKILL_TEST_TOPICS.length * SKILL_LEVELS.length;
const verifiableSkills = [...VERIFIABLE_SKILL_IDS].map(skillTitle);
/** Topics whose one test verifies several skills (HTML/CSS verifies HTML and CSS). */
const sharedTopics = SKILL_TEST_TOPICS.filter((t) => SKILL_TEST_TOPIC_SKILLS[t].length > 1);
const sampleTest = skillTestOf(SKILL_TEST_TOPICS[0], lowestLevel);
const total = sampleTest.total;
const passPoints = passMarkPoints(sampleTest);
const passQuestions = Math.ceil(passPoints / POINTS_PER_QUESTION);
const timeLimits = SKILL_LEVELS.map((l) => `${SKILL_LEVEL_LABELS[l]}: ${plural(SKILL_TEST_TIME_LIMIT_MINUTES[l], "minute")}`);
/** The attempt modes as words: "practice" and "verify", and "Practice" to open a sentence. */
const [practice, verify] = ATTEMPT_MODES.map((m) => m.toLowerCase()) as [string, string];
const Practice = em(practice[0]!.toUpperCase() + practice.slice(1));
const integrityFlags = INTEGRITY_FLAGS.map((f) => em(f.toLowerCase()));
const [cleanFlag, ...raisedFlags] = integrityFlags;

const roles = orderSkillRoles(SKILL_ROLE_SEED);
const availableRoles = roles.filter(mayChooseRole);
const comingSoonRoles = roles.filter((r) => !mayChooseRole(r));
const families = [...new Map(availableRoles.map((r) => [r.family, r.familyTitle]))];
const firstRole = availableRoles[0]!;

/** The role's first requirement of a kind (and category): the examples the answers give. */
function requirementOf<K extends SkillRequirement["kind"]>(
  role: SkillRole,
  kind: K,
  category?: SkillCategory,
): Extract<SkillRequirement, { kind: K }> {
  const found = role.requirements.find(
    (r): r is Extract<SkillRequirement, { kind: K }> => r.kind === kind && (!category || r.category === category),
  );
  if (!found) throw new Error(`Skills FAQ: ${role.id} has no ${kind} requirement${category ? ` in ${category}` : ""}`);
  return found;
}
const sampleMandatory = requirementOf(firstRole, "MANDATORY");
const sampleCondition = requirementOf(firstRole, "CONDITIONAL");
const methodology = requirementOf(firstRole, "CONDITIONAL", "METHODOLOGIES");
const allowedSkills = (r: SkillRequirement) => (r.kind === "MANDATORY" ? [r.skillId] : r.anyOf).map(skillTitle);
const requirementName = (r: SkillRequirement) => (r.kind === "MANDATORY" ? skillTitle(r.skillId) : r.title);

/** What each category holds, in words; typed by the categories, so a new one cannot go unexplained. */
const CATEGORY_MEANING: Readonly<Record<SkillCategory, string>> = {
  CORE: "the languages the work cannot be done without",
  ROLE_SPECIFIC: "the frameworks, data stores and techniques of that kind of work",
  TOOLS: "the tools a team works with every day, such as version control and containers",
  METHODOLOGIES: `how a team works: agile delivery, code review, continuous integration and documentation. Each is met through a tool that practises it, for example “${esc(methodology.title)}” through ${esc(inWords(allowedSkills(methodology), "or"))}`,
};

/** What the browser reports during a verify attempt; typed by the signal kinds, so a new one cannot go unmentioned. */
const SIGNAL_MEANING: Readonly<Record<ProctoringSignalKind, string>> = {
  TAB_HIDDEN: "when the test’s tab is hidden, and for how long",
  WINDOW_BLUR: "when the browser window loses focus, and for how long",
  PASTE: "when something is pasted into the page",
  FULLSCREEN_EXIT: "when you leave full screen",
  QUESTION_TIMING: "how long you spend on each question",
};

// ---- The page ------------------------------------------------------------------------------------------------------

const ROLE_AND_SKILLS: SkillsFaqGroupContent = {
  id: "ROLE_AND_SKILLS",
  title: "Role & Skills",
  entries: [
    {
      id: "what-is-a-role",
      question: "What is a role, and which roles can I choose?",
      answer: [
        p(
          "A role is the job you are working toward, written as the skills it asks for and the level it asks each at.",
          "You choose one, and everything in the skills area measures your verified skills against it.",
        ),
        p("You can choose:"),
        ul(
          families.map(([family, title]) =>
            esc(
              `${title}: ${inWords(rolesOfFamily(availableRoles, family).map((r) => (r.seniority ? SENIORITY_LABELS[r.seniority] : r.title)))}`,
            ),
          ),
        ),
        p(
          "A more senior role asks at least what the one below it asks, often at a higher level.",
          `${strong("Coming soon")}: ${esc(inWords(comingSoonRoles.map((r) => r.title)))}.`,
          "You can already read what they will ask for, but you cannot choose them yet.",
        ),
        p(`Compare the roles and pick yours on ${link("/skills/choose-role", "Choose a role")}.`),
      ].join(""),
    },
    {
      id: "requirement-categories",
      question: "What are the categories of requirements?",
      answer: [
        p(`Every role groups its requirements into ${plural(SKILL_CATEGORIES.length, "category", "categories")}, in this order:`),
        ul(SKILL_CATEGORIES.map((c) => `${strong(esc(SKILL_CATEGORY_LABELS[c]))}: ${CATEGORY_MEANING[c]}.`)),
        p("Every role asks for something in each category, and your readiness is shown category by category."),
      ].join(""),
    },
    {
      id: "mandatory-and-conditional",
      question: "What is the difference between a mandatory and a conditional requirement?",
      answer: [
        p(
          `A ${strong("mandatory")} requirement names one skill: you meet it by verifying that skill at the level it asks or higher.`,
          `For example, ${esc(firstRole.title)} asks for ${esc(requirementName(sampleMandatory))} at ${esc(SKILL_LEVEL_LABELS[sampleMandatory.level])}.`,
        ),
        p(
          `A ${strong("conditional")} requirement allows several skills: verifying any one of them at the level meets it.`,
          `For example, “${esc(sampleCondition.title)}” at ${esc(SKILL_LEVEL_LABELS[sampleCondition.level])} is met by ${esc(inWords(allowedSkills(sampleCondition), "or"))}.`,
        ),
        p("Every requirement counts the same towards your readiness, whichever kind it is."),
      ].join(""),
    },
    {
      id: "skill-levels",
      question: "What do the skill levels mean?",
      answer: [
        p(`There are ${plural(levels.length, "level")}, lowest first: ${esc(inWords(levels))}.`),
        ul([
          "A requirement names the lowest level that meets it: a higher verified level meets a lower requirement as well.",
          "Your verified level of a skill is the highest level at which you have passed a test of it.",
          "Passing a test at a lower level never lowers a higher level you have already verified, and failing a test changes nothing.",
        ]),
      ].join(""),
    },
    {
      id: "verify-a-skill",
      question: "How do I verify a skill?",
      answer: [
        p(
          `By passing a ${em(verify)} attempt of a skill test.`,
          `There are ${plural(testCount, "test")}: ${esc(inWords(topics))}, each at ${esc(inWords(levels))}.`,
          "Passing verifies the test’s skills at the test’s level.",
          ...sharedTopics.map(
            (t) =>
              `The ${esc(SKILL_TEST_TOPIC_TITLES[t])} test verifies ${esc(inWords(SKILL_TEST_TOPIC_SKILLS[t].map(skillTitle)))} at once.`,
          ),
        ),
        p(
          `Before a ${verify} attempt starts you accept the test terms, which the test’s start page lists.`,
          `Find the tests, and what you have verified so far, on ${link("/skills/verify", "Skill tests")}.`,
        ),
      ].join(""),
    },
    {
      id: "time-limits",
      question: "How long does a skill test take?",
      answer: [
        p(`A ${em(verify)} attempt is timed by the server. The time limit depends on the test’s level:`),
        ul(timeLimits.map(esc)),
        p(
          "The timer keeps running if you leave the page.",
          "Answers that arrive after the deadline do not count, and an attempt whose time runs out is graded on the answers received by then.",
          `${Practice} attempts are untimed.`,
          `Each test’s own time limit is shown on ${link("/skills/verify", "Skill tests")}.`,
        ),
      ].join(""),
    },
    {
      id: "skills-without-a-test",
      question: "What about requirements no skill test covers?",
      answer: [
        p(
          `Today the skill tests verify ${esc(inWords(verifiableSkills))}.`,
          "A requirement that allows none of these stays open on your chart until a test covers one of its skills.",
        ),
        p(`Meanwhile, ${link("/skills/discover", "Discover")} lists the courses that teach the skills each open requirement asks for.`),
      ].join(""),
    },
  ],
};

const ROLE_CHART: SkillsFaqGroupContent = {
  id: "ROLE_CHART",
  title: "Role Chart",
  entries: [
    {
      id: "reading-the-chart",
      question: "What does the role chart show?",
      answer: [
        p(
          "For each requirement of your role, category by category, the chart puts the level the role asks beside the level you have verified with the requirement’s best allowed skill.",
          `The scale starts at none (nothing verified yet), then ${esc(inWords(levels))}.`,
        ),
        p(
          "Under each category’s chart, a table holds the same values as text, with whether each requirement is met.",
          `Open it on ${link("/skills/my-skills", "Chart & rankings")}.`,
        ),
      ].join(""),
    },
    {
      id: "when-is-a-requirement-met",
      question: "When is a requirement met, and when am I ready for my role?",
      answer: [
        ul([
          `A ${strong("mandatory")} requirement is met when its skill is verified at the level it asks or higher.`,
          `A ${strong("conditional")} requirement is met when the highest verified of its allowed skills reaches that level.`,
        ]),
        p(
          "Every requirement counts the same, whatever its level or category, so readiness reads as “so many of so many requirements met”, for the role and for each category.",
          `You are ready for the role when every requirement is met; ${link("/skills/home", "My skills")} shows where you stand.`,
        ),
      ].join(""),
    },
    {
      id: "chart-score",
      question: "What is a chart score?",
      answer: [
        p(
          `Your chart score on a test is your best ${em(verify)} score on it, out of ${count(total)}: ${plural(QUESTIONS_DRAWN, "question")}, ${plural(POINTS_PER_QUESTION, "point")} each.`,
        ),
        p("A retake replaces it only when the new score is higher, so a bad day never lowers it.", `${Practice} attempts never change it.`),
      ].join(""),
    },
    {
      id: "changing-role",
      question: "What happens to my chart if I change role?",
      answer: p(
        "Your verified skills belong to you, not to the role: change role at any time and the chart is drawn again against the new role’s requirements, with nothing you verified lost.",
        `Change it on ${link("/skills/choose-role", "Choose a role")}.`,
      ),
    },
    {
      id: "nothing-verified",
      question: "Why does my chart show nothing verified?",
      answer: [
        p("The chart compares what your role asks for with the levels you have verified, so:"),
        ul([
          `Without a role there is nothing to chart against: choose one on ${link("/skills/choose-role", "Choose a role")}.`,
          `Until you pass a ${em(verify)} attempt of a test that covers your role’s skills, each requirement shows the level it asks and none verified: start on ${link("/skills/verify", "Skill tests")}, or warm up on ${link("/skills/practice", "Practice")}.`,
          `${Practice} attempts never show on the chart.`,
        ]),
      ].join(""),
    },
    {
      id: "closing-gaps",
      question: "How do I close the gaps on my chart?",
      answer: p(
        `${link("/skills/discover", "Discover")} takes each requirement you have not met yet and lists the courses that teach its skills and the skill test that can verify it, with open jobs in the career your role leads to.`,
        "Pass that test at the requirement’s level or higher and the requirement shows as met.",
      ),
    },
  ],
};

const OTHER: SkillsFaqGroupContent = {
  id: "OTHER",
  title: "Other FAQs",
  entries: [
    {
      id: "pass-mark",
      question: "What score do I need to pass?",
      answer: [
        p(
          `Each attempt draws ${plural(QUESTIONS_DRAWN, "question")} from the test’s question bank, each worth ${plural(POINTS_PER_QUESTION, "point")}.`,
          `The pass mark is ${strong(`${PASS_MARK_PERCENT}%`)}: ${count(passPoints)} of ${count(total)} points, that is ${plural(passQuestions, "question")} right.`,
        ),
        ul([
          "A single-choice question is right with its one correct option.",
          "A multiple-choice question is right only with exactly the correct options ticked: there is no partial credit.",
          "A question left unanswered scores nothing.",
        ]),
        p(`Each test’s questions, time and pass mark are shown on ${link("/skills/verify", "Skill tests")}.`),
      ].join(""),
    },
    {
      id: "practice-mode",
      question: "What does practice mode do?",
      answer: [
        p(
          `A ${em(practice)} attempt draws questions from the same bank as a ${verify} attempt, with no time limit and no terms to accept.`,
          "When you submit it, you see whether it would have passed, with the correct options and why they are correct.",
        ),
        p(
          "It changes nothing that lasts: it verifies no skill, leaves your chart score and ranking as they are, records no proctoring signals and starts no retake wait.",
          `Try it on ${link("/skills/practice", "Practice")}.`,
        ),
      ].join(""),
    },
    {
      id: "retake-cooldown",
      question: "When can I retake a test?",
      answer: [
        p(
          `${strong(plural(RETAKE_COOLDOWN_DAYS, "day"))} after a ${em(verify)} attempt of the same test finishes, whether you passed or not.`,
          "An attempt finishes when you submit it or when its time runs out, so leaving a test does not shorten the wait.",
        ),
        ul([
          "Each test has its own wait: finishing one test does not hold back another.",
          `${Practice} attempts start no wait, so you can practise in between.`,
          `A retake replaces your chart score only when it is higher, while every ${verify} result that stands counts towards your ranking average.`,
        ]),
        p(`A test’s start page shows when you can take it again.`),
      ].join(""),
    },
    {
      id: "rankings",
      question: "How are rankings worked out?",
      answer: [
        p(
          `Each test ranks the learners who finished a ${em(verify)} attempt of it by the average score of those attempts, highest first.`,
          "On equal averages, whoever reached theirs earlier ranks higher.",
          `${Practice} attempts are not ranked.`,
        ),
        ul([
          `A ranking shows ${plural(SKILL_RANKING_PAGE_SIZE, "learner")} a page.`,
          `Positions are numbered up to ${count(RANK_SENTINEL - 1)}; anyone further down is listed as unranked.`,
          "Your highest rank is your best position across all the tests you have taken.",
        ]),
        p(`See yours on ${link("/skills/my-skills?tab=1", "Chart & rankings")}.`),
      ].join(""),
    },
    {
      id: "integrity-summary",
      question: "How are tests proctored, and what is the integrity summary?",
      answer: [
        p(`The tests do not use your camera. During a ${em(verify)} attempt, your browser reports:`),
        ul(PROCTORING_SIGNAL_KINDS.map((k) => SIGNAL_MEANING[k])),
        p(
          `These are summarised for talent admins as ${inWords(integrityFlags, "or")}.`,
          `A single brief slip, such as clicking a notification once, stays ${cleanFlag}; a pattern is marked ${inWords(raisedFlags, "or")}.`,
          "Questions are answered by choosing options, so nothing needs pasting.",
        ),
        p(
          strong("A flag never changes a result by itself."),
          `Attempts marked ${inWords(raisedFlags, "or")} are reviewed by a talent admin, who decides.`,
        ),
      ].join(""),
    },
    {
      id: "withdrawn-result",
      question: "Can a result be withdrawn?",
      answer: [
        p(
          `Yes. After reviewing a ${em(verify)} attempt, a talent admin may withdraw its result, and must give a reason.`,
          "You read that reason on the attempt’s page.",
        ),
        p(
          "A withdrawn result verifies and ranks nothing: your verified levels are worked out again from the passes that still stand, and your chart score and ranking from your other results.",
        ),
      ].join(""),
    },
    {
      id: "who-sees-my-skills",
      question: "Who can see my skills, my chart and my rankings?",
      answer: [
        ul([
          `${strong("Only you and talent admins")}: your role, your readiness and chart, your chart scores and your own ranking entries.`,
          `${strong("Logged-in people")}: your verified skills, each with its level, on your profile, in the forum and, when you apply for a job, in the employer’s list of applicants; and each test’s ranking, with learners’ names and averages.`,
          `${strong("Visitors")}: none of it.`,
          `${strong("Talent admins only")}: the integrity summary of your ${verify} attempts.`,
        ]),
      ].join(""),
    },
  ],
};

/** The Skills FAQ, its groups in the page's order. */
export const SKILLS_FAQ: readonly SkillsFaqGroupContent[] = [ROLE_AND_SKILLS, ROLE_CHART, OTHER];
