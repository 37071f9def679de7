import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { generate } from "@graphql-codegen/cli";
import { buildSchema, isEnumType, isInputObjectType, isObjectType } from "graphql";
import { composeSupergraph } from "./compose.js";
import { schemaDir } from "./subgraphs.js";
import config from "../codegen.js";

describe("schema/supergraph.graphql", () => {
  it("composes without errors and matches the committed supergraph and API schema (run `npm run compose`)", () => {
    const composed = composeSupergraph();
    expect(fs.readFileSync(path.join(schemaDir, "supergraph.graphql"), "utf8")).toBe(composed.supergraphSdl);
    expect(fs.readFileSync(path.join(schemaDir, "api.graphql"), "utf8")).toBe(composed.apiSdl);
  });

  it("describes every type and field for partner integrators", () => {
    const api = fs.readFileSync(path.join(schemaDir, "api.graphql"), "utf8");
    const schema = buildSchema(api);
    const missing: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith("__") || ["String", "Int", "Float", "Boolean", "ID"].includes(type.name)) continue;
      if (!type.description) missing.push(type.name);
      if (isObjectType(type) || isInputObjectType(type)) {
        for (const field of Object.values(type.getFields())) if (!field.description) missing.push(`${type.name}.${field.name}`);
      }
      if (isEnumType(type)) for (const v of type.getValues()) if (!v.description) missing.push(`${type.name}.${v.name}`);
    }
    // Root types are described by their fields.
    expect(missing.filter((m) => !["Query", "Mutation"].includes(m))).toEqual([]);
  });
});

describe("generated types", () => {
  it("are up to date with the schemas and client documents (run `npm run codegen`)", async () => {
    const outputs = await generate({ ...config, silent: true, verbose: false }, false);
    const stale = outputs.filter((o: { filename: string; content: string }) => {
      const file = path.resolve(o.filename);
      return !fs.existsSync(file) || fs.readFileSync(file, "utf8") !== o.content;
    });
    expect(stale.map((o: { filename: string }) => o.filename)).toEqual([]);
  }, 60_000);
});
