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

/**
 * The main navigation: the SPEC's sections for this audience, in SPEC order, restricted to landed sections. `home`
 * overrides where the home entry leads (a person's `homePath`); the other sections lead to the same place for everyone.
 */
export function mainNavigation(
  loggedIn: boolean,
  landed: Partial<Record<MainSection, string>> = LANDED_SECTIONS,
  home?: string,
): NavigationItem[] {
  const sections = loggedIn ? MAIN_SECTIONS : VISITOR_SECTIONS;
  const items: NavigationItem[] = [];
  for (const key of sections) {
    const path = key === "home" && landed.home && home ? home : landed[key];
    if (path) items.push({ key, path });
  }
  return items;
}

/** The roles that administer an area (SPEC §6 "admin"): each gets the admin dashboard as home. */
export const ADMIN_ROLES: readonly Role[] = ["TALENT_ADMIN", "JOB_ADMIN", "COURSE_ADMIN"];

/**
 * SPEC §6 "candidate, admin and other users": an admin (any area) first, since a person granted an admin role needs
 * its pages whatever else they hold; then a candidate (STUDENT); everyone else (instructors, the recruit side) is other.
 */
export type Audience = "candidate" | "admin" | "other";
export function audienceOf(roles: readonly Role[]): Audience {
  if (roles.some((r) => ADMIN_ROLES.includes(r))) return "admin";
  if (roles.includes("STUDENT")) return "candidate";
  return "other";
}

/** Where the exhibitor's events are: the events page, which shows the recruit side its exhibitions above the list. */
export const EXHIBITOR_HOME = "/events";

/**
 * Where a person lands (after log-in without `next`, and the main navigation's home entry): a home that fits the role
 * rather than the learner's dashboard. Admins → the admin dashboard; candidates → the learner dashboard; instructors
 * → their classes; company representatives → the employer page (their request, their company); event exhibitors →
 * the events page with their exhibitions. The first that applies wins, in that order; no role → the learner dashboard.
 */
export function homePath(roles: readonly Role[]): string {
  if (audienceOf(roles) === "admin") return "/dashboard/admin";
  if (roles.includes("STUDENT")) return "/dashboard";
  if (roles.includes("INSTRUCTOR")) return "/classroom";
  if (roles.includes("COMPANY_REPRESENTATIVE")) return "/employer";
  if (roles.includes("EVENT_EXHIBITOR")) return EXHIBITOR_HOME;
  return "/dashboard";
}

/** The main navigation of a logged-in person: SPEC §2's sections, its home entry leading to their `homePath`. */
export function navigationFor(roles: readonly Role[], landed: Partial<Record<MainSection, string>> = LANDED_SECTIONS): NavigationItem[] {
  return mainNavigation(true, landed, homePath(roles));
}

/**
 * SPEC §6 admin menus as data. Routes from SPEC §2; where §2 names none (interviews) the section's admin page is used:
 * the menu is for hosts and admins, so it leads to /interviews/admin rather than the learners' /interviews. Both admin
 * menus lead to the partners' API keys: every holder of one is among the key managers (API_KEY_MANAGERS).
 */
export type AdminMenuKey = "admin" | "reduced-admin" | "forum-admin";
export type MenuKey = AdminMenuKey | "student-sidebar";
export interface AdminMenu {
  key: AdminMenuKey;
  items: NavigationItem[];
}
export interface Menu {
  key: MenuKey;
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
    { key: "api-keys", path: "/admin/api-keys" },
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
    { key: "api-keys", path: "/admin/api-keys" },
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
  return menus.map((menu) => ({ ...menu, items: menu.items.filter((item) => mayOpen(roles, item.path)) }));
}

/**
 * The admin pages not every holder of a menu may open, with the roles the server serves there (its guards: job
 * management is JOB_ADMIN's, the assessments review and the skills system are TALENT_ADMIN's). A menu never shows a page
 * the server would refuse: the reduced admin menu of a course admin has no jobs or assessments, a job admin's no
 * assessments. Checked both ways through the router (router/admin-dashboard.test.ts).
 */
export const ADMIN_PAGE_ROLES: Readonly<Record<string, readonly Role[]>> = {
  "/jobs/admin/all": ["JOB_ADMIN"],
  "/skills/admin/assessments": ["TALENT_ADMIN"],
  "/skills/admin/skills": ["TALENT_ADMIN"],
  "/interviews/admin": ["INSTRUCTOR", "TALENT_ADMIN"],
};

function mayOpen(roles: readonly Role[], path: string): boolean {
  const allowed = ADMIN_PAGE_ROLES[path];
  return !allowed || roles.some((r) => allowed.includes(r));
}

/**
 * SPEC §6 "Student sidebar links differ for candidate, admin and other users", with §2's further sections (programme,
 * classroom, interviews) where a candidate needs them. A candidate gets their learning and job-search pages; an admin
 * their admin dashboard and the pages every account has; anyone else their home, classes and account pages.
 */
export const STUDENT_SIDEBARS: Record<Audience, NavigationItem[]> = {
  candidate: [
    { key: "dashboard", path: "/dashboard" },
    { key: "my-programmes", path: "/programmes/student/my-programmes" },
    { key: "classroom", path: "/classroom" },
    { key: "applications", path: "/applications" },
    { key: "interviews", path: "/interviews" },
    { key: "cv", path: "/cv" },
    { key: "profile", path: "/profile" },
    { key: "settings", path: "/settings" },
  ],
  admin: [
    { key: "admin-dashboard", path: "/dashboard/admin" },
    { key: "classroom", path: "/classroom" },
    { key: "profile", path: "/profile" },
    { key: "settings", path: "/settings" },
  ],
  other: [
    { key: "home", path: "/dashboard" },
    { key: "classroom", path: "/classroom" },
    { key: "profile", path: "/profile" },
    { key: "settings", path: "/settings" },
  ],
};

/** The student sidebar of a person: their audience's variant, its `home` entry leading to their `homePath`. */
export function studentSidebar(roles: readonly Role[]): Menu {
  const home = homePath(roles);
  return {
    key: "student-sidebar",
    items: STUDENT_SIDEBARS[audienceOf(roles)].map((item) => (item.key === "home" ? { ...item, path: home } : item)),
  };
}

/** Every menu a person gets besides the main navigation: the student sidebar first, then their §6 admin menus. */
export function allMenusFor(roles: readonly Role[]): Menu[] {
  return [studentSidebar(roles), ...menusFor(roles)];
}
