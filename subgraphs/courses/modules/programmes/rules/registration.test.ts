import { describe, expect, it } from "vitest";
import { BIRTH_DAYS_BY_MONTH, ENGLISH_SCORE_BANDS, ENGLISH_TESTS, REGISTRATION_OPTION_LISTS } from "../../../../shared/options.js";
import { REGISTRATION_FORMS } from "../seed-data.js";
import { cefrOfBand, checkAnswers, formProblems, isPhone, meetsEnglishPolicy, type RegistrationFieldData } from "./registration.js";

const select = (optionList: string): RegistrationFieldData => ({
  name: "choice",
  label: "Choice",
  kind: "SELECT",
  required: true,
  optionList,
});
const birth: RegistrationFieldData[] = [
  { name: "birthMonth", label: "Month", kind: "SELECT", required: true, optionList: "months" },
  { name: "birthDay", label: "Day", kind: "BIRTH_DAY", required: true, optionList: "birth-days", dependsOn: "birthMonth" },
];
const english: RegistrationFieldData[] = [
  { name: "englishTest", label: "Test", kind: "SELECT", required: true, optionList: "english-tests" },
  {
    name: "englishScore",
    label: "Band",
    kind: "ENGLISH_SCORE",
    required: true,
    optionList: "english-score-bands",
    dependsOn: "englishTest",
  },
];
const fieldsOf = (r: ReturnType<typeof checkAnswers>) => (r.ok ? {} : r.fields);

describe("every option list refuses a value outside it", () => {
  for (const list of REGISTRATION_OPTION_LISTS.filter((l) => !l.byKey)) {
    it(`${list.id}: its first and last values pass; other spellings and values are refused`, () => {
      expect(list.options.length).toBeGreaterThan(1);
      for (const value of [list.options[0]!, list.options.at(-1)!])
        expect(checkAnswers([select(list.id)], [{ name: "choice", value }]).ok).toBe(true);
      for (const value of ["Not an option", list.options[0]!.toUpperCase() + "x", `${list.options[0]} extra`])
        expect(fieldsOf(checkAnswers([select(list.id)], [{ name: "choice", value }]))).toEqual({
          choice: "Choose one of the listed options",
        });
    });
  }
  it("YES_NO takes Yes or No only", () => {
    const yesNo: RegistrationFieldData = { name: "ok", label: "OK?", kind: "YES_NO", required: true, optionList: "yes-no" };
    expect(checkAnswers([yesNo], [{ name: "ok", value: "No" }]).ok).toBe(true);
    expect(fieldsOf(checkAnswers([yesNo], [{ name: "ok", value: "yes" }]))).toEqual({ ok: "Choose one of the listed options" });
  });
  it("the SPEC's list sizes: 16 states, 22 countries, graduation 2015-or-earlier…2026-or-later, birth 1990-or-earlier…2010-or-later, B1…T2", () => {
    const byId = Object.fromEntries(REGISTRATION_OPTION_LISTS.map((l) => [l.id, l.options]));
    expect(byId["malaysian-states"]).toHaveLength(16);
    expect(byId.countries).toHaveLength(22);
    expect([byId["graduation-years"]![0], byId["graduation-years"]!.at(-1), byId["graduation-years"]!.length]).toEqual([
      "2015 or earlier",
      "2026 or later",
      12,
    ]);
    expect([byId["birth-years"]![0], byId["birth-years"]!.at(-1), byId["birth-years"]!.length]).toEqual([
      "1990 or earlier",
      "2010 or later",
      21,
    ]);
    expect(byId["household-income"]!.map((b) => b.slice(0, 2))).toEqual(["B1", "B2", "B3", "B4", "M1", "M2", "M3", "M4", "T1", "T2"]);
    expect(byId["household-income"]![0]).toContain("below RM2,500");
    expect(byId["household-income"]!.at(-1)).toContain("RM15,039 or more");
  });
});

describe("birth-date day lists per month", () => {
  const day = (month: string, value: string) =>
    checkAnswers(birth, [
      { name: "birthMonth", value: month },
      { name: "birthDay", value },
    ]);
  it("February 29 is accepted (February has 29 days)", () => expect(day("February", "29").ok).toBe(true));
  it("February 30 is refused", () => expect(fieldsOf(day("February", "30"))).toEqual({ birthDay: "February has no day 30" }));
  it("April 31 is refused; March 31 and April 30 are accepted", () => {
    expect(fieldsOf(day("April", "31"))).toEqual({ birthDay: "April has no day 31" });
    expect(day("March", "31").ok).toBe(true);
    expect(day("April", "30").ok).toBe(true);
  });
  it("day 0 and padded days are refused", () => {
    expect(day("May", "0").ok).toBe(false);
    expect(day("May", "05").ok).toBe(false);
  });
  it("a day without a valid month asks for the month first; the month gets its own error", () => {
    expect(fieldsOf(day("Smarch", "3"))).toEqual({ birthMonth: "Choose one of the listed options", birthDay: "Choose the month first" });
  });
  it("every month's list has its calendar length (leap February)", () => {
    expect(Object.values(BIRTH_DAYS_BY_MONTH).map((d) => d.length)).toEqual([31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]);
  });
});

