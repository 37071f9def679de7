import { describe, expect, it } from "vitest";
import {
  JOB_APPLICATION_STATUSES,
  allowedJobApplicationMoves,
  canMoveJobApplication,
  countsAsApplication,
  statusesLeadingTo,
  type JobApplicationStatus,
} from "./applications.js";

describe("canMoveJobApplication: the employer side moves one step at a time", () => {
  it("APPLIED → REVIEWED → INTERVIEWING → OFFERED → HIRED are allowed", () => {
    expect(canMoveJobApplication("APPLIED", "REVIEWED", "EMPLOYER")).toBe(true);
    expect(canMoveJobApplication("REVIEWED", "INTERVIEWING", "EMPLOYER")).toBe(true);
    expect(canMoveJobApplication("INTERVIEWING", "OFFERED", "EMPLOYER")).toBe(true);
    expect(canMoveJobApplication("OFFERED", "HIRED", "EMPLOYER")).toBe(true);
  });
  it("skipping, going back and staying put are refused", () => {
    expect(canMoveJobApplication("APPLIED", "INTERVIEWING", "EMPLOYER")).toBe(false);
    expect(canMoveJobApplication("APPLIED", "HIRED", "EMPLOYER")).toBe(false);
    expect(canMoveJobApplication("OFFERED", "REVIEWED", "EMPLOYER")).toBe(false);
    expect(canMoveJobApplication("REVIEWED", "REVIEWED", "EMPLOYER")).toBe(false);
  });
  it("DECLINED from every open status, never from a final one", () => {
    for (const from of ["APPLIED", "REVIEWED", "INTERVIEWING", "OFFERED"] as const)
      expect(canMoveJobApplication(from, "DECLINED", "EMPLOYER")).toBe(true);
    for (const from of ["HIRED", "DECLINED", "WITHDRAWN"] as const) expect(canMoveJobApplication(from, "DECLINED", "EMPLOYER")).toBe(false);
  });
  it("the employer never withdraws for the applicant", () => {
    for (const from of JOB_APPLICATION_STATUSES) expect(canMoveJobApplication(from, "WITHDRAWN", "EMPLOYER")).toBe(false);
  });
});

describe("canMoveJobApplication: the applicant only withdraws, while open", () => {
  it("WITHDRAWN from APPLIED, REVIEWED, INTERVIEWING and OFFERED", () => {
    for (const from of ["APPLIED", "REVIEWED", "INTERVIEWING", "OFFERED"] as const)
      expect(canMoveJobApplication(from, "WITHDRAWN", "APPLICANT")).toBe(true);
  });
  it("not once HIRED, DECLINED or WITHDRAWN", () => {
    for (const from of ["HIRED", "DECLINED", "WITHDRAWN"] as const)
      expect(canMoveJobApplication(from, "WITHDRAWN", "APPLICANT")).toBe(false);
  });
  it("the applicant moves nothing else", () => {
    for (const from of JOB_APPLICATION_STATUSES)
      for (const to of JOB_APPLICATION_STATUSES.filter((s) => s !== "WITHDRAWN"))
        expect(canMoveJobApplication(from, to, "APPLICANT")).toBe(false);
  });
});

describe("allowedJobApplicationMoves", () => {
  it("offers the next step and DECLINED to the employer, WITHDRAWN to the applicant", () => {
    expect(allowedJobApplicationMoves("APPLIED", "EMPLOYER")).toEqual(["REVIEWED", "DECLINED"]);
    expect(allowedJobApplicationMoves("OFFERED", "EMPLOYER")).toEqual(["HIRED", "DECLINED"]);
    expect(allowedJobApplicationMoves("INTERVIEWING", "APPLICANT")).toEqual(["WITHDRAWN"]);
  });
  it("offers nothing on a final status", () => {
    for (const from of ["HIRED", "DECLINED", "WITHDRAWN"] as const) {
      expect(allowedJobApplicationMoves(from, "EMPLOYER")).toEqual([]);
      expect(allowedJobApplicationMoves(from, "APPLICANT")).toEqual([]);
    }
  });
});

describe("statusesLeadingTo", () => {
  it("agrees with canMoveJobApplication for every pair", () => {
    for (const mover of ["EMPLOYER", "APPLICANT"] as const)
      for (const to of JOB_APPLICATION_STATUSES)
        expect(statusesLeadingTo(to, mover)).toEqual(
          JOB_APPLICATION_STATUSES.filter((from: JobApplicationStatus) => canMoveJobApplication(from, to, mover)),
        );
    expect(statusesLeadingTo("DECLINED", "EMPLOYER")).toEqual(["APPLIED", "REVIEWED", "INTERVIEWING", "OFFERED"]);
  });
});

describe("countsAsApplication", () => {
  it("every status but WITHDRAWN counts", () => {
    expect(JOB_APPLICATION_STATUSES.filter(countsAsApplication)).toEqual([
      "APPLIED",
      "REVIEWED",
      "INTERVIEWING",
      "OFFERED",
      "HIRED",
      "DECLINED",
    ]);
  });
});
