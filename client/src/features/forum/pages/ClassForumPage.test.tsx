import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { location, renderApp } from "../../../test/renderApp";
import { talentAdmin, instructor, jobAdmin, loginAs, mei } from "../../../test/session";
import { addMockClassPost } from "../mocks";

const ROOT = "/forum/class-forum/m1js-open-2026";
const tabsNav = () => screen.findByRole("navigation", { name: "Class forum tabs" });
const tabLinks = async () =>
  within(await tabsNav())
    .getAllByRole("link")
    .map((l) => [l.textContent, l.getAttribute("href"), l.getAttribute("aria-current")]);
/** The names in a people list (the avatar's initials are decorative: aria-hidden). */
const namesIn = (list: HTMLElement) =>
  within(list)
    .getAllByRole("listitem")
    .map((li) => li.querySelector("p")?.textContent);
const titlesIn = (list: HTMLElement) =>
  within(list)
    .getAllByRole("article")
    .map((a) => within(a).getByRole("heading").textContent);

/** Posts by Mei in the class, a minute apart and newer than the seed (paging). */
function addClassPosts(count: number, kind: "discussion" | "announcement") {
  for (let i = 1; i <= count; i++) {
    addMockClassPost({
      title: `${kind === "announcement" ? "Announcement" : "Discussion"} ${String(i).padStart(2, "0")}`,
      description: kind === "announcement" ? "" : "<p>Body</p>",
      authorId: kind === "announcement" ? instructor.id : mei.id,
      classSlug: "m1js-open-2026",
      isAnnouncement: kind === "announcement",
      isSupport: false,
    });
  }
}

