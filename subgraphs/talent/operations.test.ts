/** The talent subgraph's operations against a real database, as the router calls them. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../shared/db.js";
import { createTestDatabase, statementCounter } from "../shared/testing/database.js";
import { as, demo, system, testSubgraph, visitor, type SubgraphClient } from "../shared/testing/harness.js";
import { DEMO_ACCOUNTS } from "../shared/demo-accounts.js";
import { TOOL_SEED } from "./modules/vocabulary/index.js";
import { talentSubgraph } from "./index.js";

const counter = statementCounter();
let database: Database;
let client: SubgraphClient;
const student = DEMO_ACCOUNTS.find((a) => a.roles.includes("STUDENT"))!;
const instructor = DEMO_ACCOUNTS.find((a) => a.roles.includes("INSTRUCTOR"))!;

beforeAll(async () => {
  database = await createTestDatabase({ onQuery: counter.onQuery });
  client = await testSubgraph(talentSubgraph as never, database);
});
afterAll(async () => {
  await client?.stop();
  await database?.close();
});

const codeOf = (r: { errors?: { extensions?: { code?: string } }[] }) => r.errors?.[0]?.extensions?.code;

const TOOLS = /* GraphQL */ `
  query Tools($page: Int, $pageSize: Int, $search: String) {
    tools(page: $page, pageSize: $pageSize, search: $search) {
      items {
        id
        title
        skill
      }
      pageInfo {
        page
        pageSize
        hasNextPage
        hasPreviousPage
        totalCount
        totalPages
      }
    }
  }
`;
type ToolsData = {
  tools: {
    items: { id: string; title: string; skill: boolean }[];
    pageInfo: { page: number; pageSize: number; hasNextPage: boolean; hasPreviousPage: boolean; totalCount: number; totalPages: number };
  };
};

describe("tools", () => {
  it("pages the vocabulary by title, 20 a page by default, for visitors too", async () => {
    const r = await client.exec<ToolsData>(TOOLS, {});
    expect(r.errors).toBeUndefined();
    const { items, pageInfo } = r.data!.tools;
    expect(items).toHaveLength(20);
    expect(pageInfo).toMatchObject({ page: 1, pageSize: 20, hasNextPage: true, hasPreviousPage: false, totalCount: TOOL_SEED.length });
    expect(pageInfo.totalPages).toBe(Math.ceil(TOOL_SEED.length / 20));
    const titles = items.map((t) => t.title);
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });
  it("page 2 continues where page 1 stopped", async () => {
    const one = await client.exec<ToolsData>(TOOLS, { page: 1, pageSize: 5 });
    const two = await client.exec<ToolsData>(TOOLS, { page: 2, pageSize: 5 });
    const both = await client.exec<ToolsData>(TOOLS, { page: 1, pageSize: 10 });
    expect([...one.data!.tools.items, ...two.data!.tools.items]).toEqual(both.data!.tools.items);
    expect(two.data!.tools.pageInfo.hasPreviousPage).toBe(true);
  });
  it("the last page has no next page", async () => {
    const last = Math.ceil(TOOL_SEED.length / 100);
    const r = await client.exec<ToolsData>(TOOLS, { page: last, pageSize: 100 });
    expect(r.data!.tools.items).toHaveLength(TOOL_SEED.length - (last - 1) * 100);
    expect(r.data!.tools.pageInfo.hasNextPage).toBe(false);
  });
  it("filters by a case-insensitive title substring", async () => {
    const r = await client.exec<ToolsData>(TOOLS, { search: "GOOGLE" });
    const ids = r.data!.tools.items.map((t) => t.id);
    expect(ids).toEqual(expect.arrayContaining(["google-analytics", "google-cloud"]));
    expect(r.data!.tools.items.every((t) => t.title.toLowerCase().includes("google"))).toBe(true);
  });
  it("marks concepts as not skills", async () => {
    const r = await client.exec<ToolsData>(TOOLS, { search: "blockchain" });
    expect(r.data!.tools.items).toEqual([{ id: "blockchain", title: "Blockchain", skill: false }]);
  });
  it("pageSize above 100 is BAD_USER_INPUT", async () => {
    expect(codeOf(await client.exec(TOOLS, { pageSize: 101 }))).toBe("BAD_USER_INPUT");
  });
  it("page 0 is BAD_USER_INPUT", async () => {
    expect(codeOf(await client.exec(TOOLS, { page: 0 }))).toBe("BAD_USER_INPUT");
  });
  it("over-long search is BAD_USER_INPUT", async () => {
    expect(codeOf(await client.exec(TOOLS, { search: "x".repeat(201) }))).toBe("BAD_USER_INPUT");
  });
  it("costs the same number of statements for 2 or 50 tools", async () => {
    const small = await counter.count(() => client.exec(TOOLS, { pageSize: 2 }));
    const large = await counter.count(() => client.exec(TOOLS, { pageSize: 50 }));
    expect(small.result.errors).toBeUndefined();
    expect(large.statements.length).toBe(small.statements.length);
  });
  it("resolves Tool references through _entities", async () => {
    const r = await client.exec<{ _entities: ({ id: string; title: string } | null)[] }>(
      `query { _entities(representations: [{ __typename: "Tool", id: "python" }, { __typename: "Tool", id: "nope" }]) { ... on Tool { id title } } }`,
    );
    expect(r.data!._entities).toEqual([{ id: "python", title: "Python" }, null]);
  });
  it("seeds every tool id the course catalogue refers to", async () => {
    const ids = [
      "python",
      "sql",
      "tableau",
      "excel",
      "google-analytics",
      "figma",
      "javascript",
      "html",
      "css",
      "git",
      "power-bi",
      "nodejs",
      "postgresql",
      "docker",
      "react",
      "typescript",
      "kali-linux",
      "burp-suite",
      "blockchain",
      "jira",
      "aws",
      "google-cloud",
    ];
    const r = await client.exec<{ _entities: ({ id: string } | null)[] }>(
      `query($r: [_Any!]!) { _entities(representations: $r) { ... on Tool { id } } }`,
      { r: ids.map((id) => ({ __typename: "Tool", id })) },
    );
    expect(r.data!._entities.map((e) => e?.id)).toEqual(ids);
  });
});

