import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { currentParams, location, renderApp } from "../../../test/renderApp";
import { courseAdmin, talentAdmin, instructor, jobAdmin, loginAs, mei } from "../../../test/session";
import { addMockForumPosts } from "../mocks";

const tabsNav = () => screen.findByRole("navigation", { name: "History tabs" });
const tabLinks = async () =>
  within(await tabsNav())
    .getAllByRole("link")
    .map((l) => [l.textContent, l.getAttribute("href"), l.getAttribute("aria-current")]);
const titlesIn = (list: HTMLElement) =>
  within(list)
    .getAllByRole("article")
    .map((a) => within(a).getByRole("heading").textContent);

describe("/forum/history tabs (SPEC §2: Announcements only for the full set)", () => {
  it("sends visitors to log in", async () => {
    renderApp("/forum/history");
    expect(await screen.findByRole("heading", { level: 1, name: "Log in" })).toBeTruthy();
    expect(location.current.search).toBe("?next=%2Fforum%2Fhistory");
  });

  it("gives a student Posts and Comments, as links with the current one marked", async () => {
    loginAs(mei);
    renderApp("/forum/history");
    expect(await screen.findByRole("heading", { level: 1, name: "History" })).toBeTruthy();
    expect(await tabLinks()).toEqual([
      ["Posts", "/forum/history", "page"],
      ["Comments", "/forum/history/comments", null],
    ]);
    expect(document.title).toBe("History: Posts · TalentForge");
    const crumbs = screen.getByRole("navigation", { name: "Breadcrumbs" });
    expect(within(crumbs).getByText("History").getAttribute("aria-current")).toBe("page");
  });

  it.each([
    ["an instructor", instructor],
    ["a course admin", courseAdmin],
    ["a talent admin", talentAdmin],
  ])("gives %s the full set, with Announcements", async (_, who) => {
    loginAs(who);
    renderApp("/forum/history/comments");
    expect(await within(await tabsNav()).findByRole("link", { name: "Announcements" })).toBeTruthy();
    expect(await tabLinks()).toEqual([
      ["Posts", "/forum/history", null],
      ["Comments", "/forum/history/comments", "page"],
      ["Announcements", "/forum/history/announcements", null],
    ]);
  });

  it("does not give a job admin the Announcements tab", async () => {
    loginAs(jobAdmin);
    renderApp("/forum/history");
    expect(await screen.findByText("You have not written any posts yet.")).toBeTruthy();
    expect((await tabLinks()).map(([name]) => name)).toEqual(["Posts", "Comments"]);
  });

  it("tells someone without the full set that the Announcements route is not theirs, and lists nothing", async () => {
    loginAs(mei);
    renderApp("/forum/history/announcements");
    expect(await screen.findByText("Announcements are for instructors and admins")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to your posts" }).getAttribute("href")).toBe("/forum/history");
    expect(screen.queryByRole("list", { name: "Your announcements" })).toBeNull();
  });
});

describe("/forum/history lists", () => {
  it("lists the viewer's own posts, newest first, without announcements", async () => {
    loginAs(instructor);
    renderApp("/forum/history");
    const list = await screen.findByRole("list", { name: "Your posts" });
    expect(titlesIn(list)).toEqual([
      "pandas groupby vs pivot_table for monthly sales",
      "Resume review: what to put first when you change careers",
      "Three habits that make your SQL easier to review",
      "Welcome to the M1 JavaScript open class forum",
    ]);
  });

  it("lists the announcements the viewer made on the Announcements tab", async () => {
    loginAs(instructor);
    renderApp("/forum/history/announcements");
    const list = await screen.findByRole("list", { name: "Your announcements" });
    expect(titlesIn(list)).toEqual(["Lab 3 deadline moved to Friday"]);
  });

  it("lists the viewer's comments and replies on the Comments tab", async () => {
    loginAs(mei);
    renderApp("/forum/history/comments");
    const list = await screen.findByRole("list", { name: "Your comments" });
    const cards = within(list).getAllByRole("article");
    expect(cards).toHaveLength(1);
    expect(cards[0]!.textContent).toContain("That was it: some orders had three instalments.");
    expect(within(cards[0]!).getByRole("link", { name: "LEFT JOIN returns more rows than my base table. Why?" })).toBeTruthy();
  });

  it("pages 6 at a time with ?page=", async () => {
    loginAs(mei);
    addMockForumPosts(5, mei.id);
    const { user } = renderApp("/forum/history");
    const list = await screen.findByRole("list", { name: "Your posts" });
    expect(within(list).getAllByRole("article")).toHaveLength(6);
    expect(screen.getByText("Showing 1–6 of 11")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Page 2" }));
    expect(await screen.findByText("Showing 7–11 of 11")).toBeTruthy();
    expect(currentParams()).toEqual({ page: "2" });
    // The five new posts and the newest seeded one (her class support question) fill page 1; her posts in the class
    // forum are her history too.
    expect(titlesIn(screen.getByRole("list", { name: "Your posts" }))).toEqual([
      "Study group for the asynchronous JavaScript module?",
      "Anyone going to the KL career fair? Tips for talking to employers",
      "How I prepared for my first data analyst interview",
      "LEFT JOIN returns more rows than my base table. Why?",
      "Hello from Penang! Starting the data analytics track",
    ]);
  });

  it("says when there is nothing yet", async () => {
    loginAs(jobAdmin);
    renderApp("/forum/history/comments");
    expect(await screen.findByText("You have not written any comments yet.")).toBeTruthy();
  });
});
