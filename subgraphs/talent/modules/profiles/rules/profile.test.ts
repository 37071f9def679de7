import { describe, expect, it } from "vitest";
import {
  BULLETS_MAX,
  educationInput,
  isLinkedInUrl,
  jobSettingsInput,
  monthOf,
  parseWebUrl,
  profileAboutInput,
  profileContactInput,
  workExperienceInput,
} from "./profile.js";

const now = new Date("2026-03-31T23:59:59Z");
const work = { jobTitle: "Analyst", employerName: "Acme", start: "2024-01", end: null, descriptions: [] as string[] };
const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  (r.error?.issues ?? []).map((i) => i.path.join("."));

describe("rule: web links are http(s) URLs with a host", () => {
  for (const ok of ["https://github.com/x", "http://example.com", "https://www.linkedin.com/in/x?trk=1"])
    it(`accepts ${ok}`, () => expect(parseWebUrl(ok)).not.toBeNull());
  for (const bad of [
    "javascript:alert(1)",
    "ftp://example.com/x",
    "data:text/html,hi",
    "example.com",
    "https://localhost/x",
    "https://user:pw@example.com",
    "my site",
  ])
    it(`refuses ${bad}`, () => expect(parseWebUrl(bad)).toBeNull());
  it("LinkedIn links must be on linkedin.com or a subdomain", () => {
    expect(isLinkedInUrl("https://linkedin.com/in/a")).toBe(true);
    expect(isLinkedInUrl("https://my.linkedin.com/in/a")).toBe(true);
    expect(isLinkedInUrl("https://linkedin.com.evil.example/in/a")).toBe(false);
    expect(isLinkedInUrl("https://notlinkedin.com/in/a")).toBe(false);
  });
  it("the contact form reports each bad link under its field", () => {
    const r = profileContactInput.safeParse({ linkedin: "https://github.com/a", website: "javascript:x", github: "https://github.com/ok" });
    expect(issues(r).sort()).toEqual(["linkedin", "website"]);
  });
});

describe("rule: work experience periods", () => {
  const schema = workExperienceInput(now);
  it("a start in the current month is allowed; the next month is the future", () => {
    expect(monthOf(now)).toBe("2026-03");
    expect(schema.safeParse({ ...work, start: "2026-03" }).success).toBe(true);
    expect(issues(schema.safeParse({ ...work, start: "2026-04" }))).toEqual(["start"]);
  });
  it("the end may equal the start, not precede it", () => {
    expect(schema.safeParse({ ...work, end: "2024-01" }).success).toBe(true);
    expect(issues(schema.safeParse({ ...work, end: "2023-12" }))).toEqual(["end"]);
  });
  it("months are YYYY-MM from 1950", () => {
    for (const bad of ["2024-1", "2024-00", "2024-13", "24-01", "1949-12"])
      expect(issues(schema.safeParse({ ...work, start: bad }))).toContain("start");
    expect(schema.safeParse({ ...work, start: "1950-01" }).success).toBe(true);
  });
  it(`at most ${BULLETS_MAX} bullets, blank ones dropped, each at most 500 characters`, () => {
    const twelve = Array.from({ length: 12 }, () => "x");
    expect(schema.safeParse({ ...work, descriptions: [...twelve, " "] }).success).toBe(true);
    expect(issues(schema.safeParse({ ...work, descriptions: [...twelve, "y"] }))).toEqual(["descriptions"]);
    expect(schema.safeParse({ ...work, descriptions: ["x".repeat(500)] }).success).toBe(true);
    expect(issues(schema.safeParse({ ...work, descriptions: ["x".repeat(501)] }))).toEqual(["descriptions.0"]);
  });
});

describe("rule: educations", () => {
  const edu = { university: "UM", level: "Degree", field: "CS", start: "2030-09", end: "2034-06", grade: " ", descriptions: [] };
  it("may lie in the future (an accepted offer) and a blank grade is none", () => {
    const r = educationInput.safeParse(edu);
    expect(r.success).toBe(true);
    expect(r.data?.grade).toBeNull();
  });
  it("levels come from the option list", () => {
    for (const level of ["Diploma or equivalent", "Degree", "Master's", "PhD", "Certificate", "Other"])
      expect(educationInput.safeParse({ ...edu, level }).success).toBe(true);
    expect(issues(educationInput.safeParse({ ...edu, level: "degree" }))).toEqual(["level"]);
  });
});

describe("rule: list values come from the SPEC's lists", () => {
  it("languages: unknown refused by position, duplicates merged", () => {
    expect(issues(profileAboutInput.safeParse({ bio: null, languages: ["English", "english"], skillIds: [] }))).toEqual(["languages.1"]);
    expect(profileAboutInput.parse({ bio: null, languages: ["Tamil", "Tamil"], skillIds: ["a", "a"] })).toMatchObject({
      languages: ["Tamil"],
      skillIds: ["a"],
    });
  });
  it("at most 50 skills", () => {
    const ids = Array.from({ length: 51 }, (_, i) => `s${i}`);
    expect(issues(profileAboutInput.safeParse({ languages: [], skillIds: ids }))).toEqual(["skillIds"]);
    expect(profileAboutInput.safeParse({ languages: [], skillIds: ids.slice(0, 50) }).success).toBe(true);
  });
  it("countries and employment statuses", () => {
    expect(issues(jobSettingsInput.safeParse({ employmentStatus: "RETIRED", workPermitLocations: ["Malaysia", "Mars"] })).sort()).toEqual([
      "employmentStatus",
      "workPermitLocations.1",
    ]);
    expect(jobSettingsInput.parse({ workPermitLocations: [] })).toEqual({ employmentStatus: null, workPermitLocations: [] });
  });
});
