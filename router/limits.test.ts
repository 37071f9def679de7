/**
 * Calibrates the router's query limits: every operation the client sends, with the page sizes it sends, must pass
 * them with headroom; the cost model must scale with page sizes; and queries past each limit must be refused over
 * HTTP with 400 and a stable code.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApolloServer } from "@apollo/server";
import {
  Kind,
  buildSchema,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  parse,
  print,
  typeFromAST,
  visit,
  type DefinitionNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLInputType,
  type OperationDefinitionNode,
} from "graphql";
import { addTypenameToDocument } from "@apollo/client/utilities";
import { COST, LIMITS, armor, operationCost } from "./limits.js";
import { MAX_PAGE_SIZE } from "../subgraphs/shared/page-size.js";
import { routerSuite, TestBrowser } from "./testing.js";
import { COURSE_PAGE_SIZE } from "../subgraphs/courses/modules/catalogue/rules/catalogue.js";
import { ORDER_PAGE_SIZE } from "../subgraphs/courses/modules/enrolment/rules/enrolment.js";
import { INCOME_REPORT_PAGE_SIZE } from "../subgraphs/courses/modules/financing/rules/income-reports.js";
import { FORUM_COMMENT_PAGE_SIZE } from "../subgraphs/forum/modules/comments/rules/comments.js";
import { REPORTS_PAGE_SIZE as FORUM_REPORTS_PAGE_SIZE, SUPPORT_PAGE_SIZE } from "../subgraphs/forum/modules/moderation/rules/moderation.js";
import { NOTIFICATION_PAGE_SIZE } from "../subgraphs/forum/modules/notifications/rules/notifications.js";
import {
  FORUM_CLASS_ANNOUNCEMENT_PAGE_SIZE,
  FORUM_CLASS_PEOPLE_PAGE_SIZE,
  FORUM_POST_PAGE_SIZE,
} from "../subgraphs/forum/modules/shared/rules/listing.js";
import { FORUM_TAG_PAGE_SIZE } from "../subgraphs/forum/modules/tags/rules/tags.js";
import { JOB_APPLICATION_PAGE_SIZE } from "../subgraphs/jobs/modules/applications/rules/applications.js";
import { ADMIN_COMPANY_PAGE_SIZE, COMPANY_PAGE_SIZE } from "../subgraphs/jobs/modules/employers/rules/employers.js";
import { ALL_JOBS_PAGE_SIZE, JOB_PAGE_SIZE } from "../subgraphs/jobs/modules/postings/rules/postings.js";
import { REPRESENTATIVE_PAGE_SIZE } from "../subgraphs/jobs/modules/representatives/rules/representatives.js";
import { PEOPLE_PAGE_SIZE } from "../subgraphs/talent/modules/people/rules/people.js";
import { SKILL_RANKING_PAGE_SIZE } from "../subgraphs/talent/modules/skills/rules/ranking.js";
import { INTERVIEW_PAGE_SIZE } from "../subgraphs/talent/modules/interviews/rules/limits.js";
import { CAREER_PAGE_SIZE } from "../subgraphs/talent/modules/careers/rules/limits.js";
import { EVENT_PAGE_SIZE } from "../subgraphs/events/modules/listings/rules/listings.js";
import { ATTENDEE_PAGE_SIZE } from "../subgraphs/events/modules/registration/rules/registration.js";
import { INVITE_PAGE_SIZE } from "../subgraphs/events/modules/invites/rules/invites.js";

const apiSchema = buildSchema(fs.readFileSync(path.join(import.meta.dirname, "..", "schema", "api.graphql"), "utf8"));
const clientSrc = path.join(import.meta.dirname, "..", "client", "src");

function clientDocuments(dir = clientSrc): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === "__generated__" ? [] : clientDocuments(full);
    return e.name.endsWith(".graphql") ? [fs.readFileSync(full, "utf8")] : [];
  });
}

/**
 * The page sizes each client operation sends, for every variable it passes as a `pageSize` argument (null: the client
 * leaves it out, so the list's default applies). An operation missing here fails the calibration.
 */
