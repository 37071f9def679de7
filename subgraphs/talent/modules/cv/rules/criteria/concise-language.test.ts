import { describe, expect, it } from "vitest";
import { parseCvText } from "../parse.js";
import { criterionPoints } from "../score.js";
import { CV_WEIGHTS } from "../types.js";
import { MAX_CV_WORDS, MAX_SENTENCE_WORDS, scoreConciseLanguage } from "./concise-language.js";

const concise = (...lines: string[]) => scoreConciseLanguage(parseCvText(lines.join("\n")));
const sentenceOf = (n: number) => `${Array.from({ length: n }, (_, i) => (i === 0 ? "Analysed" : `word${i}`)).join(" ")}.`;

describe("rule: concise language has full marks with no long sentences or filler", () => {
  it("full", () => {
    const r = concise(
      "Summary",
      "Data analyst with four years in retail.",
      "Experience",
      "Analyst, Co | 2022 - 2024",
      "- Built 3 dashboards in Tableau.",
    );
    expect(r.ratio).toBe(1);
    expect(r.suggestions).toEqual([]);
  });
  it("a CV with no text scores zero", () => expect(concise("").ratio).toBe(0));
});

describe(`rule: a sentence of more than ${MAX_SENTENCE_WORDS} words gets a suggestion to split it`, () => {
  it(`${MAX_SENTENCE_WORDS} words is fine`, () => expect(concise("Summary", sentenceOf(40)).suggestions).toEqual([]));
  it(`${MAX_SENTENCE_WORDS + 1} words is too long`, () => {
    const r = concise("Summary", sentenceOf(41));
    expect(r.suggestions).toEqual([
      { lineIndex: 1, kind: "concise.long-sentence", message: "This sentence has 41 words; split it (aim for under 40)." },
    ]);
    expect(r.evidence[0]?.note).toBe("a 41-word sentence");
    expect(r.ratio).toBeCloseTo(0.8);
  });
  it("sentences are counted one by one within a line", () =>
    expect(concise("Summary", `${sentenceOf(30)} ${sentenceOf(30)}`).suggestions).toEqual([]));
  it("46 words reads 'This sentence has 46 words; split it'", () => {
    expect(concise("Summary", sentenceOf(46)).suggestions[0]?.message).toMatch(/^This sentence has 46 words; split it/u);
  });
});

describe("rule: filler and weak phrases get a suggestion each", () => {
  for (const [text, label] of [
    ["Responsible for monthly reports.", "responsible for"],
    ["Duties included filing.", "duties included"],
    ["Hard-working analyst.", "hard-working"],
    ["A team player.", "team player"],
    ["Handled various reports.", "various"],
  ] as const) {
    it(`"${label}"`, () => {
      const r = concise("Summary", text);
      expect(r.suggestions.map((s) => [s.kind, s.lineIndex])).toEqual([["concise.filler", 1]]);
      expect(r.suggestions[0]?.message).toMatch(new RegExp(`^Replace "${label}"`, "u"));
    });
  }
});

describe("rule: passive voice is flagged lightly", () => {
  it("'was completed' is passive", () => {
    const r = concise("Summary", "The migration was completed ahead of schedule.");
    expect(r.suggestions.map((s) => s.kind)).toEqual(["concise.passive"]);
    expect(r.ratio).toBeCloseTo(0.95);
  });
  it("'is based in' is not", () => expect(concise("Summary", "Analyst who is based in Penang.").suggestions).toEqual([]));
});

describe("rule: concise language reaches zero with many issues", () => {
  it("five long sentences", () => {
    expect(concise("Summary", ...Array.from({ length: 5 }, () => sentenceOf(45))).ratio).toBe(0);
    expect(criterionPoints(CV_WEIGHTS.conciseLanguage, concise("Summary", ...Array.from({ length: 5 }, () => sentenceOf(45))).ratio)).toBe(
      0,
    );
  });
});

describe(`rule: a CV of more than ${MAX_CV_WORDS} words gets a suggestion to shorten it`, () => {
  it("too long", () => {
    const lines = Array.from({ length: 150 }, () => "Built 3 dashboards in Tableau for sales.");
    expect(concise("Experience", "Analyst, Co | 2022 - 2024", ...lines.map((l) => `- ${l}`)).suggestions.map((s) => s.kind)).toEqual([
      "concise.too-long",
    ]);
  });
});
