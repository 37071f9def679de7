import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { courseById, courses, programmeCourseLists } from "../mocks";
import { renderApp } from "../../../test/renderApp";

describe("/courses/browse", () => {
  it("lists each category's courses and links into the catalogue filters", async () => {
    renderApp("/courses/browse");
    expect(await screen.findByRole("heading", { level: 1, name: "Browse courses" })).toBeTruthy();
    const fc = await screen.findByRole("list", { name: "Foundation Certificate" });
    expect(
      within(fc)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(courses.filter((c) => c.categoryId === "fc").map((c) => c.title));
    expect(screen.getByRole("link", { name: "Filter the catalogue by Certified Associate" }).getAttribute("href")).toBe(
      "/courses?category=ca&page=1",
    );
    const tracks = screen.getByRole("region", { name: "By foundation track" });
    expect(within(tracks).getByRole("link", { name: "UI/UX design" }).getAttribute("href")).toBe("/courses?track=uiux&page=1");
    const roles = screen.getByRole("region", { name: "By career role" });
    expect(within(roles).getByRole("link", { name: "Data science" }).getAttribute("href")).toBe("/courses?role=data-science&page=1");
  });

  it("has the learning sub-navigation with the current page marked", async () => {
    renderApp("/courses/browse");
    const nav = await screen.findByRole("navigation", { name: "Learning sections" });
    expect(within(nav).getByRole("link", { name: "Browse" }).getAttribute("aria-current")).toBe("page");
    expect(within(nav).getByRole("link", { name: "Courses" }).getAttribute("aria-current")).toBeNull();
    expect(within(nav).getByRole("link", { name: "Financing" }).getAttribute("href")).toBe("/courses/financing");
  });
});

describe("/courses/programmes", () => {
  it("lists programme course lists, hidden placeholders as coming soon without a link", async () => {
    const list = (code: string) => programmeCourseLists.find((p) => p.code === code)!;
    renderApp("/courses/programmes");
    expect(await screen.findByRole("heading", { level: 1, name: "Programmes" })).toBeTruthy();

    const kyouth = list("kyouth-2025");
    const items = within(await screen.findByRole("list", { name: `Courses in ${kyouth.title}` })).getAllByRole("listitem");
    expect(items).toHaveLength(kyouth.courseIds.length);
    const first = courseById(kyouth.courseIds[0]!)!;
    expect(within(items[0]!).getByRole("link", { name: first.title }).getAttribute("href")).toBe(`/courses/${first.id}`);

    // Google Career Certificates 2025 lists only hidden placeholders.
    const google = list("google-career-2025");
    const placeholder = within(screen.getByRole("list", { name: `Courses in ${google.title}` })).getAllByRole("listitem")[0]!;
    expect(within(placeholder).getByText(courseById(google.courseIds[0]!)!.title)).toBeTruthy();
    expect(within(placeholder).getByText("Coming soon")).toBeTruthy();
    expect(within(placeholder).queryByRole("link")).toBeNull();
    await waitFor(() => expect(document.title).toBe("Programmes · TalentForge"));
  });
});
