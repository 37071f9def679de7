/**
 * The web client's trusted documents: every operation it sends, exactly as Apollo Client sends it (the cache's
 * `__typename` added, client-only directives removed, top-level definitions sorted), as an Apollo persisted query
 * manifest for the router (router/__generated__/persisted-documents.json, bundled into the server), and each
 * operation's id by name for the client (client/src/__generated__/persisted-document-ids.json: the bodies stay out of
 * the app's bundle). Read from the documents graphql-codegen generated, so `npm run codegen` runs it after codegen;
 * a test fails when either file is stale.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Kind, print, type DocumentNode } from "graphql";
import {
  fromGraphQLCodegenPersistedDocuments,
  generatePersistedQueryManifest,
  type PersistedQueryManifest,
} from "@apollo/generate-persisted-query-manifest";

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
export const MANIFEST_FILE = path.join(root, "router", "__generated__", "persisted-documents.json");
export const ID_MAP_FILE = path.join(root, "client", "src", "__generated__", "persisted-document-ids.json");

/** The operations among the generated documents (each self-contained: its fragments inlined), by operation name. */
export async function clientOperations(): Promise<Map<string, DocumentNode>> {
  const generated = (await import("../client/src/__generated__/graphql.js")) as Record<string, unknown>;
  const operations = new Map<string, DocumentNode>();
  for (const value of Object.values(generated)) {
    const doc = value as DocumentNode;
    if (doc?.kind !== Kind.DOCUMENT) continue;
    const operation = doc.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
    if (!operation) continue;
    const name = operation.name?.value;
    if (!name) throw new Error("Every client operation needs a name: the manifest and the client find its id by it.");
    if (operations.has(name)) throw new Error(`Two client operations are named ${name}: operation names must be unique.`);
    operations.set(name, doc);
  }
  return operations;
}

/** The manifest and the client's id map, as the files hold them. */
export async function persistedDocuments(): Promise<{ manifest: string; ids: string }> {
  const operations = await clientOperations();
  // The generator runs each document through a real Apollo Client (the same version and default cache transforms as
  // the app's: createCache() only adds type policies, no fragment registry or document transform) and records what
  // its link receives. It reads documents from files; codegen's persisted-documents format (key → text) is one.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tf-documents-"));
  const sources = path.join(dir, "documents.json");
  let manifest: PersistedQueryManifest;
  try {
    fs.writeFileSync(sources, JSON.stringify(Object.fromEntries([...operations].map(([name, doc]) => [name, print(doc)]))));
    manifest = await generatePersistedQueryManifest({ documents: fromGraphQLCodegenPersistedDocuments(sources) }, undefined);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const ids = Object.fromEntries(manifest.operations.map((o) => [o.name, o.id]).sort(([a], [b]) => (a! < b! ? -1 : 1)));
  return { manifest: `${JSON.stringify(manifest, null, 2)}\n`, ids: `${JSON.stringify(ids, null, 2)}\n` };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { manifest, ids } = await persistedDocuments();
  fs.mkdirSync(path.dirname(MANIFEST_FILE), { recursive: true });
  fs.writeFileSync(MANIFEST_FILE, manifest);
  fs.writeFileSync(ID_MAP_FILE, ids);
  console.log(`Wrote ${path.relative(root, MANIFEST_FILE)} and ${path.relative(root, ID_MAP_FILE)}.`);
}
