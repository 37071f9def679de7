/**
 * The real composed API schema (schema/api.graphql) made executable with believable fixtures: list and viewer
 * fields are answered from fixtures; any other field any operation asks for is filled by @graphql-tools/mock.
 */
import { makeExecutableSchema } from "@graphql-tools/schema";
import { addMocksToSchema } from "@graphql-tools/mock";
import typeDefs from "../../../schema/api.graphql?raw";
import { courses, jobs, memberNavigation, visitorNavigation } from "./fixtures";
import { currentAccount } from "./session";

interface PageArgs {
  page?: number | null;
  pageSize?: number | null;
  search?: string | null;
}

function paginate<T extends { title: string }>(all: readonly T[], args: PageArgs, defaultSize: number) {
  const pageSize = Math.min(Math.max(args.pageSize ?? defaultSize, 1), 100);
  const page = Math.max(args.page ?? 1, 1);
  const needle = args.search?.trim().toLowerCase();
  const filtered = needle ? all.filter((x) => x.title.toLowerCase().includes(needle)) : all;
  const totalCount = filtered.length;
  const totalPages = Math.ceil(totalCount / pageSize);
  return {
    items: filtered.slice((page - 1) * pageSize, page * pageSize),
    pageInfo: { page, pageSize, totalCount, totalPages, hasNextPage: page < totalPages, hasPreviousPage: page > 1 },
  };
}

function viewer() {
  const a = currentAccount();
  if (!a) return null;
  return {
    id: a.id,
    firstName: a.firstName,
    lastName: a.lastName,
    displayName: `${a.firstName} ${a.lastName}`,
    email: a.email,
    roles: a.roles,
    avatarUrl: null,
    navigation: memberNavigation,
  };
}

const words = ["Cloud", "Data", "Design", "Career", "Python", "Interview", "Portfolio", "Mentor"];
let counter = 0;

const resolvers = {
  Query: {
      courses: (_: unknown, args: PageArgs) => paginate(courses, args, 12),
      course: (_: unknown, { id }: { id: string }) => courses.find((c) => c.id === id) ?? null,
      jobs: (_: unknown, args: PageArgs) => paginate(jobs, args, 10),
      job: (_: unknown, { id }: { id: string }) => jobs.find((j) => j.id === id) ?? null,
      viewer,
      visitorNavigation: () => visitorNavigation,
  },
};

export const mockSchema = addMocksToSchema<typeof resolvers>({
  schema: makeExecutableSchema({ typeDefs }),
  mocks: {
    String: () => `${words[counter++ % words.length]} sample`,
    Int: () => 3,
  },
  resolvers,
});
