import { describe, expect, it } from "vitest";
import { mergeModuleResolvers } from "./modules.js";

describe("mergeModuleResolvers", () => {
  it("gives a type the fields of every module that resolves some of them", () => {
    const owner = { Job: { title: () => "t" }, Query: { job: () => null } };
    const adder = { Job: { applications: () => [] } };
    const merged: Record<string, object> = mergeModuleResolvers<Record<string, object>>("jobs", [owner, adder]);
    expect(Object.keys(merged.Job!).sort()).toEqual(["applications", "title"]);
    expect(Object.keys(merged.Query!)).toEqual(["job"]);
  });

  it("refuses a field resolved by two modules, naming the subgraph and the field", () => {
    expect(() => mergeModuleResolvers("jobs", [{ Job: { title: () => "a" } }, { Job: { title: () => "b" } }])).toThrow(
      "jobs: Job.title is resolved by two modules",
    );
  });
});
