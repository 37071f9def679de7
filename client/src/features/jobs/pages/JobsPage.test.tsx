import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { listedJobs, makeProgrammeMember } from "../mocks";
import { currentParams, renderApp } from "../../../test/renderApp";
import { loginAs, mei } from "../../../test/session";

const jobHeadings = (listName: string) =>
  within(screen.getByRole("list", { name: listName }))
    .getAllByRole("heading", { level: 2 })
    .map((h) => h.textContent);

describe("/jobs", () => {
  it("lists open jobs featured first, then newest, and paginates with ?page=", async () => {
    const { user } = renderApp("/jobs?page=1");
    const total = listedJobs().length;
    expect(total).toBe(26); // 30 seeded, KYouth Track B's 4 hidden from visitors
    expect(await screen.findByText(`Showing 1–10 of ${total}`)).toBeTruthy();
    const list = screen.getByRole("list", { name: "All jobs" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(10);
    // Featured first (newest first among them): job 28, 21, 16, 7, 4, 2, 1.
    expect(jobHeadings("All jobs").slice(0, 8)).toEqual([
      "Machine Learning Engineer",
      "Junior Data Analyst (Career Fair)",
      "Cloud Engineer (AWS)",
      "Back-end Developer (Node.js)",
      "UX/UI Designer",
      "Data Analyst",
      "Junior Cloud Support Engineer",
      "DevOps Engineer",
    ]);
    expect(within(list).getAllByText("Featured")).toHaveLength(7);
    expect(within(list).getByRole("link", { name: "Machine Learning Engineer" }).getAttribute("href")).toBe("/jobs/28");

    await user.click(screen.getByRole("button", { name: "Page 3" }));
    expect(await screen.findByText(`Showing 21–26 of ${total}`)).toBeTruthy();
    expect(currentParams().page).toBe("3");
  });

  it("shows the campaign tabs a visitor may view; a tab filters the list and goes back to page 1", async () => {
    const { user } = renderApp("/jobs?page=2");
    const tabs = await screen.findByRole("tablist", { name: "Job campaigns" });
    await within(tabs).findByRole("tab", { name: "KYouth jobs" });
    expect(
      within(tabs)
        .getAllByRole("tab")
        .map((t) => t.textContent),
    ).toEqual(["All jobs", "KYouth jobs", "KL Career Fair jobs"]);
    expect(within(tabs).getByRole("tab", { name: "All jobs" }).getAttribute("aria-selected")).toBe("true");

    await user.click(within(tabs).getByRole("tab", { name: "KL Career Fair jobs" }));
    expect(currentParams()).toMatchObject({ page: "1", campaign: "kl-career-fair" });
    expect(await screen.findByText("Showing 1–6 of 6")).toBeTruthy();
    expect(jobHeadings("KL Career Fair jobs")).toContain("Associate Software Engineer");
    expect(screen.getByText("Jobs the employers at the KL Career Fair are hiring for.")).toBeTruthy();

    await user.click(within(tabs).getByRole("tab", { name: "All jobs" }));
    expect(await screen.findByText("Showing 1–10 of 26")).toBeTruthy();
    expect(currentParams().campaign).toBeUndefined();
  });

  it("keeps ?campaign= while paging and searching", async () => {
    const { user } = renderApp("/jobs?page=1&campaign=kyouth");
    expect(await screen.findByText("Showing 1–6 of 6")).toBeTruthy();
    await user.type(screen.getByRole("searchbox", { name: "Search jobs" }), "analyst");
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(await screen.findByText("Showing 1–1 of 1 for “analyst”")).toBeTruthy();
    expect(currentParams()).toMatchObject({ page: "1", campaign: "kyouth", search: "analyst" });
  });

  it("hides KYouth Track B from visitors: no tab, a notice instead of its jobs", async () => {
    renderApp("/jobs?page=1&campaign=kyouth-track-b");
    expect(await screen.findByText("KYouth Track B jobs are for programme members")).toBeTruthy();
    expect(screen.queryByRole("tab", { name: "KYouth Track B jobs" })).toBeNull();
    expect(screen.queryByText("Performance Marketing Analyst")).toBeNull();
  });

  it("shows KYouth Track B jobs to an accepted KYouth 2025 member", async () => {
    makeProgrammeMember(mei.id);
    loginAs(mei);
    renderApp("/jobs?page=1&campaign=kyouth-track-b");
    const tab = await screen.findByRole("tab", { name: "KYouth Track B jobs" });
    expect(tab.getAttribute("aria-selected")).toBe("true");
    expect(await screen.findByText("Showing 1–4 of 4")).toBeTruthy();
    expect(jobHeadings("KYouth Track B jobs")).toEqual([
      "QA Engineer",
      "Operations Data Analyst",
      "Performance Marketing Analyst",
      "IT Support Specialist",
    ]);
  });

  it("says so for an unknown campaign", async () => {
    renderApp("/jobs?campaign=nope");
    expect(await screen.findByText("Campaign not found")).toBeTruthy();
    expect(screen.getByRole("link", { name: "See all jobs" }).getAttribute("href")).toBe("/jobs?page=1");
  });

  it("has the job-area sub-navigation (Saved and Applied jobs only when logged in)", async () => {
    renderApp("/jobs?page=1");
    const nav = await screen.findByRole("navigation", { name: "Job sections" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((l) => l.textContent),
    ).toEqual(["Jobs", "Browse", "Companies"]);
  });

  it("shows Saved jobs and Applied jobs in the sub-navigation when logged in", async () => {
    loginAs(mei);
    renderApp("/jobs?page=1");
    const nav = await screen.findByRole("navigation", { name: "Job sections" });
    await within(nav).findByRole("link", { name: "Saved jobs" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((l) => l.textContent),
    ).toEqual(["Jobs", "Browse", "Companies", "Saved jobs", "Applied jobs"]);
  });
});