const PROFILE = /* GraphQL */ `
  query Profile($id: ID!) {
    user(id: $id) {
      id
      firstName
      lastName
      displayName
      email
      avatarUrl
      roles
      navigation {
        key
        path
      }
    }
  }
`;
type ProfileData = {
  user: {
    id: string;
    firstName: string;
    lastName: string;
    displayName: string;
    email: string | null;
    roles: string[];
    navigation: { key: string; path: string }[];
  } | null;
};

describe("viewer and user", () => {
  it("viewer is null for a visitor", async () => {
    const r = await client.exec<{ viewer: unknown }>(`{ viewer { id } }`);
    expect(r.data!.viewer).toBeNull();
  });
  it("viewer is the logged-in person's profile with their email, roles and navigation", async () => {
    const r = await client.exec<{ viewer: ProfileData["user"] }>(
      `{ viewer { id displayName email roles navigation { key path } } }`,
      {},
      { caller: demo("STUDENT") },
    );
    expect(r.data!.viewer).toEqual({
      id: student.id,
      displayName: `${student.firstName} ${student.lastName}`,
      email: student.email,
      roles: ["STUDENT"],
      navigation: [
        { key: "home", path: "/dashboard" },
        { key: "learn", path: "/courses" },
        { key: "skills", path: "/skills/home" },
        { key: "jobs", path: "/jobs" },
        { key: "forum", path: "/forum/feed" },
        { key: "events", path: "/events" },
      ],
    });
  });
  it("another person sees a profile without email, roles or navigation", async () => {
    const r = await client.exec<ProfileData>(PROFILE, { id: student.id }, { caller: demo("INSTRUCTOR") });
    expect(r.errors).toBeUndefined();
    expect(r.data!.user).toMatchObject({ id: student.id, firstName: student.firstName, email: null, roles: [], navigation: [] });
  });
  it("a visitor sees the public fields only", async () => {
    const r = await client.exec<ProfileData>(PROFILE, { id: student.id });
    expect(r.data!.user).toMatchObject({ displayName: `${student.firstName} ${student.lastName}`, email: null, roles: [], navigation: [] });
  });
  it("a talent admin reads another person's email (roles stay [] until the roles look-up lands)", async () => {
    const r = await client.exec<ProfileData>(PROFILE, { id: student.id }, { caller: demo("TALENT_ADMIN") });
    expect(r.data!.user).toMatchObject({ email: student.email, roles: [], navigation: [] });
  });
  it("a job admin does not read another person's email", async () => {
    const r = await client.exec<ProfileData>(PROFILE, { id: student.id }, { caller: demo("JOB_ADMIN") });
    expect(r.data!.user?.email).toBeNull();
  });
  it("an unknown or malformed id is null, not an error", async () => {
    for (const id of ["00000000-0000-4000-8000-00000000ffff", "not-a-uuid"]) {
      const r = await client.exec<ProfileData>(PROFILE, { id });
      expect(r.errors).toBeUndefined();
      expect(r.data!.user).toBeNull();
    }
  });
  it("resolves User references in one batch", async () => {
    const query = `query($r: [_Any!]!) { _entities(representations: $r) { ... on User { id firstName } } }`;
    const reps = DEMO_ACCOUNTS.map((a) => ({ __typename: "User", id: a.id }));
    const { result, statements } = await counter.count(() => client.exec<{ _entities: { id: string }[] }>(query, { r: reps }));
    expect(result.data!._entities.map((u) => u.id)).toEqual(DEMO_ACCOUNTS.map((a) => a.id));
    expect(statements).toHaveLength(1);
  });
  it("visitorNavigation lists what visitors see", async () => {
    const r = await client.exec<{ visitorNavigation: { key: string }[] }>(`{ visitorNavigation { key path } }`);
    expect(r.data!.visitorNavigation).toEqual([
      { key: "jobs", path: "/jobs" },
      { key: "events", path: "/events" },
    ]);
  });
});