const CLIENT_PAGE_SIZES: Record<string, Record<string, number | null>> = (() => {
  const comments = FORUM_COMMENT_PAGE_SIZE;
  return {
    AdminJobApplications: { pageSize: null },
    ForumNotifications: { pageSize: NOTIFICATION_PAGE_SIZE },
    JobsBrowsePage: { pageSize: JOB_PAGE_SIZE },
    JobsPage: { pageSize: JOB_PAGE_SIZE },
    CompanyPage: { pageSize: JOB_PAGE_SIZE },
    CompaniesPage: { pageSize: COMPANY_PAGE_SIZE },
    AdminJobs: { pageSize: ALL_JOBS_PAGE_SIZE },
    AppliedJobsPage: { pageSize: JOB_APPLICATION_PAGE_SIZE },
    SavedJobsPage: { pageSize: JOB_PAGE_SIZE },
    ForumFeed: { pageSize: FORUM_POST_PAGE_SIZE },
    ForumPostComments: {
      pageSize: comments,
      repliesPageSize: MAX_PAGE_SIZE,
    },
    // pageInPost(pageSize:) returns a number, not a list; the size still has to be a real one.
    ForumCommentPlace: { pageSize: comments },
    CreateForumComment: { pageSize: comments },
    ClassForumPosts: {
      pageSize: Math.max(FORUM_POST_PAGE_SIZE, FORUM_CLASS_ANNOUNCEMENT_PAGE_SIZE),
    },
    ClassForumModerators: { pageSize: FORUM_CLASS_PEOPLE_PAGE_SIZE },
    ClassForumStudents: { pageSize: FORUM_CLASS_PEOPLE_PAGE_SIZE },
    ForumBookmarkedPosts: { pageSize: FORUM_POST_PAGE_SIZE },
    ForumBookmarkedComments: { pageSize: FORUM_POST_PAGE_SIZE },
    ForumHistoryPosts: { pageSize: FORUM_POST_PAGE_SIZE },
    ForumHistoryComments: { pageSize: FORUM_POST_PAGE_SIZE },
    ForumReports: { pageSize: FORUM_REPORTS_PAGE_SIZE },
    ForumTagList: { pageSize: FORUM_TAG_PAGE_SIZE },
    ForumSupportPosts: { pageSize: SUPPORT_PAGE_SIZE },
    PeopleSearch: { pageSize: PEOPLE_PAGE_SIZE },
    AdminRepresentativesPage: {
      pageSize: REPRESENTATIVE_PAGE_SIZE,
    },
    AdminCompaniesPage: { pageSize: ADMIN_COMPANY_PAGE_SIZE },
    AdminIncomeReports: { pageSize: INCOME_REPORT_PAGE_SIZE },
    CoursesPage: { pageSize: COURSE_PAGE_SIZE },
    AdminOrders: { pageSize: ORDER_PAGE_SIZE },
    SkillRankedList: { pageSize: SKILL_RANKING_PAGE_SIZE },
    AdminHostedInterviewSlots: { pageSize: INTERVIEW_PAGE_SIZE },
    AdminCareerLearners: { pageSize: CAREER_PAGE_SIZE },
    AdminPendingPortfolioProjects: { pageSize: CAREER_PAGE_SIZE },
    AdminPendingCareerReviews: { pageSize: CAREER_PAGE_SIZE },
    EventsPage: { pageSize: EVENT_PAGE_SIZE },
    MyEventRegistrations: { pageSize: EVENT_PAGE_SIZE },
    ApplicationsOverview: { jobsPageSize: JOB_APPLICATION_PAGE_SIZE, eventsPageSize: EVENT_PAGE_SIZE },
    ApplicationsJobs: { pageSize: JOB_APPLICATION_PAGE_SIZE },
    ApplicationsEvents: { pageSize: EVENT_PAGE_SIZE },
    AdminEvents: { pageSize: EVENT_PAGE_SIZE },
    AdminEventRegistrations: { pageSize: ATTENDEE_PAGE_SIZE },
    EventInviteCodes: { pageSize: INVITE_PAGE_SIZE },
    EventAttendees: { pageSize: ATTENDEE_PAGE_SIZE },
  };
})();

