import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { renderApp } from "../../../test/renderApp";
import { instructor, loginAs, mei } from "../../../test/session";
import { countOf, recordOperations } from "../../../test/operations";

const section = (name: string) => screen.findByRole("region", { name });
const resultSections = async () => {
  await screen.findByText(/^Results for/);
  return ["Tags", "Class forums", "Posts", "People"].filter((name) => screen.queryByRole("region", { name }));
};

describe("/forum/search (SPEC §5)", () => {
  it("shows a hint for blank text and asks the server nothing", async () => {
    loginAs(mei);
    const sent = recordOperations();
    renderApp("/forum/search?q=%20%20&scope=POST");
    expect(await screen.findByRole("heading", { level: 1, name: "Search the forum" })).toBeTruthy();
    expect(screen.getByText("Type a word in the search box to find tags, class forums, posts and people.")).toBeTruthy();
    await within(await screen.findByRole("region", { name: "Forum tags" })).findByRole("list", { name: "Skills" }); // the sidebar has loaded
    expect(countOf(sent, "ForumSearch")).toBe(0);
    expect(document.title).toBe("Search the forum · TalentForge");
  });

  it("searches everything with scope All: tags with follow toggles, class forums, posts and people", async () => {
    loginAs(mei);
    renderApp("/forum/search?q=sql&scope=ALL");
    expect(await screen.findByText("Results for “sql” in All")).toBeTruthy();
    expect(await resultSections()).toEqual(["Tags", "Class forums", "Posts", "People"]);
    const tags = within(await section("Tags")).getByRole("list");
    expect(within(tags).getByRole("button", { name: "Following SQL" }).getAttribute("aria-pressed")).toBe("true");
    expect(within(tags).getByText("2 followers")).toBeTruthy();
    expect(
      within(await section("Class forums"))
        .getByRole("link", { name: "M1 SQL May 2026" })
        .getAttribute("href"),
    ).toBe("/forum/class-forum/m1sql-2026-05");
    const posts = within(await section("Posts")).getAllByRole("article");
    expect(posts.map((p) => within(p).getByRole("heading", { level: 3 }).textContent)).toEqual([
      "Three habits that make your SQL easier to review",
    ]);
    expect(within(await section("People")).getByText("No people match “sql”.")).toBeTruthy();
    // The search box shows what was searched.
    expect((screen.getByRole("searchbox", { name: "Search the forum" }) as HTMLInputElement).value).toBe("sql");
  });

  it("finds people by name (names only: there is no public profile page)", async () => {
    loginAs(mei);
    renderApp("/forum/search?q=arjun");
    const people = within(await section("People")).getByRole("list");
    expect(
      within(people)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Arjun Nair"]);
    expect(within(people).queryByRole("link")).toBeNull();
  });

  it("with scope Tags shows tags only, and a follow there toggles at once", async () => {
    loginAs(mei);
    const { user } = renderApp("/forum/search?q=data&scope=TAG");
    expect(await screen.findByText("Results for “data” in Tags")).toBeTruthy();
    expect(await resultSections()).toEqual(["Tags"]);
    const tags = within(await section("Tags")).getByRole("list");
    await user.click(within(tags).getByRole("button", { name: "Following Data Analytics" }));
    expect(within(tags).getByRole("button", { name: "Follow Data Analytics" }).getAttribute("aria-pressed")).toBe("false");
    expect(within(tags).getByText("0 followers")).toBeTruthy();
  });

  it("with scope Classes links the viewer's classes to their class forums", async () => {
    loginAs(mei);
    renderApp("/forum/search?q=javascript&scope=CLASS");
    expect(await resultSections()).toEqual(["Class forums"]);
    const link = within(await section("Class forums")).getByRole("link", { name: "M1 JavaScript open class 2026" });
    expect(link.getAttribute("href")).toBe("/forum/class-forum/m1js-open-2026");
  });

  it("finds no class the viewer is not in", async () => {
    loginAs(mei);
    renderApp("/forum/search?q=october&scope=CLASS");
    expect(within(await section("Class forums")).getByText("None of your class forums match “october”.")).toBeTruthy();
  });

  it("with scope Posts shows at most 5 post cards", async () => {
    loginAs(instructor);
    renderApp("/forum/search?q=e&scope=post");
    expect(await screen.findByText("Results for “e” in Posts")).toBeTruthy();
    expect(await resultSections()).toEqual(["Posts"]);
    expect(within(await section("Posts")).getAllByRole("article")).toHaveLength(5);
  });

  it("reads an unknown scope as All", async () => {
    loginAs(mei);
    renderApp("/forum/search?q=python&scope=everything");
    expect(await screen.findByText("Results for “python” in All")).toBeTruthy();
    expect(await resultSections()).toEqual(["Tags", "Class forums", "Posts", "People"]);
  });
});
