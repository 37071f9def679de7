/**
 * docs/API.md runs: every ```sh example is run by bash with the real curl against a router on the seeded database
 * (its http://localhost:4000 made the test router's address, TF_API_KEY the key the document's own key example
 * created), and every ```graphql operation is sent as a visitor, with that key where its scopes open it, or as the
 * demo account its block names. Each must return data, or exactly the error its block expects. Markers:
 * router/api-docs/examples.ts.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { Kind, OperationTypeNode, parse, type OperationDefinitionNode } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_KEY_PATTERN, SCOPE_ROOT_FIELDS, type ApiKeyScope } from "../subgraphs/shared/partner-api.js";
import { DEMO_ACCOUNTS } from "../subgraphs/shared/demo-accounts.js";
import { fromProjectRoot } from "../subgraphs/shared/project-root.js";
import { answerIn, docExamples, hasData, parseMarker, type DocExample } from "./api-docs/examples.js";
import { logIn, ROUTER_MODES, routerSuite, TestBrowser } from "./testing.js";

const DOCUMENT = fromProjectRoot("docs", "API.md");
/** Where the document says the app runs (npm start). */
const DOCUMENTED_URL = "http://localhost:4000";
const examples = docExamples(fs.readFileSync(DOCUMENT, "utf8"));

interface GraphQLAnswer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}
interface RestAnswer {
  error?: { code: string; message: string };
  [field: string]: unknown;
}

const where = (example: DocExample) => `docs/API.md line ${example.line} (${example.heading})`;

/** Data in every root field and no error, or (when `expected`) that error and no data. */
function checkGraphQLAnswer(answer: GraphQLAnswer, expected: string | undefined, context: string) {
  if (expected) {
    expect(
      answer.errors?.map((e) => e.extensions?.code),
      context,
    ).toContain(expected);
    expect(Object.values(answer.data ?? {}).some(hasData), `${context}: a refusal returns no data`).toBe(false);
    return;
  }
  expect(answer.errors ?? [], context).toEqual([]);
  expect(Object.keys(answer.data ?? {}).length, `${context}: no data`).toBeGreaterThan(0);
  for (const [field, value] of Object.entries(answer.data!)) expect(hasData(value), `${context}: ${field} returns nothing`).toBe(true);
}

/** The router's REST endpoints (/auth, /admin/api-keys) answer { error } or an object with data. */
function checkRestAnswer(answer: RestAnswer, expected: string | undefined, context: string) {
  if (expected) expect(answer.error?.code, context).toBe(expected);
  else {
    expect(answer.error, context).toBeUndefined();
    expect(hasData(answer), `${context}: no data`).toBe(true);
  }
}

describe("the document's markers", () => {
  it("reads the markers before a block, and refuses stray or unknown ones", () => {
    const md = [
      "# Jobs",
      "<!-- as: recruiter@demo.talentforge.test -->",
      '<!-- variables: {"jobId": "3"} -->',
      "```graphql",
      "query($jobId: ID!) { job(id: $jobId) { id } }",
      "",
      "{ jobs { items { id } } }",
      "```",
      "<!-- expect: FORBIDDEN -->",
      "```sh",
      "curl -s http://localhost:4000/graphql",
      "```",
      "```json",
      "{}",
      "```",
    ].join("\n");
    expect(docExamples(md)).toEqual([
      {
        language: "graphql",
        line: 4,
        heading: "Jobs",
        code: expect.any(String),
        operations: ["query($jobId: ID!) { job(id: $jobId) { id } }", "{ jobs { items { id } } }"],
        markers: { as: "recruiter@demo.talentforge.test", variables: { jobId: "3" } },
      },
      expect.objectContaining({ language: "sh", line: 10, markers: { expect: "FORBIDDEN" }, operations: [] }),
    ]);
    expect(() => docExamples("<!-- expect: FORBIDDEN -->\n\nSome text.\n\n```sh\ncurl\n```")).toThrow(/right before/);
    expect(() => parseMarker("<!-- runas: someone -->", 1)).toThrow(/one marker/);
    expect(() => parseMarker("<!-- variables: [1] -->", 1)).toThrow(/JSON object/);
    expect(() => parseMarker("<!-- expect: forbidden please -->", 1)).toThrow(/error code/);
  });

  it("counts an answer as data only when it holds some", () => {
    expect(hasData({ jobs: { items: [], pageInfo: { hasNextPage: false } } }.jobs)).toBe(false);
    expect(hasData({ items: [{ id: "1" }], pageInfo: { hasNextPage: false } })).toBe(true);
    expect(hasData({ tags: [], posts: [] })).toBe(false);
    expect(hasData({ tags: [], posts: [{ id: "p" }] })).toBe(true);
    expect(hasData([])).toBe(false);
    expect(hasData(null)).toBe(false);
    expect(hasData({ status: "REVIEWED" })).toBe(true);
    expect(answerIn('HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n\r\n{"data":{"a":1}}')).toEqual({ data: { a: 1 } });
  });
});