/** A value of `type` that its coercion accepts; Booleans are true, so an `@include(if: $flag)` selection is charged. */
function sampleValue(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType);
  if (isListType(type)) return [sampleValue(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (isInputObjectType(type)) {
    const required = Object.values(type.getFields()).filter((f) => isNonNullType(f.type) && f.defaultValue === undefined);
    return Object.fromEntries(required.map((f) => [f.name, sampleValue(f.type)]));
  }
  return { Int: 1, Float: 1, Boolean: true }[type.name] ?? "sample";
}

/** Variables passed as a `pageSize` argument anywhere in the document. */
function pageSizeVariables(document: DocumentNode): Set<string> {
  const names = new Set<string>();
  visit(document, {
    Argument(arg) {
      if (arg.name.value === "pageSize" && arg.value.kind === Kind.VARIABLE) names.add(arg.value.name.value);
    },
  });
  return names;
}

interface ClientOperation {
  name: string;
  kind: "query" | "mutation" | "subscription";
  document: DocumentNode;
  query: string;
  variables: Record<string, unknown>;
}

/** Each client operation with the fragments it uses (transitively), as the client sends it, and its variables. */
function clientOperations(): ClientOperation[] {
  const definitions: DefinitionNode[] = clientDocuments().flatMap((src) => parse(src).definitions);
  const fragments = new Map(
    definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((f) => [f.name.value, f]),
  );
  const operations = definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  return operations.map((op) => {
    const used = new Set<string>();
    const collect = (node: OperationDefinitionNode | FragmentDefinitionNode) =>
      visit(node, {
        FragmentSpread(spread) {
          if (used.has(spread.name.value)) return;
          used.add(spread.name.value);
          const f = fragments.get(spread.name.value);
          if (f) collect(f);
        },
      });
    collect(op);
    const name = op.name?.value ?? "anonymous";
    // Apollo Client adds __typename to every selection set before sending, and each costs: measure what is sent.
    const document = addTypenameToDocument({
      kind: Kind.DOCUMENT,
      definitions: [op, ...[...used].map((n) => fragments.get(n)!).filter(Boolean)],
    });
    const sizes = CLIENT_PAGE_SIZES[name] ?? {};
    const unknown = [...pageSizeVariables(document)].filter((v) => !(v in sizes));
    if (unknown.length)
      throw new Error(`Say in CLIENT_PAGE_SIZES which page size the client sends for ${name} (${unknown.map((v) => `$${v}`).join(", ")}).`);
    const variables = Object.fromEntries(
      (op.variableDefinitions ?? []).map((d) => {
        const v = d.variable.name.value;
        return [v, v in sizes ? sizes[v] : sampleValue(typeFromAST(apiSchema, d.type as never) as GraphQLInputType)];
      }),
    );
    return { name, kind: op.operation, document, query: print(document), variables };
  });
}

async function protectedServer() {
  const protection = armor();
  const server = new ApolloServer({
    ...protection,
    schema: apiSchema,
    plugins: [...protection.plugins],
    validationRules: [...protection.validationRules],
  });
  await server.start();
  return server;
}

/** Armor's limits say "… limit of N …"; graphql-js's own token count says "more that N tokens". */
const LIMIT_MESSAGE = /limit of|more that \d+ tokens/i;

async function limitErrors(server: ApolloServer, query: string, variables: Record<string, unknown> = {}): Promise<string[]> {
  // The token limit fails the request before execution (HTTP 400 at the router); here it surfaces as a throw.
  const res = await server.executeOperation({ query, variables }).catch((err: Error) => err);
  if (res instanceof Error) return [res.message].filter((m) => LIMIT_MESSAGE.test(m));
  const errors = res.body.kind === "single" ? (res.body.singleResult.errors ?? []) : [];
  return errors.map((e) => e.message).filter((m) => LIMIT_MESSAGE.test(m));
}

const cost = (query: string, variables: Record<string, unknown> = {}) => operationCost(apiSchema, parse(query), variables);

describe("router query limits: client operations", () => {
  const operations = clientOperations();
  const costs = new Map(operations.map((o) => [o.name, operationCost(apiSchema, o.document, o.variables)]));
  let server: ApolloServer;
  beforeAll(async () => {
    server = await protectedServer();
  });
  afterAll(async () => {
    await server.stop();
  });

  it("the client has operations to calibrate against", () => {
    expect(operations.length).toBeGreaterThan(50);
    expect(costs.get("ForumPostComments")).toBeGreaterThan(0);
  });

  it("the cost limit leaves headroom over the costliest client operation", () => {
    const ranked = [...costs].sort((a, b) => b[1] - a[1]);
    console.info(
      `Client operation costs (limit ${LIMITS.maxCost}):\n${ranked.map(([name, c]) => `  ${String(c).padStart(6)}  ${name}`).join("\n")}`,
    );
    const [costliest, highest] = ranked[0]!;
    // The costliest (the post page thread: 10 comments, each with up to 100 replies) could grow by 30% and still fit…
    expect(highest * 1.3, costliest).toBeLessThanOrEqual(LIMITS.maxCost);
    // …but the limit is not loose: twice that (20 comments a page) would be refused.
    expect(highest * 2, costliest).toBeGreaterThan(LIMITS.maxCost);
  });

  it.each(operations.map((o) => [o.name, o] as const))("client operation %s passes every limit", async (_name, op) => {
    expect(await limitErrors(server, op.query, op.variables)).toEqual([]);
  });
});

describe("router query limits: the cost model", () => {
  // One job costs its object (2) plus id and title (1 each).
  const JOB = COST.object + 2 * COST.scalar;

  it("charges a page's items once per requested item, and its pageInfo once", () => {
    const page = (size: number) => cost(`{ jobs(pageSize: ${size}) { items { id title } pageInfo { page totalCount } } }`);
    expect(page(5)).toBe(COST.object + 5 * JOB + (COST.object + 2 * COST.scalar));
    expect(page(100)).toBe(COST.object + 100 * JOB + (COST.object + 2 * COST.scalar));
    expect(page(100) - page(50)).toBe(10 * (page(10) - page(5)));
  });

  it("takes the page size from the variables", () => {
    const query = `query Jobs($size: Int) { jobs(pageSize: $size) { items { id title } } }`;
    expect(cost(query, { size: 100 })).toBe(cost(`{ jobs(pageSize: 100) { items { id title } } }`));
    expect(cost(query, { size: 100 })).toBeGreaterThan(cost(query, { size: 5 }));
  });

  it("charges an omitted page size as the list's default (jobs: 10; forum tags: 8), not as one item", () => {
    expect(cost(`{ jobs { items { id title } } }`)).toBe(COST.object + 10 * JOB);
    expect(cost(`query T($size: Int) { jobs(pageSize: $size) { items { id title } } }`, { size: null })).toBe(COST.object + 10 * JOB);
    expect(cost(`{ forumTags { items { id } } }`)).toBe(COST.object + 8 * (COST.object + COST.scalar));
  });

  it("multiplies nested paged lists", () => {
    const reply = COST.object + COST.scalar;
    const replies = (size: number) => COST.object + size * reply;
    const comment = (replySize: number) => COST.object + COST.scalar + replies(replySize);
    const thread = (commentSize: number, replySize: number) =>
      cost(
        `{ forumPost(id: "x") { comments(pageSize: ${commentSize}) { items { id replies(pageSize: ${replySize}) { items { id } } } } } }`,
      );
    expect(thread(10, 20)).toBe(COST.object + COST.object + 10 * comment(20));
    expect(thread(10, 100)).toBe(COST.object + COST.object + 10 * comment(100));
    // Each reply more a page is charged once under every comment.
    expect(thread(10, 100) - thread(10, 50)).toBe(10 * 50 * reply);
    expect(thread(20, 100) - thread(10, 100)).toBe(10 * comment(100));
  });

  it("charges an unpaged list a fixed number of elements and pageInPost as one number", () => {
    expect(cost(`{ careerRoles { id } }`)).toBe(COST.unpagedList * (COST.object + COST.scalar));
    expect(cost(`{ forumComment(id: "x") { pageInPost(pageSize: 100) } }`)).toBe(COST.object + COST.scalar);
  });

  it("charges nothing for introspection", () => {
    expect(cost(`{ __schema { types { name fields { name type { name ofType { name } } } } } }`)).toBe(0);
  });
});

describe("router query limits over HTTP", () => {
  const router = routerSuite("in-process");
  const operations = clientOperations();

  async function send(query: string, variables: Record<string, unknown> = {}) {
    return new TestBrowser(router.url).graphql(query, variables);
  }

  /** The request was refused with HTTP 400 and one error with `code`, whose message matches `message`. */
  async function expectRefused(query: string, code: string, message: RegExp, variables: Record<string, unknown> = {}) {
    const res = await send(query, variables);
    expect(res.status).toBe(400);
    expect(res.json.data).toBeUndefined();
    expect(res.json.errors).toHaveLength(1);
    expect(res.json.errors![0]!.extensions?.code).toBe(code);
    expect(res.json.errors![0]!.message).toMatch(message);
    return res.json.errors![0]! as { message: string; extensions: Record<string, unknown> };
  }

  // Each job with its employer's other jobs, a hundred of them: about 600 a job.
  const bigJobsPage = (size: number | string) =>
    `query BigJobs${typeof size === "string" ? "($size: Int)" : ""} { jobs(pageSize: ${size}) { items { id title role location employer { id title jobs(pageSize: 100) { items { id title role location } } } } } }`;

  it("refuses a page too costly for its page size, naming the limit and the cost the router measured", async () => {
    // The same selection fits at a small page size.
    const small = await send(bigJobsPage(5));
    expect(small.status).toBe(200);
    expect(small.json.errors).toBeUndefined();

    const error = await expectRefused(
      bigJobsPage(100),
      "GRAPHQL_VALIDATION_FAILED",
      new RegExp(`Cost limit of ${LIMITS.maxCost} exceeded: the operation costs \\d+`),
    );
    const expected = cost(bigJobsPage(100));
    expect(expected).toBeGreaterThan(LIMITS.maxCost);
    // The router measures on the gateway's schema exactly what this test measures on schema/api.graphql.
    expect(error.extensions).toMatchObject({ limit: "cost", cost: expected, maxCost: LIMITS.maxCost });
    expect(error.message).toContain(String(expected));
  });

  it("reads the page size from the request's variables", async () => {
    expect((await send(bigJobsPage("$size"), { size: 5 })).json.errors).toBeUndefined();
    const error = await expectRefused(bigJobsPage("$size"), "GRAPHQL_VALIDATION_FAILED", /Cost limit of/, { size: 100 });
    expect(error.extensions.cost).toBe(cost(bigJobsPage(100)));
  });

  it("charges an omitted page size as the list's default, as documented in the gateway's schema", async () => {
    // Posts (6 a page by default), their comments and replies (10 a page each): 600 replies, eight times.
    const posts = `forumPosts { items { id comments { items { id replies { items { id description createdDate modifiedDate isAnswer replyCount author { id } } } } } } }`;
    const query = `{ ${[..."abcdefgh"].map((alias) => `${alias}: ${posts}`).join(" ")} }`;
    expect(cost(query)).toBeGreaterThan(LIMITS.maxCost);
    const error = await expectRefused(query, "GRAPHQL_VALIDATION_FAILED", /Cost limit of/);
    // Were a default missing from the gateway's schema, the router would charge 100 for it and disagree.
    expect(error.extensions.cost).toBe(cost(query));
  });

  it("refuses nested paged lists whose product is over the limit", async () => {
    await expectRefused(
      `{ forumPosts(pageSize: 100) { items { id comments(pageSize: 100) { items { id replies(pageSize: 100) { items { id } } } } } } }`,
      "GRAPHQL_VALIDATION_FAILED",
      /Cost limit of \d+ exceeded: the operation costs \d+/,
    );
  });

  it("refuses a flood of __typename aliases", async () => {
    const flood = Array.from({ length: 10_000 }, (_, i) => `a${i}: __typename`).join(" ");
    // Past the token limit first (a parse failure)…
    await expectRefused(`{ ${flood} }`, "GRAPHQL_PARSE_FAILED", /more that \d+ tokens/i);
    // …and within it, by the alias limit.
    const justOver = Array.from({ length: LIMITS.maxAliases + 1 }, (_, i) => `a${i}: __typename`).join(" ");
    await expectRefused(
      `{ ${justOver} }`,
      "GRAPHQL_VALIDATION_FAILED",
      new RegExp(`Aliases limit of ${LIMITS.maxAliases} exceeded, found ${LIMITS.maxAliases + 1}`),
    );
    const atLimit = Array.from({ length: LIMITS.maxAliases }, (_, i) => `a${i}: __typename`).join(" ");
    expect((await send(`{ ${atLimit} }`)).status).toBe(200);
  });

  it("counts aliases inside fragments, once per use", async () => {
    const fragment = `fragment Names on Job { ${Array.from({ length: 8 }, (_, i) => `n${i}: title`).join(" ")} }`;
    await expectRefused(
      `{ a: job(id: "1") { ...Names } b: job(id: "2") { ...Names } } ${fragment}`,
      "GRAPHQL_VALIDATION_FAILED",
      /Aliases limit of/,
    );
  });

  it("charges duplicate unaliased fields each time they are written", async () => {
    // GraphQL merges them into one field at execution, so this over-charges; the token limit bounds how many there are.
    const once = `jobs(pageSize: 100) { items { id title description employer { id title } } }`;
    expect(cost(`{ ${once} ${once} }`)).toBe(2 * cost(`{ ${once} }`));
    const copies = Math.ceil(LIMITS.maxCost / cost(`{ ${once} }`)) + 1;
    await expectRefused(`{ ${Array.from({ length: copies }, () => once).join(" ")} }`, "GRAPHQL_VALIDATION_FAILED", /Cost limit of/);
  });

  it("refuses a fragment bomb without expanding it", async () => {
    // Each fragment spreads the one before it ten times: 10^4 copies of the innermost selection, within the depth limit.
    const fragments = [`fragment F0 on Job { id title }`];
    for (let i = 1; i <= 4; i++) fragments.push(`fragment F${i} on Job { ${`...F${i - 1} `.repeat(10)}}`);
    await expectRefused(
      `{ job(id: "1") { ...F4 } } ${fragments.join(" ")}`,
      "GRAPHQL_VALIDATION_FAILED",
      /Cost limit of \d+ exceeded: the operation expands to more than/,
    );
  });

  it("refuses a query deeper than the depth limit", async () => {
    let selection = "id";
    for (let i = 0; i < LIMITS.maxDepth; i++) selection = `category { courses { ${selection} } }`;
    await expectRefused(`{ courses { items { ${selection} } } }`, "GRAPHQL_VALIDATION_FAILED", /depth limit of/i);
  });

  it("refuses more tokens than allowed", async () => {
    await expectRefused(
      `{ ${Array.from({ length: LIMITS.maxTokens }, () => "__typename").join(" ")} }`,
      "GRAPHQL_PARSE_FAILED",
      /more that \d+ tokens/i,
    );
  });

  it("refuses more directives than allowed", async () => {
    await expectRefused(
      `{ ${"__typename @skip(if: false) ".repeat(LIMITS.maxDirectives + 1)} }`,
      "GRAPHQL_VALIDATION_FAILED",
      /directives limit of/i,
    );
  });

  it("answers a page size of the wrong type with BAD_USER_INPUT", async () => {
    await expectRefused(bigJobsPage("$size"), "BAD_USER_INPUT", /\$size/, { size: "lots" });
  });

  it("lets the costliest client queries through with the page sizes the client sends", async () => {
    const ranked = operations
      .filter((o) => o.kind === "query")
      .map((o) => ({ ...o, cost: operationCost(apiSchema, o.document, o.variables) }))
      .sort((a, b) => b.cost - a.cost)
      .slice(0, 6);
    expect(ranked.map((o) => o.name)).toContain("ForumPostComments");
    for (const op of ranked) {
      const res = await send(op.query, op.variables);
      // Sample ids may be unknown or need a login; what matters is that no limit refused the query.
      const refusals = (res.json.errors ?? []).filter((e) => e.extensions?.code?.startsWith("GRAPHQL_") || /limit of/i.test(e.message));
      expect({ name: op.name, refusals }).toEqual({ name: op.name, refusals: [] });
      expect(res.status, op.name).toBeLessThan(500);
    }
  });
});
