import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { currentParams, renderApp } from "../../../test/renderApp";
import { courseAdmin, talentAdmin, jobAdmin, loginAs, mei } from "../../../test/session";
import { setMockServiceDown } from "../../../mocks/outage";

describe("/dashboard/admin people search", () => {
  it("finds people by a case-insensitive substring of name or email", async () => {
    loginAs(talentAdmin);
    const { user } = renderApp("/dashboard/admin");
    expect(await screen.findByRole("heading", { level: 1, name: "Admin dashboard" })).toBeTruthy();
    expect(screen.getByText("Type a name or email to find people.")).toBeTruthy();

    await user.type(screen.getByRole("searchbox", { name: "Search by name or email" }), "TAN");
    await user.click(screen.getByRole("button", { name: "Search" }));
    const table = await screen.findByRole("table", { name: "People found" });
    const names = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((r) => within(r).getAllByRole("cell")[0]!.textContent);
    expect(names).toEqual(["Kok Wai Tan", "Mei Ling Tan"]);
    expect(within(table).getByText(mei.email)).toBeTruthy();
    expect(currentParams()).toMatchObject({ search: "TAN", page: "1" });
  });

  it("says so when nothing matches, and asks for text when the search is empty", async () => {
    loginAs(talentAdmin);
    const { user } = renderApp("/dashboard/admin?search=zzzz");
    expect(await screen.findByText("No people match “zzzz”.")).toBeTruthy();
    await user.click(within(screen.getByRole("search")).getByRole("button", { name: "Clear search" }));
    expect(await screen.findByText("Type a name or email to find people.")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("is for talent admins only", async () => {
    loginAs(mei);
    renderApp("/dashboard/admin?search=tan");
    expect(await screen.findByRole("heading", { level: 1, name: "Admin dashboard" })).toBeTruthy();
    expect(await screen.findByText("Only admins (talent, course or job admins) can use this page.")).toBeTruthy();
    expect(screen.queryByRole("searchbox")).toBeNull();
  });
});

describe("/dashboard/admin figures", () => {
  it("shows a talent admin the talent figures, the sign-ups trend, the forum's queues and the people search", async () => {
    loginAs(talentAdmin);
    renderApp("/dashboard/admin");
    const talent = await screen.findByRole("region", { name: "Talent" });
    expect(await within(talent).findByRole("link", { name: "Skill attempts to review" })).toBeTruthy();
    expect(within(talent).getByRole("link", { name: "Skill attempts to review" }).getAttribute("href")).toBe("/skills/admin/assessments");
    expect(within(talent).getByText("Sign-ups, last 30 days")).toBeTruthy();
    expect(within(talent).getByText(/sign-ups in the last 30 days\./)).toBeTruthy();
    const forum = await screen.findByRole("region", { name: "Forum" });
    expect((await within(forum).findByRole("link", { name: "Reports to review" })).getAttribute("href")).toBe("/forum/report/all");
    expect(screen.getByRole("region", { name: "People search" })).toBeTruthy();
    // Not a course or job admin: those areas are not asked for.
    expect(screen.queryByRole("region", { name: "Learning" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Jobs" })).toBeNull();
  });

  it("shows a course admin the applications by stage and the orders waiting, each linking to its list", async () => {
    loginAs(courseAdmin);
    renderApp("/dashboard/admin");
    const learning = await screen.findByRole("region", { name: "Learning" });
    const interview = await within(learning).findByRole("link", { name: "Interview" });
    expect(interview.getAttribute("href")).toBe("/programmes/admin/applications?status=INTERVIEW");
    expect(within(learning).getByRole("link", { name: "Orders awaiting payment confirmation" }).getAttribute("href")).toBe(
      "/courses/admin/orders?status=PENDING_PAYMENT",
    );
    expect(screen.queryByRole("region", { name: "People search" })).toBeNull();
  });

  it("shows a job admin the job figures and the upcoming events with their registrations", async () => {
    loginAs(jobAdmin);
    renderApp("/dashboard/admin");
    const jobs = await screen.findByRole("region", { name: "Jobs" });
    expect((await within(jobs).findByRole("link", { name: "Representative requests to decide" })).getAttribute("href")).toBe(
      "/jobs/admin/representatives",
    );
    const events = screen.getByRole("region", { name: "Upcoming events" });
    const table = await within(events).findByRole("table", { name: "Upcoming events and their registrations" });
    expect(within(table).getAllByRole("row").length).toBeGreaterThan(1);
    expect(screen.queryByRole("region", { name: "Forum" })).toBeNull();
  });

  it("keeps the other figures when one area's service is down", async () => {
    loginAs(jobAdmin);
    setMockServiceDown("events");
    renderApp("/dashboard/admin");
    const events = await screen.findByRole("region", { name: "Upcoming events" });
    expect(await within(events).findByText("These figures are unavailable")).toBeTruthy();
    const jobs = screen.getByRole("region", { name: "Jobs" });
    expect(await within(jobs).findByRole("link", { name: "Open jobs" })).toBeTruthy();
  });

  it("shows skeletons while the figures load", async () => {
    loginAs(talentAdmin);
    renderApp("/dashboard/admin");
    const [status] = await screen.findAllByRole("status", { name: "Loading the figures…" });
    expect(status!.querySelector(".mantine-Skeleton-root")).toBeTruthy();
    expect(status!.querySelector(".mantine-Loader-root")).toBeNull();
    expect(await screen.findByRole("region", { name: "Talent" })).toBeTruthy();
  });

  it("is not allowed for people without an admin role", async () => {
    loginAs(mei);
    renderApp("/dashboard/admin");
    expect(await screen.findByText("Only admins (talent, course or job admins) can use this page.")).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Talent" })).toBeNull();
  });
});
