import { describe, expect, it } from "vitest";
import { STRONG_PROFILE } from "./fixtures/cvs.js";
import { profileToCv } from "./profile.js";

describe("rule: a profile's CV content becomes CV lines in CV order", () => {
  const doc = profileToCv(STRONG_PROFILE);
  it("lines have a stable index", () => doc.lines.forEach((l, i) => expect(l.index).toBe(i)));
  it("the bio is the summary, one line per paragraph line", () => expect(doc.sections.summary.map((l) => l.index)).toEqual([0, 1]));
  it("each work experience has a heading line and its description lines as bullets", () => {
    const [first, second] = doc.sections.experience;
    expect(first).toMatchObject({ title: "Data Analyst", employer: "ShopLah Sdn Bhd", start: "2022-01", end: null });
    expect(first?.heading?.text).toBe("Data Analyst — ShopLah Sdn Bhd (Jan 2022 – Present)");
    expect(first?.bullets).toHaveLength(4); // a description holding two lines gives two bullets
    expect(second).toMatchObject({ start: "2020-03", end: "2021-12" });
    expect(second?.bullets[0]?.text).toMatch(/^Cleaned and merged/u); // "- " marker stripped
  });
  it("education keeps institution, level, field, dates and grade", () => {
    expect(doc.sections.education[0]).toMatchObject({
      institution: "University of Malaya",
      level: "Bachelor of Science",
      field: "Statistics",
      start: "2016-09",
      end: "2020-06",
      grade: "CGPA 3.72/4.00",
    });
  });
  it("one line per skill title", () => expect(doc.sections.skills.map((l) => l.text)).toEqual(STRONG_PROFILE.skills));
});

describe("rule: profile dates are read as months, and a job with no end is current", () => {
  it("ISO strings and Dates", () => {
    const doc = profileToCv({
      workExperiences: [
        { jobTitle: "A", start: new Date("2021-05-20T00:00:00Z"), end: "2022-02-28" },
        { jobTitle: "B", start: "2022-03" },
        { jobTitle: "C" },
      ],
    });
    expect(doc.sections.experience.map((e) => [e.start, e.end])).toEqual([
      ["2021-05", "2022-02"],
      ["2022-03", null],
      [undefined, undefined],
    ]);
  });
  it("an empty profile is an empty CV", () => expect(profileToCv({}).lines).toEqual([]));
});
