import { describe, expect, it } from "vitest";
import { scopeOf, type ClassMembership } from "../../shared/index.js";
import {
  classesByTitle,
  classesMatching,
  classPostFlags,
  classPostRefusal,
  classRoleOf,
  classTabPageSize,
  classTagOf,
  mayAnnounceInClass,
  mayAskSupportInClass,
  mayListClassStudents,
  mayModerateClass,
  mayPostInClass,
  mayReadClassForum,
  tabHolds,
  type ClassPostKind,
  type ClassTab,
} from "./classes.js";

const JS: ClassMembership = { slug: "m1js-open-2026", title: "M1 JavaScript open class 2026", role: "STUDENT" };
const SQL: ClassMembership = { slug: "m1sql-2026-05", title: "M1 SQL May 2026", role: "INSTRUCTOR" };
const OTHER = "fcda-2026-10";

/** A member of two classes: student of JS, instructor of SQL. */
const member = scopeOf({ id: "u1", roles: ["STUDENT", "INSTRUCTOR"] }, [JS, SQL]);
const courseAdmin = scopeOf({ id: "a1", roles: ["COURSE_ADMIN"] }, []);
const talentAdmin = scopeOf({ id: "a2", roles: ["TALENT_ADMIN"] }, []);
/** A forum admin who also studies in the JS class. */
const adminStudent = scopeOf({ id: "a3", roles: ["COURSE_ADMIN"] }, [JS]);
const stranger = scopeOf({ id: "u2", roles: ["STUDENT"] }, []);
/** INSTRUCTOR is a role, not a class part: an instructor of no class moderates no class forum. */
const instructorElsewhere = scopeOf({ id: "u3", roles: ["INSTRUCTOR"] }, [{ ...JS, role: "STUDENT" }]);

describe("rule: the viewer's part in a class is courses' membership", () => {
  it("student or instructor of their classes, null elsewhere (forum admins included)", () => {
    expect(classRoleOf(member, JS.slug)).toBe("STUDENT");
    expect(classRoleOf(member, SQL.slug)).toBe("INSTRUCTOR");
    expect(classRoleOf(member, OTHER)).toBeNull();
    expect(classRoleOf(courseAdmin, JS.slug)).toBeNull();
  });
});

describe("rule: a class forum is read by its members and forum admins", () => {
  it("students and instructors of the class read it", () => {
    expect(mayReadClassForum(member, JS.slug)).toBe(true);
    expect(mayReadClassForum(member, SQL.slug)).toBe(true);
  });
  it("forum admins (COURSE_ADMIN, TALENT_ADMIN) read every class forum", () => {
    for (const admin of [courseAdmin, talentAdmin]) expect(mayReadClassForum(admin, OTHER)).toBe(true);
  });
  it("nobody else does", () => {
    expect(mayReadClassForum(member, OTHER)).toBe(false);
    expect(mayReadClassForum(stranger, JS.slug)).toBe(false);
  });
});

describe("rule: a class forum is moderated by its instructors and forum admins", () => {
  it("an instructor of the class moderates it; a student of it does not", () => {
    expect(mayModerateClass(member, SQL.slug)).toBe(true);
    expect(mayModerateClass(member, JS.slug)).toBe(false);
  });
  it("the INSTRUCTOR role alone moderates nothing", () => expect(mayModerateClass(instructorElsewhere, JS.slug)).toBe(false));
  it("forum admins moderate every class forum, even one they study in", () => {
    expect(mayModerateClass(courseAdmin, OTHER)).toBe(true);
    expect(mayModerateClass(adminStudent, JS.slug)).toBe(true);
  });
  it("a class's students are listed to its moderators only", () => {
    expect(mayListClassStudents(member, SQL.slug)).toBe(true);
    expect(mayListClassStudents(talentAdmin, JS.slug)).toBe(true);
    expect(mayListClassStudents(member, JS.slug)).toBe(false);
    expect(mayListClassStudents(stranger, JS.slug)).toBe(false);
  });
});

describe("rule: announcements are posted by the class's moderators", () => {
  it("its instructors and forum admins may; its students and strangers may not", () => {
    expect(mayAnnounceInClass(member, SQL.slug)).toBe(true);
    expect(mayAnnounceInClass(courseAdmin, OTHER)).toBe(true);
    expect(mayAnnounceInClass(member, JS.slug)).toBe(false);
    expect(mayAnnounceInClass(stranger, JS.slug)).toBe(false);
  });
});

describe("rule: support questions are asked by the class's students only", () => {
  it("a student of the class may", () => expect(mayAskSupportInClass(member, JS.slug)).toBe(true));
  it("its instructors, forum admins who are not students of it, and strangers may not", () => {
    expect(mayAskSupportInClass(member, SQL.slug)).toBe(false);
    expect(mayAskSupportInClass(courseAdmin, JS.slug)).toBe(false);
    expect(mayAskSupportInClass(stranger, JS.slug)).toBe(false);
  });
  it("a forum admin who studies in the class asks as its student", () => expect(mayAskSupportInClass(adminStudent, JS.slug)).toBe(true));
});

