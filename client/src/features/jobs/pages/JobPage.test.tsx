import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { makeProgrammeMember } from "../mocks";
import { renderApp } from "../../../test/renderApp";
import { formatDate } from "../../../lib/format";
import { JOBS_SEED } from "@server/jobs/seed-data";
import { loginAs, mei } from "../../../test/session";

describe("/jobs/:id", () => {
  it("shows the job: employer link, facts, description paragraphs, campaigns, similar jobs and more from the employer", async () => {
    renderApp("/jobs/2");
    expect(await screen.findByRole("heading", { level: 1, name: "Data Analyst" })).toBeTruthy();
    expect(document.title).toBe("Data Analyst · Lantern Analytics · TalentForge");
    const main = screen.getByRole("main");
    expect(within(main).getAllByRole("link", { name: "Lantern Analytics Sdn. Bhd." })[0]!.getAttribute("href")).toBe(
      "/companies/lantern-analytics",
    );

    const facts = Object.fromEntries([...main.querySelectorAll("dt")].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));
    expect(facts).toMatchObject({
      Location: "Petaling Jaya",
      Workplace: "On-site",
      "Job type": "Full-time",
      Role: "Data science",
      // Four weeks before the day the mocks were seeded (the server's seed data, dated from the seeding day).
      Posted: formatDate(JOBS_SEED.jobs.find((j) => j.id === 2)!.createdAt!.toISOString(), "en"),
      Applications: "14 applicants",
    });
    const header = screen.getByRole("heading", { level: 1 }).parentElement!;
    expect(within(header).getByText("Featured")).toBeTruthy();

    const about = screen.getByRole("region", { name: "About the job" });
    expect(about.querySelectorAll("p")).toHaveLength(3);
    expect(within(about).getByText(/Lantern Analytics is hiring a Data Analyst/)).toBeTruthy();

    const campaigns = screen.getByRole("region", { name: "Campaigns" });
    expect(within(campaigns).getByRole("link", { name: "KYouth jobs" }).getAttribute("href")).toBe("/jobs?campaign=kyouth&page=1");

    const similar = screen.getByRole("list", { name: "Similar jobs" });
    expect(
      within(similar)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Machine Learning Engineer", "Health Data Analyst", "Junior Data Analyst (Career Fair)"]);
    const more = screen.getByRole("list", { name: "More from Lantern Analytics" });
    expect(
      within(more)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Junior Data Analyst (Career Fair)", "Data Engineering Intern"]);
  });

  it("offers visitors a log-in link back to the job instead of Save", async () => {
    renderApp("/jobs/3");
    expect(await screen.findByRole("heading", { level: 1, name: "Front-end Developer (React)" })).toBeTruthy();
    const login = await screen.findByRole("link", { name: "Log in to apply" });
    expect(login.getAttribute("href")).toBe("/login?next=%2Fjobs%2F3");
    expect(screen.queryByRole("button", { name: /^Save/ })).toBeNull();
  });

  it("shows Save and the application form to a logged-in learner", async () => {
    loginAs(mei);
    renderApp("/jobs/3");
    expect(await screen.findByRole("heading", { level: 1, name: "Front-end Developer (React)" })).toBeTruthy();
    expect((await screen.findAllByRole("button", { name: /^Save/ })).length).toBeGreaterThan(0);
    expect(await screen.findByRole("heading", { level: 2, name: "Apply for this job" })).toBeTruthy();
  });

  it("is not found for unknown jobs and for KYouth Track B jobs a visitor may not see", async () => {
    renderApp("/jobs/14");
    expect(await screen.findByRole("heading", { level: 1, name: "Job not found" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "See all jobs" })).toBeTruthy();
  });

  it("shows a KYouth Track B job to a programme member, with its campaign", async () => {
    makeProgrammeMember(mei.id);
    loginAs(mei);
    renderApp("/jobs/14");
    expect(await screen.findByRole("heading", { level: 1, name: "Performance Marketing Analyst" })).toBeTruthy();
    expect(within(screen.getByRole("region", { name: "Campaigns" })).getByRole("link", { name: "KYouth Track B jobs" })).toBeTruthy();
  });
});
