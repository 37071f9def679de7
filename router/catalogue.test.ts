/**
 * The catalogue slice through the router (in-process): a course page's data from courses and talent in one query,
 * filters, and the financing quotes with their coded errors.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../subgraphs/shared/db.js";
import { createTestDatabase } from "../subgraphs/shared/testing/database.js";
import { startTestRouter, TestBrowser, type TestRouter } from "./testing.js";

let database: Database;
let router: TestRouter;
beforeAll(async () => {
  database = await createTestDatabase();
  router = await startTestRouter(database, "in-process");
});
afterAll(async () => {
  await router?.stop();
  await database?.close();
});

const gql = <T>(query: string, variables: Record<string, unknown> = {}) => new TestBrowser(router.url).graphql<T>(query, variables);

describe("catalogue through the router", () => {
  it("serves a course page: content, tools and career roles from talent, instructors, FAQs", async () => {
    const res = await gql<{
      course: {
        title: string;
        modules: unknown[];
        tools: { title: string }[];
        careerRoles: { title: string }[];
        instructors: { name: string }[];
        faqs: unknown[];
      };
    }>(
      `{ course(id: "fcda") { title modules { title outcomes } tools { title } careerRoles { title } instructors { name } faqs { question } } }`,
    );
    expect(res.json.errors).toBeUndefined();
    const course = res.json.data!.course;
    expect(course.modules.length).toBeGreaterThanOrEqual(3);
    expect(course.tools.map((t) => t.title)).toContain("SQL");
    expect(course.careerRoles.map((r) => r.title)).toContain("Data science");
    expect(course.instructors.length).toBeGreaterThan(0);
    expect(course.faqs.length).toBeGreaterThan(0);
  });

  it("filters by category and level together", async () => {
    const res = await gql<{ courses: { items: { id: string }[] } }>(
      `{ courses(filter: { categoryId: "m1", level: Beginner }) { items { id } } }`,
    );
    expect(res.json.data!.courses.items.map((c) => c.id).sort()).toEqual(["m1blockchain", "m1js", "m1py", "m1sql"]);
  });

  it("quotes an ISA schedule that stops at the cap", async () => {
    const res = await gql<{ isaQuote: { totalPaid: number; cap: number; endReason: string; months: { rule: string }[] } }>(
      `query($i: IsaQuoteInput!) { isaQuote(input: $i) { totalPaid cap endReason months { rule } } }`,
      {
        i: {
          tuition: 6000,
          startMonth: "2027-01",
          periods: [
            { months: 6, employed: false, salary: 0 },
            { months: 200, employed: true, salary: 4000 },
          ],
        },
      },
    );
    expect(res.json.errors).toBeUndefined();
    const q = res.json.data!.isaQuote;
    expect(q).toMatchObject({ totalPaid: 6000, cap: 6000, endReason: "CAP" });
    expect(q.months.slice(0, 6).every((m) => m.rule === "NONE")).toBe(true);
    expect(q.months.at(-1)!.rule).toBe("CAPPED");
  });

  it("refuses a bad timeline with BAD_USER_INPUT naming the field", async () => {
    const res = await gql(`query($i: IsaQuoteInput!) { isaQuote(input: $i) { totalPaid } }`, {
      i: { tuition: 6000, startMonth: "2027-13", periods: [{ months: 12, employed: false, salary: 3000 }] },
    });
    const error = res.json.errors?.[0] as unknown as { extensions: { code: string; fields: Record<string, string> } };
    expect(error.extensions.code).toBe("BAD_USER_INPUT");
    expect(Object.keys(error.extensions.fields)).toEqual(expect.arrayContaining(["startMonth", "periods.0.salary"]));
  });

  it("quotes upfront payment with the 20% discount", async () => {
    const res = await gql<{ upfrontQuote: { amount: number } }>(`{ upfrontQuote(price: 1999.99) { amount } }`);
    expect(res.json.data!.upfrontQuote.amount).toBe(1599.99);
  });
});
