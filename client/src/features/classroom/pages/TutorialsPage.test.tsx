import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import axe from "axe-core";
import { fireEvent, screen, within } from "@testing-library/react";
import { renderApp } from "../../../test/renderApp";
import { courseAdmin, loginAs, mei } from "../../../test/session";
import { mockClassroomState } from "../mocks";

const URL = "/classroom/fcda-2026-10/tutorials";
const TAI_MAN = "3f0e2a55-0000-4c1d-9a7b-000000000001";
const KA_YAN = "3f0e2a55-0000-4c1d-9a7b-000000000002";

async function axeViolations(): Promise<string[]> {
  const results = await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } });
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

const card = async (title: string) => (await screen.findByRole("heading", { level: 3, name: title })).closest("article")!;

// The seeded tutorials: two held (Oct, Nov 2026), two after 2026-12-01. Only Date is faked (timers stay real).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-21T12:00:00Z"));
});
afterEach(() => vi.useRealTimers());

describe("/classroom/:slug/tutorials", () => {
  it("lists tutorials; an upcoming one says attendance opens later; taking attendance on a held one saves it", async () => {
    loginAs(courseAdmin);
    const { user } = renderApp(URL);
    expect(await screen.findByRole("heading", { level: 1, name: "Tutorials and attendance" })).toBeTruthy();

    const upcoming = await card("Dashboard clinic");
    expect(within(upcoming).getByText("Attendance opens when the tutorial starts.")).toBeTruthy();
    expect(within(upcoming).queryByRole("button", { name: "Save attendance" })).toBeNull();

    const held = await card("SQL for analysts, live");
    expect(within(held).getByText(/1 of 2 students present\./)).toBeTruthy();
    const group = within(held).getByRole("group", { name: /Take attendance/ });
    expect(((await within(group).findByRole("checkbox", { name: "Tai Man Chan" })) as HTMLInputElement).checked).toBe(true);
    const kaYan = within(group).getByRole("checkbox", { name: "Ka Yan Wong" }) as HTMLInputElement;
    expect(kaYan.checked).toBe(false);
    await user.click(kaYan);
    await user.click(within(held).getByRole("button", { name: "Save attendance" }));
    expect(await within(held).findByText("Attendance saved: 2 of 2 present.")).toBeTruthy();
    expect(mockClassroomState().tutorials.find((t) => t.title === "SQL for analysts, live")!.attendance).toEqual({
      [TAI_MAN]: true,
      [KA_YAN]: true,
    });
    expect(await within(held).findByText(/2 of 2 students present\./)).toBeTruthy();
  });

  it("schedules a tutorial (with the server's field errors) and takes its attendance once it has started", async () => {
    loginAs(courseAdmin);
    const { user } = renderApp(URL);
    const form = (await screen.findByRole("heading", { level: 2, name: "Schedule a tutorial" })).closest("section")!;
    await user.type(within(form).getByRole("textbox", { name: /Title/ }), "Catch-up session");
    fireEvent.change(within(form).getByLabelText(/Starts at/), { target: { value: "2026-11-20T10:00" } });
    const duration = within(form).getByRole("textbox", { name: /Duration \(minutes\)/ });
    await user.clear(duration);
    await user.type(duration, "10");
    await user.click(within(form).getByRole("button", { name: "Schedule" }));
    expect(await within(form).findByText("From 15 to 480 minutes")).toBeTruthy();

    await user.clear(duration);
    await user.type(duration, "45");
    await user.click(within(form).getByRole("button", { name: "Schedule" }));
    expect(await within(form).findByText("Scheduled Catch-up session.")).toBeTruthy();
    const stored = mockClassroomState().tutorials.find((t) => t.title === "Catch-up session")!;
    expect(stored).toMatchObject({ durationMinutes: 45, startsAt: new Date("2026-11-20T10:00").toISOString(), attendance: null });

    const added = await card("Catch-up session");
    expect(within(added).getByText("Attendance not taken")).toBeTruthy();
    await user.click(await within(added).findByRole("checkbox", { name: "Ka Yan Wong" }));
    await user.click(within(added).getByRole("button", { name: "Save attendance" }));
    expect(await within(added).findByText("Attendance saved: 1 of 2 present.")).toBeTruthy();
    expect(mockClassroomState().tutorials.find((t) => t.title === "Catch-up session")!.attendance).toEqual({
      [TAI_MAN]: false,
      [KA_YAN]: true,
    });
  });

  it("has no serious accessibility violations", async () => {
    loginAs(courseAdmin);
    renderApp(URL);
    await card("Dashboard clinic");
    await screen.findAllByRole("checkbox", { name: "Ka Yan Wong" });
    expect(await axeViolations()).toEqual([]);
  });

  it("a student sees a not-allowed state, not a crash", async () => {
    loginAs(mei);
    renderApp("/classroom/m1js-open-2026/tutorials");
    expect((await screen.findByRole("alert")).textContent).toContain("Instructors only");
    expect(screen.queryByRole("button", { name: "Schedule" })).toBeNull();
  });
});
