import { describe, expect, it } from "vitest";
import { PORTFOLIO_PROJECT_TARGET } from "./limits.js";
import { mayReviewFor, mayServeAs, portfolioProgress, projectEditable, projectReviewable, reviewOutcome } from "./portfolio.js";

describe("a project's life", () => {
  it("the learner edits it until it is approved", () => {
    expect(projectEditable("SUBMITTED")).toBe(true);
    expect(projectEditable("CHANGES_REQUESTED")).toBe(true);
    expect(projectEditable("APPROVED")).toBe(false);
  });
  it("only a submitted project is reviewed; approval or changes requested", () => {
    expect(projectReviewable("SUBMITTED")).toBe(true);
    expect(projectReviewable("CHANGES_REQUESTED")).toBe(false);
    expect(projectReviewable("APPROVED")).toBe(false);
    expect(reviewOutcome(true)).toBe("APPROVED");
    expect(reviewOutcome(false)).toBe("CHANGES_REQUESTED");
  });
});

describe("portfolioProgress", () => {
  it("counts approved projects only; the goal of 10 is met at 10, not 9", () => {
    const approved = (n: number) => Array.from({ length: n }, () => "APPROVED" as const);
    expect(portfolioProgress([...approved(9), "SUBMITTED", "CHANGES_REQUESTED"])).toEqual({
      approved: 9,
      target: PORTFOLIO_PROJECT_TARGET,
      met: false,
    });
    expect(portfolioProgress(approved(10)).met).toBe(true);
  });
});

describe("who serves and reviews", () => {
  it("instructors mentor; talent admins mentor and coach; learners neither", () => {
    expect(mayServeAs(["INSTRUCTOR"], "MENTOR")).toBe(true);
    expect(mayServeAs(["INSTRUCTOR"], "COACH")).toBe(false);
    expect(mayServeAs(["TALENT_ADMIN"], "COACH")).toBe(true);
    expect(mayServeAs(["STUDENT"], "MENTOR")).toBe(false);
  });
  it("the learner's mentor or coach, or any talent admin, reviews their work", () => {
    const team = { mentorId: "m", coachId: "c" };
    expect(mayReviewFor({ id: "m", roles: ["INSTRUCTOR"] }, team)).toBe(true);
    expect(mayReviewFor({ id: "c", roles: ["TALENT_ADMIN"] }, team)).toBe(true);
    expect(mayReviewFor({ id: "x", roles: ["TALENT_ADMIN"] }, team)).toBe(true);
    expect(mayReviewFor({ id: "x", roles: ["INSTRUCTOR"] }, team)).toBe(false);
    expect(mayReviewFor({ id: "m", roles: ["INSTRUCTOR"] }, { mentorId: null, coachId: null })).toBe(false);
  });
});
