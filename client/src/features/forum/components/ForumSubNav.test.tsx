/**
 * The forum's sections per role (SPEC §6 forum admin menu: dashboard, feed, support, reports, history, bookmarks, tags)
 * for those who moderate something (forum admins, class instructors); the everyday sections for everyone else.
 */
import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { renderApp } from "../../../test/renderApp";
import { recruiter, courseAdmin, talentAdmin, instructor, loginAs, mei } from "../../../test/session";

const ADMIN_MENU = [
  ["Dashboard", "/forum/admin/"],
  ["Feed", "/forum/feed"],
  ["Support", "/forum/support"],
  ["Reports", "/forum/report/all"],
  ["History", "/forum/history"],
  ["Bookmarks", "/forum/bookmark"],
  ["Tags", "/forum/tag/browse"],
];
const EVERYDAY = [
  ["Feed", "/forum/feed"],
  ["Browse tags", "/forum/tag/browse"],
  ["History", "/forum/history"],
  ["Bookmarks", "/forum/bookmark"],
];

async function sections() {
  const nav = await screen.findByRole("navigation", { name: "Forum sections" });
  return within(nav)
    .getAllByRole("link")
    .map((l) => [l.textContent, l.getAttribute("href")]);
}

describe("the forum sections per role", () => {
  it.each([
    ["a talent admin", talentAdmin, ADMIN_MENU],
    ["a course admin", courseAdmin, ADMIN_MENU],
    ["an instructor of a class", instructor, ADMIN_MENU],
    ["a student", mei, EVERYDAY],
    ["a company representative", recruiter, EVERYDAY],
  ])("%s", async (_, who, expected) => {
    loginAs(who);
    const { client } = renderApp("/forum/history");
    // The everyday sections also show while the answer is on its way: wait for the answer.
    await waitFor(() =>
      expect((client.cache.extract() as { ROOT_QUERY?: Record<string, unknown> }).ROOT_QUERY?.forumViewerIsModerator).toBe(
        expected === ADMIN_MENU,
      ),
    );
    expect(await sections()).toEqual(expected);
  });

  it("keeps a section current on its sub-routes and query strings", async () => {
    loginAs(talentAdmin);
    renderApp("/forum/report/all?status=all&page=2");
    await waitFor(async () => expect(await sections()).toEqual(ADMIN_MENU));
    const nav = screen.getByRole("navigation", { name: "Forum sections" });
    expect(within(nav).getByRole("link", { name: "Reports" }).getAttribute("aria-current")).toBe("page");
    expect(
      within(nav)
        .getAllByRole("link")
        .filter((l) => l.getAttribute("aria-current") === "page"),
    ).toHaveLength(1);
  });

  it("marks the Dashboard current on /forum/admin/", async () => {
    loginAs(instructor);
    renderApp("/forum/admin/");
    await waitFor(async () => expect(await sections()).toEqual(ADMIN_MENU));
    expect(
      within(screen.getByRole("navigation", { name: "Forum sections" }))
        .getByRole("link", { name: "Dashboard" })
        .getAttribute("aria-current"),
    ).toBe("page");
  });
});
