import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { renderApp } from "../../../test/renderApp";
import { loginAs, mei } from "../../../test/session";
import { grantDemoAccess, mockClassroomState } from "../mocks";

const lessonUrl = (id: string) => `/classroom/m1js-open-2026/lessons/${id}`;
const row = (lessonId: string) => mockClassroomState().progress.find((p) => p.userId === mei.id && p.lessonId === lessonId);

describe("/classroom/:slug/lessons/:lessonId", () => {
  it("opens a lesson once and marks a video done", async () => {
    loginAs(mei);
    grantDemoAccess();
    const { user } = renderApp(lessonUrl("m1js-1-2"));
    expect(await screen.findByRole("heading", { level: 1, name: "Variables and types" }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText(/Declare values with/)).toBeTruthy();
    await waitFor(() => expect(row("m1js-1-2")?.status).toBe("IN_PROGRESS"));
    expect(await screen.findByText("In progress")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Mark as done" }));
    expect(await screen.findByText("Completed")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Mark as done" })).toBeNull();
    expect(row("m1js-1-2")?.status).toBe("COMPLETED");
    expect(screen.getByRole("link", { name: "Previous lesson" }).getAttribute("href")).toBe(lessonUrl("m1js-1-1"));
    expect(screen.getByRole("link", { name: "Next lesson" }).getAttribute("href")).toBe(lessonUrl("m1js-2-1"));
  });

  it("refuses incomplete quiz answers, then grades them and shows the mark", async () => {
    loginAs(mei);
    grantDemoAccess();
    const { user } = renderApp(lessonUrl("m1js-2-1"));
    expect(await screen.findByRole("heading", { level: 1, name: "Control flow quiz" })).toBeTruthy();
    const q1 = screen.getByRole("group", { name: "Which operator compares without type conversion?" });
    await user.click(within(q1).getByRole("radio", { name: "===" }));
    await user.click(screen.getByRole("button", { name: "Submit answers" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Please check the notes below and try again.");
    expect(screen.getAllByText("Answer this question")).toHaveLength(2);

    await user.click(
      within(screen.getByRole("group", { name: "Which loop always runs its body at least once?" })).getByRole("radio", { name: "for" }),
    );
    await user.click(
      within(screen.getByRole("group", { name: "What does `break` do inside a loop?" })).getByRole("radio", { name: "Leaves the loop" }),
    );
    await user.click(screen.getByRole("button", { name: "Submit answers" }));
    expect(await screen.findByRole("status")).toHaveProperty("textContent", "Marked: 67/100 — 2 of 3 correct");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getAllByText("Marked: 67/100").length).toBeGreaterThan(0);
    expect(screen.getByText(/Which loop always runs its body at least once\?: for — incorrect/)).toBeTruthy();
    // The earlier 100 stays the best mark and the lesson stays completed.
    expect(row("m1js-2-1")).toMatchObject({ status: "COMPLETED", bestMark: 100 });
  });

  it("hands in work and shows it waiting for marking", async () => {
    loginAs(mei);
    grantDemoAccess();
    const state = mockClassroomState();
    state.submissions = state.submissions.filter((s) => s.lessonId !== "m1js-3-1");
    const { user } = renderApp(lessonUrl("m1js-3-1"));
    expect(await screen.findByRole("heading", { level: 1, name: "Build a to-do list" })).toBeTruthy();
    await user.type(screen.getByRole("textbox", { name: "Link (optional)" }), "not a link");
    await user.type(screen.getByRole("textbox", { name: /Your work/ }), "A to-do list with localStorage.");
    await user.click(screen.getByRole("button", { name: "Hand in" }));
    expect(await screen.findByText("Enter a full URL starting with https://")).toBeTruthy();

    await user.clear(screen.getByRole("textbox", { name: "Link (optional)" }));
    await user.type(screen.getByRole("textbox", { name: "Link (optional)" }), "https://github.com/mei/todo");
    await user.click(screen.getByRole("button", { name: "Hand in" }));
    const submissions = await screen.findByRole("region", { name: "Your submissions" });
    expect(within(submissions).getByText("Waiting for marking")).toBeTruthy();
    expect(within(submissions).getByText("A to-do list with localStorage.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Hand in" })).toHaveProperty("disabled", true);
  });

  it("does not serve the lesson to a student without active access", async () => {
    loginAs(mei);
    renderApp(lessonUrl("m1js-1-2"));
    expect(await screen.findByRole("heading", { level: 1, name: "Variables and types" })).toBeTruthy();
    expect(screen.getByText(/Your access to this course is not active/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Mark as done" })).toBeNull();
    expect(screen.queryByText(/Declare values with/)).toBeNull();
  });
});
