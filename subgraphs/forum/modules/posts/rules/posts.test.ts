import { describe, expect, it } from "vitest";
import { FORUM_MODERATOR_ROLES } from "../../shared/index.js";
import {
  COMMENT_DESCRIPTION_MAX,
  POST_DESCRIPTION_MAX,
  descriptionProblem,
  DESCRIPTION_HTML_MAX,
  mayEditPost,
  mayManageTags,
  mayModeratePost,
  oneLine,
  tagChoiceProblem,
} from "./posts.js";

const ANNOUNCEMENT = { isAnnouncement: true };
/** A description's parts: its source and visible text (the HTML short unless a test needs it long). */
const d = (markdown: string, text: string, html = `<p>${text}</p>`) => ({ markdown, text, html });
const ORDINARY = { isAnnouncement: false };

describe("rule: an announcement has an empty description (SPEC §3)", () => {
  it("an empty description fits an announcement", () => expect(descriptionProblem(ANNOUNCEMENT, d("", ""))).toBeNull());
  it("any description is refused on an announcement", () => {
    expect(descriptionProblem(ANNOUNCEMENT, d("Hi", "Hi"))).toBe("An announcement has no description.");
    expect(descriptionProblem(ANNOUNCEMENT, d("`` ``", ""))).toBe("An announcement has no description.");
  });
});

describe("rule: an ordinary post's description has text, at most 20000 characters of Markdown source", () => {
  it("needs some visible text", () => {
    expect(descriptionProblem(ORDINARY, d("", ""))).toBe("Write the post's description.");
    expect(descriptionProblem(ORDINARY, d("> \n\n", "  "))).toBe("Write the post's description.");
  });
  it("one character is enough", () => expect(descriptionProblem(ORDINARY, d("x", "x"))).toBeNull());
  it("20000 characters fit, 20001 do not", () => {
    expect(descriptionProblem(ORDINARY, d("x".repeat(POST_DESCRIPTION_MAX), "x"))).toBeNull();
    expect(descriptionProblem(ORDINARY, d("x".repeat(POST_DESCRIPTION_MAX + 1), "x"))).toMatch(/At most 20,000 characters/);
  });
});

describe("rule: the length limits apply to the Markdown source; its HTML is capped only against runaway markup", () => {
  it("highlighted code may render longer than the source limit", () =>
    expect(descriptionProblem(ORDINARY, d("x".repeat(POST_DESCRIPTION_MAX), "x", "x".repeat(POST_DESCRIPTION_MAX * 5)))).toBeNull());
  it(`a source within its limit that renders past ${DESCRIPTION_HTML_MAX} characters is refused`, () =>
    expect(descriptionProblem(ORDINARY, d("x", "x", "x".repeat(DESCRIPTION_HTML_MAX + 1)))).toMatch(/Too much formatting/));
});

describe("rule: a post is filed under existing tags that are not CLASSROOM tags", () => {
  const found = [
    { id: "sql", category: "SKILL" as const },
    { id: "resume", category: "CAREER" as const },
    { id: "fcda-2026-01", category: "CLASSROOM" as const },
  ];
  it("existing non-classroom tags are fine", () => expect(tagChoiceProblem(["sql", "resume"], found)).toBeNull());
  it("names the unknown tags", () => expect(tagChoiceProblem(["sql", "nope", "nada"], found)).toBe("No such tag: nope, nada."));
  it("refuses a classroom tag", () => expect(tagChoiceProblem(["sql", "fcda-2026-01"], found)).toMatch(/Class forum tags/));
});

