import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { currentParams, location, renderApp } from "../../../test/renderApp";
import { loginAs, mei } from "../../../test/session";

describe("/dashboard", () => {
  it("welcomes the person and shows the completion ring with a linked task per unmet check", async () => {
    loginAs(mei);
    renderApp("/dashboard");
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome, Mei" })).toBeTruthy();
    // Mei's mock profile meets 5 of the 9 checks.
    expect(await screen.findByRole("img", { name: "Profile 56% complete" })).toBeTruthy();
    expect(screen.getByText("5 of 9 done")).toBeTruthy();
    const tasks = within(screen.getByRole("list", { name: "To do next" }))
      .getAllByRole("link")
      .map((a) => [a.textContent, a.getAttribute("href")]);
    expect(tasks).toEqual([
      ["Set your employment status", "/settings#settings-job"],
      ["Add where you can work", "/settings#settings-job"],
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
