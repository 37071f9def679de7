import { describe, expect, it } from "vitest";
import axe from "axe-core";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { renderApp } from "../../../test/renderApp";
import { recruiter, courseAdmin, loginAs, mei } from "../../../test/session";
import { CLASS_IDS, mockClassroomState } from "../mocks";

const URL = "/courses/admin/classes/m1js-open-2026";
const TITLE = "M1 JavaScript open class 2026";

async function axeViolations(): Promise<string[]> {
  const results = await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } });
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

const memberOf = (userId: string) => mockClassroomState().members.find((m) => m.classId === CLASS_IDS.m1js && m.userId === userId);

describe("/courses/admin/classes/:slug", () => {
  it("shows the class's form, instructors and students with their progress", async () => {
    loginAs(courseAdmin);
    renderApp(URL);
    expect(await screen.findByRole("heading", { level: 1, name: TITLE })).toBeTruthy();
    expect((screen.getByRole("textbox", { name: /^Slug/ }) as HTMLInputElement).value).toBe("m1js-open-2026");
    expect((screen.getByRole("switch", { name: /Learners may join/ }) as HTMLInputElement).checked).toBe(true);
    const instructors = screen.getByRole("table", { name: "Instructors" });
    expect(within(instructors).getByText("Arjun Nair")).toBeTruthy();
    const students = await screen.findByRole("table", { name: "Students" });
    const row = (await within(students).findByText("Mei Ling Tan")).closest("tr")!;
    expect(within(row).getByText("50% (2 of 4 lessons)")).toBeTruthy();
    expect(within(row).getByRole("progressbar", { name: "Progress of Mei Ling Tan" })).toBeTruthy();
  });

  it("adds a person found by the people search, then removes them after a confirm", async () => {
    loginAs(courseAdmin);
    const { user } = renderApp(URL);
    const section = (await screen.findByRole("heading", { level: 2, name: "Add a person" })).closest("section")!;
    const person = within(section).getByRole("combobox", { name: /^Person/ });
    await user.click(person);
    await user.type(person, "Kelvin");
    await user.click(await screen.findByRole("option", { name: "Kelvin Lee" }));
    await user.click(within(section).getByRole("button", { name: "Add" }));
    expect(await screen.findByText("Added Kelvin Lee as a student.")).toBeTruthy();
    expect(memberOf(recruiter.id)).toMatchObject({ role: "STUDENT" });
    const students = screen.getByRole("table", { name: "Students" });
    expect(await within(students).findByText("Kelvin Lee")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Students (3)" })).toBeTruthy();

    // Adding them again is refused by the server, and said so.
    await user.click(within(section).getByRole("button", { name: "Add" }));
    expect(await within(section).findByText("This person is already a member of the class.")).toBeTruthy();

    await user.click(within(students).getByRole("button", { name: "Remove Kelvin Lee" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove from the class?" });
    expect(within(dialog).getByText(`Remove Kelvin Lee from ${TITLE}? Their progress is kept.`)).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Remove" }));
    expect(await screen.findByText(`Removed Kelvin Lee from ${TITLE}.`)).toBeTruthy();
    await waitFor(() => expect(within(screen.getByRole("table", { name: "Students" })).queryByText("Kelvin Lee")).toBeNull());
    expect(memberOf(recruiter.id)).toBeUndefined();
  });

  it("saves the edit form; an end before the start is refused on the field", async () => {
    loginAs(courseAdmin);
    const { user } = renderApp(URL);
    const form = (await screen.findByRole("heading", { level: 2, name: "Class details" })).closest("section")!;
    fireEvent.change(within(form).getByLabelText(/^Ends on/), { target: { value: "2026-01-01" } });
    await user.click(within(form).getByRole("button", { name: "Save changes" }));
    expect(await within(form).findByText("The last day cannot be before the first.")).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(/^Ends on/), { target: { value: "2027-07-31" } });
    fireEvent.change(within(form).getByRole("textbox", { name: /^Title/ }), { target: { value: "M1 JavaScript open class 2026–27" } });
    await user.click(within(form).getByRole("button", { name: "Save changes" }));
    expect(await within(form).findByText("Saved M1 JavaScript open class 2026–27.")).toBeTruthy();
    expect(mockClassroomState().classes.find((c) => c.id === CLASS_IDS.m1js)).toMatchObject({
      title: "M1 JavaScript open class 2026–27",
      endsOn: "2027-07-31",
    });
  });

  it("has no serious accessibility violations", async () => {
    loginAs(courseAdmin);
    renderApp(URL);
    await screen.findByRole("table", { name: "Students" });
    expect(await axeViolations()).toEqual([]);
  });

  it("a student sees the not-allowed state; an unknown class a not-found state", async () => {
    loginAs(mei);
    const first = renderApp(URL);
    expect((await screen.findByRole("alert")).textContent).toContain("Course admins only");
    first.unmount();
    loginAs(courseAdmin);
    renderApp("/courses/admin/classes/no-such-class");
    expect((await screen.findByRole("alert")).textContent).toContain("There is no class with this address.");
  });
});
