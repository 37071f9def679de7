import { describe, expect, it } from "vitest";
import {
  BADGES,
  CODE_ALPHABET,
  CODE_LENGTH,
  badgeForCourse,
  certificateCode,
  codeFromIdSlug,
  compositeBadgesEarned,
  findBadge,
  idSlug,
  issueProblems,
  slugify,
} from "./certificates.js";

describe("badges: the sixteen SPEC §3 badge ids", () => {
  it("lists every badge id once, in the SPEC's order", () => {
    expect(BADGES.map((b) => b.id)).toEqual([
      "fcda",
      "fcdm",
      "fcse",
      "fctm",
      "fcuiux",
      "caba",
      "cabed",
      "cada",
      "cafed",
      "capt",
      "case",
      "m1py",
      "m1sql",
      "m1js",
      "m1blockchain",
      "fif",
    ]);
    for (const b of BADGES) {
      expect(b.title).not.toBe("");
      expect(b.description).not.toBe("");
    }
  });
  it("every badge certifies the course of the same id, except case, which has no course", () => {
    for (const b of BADGES) expect(b.courseId).toBe(b.id === "case" ? null : b.id);
    expect(findBadge("case")!.title).toBe("Certified Associate in Software Engineering");
  });
  it("badgeForCourse finds a course's badge; courses without a badge id have none", () => {
    expect(badgeForCourse("m1sql")?.id).toBe("m1sql");
    expect(badgeForCourse("aws-ml-a")).toBeUndefined();
    expect(badgeForCourse("case")).toBeUndefined();
  });
});

describe("composite badges: case is earned by holding cabed and cafed", () => {
  it("both held → case", () => expect(compositeBadgesEarned(["cafed", "m1js", "cabed"]).map((b) => b.id)).toEqual(["case"]));
  it("only one of them → nothing", () => {
    expect(compositeBadgesEarned(["cabed"])).toEqual([]);
    expect(compositeBadgesEarned(["cafed", "fcse"])).toEqual([]);
  });
  it("case already held → not earned again", () => expect(compositeBadgesEarned(["cabed", "cafed", "case"])).toEqual([]));
});

describe("certificate codes: 10 characters without 0, O, 1 or I", () => {
  it("the alphabet has 32 unambiguous characters", () => {
    expect(CODE_ALPHABET).toHaveLength(32);
    expect(new Set(CODE_ALPHABET).size).toBe(32);
    for (const c of "0O1I") expect(CODE_ALPHABET).not.toContain(c);
  });
  it("draws each character from the injected random bytes", () => {
    const bytes = (n: number) => Uint8Array.from({ length: n }, (_, i) => i * 3);
    const code = certificateCode(bytes);
    expect(code).toHaveLength(CODE_LENGTH);
    expect(code).toBe([0, 3, 6, 9, 12, 15, 18, 21, 24, 27].map((i) => CODE_ALPHABET[i]).join(""));
    expect(certificateCode((n) => new Uint8Array(n).fill(255))).toBe("9".repeat(10));
    expect(certificateCode((n) => new Uint8Array(n).fill(32))).toBe("A".repeat(10));
  });
});

describe("idSlug: {code}-{slug of the title}", () => {
  it("slugs are lower-case ASCII words joined by dashes", () => {
    expect(slugify("M1 SQL")).toBe("m1-sql");
    expect(slugify("Foundation Certificate in UI/UX Design")).toBe("foundation-certificate-in-ui-ux-design");
    expect(slugify("  Café — Données  ")).toBe("cafe-donnees");
    expect(slugify("AWS Certified Machine Learning – Specialty")).toBe("aws-certified-machine-learning-specialty");
  });
  it("joins the code and the slug; a title without ASCII letters leaves the bare code", () => {
    expect(idSlug("DEMSQL2K6M", "M1 SQL")).toBe("DEMSQL2K6M-m1-sql");
    expect(idSlug("DEMSQL2K6M", "資料分析")).toBe("DEMSQL2K6M");
  });
  it("codeFromIdSlug takes the part before the first dash; a bare or lower-case code works too", () => {
    expect(codeFromIdSlug("DEMSQL2K6M-m1-sql")).toBe("DEMSQL2K6M");
    expect(codeFromIdSlug("DEMSQL2K6M-anything-else")).toBe("DEMSQL2K6M");
    expect(codeFromIdSlug("DEMSQL2K6M")).toBe("DEMSQL2K6M");
    expect(codeFromIdSlug("demsql2k6m")).toBe("DEMSQL2K6M");
  });
  it("codeFromIdSlug refuses malformed codes", () => {
    for (const bad of ["", "-m1-sql", "DEMSQL2K6", "DEMSQL2K6MX-m1", "DEMSQL2K60", "DEMSQL2K6O", "DEMSQL2K6I"])
      expect(codeFromIdSlug(bad)).toBeNull();
  });
});

describe("issuing: a course or a badge, started no later than today", () => {
  const today = "2026-06-15";
  it("a course, started today or before, is fine", () => {
    expect(issueProblems({ courseId: "m1sql", dateStarted: today }, today)).toEqual({});
    expect(issueProblems({ courseId: "m1sql", badgeId: null, dateStarted: "2026-01-01" }, today)).toEqual({});
  });
  it("the case badge alone is fine", () => expect(issueProblems({ badgeId: "case", dateStarted: today }, today)).toEqual({}));
  it("neither or both → one of them is asked for", () => {
    expect(issueProblems({ dateStarted: today }, today)).toEqual({ courseId: "Choose a course or a badge" });
    expect(issueProblems({ courseId: "  ", badgeId: "", dateStarted: today }, today)).toEqual({ courseId: "Choose a course or a badge" });
    expect(issueProblems({ courseId: "cabed", badgeId: "case", dateStarted: today }, today)).toEqual({
      badgeId: "Give a course or a badge, not both",
    });
  });
  it("an unknown badge, or a course's badge given alone, is refused", () => {
    expect(issueProblems({ badgeId: "nope", dateStarted: today }, today).badgeId).toBe("Unknown badge");
    expect(issueProblems({ badgeId: "m1sql", dateStarted: today }, today).badgeId).toMatch(/choose the course/);
  });
  it("a start after today is refused", () =>
    expect(issueProblems({ courseId: "m1sql", dateStarted: "2026-06-16" }, today)).toEqual({
      dateStarted: "The start date cannot be in the future",
    }));
});
