import { describe, expect, it } from "vitest";
import axe from "axe-core";
import { screen, waitFor, within } from "@testing-library/react";
import { renderApp } from "../../../test/renderApp";
import { courseAdmin, loginAs, mei } from "../../../test/session";
import { mockClassroomState } from "../mocks";

const URL = "/classroom/m1js-open-2026/grading";

async function axeViolations(): Promise<string[]> {
  const results = await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } });
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

describe("/classroom/:slug/grading", () => {
  it("shows waiting work with its link; a bad mark shows the field error; a saved mark takes it off the queue", async () => {
    loginAs(courseAdmin);
    const { user } = renderApp(URL);
    expect(await screen.findByRole("heading", { level: 1, name: "Grading queue" })).toBeTruthy();
    const card = (await screen.findByRole("heading", { level: 2, name: "Build a to-do list" })).closest("article")!;
    expect(within(card).getByText("Mei Ling Tan")).toBeTruthy();
    expect(within(card).getByText(/localStorage; items can be added/)).toBeTruthy();
    const link = within(card).getByRole("link", { name: "https://github.com/mei-chan/todo-list" });
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    expect(link.getAttribute("target")).toBe("_blank");

    await user.type(within(card).getByRole("textbox", { name: /Mark \(out of 100\)/ }), "150");
    await user.type(within(card).getByRole("textbox", { name: /Feedback/ }), "Nice work.");
    await user.click(within(card).getByRole("button", { name: "Save mark" }));
    expect(await within(card).findByText("A whole number from 0 to 100")).toBeTruthy();
    expect(mockClassroomState().submissions.find((s) => s.lessonId === "m1js-3-1")!.status).toBe("SUBMITTED");

    const mark = within(card).getByRole("textbox", { name: /Mark \(out of 100\)/ });
    await user.clear(mark);
    await user.type(mark, "80");
    await user.click(within(card).getByRole("button", { name: "Save mark" }));
    expect(await screen.findByText("Marked Mei Ling Tan's Build a to-do list: 80/100.")).toBeTruthy();
    expect(await screen.findByText("Nothing is waiting for marking.")).toBeTruthy();
    expect(screen.queryByRole("heading", { level: 2, name: "Build a to-do list" })).toBeNull();
    expect(mockClassroomState().submissions.find((s) => s.lessonId === "m1js-3-1")).toMatchObject({
      status: "MARKED",
      mark: 80,
      feedback: "Nice work.",
    });

    // The marked ones, on request.
    await user.click(screen.getByRole("radio", { name: "Marked" }));
    const marked = (await screen.findByRole("heading", { level: 2, name: "Build a to-do list" })).closest("article")!;
    expect(within(marked).getByText("80/100")).toBeTruthy();
    expect(within(marked).getByText(/Marked by Siti Rahman/)).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Control flow quiz" })).toBeTruthy();
  });

  it("has no serious accessibility violations", async () => {
    loginAs(courseAdmin);
    renderApp(URL);
    await screen.findByRole("heading", { level: 2, name: "Build a to-do list" });
    expect(await axeViolations()).toEqual([]);
  });

  it("a student of the class sees a not-allowed state, not a crash", async () => {
    loginAs(mei);
    renderApp(URL);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Instructors only");
    expect(screen.queryByRole("button", { name: "Save mark" })).toBeNull();
  });

  it("an unknown class shows a not-found state", async () => {
    loginAs(courseAdmin);
    renderApp("/classroom/no-such-class/grading");
    await waitFor(() => expect(screen.getByRole("alert").textContent).toContain("Class not found"));
  });
});
