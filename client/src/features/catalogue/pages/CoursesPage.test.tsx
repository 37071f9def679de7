import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { server } from "../../../mocks/node";
import { courses, coursesForRole } from "../mocks";
import { currentParams, renderApp } from "../../../test/renderApp";
import i18n from "../../../i18n";

function courseHeadings(listName = "Courses") {
  const list = screen.getByRole("list", { name: listName });
  return within(list)
    .getAllByRole("heading", { level: 2 })
    .map((h) => h.textContent);
}

describe("/courses", () => {
  it("lists the first page of courses from the API", async () => {
    renderApp("/courses?page=1");
    expect(await screen.findByRole("heading", { level: 2, name: courses[0]!.title })).toBeTruthy();
    expect(courseHeadings()).toEqual(courses.slice(0, 12).map((c) => c.title));
    expect(screen.getByText(`Showing 1–12 of ${courses.length}`)).toBeTruthy();
    await waitFor(() => expect(document.title).toBe("Courses · TalentForge"));
  });

  it("moves to page 2 through the pagination, updating ?page=", async () => {
    const { user } = renderApp("/courses?page=1");
    await screen.findByRole("heading", { level: 2, name: courses[0]!.title });

    await user.click(screen.getByRole("button", { name: "Page 2" }));

    expect(await screen.findByRole("heading", { level: 2, name: courses[12]!.title })).toBeTruthy();
    expect(currentParams().page).toBe("2");
    expect(courseHeadings()).toEqual(courses.slice(12).map((c) => c.title));
    expect(screen.queryByRole("heading", { level: 2, name: courses[0]!.title })).toBeNull();
    expect(screen.getByRole("button", { name: "Page 2" }).getAttribute("aria-current")).toBe("page");
  });

  it("opens at the page named in the URL", async () => {
    renderApp("/courses?page=2");
    expect(await screen.findByRole("heading", { level: 2, name: courses[19]!.title })).toBeTruthy();
    expect(screen.queryByRole("heading", { level: 2, name: courses[0]!.title })).toBeNull();
  });

  it("searches by title through ?search= and goes back to page 1", async () => {
    const { user } = renderApp("/courses?page=2");
    await screen.findByRole("heading", { level: 2, name: courses[19]!.title });

    await user.type(screen.getByRole("searchbox", { name: "Search by title" }), "aws");
    await user.click(screen.getByRole("button", { name: "Search" }));

    await waitFor(() => expect(currentParams()).toMatchObject({ search: "aws", page: "1" }));
    await waitFor(() => expect(courseHeadings()).toEqual(courses.filter((c) => c.title.toLowerCase().includes("aws")).map((c) => c.title)));
  });

  it("says so when nothing matches the search", async () => {
    renderApp("/courses?page=1&search=cobol");
    expect(await screen.findByText("No courses match “cobol”.")).toBeTruthy();
    expect(screen.queryByRole("navigation", { name: "Pages" })).toBeNull();
  });

  it("offers the first page when the page is past the end", async () => {
    const { user } = renderApp("/courses?page=9");
    expect(await screen.findByText("There is no page 9.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Go to the first page" }));
    expect(await screen.findByRole("heading", { level: 2, name: courses[0]!.title })).toBeTruthy();
    expect(currentParams().page).toBe("1");
  });

  it("shows an error with a retry when the API fails", async () => {
    // Fail the catalogue query once (the featured strip and filter options have their own queries).
    let failed = false;
    server.use(
      http.post("*/graphql", async ({ request }) => {
        const body = (await request.clone().json()) as { operationName?: string };
        if (body.operationName !== "CoursesPage" || failed) return undefined;
        failed = true;
        return HttpResponse.json({ errors: [{ message: "boom" }] }, { status: 500 });
      }),
    );
    const { user } = renderApp("/courses?page=1");
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(screen.getByText(/could not load the courses/)).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { level: 2, name: courses[0]!.title })).toBeTruthy();
  });

  it("shows the featured strip only when no filter is active", async () => {
    const { user } = renderApp("/courses?page=1");
    const strip = await screen.findByRole("list", { name: "Featured courses" });
    const featured = courses.filter((c) => c.feature);
    expect(await within(strip).findAllByRole("heading", { level: 3 })).toHaveLength(featured.length);
    await user.click(screen.getByRole("checkbox", { name: "Featured courses only" }));
    await waitFor(() => expect(currentParams()).toMatchObject({ featured: "1", page: "1" }));
    await waitFor(() => expect(courseHeadings()).toEqual(featured.map((c) => c.title)));
    expect(screen.queryByRole("list", { name: "Featured courses" })).toBeNull();
  });

  it("filters by category through ?category=, back on page 1", async () => {
    const { user } = renderApp("/courses?page=2");
    await screen.findByRole("heading", { level: 2, name: courses[19]!.title });
    const select = screen.getByRole("combobox", { name: "Category" });
    await within(select).findByRole("option", { name: "Foundation Certificate" });
    await user.selectOptions(select, "fc");

    await waitFor(() => expect(currentParams()).toMatchObject({ category: "fc", page: "1" }));
    await waitFor(() => expect(courseHeadings()).toEqual(courses.filter((c) => c.categoryId === "fc").map((c) => c.title)));

    await user.selectOptions(screen.getByRole("combobox", { name: "Level" }), "Beginner");
    await waitFor(() => expect(currentParams()).toMatchObject({ category: "fc", level: "Beginner", page: "1" }));

    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(currentParams()).toEqual({ page: "1" }));
    expect(await screen.findByRole("list", { name: "Featured courses" })).toBeTruthy();
  });

  it("reads track, role and provider filters from the URL", async () => {
    renderApp("/courses?page=1&role=data-science");
    // The server's role-to-course mapping, listed in catalogue order.
    const mapped = new Set(coursesForRole("data-science"));
    await waitFor(() => expect(courseHeadings()).toEqual(courses.filter((c) => mapped.has(c)).map((c) => c.title)));
    expect((screen.getByRole("combobox", { name: "Career role" }) as HTMLSelectElement).value).toBe("data-science");
  });

  it("names categories and career roles in the interface language", async () => {
    await i18n.changeLanguage("zh-Hant");
    renderApp("/courses?page=1&category=fc");
    const fc = courses.filter((c) => c.categoryId === "fc");
    await waitFor(() => expect(courseHeadings("課程")).toEqual(fc.map((c) => c.title)));
    // The card's badge and both filters show the words of the language, not the API's English titles.
    expect(within(screen.getByRole("list", { name: "課程" })).getAllByText("基礎證書")).toHaveLength(fc.length);
    const category = screen.getByRole("combobox", { name: "類別" });
    expect(await within(category).findByRole("option", { name: "基礎證書", selected: true })).toBeTruthy();
    expect(await within(screen.getByRole("combobox", { name: "職業角色" })).findByRole("option", { name: "數據科學" })).toBeTruthy();
    expect(screen.queryByText("Foundation Certificate")).toBeNull();
  });

  it("says so when no course matches the filters, with a way out", async () => {
    const { user } = renderApp("/courses?page=1&provider=google&track=uiux");
    expect(await screen.findByText("No courses match these filters.")).toBeTruthy();
    await user.click(screen.getAllByRole("button", { name: "Clear filters" })[0]!);
    await waitFor(() => expect(currentParams()).toEqual({ page: "1" }));
  });

  it("links each course card to its page", async () => {
    renderApp("/courses?page=1");
    const list = await screen.findByRole("list", { name: "Courses" });
    const link = await within(list).findByRole("link", { name: courses[0]!.title });
    expect(link.getAttribute("href")).toBe(`/courses/${courses[0]!.id}`);
  });
});
