/**
 * The learner dashboard through the router in both runtime modes: one query gathers talent (profile completion,
 * skills readiness, the target role), forum (recent posts and class announcements), courses (active programmes and
 * continue learning), events (dashboard events) and jobs (the target role's open jobs); each list stops at its
 * limit (shared/dashboard.ts) with more than that seeded; visitors are UNAUTHENTICATED; and its SQL statements do not
 * grow with the learner's classes, announcements and programmes.
 */
import { describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../subgraphs/shared/demo-accounts.js";
import { DASHBOARD_LIMITS } from "../subgraphs/shared/dashboard.js";
import { logIn, ROUTER_MODES, routerSuite, TestBrowser } from "./testing.js";

const account = (role: string) => DEMO_ACCOUNTS.find((a) => a.roles.includes(role as never))!;
const student = account("STUDENT");
const instructor = account("INSTRUCTOR");
const courseAdmin = account("COURSE_ADMIN");

/** What the client's dashboard asks, in one operation. */
const DASHBOARD = /* GraphQL */ `
  query Dashboard {
    viewer {
      id
      profileCompletion {
        metCount
        total
      }
      skillReadiness {
        role {
          id
        }
        metCount
        total
      }
      targetRole {
        id
        dashboardJobs {
          id
          title
          open
        }
      }
    }
    dashboardForumPosts {
      id
      title
      classForum {
        id
      }
    }
    dashboardAnnouncements {
      id
      title
      isAnnouncement
      classForum {
        id
      }
    }
    dashboardProgrammes {
      id
      showAtDashboard
      applicationOpen
    }
    dashboardEvents {
      id
      showAtDashboard
    }
    myClasses {
      id
      slug
      viewerRole
      course {
        id
        title
      }
      viewerProgress {
        percent
        completed
        continueLesson {
          id
          title
        }
      }
    }
  }
`;

interface DashboardData {
  viewer: {
    id: string;
    profileCompletion: { metCount: number; total: number } | null;
    skillReadiness: { role: { id: string }; metCount: number; total: number } | null;
    targetRole: { id: string; dashboardJobs: { id: string; title: string; open: boolean }[] } | null;
  } | null;
  dashboardForumPosts: { id: string; title: string; classForum: { id: string } | null }[];
  dashboardAnnouncements: { id: string; title: string; isAnnouncement: boolean; classForum: { id: string } | null }[];
  dashboardProgrammes: { id: string; showAtDashboard: boolean; applicationOpen: boolean }[];
  dashboardEvents: { id: string; showAtDashboard: boolean }[];
  myClasses: { id: string; slug: string; viewerRole: string | null }[];
}

const CLASS_POST = `mutation($slug: ID!, $input: ForumClassPostInput!) { createForumClassPost(slug: $slug, input: $input) { id } }`;
const POST = `mutation($input: ForumPostInput!) { createForumPost(input: $input) { id } }`;
const PROGRAMME = `mutation($id: ID!, $input: ProgrammeSettingsInput!) { updateProgramme(id: $id, input: $input) { id } }`;
const CLASS_ID = `query($slug: String!) { class(slug: $slug) { id } }`;
const ADD_MEMBER = `mutation($classId: ID!, $userId: ID!) { addClassMember(classId: $classId, userId: $userId, role: STUDENT) { id } }`;

const STUDENT_CLASS = "m1js-open-2026";
const OTHER_CLASS = "fcda-2026-10";

function ok<T>(res: { json: { data?: T; errors?: unknown[] } }): T {
  expect(res.json.errors).toBeUndefined();
  return res.json.data!;
}

describe.each(ROUTER_MODES)("the learner dashboard through the router (%s)", (mode) => {
  const router = routerSuite(mode);

  it("a visitor is UNAUTHENTICATED on each of the learner's lists", async () => {
    const visitor = new TestBrowser(router.url);
    for (const field of ["dashboardForumPosts", "dashboardAnnouncements", "dashboardProgrammes"]) {
      const res = await visitor.graphql(`{ ${field} { id } }`);
      expect(
        res.json.errors?.map((e) => e.extensions?.code),
        field,
      ).toEqual(["UNAUTHENTICATED"]);
      expect(res.json.data ?? null, field).toBeNull();
    }
  });

  it("one query gathers every card from five subgraphs, each list within its limit", async () => {
    const browser = await logIn(router.url, student.email);
    const data = ok(await browser.graphql<DashboardData>(DASHBOARD));
    expect(data.viewer!.id).toBe(student.id);
    expect(data.viewer!.profileCompletion!.total).toBeGreaterThan(0);
    expect(data.dashboardForumPosts).toHaveLength(DASHBOARD_LIMITS.recentPosts);
    // The feed: the general forum only.
    expect(data.dashboardForumPosts.every((p) => p.classForum === null)).toBe(true);
    expect(data.dashboardAnnouncements.length).toBeLessThanOrEqual(DASHBOARD_LIMITS.recentAnnouncements);
    expect(data.dashboardProgrammes.length).toBeLessThanOrEqual(DASHBOARD_LIMITS.activeProgrammes);
    expect(data.dashboardProgrammes.every((p) => p.showAtDashboard)).toBe(true);
    expect(data.dashboardEvents.every((e) => e.showAtDashboard)).toBe(true);
    if (data.viewer!.targetRole) {
      expect(data.viewer!.targetRole.dashboardJobs.length).toBeLessThanOrEqual(DASHBOARD_LIMITS.roleJobs);
      expect(data.viewer!.targetRole.dashboardJobs.every((j) => j.open)).toBe(true);
    }
    expect(data.myClasses.map((c) => c.slug)).toContain(STUDENT_CLASS);
  });

  it("with more than the limits seeded: the newest 3 posts, 3 announcements of the learner's classes, 2 programmes, 3 jobs", async () => {
    const learner = await logIn(router.url, student.email);
    const teacher = await logIn(router.url, instructor.email);
    const admin = await logIn(router.url, courseAdmin.email);

    const posts: string[] = [];
    for (let i = 1; i <= DASHBOARD_LIMITS.recentPosts + 1; i++) {
      const title = `Dashboard post ${i} about study plans`;
      ok(await teacher.graphql(POST, { input: { title, description: "<p>How do you plan the week?</p>", tagIds: ["javascript"] } }));
      posts.push(title);
    }
    const announcements: string[] = [];
    for (let i = 1; i <= DASHBOARD_LIMITS.recentAnnouncements + 1; i++) {
      const title = `Dashboard announcement ${i}`;
      ok(await teacher.graphql(CLASS_POST, { slug: STUDENT_CLASS, input: { kind: "ANNOUNCEMENT", title, description: "" } }));
      announcements.push(title);
    }
    // Newest of all, but in a class the learner is not in.
    ok(
      await teacher.graphql(CLASS_POST, { slug: OTHER_CLASS, input: { kind: "ANNOUNCEMENT", title: "Not for Mei Ling", description: "" } }),
    );
    for (const id of ["kyouth-2025", "yayasan-peneraju-2025", "mymahir-2025"]) {
      ok(await admin.graphql(PROGRAMME, { id, input: { applicationOpen: true, showAtDashboard: true, cohortStartsOn: "2027-03-01" } }));
    }

    const data = ok(await learner.graphql<DashboardData>(DASHBOARD));
    const newestFirst = (titles: string[], n: number) => titles.slice(-n).reverse();
    expect(data.dashboardForumPosts.map((p) => p.title)).toEqual(newestFirst(posts, DASHBOARD_LIMITS.recentPosts));
    expect(data.dashboardAnnouncements.map((p) => p.title)).toEqual(newestFirst(announcements, DASHBOARD_LIMITS.recentAnnouncements));
    expect(data.dashboardAnnouncements.every((p) => p.isAnnouncement && p.classForum?.id === STUDENT_CLASS)).toBe(true);
    expect(data.dashboardProgrammes).toHaveLength(DASHBOARD_LIMITS.activeProgrammes);

    const jobs = ok(
      await learner.graphql<{ careerRole: { jobs: { items: { id: string }[] }; dashboardJobs: { id: string }[] } }>(
        `{ careerRole(id: "software-engineer") { jobs(pageSize: 10) { items { id } } dashboardJobs { id } } }`,
      ),
    ).careerRole;
    expect(jobs.jobs.items.length).toBeGreaterThan(DASHBOARD_LIMITS.roleJobs);
    expect(jobs.dashboardJobs.map((j) => j.id)).toEqual(jobs.jobs.items.slice(0, DASHBOARD_LIMITS.roleJobs).map((j) => j.id));
  });

  it("a closed programme stays on the dashboard of the learner who accepted it, not on others'", async () => {
    const admin = await logIn(router.url, courseAdmin.email);
    ok(
      await admin.graphql(PROGRAMME, {
        id: "mymahir-2025",
        input: { applicationOpen: false, showAtDashboard: true, cohortStartsOn: "2027-03-01" },
      }),
    );
    const learner = await logIn(router.url, student.email);
    const ids = ok(
      await learner.graphql<DashboardData>(`{ dashboardProgrammes { id showAtDashboard applicationOpen } }`),
    ).dashboardProgrammes;
    expect(ids.map((p) => p.id)).not.toContain("mymahir-2025");
    expect(ids.every((p) => p.applicationOpen)).toBe(true);
  });

  it("its SQL statements do not grow with the learner's classes, announcements and programmes", async () => {
    const learner = await logIn(router.url, student.email);
    const teacher = await logIn(router.url, instructor.email);
    const admin = await logIn(router.url, courseAdmin.email);
    await learner.graphql(DASHBOARD);
    const little = await router.counter.count(() => learner.graphql<DashboardData>(DASHBOARD));
    expect(little.result.json.errors).toBeUndefined();
    const classesBefore = little.result.json.data!.myClasses.length;

    const classId = ok(await admin.graphql<{ class: { id: string } }>(CLASS_ID, { slug: OTHER_CLASS })).class.id;
    ok(await admin.graphql(ADD_MEMBER, { classId, userId: student.id }));
    for (const slug of [STUDENT_CLASS, OTHER_CLASS])
      ok(await teacher.graphql(CLASS_POST, { slug, input: { kind: "ANNOUNCEMENT", title: `More news for ${slug}`, description: "" } }));
    ok(
      await admin.graphql(PROGRAMME, {
        id: "mymahir-2025",
        input: { applicationOpen: true, showAtDashboard: true, cohortStartsOn: "2027-03-01" },
      }),
    );

    const lot = await router.counter.count(() => learner.graphql<DashboardData>(DASHBOARD));
    expect(lot.result.json.errors).toBeUndefined();
    expect(lot.result.json.data!.myClasses.length).toBe(classesBefore + 1);
    expect(lot.statements.length).toBe(little.statements.length);
  });
});
