import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { currentParams, renderApp } from "../../../test/renderApp";
import { courseById, courseResolvers, hiddenCourses } from "../mocks";

const section = (name: string) => screen.getByRole("region", { name });

describe("/courses/:id", () => {
  it("renders every section of the course page", async () => {
    // The seed's Certified Associate in Data Analytics: an overview with markup, instructors, graduates and FAQs.
    const cada = courseById("cada")!;
    const [instructor] = courseResolvers.instructors(cada);
    const [graduate] = courseResolvers.graduates(cada);
    const [faq] = courseResolvers.faqs(cada);
    const [role] = courseResolvers.careerRoles(cada);
    const { user } = renderApp("/courses/cada");
    expect(await screen.findByRole("heading", { level: 1, name: cada.title })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(`${cada.title} · TalentForge`));

    // Header facts.
    for (const text of [cada.provider.label, cada.timeline, cada.delivery, cada.medium])
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    expect(screen.getAllByText(cada.category!.title).length).toBeGreaterThan(0);
    expect(screen.getAllByText(cada.level!).length).toBeGreaterThan(0);

    // Overview: server-sanitized HTML rendered as markup.
    expect(within(section(cada.overview!.title)).getByText("data analysts").tagName).toBe("STRONG");
    expect(within(section("What you will be able to do")).getAllByRole("listitem")).toHaveLength(cada.outcomes.length);
    expect(within(section("Tools you will use")).getByText("SQL")).toBeTruthy();

    // Modules accordion with outcomes.
    const modules = section("Modules");
    await user.click(within(modules).getByRole("button", { name: cada.modules[0]!.title }));
    expect(await within(modules).findByText(cada.modules[0]!.outcomes[0]!)).toBeTruthy();

    expect(within(section("Projects")).getByText(cada.projects[0]!)).toBeTruthy();
    expect(within(section("Instructors")).getByRole("heading", { level: 3, name: instructor!.name })).toBeTruthy();
    expect(within(section("What graduates say")).getByText(`${graduate!.name}, now at ${graduate!.employer}`)).toBeTruthy();

    const faqs = section("Frequently asked questions");
    await user.click(within(faqs).getByRole("button", { name: faq!.question }));
    expect(await within(faqs).findByText(/Career changers and graduates/)).toBeTruthy();

    const roleLink = within(section("Career roles")).getByRole("link", { name: role!.title });
    expect(roleLink.getAttribute("href")).toBe(`/courses?role=${role!.id}&page=1`);
    for (const code of courseResolvers.programmeCodes(cada))
      expect(within(section("Part of these programmes")).getByText(code)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Open the calculator" }).getAttribute("href")).toBe("/courses/financing");

    await user.click(roleLink);
    await waitFor(() => expect(currentParams()).toMatchObject({ role: role!.id, page: "1" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Courses" })).toBeTruthy();
  });

  it("says how a self-paced course is taught the same way in its timeline and its delivery", async () => {
    renderApp("/courses/m1py");
    expect(await screen.findByRole("heading", { level: 1, name: "M1 Python" })).toBeTruthy();
    const facts = Object.fromEntries(
      [...screen.getByRole("main").querySelectorAll("dt")].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
    );
    expect(facts).toMatchObject({ Duration: "2 months, self-paced", Delivery: "Self-paced" });
  });

  it("shows a 404 state for an unknown course", async () => {
    renderApp("/courses/no-such-course");
    expect(await screen.findByRole("heading", { level: 1, name: "Course not found" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to the courses" }).getAttribute("href")).toBe("/courses?page=1");
  });

  it("does not show hidden placeholders to visitors", async () => {
    renderApp(`/courses/${hiddenCourses[0]!.id}`);
    expect(await screen.findByRole("heading", { level: 1, name: "Course not found" })).toBeTruthy();
  });
});
