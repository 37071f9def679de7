import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { demoAccounts } from "../../mocks/fixtures";
import { setSession } from "../../mocks/session";
import { renderApp } from "../../test/renderApp";

async function mainNavLinks() {
  const nav = screen.getByRole("navigation", { name: "Main navigation" });
  await waitFor(() => expect(within(nav).queryAllByRole("link").length).toBeGreaterThan(0));
  return within(nav)
    .getAllByRole("link")
    .map((a) => [a.textContent, a.getAttribute("href")]);
}

describe("main navigation", () => {
  it("shows visitors only what visitorNavigation lists (jobs and events)", async () => {
    renderApp("/");
    expect(await mainNavLinks()).toEqual([
      ["Jobs", "/jobs"],
      ["Events", "/events"],
    ]);
    const header = screen.getByRole("banner");
    expect(within(header).getByRole("link", { name: "Log in" })).toBeTruthy();
    expect(within(header).getByRole("link", { name: "Sign up" })).toBeTruthy();
  });

  it("shows a logged-in viewer their navigation (home, learn, skills, jobs, forum and events)", async () => {
    setSession(demoAccounts[0]!.id);
    renderApp("/");
    await screen.findByText("Mei Ling Tan");
    expect(await mainNavLinks()).toEqual([
      ["Home", "/dashboard"],
      ["Learn", "/courses"],
      ["Skills", "/skills/home"],
      ["Jobs", "/jobs"],
      ["Forum", "/forum/feed"],
      ["Events", "/events"],
    ]);
  });

  it("marks the current section", async () => {
    renderApp("/jobs?page=1");
    await mainNavLinks();
    const jobs = within(screen.getByRole("navigation", { name: "Main navigation" })).getByRole("link", { name: "Jobs" });
    expect(jobs.getAttribute("aria-current")).toBe("page");
  });

  it("keeps a section current on its deeper pages (the forum entry on a post page)", async () => {
    setSession(demoAccounts[0]!.id);
    renderApp("/forum/history/comments");
    await mainNavLinks();
    const nav = within(screen.getByRole("navigation", { name: "Main navigation" }));
    expect((await nav.findByRole("link", { name: "Forum" })).getAttribute("aria-current")).toBe("page");
    expect(nav.getByRole("link", { name: "Jobs" }).getAttribute("aria-current")).toBeNull();
  });

  it("opens the mobile navigation from the burger", async () => {
    const { user } = renderApp("/");
    await mainNavLinks();
    const burger = screen.getByRole("button", { name: "Toggle navigation" });
    expect(burger.getAttribute("aria-expanded")).toBe("false");
    await user.click(burger);
    expect(burger.getAttribute("aria-expanded")).toBe("true");
    const drawer = document.getElementById("mobile-navigation")!;
    expect(within(drawer).getByRole("link", { name: "Jobs" })).toBeTruthy();
  });

  it("renders a 404 page for unknown routes", async () => {
    renderApp("/no-such-page");
    expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeTruthy();
  });
});

describe("the person's menus (viewer.menus) and home", () => {
  const talentAdmin = demoAccounts.find((a) => a.roles.includes("TALENT_ADMIN"))!;
  const recruiter = demoAccounts.find((a) => a.roles.includes("COMPANY_REPRESENTATIVE"))!;

  it("a candidate's name opens the student sidebar: programmes, classroom, applications, interviews, CV, profile, settings", async () => {
    setSession(demoAccounts[0]!.id);
    const { user } = renderApp("/");
    const header = screen.getByRole("banner");
    await user.click(await within(header).findByRole("button", { name: "Mei Ling Tan: Open your menus" }));
    const menu = await screen.findByRole("dialog", { name: /Open your menus/ });
    expect(within(menu).getByText("My pages")).toBeTruthy();
    expect(
      within(within(menu).getByRole("navigation", { name: "My pages" }))
        .getAllByRole("link")
        .map((a) => [a.textContent, a.getAttribute("href")]),
    ).toEqual([
      ["Dashboard", "/dashboard"],
      ["My programmes", "/programmes/student/my-programmes"],
      ["Classroom", "/classroom"],
      ["Applications", "/applications"],
      ["Interviews", "/interviews"],
      ["CV", "/cv"],
      ["Profile", "/profile"],
      ["Settings", "/settings"],
    ]);
  });

  it("a talent admin gets the admin sidebar, the admin menu and the forum admin menu; home leads to the admin dashboard", async () => {
    setSession(talentAdmin.id);
    const { user } = renderApp("/");
    await user.click(await within(screen.getByRole("banner")).findByRole("button", { name: /Open your menus/ }));
    const menu = await screen.findByRole("dialog", { name: /Open your menus/ });
    for (const heading of ["My pages", "Administration", "Forum administration"])
      expect(within(menu).getByRole("navigation", { name: heading })).toBeTruthy();
    expect(within(menu).getByRole("link", { name: "Assessments" }).getAttribute("href")).toBe("/skills/admin/assessments");
    expect(
      within(screen.getByRole("navigation", { name: "Main navigation" }))
        .getByRole("link", { name: "Home" })
        .getAttribute("href"),
    ).toBe("/dashboard/admin");
  });

  it("a recruiter's home entry leads to the employer page, and the drawer lists their menus", async () => {
    setSession(recruiter.id);
    const { user } = renderApp("/");
    await mainNavLinks();
    await waitFor(() =>
      expect(
        within(screen.getByRole("navigation", { name: "Main navigation" }))
          .getByRole("link", { name: "Home" })
          .getAttribute("href"),
      ).toBe("/employer"),
    );
    await user.click(screen.getByRole("button", { name: "Toggle navigation" }));
    const drawer = document.getElementById("mobile-navigation")!;
    const pages = within(drawer).getByRole("navigation", { name: "My pages" });
    expect(within(pages).getByRole("link", { name: "Home" }).getAttribute("href")).toBe("/employer");
    expect(within(pages).getByRole("link", { name: "Settings" })).toBeTruthy();
  });
});
