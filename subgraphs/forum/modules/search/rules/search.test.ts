import { describe, expect, it } from "vitest";
import {
  FORUM_SEARCH_LIMITS,
  FORUM_SEARCH_TEXT_MAX,
  scopeCovers,
  searchesAnything,
  searchTextOf,
  searchTextProblem,
  type ForumSearchList,
  type ForumSearchScope,
} from "./search.js";

const LISTS: ForumSearchList[] = ["tags", "classes", "posts", "people"];
const covered = (scope: ForumSearchScope) => LISTS.filter((l) => scopeCovers(scope, l));

describe("rule: a search fills only the lists of its scope (SPEC §5 tag, class, post, all)", () => {
  it("TAG: tags only", () => expect(covered("TAG")).toEqual(["tags"]));
  it("CLASS: classes only", () => expect(covered("CLASS")).toEqual(["classes"]));
  it("POST: posts only", () => expect(covered("POST")).toEqual(["posts"]));
  it("ALL: every list, people included", () => expect(covered("ALL")).toEqual(LISTS));
  it("people only in ALL", () => {
    for (const scope of ["TAG", "CLASS", "POST"] as const) expect(scopeCovers(scope, "people")).toBe(false);
  });
});

describe("rule: search posts at most 5 (SPEC §9); tags and classes at most 10; people at most 5", () => {
  it("posts 5", () => expect(FORUM_SEARCH_LIMITS.posts).toBe(5));
  it("tags and classes 10", () => expect([FORUM_SEARCH_LIMITS.tags, FORUM_SEARCH_LIMITS.classes]).toEqual([10, 10]));
  it("people 5", () => expect(FORUM_SEARCH_LIMITS.people).toBe(5));
});

describe("rule: the text is trimmed and at most 100 characters; empty text finds nothing (SPEC §5)", () => {
  it("trims spaces, tabs and new lines around it", () => expect(searchTextOf("  \tsql joins\n")).toBe("sql joins"));
  it("100 characters are fine", () => expect(searchTextProblem("a".repeat(FORUM_SEARCH_TEXT_MAX))).toBeNull());
  it("101 characters are refused", () => expect(searchTextProblem("a".repeat(FORUM_SEARCH_TEXT_MAX + 1))).toMatch(/at most 100/i));
  it("blank text is not an error", () => expect(searchTextProblem(searchTextOf("   "))).toBeNull());
  it("blank text searches nothing", () => expect(searchesAnything(searchTextOf("   "))).toBe(false));
  it("one character searches", () => expect(searchesAnything("a")).toBe(true));
});
