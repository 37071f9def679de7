import { describe, expect, it } from "vitest";
import axe from "axe-core";
import { fireEvent, screen, within } from "@testing-library/react";
import { renderApp } from "../../../test/renderApp";
import { courseAdmin, loginAs, mei } from "../../../test/session";
import { mockClassroomState } from "../mocks";
import { courseById } from "../../catalogue/mocks";

/** A seeded course's title. */
const courseTitle = (id: string) => courseById(id)!.title;

async function axeViolations(): Promise<string[]> {
  const results = await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } });
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

describe("/courses/admin/classes", () => {
  it("lists the classes with course, dates, students and whether learners may join", async () => {
    loginAs(courseAdmin);
    renderApp("/courses/admin/classes");
    expect(await screen.findByRole("heading", { level: 1, name: "Classes" })).toBeTruthy();
    const table = await screen.findByRole("table", { name: "Classes" });
    const link = await within(table).findByRole("link", { name: "M1 JavaScript open class 2026" });
    expect(link.getAttribute("href")).toBe("/courses/admin/classes/m1js-open-2026");
    const row = link.closest("tr")!;
    expect(within(row).getByText(courseTitle("m1js"))).toBeTruthy();
    expect(within(row).getByText("2")).toBeTruthy();
    expect(within(row).getByText("Yes")).toBeTruthy();
    const sql = within(table).getByRole("link", { name: "M1 SQL May 2026" }).closest("tr")!;
    expect(within(sql).getByText("No")).toBeTruthy();
  });

  it("creating a class with a taken slug shows the error on the slug; a free slug creates it", async () => {
    loginAs(courseAdmin);
    const { user } = renderApp("/courses/admin/classes");
    const form = (await screen.findByRole("heading", { level: 2, name: "New class" })).closest("section")!;
    const course = within(form).getByRole("combobox", { name: /^Course/ });
    await user.click(course);
    await user.type(course, "Pyth");
    await user.click(await screen.findByRole("option", { name: courseTitle("m1py") }));
    fireEvent.change(within(form).getByRole("textbox", { name: /^Title/ }), { target: { value: "M1 Python January 2027" } });
    fireEvent.change(within(form).getByRole("textbox", { name: /^Slug/ }), { target: { value: "m1js-open-2026" } });
    fireEvent.change(within(form).getByLabelText(/^Starts on/), { target: { value: "2027-01-04" } });
    fireEvent.change(within(form).getByLabelText(/^Ends on/), { target: { value: "2027-03-31" } });
    await user.click(within(form).getByRole("switch", { name: /Learners may join/ }));
    await user.click(within(form).getByRole("button", { name: "Create class" }));
    expect(await within(form).findByText("This slug is taken")).toBeTruthy();
    expect(within(form).getByRole("alert").textContent).toContain("The slug m1js-open-2026 is taken.");
    expect(mockClassroomState().classes).toHaveLength(3);

    fireEvent.change(within(form).getByRole("textbox", { name: /^Slug/ }), { target: { value: "m1py-2027-01" } });
    await user.click(within(form).getByRole("button", { name: "Create class" }));
    expect(await within(form).findByText("Created the class M1 Python January 2027.")).toBeTruthy();
    expect(mockClassroomState().classes.find((c) => c.slug === "m1py-2027-01")).toMatchObject({
      courseId: "m1py",
      title: "M1 Python January 2027",
      startsOn: "2027-01-04",
      endsOn: "2027-03-31",
      joinOpen: true,
      programmeId: null,
    });
    const table = screen.getByRole("table", { name: "Classes" });
    expect((await within(table).findByRole("link", { name: "M1 Python January 2027" })).getAttribute("href")).toBe(
      "/courses/admin/classes/m1py-2027-01",
    );
  });

  it("has no serious accessibility violations", async () => {
    loginAs(courseAdmin);
    renderApp("/courses/admin/classes");
    await screen.findByRole("link", { name: "M1 SQL May 2026" });
    expect(await axeViolations()).toEqual([]);
  });

  it("a student sees the not-allowed state", async () => {
    loginAs(mei);
    renderApp("/courses/admin/classes");
    expect((await screen.findByRole("alert")).textContent).toContain("Course admins only");
    expect(screen.queryByRole("button", { name: "Create class" })).toBeNull();
  });
});
