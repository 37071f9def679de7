import { describe, expect, it } from "vitest";
import { parseCvText } from "../parse.js";
import { criterionPoints } from "../score.js";
import { CV_WEIGHTS } from "../types.js";
import { experienceMonths, FULL_EXPERIENCE_MONTHS, roleSpan, scoreExperienceDepth } from "./experience-depth.js";

const now = new Date("2025-06-15T00:00:00Z");
const cv = (...lines: string[]) => parseCvText(lines.join("\n"));
const three = ["- Built A.", "- Built B.", "- Built C."];
const depth = (...lines: string[]) => scoreExperienceDepth(cv("Experience", ...lines), now);
const points = (ratio: number) => criterionPoints(CV_WEIGHTS.experienceDepth, ratio);

describe("rule: no experience scores zero", () => {
  it("zero with a suggestion to add experience", () => {
    const r = scoreExperienceDepth(cv("Summary", "Analyst."), now);
    expect(r.ratio).toBe(0);
    expect(r.suggestions.map((s) => s.kind)).toEqual(["experience.none"]);
  });
  it("a role without dates or bullets scores zero", () => expect(depth("Analyst, Co").ratio).toBe(0));
});

describe(`rule: full marks need ${FULL_EXPERIENCE_MONTHS} months and 3 bullets in every role`, () => {
  it("36 months with 3 bullets: full marks, no suggestions", () => {
    const r = depth("Analyst, Co | Jan 2022 – Dec 2024", ...three);
    expect(r.ratio).toBe(1);
    expect(points(r.ratio)).toBe(15);
    expect(r.suggestions).toEqual([]);
  });
  it("35 months with 3 bullets: not full marks, and a short-history suggestion", () => {
    const r = depth("Analyst, Co | Jan 2022 – Nov 2024", ...three);
    expect(r.ratio).toBeLessThan(1);
    expect(points(r.ratio)).toBe(14);
    expect(r.suggestions.map((s) => s.kind)).toEqual(["experience.short-history"]);
  });
  it("36 months but a role with 2 bullets: not full marks, and a few-bullets suggestion on that role", () => {
    const r = depth("Analyst, Co | Jan 2022 – Dec 2024", "- Built A.", "- Built B.");
    expect(r.ratio).toBeLessThan(1);
    expect(r.suggestions).toEqual([
      {
        lineIndex: 1,
        kind: "experience.few-bullets",
        message: "Analyst at Co has 2 bullets; describe it in 3–6 bullets of what you did, how and the result.",
      },
    ]);
  });
  it("half the months and full bullets: in the middle", () => {
    expect(depth("Analyst, Co | Jan 2023 – Jun 2024", ...three).ratio).toBeCloseTo(0.75);
  });
});

describe("rule: more than 6 bullets in a role gets a suggestion to trim", () => {
  it("7 bullets", () => {
    const r = depth("Analyst, Co | Jan 2022 – Dec 2024", ...Array.from({ length: 7 }, (_, i) => `- Built ${i}.`));
    expect(r.suggestions.map((s) => s.kind)).toEqual(["experience.many-bullets"]);
    expect(r.ratio).toBe(1);
  });
});

describe("rule: months of experience merge overlapping roles and resolve 'present' with the injected now", () => {
  it("a range counts both end months (Jan–Dec is 12)", () =>
    expect(experienceMonths([{ start: "2024-01", end: "2024-12" }], now)).toBe(12));
  it("overlapping roles count once", () => {
    expect(
      experienceMonths(
        [
          { start: "2022-01", end: "2022-12" },
          { start: "2022-07", end: "2023-06" },
        ],
        now,
      ),
    ).toBe(18);
  });
  it("a role inside another adds nothing", () => {
    expect(
      experienceMonths(
        [
          { start: "2020-01", end: "2022-12" },
          { start: "2021-03", end: "2021-04" },
        ],
        now,
      ),
    ).toBe(36);
  });
  it("gaps are not counted", () => {
    expect(
      experienceMonths(
        [
          { start: "2020-01", end: "2020-06" },
          { start: "2021-01", end: "2021-06" },
        ],
        now,
      ),
    ).toBe(12);
  });
  it("present ends at now's month", () => expect(experienceMonths([{ start: "2025-01", end: null }], now)).toBe(6));
  it("an end in the future is cut at now", () => expect(experienceMonths([{ start: "2025-01", end: "2026-12" }], now)).toBe(6));
  it("no start date: no months, and a missing-dates suggestion", () => {
    expect(roleSpan({ end: "2024-01" }, now)).toBeUndefined();
    expect(depth("Analyst, Co", ...three).suggestions.map((s) => s.kind)).toContain("experience.missing-dates");
  });
  it("an end before the start counts nothing", () => expect(roleSpan({ start: "2024-05", end: "2024-01" }, now)).toBeUndefined());
});

describe("rule: every role is evidence with its months and bullets", () => {
  it("notes", () => {
    const r = depth("Analyst, Co | Jan 2022 – Dec 2024", ...three, "Intern, Lab | Jun 2021 – Aug 2021", "- Built D.");
    expect(r.evidence.map((e) => [e.lineIndex, e.note])).toEqual([
      [1, "Analyst at Co: 36 months, 3 bullets"],
      [5, "Intern at Lab: 3 months, 1 bullet"],
    ]);
    expect(r.summary).toBe("39 months of experience across 2 roles, 67% of the bullets a role needs.");
  });
});
