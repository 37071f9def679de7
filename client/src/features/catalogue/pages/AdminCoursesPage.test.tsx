import { beforeEach, describe, expect, it } from "vitest";
import axe from "axe-core";
import { screen, waitFor, within } from "@testing-library/react";
import { renderApp } from "../../../test/renderApp";
import { courseAdmin, loginAs, mei } from "../../../test/session";
import { allCourses, courseAdminCourseFields, courseById, hiddenCourses, resetMockCourseAdmin } from "../mocks";

// Seeded courses: a featured one, one not featured, and a hidden placeholder without content.
const fcse = courseById("fcse")!;
const FCSE = fcse.title;
const PYTHON = courseById("m1py")!.title;
const placeholder = hiddenCourses[0]!;
const PLACEHOLDER = placeholder.title;
const stored = (id: string) => ({
  hidden: courseAdminCourseFields.hidden(courseById(id)!),
  feature: courseAdminCourseFields.feature(courseById(id)!),
});

/** Serious or critical axe violations on the page (color-contrast needs real layout). */
async function axeViolations(): Promise<string[]> {
  const results = await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } });
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

beforeEach(() => resetMockCourseAdmin());

describe("/courses/admin/courses", () => {
  it("lists every course, hidden placeholders included, with category, provider and an edit link", async () => {
    loginAs(courseAdmin);
    renderApp("/courses/admin/courses");
    expect(await screen.findByRole("heading", { level: 1, name: "Manage courses" })).toBeTruthy();
    const table = await screen.findByRole("table", { name: "All courses" });
    // Header + every seeded course, hidden placeholders included.
    expect(within(table).getAllByRole("row")).toHaveLength(allCourses.length + 1);

    const row = within(table).getByRole("link", { name: FCSE }).closest("tr")!;
    expect(within(row).getByRole("link", { name: FCSE }).getAttribute("href")).toBe("/courses/fcse");
    expect(within(row).getByText("Foundation Certificate")).toBeTruthy();
    expect(within(row).getByText(fcse.provider.label)).toBeTruthy();
    expect(
      within(row)
        .getByRole("link", { name: `Edit ${FCSE}` })
        .getAttribute("href"),
    ).toBe("/courses/admin/courses/fcse/edit");
    expect((within(row).getByRole("switch", { name: `Featured: ${FCSE}` }) as HTMLInputElement).checked).toBe(true);
    expect((within(row).getByRole("switch", { name: `Hidden: ${FCSE}` }) as HTMLInputElement).checked).toBe(false);

    const hiddenRow = within(table).getByRole("link", { name: PLACEHOLDER }).closest("tr")!;
    expect(within(hiddenRow).getByText("Hidden")).toBeTruthy();
    expect((within(hiddenRow).getByRole("switch", { name: `Hidden: ${PLACEHOLDER}` }) as HTMLInputElement).checked).toBe(true);
    // A hidden course cannot be featured.
    expect((within(hiddenRow).getByRole("switch", { name: `Featured: ${PLACEHOLDER}` }) as HTMLInputElement).disabled).toBe(true);
  });

  it("hiding a featured course unfeatures it; showing it again keeps it unfeatured; featuring works", async () => {
    loginAs(courseAdmin);
    const { user } = renderApp("/courses/admin/courses");
    const hidden = await screen.findByRole("switch", { name: `Hidden: ${FCSE}` });
    await user.click(hidden);
    expect(await screen.findByText(`${FCSE} is now hidden from the catalogue.`)).toBeTruthy();
    await waitFor(() => expect((screen.getByRole("switch", { name: `Hidden: ${FCSE}` }) as HTMLInputElement).checked).toBe(true));
    const featured = screen.getByRole("switch", { name: `Featured: ${FCSE}` }) as HTMLInputElement;
    expect(featured.checked).toBe(false);
    expect(featured.disabled).toBe(true);
    expect(stored("fcse")).toEqual({ hidden: true, feature: false });

    await user.click(screen.getByRole("switch", { name: `Hidden: ${FCSE}` }));
    expect(await screen.findByText(`${FCSE} is now shown in the catalogue.`)).toBeTruthy();
    expect(stored("fcse")).toEqual({ hidden: false, feature: false });

    await waitFor(() => expect((screen.getByRole("switch", { name: `Featured: ${PYTHON}` }) as HTMLInputElement).disabled).toBe(false));
    await user.click(screen.getByRole("switch", { name: `Featured: ${PYTHON}` }));
    expect(await screen.findByText(`${PYTHON} is now featured.`)).toBeTruthy();
    expect(stored("m1py")).toEqual({ hidden: false, feature: true });
  });

  it("says why an empty placeholder cannot be shown, and changes nothing", async () => {
    loginAs(courseAdmin);
    const { user } = renderApp("/courses/admin/courses");
    await user.click(await screen.findByRole("switch", { name: `Hidden: ${PLACEHOLDER}` }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(`${PLACEHOLDER} cannot be shown yet: give it a description and at least one module first.`);
    expect((screen.getByRole("switch", { name: `Hidden: ${PLACEHOLDER}` }) as HTMLInputElement).checked).toBe(true);
    expect(stored(placeholder.id)).toEqual({ hidden: true, feature: false });
  });

  it("has no serious accessibility violations", async () => {
    loginAs(courseAdmin);
    renderApp("/courses/admin/courses");
    await screen.findByRole("table", { name: "All courses" });
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(await axeViolations()).toEqual([]);
  });

  it("shows a not-allowed state to other people", async () => {
    loginAs(mei);
    renderApp("/courses/admin/courses");
    expect(await screen.findByRole("heading", { level: 1, name: "Manage courses" })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toContain("Only course administrators can manage courses.");
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.queryByRole("link", { name: "Manage courses" })).toBeNull();
  });
});