const UPDATE_NAME = /* GraphQL */ `
  mutation Rename($input: UpdateMyNameInput!) {
    updateMyName(input: $input) {
      id
      firstName
      lastName
      displayName
    }
  }
`;

describe("updateMyName", () => {
  it("a visitor is UNAUTHENTICATED", async () => {
    expect(codeOf(await client.exec(UPDATE_NAME, { input: { firstName: "A", lastName: "B" } }))).toBe("UNAUTHENTICATED");
  });
  it("trims and saves the viewer's own name", async () => {
    const r = await client.exec(UPDATE_NAME, { input: { firstName: "  Arjun K ", lastName: " Nair " } }, { caller: demo("INSTRUCTOR") });
    expect(r.data).toEqual({ updateMyName: { id: instructor.id, firstName: "Arjun K", lastName: "Nair", displayName: "Arjun K Nair" } });
    const back = await client.exec<ProfileData>(PROFILE, { id: instructor.id });
    expect(back.data!.user?.firstName).toBe("Arjun K");
  });
  it("accepts 80 characters", async () => {
    const r = await client.exec(UPDATE_NAME, { input: { firstName: "x".repeat(80), lastName: "Nair" } }, { caller: demo("INSTRUCTOR") });
    expect(r.errors).toBeUndefined();
  });
  for (const [label, input, field] of [
    ["a blank first name", { firstName: "   ", lastName: "Tan" }, "firstName"],
    ["an empty last name", { firstName: "Mei", lastName: "" }, "lastName"],
    ["81 characters", { firstName: "x".repeat(81), lastName: "Tan" }, "firstName"],
  ] as const) {
    it(`refuses ${label} with BAD_USER_INPUT and changes nothing`, async () => {
      const r = await client.exec(UPDATE_NAME, { input }, { caller: demo("STUDENT") });
      expect(codeOf(r)).toBe("BAD_USER_INPUT");
      expect((r.errors![0]!.extensions!.fields as Record<string, string>)[field]).toBeTruthy();
      const back = await client.exec<ProfileData>(PROFILE, { id: student.id });
      expect(back.data!.user).toMatchObject({ firstName: student.firstName, lastName: student.lastName });
    });
  }
  it("an account without a profile gets NOT_FOUND", async () => {
    const ghost = as({ id: "00000000-0000-4000-8000-00000000abcd", email: "ghost@example.test", roles: ["STUDENT"] });
    expect(codeOf(await client.exec(UPDATE_NAME, { input: { firstName: "G", lastName: "H" } }, { caller: ghost }))).toBe("NOT_FOUND");
  });
});

const CREATE_PROFILE = /* GraphQL */ `
  mutation Create($input: CreateUserProfileInput!) {
    createUserProfile(input: $input) {
      id
      firstName
      lastName
      email
    }
  }
`;

