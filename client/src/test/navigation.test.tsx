/**
 * SPEC §2's navigation details across areas: the deep links land on their tab, section and form; a path or an id that
 * leads nowhere shows a 404 with a way back; a page the viewer may not use says so, with a way home.
 */
import { describe, expect, it, vi } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { createApolloClient } from "../app/apollo";
import { AppProviders } from "../app/AppProviders";
import { NotAllowed } from "../ui/NotAllowed";
import { renderApp } from "./renderApp";
import { loginAs, mei } from "./session";

describe("deep links", () => {
  it("/skills/my-skills?tab=0 opens the chart tab", async () => {
    loginAs(mei);
    renderApp("/skills/my-skills?tab=0");
    const chart = await screen.findByRole("tab", { name: "Chart" });
    expect(chart.getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tab", { name: "Rankings" }).getAttribute("aria-selected")).toBe("false");
    expect(await screen.findByRole("heading", { level: 2, name: "Your levels against Junior front-end developer" })).toBeTruthy();
  });

  it("/settings#settings-job scrolls to the job settings and focuses them", async () => {
    const scrolled = vi.spyOn(Element.prototype, "scrollIntoView");
    loginAs(mei);
    renderApp("/settings#settings-job");
    const job = await screen.findByRole("region", { name: "Job settings" });
    await waitFor(() => expect(document.activeElement).toBe(job));
    expect(scrolled.mock.contexts).toContain(job);
    expect(within(job).getByRole("combobox", { name: "Employment status" })).toBeTruthy();
    scrolled.mockRestore();
  });

  it("/profile/edit?form=contact opens the contact form", async () => {
    loginAs(mei);
    renderApp("/profile/edit?form=contact");
    expect(await screen.findByRole("heading", { level: 2, name: "Contact" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Contact" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getByLabelText("Location")).toBeTruthy();
    expect(screen.getByLabelText("LinkedIn")).toBeTruthy();
    expect(screen.queryByLabelText("Summary (bio)")).toBeNull();
  });
});

describe("not found", () => {
  it("a path no route takes: a titled 404 with a link home", async () => {
    renderApp("/no/such/page");
    expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to the home page" }).getAttribute("href")).toBe("/");
    await waitFor(() => expect(document.title).toBe("Page not found · TalentForge"));
  });

  it.each([
    ["/jobs/9999", "Job not found", undefined],
    ["/courses/no-such-course", "Course not found", undefined],
    ["/events/no-such-event", "Event not found", undefined],
    ["/forum/post/zzzzzzzz-gone", "Post not found", mei],
  ] as const)("%s shows its not-found state, not an empty page", async (url, heading, who) => {
    if (who) loginAs(who);
    renderApp(url);
    expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeTruthy();
    expect(screen.getByText("404")).toBeTruthy();
    const main = screen.getByRole("main");
    expect(within(main).getAllByRole("link").length).toBeGreaterThan(0);
  });
});

describe("not allowed", () => {
  it("a back-office page says the viewer may not use it, with a way home", async () => {
    loginAs(mei);
    renderApp("/jobs/admin/all");
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByRole("link", { name: "Back to the home page" }).getAttribute("href")).toBe("/");
  });

  it("the shared state has its own words when the area gives none", () => {
    render(
      <AppProviders client={createApolloClient()} env="test">
        <MemoryRouter>
          <NotAllowed />
        </MemoryRouter>
      </AppProviders>,
    );
    const alert = screen.getByRole("alert");
    expect(within(alert).getByText("You do not have access to this page")).toBeTruthy();
    expect(within(alert).getByRole("link", { name: "Back to the home page" }).getAttribute("href")).toBe("/");
  });
});
