import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { renderApp } from "../../../test/renderApp";
import { recruiter, instructor, loginAs, mei } from "../../../test/session";

describe("/profile", () => {
  it("shows the skills the person verified under their name", async () => {
    loginAs(mei);
    renderApp("/profile");
    expect(await screen.findByRole("heading", { level: 1, name: "Mei Ling Tan" })).toBeTruthy();
    const skills = await screen.findByRole("img", { name: "Verified skills: CSS Intermediate, HTML Intermediate, JavaScript Beginner" });
    expect(within(skills).getByText("✓ CSS · Intermediate")).toBeTruthy();
    expect(within(skills).getByText("✓ JavaScript · Beginner")).toBeTruthy();
  });

  it("shows the instructor's own verified skills", async () => {
    loginAs(instructor);
    renderApp("/profile");
    expect(await screen.findByRole("img", { name: "Verified skills: Python Advanced, SQL Advanced" })).toBeTruthy();
  });

  it("shows no verified skills for someone who has none", async () => {
    loginAs(recruiter);
    renderApp("/profile");
    expect(await screen.findByRole("heading", { level: 1, name: "Kelvin Lee" })).toBeTruthy();
    expect(await screen.findByRole("heading", { level: 2, name: "About" })).toBeTruthy();
    expect(screen.queryByRole("img", { name: /^Verified skills/ })).toBeNull();
  });
});
