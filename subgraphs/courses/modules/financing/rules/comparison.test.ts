import { describe, expect, it } from "vitest";
import { SELF_PACED_VS_SPONSORED } from "./comparison.js";

describe("rule: self-paced versus sponsored comparison (SPEC §1)", () => {
  const row = (aspect: string) => SELF_PACED_VS_SPONSORED.find((r) => r.aspect === aspect);
  it("self-paced is paid; sponsored is free or sometimes paid", () => {
    expect(row("cost")).toMatchObject({ selfPaced: "Paid", sponsored: "Free, sometimes paid" });
  });
  it("sponsored programmes last 3 to 9 months and have limited eligibility", () => {
    expect(row("duration")?.sponsored).toBe("3 to 9 months");
    expect(row("eligibility")).toMatchObject({ selfPaced: "Open to anyone", sponsored: "Limited eligibility" });
  });
  it("lists each aspect once", () => {
    const aspects = SELF_PACED_VS_SPONSORED.map((r) => r.aspect);
    expect(new Set(aspects).size).toBe(aspects.length);
    expect(aspects).toEqual(["cost", "certificate", "liveTutorials", "markedProjects", "eligibility", "duration"]);
  });
});
