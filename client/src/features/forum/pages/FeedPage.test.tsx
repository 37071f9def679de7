import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { currentParams, location, renderApp } from "../../../test/renderApp";
import { loginAs, mei } from "../../../test/session";
import { mockForumPosts, mockPostTouchedBy } from "../mocks";

const titles = (list: HTMLElement) =>
  within(list)
    .getAllByRole("article")
    .map((a) => within(a).getByRole("heading", { level: 2 }).textContent);

describe("/forum/feed", () => {
  it("lists posts newest first, 6 a page, with ?page= paging", async () => {
    loginAs(mei);
    // The general forum's posts: class forum posts are listed in their class forums only.
    const all = mockForumPosts()
      .filter((p) => p.classSlug === null)
      .map((p) => p.title);
    expect(all.length).toBeGreaterThan(6);
    const { user } = renderApp("/forum/feed");
    expect(await screen.findByRole("heading", { level: 1, name: "Latest posts" })).toBeTruthy();
    const list = await screen.findByRole("list", { name: "Posts" });
    await within(list).findAllByRole("article");
    expect(titles(list)).toEqual(all.slice(0, 6));
    expect(screen.getByText(`Showing 1–6 of ${all.length}`)).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Page 2" }));
    expect(currentParams().page).toBe("2");
    await screen.findByRole("link", { name: all[6]! });
    expect(titles(screen.getByRole("list", { name: "Posts" }))).toEqual(all.slice(6, 12));
  });

  it("links each card to its post and offers a new post", async () => {
    loginAs(mei);
    // The newest general post she has neither voted on nor bookmarked.
    const newest = mockForumPosts().find((p) => p.classSlug === null && !mockPostTouchedBy(p.shortId, mei.id))!;
    const { user } = renderApp("/forum/feed?page=1");
    const link = await screen.findByRole("link", { name: newest.title });
    expect(link.getAttribute("href")).toMatch(new RegExp(`^/forum/post/${newest.shortId}-`));
    const card = link.closest("article")!;
    expect(
      within(card)
        .getByRole("button", { name: /^Vote up/ })
        .getAttribute("aria-pressed"),
    ).toBe("false");
    expect(
      within(card)
        .getByRole("button", { name: `Bookmark ${newest.title}` })
        .getAttribute("aria-pressed"),
    ).toBe("false");
    await user.click(screen.getByRole("link", { name: "New post" }));
    expect(location.current.pathname).toBe("/forum/post/new");
    expect(await screen.findByRole("heading", { level: 1, name: "New post" })).toBeTruthy();
  });

  it("follows a sidebar tag to the feed of that tag's posts, and back to all posts", async () => {
    loginAs(mei);
    const sqlPosts = mockForumPosts()
      .filter((p) => p.tagIds.includes("sql"))
      .map((p) => p.title);
    expect(sqlPosts.length).toBeGreaterThan(0);
    const { user } = renderApp("/forum/feed");
    const sidebar = await screen.findByRole("region", { name: "Forum tags" });
    await user.click(await within(sidebar).findByRole("link", { name: "SQL" }));
    expect(currentParams().tag).toBe("sql");
    expect(await screen.findByRole("heading", { level: 1, name: "Posts tagged “SQL”" })).toBeTruthy();
    const list = await screen.findByRole("list", { name: "Posts" });
    await within(list).findAllByRole("article");
    expect(titles(list)).toEqual(sqlPosts.slice(0, 6));
    await user.click(screen.getByRole("link", { name: "Show all posts" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Latest posts" })).toBeTruthy();
  });
});
