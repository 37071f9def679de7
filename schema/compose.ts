/**
 * Composes schema/<subgraph>.graphql into schema/supergraph.graphql (what the router serves) and
 * schema/api.graphql (the public API schema: what clients, codegen, MSW mocks and partners see).
 * `npm run compose` writes them; `composeSupergraph()` is also used by the drift test.
 */
import fs from "node:fs";
import path from "node:path";
import { composeServices } from "@apollo/composition";
import { parse, printSchema, lexicographicSortSchema } from "graphql";
import { SUBGRAPHS, schemaDir, subgraphSdl } from "./subgraphs.js";

export interface Composed {
  supergraphSdl: string;
  apiSdl: string;
}

export function composeSupergraph(): Composed {
  const services = SUBGRAPHS.filter((s) => fs.existsSync(path.join(schemaDir, `${s.name}.graphql`))).map((s) => ({
    name: s.name,
    url: `http://127.0.0.1:${s.port}/graphql`,
    typeDefs: parse(subgraphSdl(s.name)),
  }));
  const result = composeServices(services);
  if (result.errors) {
    throw new Error(`Composition failed:\n${result.errors.map((e) => `- ${e.message}`).join("\n")}`);
  }
  const apiSchema = result.schema.toAPISchema().toGraphQLJSSchema();
  return {
    supergraphSdl: result.supergraphSdl,
    apiSdl: printSchema(lexicographicSortSchema(apiSchema)) + "\n",
  };
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const composed = composeSupergraph();
  fs.writeFileSync(path.join(schemaDir, "supergraph.graphql"), composed.supergraphSdl);
  fs.writeFileSync(path.join(schemaDir, "api.graphql"), composed.apiSdl);
  console.log("Wrote schema/supergraph.graphql and schema/api.graphql");
}
