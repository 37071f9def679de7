import { describe, expect, it } from "vitest";
import { parseCvText } from "../parse.js";
import { criterionPoints } from "../score.js";
import { CV_WEIGHTS } from "../types.js";
import { scorePersonalInformation } from "./personal-information.js";

const personal = (...lines: string[]) => scorePersonalInformation(parseCvText(lines.join("\n")));
const points = (ratio: number) => criterionPoints(CV_WEIGHTS.personalInformation, ratio);
const header = ["Mei Ling Tan", "meiling@example.com | +60 12-345 6789 | Kuala Lumpur, Malaysia | linkedin.com/in/meiling"];

describe("rule: no excess personal information has full marks", () => {
  it("name, email, phone, city and links are fine", () => {
    const r = personal(...header, "Summary", "Analyst.");
    expect(points(r.ratio)).toBe(5);
    expect(r.evidence).toEqual([]);
  });
  it("'Email address:' is not a home address", () => expect(personal("Email address: a@b.co").evidence).toEqual([]));
  it("'single' and 'married' words elsewhere are judged carefully", () => {
    expect(personal("Experience", "Analyst, Co | 2022 - 2024", "- Built a single source of truth for 40 reports.").evidence).toEqual([]);
  });
});

describe("rule: each kind of personal information is evidence with a suggestion to remove it", () => {
  for (const [line, kind] of [
    ["Date of birth: 14 March 1998", "personal.date-of-birth"],
    ["DOB: 14/03/1998", "personal.date-of-birth"],
    ["Age: 27", "personal.date-of-birth"],
    ["Marital status: Single", "personal.marital-status"],
    ["Married", "personal.marital-status"],
    ["Religion: Buddhist", "personal.religion"],
    ["Race: Chinese", "personal.race"],
    ["Gender: Female", "personal.gender"],
    ["NRIC: 980314-14-5678", "personal.id-number"],
    ["980314-14-5678", "personal.id-number"],
    ["HKID: A123456(7)", "personal.id-number"],
    ["Passport No: K12345678", "personal.id-number"],
    ["Photo attached", "personal.photo"],
    ["Address: 12, Jalan Bukit Bintang, 55100 Kuala Lumpur", "personal.address"],
    ["Flat B, 12/F, Block 3, Taikoo Shing", "personal.address"],
  ] as const) {
    it(`"${line}"`, () => {
      const r = personal(...header, "Personal details", line);
      expect(r.evidence.map((e) => e.lineIndex)).toEqual([3]);
      expect(r.suggestions.map((s) => [s.kind, s.lineIndex])).toEqual([[kind, 3]]);
      expect(r.suggestions[0]?.message).toMatch(/^Remove your /u);
      expect(points(r.ratio)).toBe(3);
    });
  }
});

describe("rule: personal information loses 2 points per kind, down to zero", () => {
  it("two kinds: 1 point", () => expect(points(personal("Date of birth: 1 May 1999", "Gender: Male").ratio)).toBe(1));
  it("three kinds: zero", () => expect(personal("Date of birth: 1 May 1999", "Gender: Male", "NRIC: 990501-10-1234").ratio).toBe(0));
  it("the same kind twice counts once", () => expect(points(personal("Date of birth: 1 May 1999", "Age: 26").ratio)).toBe(3));
});