// One mode is enough: the document is about what a partner sees over HTTP, the same in both.
const mode = ROUTER_MODES[0]!;

describe("docs/API.md runs against the seeded app", () => {
  const router = routerSuite(mode);
  let workDir: string;
  /** The key the document's own example created, and its scopes. */
  let key: { secret: string; scopes: ApiKeyScope[] } | undefined;
  const browsers = new Map<string, Promise<TestBrowser>>();
  const browserOf = (email: string) => {
    if (!browsers.has(email)) browsers.set(email, logIn(router.url, email));
    return browsers.get(email)!;
  };

  beforeAll(() => {
    // The partner's working directory: the cookie jar of the key example is written (and read) there.
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), "api-docs-"));
  });
  afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

  /** Runs a sh block as a partner would, with the real curl and only the document's variable. */
  async function runShell(example: DocExample): Promise<string> {
    const script = example.code.replaceAll(DOCUMENTED_URL, router.url);
    const { stdout } = await promisify(execFile)("/usr/bin/bash", ["-eu", "-o", "pipefail", "-c", script], {
      cwd: workDir,
      env: { PATH: "/usr/bin:/bin", HOME: workDir, LANG: "C.UTF-8", ...(key ? { TF_API_KEY: key.secret } : {}) },
      timeout: 20_000,
    });
    return stdout;
  }

  it("has examples of both kinds, and every graphql block's account is a demo account", () => {
    expect(examples.filter((e) => e.language === "sh").length).toBeGreaterThan(3);
    expect(examples.filter((e) => e.language === "graphql").length).toBeGreaterThan(3);
    const emails = DEMO_ACCOUNTS.map((a) => a.email);
    for (const e of examples) if (e.markers.as) expect(emails, where(e)).toContain(e.markers.as);
    for (const e of examples)
      if (e.language === "graphql") expect(e.markers.expect, `${where(e)}: graphql examples answer data`).toBeUndefined();
  });

  // In document order: the key example comes before the examples that use the key.
  for (const example of examples.filter((e) => e.language === "sh")) {
    it(`sh at ${where(example)}${example.markers.expect ? ` → ${example.markers.expect}` : ""}`, async () => {
      expect(example.code, where(example)).toContain(DOCUMENTED_URL);
      if (!key) expect(example.code, `${where(example)} uses $TF_API_KEY before the document created a key`).not.toContain("TF_API_KEY");
      const answer = answerIn(await runShell(example)) as GraphQLAnswer & RestAnswer;
      if ("data" in answer || "errors" in answer) checkGraphQLAnswer(answer, example.markers.expect, where(example));
      else checkRestAnswer(answer, example.markers.expect, where(example));
      if (typeof answer.secret === "string") {
        expect(answer.secret).toMatch(API_KEY_PATTERN);
        key = { secret: answer.secret, scopes: (answer.key as { scopes: ApiKeyScope[] }).scopes };
      }
    });
  }

  for (const example of examples.filter((e) => e.language === "graphql")) {
    it(`graphql at ${where(example)} as ${example.markers.as ?? "a visitor (and with the key where its scopes open it)"}`, async () => {
      if (!example.markers.as) expect(key, "the Quick start's key example answered a key").toBeDefined();
      const visitor = new TestBrowser(router.url);
      const used = new Set<string>();
      for (const [n, operation] of example.operations.entries()) {
        const context = `${where(example)}, operation ${n + 1}: ${operation}`;
        const definition = parse(operation).definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
        // Each operation gets the block's variables it declares.
        const declared = new Set(definition.variableDefinitions?.map((v) => v.variable.name.value));
        const variables = Object.fromEntries(Object.entries(example.markers.variables ?? {}).filter(([name]) => declared.has(name)));
        expect(declared.size, `${context}: every variable has a value`).toBe(Object.keys(variables).length);
        for (const name of declared) used.add(name);

        const as = example.markers.as ? await browserOf(example.markers.as) : visitor;
        checkGraphQLAnswer((await as.graphql(operation, variables)).json, undefined, context);

        // A key's request is a visitor's: a public query inside the key's scopes answers the same data with the key.
        const roots = definition.selectionSet.selections.map((s) => (s.kind === Kind.FIELD ? s.name.value : ""));
        const open = key && roots.every((field) => key!.scopes.some((scope) => SCOPE_ROOT_FIELDS[scope].includes(field)));
        if (!example.markers.as && definition.operation === OperationTypeNode.QUERY && open) {
          const res = await fetch(`${router.url}/graphql`, {
            method: "POST",
            headers: { "content-type": "application/json", authorization: `Bearer ${key!.secret}` },
            body: JSON.stringify({ query: operation, variables }),
          });
          checkGraphQLAnswer((await res.json()) as GraphQLAnswer, undefined, `${context} (with the key)`);
        }
      }
      expect(Object.keys(example.markers.variables ?? {}), `${where(example)}: variables no operation declares`).toEqual(
        Object.keys(example.markers.variables ?? {}).filter((name) => used.has(name)),
      );
    });
  }
});
