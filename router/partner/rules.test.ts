import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { Kind, buildSchema, parse, type OperationDefinitionNode } from "graphql";
import { projectRoot } from "../../subgraphs/shared/project-root.js";
import { API_KEY_LIMITS, API_KEY_SCOPES, SCOPE_ROOT_FIELDS } from "../../subgraphs/shared/partner-api.js";
import {
  createApiKeyInput,
  mayManageApiKeys,
  presentedKey,
  rateLimitHeaders,
  scopeRefusal,
  scopeRefusalMessage,
  windowAt,
  windowVerdict,
} from "./rules.js";

const KEY = "tfk_abcdefghijklmnopqrstuvwxyz234567";

describe("who manages keys", () => {
  it("the platform's admins, nobody else", () => {
    for (const role of ["JOB_ADMIN", "COURSE_ADMIN", "TALENT_ADMIN"] as const)
      expect(mayManageApiKeys({ id: "a", email: "a@x.my", roles: [role] })).toBe(true);
    for (const role of ["STUDENT", "INSTRUCTOR", "COMPANY_REPRESENTATIVE"] as const)
      expect(mayManageApiKeys({ id: "a", email: "a@x.my", roles: [role] })).toBe(false);
    expect(mayManageApiKeys({ id: "a", email: "a@x.my", roles: [] })).toBe(false);
  });
});

describe("a new key's input", () => {
  const parse = (input: unknown) => createApiKeyInput.safeParse(input);
  const fieldsOf = (input: unknown) => {
    const r = parse(input);
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]));
  };

  it("takes the defaults, trims the name and keeps each scope once in the list's order", () => {
    expect(parse({ name: "  Jobs board  ", scopes: ["EVENTS", "JOBS", "EVENTS"] }).data).toEqual({
      name: "Jobs board",
      scopes: ["JOBS", "EVENTS"],
      requestsPerMinute: API_KEY_LIMITS.requestsPerMinute.default,
      costPerMinute: API_KEY_LIMITS.costPerMinute.default,
    });
  });

  it("holds every limit at its bounds", () => {
    const { requestsPerMinute: r, costPerMinute: c, name } = API_KEY_LIMITS;
    const ok = { name: "x", scopes: ["JOBS"] };
    expect(parse({ ...ok, requestsPerMinute: r.min, costPerMinute: c.min }).success).toBe(true);
    expect(parse({ ...ok, requestsPerMinute: r.max, costPerMinute: c.max }).success).toBe(true);
    expect(parse({ ...ok, name: "n".repeat(name.max) }).success).toBe(true);
    expect(Object.keys(fieldsOf({ ...ok, requestsPerMinute: r.min - 1, costPerMinute: c.min - 1 }))).toEqual([
      "requestsPerMinute",
      "costPerMinute",
    ]);
    expect(Object.keys(fieldsOf({ ...ok, requestsPerMinute: r.max + 1, costPerMinute: c.max + 1 }))).toEqual([
      "requestsPerMinute",
      "costPerMinute",
    ]);
    expect(fieldsOf({ ...ok, requestsPerMinute: 1.5 })).toEqual({ requestsPerMinute: "Enter a whole number." });
    expect(fieldsOf({ ...ok, requestsPerMinute: "10" })).toEqual({ requestsPerMinute: "Enter a whole number." });
    expect(fieldsOf({ ...ok, name: "n".repeat(name.max + 1) })).toEqual({ name: `At most ${name.max} characters.` });
  });

  it("refuses a blank name and missing, empty or unknown scopes", () => {
    expect(fieldsOf({ name: "   ", scopes: ["JOBS"] })).toEqual({ name: "Required." });
    expect(fieldsOf({ scopes: ["JOBS"] })).toEqual({ name: "Required." });
    expect(fieldsOf({ name: "x" })).toEqual({ scopes: "Choose at least one scope." });
    expect(fieldsOf({ name: "x", scopes: [] })).toEqual({ scopes: "Choose at least one scope." });
    expect(Object.keys(fieldsOf({ name: "x", scopes: ["JOBS", "PROFILES"] }))).toEqual(["scopes"]);
  });
});

describe("the key a request presents", () => {
  it("reads the bearer token or X-API-Key", () => {
    expect(presentedKey({})).toBeUndefined();
    expect(presentedKey({ authorization: `Bearer ${KEY}` })).toBe(KEY);
    expect(presentedKey({ authorization: `bearer   ${KEY}` })).toBe(KEY);
    expect(presentedKey({ "x-api-key": KEY })).toBe(KEY);
    expect(presentedKey({ "x-api-key": KEY, authorization: `Bearer ${KEY}` })).toBe(KEY);
  });
  it("leaves other bearer tokens alone and refuses what cannot be a key", () => {
    expect(presentedKey({ authorization: "Bearer metrics-token" })).toBeUndefined();
    expect(presentedKey({ authorization: "Basic dXNlcjpwYXNz" })).toBeUndefined();
    expect(presentedKey({ authorization: "Bearer tfk_short" })).toBeNull();
    expect(presentedKey({ "x-api-key": "" })).toBeNull();
    expect(presentedKey({ "x-api-key": KEY.toUpperCase() })).toBeNull();
    expect(presentedKey({ "x-api-key": KEY, authorization: `Bearer ${KEY.replace("a", "b")}` })).toBeNull();
    expect(presentedKey({ "x-api-key": [KEY, KEY] })).toBeNull();
  });
});

