import { describe, expect, it } from "vitest";
import { applicationPath, eventItem, jobItem, mostRecent, parseApplicationKind, programmeItem } from "./applications";

const programme = (id: string, at: string) =>
  programmeItem({ id, status: "SUBMITTED", submittedAt: at, updatedAt: at, programme: { id: "p", title: "P" } });
const job = (id: string, at: string) =>
  jobItem({ id, status: "APPLIED", appliedAt: at, updatedAt: at, job: { id: "j 1", title: "J", employer: { id: "e", title: "E" } } });
const event = (id: string, at: string) =>
  eventItem({ id, status: "Registered", waitlistPosition: null, registeredAt: at, event: { id: "fair", title: "F", dates: [] } });

describe("mostRecent", () => {
  it("merges the kinds newest first and keeps the limit", () => {
    const merged = mostRecent(
      [programme("p1", "2026-01-01T00:00:00Z"), job("j1", "2026-03-01T00:00:00Z"), event("e1", "2026-02-01T00:00:00Z")],
      2,
    );
    expect(merged.map((i) => i.application.id)).toEqual(["j1", "e1"]);
  });

  it("orders ties by kind, then id", () => {
    const at = "2026-01-01T00:00:00Z";
    expect(mostRecent([event("e1", at), job("j2", at), job("j1", at), programme("p1", at)], 10).map((i) => i.application.id)).toEqual([
      "p1",
      "j1",
      "j2",
      "e1",
    ]);
  });
});

describe("applicationPath", () => {
  it("leads to the job, the event, or the learner's programmes", () => {
    expect(applicationPath(job("j", "2026-01-01T00:00:00Z"))).toBe("/jobs/j%201");
    expect(applicationPath(event("e", "2026-01-01T00:00:00Z"))).toBe("/events/fair");
    expect(applicationPath(programme("p", "2026-01-01T00:00:00Z"))).toBe("/programmes/student/my-programmes");
  });
});

describe("parseApplicationKind", () => {
  it("takes the three kinds and anything else as all", () => {
    expect(parseApplicationKind("jobs")).toBe("jobs");
    expect(parseApplicationKind("nope")).toBe("all");
    expect(parseApplicationKind(null)).toBe("all");
  });
});