describe("rule: a class forum post keeps exactly its class's tag", () => {
  const found = [
    { id: "sql", category: "SKILL" as const },
    { id: "m1js-open-2026", category: "CLASSROOM" as const },
    { id: "fcda-2026-10", category: "CLASSROOM" as const },
  ];
  it("its class's tag alone is fine", () => expect(tagChoiceProblem(["m1js-open-2026"], found, "m1js-open-2026")).toBeNull());
  it("another class's tag, a general tag, or one more tag is refused", () => {
    for (const asked of [["fcda-2026-10"], ["sql"], ["m1js-open-2026", "sql"], ["m1js-open-2026", "fcda-2026-10"], []]) {
      expect(tagChoiceProblem(asked, found, "m1js-open-2026"), asked.join()).toMatch(/keeps its class's tag only \(m1js-open-2026\)/);
    }
  });
  it("a general post still may not take a class's tag", () =>
    expect(tagChoiceProblem(["m1js-open-2026"], found, null)).toMatch(/Class forum tags/));
});

describe("rule: a title is one line", () => {
  it("collapses new lines and runs of spaces", () =>
    expect(oneLine("  Joins\n\n and   window\tfunctions ")).toBe("Joins and window functions"));
});

describe("rule: only the author edits a post (deleting: rules/moderation.ts)", () => {
  const post = { authorId: "a" };
  it("the author may", () => expect(mayEditPost("a", post)).toBe(true));
  it("anyone else may not", () => expect(mayEditPost("b", post)).toBe(false));
});

describe("rule: a comment's description has text, at most 10000 characters of sanitized HTML", () => {
  it("needs some visible text", () => {
    expect(descriptionProblem("COMMENT", d("", ""))).toBe("Write the comment.");
    expect(descriptionProblem("COMMENT", d(" ", " "))).toBe("Write the comment.");
  });
  it("one character is enough", () => expect(descriptionProblem("COMMENT", d("x", "x"))).toBeNull());
  it("10000 characters fit, 10001 do not", () => {
    expect(COMMENT_DESCRIPTION_MAX).toBe(10_000);
    expect(descriptionProblem("COMMENT", d("x".repeat(COMMENT_DESCRIPTION_MAX), "x"))).toBeNull();
    expect(descriptionProblem("COMMENT", d("x".repeat(COMMENT_DESCRIPTION_MAX + 1), "x"))).toMatch(/At most 10,000 characters/);
  });
});

describe("rule: the post's author or a forum moderator (COURSE_ADMIN, TALENT_ADMIN) moderates a post", () => {
  const post = { authorId: "a" };
  it("the author may, whatever their roles", () => expect(mayModeratePost({ id: "a", roles: ["STUDENT"] }, post)).toBe(true));
  it("course admins and talent admins may", () => {
    expect(FORUM_MODERATOR_ROLES).toEqual(["COURSE_ADMIN", "TALENT_ADMIN"]);
    expect(mayModeratePost({ id: "b", roles: ["COURSE_ADMIN"] }, post)).toBe(true);
    expect(mayModeratePost({ id: "b", roles: ["STUDENT", "TALENT_ADMIN"] }, post)).toBe(true);
  });
  it("anyone else may not by role: students, instructors (theirs is per class forum), job admins, recruiters", () => {
    for (const role of ["STUDENT", "INSTRUCTOR", "JOB_ADMIN", "COMPANY_REPRESENTATIVE", "EVENT_EXHIBITOR"] as const) {
      expect(mayModeratePost({ id: "b", roles: [role] }, post), role).toBe(false);
    }
    expect(mayModeratePost({ id: "b", roles: [] }, post)).toBe(false);
  });
});

describe("rule: forum admins (COURSE_ADMIN, TALENT_ADMIN) manage tags", () => {
  it("course admins and talent admins may", () => {
    expect(mayManageTags(["COURSE_ADMIN"])).toBe(true);
    expect(mayManageTags(["STUDENT", "TALENT_ADMIN"])).toBe(true);
  });
  it("anyone else may not: students, instructors, job admins, recruiters, no roles", () => {
    for (const role of ["STUDENT", "INSTRUCTOR", "JOB_ADMIN", "COMPANY_REPRESENTATIVE", "EVENT_EXHIBITOR"] as const) {
      expect(mayManageTags([role]), role).toBe(false);
    }
    expect(mayManageTags([])).toBe(false);
  });
});
