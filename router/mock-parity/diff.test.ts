/** The response diff the mock parity test reports with: shape everywhere, values where named, exceptions that must hide something. */
import { describe, expect, it } from "vitest";
import { diffResponses, type Json } from "./diff.js";

const course = (over: Record<string, Json> = {}): Json => ({
  __typename: "Course",
  id: "fcse",
  title: "Foundation Certificate in Software Engineering",
  price: 1200,
  level: "Beginner",
  ...over,
});

describe("diffResponses", () => {
  it("finds nothing between equal responses", () => {
    const response = { data: { courses: { items: [course()], pageInfo: { pageSize: 12 } } } };
    expect(diffResponses(response, structuredClone(response), { values: ["data.courses.**"] })).toEqual({
      differences: [],
      unusedAllowed: [],
    });
  });

  it("reports a shape difference: a kind, a null, a missing key, an empty list and a typename", () => {
    const server = { data: { courses: { edges: [{ node: course() }], tags: ["a"], extra: 1 } } };
    const mock = {
      data: { courses: { edges: [{ node: course({ __typename: "Programme", price: null, level: 3 }) }], tags: [] as Json[] } },
    };
    expect(diffResponses(server, mock).differences).toEqual([
      'data.courses.edges[0].node.__typename: "Course" vs "Programme"',
      "data.courses.edges[0].node.price: number vs null",
      "data.courses.edges[0].node.level: string vs number",
      "data.courses.tags: 1 item vs []",
      "data.courses.extra: number vs missing",
    ]);
  });

  it("compares values only where named, lists there by length too", () => {
    const server = { data: { isaQuote: { rate: 0.15, cap: 2400, months: [{ amount: 80 }, { amount: 80 }] }, note: "a" } };
    const mock = { data: { isaQuote: { rate: 0.2, cap: 2400, months: [{ amount: 75 }] }, note: "b" } };
    expect(diffResponses(server, mock, { values: ["data.isaQuote.**"] }).differences).toEqual([
      "data.isaQuote.rate: 0.15 vs 0.2",
      "data.isaQuote.months: 2 items vs 1 item",
      "data.isaQuote.months[0].amount: 80 vs 75",
    ]);
    expect(diffResponses(server, mock, { values: ["data.isaQuote.months[*].amount"] }).differences).toEqual([
      "data.isaQuote.months: 2 items vs 1 item",
      "data.isaQuote.months[0].amount: 80 vs 75",
    ]);
    expect(diffResponses(server, mock).differences).toEqual([]);
  });

  it("pairs list items by a key where the two sides hold different items", () => {
    const server = { data: { items: [course({ id: "cada" }), course({ price: null })] } };
    const mock = { data: { items: [course({ id: "m1-js" }), course({ title: "Other" })] } };
    expect(diffResponses(server, mock, { match: { "data.items": "id" }, values: ["data.items[*].title"] }).differences).toEqual([
      'data.items[id=fcse].title: "Foundation Certificate in Software Engineering" vs "Other"',
      "data.items[id=fcse].price: null vs number",
    ]);
    const disjoint = { data: { items: [course({ id: "only-mock" })] } };
    expect(diffResponses(server, disjoint, { match: { "data.items": "id" } }).differences).toEqual([
      "data.items: no items in common by id",
    ]);
  });

  it("hides differences under an allowed path, and reports an allowed path that hides nothing", () => {
    const server = { data: { viewer: { links: null, name: "Mei Ling" } } };
    const mock = { data: { viewer: { links: { github: null }, name: "Mei" } } };
    expect(diffResponses(server, mock, { allowed: { "data.viewer.links": "why" } })).toEqual({ differences: [], unusedAllowed: [] });
    expect(diffResponses(server, server, { allowed: { "data.viewer.links": "why" } })).toEqual({
      differences: [],
      unusedAllowed: ["data.viewer.links"],
    });
  });
});
