import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { DASHBOARD_LIMITS } from "@server/shared/dashboard";
import { addMockClassPost, addMockForumPosts, mockClassMemberships } from "../../forum/mocks";
import { mockProgrammes, updateProgramme } from "../../programmes/mocks";
import { addAccount } from "../../../mocks/session";
import { currentParams, location, renderApp } from "../../../test/renderApp";
import { instructor, loginAs, mei } from "../../../test/session";
import i18n from "../../../i18n";

const newcomer = {
  id: "7a7a0000-0000-4000-8000-00000000d001",
  email: "dashboard.newcomer@example.com",
  password: "password123",
  firstName: "Nadia",
  lastName: "Omar",
  roles: ["STUDENT" as const],
};

/** The items of a card's list (the card is the region named by its title). */
async function itemsOf(card: string) {
  const region = await screen.findByRole("region", { name: card });
  const list = within(region).queryByRole("list");
  return list ? within(list).getAllByRole("listitem") : [];
}

describe("/dashboard", () => {
  it("welcomes the person and shows the completion ring with a linked task per unmet check", async () => {
    loginAs(mei);
    renderApp("/dashboard");
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome, Mei Ling" })).toBeTruthy();
    // Mei's mock profile is the server's seeded demo student's: 7 of the 9 checks met, the contact form left to do.
    expect(await screen.findByRole("img", { name: "Profile 78% complete" })).toBeTruthy();
    expect(screen.getByText("7 of 9 done")).toBeTruthy();
    const tasks = within(screen.getByRole("list", { name: "To do next" }))
      .getAllByRole("link")
      .map((a) => [a.textContent, a.getAttribute("href")]);
    expect(tasks).toEqual([
      ["Add your location", "/profile/edit?form=contact"],
      ["Add your LinkedIn profile", "/profile/edit?form=contact"],
    ]);
  });

  it("shows the current CV score with a link to /cv", async () => {
    loginAs(mei);
    const { user } = renderApp("/dashboard");
    const section = await screen.findByRole("region", { name: "Your CV score" });
    expect(await within(section).findByText(/^\d+\/100$/)).toBeTruthy();
    expect(within(section).getByText("Scored for Data science")).toBeTruthy();
    await user.click(within(section).getByRole("link", { name: "See your CV score" }));
    await waitFor(() => expect(location.current.pathname).toBe("/cv"));
  });

  it("shows skeletons, not a spinner, while it loads", async () => {
    loginAs(mei);
    renderApp("/dashboard");
    const status = await screen.findByRole("status", { name: "Loading your dashboard" });
    expect(status.querySelector(".mantine-Skeleton-root")).toBeTruthy();
    expect(status.querySelector(".mantine-Loader-root")).toBeNull();
    await screen.findByRole("heading", { level: 1, name: "Welcome, Mei Ling" });
  });

  it("stops each list at the server's limit with more than that seeded: 3 posts, 3 announcements, 2 programmes, 3 jobs", async () => {
    addMockForumPosts(DASHBOARD_LIMITS.recentPosts + 2);
    const [myClass] = mockClassMemberships(mei.id);
    expect(myClass).toBeTruthy();
    for (let i = 1; i <= DASHBOARD_LIMITS.recentAnnouncements + 2; i++) {
      addMockClassPost({
        title: `Announcement ${i}`,
        description: "",
        markdown: "",
        authorId: instructor.id,
        classSlug: myClass!.slug,
        isAnnouncement: true,
        isSupport: false,
      });
    }
    for (const p of mockProgrammes().filter((x) => x.kind === "INTAKE"))
      updateProgramme(p.id, { applicationOpen: true, showAtDashboard: true, cohortStartsOn: "2027-03-01" });
    loginAs(mei);
    renderApp("/dashboard");
    expect(await itemsOf("Recent posts")).toHaveLength(DASHBOARD_LIMITS.recentPosts);
    const announcements = await itemsOf("Recent announcements");
    // Added within the same instant, so any three of them: the newest of the class, none of the seed's older ones.
    expect(announcements).toHaveLength(DASHBOARD_LIMITS.recentAnnouncements);
    for (const li of announcements) expect(within(li).getByRole("link").textContent).toMatch(/^Announcement \d$/);
    expect(within(announcements[0]!).getByRole("link").getAttribute("href")).toMatch(/^\/forum\/post\//);
    expect(await itemsOf("Programmes")).toHaveLength(DASHBOARD_LIMITS.activeProgrammes);
    const jobs = await itemsOf("Open jobs in Data science");
    expect(jobs).toHaveLength(DASHBOARD_LIMITS.roleJobs);
    expect(within(jobs[0]!).getByRole("link").getAttribute("href")).toMatch(/^\/jobs\/\d+$/);
  });

  it("links each card to its full list", async () => {
    loginAs(mei);
    renderApp("/dashboard");
    const link = async (card: string, name: string) =>
      within(await screen.findByRole("region", { name: card }))
        .getByRole("link", { name })
        .getAttribute("href");
    expect(await link("Recent posts", "Go to the forum")).toBe("/forum/feed");
    expect(await link("Programmes", "Find programmes")).toBe("/programmes/student/find-programmes");
    expect(await link("Events", "All events")).toBe("/events");
    expect(await link("Continue learning", "My classes")).toBe("/classroom");
    expect(await link("Skills readiness", "My skills")).toBe("/skills/my-skills?tab=0");
  });

  it("says so on each card when there is nothing yet, with a way to start", async () => {
    addAccount(newcomer);
    loginAs(newcomer);
    renderApp("/dashboard");
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome, Nadia" })).toBeTruthy();
    const card = (name: string) => screen.getByRole("region", { name });
    expect(within(card("Recent announcements")).getByText("No announcements from your classes yet.")).toBeTruthy();
    expect(within(card("Continue learning")).getByText("No course in progress. Browse the courses to start one.")).toBeTruthy();
    expect(within(card("Continue learning")).getByRole("link", { name: "Browse courses" }).getAttribute("href")).toBe("/courses");
    const jobs = card("Open jobs for you");
    expect(within(jobs).getByText("Set your target role in your job settings to see jobs for it.")).toBeTruthy();
    expect(within(jobs).getByRole("link", { name: "Set your target role" }).getAttribute("href")).toBe("/settings#settings-job");
    expect(within(card("Skills readiness")).getByRole("link", { name: "Choose a skills role" }).getAttribute("href")).toBe(
      "/skills/choose-role",
    );
  });

  it.each([
    ["en", "Continue learning"],
    ["zh-Hant", "繼續學習"],
    ["zh-Hans", "继续学习"],
  ])("labels the cards in the interface language (%s)", async (language, label) => {
    await i18n.changeLanguage(language);
    loginAs(mei);
    renderApp("/dashboard");
    expect(await screen.findByRole("region", { name: label })).toBeTruthy();
    expect(screen.getByRole("region", { name: i18n.t("learnerDashboard.posts.title") })).toBeTruthy();
  });
});

describe("logged-in pages", () => {
  it.each(["/dashboard", "/dashboard/admin", "/profile", "/profile/edit?form=contact", "/cv", "/settings"])(
    "sends a visitor from %s to /login?next=",
    async (url) => {
      renderApp(url);
      expect(await screen.findByRole("heading", { level: 1, name: "Log in" })).toBeTruthy();
      expect(location.current.pathname).toBe("/login");
      expect(currentParams()).toEqual({ next: url });
    },
  );
});
