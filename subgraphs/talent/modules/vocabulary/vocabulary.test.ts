/** The career roles and the tools and skills vocabulary against a real database. */
import { describe, expect, it } from "vitest";
import { talentTestbed } from "../../testing.js";
import { CAREER_ROLE_SEED, TOOL_SEED } from "./seed-data.js";

const bed = talentTestbed();

describe("career roles and the vocabulary", () => {
  it("lists the SPEC's 15 career roles in order, each with a skill set of real tools", async () => {
    const r = await bed.client.exec<{
      careerRoles: { id: string; title: string; skills: { tool: { id: string }; importance: string }[] }[];
    }>(`{ careerRoles { id title skills { tool { id } importance } } }`);
    expect(r.errors).toBeUndefined();
    const roles = r.data!.careerRoles;
    expect(roles.map((x) => x.id)).toEqual(CAREER_ROLE_SEED.map((x) => x.id));
    expect(roles).toHaveLength(15);
    for (const role of roles.filter((x) => x.id !== "others")) {
      expect(role.skills.length).toBeGreaterThan(0);
      expect(role.skills[0]!.importance).toBe("CORE");
    }
    expect(roles.find((x) => x.id === "others")!.skills).toEqual([]);
  });
  it("careerRole by id, null when unknown", async () => {
    const r = await bed.client.exec<{ a: { title: string } | null; b: unknown }>(
      `{ a: careerRole(id: "ux-ui-designer") { title } b: careerRole(id: "astronaut") { title } }`,
    );
    expect(r.data).toEqual({ a: { title: "UX/UI designer" }, b: null });
  });
  it("resolves CareerRole references through _entities", async () => {
    const r = await bed.client.exec<{ _entities: ({ id: string; title: string } | null)[] }>(
      `{ _entities(representations: [{ __typename: "CareerRole", id: "cybersecurity" }, { __typename: "CareerRole", id: "nope" }]) { ... on CareerRole { id title } } }`,
    );
    expect(r.data!._entities).toEqual([{ id: "cybersecurity", title: "Cybersecurity" }, null]);
  });
  it("the vocabulary has about 110 entries, concepts flagged as not skills", async () => {
    expect(TOOL_SEED.length).toBeGreaterThanOrEqual(105);
    expect(TOOL_SEED.length).toBeLessThanOrEqual(120);
    const concepts = TOOL_SEED.filter((t) => t.skill === false).map((t) => t.id);
    expect(concepts).toEqual(
      expect.arrayContaining(["ai", "bitcoin", "blockchain", "cloud-computing", "constructed-reality", "iot", "web3"]),
    );
  });
});
