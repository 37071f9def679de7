/**
 * Calibrates the router's query limits: every operation the client sends must pass them, and queries past each
 * limit must be refused.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ApolloServer } from "@apollo/server";
import { Kind, buildSchema, parse, print, visit, type DefinitionNode, type FragmentDefinitionNode, type OperationDefinitionNode } from "graphql";
import { addTypenameToDocument } from "@apollo/client/utilities";
import { LIMITS, armor } from "./limits.js";

const apiSdl = fs.readFileSync(path.join(import.meta.dirname, "..", "schema", "api.graphql"), "utf8");

function clientDocuments(dir = path.join(import.meta.dirname, "..", "client", "src")): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === "__generated__" ? [] : clientDocuments(full);
    return e.name.endsWith(".graphql") ? [fs.readFileSync(full, "utf8")] : [];
  });
}

/** Each client operation with the fragments it uses (transitively), as the client sends it. */
function clientOperations(): { name: string; query: string }[] {
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
    // Apollo Client adds __typename to every selection set before sending, and each costs: measure what is sent.
    const document = { kind: Kind.DOCUMENT, definitions: [op, ...[...used].map((n) => fragments.get(n)!).filter(Boolean)] } as const;
    const query = print(addTypenameToDocument(document));
    return { name: op.name?.value ?? "anonymous", query };
  });
}

async function protectedServer() {
  const protection = armor();
  const server = new ApolloServer({
    ...protection,
    schema: buildSchema(apiSdl),
    plugins: [...protection.plugins],
    validationRules: [...protection.validationRules],
  });
  await server.start();
  return server;
}

async function limitErrors(server: ApolloServer, query: string): Promise<string[]> {
  // The token limit fails the request before execution (HTTP 400 at the router); here it surfaces as a throw.
  const res = await server.executeOperation({ query }).catch((err: Error) => err);
  if (res instanceof Error) return [res.message].filter((m) => /limit of/i.test(m));
  const errors = res.body.kind === "single" ? (res.body.singleResult.errors ?? []) : [];
  return errors.map((e) => e.message).filter((m) => /limit of/i.test(m));
}

describe("router query limits", () => {
  const operations = clientOperations();

  it("the client has operations to calibrate against", () => {
    expect(operations.length).toBeGreaterThan(0);
  });

  it.each(operations.map((o) => [o.name, o.query]))("client operation %s passes every limit", async (_name, query) => {
    const server = await protectedServer();
    expect(await limitErrors(server, query)).toEqual([]);
    await server.stop();
  });

  it("refuses a query deeper than the depth limit", async () => {
    const server = await protectedServer();
    let selection = "id";
    for (let i = 0; i < LIMITS.maxDepth; i++) selection = `category { courses { ${selection} } }`;
    const errors = await limitErrors(server, `{ courses { items { ${selection} } } }`);
    expect(errors.join(" ")).toMatch(/depth/i);
    await server.stop();
  });

  it("refuses more aliases than allowed", async () => {
    const server = await protectedServer();
    const aliases = Array.from({ length: LIMITS.maxAliases + 1 }, (_, i) => `a${i}: courses { items { id } }`).join(" ");
    expect((await limitErrors(server, `{ ${aliases} }`)).join(" ")).toMatch(/alias/i);
    await server.stop();
  });

  it("refuses more tokens than allowed", async () => {
    const server = await protectedServer();
    const fields = Array.from({ length: LIMITS.maxTokens }, () => "__typename").join(" ");
    expect((await limitErrors(server, `{ ${fields} }`)).join(" ")).toMatch(/token/i);
    await server.stop();
  });

  it("refuses a query whose cost is over the limit", async () => {
    const server = await protectedServer();
    // Within the depth and alias limits, but wide and nested: each level multiplies the cost.
    const nested = "category { courses { id title toolIds provider { id label } category { courses { id title provider { id label } category { id title courses { id title } } } } } }";
    const heavy = Array.from({ length: LIMITS.maxAliases }, (_, i) => `c${i}: courses { items { id title ${nested} } }`).join(" ");
    expect((await limitErrors(server, `{ ${heavy} }`)).join(" ")).toMatch(/cost/i);
    await server.stop();
  });
});
