/**
 * The admin dashboard's summaries on the mocks, as the server answers them: each for its role only (FORBIDDEN for
 * anyone else), the applications and events read from their features' mock state, the other figures fixed believable
 * counts (the mocks keep no sign-up dates or review queues of their own).
 */
import { GraphQLError } from "graphql";
import type { Resolvers } from "../../../__generated__/mock-resolvers";
import type { Role } from "../../../__generated__/graphql";
import type { MockDeps, MockUser } from "../../../mocks/common";
import { fillDays } from "@server/talent/modules/people/rules/trend";
import { firstStart } from "@server/events/modules/listings/rules/listings";
import { OPEN_STAGES } from "@server/courses/modules/programmes/rules/applications";
import { mockEventsState } from "../../events/mocks";
import { allApplications } from "../../programmes/mocks";

const DAY = 86_400_000;

interface MockFigure {
  eventId: string;
  registered: number;
  waitlisted: number;
}
/** A gentle weekly rhythm of sign-ups over the last 30 days. */
const signUps = (now: Date) =>
  fillDays(
    now,
    new Map(
      Array.from({ length: 30 }, (_, i) => [
        new Date(now.getTime() - i * DAY).toISOString().slice(0, 10),
        3 + ((i * 7) % 5) + (i % 7 < 2 ? 0 : 2),
      ]),
    ),
  );

export function adminSummaryMockResolvers({ requireViewer }: MockDeps): Resolvers {
  function requireRole(role: Role): MockUser {
    const user = requireViewer();
    if (!user.roles.includes(role)) throw new GraphQLError("You are not allowed to do this.", { extensions: { code: "FORBIDDEN" } });
    return user;
  }
  return {
    Query: {
      talentAdminSummary: () => {
        requireRole("TALENT_ADMIN");
        return { people: 1284, peopleCapped: false, attemptsToReview: 4, signUpsPerDay: signUps(new Date()) };
      },
      courseAdminSummary: () => {
        requireRole("COURSE_ADMIN");
        const applications = allApplications();
        return {
          applicationsByStage: OPEN_STAGES.map((status) => ({ status, count: applications.filter((a) => a.status === status).length })),
          ordersAwaitingPayment: 2,
          ordersAwaitingApproval: 1,
        };
      },
      jobAdminSummary: () => {
        requireRole("JOB_ADMIN");
        return { openJobs: 42, openJobsCapped: false, newApplications: 7, pendingRepresentativeRequests: 2 };
      },
      eventAdminSummary: () => {
        requireRole("JOB_ADMIN");
        const { events, registrations } = mockEventsState();
        const now = Date.now();
        const upcoming = events
          .filter((e) => firstStart(e.dates).getTime() > now)
          .sort((a, b) => firstStart(a.dates).getTime() - firstStart(b.dates).getTime() || a.id.localeCompare(b.id))
          .slice(0, 5);
        const standing = (id: string, status: string) =>
          registrations.filter((r) => r.eventId === id && !r.cancelledAt && r.status === status).length;
        // Each figure names its event; EventRegistrationFigure.event below makes the reference the events mock resolves.
        const figures: MockFigure[] = upcoming.map((e) => ({
          eventId: e.id,
          registered: standing(e.id, "Registered"),
          waitlisted: standing(e.id, "Waitlisted"),
        }));
        return { upcoming: figures as never };
      },
    },
    EventRegistrationFigure: {
      event: (f) => ({ id: (f as unknown as MockFigure).eventId }),
    },
  } as Resolvers;
}
