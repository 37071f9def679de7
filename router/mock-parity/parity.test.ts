/**
 * The client's mocks (client/src/mocks, what `npm run dev:mock` and the client's tests run on) answer the client's own
 * operations as the real server does: each operation of ./cases.ts runs through the router on the seeded database and
 * against the mock schema, as the same kind of demo account, and the two responses must agree in shape and in what the
 * server's rules compute (./diff.ts). Like the client, every selection asks for `__typename`.
 */
import { graphql, Kind, print, visit, type ASTNode, type DocumentNode, type FieldNode } from "graphql";
import { afterAll, describe, expect, it } from "vitest";
import { demoAccounts } from "../../client/src/mocks/fixtures.js";
import { mockSchema } from "../../client/src/mocks/schema.js";
import { resetMockBackend, setSession } from "../../client/src/mocks/session.js";
import type { Role } from "../../client/src/__generated__/graphql.js";
import { DEMO_ACCOUNTS } from "../../subgraphs/shared/demo-accounts.js";
import { createTestDatabase } from "../../subgraphs/shared/testing/database.js";
import { logIn, routerSuite, startTestRouter, TestBrowser } from "../testing.js";
import { PARITY_CASES, type Operation, type ParityCase } from "./cases.js";
import { diffResponses, type Json } from "./diff.js";

const TYPENAME: FieldNode = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: "__typename" } };

/** The document as Apollo Client sends it: `__typename` in every selection but the operation's own. */
function withTypenames(document: DocumentNode): DocumentNode {
  return visit(document, {
    SelectionSet: {
      leave(node, _key, parent) {
        if (parent && !Array.isArray(parent) && (parent as ASTNode).kind === Kind.OPERATION_DEFINITION) return undefined;
        if (node.selections.some((s) => s.kind === Kind.FIELD && s.name.value === "__typename")) return undefined;
        return { ...node, selections: [...node.selections, TYPENAME] };
      },
    },
  });
}

interface GraphqlError {
  path?: readonly (string | number)[];
  extensions?: { code?: unknown; fields?: unknown };
}

/** data, and each error as its path, code and field messages (the wording of a message may differ). */
function normalize(result: { data?: unknown; errors?: readonly GraphqlError[] }): Json {
  const out: Record<string, Json> = { data: (result.data ?? null) as Json };
  if (result.errors?.length) {
    out.errors = result.errors.map((e) => ({
      path: (e.path ?? []).join("."),
      code: (e.extensions?.code ?? null) as Json,
      fields: (e.extensions?.fields ?? null) as Json,
    }));
  }
  return out;
}

const sourceOf = (o: Operation) => print(withTypenames(o.document));

function serverAccount(role: Role) {
  const account = DEMO_ACCOUNTS.find((a) => a.roles.includes(role));
  if (!account) throw new Error(`No server demo account with the role ${role}`);
  return account;
}

function mockAccount(role: Role) {
  const account = demoAccounts.find((a) => a.roles.includes(role));
  if (!account) throw new Error(`No mock demo account with the role ${role}`);
  return account;
}

async function onServer(url: string, c: ParityCase, browser: TestBrowser): Promise<Json> {
  for (const step of c.before ?? []) {
    const res = await browser.graphql(sourceOf(step), step.variables);
    expect(res.json.errors, `server: ${step.document.definitions.map((d) => ("name" in d ? d.name?.value : "")).join()}`).toBeUndefined();
  }
  return normalize((await browser.graphql(sourceOf(c.operation), c.operation.variables)).json);
}

async function runOnMock(o: Operation) {
  const result = await graphql({ schema: mockSchema, source: sourceOf(o), variableValues: o.variables });
  return JSON.parse(JSON.stringify(result)) as { data?: unknown; errors?: GraphqlError[] };
}

async function onMock(c: ParityCase): Promise<Json> {
  resetMockBackend();
  if (c.as) setSession(mockAccount(c.as).id);
  for (const step of c.before ?? []) expect((await runOnMock(step)).errors, "mock: a step before the operation").toBeUndefined();
  return normalize(await runOnMock(c.operation));
}

describe("the client's mocks answer the client's operations as the server does", () => {
  const router = routerSuite("in-process");
  const browsers = new Map<Role | null, Promise<TestBrowser>>();
  const browserFor = (role: Role | null) => {
    if (!browsers.has(role))
      browsers.set(role, role ? logIn(router.url, serverAccount(role).email) : Promise.resolve(new TestBrowser(router.url)));
    return browsers.get(role)!;
  };
  afterAll(() => resetMockBackend());

  it.each(PARITY_CASES.map((c) => [c.name, c] as const))("%s", async (_name, c) => {
    let server: Json;
    if (c.before) {
      // Steps change the server's data: they run on a database of their own, as the mock runs from its reset state.
      const database = await createTestDatabase();
      const own = await startTestRouter(database, "in-process");
      try {
        server = await onServer(own.url, c, c.as ? await logIn(own.url, serverAccount(c.as).email) : new TestBrowser(own.url));
      } finally {
        await own.stop();
        await database.close();
      }
    } else {
      server = await onServer(router.url, c, await browserFor(c.as));
    }
    const mock = await onMock(c);

    const errorCodes = ((server as { errors?: { code: Json }[] }).errors ?? []).map((e) => e.code);
    expect(errorCodes, "the server's errors").toEqual(c.errorCode ? [c.errorCode] : []);
    expect(diffResponses(server, mock, c)).toEqual({ differences: [], unusedAllowed: [] });
  });
});
