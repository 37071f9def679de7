import { describe, expect, it } from "vitest";
import { STRONG_CV } from "./fixtures/cvs.js";
import { headingSection, parseCvText } from "./parse.js";
import { findDateRange } from "./text.js";

describe("rule: pasted text is split into lines with a stable index", () => {
  it("blank lines are dropped and lines[i].index is i", () => {
    const doc = parseCvText("Name\n\n\nSummary\nAnalyst.\r\n");
    expect(doc.lines.map((l) => [l.index, l.text, l.section])).toEqual([
      [0, "Name", "personal"],
      [1, "Summary", "summary"],
      [2, "Analyst.", "summary"],
    ]);
  });
  it("parsing is deterministic", () => expect(parseCvText(STRONG_CV)).toEqual(parseCvText(STRONG_CV)));
});

describe("rule: section headings are recognised in any case and decoration", () => {
  for (const [text, section] of [
    ["Summary", "summary"],
    ["PROFILE", "summary"],
    ["About Me:", "summary"],
    ["## Work Experience", "experience"],
    ["Work History", "experience"],
    ["Employment", "experience"],
    ["**Education**", "education"],
    ["Technical Skills", "skills"],
    ["Personal Details", "personal"],
    ["Projects", "other"],
    ["Certifications", "other"],
  ] as const) {
    it(`"${text}" opens ${section}`, () => expect(headingSection(text)).toBe(section));
  }
  it("a sentence mentioning experience is not a heading", () => expect(headingSection("Experience with SQL and Python")).toBeUndefined());
  it("lines before the first heading are the personal header", () => {
    expect(parseCvText("Mei Ling Tan\nmei@example.com").sections.personal.map((l) => l.text)).toEqual(["Mei Ling Tan", "mei@example.com"]);
  });
});

describe("rule: date ranges in the formats CVs use", () => {
  for (const [text, start, end] of [
    ["Jan 2021 – Present", "2021-01", null],
    ["January 2021 - Current", "2021-01", null],
    ["2019-2022", "2019-01", "2022-12"],
    ["2019 – 2022", "2019-01", "2022-12"],
    ["03/2020 - 08/2021", "2020-03", "2021-08"],
    ["2020-03 to 2021-08", "2020-03", "2021-08"],
    ["Sept. 2018 — Jun 2019", "2018-09", "2019-06"],
    ["Mar 2022 to date", "2022-03", null],
  ] as const) {
    it(`"${text}"`, () => {
      const r = findDateRange(`Analyst, Co | ${text}`);
      expect([r?.start, r?.end]).toEqual([start, end]);
    });
  }
  it("a single year is an end date", () => expect(findDateRange("Graduated 2020")).toMatchObject({ end: "2020-12" }));
  it("amounts are not years", () => expect(findDateRange("Saved RM2000 a month")).toBeUndefined());
});

describe("rule: experience is split into roles with their bullets", () => {
  const doc = parseCvText(
    [
      "Experience",
      "Data Analyst, ShopLah | Jan 2022 – Present",
      "- Built a dashboard in Tableau",
      "  that cut reporting time by 5 hours.",
      "• Reduced stock-outs by 18%.",
      "1. Automated 12 reports.",
      "Junior Analyst",
      "Kedai Data | Mar 2020 - Dec 2021",
      "* Cleaned 2 million records.",
      "Intern at Lab Co",
      "2) Labelled 500 images.",
    ].join("\n"),
  );
  const roles = doc.sections.experience;
  it("three roles", () =>
    expect(roles.map((r) => [r.title, r.employer, r.start, r.end])).toEqual([
      ["Data Analyst", "ShopLah", "2022-01", null],
      ["Junior Analyst", "Kedai Data", "2020-03", "2021-12"],
      ["Intern", "Lab Co", undefined, undefined],
    ]));
  it("bullet markers (-, •, *, numbered) are stripped", () => {
    expect(roles.map((r) => r.bullets.map((b) => b.text))).toEqual([
      ["Built a dashboard in Tableau that cut reporting time by 5 hours.", "Reduced stock-outs by 18%.", "Automated 12 reports."],
      ["Cleaned 2 million records."],
      ["Labelled 500 images."],
    ]);
  });
  it("a wrapped bullet continues the previous line", () => expect(doc.lines.some((l) => l.text.startsWith("that cut"))).toBe(false));
  it("each role keeps its heading line", () => expect(roles.map((r) => r.heading?.index)).toEqual([1, 5, 8]));
  it("a long sentence under a role is a bullet even without a marker", () => {
    const d = parseCvText(
      "Experience\nAnalyst, Co | 2020 - 2021\nAnalysed weekly sales for the regional team and presented the findings to the managers every Monday morning.",
    );
    expect(d.sections.experience).toHaveLength(1);
    expect(d.sections.experience[0]?.bullets).toHaveLength(1);
  });
});

describe("rule: education entries gather institution, level, field, dates and grade", () => {
  it("one line", () => {
    const [e] = parseCvText("Education\nBachelor of Science in Statistics, University of Malaya, 2016 – 2020, CGPA 3.72/4.00").sections
      .education;
    expect(e).toMatchObject({
      institution: "University of Malaya",
      level: "Bachelor of Science",
      field: "Statistics",
      start: "2016-01",
      end: "2020-12",
      grade: "CGPA 3.72/4.00",
    });
  });
  it("several lines, several entries", () => {
    const { education } = parseCvText(
      [
        "Education",
        "BSc Computer Science",
        "Universiti Teknologi Malaysia | 2016 - 2020",
        "First Class Honours",
        "Diploma in Accounting",
        "Politeknik Ungku Omar, 2013 - 2016",
      ].join("\n"),
    ).sections;
    expect(education.map((e) => [e.institution, e.level, e.field, e.grade, e.lines.length])).toEqual([
      ["Universiti Teknologi Malaysia", "BSc", "Computer Science", "First Class Honours", 3],
      ["Politeknik Ungku Omar", "Diploma", "Accounting", undefined, 2],
    ]);
  });
});

describe("rule: skills, summary and other sections keep their lines", () => {
  const doc = parseCvText(STRONG_CV);
  it("summary", () => expect(doc.sections.summary).toHaveLength(2));
  it("skills", () =>
    expect(doc.sections.skills.map((l) => l.text)).toEqual([
      "Python (pandas, scikit-learn), SQL, Microsoft Excel, Tableau, Power BI, statistics, machine learning",
    ]));
  it("other (certifications)", () =>
    expect(doc.sections.other.map((l) => l.text)).toEqual(["Google Data Analytics Professional Certificate (2021)"]));
});

describe("rule: runs of whitespace inside a line collapse to one space", () => {
  it("tabs and repeated spaces", () => expect(parseCvText("Skills\nPython,\t\t SQL   Excel").lines[1]?.text).toBe("Python, SQL Excel"));
  it("a 20,000-character line of spaces parses at once (no regex backtracking blow-up)", () => {
    const started = performance.now();
    parseCvText(`Experience\na${" ".repeat(20_000)}b`);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
