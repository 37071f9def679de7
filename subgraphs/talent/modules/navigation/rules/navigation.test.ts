import { describe, expect, it } from "vitest";
import { ROLES, type Role } from "../../../../shared/viewer.js";
import { API_KEY_MANAGERS } from "../../../../shared/partner-api.js";
import {
  adminMenu,
  allMenusFor,
  audienceOf,
  homePath,
  navigationFor,
  STUDENT_SIDEBARS,
  studentSidebar,
  forumAdminMenu,
  LANDED_SECTIONS,
  MAIN_SECTIONS,
  mainNavigation,
  menusFor,
  reducedAdminMenu,
  type MainSection,
} from "./navigation.js";

const keys = (items: { key: string }[]) => items.map((i) => i.key);
const everySectionLanded = Object.fromEntries(MAIN_SECTIONS.map((s) => [s, `/${s}`])) as Record<MainSection, string>;

describe("rule: logged-in people see home, learn, skills, jobs, forum, events (SPEC §2)", () => {
  it("lists all six sections in SPEC order once every feature has landed", () => {
    expect(keys(mainNavigation(true, everySectionLanded))).toEqual(["home", "learn", "skills", "jobs", "forum", "events"]);
  });
  it("links each section to the route its feature declared", () => {
    expect(mainNavigation(true, everySectionLanded).find((i) => i.key === "forum")?.path).toBe("/forum");
  });
});

describe("rule: visitors see only jobs and events (SPEC §2)", () => {
  it("lists jobs and events once both have landed", () => {
    expect(keys(mainNavigation(false, everySectionLanded))).toEqual(["jobs", "events"]);
  });
  it("never shows a visitor a members-only section, even when landed", () => {
    const visitorKeys = keys(mainNavigation(false, everySectionLanded));
    for (const s of ["home", "learn", "skills", "forum"]) expect(visitorKeys).not.toContain(s);
  });
});

describe("rule: sections whose feature has not landed stay out of the menu", () => {
  it("today's landed sections are home (/dashboard), learn (/courses), skills (/skills/home), jobs (/jobs), forum (/forum/feed) and events (/events)", () => {
    expect(LANDED_SECTIONS).toEqual({
      home: "/dashboard",
      learn: "/courses",
      skills: "/skills/home",
      jobs: "/jobs",
      forum: "/forum/feed",
      events: "/events",
    });
  });
  it("logged in: home, learn, skills, jobs, forum and events (SPEC order)", () => {
    expect(mainNavigation(true)).toEqual([
      { key: "home", path: "/dashboard" },
      { key: "learn", path: "/courses" },
      { key: "skills", path: "/skills/home" },
      { key: "jobs", path: "/jobs" },
      { key: "forum", path: "/forum/feed" },
      { key: "events", path: "/events" },
    ]);
  });
  it("visitors: jobs and events", () => {
    expect(mainNavigation(false)).toEqual([
      { key: "jobs", path: "/jobs" },
      { key: "events", path: "/events" },
    ]);
  });
  it("nothing landed means an empty menu", () => {
    expect(mainNavigation(true, {})).toEqual([]);
    expect(mainNavigation(false, {})).toEqual([]);
  });
  it("a landed section appears as soon as its entry exists", () => {
    expect(keys(mainNavigation(false, { jobs: "/jobs" }))).toEqual(["jobs"]);
    expect(keys(mainNavigation(false, { jobs: "/jobs", events: "/events" }))).toEqual(["jobs", "events"]);
  });
});

describe("rule: the §6 admin menus hold exactly the SPEC's items", () => {
  it("admin menu: jobs, companies, assessments, skills, interviews, dashboard, API keys, settings", () => {
    expect(keys(adminMenu.items)).toEqual([
      "jobs",
      "companies",
      "assessments",
      "skills",
      "interviews",
      "dashboard",
      "api-keys",
      "settings",
    ]);
  });
  it("reduced admin menu: dashboard, settings, jobs, assessments, API keys", () => {
    expect(keys(reducedAdminMenu.items)).toEqual(["dashboard", "settings", "jobs", "assessments", "api-keys"]);
  });
  it("forum admin menu: dashboard, feed, support, reports, history, bookmarks, tags", () => {
    expect(keys(forumAdminMenu.items)).toEqual(["dashboard", "feed", "support", "reports", "history", "bookmarks", "tags"]);
  });
  it("the reduced menu is a subset of the admin menu", () => {
    for (const item of reducedAdminMenu.items) expect(adminMenu.items).toContainEqual(item);
  });
});

