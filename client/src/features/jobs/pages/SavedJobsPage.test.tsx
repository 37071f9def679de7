import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { location, renderApp } from "../../../test/renderApp";
import { loginAs, mei } from "../../../test/session";
import { jobs } from "../mocks";
import { saveMockJob } from "../mocks";

const title = (id: string) => jobs.find((j) => j.id === id)!.title;

describe("/jobs/saved-jobs", () => {
  it("sends visitors to log in", async () => {
    renderApp("/jobs/saved-jobs");
    expect(await screen.findByRole("heading", { level: 1, name: "Log in" })).toBeTruthy();
    expect(location.current.search).toBe("?next=%2Fjobs%2Fsaved-jobs");
  });

  it("says when nothing is saved, with a way to browse jobs", async () => {
    loginAs(mei);
    renderApp("/jobs/saved-jobs");
    expect(await screen.findByRole("heading", { level: 1, name: "Saved jobs" })).toBeTruthy();
    expect(await screen.findByText("You have not saved any jobs yet.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Browse jobs" }).getAttribute("href")).toBe("/jobs/browse?page=1");
  });

  it("lists saved jobs, most recently saved first; unsaving keeps the card so it can be saved again", async () => {
    loginAs(mei);
    saveMockJob(mei.id, "3");
    await new Promise((r) => setTimeout(r, 5));
    saveMockJob(mei.id, "6");
    const { user } = renderApp("/jobs/saved-jobs");
    const list = await screen.findByRole("list", { name: "Saved jobs" });
    const cards = await within(list).findAllByRole("article");
    expect(cards.map((c) => within(c).getByRole("heading", { level: 2 }).textContent)).toEqual([title("6"), title("3")]);

    const saved = within(cards[1]!).getByRole("button", { name: `Saved ${title("3")}` });
    expect(saved.getAttribute("aria-pressed")).toBe("true");
    await user.click(saved);
    const unsaved = await within(cards[1]!).findByRole("button", { name: `Save ${title("3")}` });
    expect(unsaved.getAttribute("aria-pressed")).toBe("false");

    await user.click(unsaved);
    expect((await screen.findByRole("button", { name: `Saved ${title("3")}` })).getAttribute("aria-pressed")).toBe("true");
  });
});
