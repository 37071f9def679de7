import { afterEach, describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { renderApp } from "../../../test/renderApp";
import { loginAs, mei } from "../../../test/session";
import { countOf, recordOperations } from "../../../test/operations";
import { forumTags } from "../mocks";
import { hasFollowingKey, sidebarTagsKey } from "../lib/forumSidebarStorage";

const section = (name: string) => screen.findByRole("region", { name });
const namesIn = (list: HTMLElement) =>
  within(list)
    .getAllByRole("listitem")
    .map((li) => within(li).getAllByRole("link")[0]!.textContent);

/** Six more SKILL tags (11 in all: two pages of 8), taken out again after the test. */
const extra = ["Docker", "Excel", "Git", "Kotlin", "Power BI", "Tableau"].map((name) => ({
  id: name.toLowerCase().replace(/\s+/g, "-"),
  name,
  categoryId: "skill",
  description: `${name} tips.`,
}));
afterEach(() => {
  for (const t of extra) {
    const i = forumTags.findIndex((x) => x.id === t.id);
    if (i >= 0) forumTags.splice(i, 1);
  }
});

describe("/forum/tag/browse", () => {
  it("shows every category (GENERAL, SKILL, CAREER) with up to 4 of its tags, followed first", async () => {
    loginAs(mei);
    renderApp("/forum/tag/browse");
    expect(await screen.findByRole("heading", { level: 1, name: "Browse tags" })).toBeTruthy();
    const breadcrumbs = screen.getByRole("navigation", { name: "Breadcrumbs" });
    expect(
      within(breadcrumbs)
        .getAllByRole("link")
        .map((l) => l.getAttribute("href")),
    ).toEqual(["/forum/feed", "/forum/tag/browse"]);

    const headings = await screen.findAllByRole("heading", { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual(expect.arrayContaining(["General", "Skills", "Careers"]));
    expect(screen.queryByRole("region", { name: "Class forums" })).toBeNull();

    const skills = await section("Skills");
    expect(within(skills).getByText("5 tags")).toBeTruthy();
    expect(within(skills).getByText("Questions and answers about languages, tools and techniques.")).toBeTruthy();
    const top = within(skills).getByRole("list", { name: "Top tags in Skills" });
    expect(namesIn(top)).toEqual(["SQL", "Data Analytics", "Python", "JavaScript"]);
    for (const name of ["General", "Careers"]) {
      expect(within(within(await section(name)).getByRole("list", { name: `Top tags in ${name}` })).getAllByRole("listitem")).toHaveLength(
        4,
      );
    }
    // Each tag with description, followers count and its follow toggle.
    const sql = within(top).getAllByRole("listitem")[0]!;
    expect(within(sql).getByText("Queries, joins, window functions and database design.")).toBeTruthy();
    expect(within(sql).getByText("2 followers")).toBeTruthy();
    expect(within(sql).getByRole("button", { name: "Following SQL" }).getAttribute("aria-pressed")).toBe("true");
  });

  it("opens a category's full tag list by name, 8 a page, each category paging on its own", async () => {
    forumTags.push(...extra);
    loginAs(mei);
    const sent = recordOperations();
    const { user } = renderApp("/forum/tag/browse");
    const skills = await section("Skills");
    const toggle = within(skills).getByRole("button", { name: "Show all tags in Skills (11)" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    await user.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    const all = await within(skills).findByRole("list", { name: "All tags in Skills" });
    expect(namesIn(all)).toEqual(["Data Analytics", "Docker", "Excel", "Git", "JavaScript", "Kotlin", "Power BI", "Python"]);
    expect(within(skills).getByText("Showing 1–8 of 11")).toBeTruthy();
    expect(sent.find((s) => s.operationName === "ForumTagList")?.variables).toEqual({ category: "SKILL", page: 1, pageSize: 8 });

    await user.click(within(skills).getByRole("button", { name: "Page 2" }));
    expect(await within(skills).findByText("Showing 9–11 of 11")).toBeTruthy();
    expect(namesIn(within(skills).getByRole("list", { name: "All tags in Skills" }))).toEqual(["SQL", "Tableau", "UI/UX"]);
    // The other categories' lists were never asked for.
    expect(sent.filter((s) => s.operationName === "ForumTagList").map((s) => s.variables?.category)).toEqual(["SKILL", "SKILL"]);
    // Careers has 4 tags: all shown already, no full list to open.
    expect(within(await section("Careers")).queryByRole("button", { name: /Show all/ })).toBeNull();
  });

  it("a follow in the browser updates the same tag in the sidebar at once", async () => {
    loginAs(mei);
    // Three stored sidebar choices: the follow does not clear them (SPEC §4), so nothing is refetched.
    localStorage.setItem(hasFollowingKey(mei.id), "1");
    localStorage.setItem(sidebarTagsKey(mei.id), JSON.stringify(["sql", "data-analytics", "career-change"]));
    const sent = recordOperations();
    const { user } = renderApp("/forum/tag/browse");
    const careers = await section("Careers");
    await user.click(within(careers).getByRole("button", { name: "Follow Job Search" }));
    expect(within(careers).getByRole("button", { name: "Following Job Search" }).getAttribute("aria-pressed")).toBe("true");
    const sidebar = await screen.findByRole("region", { name: "Forum tags" });
    const item = within(within(sidebar).getByRole("list", { name: "Careers" }))
      .getByRole("link", { name: "Job Search" })
      .closest("li")!;
    expect(within(item).getByText("1 follower")).toBeTruthy();
    expect(within(item).getByRole("button", { name: "Following Job Search" })).toBeTruthy();
    expect(countOf(sent, "ForumTagBrowse")).toBe(1);
    expect(countOf(sent, "ForumSidebar")).toBe(1);
  });
});
