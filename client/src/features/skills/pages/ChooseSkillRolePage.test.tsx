import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { location, renderApp } from "../../../test/renderApp";
import { recruiter, loginAs, mei } from "../../../test/session";
import { failOperationWith } from "../../../test/operations";
import { mockSkillRoleOf } from "../mocks";

/** A role's card on the page, by its title. */
async function card(title: string) {
  const heading = await screen.findByRole("heading", { level: 3, name: title });
  return heading.closest("li")!;
}

describe("/skills/choose-role", () => {
  it("sends visitors to log in", async () => {
    renderApp("/skills/choose-role");
    expect(await screen.findByRole("heading", { level: 1, name: "Log in" })).toBeTruthy();
    expect(location.current.search).toBe("?next=%2Fskills%2Fchoose-role");
  });

  it("lists the roles by family, junior to senior, then the coming-soon roles", async () => {
    loginAs(recruiter);
    renderApp("/skills/choose-role");
    const frontEnd = await screen.findByRole("region", { name: "Front-end developer" });
    expect(
      within(frontEnd)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Junior front-end developer", "Mid-level front-end developer", "Senior front-end developer"]);
    const backEnd = screen.getByRole("region", { name: "Back-end developer" });
    expect(within(backEnd).getAllByRole("heading", { level: 3 })).toHaveLength(3);
    const soon = screen.getByRole("region", { name: "Coming soon" });
    expect(
      within(soon)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["AI practitioner", "Data analyst", "Business analyst", "Business intelligence analyst"]);
    expect(within(soon).getByText("A variant of Business analyst")).toBeTruthy();
  });

  it("shows each role's requirements by category, with their level and the skills a condition allows", async () => {
    loginAs(recruiter);
    renderApp("/skills/choose-role");
    const junior = await card("Junior front-end developer");
    const requirements = within(junior).getByRole("list", { name: "Requirements of Junior front-end developer" });
    const categories = [...requirements.children].map((li) => li.firstElementChild?.textContent);
    expect(categories).toEqual(["Core", "Role-specific", "Tools", "Methodologies"]);
    const html = within(requirements).getByText("HTML").closest("li")!;
    expect(within(html).getByText("Intermediate")).toBeTruthy();
    const framework = within(requirements).getByText("A front-end framework").closest("li")!;
    expect(within(framework).getByText("Any of: React, Vue.js, Angular")).toBeTruthy();
    expect(within(framework).getByText("Beginner")).toBeTruthy();
  });

  it("coming-soon roles have a badge and cannot be chosen", async () => {
    loginAs(recruiter);
    renderApp("/skills/choose-role");
    const soon = await screen.findByRole("region", { name: "Coming soon" });
    const cards = within(soon)
      .getAllByRole("heading", { level: 3 })
      .map((h) => h.closest("li")!);
    expect(cards).toHaveLength(4);
    for (const item of cards) {
      expect(within(item).getByText("Coming soon")).toBeTruthy();
      expect(within(item).queryByRole("button")).toBeNull();
    }
    expect(screen.getAllByRole("button", { name: /^Choose this role/ })).toHaveLength(6);
  });

  it("says when the role could not be set, and stays", async () => {
    loginAs(mei);
    failOperationWith("ChooseSkillRole", "The service is briefly unavailable.", "SERVICE_UNAVAILABLE");
    const { user } = renderApp("/skills/choose-role");
    await user.click(await screen.findByRole("button", { name: "Choose this role: Senior back-end developer" }));
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("We could not set your role.")).toBeTruthy();
    expect(location.current.pathname).toBe("/skills/choose-role");
    expect(mockSkillRoleOf(mei.id)).toBe("role-frontend-developer-junior");
  });

  it("marks the viewer's role, and choosing another one shows its readiness on the skills home", async () => {
    loginAs(mei);
    const { user } = renderApp("/skills/choose-role");
    const current = await card("Junior front-end developer");
    expect(within(current).getByText("Your role")).toBeTruthy();
    expect(within(current).queryByRole("button")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Choose this role: Mid-level front-end developer" }));
    expect(await screen.findByRole("heading", { level: 1, name: "My skills" })).toBeTruthy();
    expect(location.current.pathname).toBe("/skills/home");
    // The readiness arrives after the page's heading.
    const role = await screen.findByRole("region", { name: "Your role" });
    expect(within(role).getByText("Mid-level front-end developer")).toBeTruthy();
    // Mid-level asks HTML, CSS and JavaScript at Advanced: Mei's Intermediate no longer meets them.
    expect(within(await screen.findByRole("region", { name: "Readiness" })).getByText("0 of 12 requirements met")).toBeTruthy();
    expect(mockSkillRoleOf(mei.id)).toBe("role-frontend-developer-mid");

    await user.click(screen.getByRole("link", { name: "Change role" }));
    expect(within(await card("Mid-level front-end developer")).getByText("Your role")).toBeTruthy();
    expect(within(await card("Junior front-end developer")).getByRole("button", { name: /Choose this role/ })).toBeTruthy();
  });
});