describe("rule: who posts which kind in a class forum (mayPostInClass)", () => {
  const table: [string, ReturnType<typeof scopeOf>, string, Record<ClassPostKind, boolean>][] = [
    ["a student of the class", member, JS.slug, { DISCUSSION: true, ANNOUNCEMENT: false, SUPPORT: true }],
    ["an instructor of the class", member, SQL.slug, { DISCUSSION: true, ANNOUNCEMENT: true, SUPPORT: false }],
    ["a member of other classes", member, OTHER, { DISCUSSION: false, ANNOUNCEMENT: false, SUPPORT: false }],
    ["a course admin", courseAdmin, OTHER, { DISCUSSION: true, ANNOUNCEMENT: true, SUPPORT: false }],
    ["a talent admin", talentAdmin, JS.slug, { DISCUSSION: true, ANNOUNCEMENT: true, SUPPORT: false }],
    ["a stranger", stranger, JS.slug, { DISCUSSION: false, ANNOUNCEMENT: false, SUPPORT: false }],
  ];
  for (const [who, scope, slug, expected] of table) {
    it(who, () => {
      for (const kind of ["DISCUSSION", "ANNOUNCEMENT", "SUPPORT"] as const)
        expect(mayPostInClass(kind, scope, slug), kind).toBe(expected[kind]);
    });
  }
  it("a refusal says who may", () => {
    expect(classPostRefusal("DISCUSSION")).toMatch(/members and forum admins/);
    expect(classPostRefusal("ANNOUNCEMENT")).toMatch(/instructors and forum admins/);
    expect(classPostRefusal("SUPPORT")).toMatch(/students/);
  });
});

describe("rule: a class post's kind sets its flags", () => {
  it("an announcement, a support question, a discussion post", () => {
    expect(classPostFlags("ANNOUNCEMENT")).toEqual({ isAnnouncement: true, isSupport: false });
    expect(classPostFlags("SUPPORT")).toEqual({ isAnnouncement: false, isSupport: true });
    expect(classPostFlags("DISCUSSION")).toEqual({ isAnnouncement: false, isSupport: false });
  });
});

describe("rule: the tabs of a class forum and their page sizes (SPEC §9)", () => {
  const post = (flags: Partial<{ isAnnouncement: boolean; isSupport: boolean; isPinned: boolean }>) => ({
    isAnnouncement: false,
    isSupport: false,
    isPinned: false,
    ...flags,
  });
  const tabsOf = (p: ReturnType<typeof post>) =>
    (["POSTS", "ANNOUNCEMENTS", "PINNED", "SUPPORT"] as ClassTab[]).filter((tab) => tabHolds(tab, p));
  it("Posts lists discussion posts only", () => expect(tabsOf(post({}))).toEqual(["POSTS"]));
  it("an announcement is on Announcements, a support question on Support", () => {
    expect(tabsOf(post({ isAnnouncement: true }))).toEqual(["ANNOUNCEMENTS"]);
    expect(tabsOf(post({ isSupport: true }))).toEqual(["SUPPORT"]);
  });
  it("Pinned lists pinned posts of any kind, which stay on their own tab too", () => {
    expect(tabsOf(post({ isPinned: true }))).toEqual(["POSTS", "PINNED"]);
    expect(tabsOf(post({ isPinned: true, isAnnouncement: true }))).toEqual(["ANNOUNCEMENTS", "PINNED"]);
  });
  it("announcements 8 a page; posts, pinned and support 6 (forum posts)", () => {
    expect(classTabPageSize("ANNOUNCEMENTS")).toBe(8);
    for (const tab of ["POSTS", "PINNED", "SUPPORT"] as const) expect(classTabPageSize(tab)).toBe(6);
  });
});

describe("rule: the viewer's classes by title, and those a search text names", () => {
  const many = scopeOf({ id: "u", roles: ["STUDENT"] }, [
    { slug: "zz-2026", title: "Beta class", role: "STUDENT" },
    { slug: "aa-2026", title: "alpha class", role: "INSTRUCTOR" },
    { slug: "mm-2026", title: "Beta class", role: "STUDENT" },
  ]);
  it("by title, then slug", () => expect(classesByTitle(many).map((c) => c.slug)).toEqual(["aa-2026", "mm-2026", "zz-2026"]));
  it("matches a case-insensitive substring of the title or the slug", () => {
    expect(classesMatching(many, "BETA").map((c) => c.slug)).toEqual(["mm-2026", "zz-2026"]);
    expect(classesMatching(many, "aa-20").map((c) => c.slug)).toEqual(["aa-2026"]);
    expect(classesMatching(many, "2026")).toHaveLength(3);
    expect(classesMatching(many, "gamma")).toEqual([]);
  });
  it("blank text matches nothing", () => expect(classesMatching(many, "  ")).toEqual([]));
  it("LIKE wildcards are plain characters", () => expect(classesMatching(many, "%")).toEqual([]));
});

describe("rule: a class's CLASSROOM tag shares its slug and is named after it", () => {
  it("id, name and description", () =>
    expect(classTagOf(JS)).toEqual({
      id: "m1js-open-2026",
      name: "M1 JavaScript open class 2026",
      description: "Class forum of M1 JavaScript open class 2026.",
    }));
});
