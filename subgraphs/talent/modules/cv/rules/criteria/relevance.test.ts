import { describe, expect, it } from "vitest";
import { DATA_SCIENCE_ROLE } from "../fixtures/roles.js";
import { parseCvText } from "../parse.js";
import type { TargetRole } from "../types.js";
import { KEYWORD_REPEAT_LIMIT, RELEVANCE_CREDIT, RELEVANCE_STUFFED_CAP, scoreRelevance, STUFFED_SKILLS_LIST } from "./relevance.js";

const cv = (...lines: string[]) => parseCvText(lines.join("\n"));
const relevance = (role: TargetRole, ...lines: string[]) => scoreRelevance(cv(...lines), role);
const ROLE: TargetRole = {
  id: "r",
  title: "Analyst",
  skills: [
    { toolId: "sql", title: "SQL", weight: 2 },
    { toolId: "python", title: "Python", weight: 2 },
  ],
};
const job = "Analyst, Co | Jan 2022 – Dec 2024";

describe("rule: relevance is zero when none of the role's skills appear", () => {
  it("zero", () => {
    const r = relevance(ROLE, "Experience", job, "- Served 40 customers a day at the counter.");
    expect(r.ratio).toBe(0);
    expect(r.evidence).toEqual([]);
  });
  it("a missing core skill gets a suggestion", () => {
    const r = relevance(ROLE, "Experience", job, "- Served 40 customers a day.");
    expect(r.suggestions.map((s) => s.message)).toEqual([
      "Add evidence of SQL in a bullet if you have used it.",
      "Add evidence of Python in a bullet if you have used it.",
    ]);
    expect(r.suggestions.every((s) => s.kind === "relevance.missing-skill")).toBe(true);
  });
  it("a role with no skill set scores zero", () => expect(relevance({ id: "x", title: "X", skills: [] }, "Python").ratio).toBe(0));
});

describe("rule: relevance is full when every role skill is used in experience", () => {
  it("full", () => {
    const r = relevance(ROLE, "Experience", job, "- Queried sales with SQL.", "- Modelled churn in Python.");
    expect(r.ratio).toBe(1);
    expect(r.suggestions).toEqual([]);
    expect(r.evidence.map((e) => e.note)).toEqual(["SQL (used in experience)", "Python (used in experience)"]);
  });
  it("80% weighted coverage is already full marks (nice-to-haves are optional)", () => {
    const role: TargetRole = { id: "r", title: "R", skills: [...ROLE.skills, { toolId: "tableau", title: "Tableau", weight: 1 }] };
    expect(relevance(role, "Experience", job, "- Queried sales with SQL.", "- Modelled churn in Python.").ratio).toBe(1);
  });
});

describe("rule: a skill used in a bullet earns more than one only listed under skills", () => {
  const listed = relevance(ROLE, "Skills", "SQL, Python");
  const used = relevance(ROLE, "Experience", job, "- Queried sales with SQL and Python.");
  it("listed only: half credit", () => expect(listed.ratio).toBeCloseTo(RELEVANCE_CREDIT.listed / 0.8));
  it("used beats listed", () => expect(used.ratio).toBeGreaterThan(listed.ratio));
  it("mentioned in the summary sits between", () => {
    const mentioned = relevance(ROLE, "Summary", "Analyst who knows SQL and Python.");
    expect(mentioned.ratio).toBeGreaterThan(listed.ratio);
    expect(mentioned.ratio).toBeLessThan(used.ratio);
  });
  it("a core skill only listed gets a suggestion to show it in a bullet", () => {
    expect(listed.suggestions.map((s) => [s.kind, s.lineIndex])).toEqual([
      ["relevance.skill-not-in-context", 1],
      ["relevance.skill-not-in-context", 1],
    ]);
  });
});

describe("rule: skills match on word boundaries, case-insensitively, with aliases and multi-word titles", () => {
  const role = (toolId: string, title: string, aliases?: string[]): TargetRole => ({
    id: "r",
    title: "R",
    skills: [{ toolId, title, ...(aliases ? { aliases } : {}) }],
  });
  it("case-insensitive", () => expect(relevance(role("sql", "SQL"), "Skills", "sql").ratio).toBeGreaterThan(0));
  it("word boundary: 'Excellent' is not Excel, 'MySQL' is not SQL", () => {
    expect(relevance(role("excel", "Microsoft Excel"), "Summary", "Excellent communicator.").ratio).toBe(0);
    expect(relevance(role("sql", "SQL"), "Summary", "Administered MySQL.").ratio).toBe(0);
  });
  it("built-in aliases: JS is JavaScript, Postgres is PostgreSQL, Excel is Microsoft Excel", () => {
    expect(relevance(role("javascript", "JavaScript"), "Skills", "JS").ratio).toBeGreaterThan(0);
    expect(relevance(role("postgresql", "PostgreSQL"), "Skills", "Postgres").ratio).toBeGreaterThan(0);
    expect(relevance(role("excel", "Microsoft Excel"), "Skills", "Excel").ratio).toBeGreaterThan(0);
  });
  it("the role's own aliases", () =>
    expect(relevance(role("sas", "SAS", ["SAS Enterprise Guide"]), "Skills", "SAS Enterprise Guide").ratio).toBeGreaterThan(0));
  it("multi-word titles match with a space, a hyphen or none", () => {
    for (const text of ["Power BI", "power-bi", "PowerBI"])
      expect(relevance(role("power-bi", "Power BI"), "Skills", text).ratio, text).toBeGreaterThan(0);
  });
  it("short aliases are case-sensitive: 'js' and 'ml' in prose do not count", () => {
    expect(relevance(role("javascript", "JavaScript"), "Summary", "see the js folder").ratio).toBe(0);
    expect(relevance(role("machine-learning", "Machine learning"), "Summary", "Poured 500 ml.").ratio).toBe(0);
  });
  it("'JS' inside 'Node.js' is not JavaScript", () =>
    expect(relevance(role("javascript", "JavaScript"), "Skills", "Node.js").ratio).toBe(0));
});