describe("scopes", () => {
  const check = (query: string, scopes: string[]) => {
    const document = parse(query);
    const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
    return scopeRefusal(document, operation, scopes);
  };

  it("every root field of a scope is open to a key with it, and to no key without it", () => {
    for (const scope of API_KEY_SCOPES)
      for (const field of SCOPE_ROOT_FIELDS[scope]) {
        expect(check(`{ ${field} }`, [scope])).toBeNull();
        expect(
          check(
            `{ ${field} }`,
            API_KEY_SCOPES.filter((s) => s !== scope),
          ),
        ).toEqual({ kind: "field", field, scope });
      }
  });

  it("every scope's fields are root fields of the API, and no viewer or my* root field is in a scope", () => {
    const roots = buildSchema(fs.readFileSync(path.join(projectRoot(), "schema", "api.graphql"), "utf8"))
      .getQueryType()!
      .getFields();
    const scoped = API_KEY_SCOPES.flatMap((s) => SCOPE_ROOT_FIELDS[s]);
    expect(scoped.filter((f) => !roots[f])).toEqual([]);
    const personal = Object.keys(roots).filter((f) => /^(viewer|my)([A-Z]|$)/.test(f));
    expect(personal).toContain("viewer");
    for (const field of personal) expect(check(`{ ${field} }`, [...API_KEY_SCOPES])).toEqual({ kind: "field", field, scope: null });
  });

  it("introspection and __typename are open; fields in no scope are closed to every key", () => {
    expect(check(`{ __typename __schema { queryType { name } } __type(name: "Job") { name } }`, [])).toBeNull();
    expect(check(`{ viewer { id } }`, [...API_KEY_SCOPES])).toEqual({ kind: "field", field: "viewer", scope: null });
    expect(check(`{ jobs { items { id } } myOrders { id } }`, [...API_KEY_SCOPES])).toEqual({
      kind: "field",
      field: "myOrders",
      scope: null,
    });
  });

  it("reads root fields through fragments and inline fragments", () => {
    expect(check(`query { ...F } fragment F on Query { ... on Query { courses { items { id } } } }`, ["JOBS"])).toEqual({
      kind: "field",
      field: "courses",
      scope: "COURSES",
    });
    expect(check(`query { ...F ...F } fragment F on Query { jobs { items { id } } }`, ["JOBS"])).toBeNull();
  });

  it("a key only reads", () => {
    expect(check(`mutation { saveJob(jobId: "1") { id } }`, [...API_KEY_SCOPES])).toEqual({ kind: "operation", operation: "mutation" });
    expect(check(`subscription { jobs { id } }`, [...API_KEY_SCOPES])).toEqual({ kind: "operation", operation: "subscription" });
  });

  it("says which field and scope", () => {
    expect(scopeRefusalMessage({ kind: "field", field: "courses", scope: "COURSES" })).toBe(
      'The field "courses" needs the COURSES scope, which this API key does not have.',
    );
    expect(scopeRefusalMessage({ kind: "field", field: "viewer", scope: null })).toBe('The field "viewer" is not open to API keys.');
    expect(scopeRefusalMessage({ kind: "operation", operation: "mutation" })).toBe("An API key may only read: mutations are not allowed.");
  });
});

describe("the window", () => {
  it("is the clock's minute; the reset is the seconds left in it, at least 1", () => {
    expect(windowAt(new Date("2026-05-01T10:00:00.000Z"))).toEqual({ start: new Date("2026-05-01T10:00:00.000Z"), resetSeconds: 60 });
    expect(windowAt(new Date("2026-05-01T10:00:59.999Z"))).toEqual({ start: new Date("2026-05-01T10:00:00.000Z"), resetSeconds: 1 });
    expect(windowAt(new Date("2026-05-01T10:00:42.300Z")).resetSeconds).toBe(18);
  });

  it("refuses over the requests limit first, then over the cost budget; at the limit is allowed", () => {
    const limits = { requestsPerMinute: 10, costPerMinute: 1000 };
    expect(windowVerdict({ requests: 10, cost: 1000 }, limits)).toBe("ok");
    expect(windowVerdict({ requests: 11, cost: 1000 }, limits)).toBe("requests");
    expect(windowVerdict({ requests: 11, cost: 1001 }, limits)).toBe("requests");
    expect(windowVerdict({ requests: 10, cost: 1001 }, limits)).toBe("cost");
  });

  it("RateLimit headers in the draft's structured-field form, never a negative remainder", () => {
    expect(rateLimitHeaders({ requestsPerMinute: 10, costPerMinute: 1000 }, { requests: 3, cost: 250 }, 42)).toEqual({
      "RateLimit-Policy": '"requests";q=10;w=60, "cost";q=1000;w=60',
      RateLimit: '"requests";r=7;t=42, "cost";r=750;t=42',
    });
    expect(rateLimitHeaders({ requestsPerMinute: 10, costPerMinute: 1000 }, { requests: 12, cost: 5000 }, 5).RateLimit).toBe(
      '"requests";r=0;t=5, "cost";r=0;t=5',
    );
  });
});
