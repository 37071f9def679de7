/**
 * The Skills FAQ through the subgraph as the router calls it: public, three groups in the page's order, stable ids,
 * answers already in the sanitizer's simple HTML with links only within the site, and numbers that are the rules'.
 */
import { describe, expect, it } from "vitest";
import { sanitizeSimpleHtml } from "../../../shared/sanitize.js";
import { demo, visitor } from "../../../shared/testing/harness.js";
import { talentTestbed } from "../../testing.js";
import { SKILLS_FAQ } from "./content.js";
import { RETAKE_COOLDOWN_DAYS } from "./rules/attempts.js";
import { RANK_SENTINEL, SKILL_RANKING_PAGE_SIZE } from "./rules/ranking.js";
import { PASS_MARK_PERCENT, QUESTIONS_DRAWN, SKILL_TEST_TIME_LIMIT_MINUTES } from "./rules/tests.js";
import { SKILL_LEVELS } from "./rules/levels.js";

const bed = talentTestbed();

const FAQ = `{ skillsFaq { id title entries { id question answer } } }`;
interface FaqData {
  skillsFaq: { id: string; title: string; entries: { id: string; question: string; answer: string }[] }[];
}

async function readFaq(caller = visitor()) {
  const r = await bed.client.exec<FaqData>(FAQ, {}, { caller });
  expect(r.errors).toBeUndefined();
  return r.data!.skillsFaq;
}
const answerOf = (groups: FaqData["skillsFaq"], id: string) => groups.flatMap((g) => g.entries).find((e) => e.id === id)!.answer;
const textOf = (html: string) => html.replace(/<[^>]+>/g, "");

describe("Skills FAQ (SPEC §2)", () => {
  it("is public: visitors and logged-in people read the same three groups in order, each with 4 to 7 questions", async () => {
    const groups = await readFaq();
    expect(groups.map((g) => [g.id, g.title])).toEqual([
      ["ROLE_AND_SKILLS", "Role & Skills"],
      ["ROLE_CHART", "Role Chart"],
      ["OTHER", "Other FAQs"],
    ]);
    for (const g of groups) {
      expect(g.entries.length).toBeGreaterThanOrEqual(4);
      expect(g.entries.length).toBeLessThanOrEqual(7);
    }
    expect(await readFaq(demo("STUDENT"))).toEqual(groups);
    expect(groups).toEqual(SKILLS_FAQ);
  });

  it("gives every question a unique kebab-case id", async () => {
    const ids = (await readFaq()).flatMap((g) => g.entries.map((e) => e.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it("answers in the sanitizer's simple HTML, which sanitizing leaves as it is, with links only within the skills area", async () => {
    for (const entry of (await readFaq()).flatMap((g) => g.entries)) {
      expect(sanitizeSimpleHtml(entry.answer), entry.id).toBe(entry.answer);
      const tags = new Set([...entry.answer.matchAll(/<\/?([a-z0-9]+)/g)].map((m) => m[1]));
      for (const tag of tags) expect(["p", "ul", "li", "strong", "em", "a"], `${entry.id}: <${tag}>`).toContain(tag);
      for (const [, href] of entry.answer.matchAll(/href="([^"]*)"/g)) expect(href, entry.id).toMatch(/^\/skills\/[a-z-]+(?:\?[\w=&]+)?$/);
      expect(entry.question).not.toMatch(/[<>]/);
    }
  });

  it("states the rules' current pass mark, questions drawn, time limits, retake cooldown and ranking sizes", async () => {
    const groups = await readFaq();
    const passMark = textOf(answerOf(groups, "pass-mark"));
    expect(passMark).toContain(`The pass mark is ${PASS_MARK_PERCENT}%`);
    expect(passMark).toContain(`draws ${QUESTIONS_DRAWN} questions`);
    const times = textOf(answerOf(groups, "time-limits"));
    for (const level of SKILL_LEVELS) expect(times).toContain(`${SKILL_TEST_TIME_LIMIT_MINUTES[level]} minutes`);
    expect(textOf(answerOf(groups, "retake-cooldown"))).toMatch(new RegExp(`^${RETAKE_COOLDOWN_DAYS} days after`));
    const rankings = textOf(answerOf(groups, "rankings"));
    expect(rankings).toContain(`shows ${SKILL_RANKING_PAGE_SIZE} learners a page`);
    expect(rankings).toContain(`numbered up to ${(RANK_SENTINEL - 1).toLocaleString("en-US")}`);
  });

  it("says a proctoring flag never changes a result by itself, and that a withdrawal comes with a reason the learner reads", async () => {
    const groups = await readFaq();
    expect(textOf(answerOf(groups, "integrity-summary"))).toContain("A flag never changes a result by itself.");
    expect(textOf(answerOf(groups, "withdrawn-result"))).toMatch(/must give a reason\. You read that reason/);
  });
});
