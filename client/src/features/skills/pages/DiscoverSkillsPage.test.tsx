import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { location, renderApp } from "../../../test/renderApp";
import { instructor, loginAs, mei } from "../../../test/session";
import { courseById } from "../../catalogue/mocks";
import { mockCoursesTeaching } from "../mocks";

const courseTitle = (id: string) => courseById(id)!.title;
/** The gap card whose heading is `title`. */
const gapCard = (title: string) => screen.getByRole("heading", { level: 3, name: title }).closest("li")!;
const hrefs = (links: HTMLElement[]) => links.map((a) => [a.textContent, a.getAttribute("href")]);

describe("/skills/discover", () => {
  it("sends visitors to log in", async () => {
    renderApp("/skills/discover");
    expect(await screen.findByRole("heading", { level: 1, name: "Log in" })).toBeTruthy();
    expect(location.current.search).toBe("?next=%2Fskills%2Fdiscover");
  });

  it("lists each gap of the demo learner's role with the courses that teach it and the test that verifies it", async () => {
    loginAs(mei);
    renderApp("/skills/discover");
    expect(await screen.findByRole("heading", { level: 2, name: "Still missing for Junior front-end developer" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Discover" }).getAttribute("aria-current")).toBe("page");
    const gaps = screen.getByRole("heading", { level: 2, name: /^Still missing/ }).parentElement!.querySelectorAll(":scope > ul > li");
    expect(gaps).toHaveLength(7);

    // JavaScript: the featured course first, then the catalogue's order; the JavaScript Intermediate test verifies it.
    const js = gapCard("JavaScript");
    expect(within(js).getByText("Verified so far: JavaScript at Beginner")).toBeTruthy();
    const jsCourses = within(js).getByRole("list", { name: "Courses for JavaScript" });
    expect(hrefs(within(jsCourses).getAllByRole("link"))).toEqual(
      mockCoursesTeaching("javascript")
        .slice(0, 3)
        .map((c) => [courseTitle(c.id), `/courses/${c.id}`]),
    );
    expect(within(jsCourses).getAllByRole("link")[0]!.textContent).toBe(courseTitle("fcse"));
    expect(within(js).getByRole("link", { name: "Verify it: skill test JavaScript · Intermediate" }).getAttribute("href")).toBe(
      "/skills/verify#skill-test-js-intermediate",
    );

    // A condition lists the courses skill by skill; no test covers it.
    const framework = gapCard("A front-end framework");
    const react = within(framework).getByRole("list", { name: "React" });
    expect(hrefs(within(react).getAllByRole("link"))).toEqual([[courseTitle("cafed"), "/courses/cafed"]]);
    expect(within(framework).getByText("No skill test covers this yet.")).toBeTruthy();
    expect(within(gapCard("A CSS framework")).getByText("No course teaches this yet.")).toBeTruthy();
  });

  it("shows the open jobs of the role's career role, newest first, with a link to all of them", async () => {
    loginAs(mei);
    renderApp("/skills/discover");
    const section = await screen.findByRole("region", { name: "Open jobs: Software engineer" });
    const links = within(section).getAllByRole("link");
    // Five of the role's open jobs, the newest (the last seeded) first, each linking to its page.
    expect(links).toHaveLength(6);
    expect(hrefs(links.slice(0, 2))).toEqual([
      ["DevOps Engineer", "/jobs/30"],
      ["Mobile Developer (Flutter)", "/jobs/27"],
    ]);
    expect(links.at(-1)!.textContent).toMatch(/^See all \d+ open jobs$/);
    expect(links.at(-1)!.getAttribute("href")).toBe("/jobs/browse?page=1&role=software-engineer");
  });

  it("asks someone without a role to choose one", async () => {
    loginAs(instructor);
    renderApp("/skills/discover");
    expect(await screen.findByText(/Choose the role you are working toward to see courses and jobs/)).toBeTruthy();
    // Besides the sub-navigation's link of that name.
    const prompt = screen.getAllByRole("link", { name: "Choose a role" }).filter((a) => !a.closest("nav"));
    expect(prompt.map((a) => a.getAttribute("href"))).toEqual(["/skills/choose-role"]);
    expect(screen.queryByRole("region", { name: /^Open jobs/ })).toBeNull();
  });

  it("/skills/home suggests the first courses for each gap and links here", async () => {
    loginAs(mei);
    renderApp("/skills/home");
    const missing = await screen.findByRole("region", { name: "Still missing" });
    const js = within(missing)
      .getAllByRole("listitem")
      .find((i) => within(i).queryByText("JavaScript"))!;
    expect(hrefs(within(js).getAllByRole("link").slice(0, -1))).toEqual(
      mockCoursesTeaching("javascript")
        .slice(0, 2)
        .map((c) => [courseTitle(c.id), `/courses/${c.id}`]),
    );
    expect(within(missing).getByRole("link", { name: "Find courses and jobs for every gap" }).getAttribute("href")).toBe(
      "/skills/discover",
    );
  });
});
