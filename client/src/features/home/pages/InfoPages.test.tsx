/** The public information pages: teaching with us, career services and the two ways to study. */
import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { FAQS } from "@server/courses/modules/content/seed-data";
import { FAQ_TRANSLATIONS } from "@server/courses/modules/content/translations-seed-data";
import { PORTFOLIO_PROJECT_TARGET } from "@server/talent/modules/careers/rules/limits";
import { INTERVIEW_PREP_TARGET_HOURS } from "@server/talent/modules/interviews/rules/limits";
import { renderApp } from "../../../test/renderApp";
import i18n from "../../../i18n";

describe("/teach", () => {
  it("revenue share, no teaching experience, support handled, the two pay models and the instructor FAQs", async () => {
    renderApp("/teach");
    expect(await screen.findByRole("heading", { level: 1, name: "Teach with us" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 3, name: "A share of the revenue" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 3, name: "No teaching experience needed" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 3, name: "We handle support, mentoring and grading" })).toBeTruthy();
    const models = screen.getByRole("heading", { level: 2, name: "Two ways to be paid" }).closest("section")!;
    expect(within(models).getAllByRole("listitem")).toHaveLength(2);
    const questions = FAQS.filter((f) => f.type === "instructor").map((f) => f.question);
    for (const q of questions) expect(await screen.findByRole("button", { name: q })).toBeTruthy();
  });
  it("the FAQs in the interface language", async () => {
    await i18n.changeLanguage("zh-Hans");
    renderApp("/teach");
    expect(await screen.findByRole("heading", { level: 1, name: "成为导师" })).toBeTruthy();
    expect(await screen.findByRole("button", { name: FAQ_TRANSLATIONS["zh-Hans"].instructor[0]![0] })).toBeTruthy();
  });
});

describe("/career-services", () => {
  it("the five services and the server's own targets", async () => {
    renderApp("/career-services");
    expect(await screen.findByRole("heading", { level: 1, name: "Career services" })).toBeTruthy();
    const services = screen.getByRole("heading", { level: 2, name: "What is included" }).closest("section")!;
    expect(
      within(services)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Resume reviews", "Portfolio reviews", "Mock interviews", "Mentors", "A career coach"]);
    expect(screen.getByText(`At least ${PORTFOLIO_PROJECT_TARGET} portfolio projects`)).toBeTruthy();
    expect(screen.getByText(`${INTERVIEW_PREP_TARGET_HOURS}+ hours of interview preparation`)).toBeTruthy();
  });
  it("in Traditional Chinese", async () => {
    await i18n.changeLanguage("zh-Hant");
    renderApp("/career-services");
    expect(await screen.findByRole("heading", { level: 1, name: "職涯服務" })).toBeTruthy();
    expect(screen.getByText(`最少 ${PORTFOLIO_PROJECT_TARGET} 個作品集項目`)).toBeTruthy();
  });
});

describe("/study-options", () => {
  it("self-paced and sponsored side by side, each leading to its list", async () => {
    renderApp("/study-options");
    expect(await screen.findByRole("heading", { level: 1, name: "Self-paced or sponsored study" })).toBeTruthy();
    const selfPaced = screen.getByRole("region", { name: "Self-paced courses" });
    expect(within(selfPaced).getByText("Open to anyone")).toBeTruthy();
    expect(within(selfPaced).getByRole("link", { name: "Browse courses" }).getAttribute("href")).toBe("/courses?page=1");
    const sponsored = screen.getByRole("region", { name: "Sponsored programmes" });
    expect(within(sponsored).getByText("Lasting 3 to 9 months")).toBeTruthy();
    expect(within(sponsored).getByRole("link", { name: "Find programmes" }).getAttribute("href")).toBe(
      "/programmes/student/find-programmes",
    );
  });
});
