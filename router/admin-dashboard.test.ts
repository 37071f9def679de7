/**
 * The admin dashboard and the menus by role, through the router in both runtime modes: each subgraph's admin summary
 * answers its own admins and refuses everyone else (FORBIDDEN, UNAUTHENTICATED for visitors) before reading anything;
 * a combined query keeps the figures a caller may see when another subgraph refuses; each person is served their
 * menus and home; and the server refuses what a menu hides: for each role, the main query of every admin page its
 * menus do not show answers FORBIDDEN.
 */
import { describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS, demoAccountCreatedAt } from "../subgraphs/shared/demo-accounts.js";
import type { Role } from "../subgraphs/shared/viewer.js";
import { SKILL_TEST_SEED } from "../subgraphs/talent/modules/skills/index.js";
import { allMenusFor, homePath, type Menu } from "../subgraphs/talent/modules/navigation/rules/navigation.js";
import { logIn, ROUTER_MODES, routerSuite, TestBrowser } from "./testing.js";

const account = (role: Role) => DEMO_ACCOUNTS.find((a) => a.roles.includes(role))!;
/** One demo account per role (each holds one). */
const ROLES: Role[] = [...new Set(DEMO_ACCOUNTS.map((a) => a.roles[0]!))];

type GqlError = { message: string; path?: (string | number)[]; extensions?: { code?: string } };
const codeOf = (errors: GqlError[] | undefined, field?: string) =>
  (field ? errors?.find((e) => e.path?.[0] === field) : errors?.[0])?.extensions?.code;

/** Each subgraph's summary and the role it answers. */
const SUMMARIES: { field: string; query: string; roles: Role[] }[] = [
  {
    field: "talentAdminSummary",
    query: "talentAdminSummary { people peopleCapped attemptsToReview signUpsPerDay { day count } }",
    roles: ["TALENT_ADMIN"],
  },
  {
    field: "courseAdminSummary",
    query: "courseAdminSummary { applicationsByStage { status count } ordersAwaitingPayment ordersAwaitingApproval }",
    roles: ["COURSE_ADMIN"],
  },
  {
    field: "jobAdminSummary",
    query: "jobAdminSummary { openJobs openJobsCapped newApplications pendingRepresentativeRequests }",
    roles: ["JOB_ADMIN"],
  },
  {
    field: "eventAdminSummary",
    query: "eventAdminSummary { upcoming { event { id title } registered waitlisted } }",
    roles: ["JOB_ADMIN"],
  },
  {
    field: "forumModerationSummary",
    query: "forumModerationSummary { pendingReportCount }",
    roles: ["INSTRUCTOR", "COURSE_ADMIN", "TALENT_ADMIN"],
  },
];

/**
 * The main query of each admin page the §6 menus lead to. `alsoFor`: roles another navigation leads there (the job
 * area's sub-navigation gives approved representatives "Manage jobs"; hosts reach their slots from /interviews), which
 * the server serves, scoped to them. Pages every logged-in person has (settings, the forum's feed, history,
 * bookmarks and tags, the public companies list) are in OPEN_TO_ALL.
 */
const testId = SKILL_TEST_SEED[0]!.id;
const ADMIN_PAGES: Record<string, { queries: string[]; rest?: string; alsoFor?: Role[] }> = {
  "/jobs/admin/all": { queries: ["{ allJobs { items { id } } }"], alsoFor: ["COMPANY_REPRESENTATIVE"] },
  "/skills/admin/assessments": { queries: ["{ skillAttemptsForReview { items { id } } }"] },
  "/skills/admin/skills": { queries: [`{ skillTest(id: "${testId}") { bank { id } } }`] },
  "/interviews/admin": { queries: ["{ hostedInterviewSlots(window: UPCOMING) { items { id } } }"], alsoFor: ["INSTRUCTOR"] },
  "/dashboard/admin": {
    queries: [
      "{ talentAdminSummary { people } }",
      "{ courseAdminSummary { ordersAwaitingPayment } }",
      "{ jobAdminSummary { newApplications } }",
      "{ eventAdminSummary { upcoming { registered } } }",
    ],
  },
  "/forum/admin/": { queries: ["{ forumModerationSummary { pendingReportCount } }"] },
  "/forum/support": { queries: ["{ forumSupportPosts { items { id } } }"] },
  "/forum/report/all": { queries: ["{ forumReports { items { id } } }"] },
  // A router page: its list is REST, not GraphQL.
  "/admin/api-keys": { queries: [], rest: "/admin/api-keys" },
};
const OPEN_TO_ALL = new Set(["/settings", "/companies", "/forum/feed", "/forum/history", "/forum/bookmark", "/forum/tag/browse"]);

