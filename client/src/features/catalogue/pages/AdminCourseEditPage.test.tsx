import { beforeEach, describe, expect, it } from "vitest";
import axe from "axe-core";
import { screen, waitFor, within } from "@testing-library/react";
import { location, renderApp } from "../../../test/renderApp";
import { courseAdmin, loginAs, mei } from "../../../test/session";
import { courseAdminCourseFields, courseById, resetMockCourseAdmin } from "../mocks";

/** The seeded Foundation Certificate in Software Engineering, as the form opens it. */
const fcse = courseById("fcse")!;
const FCSE = fcse.title;
const field = <K extends keyof typeof courseAdminCourseFields>(id: string, key: K) =>
  courseAdminCourseFields[key](courseById(id)!) as ReturnType<(typeof courseAdminCourseFields)[K]>;

/** The error messages an input points at with aria-describedby. */
function describedMessages(input: HTMLElement): string[] {
  return (input.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .filter(Boolean);
}

/** Serious or critical axe violations on the page (color-contrast needs real layout). */
async function axeViolations(): Promise<string[]> {
  const results = await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } });
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

beforeEach(() => resetMockCourseAdmin());

describe("/courses/admin/courses/:id/edit", () => {
  it("shows every field filled in, edits the lists and saves", async () => {
    loginAs(courseAdmin);
    const { user } = renderApp("/courses/admin/courses/fcse/edit");
    expect(await screen.findByRole("heading", { level: 1, name: "Edit course" })).toBeTruthy();
    const title = (await screen.findByLabelText(/^Title/)) as HTMLInputElement;
    expect(title.value).toBe(FCSE);
    expect((screen.getByLabelText("Short description") as HTMLTextAreaElement).value).toBe(fcse.description);
    expect((screen.getByLabelText("Timeline") as HTMLInputElement).value).toBe(fcse.timeline);
    expect((screen.getByRole("combobox", { name: /^Delivery/ }) as HTMLInputElement).value).toBe("Instructor-led");
    expect((screen.getByRole("combobox", { name: /^Medium/ }) as HTMLInputElement).value).toBe("Online");
    expect((screen.getByLabelText("Show an overview block") as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText("Overview text") as HTMLTextAreaElement).value).toBe(fcse.overview!.paragraph);
    expect(screen.getAllByLabelText(/^Outcome \d$/)).toHaveLength(4);
    expect(screen.getAllByRole("region", { name: /^Module \d$/ })).toHaveLength(5);
    expect(screen.getAllByLabelText(/^Project \d$/)).toHaveLength(2);

    await user.clear(title);
    await user.type(title, "  Software Engineering Foundations ");
    await user.click(screen.getByRole("button", { name: "Add an outcome" }));
    await user.type(screen.getByLabelText("Outcome 5"), "Deploy a web app");
    await user.click(screen.getByRole("button", { name: "Remove project 1" }));
    await user.click(screen.getByRole("button", { name: "Remove module 5" }));
    await user.click(screen.getByRole("button", { name: "Add a module" }));
    await user.type(screen.getByLabelText(/^Module 5 title/), "Capstone");
    await user.click(screen.getByRole("button", { name: "Add an outcome to module 5" }));
    await user.type(screen.getByLabelText("Module 5 outcome 1"), "Ship it");
    await user.click(screen.getByRole("button", { name: "Remove module 1 outcome 2" }));
    await user.click(screen.getByRole("button", { name: "Save course" }));

    expect(await screen.findByText("Software Engineering Foundations saved.")).toBeTruthy();
    expect(field("fcse", "title")).toBe("Software Engineering Foundations");
    expect(field("fcse", "outcomes")).toEqual([...fcse.outcomes, "Deploy a web app"]);
    expect(field("fcse", "projects")).toEqual(fcse.projects.slice(1));
    const modules = field("fcse", "modules");
    expect(modules.map((m) => m.title)).toEqual([...fcse.modules.slice(0, 4).map((m) => m.title), "Capstone"]);
    expect(modules[0]!.outcomes).toEqual(fcse.modules[0]!.outcomes.slice(0, 1));
    expect(modules[4]!.outcomes).toEqual(["Ship it"]);
  });

  it("clears the level and the overview, and picks the delivery and medium from their lists", async () => {
    loginAs(courseAdmin);
    const { user } = renderApp("/courses/admin/courses/fcse/edit");
    await user.click(await screen.findByLabelText("Show an overview block"));
    expect(screen.queryByLabelText("Overview text")).toBeNull();
    await user.click(screen.getByRole("combobox", { name: "Level" }));
    await user.click(await screen.findByRole("option", { name: "No level" }));
    await user.click(screen.getByRole("combobox", { name: /^Delivery/ }));
    expect((await screen.findAllByRole("option")).map((o) => o.textContent)).toEqual(["Instructor-led", "Self-paced", "Blended"]);
    await user.click(screen.getByRole("option", { name: "Self-paced" }));
    await user.click(screen.getByRole("combobox", { name: /^Medium/ }));
    await user.click(await screen.findByRole("option", { name: "In person" }));
    await user.click(screen.getByRole("button", { name: "Save course" }));
    expect(await screen.findByRole("status")).toBeTruthy();
    expect(field("fcse", "overview")).toBeNull();
    expect(field("fcse", "level")).toBeNull();
    expect([field("fcse", "delivery"), field("fcse", "medium")]).toEqual(["Self-paced", "In person"]);
  });

  it("checks required fields before sending", async () => {
    loginAs(courseAdmin);
    const { user } = renderApp("/courses/admin/courses/fcse/edit");
    await user.click(await screen.findByRole("button", { name: "Add a module" }));
    await user.click(screen.getByRole("button", { name: "Save course" }));
    const moduleTitle = screen.getByLabelText(/^Module 6 title/);
    await waitFor(() => expect(moduleTitle.getAttribute("aria-invalid")).toBe("true"));
    expect(describedMessages(moduleTitle)).toContain("This field is required.");
    expect(field("fcse", "modules")).toEqual(fcse.modules);
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("shows the server's per-field errors when a shown course would lose its description and modules", async () => {
    loginAs(courseAdmin);
    const { user } = renderApp("/courses/admin/courses/fcse/edit");
    const description = await screen.findByLabelText("Short description");
    await user.clear(description);
    for (const n of [5, 4, 3, 2, 1]) await user.click(screen.getByRole("button", { name: `Remove module ${n}` }));
    await user.click(screen.getByRole("button", { name: "Save course" }));

    await waitFor(() => expect(description.getAttribute("aria-invalid")).toBe("true"));
    expect(describedMessages(description)).toContain("A shown course needs a description.");
    expect(screen.getByText("A shown course needs at least one module.")).toBeTruthy();
    expect(within(screen.getByRole("alert")).getByText("Some fields need attention. See the messages next to them.")).toBeTruthy();
    expect(field("fcse", "modules")).toEqual(fcse.modules);
    expect(field("fcse", "description")).toBe(fcse.description);
  });

  it("cancel goes back to the list", async () => {
    loginAs(courseAdmin);
    const { user } = renderApp("/courses/admin/courses/fcse/edit");
    await user.click(await screen.findByRole("link", { name: "Cancel" }));
    expect(await screen.findByRole("table", { name: "All courses" })).toBeTruthy();
    expect(location.current.pathname).toBe("/courses/admin/courses");
  });

  it("says when the course does not exist", async () => {
    loginAs(courseAdmin);
    renderApp("/courses/admin/courses/nope/edit");
    expect(await screen.findByText("This course does not exist. It may have been removed.")).toBeTruthy();
  });

  it("has no serious accessibility violations", async () => {
    loginAs(courseAdmin);
    renderApp("/courses/admin/courses/fcse/edit");
    await screen.findByLabelText(/^Title/);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(await axeViolations()).toEqual([]);
  });

  it("shows a not-allowed state to other people", async () => {
    loginAs(mei);
    renderApp("/courses/admin/courses/fcse/edit");
    expect(await screen.findByRole("heading", { level: 1, name: "Edit course" })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toContain("Only course administrators can manage courses.");
    expect(screen.queryByLabelText(/^Title/)).toBeNull();
  });
});
