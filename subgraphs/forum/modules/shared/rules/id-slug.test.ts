import { describe, expect, it } from "vitest";
import { isShortId, makeIdSlug, randomShortId, shortIdOf, slugify } from "./id-slug.js";

describe("rule: a post's id slug is its short id plus a title slug", () => {
  it("joins short id and slug with a dash", () => {
    expect(makeIdSlug("k3v9x2ab", "How do I start with SQL?")).toBe("k3v9x2ab-how-do-i-start-with-sql");
  });
  it("drops accents and collapses punctuation", () => {
    expect(makeIdSlug("k3v9x2ab", "  Café -- résumé tips!! ")).toBe("k3v9x2ab-cafe-resume-tips");
  });
  it("keeps letters of other scripts", () => {
    expect(makeIdSlug("k3v9x2ab", "数据分析 入门")).toBe("k3v9x2ab-数据分析-入门");
  });
  it("is the short id alone when the title has no letters or digits", () => {
    expect(makeIdSlug("k3v9x2ab", "?!")).toBe("k3v9x2ab");
  });
  it("cuts the slug at a word boundary within 60 characters", () => {
    const slug = slugify("word ".repeat(30));
    expect(slug.length).toBeLessThanOrEqual(60);
    expect(slug.endsWith("-")).toBe(false);
    expect(slugify("x".repeat(100))).toHaveLength(60);
  });
});

describe("rule: a post is found by the short id, whatever the slug says", () => {
  it("reads the short id of an id slug", () => {
    expect(shortIdOf("k3v9x2ab-how-do-i-start-with-sql")).toBe("k3v9x2ab");
  });
  it("an edited title's old link still names the same post", () => {
    expect(shortIdOf(makeIdSlug("k3v9x2ab", "Old title"))).toBe(shortIdOf(makeIdSlug("k3v9x2ab", "New title")));
  });
  it("accepts the bare short id", () => {
    expect(shortIdOf("k3v9x2ab")).toBe("k3v9x2ab");
  });
  it("refuses what does not start with a short id", () => {
    for (const id of ["", "k3v9x2a", "K3V9X2AB-title", "k3v9x2abc", "k3v9x2ab_title", "../etc/passwd", "k3v9-2ab-x"])
      expect(shortIdOf(id)).toBeNull();
  });
});

describe("rule: new short ids are 8 base36 characters", () => {
  it("maps random bytes to the alphabet", () => {
    const id = randomShortId((n) => new Uint8Array(n).map((_, i) => i));
    expect(id).toBe("01234567");
    expect(isShortId(id)).toBe(true);
  });
  it("skips biased bytes (252 and above)", () => {
    let call = 0;
    const id = randomShortId((n) => new Uint8Array(n).fill(call++ === 0 ? 255 : 35));
    expect(id).toBe("zzzzzzzz");
  });
});
