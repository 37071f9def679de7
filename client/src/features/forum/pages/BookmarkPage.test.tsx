import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { currentParams, location, renderApp } from "../../../test/renderApp";
import { instructor, loginAs, mei } from "../../../test/session";

const titlesIn = (list: HTMLElement) =>
  within(list)
    .getAllByRole("article")
    .map((a) => within(a).getByRole("heading").textContent);
const RESUME = "Resume review: what to put first when you change careers";
const HABITS = "Three habits that make your SQL easier to review";

describe("/forum/bookmark", () => {
  it("sends visitors to log in", async () => {
    renderApp("/forum/bookmark/comments");
    expect(await screen.findByRole("heading", { level: 1, name: "Log in" })).toBeTruthy();
    expect(location.current.search).toBe("?next=%2Fforum%2Fbookmark%2Fcomments");
  });

  it("has the Posts and Comments tabs as links, the current one marked", async () => {
    loginAs(mei);
    renderApp("/forum/bookmark/comments");
    expect(await screen.findByRole("heading", { level: 1, name: "Bookmarks" })).toBeTruthy();
    const nav = await screen.findByRole("navigation", { name: "Bookmark tabs" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((l) => [l.textContent, l.getAttribute("href"), l.getAttribute("aria-current")]),
    ).toEqual([
      ["Posts", "/forum/bookmark", null],
      ["Comments", "/forum/bookmark/comments", "page"],
    ]);
    expect(document.title).toBe("Bookmarks: Comments · TalentForge");
  });

  it("lists bookmarked posts, most recently bookmarked first; removing a bookmark keeps the card so it can be bookmarked again", async () => {
    loginAs(mei);
    const { user } = renderApp("/forum/bookmark");
    const list = await screen.findByRole("list", { name: "Bookmarked posts" });
    expect(titlesIn(list)).toEqual([RESUME, HABITS]);
    const card = within(list).getAllByRole("article")[0]!;
    const pressed = within(card).getByRole("button", { name: `Bookmarked: ${RESUME}` });
    expect(pressed.getAttribute("aria-pressed")).toBe("true");
    await user.click(pressed);
    const unpressed = await within(card).findByRole("button", { name: `Bookmark ${RESUME}` });
    expect(unpressed.getAttribute("aria-pressed")).toBe("false");
    expect(titlesIn(screen.getByRole("list", { name: "Bookmarked posts" }))).toEqual([RESUME, HABITS]);
  });

  it("lists bookmarked comments with a link to the comment on its post", async () => {
    loginAs(mei);
    renderApp("/forum/bookmark/comments");
    const list = await screen.findByRole("list", { name: "Bookmarked comments" });
    const cards = within(list).getAllByRole("article");
    expect(cards).toHaveLength(1);
    expect(cards[0]!.textContent).toContain("Each order has several payments");
    const links = within(cards[0]!)
      .getAllByRole("link")
      .map((l) => l.getAttribute("href"));
    expect(links.some((href) => /^\/forum\/post\/r5t0w2zc[^#]*#c1r5t0wa/.test(href ?? ""))).toBe(true);
    expect(currentParams()).toEqual({});
  });

  it("says when nothing is bookmarked", async () => {
    loginAs(instructor);
    renderApp("/forum/bookmark");
    expect(await screen.findByText("You have not bookmarked any posts yet.")).toBeTruthy();
  });
});
