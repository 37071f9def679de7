/** The five subgraphs, their schema files and the ports they listen on in split mode. */
import fs from "node:fs";
import path from "node:path";
import { fromProjectRoot } from "../subgraphs/shared/project-root.js";

export const SUBGRAPHS = [
  { name: "courses", port: 4101 },
  { name: "talent", port: 4102 },
  { name: "jobs", port: 4103 },
  { name: "forum", port: 4104 },
  { name: "events", port: 4105 },
] as const;

export const schemaDir = fromProjectRoot("schema");

export function subgraphSdl(name: string): string {
  return fs.readFileSync(path.join(schemaDir, `${name}.graphql`), "utf8");
}

/** Default URL of a subgraph in split mode; SUBGRAPH_URL_<NAME> overrides it. */
export function subgraphUrl(name: string): string {
  const fromEnv = process.env[`SUBGRAPH_URL_${name.toUpperCase()}`];
  if (fromEnv) return fromEnv;
  const entry = SUBGRAPHS.find((s) => s.name === name);
  return `http://127.0.0.1:${entry?.port ?? 4100}/graphql`;
}