describe("/forum/class-forum/:slug tabs (SPEC §2: Instructors and Students only for the full set)", () => {
  it("sends visitors to log in", async () => {
    renderApp(ROOT);
    expect(await screen.findByRole("heading", { level: 1, name: "Log in" })).toBeTruthy();
    expect(location.current.search).toBe(`?next=${encodeURIComponent(ROOT)}`);
  });

  it("gives a student the class's title, their part, the first four tabs and the buttons a student may use", async () => {
    loginAs(mei);
    renderApp(ROOT);
    expect(await screen.findByRole("heading", { level: 1, name: "M1 JavaScript open class 2026" })).toBeTruthy();
    expect(screen.getByText("You are a student in this class.")).toBeTruthy();
    expect(await tabLinks()).toEqual([
      ["Posts", ROOT, "page"],
      ["Announcements", `${ROOT}/announcements`, null],
      ["Pinned", `${ROOT}/pinned`, null],
      ["Support", `${ROOT}/support`, null],
    ]);
    expect(screen.getByRole("link", { name: "New post" }).getAttribute("href")).toBe(`${ROOT}/new?kind=DISCUSSION`);
    expect(screen.getByRole("link", { name: "Ask for support" }).getAttribute("href")).toBe(`${ROOT}/new?kind=SUPPORT`);
    expect(screen.queryByRole("link", { name: "Post an announcement" })).toBeNull();
    expect(document.title).toBe("M1 JavaScript open class 2026: Posts · TalentForge");
    const crumbs = screen.getByRole("navigation", { name: "Breadcrumbs" });
    expect(within(crumbs).getByText("M1 JavaScript open class 2026").getAttribute("aria-current")).toBe("page");
  });

  it.each([
    ["its instructor", instructor, "You teach this class and moderate its forum."],
    ["a forum admin", talentAdmin, "You moderate this class forum as a forum admin."],
  ])("gives %s the full set and the announcement button, without support questions", async (_, who, role) => {
    loginAs(who);
    renderApp(`${ROOT}/pinned`);
    expect(await screen.findByText(role)).toBeTruthy();
    expect((await tabLinks()).map(([name, , current]) => [name, current])).toEqual([
      ["Posts", null],
      ["Announcements", null],
      ["Pinned", "page"],
      ["Support", null],
      ["Instructors", null],
      ["Students", null],
    ]);
    expect(screen.getByRole("link", { name: "Post an announcement" }).getAttribute("href")).toBe(`${ROOT}/new?kind=ANNOUNCEMENT`);
    expect(screen.queryByRole("link", { name: "Ask for support" })).toBeNull();
  });

  it("tells a student that the people tabs are not theirs, and lists nobody", async () => {
    loginAs(mei);
    renderApp(`${ROOT}/students`);
    expect(await screen.findByText("Instructors and Students are for the class's moderators")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to the class's posts" }).getAttribute("href")).toBe(ROOT);
    expect(screen.queryByRole("list", { name: "Students" })).toBeNull();
  });

  it("tells someone outside the class that only its members read the forum", async () => {
    loginAs(jobAdmin);
    renderApp(ROOT);
    expect(await screen.findByRole("heading", { level: 1, name: "This class forum is for its members" })).toBeTruthy();
    expect(screen.getByText(/Only members of this class can read its forum/)).toBeTruthy();
    expect(screen.queryByRole("navigation", { name: "Class forum tabs" })).toBeNull();
    expect(document.title).toBe("This class forum is for its members · TalentForge");
  });

  it("says an unknown class forum is not found", async () => {
    loginAs(mei);
    renderApp("/forum/class-forum/no-such-class/support");
    expect(await screen.findByRole("heading", { level: 1, name: "Class forum not found" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to the forum" }).getAttribute("href")).toBe("/forum/feed");
  });
});

describe("/forum/class-forum/:slug lists", () => {
  it("lists the class's discussion posts as post cards", async () => {
    loginAs(mei);
    renderApp(ROOT);
    const list = await screen.findByRole("list", { name: "Class posts" });
    expect(titlesIn(list)).toEqual([
      "Study group for the asynchronous JavaScript module?",
      "Welcome to the M1 JavaScript open class forum",
    ]);
  });

  it("lists announcements, pinned posts and support questions on their tabs", async () => {
    loginAs(mei);
    const { user } = renderApp(ROOT);
    await screen.findByRole("list", { name: "Class posts" });
    await user.click(within(await tabsNav()).getByRole("link", { name: "Announcements" }));
    expect(titlesIn(await screen.findByRole("list", { name: "Announcements" }))).toEqual(["Lab 3 deadline moved to Friday"]);
    await user.click(within(await tabsNav()).getByRole("link", { name: "Pinned" }));
    expect(titlesIn(await screen.findByRole("list", { name: "Pinned posts" }))).toEqual(["Welcome to the M1 JavaScript open class forum"]);
    await user.click(within(await tabsNav()).getByRole("link", { name: "Support" }));
    expect(titlesIn(await screen.findByRole("list", { name: "Support questions" }))).toEqual([
      "My fetch() call logs a pending Promise instead of the data",
    ]);
    expect(location.current.pathname).toBe(`${ROOT}/support`);
  });

  it("pages discussions 6 at a time with ?page=", async () => {
    addClassPosts(6, "discussion");
    loginAs(mei);
    const { user } = renderApp(ROOT);
    const list = await screen.findByRole("list", { name: "Class posts" });
    expect(titlesIn(list)).toHaveLength(6);
    expect(screen.getByText("Showing 1–6 of 8")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Page 2" }));
    expect(titlesIn(await screen.findByRole("list", { name: "Class posts" }))).toEqual([
      "Study group for the asynchronous JavaScript module?",
      "Welcome to the M1 JavaScript open class forum",
    ]);
    expect(location.current.search).toBe("?page=2");
  });

  it("pages announcements 8 at a time", async () => {
    addClassPosts(8, "announcement");
    loginAs(mei);
    renderApp(`${ROOT}/announcements`);
    expect(titlesIn(await screen.findByRole("list", { name: "Announcements" }))).toHaveLength(8);
    expect(screen.getByText("Showing 1–8 of 9")).toBeTruthy();
  });

  it("shows an empty tab as such", async () => {
    loginAs(mei);
    renderApp("/forum/class-forum/m1sql-2026-05/support");
    expect(await screen.findByText("No support questions yet.")).toBeTruthy();
  });

  it("lists the class's instructors and students for its instructor", async () => {
    loginAs(instructor);
    const { user } = renderApp(`${ROOT}/moderators`);
    const instructors = await screen.findByRole("list", { name: "Instructors" });
    expect(namesIn(instructors)).toEqual(["Arjun Nair"]);
    await user.click(within(await tabsNav()).getByRole("link", { name: "Students" }));
    const students = await screen.findByRole("list", { name: "Students" });
    expect(namesIn(students)).toEqual(["Mei Ling Tan", "Tai Man Chan"]);
    expect(screen.getByText("Showing 1–2 of 2")).toBeTruthy();
  });
});

describe("finding class forums", () => {
  it("lists the viewer's class forums in the forum sidebar", async () => {
    loginAs(mei);
    renderApp("/forum/feed");
    const block = await screen.findByRole("region", { name: "My class forums" });
    const links = within(block).getAllByRole("link");
    expect(links.map((l) => [l.textContent, l.getAttribute("href")])).toEqual([
      ["M1 JavaScript open class 2026", "/forum/class-forum/m1js-open-2026"],
      ["M1 SQL May 2026", "/forum/class-forum/m1sql-2026-05"],
    ]);
  });

  it("leaves the block out for someone in no class", async () => {
    loginAs(talentAdmin);
    renderApp("/forum/feed");
    await screen.findByRole("region", { name: "Forum tags" });
    await screen.findByRole("list", { name: "Posts" });
    expect(screen.queryByRole("region", { name: "My class forums" })).toBeNull();
  });

  it("links a class's page in the classroom to its forum", async () => {
    loginAs(mei);
    renderApp("/classroom/m1js-open-2026");
    expect((await screen.findByRole("link", { name: "Class forum" })).getAttribute("href")).toBe(ROOT);
  });
});

describe("the Posts tab's latest announcements (a new-announcement notification leads to the class forum)", () => {
  it("shows the three newest announcements above the discussions, linking to each and to the Announcements tab", async () => {
    addClassPosts(4, "announcement");
    loginAs(mei);
    renderApp(ROOT);
    const region = await screen.findByRole("region", { name: "Latest announcements" });
    const links = within(region).getAllByRole("link");
    expect(links[0]!.textContent).toBe("All announcements");
    expect(links[0]!.getAttribute("href")).toBe(`${ROOT}/announcements`);
    // The mock writes the four in the same instant: three of them, never the seeded older one.
    const shown = links.slice(1);
    expect(shown).toHaveLength(3);
    for (const link of shown) expect(link.getAttribute("href")).toMatch(/^\/forum\/post\/[0-9a-z]{8}-announcement-0[1-4]$/);
  });

  it("is not on the other tabs", async () => {
    loginAs(mei);
    renderApp(`${ROOT}/support`);
    await screen.findByRole("heading", { level: 1, name: "M1 JavaScript open class 2026" });
    await screen.findByRole("list", { name: "Support questions" }).catch(() => undefined);
    expect(screen.queryByRole("region", { name: "Latest announcements" })).toBeNull();
  });
});
