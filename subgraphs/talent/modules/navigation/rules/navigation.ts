/**
 * Navigation rules (SPEC §2 main navigation, §6 menus), pure so they can be tested at every boundary and documented
 * in docs/roles.md. The server computes menus; the client only renders them.
 */
import type { Role } from "../../../../shared/viewer.js";

export interface NavigationItem {
  key: string;
  path: string;
}

/** SPEC §2 main navigation for logged-in people, in order. */
export const MAIN_SECTIONS = ["home", "learn", "skills", "jobs", "forum", "events"] as const;
export type MainSection = (typeof MAIN_SECTIONS)[number];

/** SPEC §2: "Visitors see only jobs and events." */
export const VISITOR_SECTIONS: readonly MainSection[] = ["jobs", "events"];

/**
 * Sections whose feature has landed, with the route the menu links to. A section whose pages are not built yet stays
 * out of the menu rather than leading to a dead page; each feature adds its entry when it lands. Every section has.
 */
export const LANDED_SECTIONS: Partial<Record<MainSection, string>> = {
  home: "/dashboard",
  learn: "/courses",
  skills: "/skills/home",
  jobs: "/jobs",
  forum: "/forum/feed",
  events: "/events",
};

/** The main navigation: the SPEC's sections for this audience, in SPEC order, restricted to landed sections. */
export function mainNavigation(loggedIn: boolean, landed: Partial<Record<MainSection, string>> = LANDED_SECTIONS): NavigationItem[] {
  const sections = loggedIn ? MAIN_SECTIONS : VISITOR_SECTIONS;
  const items: NavigationItem[] = [];
  for (const key of sections) {
    const path = landed[key];
    if (path) items.push({ key, path });
  }
  return items;
}

/**
 * SPEC §6 admin menus as data. Routes from SPEC §2; where §2 names none (interviews) the section's admin page is used:
 * the menu is for hosts and admins, so it leads to /interviews/admin rather than the learners' /interviews.
 */
export type AdminMenuKey = "admin" | "reduced-admin" | "forum-admin";
export interface AdminMenu {
  key: AdminMenuKey;
  items: NavigationItem[];
}

export const adminMenu: AdminMenu = {
  key: "admin",
  items: [
    { key: "jobs", path: "/jobs/admin/all" },
    { key: "companies", path: "/companies" },
    { key: "assessments", path: "/skills/admin/assessments" },
    { key: "skills", path: "/skills/admin/skills" },
    { key: "interviews", path: "/interviews/admin" },
    { key: "dashboard", path: "/dashboard/admin" },
    { key: "settings", path: "/settings" },
  ],
};

export const reducedAdminMenu: AdminMenu = {
  key: "reduced-admin",
  items: [
    { key: "dashboard", path: "/dashboard/admin" },
    { key: "settings", path: "/settings" },
    { key: "jobs", path: "/jobs/admin/all" },
    { key: "assessments", path: "/skills/admin/assessments" },
  ],
};

export const forumAdminMenu: AdminMenu = {
  key: "forum-admin",
  items: [
    { key: "dashboard", path: "/forum/admin/" },
    { key: "feed", path: "/forum/feed" },
    { key: "support", path: "/forum/support" },
    { key: "reports", path: "/forum/report/all" },
    { key: "history", path: "/forum/history" },
    { key: "bookmarks", path: "/forum/bookmark" },
    { key: "tags", path: "/forum/tag/browse" },
  ],
};

/**
 * The roles that get the forum admin menu: the forum's moderators. COURSE_ADMIN and TALENT_ADMIN moderate the whole
 * forum (the forum's FORUM_MODERATOR_ROLES); INSTRUCTOR moderates their classes' forums (whether they have a class
 * is courses'; the forum's own pages answer `forumViewerIsModerator` and refuse what is not theirs).
 */
export const FORUM_ADMIN_MENU_ROLES: readonly Role[] = ["INSTRUCTOR", "COURSE_ADMIN", "TALENT_ADMIN"];

/**
 * Which §6 menus a person gets (the SPEC leaves this open; this is the decision, documented in docs/roles.md):
 * TALENT_ADMIN → the admin menu; JOB_ADMIN or COURSE_ADMIN → the reduced admin menu (not also given to someone who
 * already has the full admin menu, which contains all its items); INSTRUCTOR, COURSE_ADMIN and TALENT_ADMIN → the
 * forum admin menu (the forum's moderators, FORUM_ADMIN_MENU_ROLES). Roles combine: a talent admin gets both the
 * admin and the forum admin menus. Everyone else (students, job admins alone, company representatives, event
 * exhibitors) gets no forum admin menu.
 */
export function menusFor(roles: readonly Role[]): AdminMenu[] {
  const menus: AdminMenu[] = [];
  if (roles.includes("TALENT_ADMIN")) menus.push(adminMenu);
  else if (roles.includes("JOB_ADMIN") || roles.includes("COURSE_ADMIN")) menus.push(reducedAdminMenu);
  if (roles.some((r) => FORUM_ADMIN_MENU_ROLES.includes(r))) menus.push(forumAdminMenu);
  return menus;
}
