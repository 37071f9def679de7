import { describe, expect, it } from "vitest";
import { faqTypeOfCategory, sanitizeCourseContent } from "./content.js";

describe("rule: course text is sanitized before it is stored", () => {
  it("strips script from the overview and every tag from plain text", () => {
    const clean = sanitizeCourseContent({
      description: 'Learn <b>SQL</b><script>alert("x")</script>',
      overview: { title: "About <i>it</i>", paragraph: '<p onclick="x()">Hi</p><script>steal()</script><img src=x onerror=y>' },
      outcomes: ["<script>x</script>Query data"],
      modules: [{ title: "<u>One</u>", outcomes: ["<iframe></iframe>Join"] }],
      projects: ["<style>p{}</style>Report"],
    });
    expect(clean).toEqual({
      description: "Learn SQL",
      overview: { title: "About it", paragraph: "<p>Hi</p>" },
      outcomes: ["Query data"],
      modules: [{ title: "One", outcomes: ["Join"] }],
      projects: ["Report"],
    });
  });
});

describe("rule: FAQ list of a course page by category", () => {
  it.each([
    ["m1", "course_M1"],
    ["fc", "course_fc"],
    ["ca", "course_ca_admissions"],
    ["special-foundation", null],
    [null, null],
  ])("%s → %s", (category, type) => expect(faqTypeOfCategory(category)).toBe(type));
});