describe("English at least B1 as declared", () => {
  const declare = (test: string, band: string) =>
    checkAnswers(english, [
      { name: "englishTest", value: test },
      { name: "englishScore", value: band },
    ]);
  it("each test's bands map to CEFR levels in ascending order, and each test has a band below and at B1", () => {
    for (const test of ENGLISH_TESTS) {
      const levels = ENGLISH_SCORE_BANDS[test].map((b) => b.cefr);
      expect([...levels].sort()).toEqual(levels);
      expect(levels.some((l) => !meetsEnglishPolicy(l))).toBe(true);
      expect(levels).toContain("B1");
    }
  });
  it("a band at B1 or above passes; below B1 is refused on the score field citing the policy", () => {
    expect(declare("IELTS", "4.0-5.0").ok).toBe(true);
    expect(declare("TOEFL iBT", "114-120").ok).toBe(true);
    expect(declare("MUET", "Band 3.0-3.5").ok).toBe(true);
    expect(fieldsOf(declare("IELTS", "3.5 or below"))).toEqual({
      englishScore: "The admission policy requires English at least B1; this band is A2",
    });
    expect(fieldsOf(declare("CEFR", "A1")).englishScore).toContain("at least B1");
    expect(declare("CEFR", "B1").ok).toBe(true);
    expect(declare("IB English", "Grade 1-3").ok).toBe(false);
  });
  it("a band of another test is refused as outside the list", () => {
    expect(fieldsOf(declare("IELTS", "42-71"))).toEqual({ englishScore: "Choose one of the listed options" });
  });
  it("cefrOfBand reads the mapping; unknown tests or bands give null", () => {
    expect(cefrOfBand("TOEFL iBT", "72-94")).toBe("B2");
    expect(cefrOfBand("TOEIC", "900")).toBeNull();
    expect(cefrOfBand("IELTS", "9.5")).toBeNull();
  });
});

describe("checkAnswers", () => {
  const fields: RegistrationFieldData[] = [
    { name: "fullName", label: "Name", kind: "TEXT", required: true },
    { name: "email", label: "Email", kind: "EMAIL", required: true },
    { name: "phone", label: "Phone", kind: "PHONE", required: false },
  ];
  it("required fields left blank are refused; blank optional ones are dropped; values are trimmed, emails lower-cased, in form order", () => {
    expect(fieldsOf(checkAnswers(fields, [{ name: "fullName", value: "  " }]))).toEqual({ fullName: "Required", email: "Required" });
    expect(
      checkAnswers(fields, [
        { name: "email", value: " Aisha@Example.COM " },
        { name: "fullName", value: " Aisha " },
        { name: "phone", value: "" },
      ]),
    ).toEqual({
      ok: true,
      answers: [
        { name: "fullName", value: "Aisha" },
        { name: "email", value: "aisha@example.com" },
      ],
    });
  });
  it("unknown and repeated answers are refused by name", () => {
    const r = checkAnswers(fields, [
      { name: "fullName", value: "A" },
      { name: "fullName", value: "B" },
      { name: "email", value: "a@b.co" },
      { name: "salary", value: "1" },
    ]);
    expect(fieldsOf(r)).toEqual({ fullName: "Answered more than once", salary: "Not a field of this form" });
  });
  it("formats: email, phone, text length", () => {
    const r = checkAnswers(fields, [
      { name: "fullName", value: "x".repeat(201) },
      { name: "email", value: "not-an-email" },
      { name: "phone", value: "12-34" },
    ]);
    expect(Object.keys(fieldsOf(r))).toEqual(["fullName", "email", "phone"]);
  });
  it("isPhone: 8 to 15 digits, optional +, spaces or dashes between digits", () => {
    expect(isPhone("+60 12-345 6789")).toBe(true);
    expect(isPhone("98765432")).toBe(true);
    expect(isPhone("1234567")).toBe(false);
    expect(isPhone("+1234567890123456")).toBe(false);
    expect(isPhone("12345678x")).toBe(false);
    expect(isPhone("--12345678")).toBe(false);
  });
});

describe("the seeded registration forms", () => {
  it("are the SPEC's seven and the two certified-associate intakes, each consistent", () => {
    expect(REGISTRATION_FORMS.map((f) => f.id)).toEqual([
      "td25",
      "hkte-2025",
      "real-talk-2025",
      "kyouth-info-2025",
      "kyouth-2025",
      "yayasan-peneraju-2025",
      "mymahir-2025",
      "ca-2027",
      "capt-2027",
    ]);
    for (const form of REGISTRATION_FORMS) expect(formProblems(form.fields), form.id).toEqual([]);
  });
  it("together use every option list", () => {
    const used = new Set(REGISTRATION_FORMS.flatMap((f) => f.fields.map((x) => x.optionList)).filter(Boolean));
    expect(REGISTRATION_OPTION_LISTS.map((l) => l.id).filter((id) => !used.has(id))).toEqual([]);
  });
  it("formProblems catches a day field that does not follow a month field, and an unknown list", () => {
    expect(formProblems([birth[1]!])).toEqual(["birthDay: must follow a months field"]);
    expect(formProblems([select("planets")])).toEqual(["choice: unknown option list"]);
  });
});
