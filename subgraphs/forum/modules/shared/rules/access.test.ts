import { describe, expect, it } from "vitest";
import {
  FORUM_ADMINS_GROUP,
  classMembersGroup,
  classModeratorsGroup,
  isForumAdminRoles,
  mayModerateForum,
  mayReadForum,
  maySeeContent,
  memberClassSlugs,
  moderatedClassSlugs,
  notificationGroupsOfScope,
  rolesScopeOf,
  scopeOf,
  type ClassMembership,
  type ModeratedContent,
} from "./access.js";

const JS: ClassMembership = { slug: "m1js-open-2026", title: "M1 JavaScript open class 2026", role: "STUDENT" };
const SQL: ClassMembership = { slug: "m1sql-2026-05", title: "M1 SQL May 2026", role: "INSTRUCTOR" };
const OTHER = "fcda-2026-10";

const member = scopeOf({ id: "me", roles: ["STUDENT"] }, [JS, SQL]);
const stranger = scopeOf({ id: "stranger", roles: ["STUDENT", "INSTRUCTOR", "JOB_ADMIN"] }, []);
const courseAdmin = scopeOf({ id: "admin", roles: ["COURSE_ADMIN"] }, []);
const talentAdmin = scopeOf({ id: "admin2", roles: ["TALENT_ADMIN"] }, []);

describe("rule: forum admins are COURSE_ADMIN and TALENT_ADMIN", () => {
  it("by role", () => {
    expect(isForumAdminRoles(["COURSE_ADMIN"])).toBe(true);
    expect(isForumAdminRoles(["STUDENT", "TALENT_ADMIN"])).toBe(true);
    expect(isForumAdminRoles(["INSTRUCTOR", "JOB_ADMIN", "STUDENT"])).toBe(false);
  });
  it("a scope keeps the viewer's classes by slug; a roles-only scope has none", () => {
    expect(memberClassSlugs(member)).toEqual([JS.slug, SQL.slug]);
    expect(moderatedClassSlugs(member)).toEqual([SQL.slug]);
    expect(rolesScopeOf({ id: "admin", roles: ["COURSE_ADMIN"] })).toEqual({ viewerId: "admin", isForumAdmin: true, classes: new Map() });
  });
});

describe("rule: who reads a forum (mayReadForum)", () => {
  it("the general forum: everyone logged in", () => {
    for (const scope of [member, stranger, courseAdmin]) expect(mayReadForum(scope, null)).toBe(true);
  });
  it("a class forum: its students and instructors", () => {
    expect(mayReadForum(member, JS.slug)).toBe(true);
    expect(mayReadForum(member, SQL.slug)).toBe(true);
    expect(mayReadForum(member, OTHER)).toBe(false);
    expect(mayReadForum(stranger, JS.slug)).toBe(false);
  });
  it("a class forum: forum admins, members or not", () => {
    expect(mayReadForum(courseAdmin, OTHER)).toBe(true);
    expect(mayReadForum(talentAdmin, JS.slug)).toBe(true);
  });
});

describe("rule: who moderates a forum (mayModerateForum)", () => {
  it("forum admins moderate the general forum and every class forum", () => {
    for (const admin of [courseAdmin, talentAdmin]) {
      expect(mayModerateForum(admin, null)).toBe(true);
      expect(mayModerateForum(admin, OTHER)).toBe(true);
    }
  });
  it("a class's instructors moderate its forum only (not the general forum, not other classes)", () => {
    expect(mayModerateForum(member, SQL.slug)).toBe(true);
    expect(mayModerateForum(member, null)).toBe(false);
    expect(mayModerateForum(member, OTHER)).toBe(false);
  });
  it("students and the INSTRUCTOR role alone moderate nothing", () => {
    expect(mayModerateForum(member, JS.slug)).toBe(false);
    expect(mayModerateForum(stranger, JS.slug)).toBe(false);
    expect(mayModerateForum(stranger, null)).toBe(false);
  });
});

describe("rule: who sees a piece of content (maySeeContent)", () => {
  const content = (over: Partial<ModeratedContent>): ModeratedContent => ({
    authorId: "author",
    classSlug: null,
    isHidden: false,
    underReview: false,
    ...over,
  });
  it("shown content: whoever reads its forum", () => {
    expect(maySeeContent(stranger, content({}))).toBe(true);
    expect(maySeeContent(member, content({ classSlug: JS.slug }))).toBe(true);
    expect(maySeeContent(stranger, content({ classSlug: JS.slug }))).toBe(false);
    expect(maySeeContent(courseAdmin, content({ classSlug: OTHER }))).toBe(true);
  });
  for (const flag of ["isHidden", "underReview"] as const) {
    it(`${flag === "isHidden" ? "hidden" : "under review"}: its author and its forum's moderators only`, () => {
      const general = content({ [flag]: true });
      expect(maySeeContent(stranger, general)).toBe(false);
      expect(maySeeContent(scopeOf({ id: "author", roles: ["STUDENT"] }, []), general)).toBe(true);
      expect(maySeeContent(courseAdmin, general)).toBe(true);
      // A class instructor moderates their class only, not the general forum.
      expect(maySeeContent(member, general)).toBe(false);
      expect(maySeeContent(member, content({ [flag]: true, classSlug: SQL.slug }))).toBe(true);
      expect(maySeeContent(member, content({ [flag]: true, classSlug: JS.slug }))).toBe(false);
    });
  }
  it("the author of a class post who left the class no longer sees it", () =>
    expect(maySeeContent(scopeOf({ id: "author", roles: ["STUDENT"] }, []), content({ classSlug: JS.slug }))).toBe(false));
});

describe("rule: the notification groups a viewer reads (notificationGroupsOfScope)", () => {
  it("a member reads their classes' members group, and the moderators group of the classes they instruct", () =>
    expect(notificationGroupsOfScope(member)).toEqual([
      classMembersGroup(JS.slug),
      classMembersGroup(SQL.slug),
      classModeratorsGroup(SQL.slug),
    ]));
  it("forum admins read the forum-admins group", () => expect(notificationGroupsOfScope(talentAdmin)).toEqual([FORUM_ADMINS_GROUP]));
  it("someone with no class and no admin role reads none", () => expect(notificationGroupsOfScope(stranger)).toEqual([]));
  it("group names", () => {
    expect(FORUM_ADMINS_GROUP).toBe("forum-admins");
    expect(classMembersGroup("m1js-open-2026")).toBe("class-members:m1js-open-2026");
    expect(classModeratorsGroup("m1js-open-2026")).toBe("class-moderators:m1js-open-2026");
  });
});
