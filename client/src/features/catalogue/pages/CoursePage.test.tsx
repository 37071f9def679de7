import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { currentParams, renderApp } from "../../../test/renderApp";

const section = (name: string) => screen.getByRole("region", { name });

describe("/courses/:id", () => {
  it("renders every section of the course page", async () => {
    const { user } = renderApp("/courses/fcda");
    expect(await screen.findByRole("heading", { level: 1, name: "Foundation Certificate in Data Analytics" })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe("Foundation Certificate in Data Analytics · TalentForge"));

    // Header facts.
    for (const text of ["TalentForge Academy", "2 - 4 months", "Instructor-led", "Online"])
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    expect(screen.getAllByText("Foundation Certificate").length).toBeGreaterThan(0);
    expect(screen.getAllByText("Beginner").length).toBeGreaterThan(0);

    // Overview: server-sanitized HTML rendered as markup.
    expect(within(section("About this course")).getByText("live tutorials").tagName).toBe("STRONG");
    expect(within(section("What you will be able to do")).getAllByRole("listitem")).toHaveLength(3);
    expect(within(section("Tools you will use")).getByText("SQL")).toBeTruthy();

    // Modules accordion with outcomes.
    const modules = section("Modules");
    await user.click(within(modules).getByRole("button", { name: "Module 1: Getting started" }));
    expect(await within(modules).findByText("Getting started for Foundation Certificate in Data Analytics")).toBeTruthy();

    expect(within(section("Projects")).getByText("Capstone: a real brief from a hiring partner")).toBeTruthy();
    expect(within(section("Instructors")).getByRole("heading", { level: 3, name: "Amelia Wong" })).toBeTruthy();
    expect(within(section("What graduates say")).getByText(/Siu Ming Lau, now at Harbour Bank/)).toBeTruthy();

    const faqs = section("Frequently asked questions");
    await user.click(within(faqs).getByRole("button", { name: "Do I need prior experience?" }));
    expect((await within(faqs).findByText("about 10 hours a week")).tagName).toBe("STRONG");

    const role = within(section("Career roles")).getByRole("link", { name: "Data analytics" });
    expect(role.getAttribute("href")).toBe("/courses?role=data-analytics&page=1");
    expect(within(section("Part of these programmes")).getByText("kyouth-2025")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Open the calculator" }).getAttribute("href")).toBe("/courses/financing");

    await user.click(role);
    await waitFor(() => expect(currentParams()).toMatchObject({ role: "data-analytics", page: "1" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Courses" })).toBeTruthy();
  });

  it("shows a 404 state for an unknown course", async () => {
    renderApp("/courses/no-such-course");
    expect(await screen.findByRole("heading", { level: 1, name: "Course not found" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to the courses" }).getAttribute("href")).toBe("/courses?page=1");
  });

  it("does not show hidden placeholders to visitors", async () => {
    renderApp("/courses/fc-ai-placeholder");
    expect(await screen.findByRole("heading", { level: 1, name: "Course not found" })).toBeTruthy();
  });
});
