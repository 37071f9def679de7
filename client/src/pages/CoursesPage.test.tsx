import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { server } from "../mocks/node";
import { courses } from "../mocks/fixtures";
import { currentParams, renderApp } from "../test/renderApp";

function courseHeadings() {
  const list = screen.getByRole("list", { name: "Courses" });
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
    await waitFor(() =>
      expect(courseHeadings()).toEqual(courses.filter((c) => c.title.toLowerCase().includes("aws")).map((c) => c.title)),
    );
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
    server.use(http.post("*/graphql", () => HttpResponse.json({ errors: [{ message: "boom" }] }, { status: 500 }), { once: true }));
    const { user } = renderApp("/courses?page=1");
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(screen.getByText(/could not load the courses/)).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { level: 2, name: courses[0]!.title })).toBeTruthy();
  });
});
