import { describe, expect, it } from "vitest";
import { APPLICATION_STATUSES, allowedMoves, canMove, statusesLeadingTo, type ApplicationStatus } from "./applications.js";

describe("pipeline: admins move an intake's application one stage at a time", () => {
  it("SUBMITTED → ONLINE_ASSESSMENT → INTERVIEW → OFFERED are allowed", () => {
    expect(canMove("INTAKE", "SUBMITTED", "ONLINE_ASSESSMENT", "ADMIN")).toBe(true);
    expect(canMove("INTAKE", "ONLINE_ASSESSMENT", "INTERVIEW", "ADMIN")).toBe(true);
    expect(canMove("INTAKE", "INTERVIEW", "OFFERED", "ADMIN")).toBe(true);
  });
  it("skipping, going back and staying put are refused", () => {
    expect(canMove("INTAKE", "SUBMITTED", "INTERVIEW", "ADMIN")).toBe(false);
    expect(canMove("INTAKE", "SUBMITTED", "OFFERED", "ADMIN")).toBe(false);
    expect(canMove("INTAKE", "INTERVIEW", "ONLINE_ASSESSMENT", "ADMIN")).toBe(false);
    expect(canMove("INTAKE", "OFFERED", "OFFERED", "ADMIN")).toBe(false);
  });
  it("REJECTED from every open stage, never from a final one", () => {
    for (const from of ["SUBMITTED", "ONLINE_ASSESSMENT", "INTERVIEW", "OFFERED"] as const)
      expect(canMove("INTAKE", from, "REJECTED", "ADMIN")).toBe(true);
    for (const from of ["ACCEPTED", "REJECTED", "WITHDRAWN"] as const) expect(canMove("INTAKE", from, "REJECTED", "ADMIN")).toBe(false);
  });
  it("admins neither accept offers nor withdraw for the applicant", () => {
    expect(canMove("INTAKE", "OFFERED", "ACCEPTED", "ADMIN")).toBe(false);
    expect(canMove("INTAKE", "SUBMITTED", "WITHDRAWN", "ADMIN")).toBe(false);
  });
});

describe("pipeline: the applicant accepts an offer or withdraws", () => {
  it("OFFERED → ACCEPTED only", () => {
    expect(canMove("INTAKE", "OFFERED", "ACCEPTED", "APPLICANT")).toBe(true);
    expect(canMove("INTAKE", "INTERVIEW", "ACCEPTED", "APPLICANT")).toBe(false);
  });
  it("WITHDRAWN from every open stage, not after a decision", () => {
    expect(statusesLeadingTo("INTAKE", "WITHDRAWN", "APPLICANT")).toEqual(["SUBMITTED", "ONLINE_ASSESSMENT", "INTERVIEW", "OFFERED"]);
  });
  it("applicants cannot move their own application forward or reject it", () => {
    expect(canMove("INTAKE", "SUBMITTED", "ONLINE_ASSESSMENT", "APPLICANT")).toBe(false);
    expect(canMove("INTAKE", "SUBMITTED", "REJECTED", "APPLICANT")).toBe(false);
  });
});

describe("pipeline: final statuses and information sessions", () => {
  it("ACCEPTED, REJECTED and WITHDRAWN are final for everyone", () => {
    for (const from of ["ACCEPTED", "REJECTED", "WITHDRAWN"] as ApplicationStatus[])
      for (const to of APPLICATION_STATUSES)
        for (const mover of ["ADMIN", "APPLICANT"] as const) expect(canMove("INTAKE", from, to, mover)).toBe(false);
  });
  it("an information-session registration has no selection: only the person's withdrawal", () => {
    for (const to of APPLICATION_STATUSES) expect(canMove("INFO_SESSION", "SUBMITTED", to, "ADMIN")).toBe(false);
    expect(canMove("INFO_SESSION", "SUBMITTED", "WITHDRAWN", "APPLICANT")).toBe(true);
    expect(canMove("INFO_SESSION", "SUBMITTED", "ACCEPTED", "APPLICANT")).toBe(false);
  });
  it("statusesLeadingTo lists exactly the allowed sources", () => {
    expect(statusesLeadingTo("INTAKE", "INTERVIEW", "ADMIN")).toEqual(["ONLINE_ASSESSMENT"]);
    expect(statusesLeadingTo("INTAKE", "REJECTED", "ADMIN")).toEqual(["SUBMITTED", "ONLINE_ASSESSMENT", "INTERVIEW", "OFFERED"]);
    expect(statusesLeadingTo("INFO_SESSION", "REJECTED", "ADMIN")).toEqual([]);
  });
});

describe("allowedMoves: what each mover may do from a status", () => {
  it("an admin moves an intake's application to the next stage or rejects it; nothing from final statuses", () => {
    expect(allowedMoves("INTAKE", "SUBMITTED", "ADMIN")).toEqual(["ONLINE_ASSESSMENT", "REJECTED"]);
    expect(allowedMoves("INTAKE", "INTERVIEW", "ADMIN")).toEqual(["OFFERED", "REJECTED"]);
    expect(allowedMoves("INTAKE", "OFFERED", "ADMIN")).toEqual(["REJECTED"]);
    expect(allowedMoves("INTAKE", "ACCEPTED", "ADMIN")).toEqual([]);
    expect(allowedMoves("INFO_SESSION", "SUBMITTED", "ADMIN")).toEqual([]);
  });
  it("the applicant withdraws from an open stage and accepts only an offer", () => {
    expect(allowedMoves("INTAKE", "OFFERED", "APPLICANT")).toEqual(["ACCEPTED", "WITHDRAWN"]);
    expect(allowedMoves("INTAKE", "INTERVIEW", "APPLICANT")).toEqual(["WITHDRAWN"]);
    expect(allowedMoves("INFO_SESSION", "SUBMITTED", "APPLICANT")).toEqual(["WITHDRAWN"]);
    expect(allowedMoves("INTAKE", "REJECTED", "APPLICANT")).toEqual([]);
  });
});
