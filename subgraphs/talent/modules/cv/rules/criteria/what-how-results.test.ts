import { describe, expect, it } from "vitest";
import { DATA_SCIENCE_ROLE } from "../fixtures/roles.js";
import { parseCvText } from "../parse.js";
import { hasMeasurableResult, saysHow, scoreWhatHowResults, startsWithActionVerb } from "./what-how-results.js";

const whr = (...bullets: string[]) =>
  scoreWhatHowResults(parseCvText(["Experience", "Analyst, Co | 2022 – 2024", ...bullets].join("\n")), DATA_SCIENCE_ROLE);

describe("rule: What/How/Results is zero without experience bullets", () => {
  it("zero", () => {
    const r = whr();
    expect(r.ratio).toBe(0);
    expect(r.suggestions.map((s) => s.kind)).toEqual(["whr.no-bullets"]);
  });
  it("bullets with no action verb, method or result score zero", () => expect(whr("- Duties: reports.", "- Team meetings.").ratio).toBe(0));
});

describe("rule: full marks when every bullet has what, how and a measurable result", () => {
  it("full", () => {
    const r = whr("- Built a Tableau dashboard that cut reporting time by 6 hours a week.", "- Reduced churn 12% using a Python model.");
    expect(r.ratio).toBe(1);
    expect(r.suggestions).toEqual([]);
    expect(r.evidence.map((e) => e.note)).toEqual(["what, how and result", "what, how and result"]);
  });
});

describe("rule: a bullet without a measurable result gets a suggestion", () => {
  it("the suggestion points at the bullet's line", () => {
    const r = whr("- Built a Tableau dashboard for the sales team.", "- Reduced churn 12% using a Python model.");
    expect(r.suggestions).toEqual([
      { lineIndex: 2, kind: "whr.no-result", message: "Add a measurable result: a number, %, amount or time saved." },
    ]);
    expect(r.ratio).toBeCloseTo(0.8);
  });
  it("results weigh 40%, what and how 30% each", () => {
    expect(whr("- Built a dashboard in Tableau.").ratio).toBeCloseTo(0.6);
    expect(whr("- Dashboard in Tableau for 30 managers.").ratio).toBeCloseTo(0.7);
  });
});

describe("rule: What is an opening action verb", () => {
  for (const t of ["Built a model", "Analysed churn", "Led 3 analysts", "Streamlined invoicing", "Reduce cost", "Optimized queries"]) {
    it(`"${t}"`, () => expect(startsWithActionVerb(t)).toBe(true));
  }
  for (const t of ["Responsible for reports", "Duties included filing", "Involved in audits", "The dashboard", "Experienced analyst", ""]) {
    it(`not "${t}"`, () => expect(startsWithActionVerb(t)).toBe(false));
  }
});

describe("rule: How is a method or tool", () => {
  it("using / with / via / through", () => {
    for (const t of ["Cut cost using automation", "Built it with dbt", "Shipped via CI", "Grew sales through referrals"])
      expect(saysHow(t, false), t).toBe(true);
  });
  it("a tool named in the bullet", () => expect(saysHow("Built dashboards", true)).toBe(true));
  it("'in Python' counts", () => expect(saysHow("Modelled churn in Python", false)).toBe(true));
  it("'by 20%' is the result, not the method", () => expect(saysHow("Reduced costs by 20%", false)).toBe(false));
  it("'by automating' is the method", () => expect(saysHow("Reduced costs by automating invoices", false)).toBe(true));
});

describe("rule: Results are measurable", () => {
  for (const t of [
    "Lifted sales 15%",
    "Saved $12,000",
    "Saved RM 50k a year",
    "Raised HK$2M",
    "Made it 3x faster",
    "Cut 10 hours a week",
    "Served 1,500 customers",
    "doubled sign-ups",
    "from 120 to 45",
  ]) {
    it(`"${t}"`, () => expect(hasMeasurableResult(t)).toBe(true));
  }
  for (const t of ["Improved the process", "Worked in 2021 on reports", "Supported Q3 planning", "Made reports faster"]) {
    it(`not "${t}"`, () => expect(hasMeasurableResult(t)).toBe(false));
  }
});
