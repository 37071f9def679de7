import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse, print, visit, Kind, type FieldDefinitionNode, type ObjectTypeDefinitionNode } from "graphql";
import { breaking, contractChanges, CONTRACT_FILE, describeChange, partnerSchema, printPartnerSchema } from "./contract.js";
import { schemaDir } from "./subgraphs.js";
import { SCOPE_ROOT_FIELDS } from "../subgraphs/shared/partner-api.js";

const api = fs.readFileSync(path.join(schemaDir, "api.graphql"), "utf8");
const contract = fs.readFileSync(CONTRACT_FILE, "utf8");

/** The API schema with one field of one type replaced (by none, or by several). */
function editField(sdl: string, type: string, field: string, edit: (node: FieldDefinitionNode) => FieldDefinitionNode[]): string {
  let found = false;
  const edited = visit(parse(sdl), {
    ObjectTypeDefinition(node) {
      if (node.name.value !== type) return undefined;
      const fields = node.fields?.flatMap((f) => (f.name.value === field ? ((found = true), edit(f)) : [f]));
      return { ...node, fields };
    },
  });
  expect(found, `${type}.${field}`).toBe(true);
  return print(edited);
}

const deprecate = (node: FieldDefinitionNode): FieldDefinitionNode => ({
  ...node,
  directives: [
    ...(node.directives ?? []),
    ...(parse(`type T { f: Int @deprecated(reason: "Use name.") }`).definitions[0] as ObjectTypeDefinitionNode).fields![0]!.directives!,
  ],
});
const renamed = (node: FieldDefinitionNode, name: string): FieldDefinitionNode => ({ ...node, name: { ...node.name, value: name } });

describe("the partner API's contract (schema/partner-api.graphql)", () => {
  it("no change breaks a field partners use without deprecating it first", async () => {
    const broken = breaking(await contractChanges(contract, api));
    expect(broken.map(describeChange), "deprecate first; see schema/contract.ts").toEqual([]);
  });

  it("records the current schema (run `npm run contract`)", () => {
    expect(contract).toBe(printPartnerSchema(api));
  });

  it("holds exactly what a key can reach: the scopes' root fields, no mutation and no logged-in root field", () => {
    const schema = partnerSchema(api);
    expect(Object.keys(schema.getQueryType()!.getFields()).sort()).toEqual([...new Set(Object.values(SCOPE_ROOT_FIELDS).flat())].sort());
    expect(schema.getMutationType()).toBeUndefined();
    expect(schema.getType("ForumReport")).toBeUndefined();
    expect(schema.getType("EventInput")).toBeUndefined();
    expect(schema.getType("Job")).toBeDefined();
  });

  it("removing a field partners use, or making it nullable, is breaking", async () => {
    const removed = editField(api, "Job", "title", () => []);
    expect((await contractChanges(contract, removed)).filter((c) => c.criticality.level === "BREAKING").map((c) => c.path)).toEqual([
      "Job.title",
    ]);
    const loosened = editField(api, "Course", "title", (node) => [
      { ...node, type: node.type.kind === Kind.NON_NULL_TYPE ? node.type.type : node.type },
    ]);
    expect(breaking(await contractChanges(contract, loosened)).map((c) => c.path)).toEqual(["Course.title"]);
  });

  it("removing a field the contract had deprecated is allowed; adding one is never breaking", async () => {
    const deprecated = printPartnerSchema(editField(api, "Job", "title", (node) => [deprecate(node)]));
    const removed = editField(api, "Job", "title", () => []);
    const changes = await contractChanges(deprecated, removed);
    expect(changes.map((c) => c.path)).toContain("Job.title");
    expect(breaking(changes)).toEqual([]);

    const added = editField(api, "Job", "title", (node) => [node, renamed(node, "subtitle")]);
    const addition = await contractChanges(contract, added);
    expect(new Set(addition.map((c) => c.path))).toEqual(new Set(["Job.subtitle"]));
    expect(breaking(addition)).toEqual([]);
  });

  it("a change outside what keys reach (a mutation) is not the partners' concern", async () => {
    const mutations = parse(api).definitions.find(
      (d): d is ObjectTypeDefinitionNode => d.kind === Kind.OBJECT_TYPE_DEFINITION && d.name.value === "Mutation",
    )!;
    const withoutOne = editField(api, "Mutation", mutations.fields![0]!.name.value, () => []);
    expect(await contractChanges(contract, withoutOne)).toEqual([]);
  });
});