const shownPaths = (menus: Menu[]) => new Set(menus.flatMap((m) => m.items.map((i) => i.path)));

describe("the menus' admin pages are all in the table", () => {
  it("every item of every admin menu is an admin page with its query, or a page open to every logged-in person", () => {
    for (const role of ROLES)
      for (const menu of allMenusFor([role]).filter((m) => m.key !== "student-sidebar"))
        for (const item of menu.items)
          expect(item.path in ADMIN_PAGES || OPEN_TO_ALL.has(item.path), `${menu.key}: ${item.path}`).toBe(true);
  });
});

describe.each(ROUTER_MODES)("admin dashboard and menus through the router (%s)", (mode) => {
  const router = routerSuite(mode);

  for (const summary of SUMMARIES) {
    it(`${summary.field}: ${summary.roles.join(", ")} only (FORBIDDEN for the other roles, UNAUTHENTICATED for visitors)`, async () => {
      const visitor = await new TestBrowser(router.url).graphql(`{ ${summary.query} }`);
      expect(codeOf(visitor.json.errors)).toBe("UNAUTHENTICATED");
      for (const role of ROLES) {
        const res = await (await logIn(router.url, account(role).email)).graphql<Record<string, unknown>>(`{ ${summary.query} }`);
        if (summary.roles.includes(role)) {
          expect(res.json.errors, role).toBeUndefined();
          expect(res.json.data![summary.field], role).toBeTruthy();
        } else {
          expect(codeOf(res.json.errors), role).toBe("FORBIDDEN");
        }
      }
    });
  }

  it("talent: people counted up to the bound, 30 days of sign-ups ending today, attempts to review", async () => {
    const res = await (
      await logIn(router.url, account("TALENT_ADMIN").email)
    ).graphql<{
      talentAdminSummary: {
        people: number;
        peopleCapped: boolean;
        attemptsToReview: number;
        signUpsPerDay: { day: string; count: number }[];
      };
    }>(`{ ${SUMMARIES[0]!.query} }`);
    const s = res.json.data!.talentAdminSummary;
    expect(s.people).toBeGreaterThanOrEqual(DEMO_ACCOUNTS.length);
    expect(s.peopleCapped).toBe(false);
    expect(s.attemptsToReview).toBeGreaterThanOrEqual(0);
    expect(s.signUpsPerDay).toHaveLength(30);
    expect(s.signUpsPerDay.at(-1)!.day).toBe(new Date().toISOString().slice(0, 10));
    // The demo profiles are dated over the weeks before seeding; those of the last 30 days count on their own day.
    const counted = new Map(s.signUpsPerDay.map((d) => [d.day, d.count]));
    const recent = DEMO_ACCOUNTS.filter((a) => counted.has(demoAccountCreatedAt(new Date(), a).toISOString().slice(0, 10)));
    expect(recent.length).toBeGreaterThan(0);
    for (const a of recent) expect(counted.get(demoAccountCreatedAt(new Date(), a).toISOString().slice(0, 10))).toBeGreaterThanOrEqual(1);
  });

  it("courses: open applications by stage in pipeline order; jobs: open jobs and the waiting queues", async () => {
    const course = await (
      await logIn(router.url, account("COURSE_ADMIN").email)
    ).graphql<{
      courseAdminSummary: { applicationsByStage: { status: string; count: number }[]; ordersAwaitingPayment: number };
    }>(`{ ${SUMMARIES[1]!.query} }`);
    expect(course.json.data!.courseAdminSummary.applicationsByStage.map((s) => s.status)).toEqual([
      "SUBMITTED",
      "ONLINE_ASSESSMENT",
      "INTERVIEW",
      "OFFERED",
    ]);
    const jobs = await (
      await logIn(router.url, account("JOB_ADMIN").email)
    ).graphql<{
      jobAdminSummary: { openJobs: number; openJobsCapped: boolean; newApplications: number };
    }>(`{ ${SUMMARIES[2]!.query} }`);
    expect(jobs.json.data!.jobAdminSummary.openJobs).toBeGreaterThan(0);
    expect(jobs.json.data!.jobAdminSummary.openJobsCapped).toBe(false);
  });

  it("events: at most 5 upcoming events, soonest first, with their registrations", async () => {
    const res = await (
      await logIn(router.url, account("JOB_ADMIN").email)
    ).graphql<{
      eventAdminSummary: { upcoming: { event: { id: string }; registered: number; waitlisted: number }[] };
    }>(`{ ${SUMMARIES[3]!.query} }`);
    const upcoming = res.json.data!.eventAdminSummary.upcoming;
    expect(upcoming.length).toBeGreaterThan(0);
    expect(upcoming.length).toBeLessThanOrEqual(5);
    for (const f of upcoming) expect(f.registered).toBeGreaterThanOrEqual(0);
  });

  it("a combined query keeps the figures a caller may see: a job admin gets jobs and events, FORBIDDEN (null) for the others", async () => {
    // The nullable summaries; the forum's moderation summary is not nullable, so the dashboard asks for it on its own.
    const nullable = SUMMARIES.filter((s) => s.field !== "forumModerationSummary");
    const res = await (
      await logIn(router.url, account("JOB_ADMIN").email)
    ).graphql<Record<string, unknown>>(`{ ${nullable.map((s) => s.query).join(" ")} }`);
    expect(res.json.data?.jobAdminSummary).toBeTruthy();
    expect(res.json.data?.eventAdminSummary).toBeTruthy();
    for (const field of ["talentAdminSummary", "courseAdminSummary"]) {
      expect(res.json.data?.[field]).toBeNull();
      expect(codeOf(res.json.errors, field)).toBe("FORBIDDEN");
    }
  });

  it("each person is served their menus and their home; the home entry leads there", async () => {
    for (const role of ROLES) {
      const res = await (
        await logIn(router.url, account(role).email)
      ).graphql<{
        viewer: { homePath: string; navigation: { key: string; path: string }[]; menus: Menu[] };
      }>(`{ viewer { homePath navigation { key path } menus { key items { key path } } } }`);
      const viewer = res.json.data!.viewer;
      expect(viewer.homePath, role).toBe(homePath([role]));
      expect(viewer.navigation.find((i) => i.key === "home")?.path, role).toBe(homePath([role]));
      expect(viewer.menus, role).toEqual(allMenusFor([role]));
    }
  });

  it("another person's menus are not served", async () => {
    const res = await (
      await logIn(router.url, account("STUDENT").email)
    ).graphql<{ user: { menus: Menu[]; homePath: string } }>(`query($id: ID!) { user(id: $id) { menus { key } homePath } }`, {
      id: account("TALENT_ADMIN").id,
    });
    expect(res.json.data!.user).toEqual({ menus: [], homePath: "/dashboard" });
  });

  it("the server refuses what a menu hides: for each role, every admin page its menus do not show answers FORBIDDEN", async () => {
    for (const role of ROLES) {
      const browser = await logIn(router.url, account(role).email);
      const shown = shownPaths(allMenusFor([role]));
      for (const [path, page] of Object.entries(ADMIN_PAGES)) {
        if (shown.has(path) || page.alsoFor?.includes(role)) continue;
        for (const query of page.queries) {
          const res = await browser.graphql(query);
          expect(codeOf(res.json.errors), `${role} ${path} ${query}`).toBe("FORBIDDEN");
        }
        if (page.rest) expect((await browser.request(page.rest)).status, `${role} ${path}`).toBe(403);
      }
    }
  });

  it("a menu never shows a page the server refuses: for each role, every admin page its menus show answers at least one of its queries", async () => {
    for (const role of ROLES) {
      const browser = await logIn(router.url, account(role).email);
      const shown = shownPaths(allMenusFor([role]));
      for (const [path, page] of Object.entries(ADMIN_PAGES)) {
        if (!shown.has(path)) continue;
        const codes = [];
        for (const query of page.queries) codes.push(codeOf((await browser.graphql(query)).json.errors));
        if (page.rest) codes.push((await browser.request(page.rest)).status === 200 ? undefined : "REFUSED");
        expect(codes, `${role} ${path}`).toContain(undefined);
      }
    }
  });
});
