import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { JOB_APPLICATION_PAGE_SIZE } from "@server/jobs/modules/applications/rules/applications";
import { addMockApplicationsOfEveryKind, addMockJobApplication, addMockProgrammeApplication } from "../mocks";
import { addAccount } from "../../../mocks/session";
import { location, renderApp } from "../../../test/renderApp";
import { loginAs, mei } from "../../../test/session";
import i18n from "../../../i18n";
import { RECENT_APPLICATIONS } from "../lib/applications";

const newcomer = {
  id: "7a7a0000-0000-4000-8000-00000000a001",
  email: "newcomer@example.com",
  password: "password123",
  firstName: "New",
  lastName: "Comer",
  roles: ["STUDENT" as const],
};

/** The list's rows as [kind, title, status, dates] texts. */
async function rows() {
  const list = await screen.findByRole("list", { name: "Applications" });
  return within(list)
    .getAllByRole("listitem")
    .map((li) => [...li.querySelectorAll("p, h3, .mantine-Badge-label")].map((e) => e.textContent));
}

describe("/applications", () => {
  it("sends visitors to log in", async () => {
    renderApp("/applications");
    expect(await screen.findByRole("heading", { level: 1, name: "Log in" })).toBeTruthy();
    expect(location.current.search).toBe("?next=%2Fapplications");
  });

  it("lists programme, job and event applications together, newest first, each linking to its item", async () => {
    addMockApplicationsOfEveryKind(mei.id);
    loginAs(mei);
    renderApp("/applications");
    expect(await screen.findByRole("heading", { level: 1, name: "Applications" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "All" }).getAttribute("aria-selected")).toBe("true");
    const list = await screen.findByRole("list", { name: "Applications" });
    const items = within(list).getAllByRole("listitem");
    // Registered for the mixer today, applied for the job three days ago, the demo registrations (six days ago and
    // earlier), KYouth a week ago, and the seeded demo application to MyMahir nine days ago.
    const status = (li: HTMLElement) => li.querySelector(".mantine-Badge-label")?.textContent;
    const link = (li: HTMLElement) => within(li).getByRole("link").getAttribute("href");
    expect(items).toHaveLength(6);
    expect([status(items[0]!), link(items[0]!)]).toEqual(["Registered", "/events/hk-tech-networking-mixer"]);
    expect([status(items[1]!), link(items[1]!)]).toEqual(["Interviewing", "/jobs/1"]);
    expect(items.slice(2, 4).map(link)).toEqual([expect.stringMatching(/^\/events\//), expect.stringMatching(/^\/events\//)]);
    expect([status(items[4]!), link(items[4]!)]).toEqual(["Offered", "/programmes/student/my-programmes"]);
    expect([status(items[5]!), link(items[5]!)]).toEqual(["Online assessment", "/programmes/student/my-programmes"]);
    const kyouth = screen.getByRole("listitem", { name: "KYouth 2025" });
    expect(within(kyouth).getByText("Programme")).toBeTruthy();
    expect(within(kyouth).getByText(/^Applied .+ · Updated /)).toBeTruthy();
    expect(within(items[0]!).getByText(/^Registered .+ · Event on /)).toBeTruthy();
    expect(screen.getByRole("button", { name: "All job applications (1)" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "All event registrations (3)" })).toBeTruthy();
  });

  it("translates the statuses in the interface language", async () => {
    await i18n.changeLanguage("zh-Hant");
    addMockApplicationsOfEveryKind(mei.id);
    loginAs(mei);
    renderApp("/applications");
    expect(await screen.findByRole("heading", { level: 1, name: "申請" })).toBeTruthy();
    const list = await screen.findByRole("list", { name: "申請" });
    const labels = [...list.querySelectorAll(".mantine-Badge-label")].map((e) => e.textContent);
    expect([labels[0], labels[1], labels[4]]).toEqual(["已報名", "面試中", "已獲錄取通知"]);
    expect(labels[5]).toBe("網上評估");
    expect(within(list).getAllByText("課程計劃")).toHaveLength(2);
  });

  it("says so when there is nothing, on every tab, with a way to start", async () => {
    addAccount(newcomer);
    loginAs(newcomer);
    const { user } = renderApp("/applications");
    expect(await screen.findByText("You have not applied for anything yet.")).toBeTruthy();
    await user.click(screen.getByRole("tab", { name: "Jobs" }));
    expect(await screen.findByText("You have no job applications yet.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Browse jobs" }).getAttribute("href")).toBe("/jobs/browse?page=1");
    await user.click(screen.getByRole("tab", { name: "Programmes" }));
    expect(await screen.findByText("You have no programme applications yet.")).toBeTruthy();
    await user.click(screen.getByRole("tab", { name: "Events" }));
    expect(await screen.findByText("You have no event registrations here.")).toBeTruthy();
    expect(location.current.search).toBe("?kind=events");
  });

  it("shows the most recent in All and pages each kind on its own tab", async () => {
    addAccount(newcomer);
    for (let i = 0; i < JOB_APPLICATION_PAGE_SIZE + 2; i++) addMockJobApplication(newcomer.id, String((i % 5) + 1));
    addMockProgrammeApplication(newcomer.id, "kyouth-2025", ["SUBMITTED", "WITHDRAWN"], 30);
    loginAs(newcomer);
    const { user } = renderApp("/applications");
    await screen.findByRole("list", { name: "Applications" });
    expect(await rows()).toHaveLength(RECENT_APPLICATIONS);
    // The month-old programme application is not among the ten most recent; its tab has it.
    expect(screen.queryByRole("listitem", { name: "KYouth 2025" })).toBeNull();
    await user.click(screen.getByRole("button", { name: `All job applications (${JOB_APPLICATION_PAGE_SIZE + 2})` }));
    await waitFor(() => expect(location.current.search).toBe("?kind=jobs"));
    expect(screen.getByRole("tab", { name: "Jobs" }).getAttribute("aria-selected")).toBe("true");
    expect(await rows()).toHaveLength(JOB_APPLICATION_PAGE_SIZE);
    await user.click(screen.getByRole("button", { name: "Page 2" }));
    await waitFor(() => expect(location.current.search).toBe("?kind=jobs&page=2"));
    await waitFor(async () => expect(await rows()).toHaveLength(2));
    await user.click(screen.getByRole("tab", { name: "Programmes" }));
    const kyouth = await screen.findByRole("listitem", { name: "KYouth 2025" });
    expect(within(kyouth).getByText("Withdrawn")).toBeTruthy();
  });

  it("lists upcoming and past event registrations", async () => {
    loginAs(mei);
    const { user } = renderApp("/applications?kind=events");
    expect(await screen.findByRole("heading", { level: 3, name: /Career Fair/i })).toBeTruthy();
    await user.click(screen.getByRole("radio", { name: "Past" }));
    await waitFor(() => expect(location.current.search).toBe("?kind=events&when=past"));
    expect(await screen.findByText("You have no event registrations here.")).toBeTruthy();
  });
});
