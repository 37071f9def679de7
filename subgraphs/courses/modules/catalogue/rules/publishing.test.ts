import { describe, expect, it } from "vitest";
import { COURSE_DELIVERIES, COURSE_MEDIA } from "./course-content-limits.js";
import { canBeShown, changeFeatured, changeHidden, contentProblems, courseContentInputSchema, publishProblems } from "./publishing.js";

const FULL = { description: "Learn Python.", modules: [{ title: "Basics", outcomes: [] }] };
const EMPTY = { description: "", modules: [] };

describe("publishProblems / canBeShown", () => {
  it("a course with a description and a module can be shown", () => {
    expect(publishProblems(FULL)).toEqual({});
    expect(canBeShown(FULL)).toBe(true);
  });
  it("a blank description or no module keeps it hidden, with one message per missing field", () => {
    expect(publishProblems(EMPTY)).toEqual({ description: expect.any(String), modules: expect.any(String) });
    expect(canBeShown({ ...FULL, description: "   " })).toBe(false);
    expect(Object.keys(publishProblems({ ...FULL, modules: [] }))).toEqual(["modules"]);
    expect(canBeShown(EMPTY)).toBe(false);
  });
});

describe("changeHidden", () => {
  it("hiding a featured course also unfeatures it, even an empty one", () => {
    expect(changeHidden({ ...FULL, hidden: false, feature: true }, true)).toEqual({ ok: true, next: { hidden: true, feature: false } });
    expect(changeHidden({ ...EMPTY, hidden: true, feature: false }, true)).toEqual({ ok: true, next: { hidden: true, feature: false } });
  });
  it("showing needs the publish rule; the featured flag is kept", () => {
    expect(changeHidden({ ...FULL, hidden: true, feature: false }, false)).toEqual({ ok: true, next: { hidden: false, feature: false } });
    expect(changeHidden({ ...FULL, hidden: false, feature: true }, false)).toEqual({ ok: true, next: { hidden: false, feature: true } });
    const refused = changeHidden({ ...EMPTY, hidden: true, feature: false }, false);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(Object.keys(refused.problems).sort()).toEqual(["description", "hidden", "modules"]);
  });
});

describe("changeFeatured", () => {
  it("a visible course can be featured and unfeatured", () => {
    expect(changeFeatured({ hidden: false, feature: false }, true)).toEqual({ ok: true, next: { hidden: false, feature: true } });
    expect(changeFeatured({ hidden: false, feature: true }, false)).toEqual({ ok: true, next: { hidden: false, feature: false } });
  });
  it("a hidden course cannot be featured, but unfeaturing it is allowed", () => {
    expect(changeFeatured({ hidden: true, feature: false }, true)).toEqual({ ok: false, problems: { featured: expect.any(String) } });
    expect(changeFeatured({ hidden: true, feature: false }, false)).toEqual({ ok: true, next: { hidden: true, feature: false } });
  });
});

describe("contentProblems", () => {
  it("a visible course must keep a description and a module", () => {
    expect(contentProblems({ hidden: false }, FULL)).toEqual({});
    expect(Object.keys(contentProblems({ hidden: false }, { ...FULL, description: "" }))).toEqual(["description"]);
    expect(Object.keys(contentProblems({ hidden: false }, { ...FULL, modules: [] }))).toEqual(["modules"]);
  });
  it("a hidden course may be an empty draft", () => {
    expect(contentProblems({ hidden: true }, EMPTY)).toEqual({});
  });
});

describe("courseContentInputSchema", () => {
  const valid = {
    title: "  Python  ",
    description: "Learn <b>Python</b>.",
    level: "Beginner",
    timeline: "2 - 4 months",
    delivery: "Instructor-led",
    medium: "Online",
    overview: { title: "About", paragraph: '<p>Hi <script>alert(1)</script><a href="https://x.test">x</a></p>' },
    outcomes: ["Write scripts"],
    modules: [{ title: "Basics", outcomes: ["Variables"] }],
    projects: [],
  };
  const issues = (input: unknown) => {
    const r = courseContentInputSchema.safeParse(input);
    return r.success ? [] : r.error.issues.map((i) => i.path.join("."));
  };

  it("trims, drops markup from plain text and sanitizes the overview with the simple-HTML allow-list", () => {
    const out = courseContentInputSchema.parse(valid);
    expect(out.title).toBe("Python");
    expect(out.description).toBe("Learn Python.");
    expect(out.overview!.paragraph).not.toContain("script");
    expect(out.overview!.paragraph).toContain('<a href="https://x.test"');
    expect(out.overview!.paragraph).toContain('rel="noopener noreferrer nofollow"');
  });
  it("level and overview may be null or omitted", () => {
    const out = courseContentInputSchema.parse({ ...valid, level: undefined, overview: null });
    expect(out.level).toBeNull();
    expect(out.overview).toBeNull();
  });
  it("checks lengths at their limits, after trimming and markup removal", () => {
    expect(issues({ ...valid, title: "x".repeat(120) })).toEqual([]);
    expect(issues({ ...valid, title: "x".repeat(121) })).toEqual(["title"]);
    expect(issues({ ...valid, title: "  <b></b> " })).toEqual(["title"]);
    expect(issues({ ...valid, description: "x".repeat(1000), timeline: "x".repeat(60) })).toEqual([]);
    expect(issues({ ...valid, description: "x".repeat(1001) })).toEqual(["description"]);
    expect(issues({ ...valid, timeline: "x".repeat(61) })).toEqual(["timeline"]);
    expect(issues({ ...valid, timeline: "" })).toEqual([]);
  });
  it("rule: delivery and medium are codes from their fixed lists", () => {
    for (const delivery of COURSE_DELIVERIES) expect(issues({ ...valid, delivery })).toEqual([]);
    for (const medium of COURSE_MEDIA) expect(issues({ ...valid, medium })).toEqual([]);
    expect(issues({ ...valid, delivery: "instructor-led", medium: "Online " })).toEqual(["delivery", "medium"]);
    expect(issues({ ...valid, delivery: "", medium: "Face to face" })).toEqual(["delivery", "medium"]);
    expect(issues({ ...valid, overview: { title: "", paragraph: "x".repeat(5001) } })).toEqual(["overview.title", "overview.paragraph"]);
    expect(issues({ ...valid, overview: { title: "t", paragraph: "x".repeat(5000) } })).toEqual([]);
  });
  it("bounds lists and their items, with per-item paths", () => {
    const twelve = Array.from({ length: 12 }, (_, i) => `item ${i}`);
    expect(issues({ ...valid, outcomes: twelve, projects: twelve })).toEqual([]);
    expect(issues({ ...valid, outcomes: [...twelve, "x"] })).toEqual(["outcomes"]);
    expect(issues({ ...valid, projects: ["ok", ""] })).toEqual(["projects.1"]);
    expect(issues({ ...valid, outcomes: ["x".repeat(301)] })).toEqual(["outcomes.0"]);
    const modules = Array.from({ length: 20 }, (_, i) => ({ title: `M${i}`, outcomes: twelve }));
    expect(issues({ ...valid, modules })).toEqual([]);
    expect(issues({ ...valid, modules: [...modules, { title: "x", outcomes: [] }] })).toEqual(["modules"]);
    expect(
      issues({
        ...valid,
        modules: [
          { title: "a", outcomes: [] },
          { title: "b", outcomes: [] },
          { title: " ", outcomes: [] },
        ],
      }),
    ).toEqual(["modules.2.title"]);
    expect(issues({ ...valid, modules: [{ title: "a", outcomes: [...twelve, "x"] }] })).toEqual(["modules.0.outcomes"]);
  });
});
