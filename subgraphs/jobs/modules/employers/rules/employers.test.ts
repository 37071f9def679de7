import { describe, expect, it } from "vitest";
import { employerSlug } from "./employers.js";

describe("a new employer's id is a slug of its name, numbered when taken", () => {
  it("slugs ASCII letters and digits", () => {
    expect(employerSlug("Nasi & Code Sdn. Bhd.", new Set())).toBe("nasi-and-code-sdn-bhd");
    expect(employerSlug("Café Numérique", new Set())).toBe("cafe-numerique");
  });
  it("numbers a taken slug from 2", () => {
    expect(employerSlug("KopiCloud", new Set(["kopicloud"]))).toBe("kopicloud-2");
    expect(employerSlug("KopiCloud", new Set(["kopicloud", "kopicloud-2"]))).toBe("kopicloud-3");
  });
  it("falls back to 'employer' when nothing survives", () => {
    expect(employerSlug("株式会社", new Set())).toBe("employer");
  });
  it("keeps at most 50 characters without a trailing dash", () => {
    const slug = employerSlug("a".repeat(49) + " b", new Set());
    expect(slug.length).toBeLessThanOrEqual(50);
    expect(slug.endsWith("-")).toBe(false);
  });
});