describe("rule: repeated mentions count once", () => {
  it("naming SQL in five bullets earns the same as naming it in one", () => {
    const once = relevance(ROLE, "Experience", job, "- Queried sales with SQL.");
    const five = relevance(ROLE, "Experience", job, ...Array.from({ length: 5 }, (_, i) => `- Queried table ${i + 1} with SQL.`));
    expect(five.ratio).toBe(once.ratio);
  });
});

describe("rule: keyword stuffing yields a suggestion and a capped score", () => {
  const bigList = Array.from({ length: STUFFED_SKILLS_LIST + 1 }, (_, i) => (i === 0 ? "SQL" : i === 1 ? "Python" : `Tool${i}`)).join(", ");
  it(`a skills list of more than ${STUFFED_SKILLS_LIST} items with few bullets is capped`, () => {
    const r = relevance(ROLE, "Experience", job, "- Queried sales with SQL.", "- Modelled churn in Python.", "Skills", bigList);
    expect(r.ratio).toBe(RELEVANCE_STUFFED_CAP);
    expect(r.suggestions.map((s) => s.kind)).toEqual(["relevance.skills-list-stuffed"]);
    expect(r.suggestions[0]?.message).toBe(
      "Your skills list has 26 items but your experience has 2 bullets; keep the skills you can show in your work and cut the rest.",
    );
  });
  it(`${STUFFED_SKILLS_LIST} items is not stuffing`, () => {
    const list = bigList.split(", ").slice(0, STUFFED_SKILLS_LIST).join(", ");
    expect(relevance(ROLE, "Experience", job, "- Queried sales with SQL.", "- Modelled churn in Python.", "Skills", list).ratio).toBe(1);
  });
  it("a long list is fine when the experience supports it", () => {
    const bullets = ["- Queried sales with SQL and Python.", ...Array.from({ length: 12 }, (_, i) => `- Shipped report ${i + 1} on time.`)];
    expect(relevance(ROLE, "Experience", job, ...bullets, "Skills", bigList).ratio).toBe(1);
  });
  it(`a keyword mentioned more than ${KEYWORD_REPEAT_LIMIT} times is capped`, () => {
    const bullets = Array.from({ length: KEYWORD_REPEAT_LIMIT + 1 }, (_, i) => `- Queried table ${i + 1} with SQL in Python.`);
    const r = relevance(ROLE, "Experience", job, ...bullets);
    expect(r.ratio).toBe(RELEVANCE_STUFFED_CAP);
    expect(r.suggestions.filter((s) => s.kind === "relevance.keyword-repeated").map((s) => s.message)).toEqual([
      "SQL appears 9 times; repeating a keyword does not add to your score. Mention it where you used it.",
      "Python appears 9 times; repeating a keyword does not add to your score. Mention it where you used it.",
    ]);
  });
  it(`${KEYWORD_REPEAT_LIMIT} mentions is not stuffing`, () => {
    const bullets = Array.from({ length: KEYWORD_REPEAT_LIMIT }, (_, i) => `- Queried table ${i + 1} with SQL in Python.`);
    expect(relevance(ROLE, "Experience", job, ...bullets).ratio).toBe(1);
  });
  it("the same keyword three times in one line gets a suggestion on that line", () => {
    const r = relevance(
      ROLE,
      "Summary",
      "SQL SQL SQL analyst",
      "Experience",
      job,
      "- Queried sales with SQL.",
      "- Modelled churn in Python.",
    );
    expect(r.suggestions).toEqual([
      { lineIndex: 1, kind: "relevance.keyword-repeated", message: "SQL appears 3 times in this line; say it once." },
    ]);
    expect(r.ratio).toBe(RELEVANCE_STUFFED_CAP);
  });
  it("a bullet naming five role skills is a list, not context", () => {
    const r = scoreRelevance(cv("Experience", job, "- Python SQL Excel Tableau statistics"), DATA_SCIENCE_ROLE);
    expect(r.evidence[0]?.note).toMatch(/\(listed\)$/u);
  });
});
