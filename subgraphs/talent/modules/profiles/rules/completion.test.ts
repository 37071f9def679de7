import { describe, expect, it } from "vitest";
import { COMPLETION_KEYS, profileCompletion, type CompletionInput, type CompletionKey } from "./completion.js";

const empty: CompletionInput = {
  bio: null,
  employmentStatus: null,
  languages: [],
  workPermitLocations: [],
  location: null,
  linkedin: null,
  workExperienceCount: 0,
  educationCount: 0,
  skillCount: 0,
};
const full: CompletionInput = {
  bio: "Analyst.",
  employmentStatus: "EMPLOYED_BUT_LOOKING_FOR_JOB",
  languages: ["English"],
  workPermitLocations: ["Malaysia"],
  location: "Kuala Lumpur",
  linkedin: "https://linkedin.com/in/x",
  workExperienceCount: 1,
  educationCount: 1,
  skillCount: 1,
};
/** The smallest change that meets each check, and its SPEC §5 link. */
const MEETS: Record<CompletionKey, [Partial<CompletionInput>, string]> = {
  bio: [{ bio: "x" }, "/cv"],
  employmentStatus: [{ employmentStatus: "UNEMPLOYED_AND_LOOKING_FOR_JOB" }, "/settings#settings-job"],
  languages: [{ languages: ["Tamil"] }, "/cv"],
  workPermitLocations: [{ workPermitLocations: ["Brunei"] }, "/settings#settings-job"],
  location: [{ location: "Ipoh" }, "/profile/edit?form=contact"],
  linkedin: [{ linkedin: "https://linkedin.com/in/y" }, "/profile/edit?form=contact"],
  workExperience: [{ workExperienceCount: 1 }, "/cv"],
  education: [{ educationCount: 1 }, "/cv"],
  skills: [{ skillCount: 1 }, "/cv"],
};

describe("rule: profile completion has nine equally weighted checks (SPEC §5 plus 'at least one skill')", () => {
  it("an empty profile meets none: progress 0, a task per check in SPEC order", () => {
    const c = profileCompletion(empty);
    expect(c).toMatchObject({ progress: 0, metCount: 0, total: 9 });
    expect(c.tasks.map((t) => t.key)).toEqual([...COMPLETION_KEYS]);
  });
  it("a full profile meets all nine: progress 1, no tasks", () => {
    expect(profileCompletion(full)).toMatchObject({ progress: 1, metCount: 9, tasks: [] });
  });
  for (const key of COMPLETION_KEYS) {
    const [change, link] = MEETS[key];
    it(`${key}: meeting it alone gives 1/9 and removes its task (link ${link})`, () => {
      const before = profileCompletion(empty);
      expect(before.tasks).toContainEqual({ key, link });
      const after = profileCompletion({ ...empty, ...change });
      expect(after.metCount).toBe(1);
      expect(after.progress).toBeCloseTo(1 / 9);
      expect(after.checks.find((c) => c.key === key)!.met).toBe(true);
      expect(after.tasks.map((t) => t.key)).not.toContain(key);
    });
    it(`${key}: losing it from a full profile gives 8/9 and one task`, () => {
      const reset = Object.fromEntries(Object.keys(change).map((k) => [k, (empty as unknown as Record<string, unknown>)[k]]));
      const after = profileCompletion({ ...full, ...reset });
      expect(after.metCount).toBe(8);
      expect(after.tasks).toEqual([{ key, link }]);
    });
  }
  it("blank text does not count as a bio, location or LinkedIn link", () => {
    const c = profileCompletion({ ...full, bio: "   ", location: "", linkedin: " " });
    expect(c.tasks.map((t) => t.key)).toEqual(["bio", "location", "linkedin"]);
  });
});
