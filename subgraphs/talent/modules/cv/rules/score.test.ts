import { describe, expect, it } from "vitest";
import { STRONG_CV, STRONG_PROFILE, STUFFED_CV, WEAK_CV, OVERSHARING_CV, OVERSHARING_LINES } from "./fixtures/cvs.js";
import { DATA_SCIENCE_ROLE, FIXTURE_NOW, FRONT_END_ROLE } from "./fixtures/roles.js";
import { parseCvText } from "./parse.js";
import { profileToCv } from "./profile.js";
import { criterionPoints, scoreCv } from "./score.js";
import { CV_CRITERIA, CV_WEIGHTS, type CvCriterionKey, type CvScore } from "./types.js";

const score = (text: string) => scoreCv(parseCvText(text), DATA_SCIENCE_ROLE, FIXTURE_NOW);
const criterion = (s: CvScore, key: CvCriterionKey) => s.criteria.find((c) => c.key === key)!;

describe("rule: the CV score weights are the SPEC's and sum to 100 (SPEC §9)", () => {
  it("relevance 45, experience depth 15, What/How/Results 15, education 10, concise language 10, personal information 5", () => {
    expect(CV_WEIGHTS).toEqual({
      relevance: 45,
      experienceDepth: 15,
      whatHowResults: 15,
      education: 10,
      conciseLanguage: 10,
      personalInformation: 5,
    });
  });
  it("sum to 100", () => expect(Object.values(CV_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100));
  it("every score lists the six criteria in SPEC order with their weights", () => {
    const s = score(STRONG_CV);
    expect(s.criteria.map((c) => c.key)).toEqual(CV_CRITERIA);
    for (const c of s.criteria) expect(c.weight).toBe(CV_WEIGHTS[c.key]);
  });
});

describe("rule: the total is an integer out of 100 and exactly the sum of the criteria's points", () => {
  for (const [name, text] of Object.entries({ STRONG_CV, WEAK_CV, STUFFED_CV, OVERSHARING_CV })) {
    it(name, () => {
      const s = score(text);
      expect(Number.isInteger(s.total)).toBe(true);
      expect(s.total).toBe(s.criteria.reduce((sum, c) => sum + c.points, 0));
      expect(s.total).toBeGreaterThanOrEqual(0);
      expect(s.total).toBeLessThanOrEqual(100);
      for (const c of s.criteria) {
        expect(Number.isInteger(c.points)).toBe(true);
        expect(c.points).toBeGreaterThanOrEqual(0);
        expect(c.points).toBeLessThanOrEqual(c.weight);
        expect(c.ratio).toBeGreaterThanOrEqual(0);
        expect(c.ratio).toBeLessThanOrEqual(1);
      }
    });
  }
});

describe("rule: points are weight × ratio rounded down, so full marks mean fully met", () => {
  it("zero ratio is zero points and a full ratio is the full weight", () => {
    expect(criterionPoints(45, 0)).toBe(0);
    expect(criterionPoints(45, 1)).toBe(45);
  });
  it("a ratio just short of full loses a point", () => expect(criterionPoints(15, 0.99)).toBe(14));
  it("floating-point noise does not cost a point", () => expect(criterionPoints(10, 0.1 * 3 + 0.7)).toBe(10));
  it("out-of-range ratios are clamped", () => {
    expect(criterionPoints(5, -1)).toBe(0);
    expect(criterionPoints(5, 2)).toBe(5);
    expect(criterionPoints(5, Number.NaN)).toBe(0);
  });
});

describe("rule: a strong CV scores above 80 and far above a weak one", () => {
  const strong = score(STRONG_CV);
  const weak = score(WEAK_CV);
  it("strong data-analyst CV scores above 80", () => expect(strong.total).toBeGreaterThan(80));
  it("weak CV scores below 50", () => expect(weak.total).toBeLessThan(50));
  it("the gap is at least 40 points", () => expect(strong.total - weak.total).toBeGreaterThanOrEqual(40));
  it("the strong CV has full marks on every criterion", () => {
    for (const c of strong.criteria) expect(c.points, c.key).toBe(c.weight);
  });
  it("the weak CV scores below the strong one on every criterion but personal information", () => {
    for (const key of CV_CRITERIA.filter((k) => k !== "personalInformation")) {
      expect(criterion(weak, key).points, key).toBeLessThan(criterion(strong, key).points);
    }
  });
});

describe("rule: keyword stuffing does not pay", () => {
  const stuffed = score(STUFFED_CV);
  it("a keyword-stuffed CV does not beat the strong one", () => expect(stuffed.total).toBeLessThan(score(STRONG_CV).total));
  it("it gets stuffing suggestions (long skills list, repeated keyword)", () => {
    const kinds = criterion(stuffed, "relevance").suggestions.map((s) => s.kind);
    expect(kinds).toContain("relevance.skills-list-stuffed");
    expect(kinds).toContain("relevance.keyword-repeated");
  });
  it("its relevance is capped below full marks", () => expect(criterion(stuffed, "relevance").ratio).toBeLessThanOrEqual(0.6));
  it("the same CV with an honest skills list scores at least as well on relevance", () => {
    const honest = STUFFED_CV.replace(/Python Python Python data analyst:[^\n]*/u, "Data analyst.").replace(
      /Skills\n[\s\S]*$/u,
      "Skills\nPython, SQL, Excel, Tableau, Power BI, pandas, statistics, machine learning\n",
    );
    expect(criterion(score(honest), "relevance").points).toBeGreaterThanOrEqual(criterion(stuffed, "relevance").points);
  });
});

describe("rule: over-sharing loses exactly the personal-information points", () => {
  const strong = score(STRONG_CV);
  const over = score(OVERSHARING_CV);
  it("total drops by the 5 personal-information points and nothing else", () => {
    expect(over.total).toBe(strong.total - CV_WEIGHTS.personalInformation);
    for (const key of CV_CRITERIA.filter((k) => k !== "personalInformation"))
      expect(criterion(over, key).points, key).toBe(criterion(strong, key).points);
    expect(criterion(over, "personalInformation").points).toBe(0);
  });
  it("each over-shared line is evidence with a suggestion to remove it", () => {
    const c = criterion(over, "personalInformation");
    expect(c.evidence.map((e) => e.text)).toEqual([...OVERSHARING_LINES]);
    expect(c.suggestions.map((s) => s.kind)).toEqual(["personal.date-of-birth", "personal.marital-status", "personal.id-number"]);
    for (const e of c.evidence) expect(c.suggestions.some((s) => s.lineIndex === e.lineIndex)).toBe(true);
  });
});

describe("rule: the score is deterministic", () => {
  it("the same input twice gives deep-equal scores", () => {
    for (const text of [STRONG_CV, WEAK_CV, STUFFED_CV, OVERSHARING_CV]) expect(score(text)).toEqual(score(text));
  });
  it("evidence points at real lines of the document", () => {
    const doc = parseCvText(WEAK_CV);
    for (const c of scoreCv(doc, DATA_SCIENCE_ROLE, FIXTURE_NOW).criteria) {
      for (const e of c.evidence) expect(doc.lines[e.lineIndex]?.text).toBe(e.text);
      for (const s of c.suggestions) if (s.lineIndex !== undefined) expect(doc.lines[s.lineIndex]).toBeDefined();
    }
  });
});

describe("rule: the profile's CV content and the pasted CV text are scored alike", () => {
  it("the strong CV as a profile scores the same total as pasted", () => {
    expect(scoreCv(profileToCv(STRONG_PROFILE), DATA_SCIENCE_ROLE, FIXTURE_NOW).total).toBe(score(STRONG_CV).total);
  });
});

describe("rule: relevance is measured against the role the learner picks", () => {
  it("the strong data CV scores low on relevance for a front-end role", () => {
    const s = scoreCv(parseCvText(STRONG_CV), FRONT_END_ROLE, FIXTURE_NOW);
    expect(criterion(s, "relevance").points).toBe(0);
    expect(criterion(s, "relevance").suggestions.filter((x) => x.kind === "relevance.missing-skill")).toHaveLength(4);
  });
});

describe("rule: an empty CV scores zero", () => {
  it("every criterion at zero", () => {
    const s = score("");
    expect(s.total).toBe(0);
    for (const c of s.criteria) expect(c.points, c.key).toBe(0);
  });
});
