import { describe, expect, it } from "vitest";
import { parseCvText } from "../parse.js";
import { criterionPoints } from "../score.js";
import { CV_WEIGHTS } from "../types.js";
import { scoreEducation } from "./education.js";

const edu = (...lines: string[]) => scoreEducation(parseCvText(lines.join("\n")));
const points = (ratio: number) => criterionPoints(CV_WEIGHTS.education, ratio);

describe("rule: no education scores zero", () => {
  it("zero with a suggestion", () => {
    const r = edu("Summary", "Analyst.");
    expect(r.ratio).toBe(0);
    expect(r.suggestions.map((s) => s.kind)).toEqual(["education.none"]);
  });
});

describe("rule: full marks need institution, level, field, dates and a grade or certification", () => {
  it("complete entry with a grade: full marks", () => {
    const r = edu("Education", "Bachelor of Science in Statistics, University of Malaya, 2016 – 2020, CGPA 3.72/4.00");
    expect(r.ratio).toBe(1);
    expect(points(r.ratio)).toBe(10);
    expect(r.suggestions).toEqual([]);
    expect(r.evidence).toEqual([
      {
        lineIndex: 1,
        text: "Bachelor of Science in Statistics, University of Malaya, 2016 – 2020, CGPA 3.72/4.00",
        note: "Bachelor of Science in Statistics, University of Malaya, Dec 2020, grade CGPA 3.72/4.00",
      },
    ]);
  });
  it("complete entry with a certification instead of a grade: full marks", () => {
    const r = edu(
      "Education",
      "Diploma in Accounting",
      "Politeknik Ungku Omar | 2015 - 2018",
      "Certifications",
      "Microsoft Certified: Power BI Data Analyst Associate",
    );
    expect(r.ratio).toBe(1);
    expect(r.evidence.map((e) => e.note)).toContain("certification");
  });
  it("complete entry without grade or certification: 8 of 10", () => {
    const r = edu("Education", "BSc Computer Science", "Universiti Malaya, 2016 - 2020");
    expect(points(r.ratio)).toBe(8);
    expect(r.suggestions.map((s) => s.kind)).toEqual(["education.add-grade"]);
  });
  it("each missing part costs a fifth of the entry's share and gets a suggestion", () => {
    const r = edu("Education", "Diploma, Kolej Komuniti");
    expect(r.ratio).toBeCloseTo(0.4);
    expect(r.suggestions.map((s) => s.kind)).toEqual(["education.missing-field", "education.missing-dates", "education.add-grade"]);
  });
  it("the most complete entry counts", () => {
    const r = edu(
      "Education",
      "SPM, SMK Taman Desa",
      "Bachelor of Arts in Economics, University of Hong Kong, 2018 - 2021, First Class Honours",
    );
    expect(r.ratio).toBe(1);
  });
});
