import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { jobs } from "../mocks/fixtures";
import { currentParams, renderApp } from "../test/renderApp";

describe("/jobs", () => {
  it("lists jobs and paginates with ?page=", async () => {
    const { user } = renderApp("/jobs?page=1");
    const first = await screen.findAllByRole("heading", { level: 2 });
    expect(first).toHaveLength(10);
    expect(within(screen.getByRole("list", { name: "Jobs" })).getAllByRole("listitem")).toHaveLength(10);

    await user.click(screen.getByRole("button", { name: "Page 3" }));
    expect(await screen.findByText(`Showing 21–24 of ${jobs.length}`)).toBeTruthy();
    expect(currentParams().page).toBe("3");
  });

  it("keeps ?campaign= in the URL while paging and does not pretend to filter by it", async () => {
    const { user } = renderApp("/jobs?page=1&campaign=kyouth");
    expect(await screen.findByText("Campaign: kyouth")).toBeTruthy();
    expect(await screen.findByText(`Showing 1–10 of ${jobs.length}`)).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Next page" }));
    expect(await screen.findByText(`Showing 11–20 of ${jobs.length}`)).toBeTruthy();
    expect(currentParams()).toMatchObject({ page: "2", campaign: "kyouth" });
  });
});
