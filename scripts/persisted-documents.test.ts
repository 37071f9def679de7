import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { ID_MAP_FILE, MANIFEST_FILE, clientOperations, persistedDocuments } from "./persisted-documents.js";

describe("the trusted documents", () => {
  it("are up to date with the client's documents (run `npm run codegen`)", async () => {
    const { manifest, ids } = await persistedDocuments();
    expect(fs.existsSync(MANIFEST_FILE) && fs.readFileSync(MANIFEST_FILE, "utf8") === manifest, MANIFEST_FILE).toBe(true);
    expect(fs.existsSync(ID_MAP_FILE) && fs.readFileSync(ID_MAP_FILE, "utf8") === ids, ID_MAP_FILE).toBe(true);
  }, 60_000);

  it("hold every client operation once, under its unique name, with the __typename fields Apollo Client adds", async () => {
    const operations = await clientOperations();
    const { manifest } = await persistedDocuments();
    const listed = (JSON.parse(manifest) as { operations: { name: string; body: string }[] }).operations;
    expect(listed.map((o) => o.name)).toEqual([...operations.keys()].sort());
    expect(new Set(listed.map((o) => o.name)).size).toBe(listed.length);
    // Every operation that selects an object asks for its __typename, as the app's cache makes Apollo Client send it.
    const withObjects = listed.filter((o) => o.body.split("{").length > 2);
    expect(withObjects.length).toBeGreaterThan(listed.length / 2);
    expect(withObjects.filter((o) => !o.body.includes("__typename")).map((o) => o.name)).toEqual([]);
  }, 60_000);
});
