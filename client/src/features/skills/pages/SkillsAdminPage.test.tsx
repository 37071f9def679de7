import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { renderApp } from "../../../test/renderApp";
import { talentAdmin, loginAs, mei } from "../../../test/session";

describe("/skills/admin", () => {
  it("links a talent admin to the assessments and to skills management, with the tests and roles counted", async () => {
    loginAs(talentAdmin);
    renderApp("/skills/admin");
    expect(await screen.findByRole("heading", { level: 1, name: "Skills admin" })).toBeTruthy();
    const nav = screen.getByRole("navigation", { name: "Skills admin sections" });
    expect(within(nav).getByRole("link", { name: "Overview" }).getAttribute("aria-current")).toBe("page");
    const assessments = screen.getByRole("region", { name: "Assessments" });
    expect(within(assessments).getByRole("link", { name: "Review assessments" }).getAttribute("href")).toBe("/skills/admin/assessments");
    const skills = screen.getByRole("region", { name: "Skills management" });
    expect(within(skills).getByRole("link", { name: "Manage skills" }).getAttribute("href")).toBe("/skills/admin/skills");
    const facts = await within(skills).findByRole("list", { name: "The skills system in figures" });
    expect(within(facts).getByText("15 skill tests")).toBeTruthy();
    expect(within(facts).getByText("6 roles available, 4 coming soon")).toBeTruthy();
  });

  it("shows the not-allowed state to a student", async () => {
    loginAs(mei);
    renderApp("/skills/admin");
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", expect.stringContaining("Talent admins only"));
    expect(screen.queryByRole("region", { name: "Skills management" })).toBeNull();
  });
});
