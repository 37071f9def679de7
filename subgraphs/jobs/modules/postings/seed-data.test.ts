import { describe, expect, it } from "vitest";
import { JOB_LIMITS } from "./rules/postings.js";
import { JOB_SEED, indefiniteArticle } from "./seed-data.js";

describe("rule: a seeded job's description says 'a' or 'an' by the sound of the title's first word", () => {
  it("reads initialisms letter by letter", () => {
    for (const t of ["SEO Specialist", "ML Engineer", "IT Support Specialist", "iOS Developer", "HR Executive", "MBA Intern"])
      expect(indefiniteArticle(t), t).toBe("an");
    for (const t of ["UX/UI Designer", "QA Engineer", "UI Designer", "BI Analyst", "SaaS Sales Executive"])
      expect(indefiniteArticle(t), t).toBe("a");
  });
  it("reads words by their first sound, with the silent h and the 'you' and 'one' sounds", () => {
    for (const t of [
      "Associate Engineer",
      "Operations Analyst",
      "Engineering Intern",
      "Intern",
      "Undergraduate Intern",
      "hourly tutor",
      "E-commerce Manager",
      "8-week trainee",
      "18-month contract",
    ])
      expect(indefiniteArticle(t), t).toBe("an");
    for (const t of [
      "Data Analyst",
      "Machine Learning Engineer",
      "University Liaison",
      "User Researcher",
      "European Sales Lead",
      "one-year contract",
      "Head of Data",
      "110-day project",
    ])
      expect(indefiniteArticle(t), t).toBe("a");
  });
  it("the seeded jobs' descriptions hire with the right article", () => {
    const hires = (title: string) => JOB_SEED.find((j) => j.title === title)!.description;
    expect(hires("SEO Specialist")).toMatch(/is hiring an SEO Specialist,/);
    expect(hires("Machine Learning Engineer")).toMatch(/is hiring a Machine Learning Engineer,/);
    expect(hires("Associate Software Engineer")).toMatch(/is hiring an Associate Software Engineer,/);
    expect(hires("UX/UI Designer")).toMatch(/is hiring a UX\/UI Designer,/);
  });
});

describe("seeded jobs' descriptions", () => {
  it("each job has its own text, within the description limits", () => {
    const [min, max] = JOB_LIMITS.description;
    const bodies = JOB_SEED.map((j) => j.description!.split("\n\n").slice(1).join("\n\n"));
    expect(new Set(bodies).size).toBe(JOB_SEED.length);
    for (const j of JOB_SEED) expect(j.description!.length, j.title).toBeGreaterThanOrEqual(min);
    for (const j of JOB_SEED) expect(j.description!.length, j.title).toBeLessThanOrEqual(max);
  });
  it("a job's text speaks of its own work, not its career role's neighbours'", () => {
    const text = (title: string) => JOB_SEED.find((j) => j.title === title)!.description;
    expect(text("Machine Learning Engineer")).toMatch(/models/);
    expect(text("Machine Learning Engineer")).not.toMatch(/dashboards/);
    expect(text("DevOps Engineer")).toMatch(/CI\/CD/);
    expect(text("SEO Specialist")).toMatch(/keyword/);
  });
});
