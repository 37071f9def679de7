/**
 * The real composed API schema (schema/api.graphql) made executable with believable fixtures: each feature's mock
 * resolvers (`features/<feature>/mocks`, its share of the map) answer its fields from its mock state, given the guards,
 * people and paging here; the accounts' User objects, the viewer and the people search are answered here; any other
 * field any operation asks for is filled by @graphql-tools/mock.
 */
import { makeExecutableSchema } from "@graphql-tools/schema";
import { addMocksToSchema } from "@graphql-tools/mock";
import { GraphQLError } from "graphql";
import typeDefs from "../../../schema/api.graphql?raw";
import { memberMenus, visitorNavigation, type MockAccount } from "./fixtures";
import { allAccounts, currentAccount } from "./session";
import { pageOf, type MockDeps, type MockUser } from "./common";
import { catalogueMockResolvers } from "../features/catalogue/mocks";
import { enrolmentMockResolvers } from "../features/enrolment/mocks";
import { financingMockResolvers } from "../features/financing/mocks";
import { programmeMockResolvers } from "../features/programmes/mocks";
import { classroomMockResolvers } from "../features/classroom/mocks";
import { adminSummaryMockResolvers, profileOf, talentMockResolvers } from "../features/talent/mocks";
import { jobsMockResolvers } from "../features/jobs/mocks";
import { employerMockResolvers } from "../features/employer/mocks";
import { forumMockResolvers } from "../features/forum/mocks";
import { skillsMockResolvers } from "../features/skills/mocks";
import { interviewsMockResolvers } from "../features/interviews/mocks";
import { careersMockResolvers } from "../features/careers/mocks";
import { eventsMockResolvers } from "../features/events/mocks";
import { homeMockResolvers } from "../features/home/mocks";
import { dashboardMockResolvers } from "../features/dashboard/mocks";
import { withOutages } from "./outage";
import type { Resolvers } from "../__generated__/mock-resolvers";

/** A User object for an account; the profile fields are resolved from the mock profile state (User resolvers). */
function userOf(a: Pick<MockAccount, "id" | "firstName" | "lastName" | "email" | "roles">): MockUser {
  return {
    id: a.id,
    firstName: a.firstName,
    lastName: a.lastName,
    displayName: `${a.firstName} ${a.lastName}`,
    email: a.email,
    roles: a.roles,
    ...memberMenus(a.roles),
  };
}

function viewer() {
  const a = currentAccount();
  return a ? userOf(a) : null;
}

/** Sample people for the talent-admin search, besides the accounts. */
const samplePeople = [
  ["Chan", "Tai Man"],
  ["Wong", "Ka Yan"],
  ["Lim", "Wei Ling"],
  ["Tan", "Kok Wai"],
  ["Siti", "Aminah"],
  ["Leung", "Chi Ho"],
  ["Ng", "Mei Ling"],
  ["Ho", "Wing Sze"],
  ["Kumar", "Priya"],
  ["Cheung", "Man Kit"],
].map(([lastName, firstName], i) => ({
  id: `3f0e2a55-0000-4c1d-9a7b-${String(i + 1).padStart(12, "0")}`,
  firstName: firstName!,
  lastName: lastName!,
  email: `${firstName!.toLowerCase().replace(/\s+/g, ".")}.${lastName!.toLowerCase()}@example.com`,
  roles: ["STUDENT" as const],
}));

function requireViewer(): MockUser {
  const a = currentAccount();
  if (!a) throw new GraphQLError("You need to log in to do this.", { extensions: { code: "UNAUTHENTICATED" } });
  // A person's mock profile is made on their first guarded request at the latest, which dates its first score snapshot.
  profileOf(a.id);
  return userOf(a);
}

function requireCourseAdmin(): MockUser {
  const user = requireViewer();
  if (!user.roles.includes("COURSE_ADMIN")) {
    throw new GraphQLError("You are not allowed to do this.", { extensions: { code: "FORBIDDEN" } });
  }
  return user;
}

/** A User object for a person (an account or one of the sample people), else a bare reference. */
const userById = (id: string) => {
  const a = allAccounts().find((x) => x.id === id) ?? samplePeople.find((x) => x.id === id);
  return a ? userOf(a) : { id };
};

/** What every feature's mock resolvers get: this schema's guards, people and paging. */
const deps: MockDeps = {
  requireViewer,
  requireCourseAdmin,
  viewer: () => currentAccount() ?? null,
  userById,
  pageOf,
};

/** The accounts: the viewer, a person by id, and the people search of talent and course admins. */
const accountResolvers: Resolvers = {
  Query: {
    viewer,
    user: (_, { id }) => {
      const a = allAccounts().find((x) => x.id === id) ?? samplePeople.find((x) => x.id === id);
      return a ? userOf(a) : null;
    },
    visitorNavigation: () => visitorNavigation,
    people: (_, args) => {
      const user = requireViewer();
      // Talent admins, and course admins who manage class membership (as the server).
      if (!user.roles.includes("TALENT_ADMIN") && !user.roles.includes("COURSE_ADMIN")) {
        throw new GraphQLError("You are not allowed to do this.", { extensions: { code: "FORBIDDEN" } });
      }
      const needle = args.search.trim().toLowerCase();
      if (!needle) return pageOf([], args, 8);
      const everyone = [...allAccounts(), ...samplePeople]
        .filter((p) => [p.firstName, p.lastName, `${p.firstName} ${p.lastName}`, p.email].some((s) => s.toLowerCase().includes(needle)))
        .sort((a, b) => `${a.firstName} ${a.lastName}`.localeCompare(`${b.firstName} ${b.lastName}`));
      return pageOf(everyone.map(userOf), args, 8);
    },
  },
};

/**
 * The features' shares merged type by type. A field answered by two shares is a mistake (which one wins would depend
 * on the order here), so it fails loudly instead.
 */
function mergeShares(shares: Resolvers[]): Resolvers {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const share of shares) {
    for (const [type, fields] of Object.entries(share)) {
      const into = (merged[type] ??= {});
      for (const [field, resolve] of Object.entries(fields as object)) {
        if (field in into) throw new Error(`Two mock resolvers answer ${type}.${field}`);
        into[field] = resolve;
      }
    }
  }
  return merged as Resolvers;
}

const resolvers = mergeShares([
  accountResolvers,
  catalogueMockResolvers(deps),
  enrolmentMockResolvers(deps),
  financingMockResolvers(),
  programmeMockResolvers(deps),
  classroomMockResolvers(deps),
  talentMockResolvers(deps),
  adminSummaryMockResolvers(deps),
  jobsMockResolvers(deps),
  employerMockResolvers(deps),
  forumMockResolvers(deps),
  skillsMockResolvers(deps),
  interviewsMockResolvers(deps),
  careersMockResolvers(deps),
  eventsMockResolvers(deps),
  homeMockResolvers(),
  dashboardMockResolvers(deps),
]);

const words = ["Cloud", "Data", "Design", "Career", "Python", "Interview", "Portfolio", "Mentor"];
let counter = 0;

/** With outages: a subgraph switched off (./outage.ts) fails the fields it resolves, as the router serves it. */
export const mockSchema = withOutages(
  addMocksToSchema<Resolvers>({
    schema: makeExecutableSchema({ typeDefs }),
    mocks: {
      String: () => `${words[counter++ % words.length]} sample`,
      Int: () => 3,
    },
    resolvers,
  }),
);
