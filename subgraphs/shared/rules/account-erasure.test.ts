/** The erasure policy is complete and says why: every personal data source is erased or kept, never both, never left out. */
import { describe, expect, it } from "vitest";
import { ERASURE_POLICY, KEEP_REASONS, anonymisedEmail, keptSummary, type ErasingService } from "./account-erasure.js";
import { TALENT_PERSONAL_DATA } from "../../talent/personal-data.js";
import { COURSES_PERSONAL_DATA } from "../../courses/personal-data.js";
import { JOBS_PERSONAL_DATA } from "../../jobs/personal-data.js";
import { FORUM_PERSONAL_DATA } from "../../forum/personal-data.js";
import { EVENTS_PERSONAL_DATA } from "../../events/personal-data.js";

const SOURCES = {
  talent: TALENT_PERSONAL_DATA,
  courses: COURSES_PERSONAL_DATA,
  jobs: JOBS_PERSONAL_DATA,
  forum: FORUM_PERSONAL_DATA,
  events: EVENTS_PERSONAL_DATA,
};

describe("the erasure policy", () => {
  it.each(Object.keys(SOURCES) as ErasingService[])("%s: each source is either erased or kept, exactly once", (service) => {
    const policy = ERASURE_POLICY[service];
    const named = [...policy.erased, ...policy.kept.flatMap((k) => k.what)];
    expect([...named].sort()).toEqual(SOURCES[service].map((s) => s.name).sort());
    expect(new Set(named).size).toBe(named.length);
  });

  it("keeps orders and financing records for the tax laws, and forum writing for the discussions", () => {
    expect(ERASURE_POLICY.courses.kept).toContainEqual({
      what: expect.arrayContaining(["orders", "isaAgreements", "isaStatements", "incomeReports"]),
      reason: "FINANCIAL_RECORDS",
    });
    expect(KEEP_REASONS.FINANCIAL_RECORDS).toMatch(/s\.51C.*s\.82/);
    expect(ERASURE_POLICY.forum.kept).toContainEqual({ what: ["posts", "comments"], reason: "SHARED_DISCUSSION" });
    expect(ERASURE_POLICY.jobs.kept).toEqual([]);
  });

  it("the deletion record's summary names what was kept and why, and nothing about the person", () => {
    const summary = keptSummary();
    expect(Object.keys(summary).sort()).toEqual(["courses", "events", "forum", "talent"]);
    expect(summary.courses).toEqual([
      { kept: ["orders", "withdrawals", "isaAgreements", "incomeReports", "isaStatements"], reason: KEEP_REASONS.FINANCIAL_RECORDS },
    ]);
  });

  it("the anonymous address can never be delivered and is unique per person", () => {
    expect(anonymisedEmail("0b1c5d0e-1f2a-4b3c-8d4e-5f6a7b8c9d01")).toBe("deleted-0b1c5d0e-1f2a-4b3c-8d4e-5f6a7b8c9d01@deleted.invalid");
  });
});
