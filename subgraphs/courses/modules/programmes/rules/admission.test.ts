import { describe, expect, it } from "vitest";
import { COURSE_SEED } from "../../catalogue/index.js";
import { PROGRAMMES } from "../seed-data.js";
import { courseRequiresM1, meetsM1Prerequisite, requiresM1Completion } from "./admission.js";

describe("requiresM1Completion: a certified-associate course and nothing of a lower level", () => {
  it("only certified-associate courses require it", () => {
    expect(requiresM1Completion(["ca"])).toBe(true);
    expect(requiresM1Completion(["ca", "ca", null])).toBe(true);
    expect(requiresM1Completion(["ca", "cloud"])).toBe(true);
  });
  it("a lower level in the programme (m1, special-foundation, fc) brings applicants up itself", () => {
    expect(requiresM1Completion(["fc", "ca"])).toBe(false);
    expect(requiresM1Completion(["m1", "ca"])).toBe(false);
    expect(requiresM1Completion(["special-foundation", "ca"])).toBe(false);
  });
  it("no certified-associate course, no prerequisite", () => {
    expect(requiresM1Completion([])).toBe(false);
    expect(requiresM1Completion(["fc", "m1"])).toBe(false);
    expect(requiresM1Completion(["cloud", null])).toBe(false);
  });
  it("seeded: ca-2027 and capt-2027 require it; kyouth-2025 (foundation term then CA) and the others do not", () => {
    const category = new Map(COURSE_SEED.courses.map((c) => [c.id, c.categoryId ?? null]));
    const required = PROGRAMMES.filter((p) =>
      requiresM1Completion((p.sections ?? []).flatMap((s) => s.courseIds.map((id) => category.get(id)))),
    ).map((p) => p.id);
    expect(required).toEqual(["ca-2027", "capt-2027"]);
  });
});

describe("courseRequiresM1: joining a class of a certified-associate course", () => {
  it("ca courses only; M1 has no prerequisites", () => {
    expect(courseRequiresM1("ca")).toBe(true);
    expect(courseRequiresM1("m1")).toBe(false);
    expect(courseRequiresM1("fc")).toBe(false);
    expect(courseRequiresM1(null)).toBe(false);
  });
});

describe("meetsM1Prerequisite: an M1 certificate or a credit for prior learning", () => {
  it("nothing required: always met", () => {
    expect(meetsM1Prerequisite({ required: false, hasM1Certificate: false, hasPriorLearningCredit: false })).toBe(true);
  });
  it("required: a certificate or a credit meets it, neither does not", () => {
    expect(meetsM1Prerequisite({ required: true, hasM1Certificate: true, hasPriorLearningCredit: false })).toBe(true);
    expect(meetsM1Prerequisite({ required: true, hasM1Certificate: false, hasPriorLearningCredit: true })).toBe(true);
    expect(meetsM1Prerequisite({ required: true, hasM1Certificate: false, hasPriorLearningCredit: false })).toBe(false);
  });
});
