import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { renderApp } from "../../../test/renderApp";
import { recruiter, jobAdmin, loginAs, mei } from "../../../test/session";
import { addMockRepresentative } from "../../employer/mocks";
import { addAccount } from "../../../mocks/session";

/** The job sections' links as [text, href], once `last` shows (links that depend on the viewer load after the rest). */
async function linksOnceShown(last: string): Promise<[string | null, string | null][]> {
  const nav = await screen.findByRole("navigation", { name: "Job sections" });
  await within(nav).findByRole("link", { name: last });
  return within(nav)
    .getAllByRole("link")
    .map((l) => [l.textContent, l.getAttribute("href")]);
}

const PUBLIC = [
  ["Jobs", "/jobs?page=1"],
  ["Browse", "/jobs/browse?page=1"],
  ["Companies", "/companies?page=1"],
];
const MEMBER = [
  ["Saved jobs", "/jobs/saved-jobs"],
  ["Applied jobs", "/jobs/applied-jobs"],
];

describe("JobsSubNav", () => {
  it("shows visitors the public sections only", async () => {
    renderApp("/jobs?page=1");
    expect(await linksOnceShown("Companies")).toEqual(PUBLIC);
  });

  it("adds Saved jobs and Applied jobs for learners", async () => {
    loginAs(mei);
    renderApp("/jobs?page=1");
    expect(await linksOnceShown("Applied jobs")).toEqual([...PUBLIC, ...MEMBER]);
  });

  it("adds Employer and Manage jobs for an approved company representative", async () => {
    loginAs(recruiter);
    renderApp("/jobs?page=1");
    expect(await linksOnceShown("Manage jobs")).toEqual([
      ...PUBLIC,
      ...MEMBER,
      ["Employer", "/employer"],
      ["Manage jobs", "/jobs/admin/all?page=1"],
    ]);
  });

  it("adds only Employer while a representative's request waits", async () => {
    const id = "9a1b2c3d-0000-4e5f-8a9b-000000000078";
    addAccount({
      id,
      email: "wei.lim@example.com",
      password: "password123",
      firstName: "Wei",
      lastName: "Lim",
      roles: ["COMPANY_REPRESENTATIVE"],
    });
    addMockRepresentative(id, { employerId: "peakshield" });
    loginAs({ id });
    // /employer shows the standing once it has answered (PENDING); the sub-navigation reads the same query.
    renderApp("/employer");
    await screen.findByText("Waiting for approval");
    expect(await linksOnceShown("Employer")).toEqual([...PUBLIC, ...MEMBER, ["Employer", "/employer"]]);
  });

  it("adds the back office's sections for job admins", async () => {
    loginAs(jobAdmin);
    renderApp("/jobs?page=1");
    expect(await linksOnceShown("Campaigns")).toEqual([
      ...PUBLIC,
      ...MEMBER,
      ["Manage jobs", "/jobs/admin/all?page=1"],
      ["Companies admin", "/jobs/admin/companies"],
      ["Representatives", "/jobs/admin/representatives"],
      ["Campaigns", "/jobs/admin/campaigns"],
    ]);
  });
});
