import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { currentParams, renderApp } from "../../../test/renderApp";
import { grace, loginAs, mei } from "../../../test/session";

describe("/dashboard/admin people search", () => {
  it("finds people by a case-insensitive substring of name or email", async () => {
    loginAs(grace);
    const { user } = renderApp("/dashboard/admin");
    expect(await screen.findByRole("heading", { level: 1, name: "Admin dashboard" })).toBeTruthy();
    expect(screen.getByText("Type a name or email to find people.")).toBeTruthy();

    await user.type(screen.getByRole("searchbox", { name: "Search by name or email" }), "CHAN");
    await user.click(screen.getByRole("button", { name: "Search" }));
    const table = await screen.findByRole("table", { name: "People found" });
    const names = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((r) => within(r).getAllByRole("cell")[0]!.textContent);
    expect(names).toEqual(["Mei Chan", "Tai Man Chan"]);
    expect(within(table).getByText("mei.chan@example.com")).toBeTruthy();
    expect(currentParams()).toMatchObject({ search: "CHAN", page: "1" });
  });

  it("says so when nothing matches, and asks for text when the search is empty", async () => {
    loginAs(grace);
    const { user } = renderApp("/dashboard/admin?search=zzzz");
    expect(await screen.findByText("No people match “zzzz”.")).toBeTruthy();
    await user.click(within(screen.getByRole("search")).getByRole("button", { name: "Clear search" }));
    expect(await screen.findByText("Type a name or email to find people.")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("is not allowed for anyone but talent admins", async () => {
    loginAs(mei);
    renderApp("/dashboard/admin?search=chan");
    expect(await screen.findByRole("heading", { level: 1, name: "Admin dashboard" })).toBeTruthy();
    expect(await screen.findByText("Only talent admins can use this page.")).toBeTruthy();
    expect(screen.queryByRole("searchbox")).toBeNull();
  });
});
