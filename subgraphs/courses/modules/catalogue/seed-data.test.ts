/** The catalogue's seed: every visible course has a full page that refers only to existing tools, people and testimonials. */
import { describe, expect, it } from "vitest";
import { TOOL_SEED } from "../../../talent/modules/vocabulary/seed-data.js";
import { PEOPLE, TESTIMONIALS, sanitizeCourseContent } from "../content/index.js";
import { COURSE_SEED } from "./seed-data.js";

describe("seed content", () => {
  const visible = COURSE_SEED.courses.filter((c) => !c.hidden);
  const hidden = COURSE_SEED.courses.filter((c) => c.hidden);
  const toolIds = new Set(TOOL_SEED.map((t) => t.id));
  const personIds = new Set(PEOPLE.map((p) => p.id));
  const testimonialIds = new Set(TESTIMONIALS.map((t) => t.id));

  it("every visible course has a full page: overview, 3–5 outcomes, 3–6 modules with outcomes, instructors", () => {
    expect(visible).toHaveLength(23);
    for (const c of visible) {
      expect(c.overview?.paragraph, c.id).toMatch(/^<p>/);
      expect(c.outcomes!.length, c.id).toBeGreaterThanOrEqual(3);
      expect(c.outcomes!.length, c.id).toBeLessThanOrEqual(5);
      expect(c.modules!.length, c.id).toBeGreaterThanOrEqual(3);
      expect(c.modules!.length, c.id).toBeLessThanOrEqual(6);
      expect(
        c.modules!.every((m) => m.outcomes.length > 0),
        c.id,
      ).toBe(true);
      expect(c.instructors!.length, c.id).toBeGreaterThan(0);
    }
  });
  it("certified-associate and foundation-certificate courses have projects", () => {
    for (const c of visible.filter((c) => c.categoryId === "ca" || c.categoryId === "fc"))
      expect(c.projects!.length, c.id).toBeGreaterThan(0);
  });
  it("refers only to existing tools, people and testimonials", () => {
    for (const c of visible) {
      for (const t of c.tools ?? []) expect(toolIds.has(t), `${c.id}: tool ${t}`).toBe(true);
      for (const p of c.instructors ?? []) expect(personIds.has(p), `${c.id}: person ${p}`).toBe(true);
      for (const g of c.graduates ?? []) expect(testimonialIds.has(g), `${c.id}: testimonial ${g}`).toBe(true);
    }
  });
  it("keeps the SPEC §9 timelines", () => {
    const timeline = (id: string) => COURSE_SEED.courses.find((c) => c.id === id)!.timeline;
    for (const id of ["m1js", "m1py", "m1sql"]) expect(timeline(id)).toBe("2 months, self-paced");
    expect(timeline("m1blockchain")).toBe("1 month, self-paced");
    for (const id of ["cada", "fcda", "fif", "aws-csa-a"]) expect(timeline(id)).toBe("2 - 4 months");
    for (const c of hidden) expect(c.timeline).toBe("2-4 months");
  });
  it("says a course is self-paced in its delivery exactly when its timeline does", () => {
    for (const c of COURSE_SEED.courses.filter((c) => !c.hidden))
      expect(c.delivery, c.id).toBe(c.timeline!.includes("self-paced") ? "Self-paced" : "Instructor-led");
  });
  it("is stored as written: sanitizing changes no course text (the client's mocks serve these rows unsanitized)", () => {
    for (const c of COURSE_SEED.courses) expect(sanitizeCourseContent(c), c.id).toEqual(c);
  });
  it("hidden placeholders stay without content", () => {
    expect(hidden).toHaveLength(16);
    for (const c of hidden) {
      expect(c.overview ?? null).toBeNull();
      expect(c.modules ?? []).toEqual([]);
      expect(c.outcomes ?? []).toEqual([]);
    }
  });
});
