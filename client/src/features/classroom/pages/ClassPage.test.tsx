import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { renderApp } from "../../../test/renderApp";
import { instructor, loginAs, mei } from "../../../test/session";
import { grantDemoAccess } from "../mocks";

describe("/classroom and /classroom/:slug", () => {
  it("lists the learner's classes by title", async () => {
    loginAs(mei);
    renderApp("/classroom");
    expect(await screen.findByRole("link", { name: "M1 JavaScript open class 2026" }, { timeout: 5000 })).toHaveProperty(
      "pathname",
      "/classroom/m1js-open-2026",
    );
    expect(screen.getByRole("link", { name: "M1 SQL May 2026" })).toBeTruthy();
  });

  it("shows the course progress, lesson statuses and where to continue", async () => {
    loginAs(mei);
    grantDemoAccess();
    renderApp("/classroom/m1js-open-2026");
    expect(await screen.findByRole("heading", { level: 1, name: "M1 JavaScript open class 2026" })).toBeTruthy();
    const bar = screen.getByRole("progressbar", { name: "Course progress" });
    expect(bar.getAttribute("aria-valuenow")).toBe("50");
    expect(screen.getByText("2 of 4 lessons · 50%")).toBeTruthy();
    const continueLink = screen.getByRole("link", { name: "Continue: Build a to-do list" });
    expect(continueLink.getAttribute("href")).toBe("/classroom/m1js-open-2026/lessons/m1js-3-1");
    const reading = screen.getByRole("link", { name: "Running JavaScript in the browser" }).closest("li")!;
    expect(within(reading).getByText("Completed")).toBeTruthy();
    const video = screen.getByRole("link", { name: "Variables and types" }).closest("li")!;
    expect(within(video).getByText("Not started")).toBeTruthy();
    const project = screen.getByRole("link", { name: "Build a to-do list" }).closest("li")!;
    expect(within(project).getByText("In progress")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Grading queue" })).toBeNull();
  });

  it("shows the completed course with its certificate", async () => {
    loginAs(mei);
    renderApp("/classroom/m1sql-2026-05");
    expect(await screen.findByText("Course completed")).toBeTruthy();
    expect(screen.getByRole("link", { name: "View certificate" }).getAttribute("href")).toBe("/certificates/DEMSQL2K6M-m1-sql");
  });

  it("gives instructors the grading and tutorial links, and fc classes the tutorials", async () => {
    loginAs(instructor);
    renderApp("/classroom/fcda-2026-10");
    expect(await screen.findByRole("heading", { level: 1, name: /Data Analytics October 2026/ })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Grading queue" }).getAttribute("href")).toBe("/classroom/fcda-2026-10/grading");
    expect(screen.getByRole("link", { name: "Tutorials and attendance" }).getAttribute("href")).toBe("/classroom/fcda-2026-10/tutorials");
    expect(screen.getByRole("cell", { name: "Dashboard clinic" })).toBeTruthy();
    expect(screen.queryByRole("progressbar", { name: "Course progress" })).toBeNull();
  });
});
