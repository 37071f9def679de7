import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../shared/db.js";
import { createTestDatabase, statementCounter } from "../../../shared/testing/database.js";
import { demo, testSubgraph, visitor, type SubgraphClient } from "../../../shared/testing/harness.js";
import { coursesSubgraph } from "../../index.js";
import type { SubgraphDefinition } from "../../../shared/server.js";

let database: Database;
let client: SubgraphClient;
const counter = statementCounter();

beforeAll(async () => {
  database = await createTestDatabase({ onQuery: counter.onQuery });
  client = await testSubgraph(coursesSubgraph as unknown as SubgraphDefinition, database);
});
afterAll(async () => {
  await client?.stop();
  await database?.close();
});

const COURSES = /* GraphQL */ `
  query Courses($page: Int, $pageSize: Int, $search: String) {
    courses(page: $page, pageSize: $pageSize, search: $search) {
      items {
        id
        title
        hidden
        provider {
          id
          label
        }
        category {
          id
          title
        }
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
type CoursesData = {
  courses: {
    items: { id: string; title: string; hidden: boolean; provider: { id: string }; category: { id: string } | null }[];
    pageInfo: { page: number; pageSize: number; hasNextPage: boolean; hasPreviousPage: boolean; totalCount: number; totalPages: number };
  };
};

describe("courses(page)", () => {
  it("lists the visible catalogue in its fixed order, 12 a page, pages starting at 1", async () => {
    const r = await client.exec<CoursesData>(COURSES, { page: 1 });
    expect(r.errors).toBeUndefined();
    const { items, pageInfo } = r.data!.courses;
    expect(items.map((c) => c.id).slice(0, 3)).toEqual(["cada", "fcda", "fcdm"]);
    expect(items).toHaveLength(12);
    expect(pageInfo).toEqual({ page: 1, pageSize: 12, hasNextPage: true, hasPreviousPage: false, totalCount: 23, totalPages: 2 });
  });

  it("page 2 holds the rest and no hidden placeholder", async () => {
    const r = await client.exec<CoursesData>(COURSES, { page: 2 });
    const { items, pageInfo } = r.data!.courses;
    expect(items).toHaveLength(11);
    expect(pageInfo.hasNextPage).toBe(false);
    expect(items.every((c) => !c.hidden)).toBe(true);
    expect(items.map((c) => c.id)).not.toContain("cape");
  });

  it("filters by a case-insensitive title substring", async () => {
    const r = await client.exec<CoursesData>(COURSES, { search: "data ANALYTICS" });
    expect(r.data!.courses.items.map((c) => c.id)).toEqual(["cada", "fcda"]);
  });

  it("treats % and _ in the search text literally", async () => {
    const r = await client.exec<CoursesData>(COURSES, { search: "%" });
    expect(r.data!.courses.items).toEqual([]);
  });

  it.each([
    [{ page: 0 }, "page"],
    [{ pageSize: 101 }, "pageSize"],
    [{ pageSize: 0 }, "pageSize"],
  ])("refuses %j with BAD_USER_INPUT naming the field", async (vars, field) => {
    const r = await client.exec(COURSES, vars);
    expect(r.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(r.errors?.[0]?.extensions?.fields).toHaveProperty(field);
  });

  it("uses the same number of statements for 2 or 23 courses with providers and categories (no N+1)", async () => {
    const small = await counter.count(() => client.exec(COURSES, { pageSize: 2 }));
    const large = await counter.count(() => client.exec(COURSES, { pageSize: 30 }));
    // A last page knows its total without a count, so the larger page may cost one statement less, never more.
    expect(large.statements.length).toBeLessThanOrEqual(small.statements.length);
    // list + count + providers + categories
    expect(small.statements.length).toBe(4);
  });

  it("does not count when totalCount is not asked for", async () => {
    const { statements } = await counter.count(() => client.exec(`{ courses { items { id } pageInfo { hasNextPage } } }`));
    expect(statements).toHaveLength(1);
  });
});

describe("course(id)", () => {
  it("returns a visible course to a visitor", async () => {
    const r = await client.exec<{ course: { id: string; provider: { id: string } } }>(`{ course(id: "capt") { id provider { id } } }`);
    expect(r.data!.course).toEqual({ id: "capt", provider: { id: "tl-pwc" } });
  });
  it("hides a placeholder from visitors and students", async () => {
    for (const caller of [visitor(), demo("STUDENT")]) {
      const r = await client.exec<{ course: unknown }>(`{ course(id: "gcc-da") { id } }`, {}, { caller });
      expect(r.data!.course).toBeNull();
    }
  });
  it("shows a placeholder to a course admin", async () => {
    const r = await client.exec<{ course: { id: string; hidden: boolean; provider: { id: string } } }>(
      `{ course(id: "gcc-da") { id hidden provider { id } } }`,
      {},
      { caller: demo("COURSE_ADMIN") },
    );
    expect(r.data!.course).toEqual({ id: "gcc-da", hidden: true, provider: { id: "tl-google" } });
  });
});

describe("federation", () => {
  it("resolves Course references through _entities, hiding placeholders", async () => {
    const r = await client.exec<{ _entities: ({ id: string; title: string } | null)[] }>(
      `query($r: [_Any!]!) { _entities(representations: $r) { ... on Course { id title } } }`,
      {
        r: [
          { __typename: "Course", id: "m1py" },
          { __typename: "Course", id: "cape" },
          { __typename: "Course", id: "nope" },
        ],
      },
    );
    expect(r.data!._entities).toEqual([{ id: "m1py", title: "M1 Python" }, null, null]);
  });
  it("rejects a call that the router did not sign", async () => {
    const r = await client.exec(`{ courses { items { id } } }`, {}, { headers: {} });
    expect(r.status).toBe(401);
    expect(r.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });
  it("rejects a forged signature", async () => {
    const r = await client.exec(
      `{ courses { items { id } } }`,
      {},
      { headers: { "x-tf-caller": "eyJ2aWV3ZXIiOm51bGx9", "x-tf-signature": "forged" } },
    );
    expect(r.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });
});
