import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { location, renderApp } from "../../../test/renderApp";
import { loginAs, mei } from "../../../test/session";
import { countOf, failOperationWith, recordOperations } from "../../../test/operations";
import { hasFollowingKey, sidebarTagsKey } from "../lib/forumSidebarStorage";

const sidebar = () => screen.findByRole("region", { name: "Forum tags" });

/** The sidebar's tags of a category as [name, followers text, pressed], once loaded. */
async function sidebarTags(category: string) {
  const list = await within(await sidebar()).findByRole("list", { name: category });
  return within(list)
    .getAllByRole("listitem")
    .map((li) => [
      within(li).getByRole("link").textContent,
      within(li).getByText(/follower/).textContent,
      within(li).getByRole("button").getAttribute("aria-pressed"),
    ]);
}

const stored = () => localStorage.getItem(sidebarTagsKey(mei.id));
const flag = () => localStorage.getItem(hasFollowingKey(mei.id));

describe("the forum frame", () => {
  it("sends visitors to log in", async () => {
    renderApp("/forum/tag/browse");
    expect(await screen.findByRole("heading", { level: 1, name: "Log in" })).toBeTruthy();
  });

  it("has the forum sections, with the section of a tab route current", async () => {
    loginAs(mei);
    renderApp("/forum/history/comments");
    const nav = await screen.findByRole("navigation", { name: "Forum sections" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((l) => [l.textContent, l.getAttribute("href")]),
    ).toEqual([
      ["Feed", "/forum/feed"],
      ["Browse tags", "/forum/tag/browse"],
      ["History", "/forum/history"],
      ["Bookmarks", "/forum/bookmark"],
    ]);
    expect(within(nav).getByRole("link", { name: "History" }).getAttribute("aria-current")).toBe("page");
  });

  it("searches with a scope: the box goes to /forum/search?q=…&scope=…", async () => {
    loginAs(mei);
    const { user } = renderApp("/forum/tag/browse");
    const form = await screen.findByRole("search", { name: "Search the forum" });
    await user.type(within(form).getByRole("searchbox", { name: "Search the forum" }), "  python ");
    await user.selectOptions(within(form).getByRole("combobox", { name: "Look in" }), "Tags");
    await user.click(within(form).getByRole("button", { name: "Search" }));
    await waitFor(() => expect(location.current.pathname).toBe("/forum/search"));
    expect(location.current.search).toBe("?q=python&scope=TAG");
    expect(await screen.findByRole("heading", { level: 1, name: "Search the forum" })).toBeTruthy();
  });
});

describe("the tag sidebar (SPEC §9: 3 tags a category; followed first)", () => {
  it("shows each category with 3 tags, the viewer's followed tags first, linking to the tag's feed", async () => {
    loginAs(mei);
    renderApp("/forum/tag/browse");
    expect(await sidebarTags("General")).toEqual([
      ["Events & Meetups", "0 followers", "false"],
      ["General", "0 followers", "false"],
      ["Introductions", "0 followers", "false"],
    ]);
    // Mei follows SQL and Data Analytics (most followed first); then the most followed (Python: the instructor).
    expect(await sidebarTags("Skills")).toEqual([
      ["SQL", "2 followers", "true"],
      ["Data Analytics", "1 follower", "true"],
      ["Python", "1 follower", "false"],
    ]);
    expect((await sidebarTags("Careers")).map(([name]) => name)).toEqual(["Career Change", "Interview Tips", "Job Search"]);
    const link = within(await sidebar()).getByRole("link", { name: "Python" });
    expect(link.getAttribute("href")).toBe("/forum/feed?tag=python");
    expect(
      within(await sidebar())
        .getByRole("link", { name: "Browse all tags" })
        .getAttribute("href"),
    ).toBe("/forum/tag/browse");
  });

  it("a follow updates the count and pressed state at once, without refetching the sidebar when 3 choices are stored", async () => {
    loginAs(mei);
    localStorage.setItem(hasFollowingKey(mei.id), "1");
    localStorage.setItem(sidebarTagsKey(mei.id), JSON.stringify(["data-analytics", "sql", "career-change"]));
    const sent = recordOperations();
    const { user } = renderApp("/forum/tag/browse");
    await sidebarTags("Skills");
    await user.click(within(await sidebar()).getByRole("button", { name: "Follow Python" }));
    expect(await sidebarTags("Skills")).toEqual([
      ["SQL", "2 followers", "true"],
      ["Data Analytics", "1 follower", "true"],
      ["Python", "2 followers", "true"],
    ]);
    expect(countOf(sent, "FollowForumTag")).toBe(1);
    expect(countOf(sent, "ForumSidebar")).toBe(1);
    expect(JSON.parse(stored()!)).toEqual(["data-analytics", "sql", "career-change"]);
    expect(flag()).toBe("1");
  });

  it("SPEC §4: a follow with fewer than 3 stored choices clears them, sets the flag, and the sidebar refetches the server's order and stores it", async () => {
    loginAs(mei);
    const sent = recordOperations();
    const { user } = renderApp("/forum/tag/browse");
    expect((await sidebarTags("General")).map(([name]) => name)).toEqual(["Events & Meetups", "General", "Introductions"]);
    // No flag yet: the sidebar stores nothing.
    expect(stored()).toBeNull();

    await user.click(within(await sidebar()).getByRole("button", { name: "Follow Introductions" }));
    // The server now lists the followed tag first.
    await waitFor(async () => expect((await sidebarTags("General"))[0]).toEqual(["Introductions", "1 follower", "true"]));
    expect(countOf(sent, "ForumSidebar")).toBe(2);
    expect(flag()).toBe("1");
    await waitFor(() => expect(JSON.parse(stored() ?? "null")).toEqual(["introductions", "sql", "data-analytics", "career-change"]));
  });

  it("SPEC §4: unfollowing a stored tag clears the stored tags and refetches; unfollowing the only one clears the flag too", async () => {
    loginAs(mei);
    localStorage.setItem(hasFollowingKey(mei.id), "1");
    localStorage.setItem(sidebarTagsKey(mei.id), JSON.stringify(["sql"]));
    const sent = recordOperations();
    const { user } = renderApp("/forum/tag/browse");
    await sidebarTags("Skills");
    // Not in the stored list: nothing changes.
    await user.click(within(await sidebar()).getByRole("button", { name: "Following Data Analytics" }));
    await within(await sidebar()).findByRole("button", { name: "Follow Data Analytics" });
    expect(JSON.parse(stored()!)).toEqual(["sql"]);
    expect(countOf(sent, "ForumSidebar")).toBe(1);

    await user.click(within(await sidebar()).getByRole("button", { name: "Following SQL" }));
    await waitFor(() => expect(countOf(sent, "ForumSidebar")).toBe(2));
    expect(stored()).toBeNull();
    expect(flag()).toBeNull();
    // The server's order again (Mei follows none of them now), and without the flag the sidebar stores nothing.
    await waitFor(async () => expect((await sidebarTags("Skills")).map(([name]) => name)).toEqual(["Python", "SQL", "Data Analytics"]));
    expect(stored()).toBeNull();
  });

  it("rolls a refused follow back and says why, leaving the storage as it was", async () => {
    loginAs(mei);
    failOperationWith("FollowForumTag", "The forum is resting.", "INTERNAL_SERVER_ERROR");
    const { user } = renderApp("/forum/tag/browse");
    await sidebarTags("Skills");
    await user.click(within(await sidebar()).getByRole("button", { name: "Follow Python" }));
    expect((await within(await sidebar()).findByRole("alert")).textContent).toBe("The forum is resting.");
    expect((await sidebarTags("Skills"))[2]).toEqual(["Python", "1 follower", "false"]);
    expect(flag()).toBeNull();
  });
});
