import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { location, renderApp } from "../../../test/renderApp";
import { recruiter, loginAs, mei } from "../../../test/session";
import i18n from "../../../i18n";

describe("/skills/home", () => {
  it("sends visitors to log in", async () => {
    renderApp("/skills/home");
    expect(await screen.findByRole("heading", { level: 1, name: "Log in" })).toBeTruthy();
    expect(location.current.search).toBe("?next=%2Fskills%2Fhome");
  });

  it("/skills opens the skills home", async () => {
    loginAs(mei);
    renderApp("/skills");
    expect(await screen.findByRole("heading", { level: 1, name: "My skills" })).toBeTruthy();
    expect(location.current.pathname).toBe("/skills/home");
  });

  it("shows the demo learner's role, readiness by category, what is missing and her verified skills", async () => {
    loginAs(mei);
    renderApp("/skills/home");
    const role = await screen.findByRole("region", { name: "Your role" });
    expect(within(role).getByText("Junior front-end developer")).toBeTruthy();
    expect(within(role).getByRole("link", { name: "Change role" }).getAttribute("href")).toBe("/skills/choose-role");

    // Junior front-end asks 9 things; HTML and CSS at Intermediate meet two, JavaScript at Beginner is below its level.
    const readiness = screen.getByRole("region", { name: "Readiness" });
    expect(within(readiness).getByText("2 of 9 requirements met")).toBeTruthy();
    expect(
      within(readiness).getByRole("progressbar", { name: "Readiness for Junior front-end developer" }).getAttribute("aria-valuenow"),
    ).toBe("22");
    const categories = within(readiness).getByRole("list", { name: "Readiness by category" });
    expect(
      within(categories)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Core2 of 3", "Role-specific0 of 2", "Tools0 of 2", "Methodologies0 of 2"]);

    const missing = within(readiness).getByRole("region", { name: "Still missing" });
    const items = within(missing).getAllByRole("listitem");
    expect(items).toHaveLength(7);
    const js = items.find((i) => within(i).queryByText("JavaScript"))!;
    expect(within(js).getByText("Intermediate")).toBeTruthy();
    expect(within(js).getByText("Verified so far: JavaScript at Beginner")).toBeTruthy();
    expect(within(js).getByRole("link", { name: "Skill test: JavaScript · Intermediate" }).getAttribute("href")).toBe(
      "/skills/verify#skill-test-js-intermediate",
    );
    const framework = items.find((i) => within(i).queryByText("A front-end framework"))!;
    expect(within(framework).getByText("Any of: React, Vue.js, Angular")).toBeTruthy();
    expect(within(framework).getByText("No skill test covers this yet: build it through courses.")).toBeTruthy();
    // No test verifies it, but a course teaches one of its skills (React): the only link is that course.
    expect(
      within(framework)
        .getAllByRole("link")
        .map((a) => a.getAttribute("href")),
    ).toEqual(["/courses/cafed"]);

    const verified = screen.getByRole("table", { name: "Verified skills" });
    const rows = within(verified)
      .getAllByRole("row")
      .slice(1)
      .map((r) => [...r.querySelectorAll("th, td")].map((c) => c.textContent));
    expect(rows.map((r) => r.slice(0, 3))).toEqual([
      ["CSS", "Intermediate", "90 / 100"],
      ["HTML", "Intermediate", "90 / 100"],
      ["JavaScript", "Beginner", "80 / 100"],
    ]);
  });

  it("the link to a missing skill's test lands on that test", async () => {
    loginAs(mei);
    const { user } = renderApp("/skills/home");
    await user.click(await screen.findByRole("link", { name: "Skill test: JavaScript · Intermediate" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Skill tests" })).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.id).toBe("skill-test-js-intermediate"));
  });

  it("asks someone without a role to choose one, and says nothing is verified yet", async () => {
    loginAs(recruiter);
    renderApp("/skills/home");
    const role = await screen.findByRole("region", { name: "Your role" });
    expect(within(role).getByText(/You have not chosen a role yet/)).toBeTruthy();
    expect(within(role).getByRole("link", { name: "Choose a role" }).getAttribute("href")).toBe("/skills/choose-role");
    expect(screen.queryByRole("region", { name: "Readiness" })).toBeNull();
    expect(screen.getByText("No verified skills yet. Pass a skill test to verify a skill at its level.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "See the skill tests" }).getAttribute("href")).toBe("/skills/verify");
  });

  it("shows in the interface language: levels and categories are translated", async () => {
    await i18n.changeLanguage("zh-Hant");
    loginAs(mei);
    renderApp("/skills/home");
    expect(await screen.findByRole("heading", { level: 1, name: "我的技能" })).toBeTruthy();
    const readiness = await screen.findByRole("region", { name: "準備程度" });
    expect(within(readiness).getByText("已達成 9 項要求中的 2 項")).toBeTruthy();
    const categories = within(readiness).getByRole("list", { name: "各類別的準備程度" });
    expect(within(categories).getByText("職位專屬")).toBeTruthy();
    expect(within(readiness).getByText("目前已驗證：JavaScript（初級）")).toBeTruthy();
  });
});