describe("createUserProfile (the sign-up hook)", () => {
  const input = { id: "11111111-2222-4333-8444-555555555555", firstName: "Wei Jie", lastName: "Lim", email: "  WeiJie.Lim@Example.com " };

  it("is FORBIDDEN for visitors, students and admins, and creates nothing", async () => {
    for (const caller of [visitor(), demo("STUDENT"), demo("TALENT_ADMIN")]) {
      expect(codeOf(await client.exec(CREATE_PROFILE, { input }, { caller }))).toBe("FORBIDDEN");
    }
    const back = await client.exec<ProfileData>(PROFILE, { id: input.id });
    expect(back.data!.user).toBeNull();
  });
  it("the platform creates the profile with a lower-cased email", async () => {
    const r = await client.exec(CREATE_PROFILE, { input }, { caller: system() });
    expect(r.data).toEqual({ createUserProfile: { id: input.id, firstName: "Wei Jie", lastName: "Lim", email: "weijie.lim@example.com" } });
  });
  it("is idempotent on the same id", async () => {
    const r = await client.exec(CREATE_PROFILE, { input }, { caller: system() });
    expect(r.errors).toBeUndefined();
    expect((r.data as { createUserProfile: { id: string } }).createUserProfile.id).toBe(input.id);
  });
  it("is CONFLICT when the email belongs to another id (in any case)", async () => {
    const r = await client.exec(
      CREATE_PROFILE,
      { input: { ...input, id: "11111111-2222-4333-8444-666666666666", email: "WEIJIE.LIM@example.com" } },
      { caller: system() },
    );
    expect(codeOf(r)).toBe("CONFLICT");
    const back = await client.exec<ProfileData>(PROFILE, { id: "11111111-2222-4333-8444-666666666666" });
    expect(back.data!.user).toBeNull();
  });
  it("refuses a malformed id or email with BAD_USER_INPUT", async () => {
    expect(codeOf(await client.exec(CREATE_PROFILE, { input: { ...input, id: "nope" } }, { caller: system() }))).toBe("BAD_USER_INPUT");
    expect(
      codeOf(
        await client.exec(
          CREATE_PROFILE,
          { input: { ...input, id: "11111111-2222-4333-8444-777777777777", email: "not-an-email" } },
          { caller: system() },
        ),
      ),
    ).toBe("BAD_USER_INPUT");
  });
  it("is not part of the public API (@inaccessible)", async () => {
    const { readFileSync } = await import("node:fs");
    const api = readFileSync(new URL("../../schema/api.graphql", import.meta.url), "utf8");
    expect(api).not.toContain("createUserProfile");
  });
});

describe("changeUserEmail (a confirmed change of address)", () => {
  const CHANGE = `mutation($id: ID!, $email: String!) { changeUserEmail(id: $id, email: $email) { id email } }`;
  const id = "11111111-2222-4333-8444-555555555555";

  it("is FORBIDDEN for everyone but the platform, and changes nothing", async () => {
    for (const caller of [visitor(), demo("STUDENT"), demo("TALENT_ADMIN")])
      expect(codeOf(await client.exec(CHANGE, { id, email: "taken-over@example.com" }, { caller }))).toBe("FORBIDDEN");
    const back = await client.exec<{ changeUserEmail: unknown }>(CHANGE, { id, email: "weijie.lim@example.com" }, { caller: system() });
    expect(back.data?.changeUserEmail).toEqual({ id, email: "weijie.lim@example.com" });
  });
  it("the platform sets the new address, lower-cased; again is the same; another person's address is CONFLICT", async () => {
    for (let i = 0; i < 2; i++) {
      const r = await client.exec(CHANGE, { id, email: " WeiJie@New.example " }, { caller: system() });
      expect(r.data).toEqual({ changeUserEmail: { id, email: "weijie@new.example" } });
    }
    const someone = await client.exec<{ user: { email: string } }>(
      `query($id: ID!) { user(id: $id) { email } }`,
      { id: demo("STUDENT").viewer!.id },
      { caller: system() },
    );
    expect(codeOf(await client.exec(CHANGE, { id, email: someone.data!.user.email }, { caller: system() }))).toBe("CONFLICT");
    expect(codeOf(await client.exec(CHANGE, { id, email: "not-an-email" }, { caller: system() }))).toBe("BAD_USER_INPUT");
    expect(
      codeOf(await client.exec(CHANGE, { id: "11111111-2222-4333-8444-999999999999", email: "x@example.com" }, { caller: system() })),
    ).toBe("NOT_FOUND");
  });
});

describe("signed calls only", () => {
  it("an unsigned request is UNAUTHENTICATED", async () => {
    const r = await client.exec(`{ tools { items { id } } }`, {}, { headers: {} });
    expect(codeOf(r)).toBe("UNAUTHENTICATED");
  });
  it("a forged signature is UNAUTHENTICATED", async () => {
    const r = await client.exec(
      `{ viewer { id } }`,
      {},
      {
        headers: {
          "x-tf-caller": Buffer.from(
            JSON.stringify({ viewer: { id: student.id, email: student.email, roles: ["TALENT_ADMIN"] }, system: true, iat: Date.now() }),
          ).toString("base64url"),
          "x-tf-signature": "forged",
        },
      },
    );
    expect(codeOf(r)).toBe("UNAUTHENTICATED");
  });
});
