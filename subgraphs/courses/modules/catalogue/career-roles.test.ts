/** CareerRole.courses (SPEC §3 role-to-course mapping), resolved for the talent subgraph's career roles. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../shared/db.js";
import type { SubgraphDefinition } from "../../../shared/server.js";
import { createTestDatabase, statementCounter } from "../../../shared/testing/database.js";
import { testSubgraph, type SubgraphClient } from "../../../shared/testing/harness.js";
import { careerRoleId } from "./seed-data.js";
import { coursesSubgraph } from "../../index.js";

const counter = statementCounter();
let database: Database;
let client: SubgraphClient;

beforeAll(async () => {
  database = await createTestDatabase({ onQuery: counter.onQuery });
  client = await testSubgraph(coursesSubgraph as unknown as SubgraphDefinition, database);
});
afterAll(async () => {
  await client?.stop();
  await database?.close();
});

const ENTITIES = `query($r: [_Any!]!) { _entities(representations: $r) { ... on CareerRole { id courses { id } } } }`;
type Data = { _entities: { id: string; courses: { id: string }[] }[] };
const coursesOf = async (ids: string[]) => {
  const r = await client.exec<Data>(ENTITIES, { r: ids.map((id) => ({ __typename: "CareerRole", id })) });
  expect(r.errors).toBeUndefined();
  return Object.fromEntries(r.data!._entities.map((e) => [e.id, e.courses.map((c) => c.id)]));
};

describe("CareerRole.courses", () => {
  it("follows the SPEC's lists for data science, cybersecurity and UX/UI designer, in order", async () => {
    expect(await coursesOf(["data-science", "cybersecurity", "ux-ui-designer"])).toEqual({
      "data-science": ["m1py", "m1sql", "fcda", "cada", "caba"],
      cybersecurity: ["m1sql", "capt"],
      "ux-ui-designer": ["fcuiux"],
    });
  });
  it("software engineer, business management and digital marketing come from the courses' roles", async () => {
    const got = await coursesOf(["software-engineer", "business-management", "digital-marketing"]);
    expect(got["software-engineer"]).toEqual(["fcse", "cabed", "cafed", "m1js"]);
    expect(got["business-management"]).toEqual(expect.arrayContaining(["caba", "fif", "fctm"]));
    expect(got["digital-marketing"]).toEqual(["fcdm"]);
  });
  it("roles without a course list, and unknown ids, have none", async () => {
    expect(await coursesOf(["product-project-manager", "it-support", "others", "astronaut"])).toEqual({
      "product-project-manager": [],
      "it-support": [],
      others: [],
      astronaut: [],
    });
  });
  it("costs the same statements for 1 or 6 roles", async () => {
    const one = await counter.count(() => coursesOf(["data-science"]));
    const six = await counter.count(() =>
      coursesOf(["data-science", "cybersecurity", "ux-ui-designer", "software-engineer", "business-management", "digital-marketing"]),
    );
    expect(six.statements.length).toBe(one.statements.length);
  });
  it("role ids are slugs of the role names", () => {
    expect(careerRoleId("UX/UI designer")).toBe("ux-ui-designer");
    expect(careerRoleId("Networking/system admin")).toBe("networking-system-admin");
  });
});

describe("Tool.courses: where a skills gap can be closed", () => {
  const TOOLS = `query($r: [_Any!]!, $first: Int) { _entities(representations: $r) { ... on Tool { id courses(first: $first) { id } } } }`;
  const teaching = async (ids: string[], first?: number) => {
    const r = await client.exec<{ _entities: { id: string; courses: { id: string }[] }[] }>(TOOLS, {
      r: ids.map((id) => ({ __typename: "Tool", id })),
      first,
    });
    expect(r.errors).toBeUndefined();
    return Object.fromEntries(r.data!._entities.map((e) => [e.id, e.courses.map((c) => c.id)]));
  };
  it("lists the visible courses whose tools include it, featured first; none for a tool no course teaches", async () => {
    expect(await teaching(["javascript", "html", "react", "cpp", "astronaut"])).toEqual({
      javascript: ["fcse", "m1js"],
      html: ["fcse", "cafed"],
      react: ["cafed"],
      cpp: [],
      astronaut: [],
    });
    expect(await teaching(["html"], 1)).toEqual({ html: ["fcse"] });
  });
  it("refuses a `first` outside 1-20 with BAD_USER_INPUT", async () => {
    const r = await client.exec(TOOLS, { r: [{ __typename: "Tool", id: "html" }], first: 21 });
    expect(r.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });
  it("costs the same statements for one tool or five", async () => {
    const one = await counter.count(() => teaching(["html"]));
    const five = await counter.count(() => teaching(["javascript", "html", "react", "cpp", "typescript"]));
    expect(five.statements.length).toBe(one.statements.length);
  });
});