describe("rule: which role gets which admin menu", () => {
  const expected: Record<Role, string[]> = {
    STUDENT: [],
    INSTRUCTOR: ["forum-admin"],
    COURSE_ADMIN: ["reduced-admin", "forum-admin"],
    JOB_ADMIN: ["reduced-admin"],
    TALENT_ADMIN: ["admin", "forum-admin"],
    COMPANY_REPRESENTATIVE: [],
    EVENT_EXHIBITOR: [],
  };
  for (const role of ROLES) {
    it(`${role} → ${expected[role].join(", ") || "no admin menu"}`, () => {
      expect(menusFor([role]).map((m) => m.key)).toEqual(expected[role]);
    });
  }
  it("no roles → no admin menu", () => {
    expect(menusFor([])).toEqual([]);
  });
  it("a talent admin who is also a job admin gets the full admin menu, not the reduced one", () => {
    expect(menusFor(["JOB_ADMIN", "TALENT_ADMIN"]).map((m) => m.key)).toEqual(["admin", "forum-admin"]);
  });
  it("a course admin who is also a job admin gets the reduced menu once", () => {
    expect(menusFor(["COURSE_ADMIN", "JOB_ADMIN"]).map((m) => m.key)).toEqual(["reduced-admin", "forum-admin"]);
  });
  it("the forum's moderators get the forum admin menu once, whatever roles they combine", () => {
    expect(menusFor(["INSTRUCTOR", "TALENT_ADMIN"]).map((m) => m.key)).toEqual(["admin", "forum-admin"]);
    expect(menusFor(["INSTRUCTOR", "COURSE_ADMIN"]).map((m) => m.key)).toEqual(["reduced-admin", "forum-admin"]);
    expect(menusFor(["INSTRUCTOR", "COURSE_ADMIN", "TALENT_ADMIN"]).map((m) => m.key)).toEqual(["admin", "forum-admin"]);
  });
  it("a job admin alone does not moderate the forum", () => {
    expect(menusFor(["JOB_ADMIN"]).map((m) => m.key)).not.toContain("forum-admin");
    expect(menusFor(["STUDENT", "JOB_ADMIN"]).map((m) => m.key)).toEqual(["reduced-admin"]);
  });
});

describe("rule: the platform's admins reach the partners' API keys from their admin menu", () => {
  const apiKeysIn = (roles: Role[]) =>
    menusFor(roles).flatMap((m) => m.items.filter((i) => i.path === "/admin/api-keys").map((i) => `${m.key}:${i.key}`));
  it("every key manager has the entry once, in their admin menu", () => {
    for (const role of API_KEY_MANAGERS)
      expect(apiKeysIn([role]), role).toEqual([`${role === "TALENT_ADMIN" ? "admin" : "reduced-admin"}:api-keys`]);
  });
  it("nobody else has it", () => {
    for (const role of ROLES.filter((r) => !(API_KEY_MANAGERS as readonly Role[]).includes(r))) expect(apiKeysIn([role]), role).toEqual([]);
  });
});

describe("rule: each role lands on a home that fits it", () => {
  const expected: Record<Role, string> = {
    STUDENT: "/dashboard",
    INSTRUCTOR: "/classroom",
    COURSE_ADMIN: "/dashboard/admin",
    JOB_ADMIN: "/dashboard/admin",
    TALENT_ADMIN: "/dashboard/admin",
    COMPANY_REPRESENTATIVE: "/employer",
    EVENT_EXHIBITOR: "/events",
  };
  for (const role of ROLES) {
    it(`${role} → ${expected[role]}`, () => {
      expect(homePath([role])).toBe(expected[role]);
    });
  }
  it("no roles → the learner dashboard", () => {
    expect(homePath([])).toBe("/dashboard");
  });
  it("an admin role wins over every other role; a student keeps the learner dashboard over the recruit side", () => {
    expect(homePath(["STUDENT", "JOB_ADMIN"])).toBe("/dashboard/admin");
    expect(homePath(["STUDENT", "COMPANY_REPRESENTATIVE"])).toBe("/dashboard");
    expect(homePath(["INSTRUCTOR", "EVENT_EXHIBITOR"])).toBe("/classroom");
    expect(homePath(["COMPANY_REPRESENTATIVE", "EVENT_EXHIBITOR"])).toBe("/employer");
  });
});

