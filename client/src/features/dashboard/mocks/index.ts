/**
 * The dashboard's share of the mock schema: the fields the server adds for the learner dashboard, answered from the
 * forum's, programmes' and jobs' mock state with the server's own sizes (`@server/shared/dashboard`) and its rule of
 * active programmes. The other cards read fields those features' mocks already answer.
 */
import { DASHBOARD_LIMITS } from "@server/shared/dashboard";
import { dashboardProgrammes } from "@server/courses/modules/programmes/rules/programmes";
import { memberClassSlugs } from "@server/forum/modules/shared/rules/access";
import type { Resolvers } from "../../../__generated__/mock-resolvers";
import type { MockDeps } from "../../../mocks/common";
import { mayReadMockPost, mockForumPosts, mockForumScope } from "../../forum/mocks";
import { listedJobs, type MockJob } from "../../jobs/mocks";
import { allApplications, mockProgrammes } from "../../programmes/mocks";

const newestJobFirst = (a: MockJob, b: MockJob) => b.postedAt.localeCompare(a.postedAt) || Number(b.id) - Number(a.id);

export function dashboardMockResolvers({ requireViewer }: Pick<MockDeps, "requireViewer">): Resolvers {
  return {
    Query: {
      // The feed's newest (the general forum), as the viewer may see them.
      dashboardForumPosts: () => {
        const v = requireViewer();
        return mockForumPosts()
          .filter((p) => p.classSlug === null && mayReadMockPost(v, p))
          .slice(0, DASHBOARD_LIMITS.recentPosts);
      },
      // The newest announcements of the class forums the viewer belongs to.
      dashboardAnnouncements: () => {
        const v = requireViewer();
        const mine = new Set(memberClassSlugs(mockForumScope(v)));
        return mockForumPosts()
          .filter((p) => p.isAnnouncement && p.classSlug !== null && mine.has(p.classSlug) && mayReadMockPost(v, p))
          .slice(0, DASHBOARD_LIMITS.recentAnnouncements);
      },
      dashboardProgrammes: () => {
        const v = requireViewer();
        const accepted = new Set(
          allApplications()
            .filter((a) => a.applicantId === v.id && a.status === "ACCEPTED")
            .map((a) => a.programmeId),
        );
        return dashboardProgrammes(
          mockProgrammes().map((p) => ({
            ...p,
            applicationDeadline: p.applicationDeadline ? new Date(p.applicationDeadline) : null,
            viewerAccepted: accepted.has(p.id),
          })),
          new Date(),
          DASHBOARD_LIMITS.activeProgrammes,
        ).map((p) => mockProgrammes().find((x) => x.id === p.id)!);
      },
    },
    CareerRole: {
      dashboardJobs: (r: { id: string }) =>
        listedJobs()
          .filter((j) => j.roleId === r.id)
          .sort(newestJobFirst)
          .slice(0, DASHBOARD_LIMITS.roleJobs),
    },
  };
}