describe("rule: the student navbar's home entry differs for non-candidates", () => {
  it("a candidate's home entry is the learner dashboard, in the SPEC §2 sections", () => {
    expect(navigationFor(["STUDENT"])).toEqual(mainNavigation(true));
  });
  for (const role of ["COMPANY_REPRESENTATIVE", "EVENT_EXHIBITOR", "JOB_ADMIN", "INSTRUCTOR"] as const) {
    it(`${role}: same sections, home leads to ${homePath([role])}`, () => {
      const items = navigationFor([role]);
      expect(keys(items)).toEqual(keys(mainNavigation(true)));
      expect(items.find((i) => i.key === "home")?.path).toBe(homePath([role]));
    });
  }
  it("no home entry when home has not landed", () => {
    expect(navigationFor(["JOB_ADMIN"], { jobs: "/jobs" })).toEqual([{ key: "jobs", path: "/jobs" }]);
  });
});

describe("rule: the student sidebar differs for candidate, admin and other users (SPEC §6)", () => {
  it("audiences: an admin role first, then STUDENT (candidate), else other", () => {
    expect(audienceOf(["STUDENT"])).toBe("candidate");
    expect(audienceOf(["STUDENT", "COURSE_ADMIN"])).toBe("admin");
    for (const r of ["TALENT_ADMIN", "JOB_ADMIN", "COURSE_ADMIN"] as const) expect(audienceOf([r])).toBe("admin");
    for (const r of ["INSTRUCTOR", "COMPANY_REPRESENTATIVE", "EVENT_EXHIBITOR"] as const) expect(audienceOf([r])).toBe("other");
    expect(audienceOf([])).toBe("other");
  });
  it("candidate: dashboard, my programmes, classroom, applications, interviews, CV, profile, settings (§2's further sections)", () => {
    expect(studentSidebar(["STUDENT"]).items).toEqual([
      { key: "dashboard", path: "/dashboard" },
      { key: "my-programmes", path: "/programmes/student/my-programmes" },
      { key: "classroom", path: "/classroom" },
      { key: "applications", path: "/applications" },
      { key: "interviews", path: "/interviews" },
      { key: "cv", path: "/cv" },
      { key: "profile", path: "/profile" },
      { key: "settings", path: "/settings" },
    ]);
  });
  it("admin: the admin dashboard, classroom, profile, settings", () => {
    expect(keys(studentSidebar(["JOB_ADMIN"]).items)).toEqual(["admin-dashboard", "classroom", "profile", "settings"]);
  });
  it("other: home (their home path), classroom, profile, settings", () => {
    expect(studentSidebar(["COMPANY_REPRESENTATIVE"]).items[0]).toEqual({ key: "home", path: "/employer" });
    expect(studentSidebar(["EVENT_EXHIBITOR"]).items[0]).toEqual({ key: "home", path: "/events" });
    expect(keys(studentSidebar(["INSTRUCTOR"]).items)).toEqual(["home", "classroom", "profile", "settings"]);
  });
  it("the three variants differ", () => {
    expect(keys(STUDENT_SIDEBARS.candidate)).not.toEqual(keys(STUDENT_SIDEBARS.admin));
    expect(keys(STUDENT_SIDEBARS.admin)).not.toEqual(keys(STUDENT_SIDEBARS.other));
  });
  it("every menu: the sidebar first, then the admin menus", () => {
    expect(allMenusFor(["TALENT_ADMIN"]).map((m) => m.key)).toEqual(["student-sidebar", "admin", "forum-admin"]);
    expect(allMenusFor(["STUDENT"]).map((m) => m.key)).toEqual(["student-sidebar"]);
  });
});
