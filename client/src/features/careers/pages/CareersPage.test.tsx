/**
 * /careers: the not-eligible explanation, the offer and joining, a joined learner's team, progress, projects and
 * reviews, adding and resubmitting projects and asking for a review, against the careers mock.
 */
import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { renderApp } from "../../../test/renderApp";
import { loginAs, mei } from "../../../test/session";
import { PORTFOLIO_PROJECT_TARGET } from "@server/talent/modules/careers/rules/limits";
import { INTERVIEW_PREP_TARGET_HOURS } from "@server/talent/modules/interviews/rules/limits";
import { grantMockCertifiedAssociate, mockCareersState } from "../mocks";
import { mockCareersAssociate, widerThanPhone } from "../mocks/testing";

const PATH = "/careers";

type User = ReturnType<typeof renderApp>["user"];

/** Types a long text at once (a paste), as typing it key by key is slow. */
async function fill(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

const projectCard = (title: string) => screen.findByRole("listitem", { name: title });

describe(PATH, () => {
  it("tells someone outside a certified-associate course what career services are for, and where the courses are", async () => {
    loginAs(mei);
    renderApp(PATH);
    expect(await screen.findByRole("heading", { level: 1, name: "Career services" })).toBeTruthy();
    expect(await screen.findByText("Career services are for certified-associate students")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Find a certified-associate course" }).getAttribute("href")).toBe("/courses");
    expect(screen.queryByRole("button", { name: "Join career services" })).toBeNull();
  });

  it("shows an eligible learner what career services include, and joins", async () => {
    grantMockCertifiedAssociate(mei.id);
    loginAs(mei);
    const { user } = renderApp(PATH);
    const offer = await screen.findByRole("region", { name: "What career services include" });
    expect(within(offer).getByText(/You study Certified Associate in Front-End Development/)).toBeTruthy();
    for (const item of [
      "A mentor who guides your projects and technical growth",
      "A career coach for your job search",
      `At least ${PORTFOLIO_PROJECT_TARGET} portfolio projects, each reviewed by your mentor or coach`,
      `${INTERVIEW_PREP_TARGET_HOURS}+ hours of interview preparation`,
      "Resume and portfolio reviews with written feedback",
      "Mock interviews with mentors",
    ])
      expect(within(offer).getByText(item)).toBeTruthy();

    await user.click(within(offer).getByRole("button", { name: "Join career services" }));
    const team = await screen.findByRole("region", { name: "Your team" });
    expect(within(team).getAllByText("Being assigned")).toHaveLength(2);
    const progress = screen.getByRole("region", { name: "Your progress" });
    expect(within(progress).getByText(`0 of ${PORTFOLIO_PROJECT_TARGET} approved`)).toBeTruthy();
    expect(within(progress).getByRole("link", { name: "Prepare for interviews" }).getAttribute("href")).toBe("/interviews");
    expect(screen.getByText("No projects yet. Add your first one.")).toBeTruthy();
    expect(mockCareersState().services.some((s) => s.learnerId === mei.id)).toBe(true);
  });

  it("shows a joined learner her team, progress, projects with feedback and reviews", async () => {
    loginAs(mockCareersAssociate());
    renderApp(PATH);
    const team = await screen.findByRole("region", { name: "Your team" });
    expect(within(team).getByText("Arjun Nair")).toBeTruthy();
    expect(within(team).getByText("Priya Menon")).toBeTruthy();
    expect(
      within(screen.getByRole("region", { name: "Your progress" })).getByText(`4 of ${PORTFOLIO_PROJECT_TARGET} approved`),
    ).toBeTruthy();

    const list = screen.getByRole("list", { name: "Your portfolio projects" });
    const titles = within(list)
      .getAllByRole("heading", { level: 3 })
      .map((h) => h.textContent);
    expect(titles[0]).toBe("Weather dashboard");
    const changes = within(await projectCard("Job board clone"));
    expect(changes.getByText("Changes requested")).toBeTruthy();
    expect(changes.getByText(/Add loading and error states/)).toBeTruthy();
    expect(changes.getByText(/^Feedback from Arjun Nair/)).toBeTruthy();
    expect(changes.getByRole("button", { name: "Edit and resubmit Job board clone" })).toBeTruthy();
    // An approved project is final.
    expect(within(await projectCard("Recipe finder")).queryByRole("button", { name: /Edit and resubmit/ })).toBeNull();

    const reviews = within(screen.getByRole("list", { name: "Your reviews" }));
    expect(reviews.getByRole("listitem", { name: "Portfolio review" })).toBeTruthy();
    expect(within(reviews.getByRole("listitem", { name: "Portfolio review" })).getByText("Waiting for feedback")).toBeTruthy();
    expect(within(reviews.getByRole("listitem", { name: "Resume review" })).getByText(/Lead with a two-line summary/)).toBeTruthy();
  });

  it("adds a project with skills from the vocabulary, checking its values first", async () => {
    loginAs(mockCareersAssociate());
    const { user } = renderApp(PATH);
    await user.click(await screen.findByRole("button", { name: "Add a project" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Add a portfolio project" }));
    await user.click(dialog.getByRole("button", { name: "Submit for review" }));
    expect(dialog.getAllByText("This field is required.").length).toBeGreaterThanOrEqual(3);
    expect(dialog.getByText("Pick 1 to 10 skills.")).toBeTruthy();

    await fill(user, dialog.getByRole("textbox", { name: /^Title/ }), "Budget planner");
    await fill(user, dialog.getByRole("textbox", { name: /^Summary/ }), "A budget planner in React with charts and tests.");
    await fill(user, dialog.getByRole("textbox", { name: /^Code repository/ }), "http://github.com/farah/budget");
    const skills = dialog.getByRole("combobox", { name: /^Skills/ });
    await user.click(skills);
    await user.type(skills, "React");
    await user.click(await screen.findByRole("option", { name: "React" }));
    await user.click(dialog.getByRole("button", { name: "Submit for review" }));
    expect(await dialog.findByText("Enter a full link starting with https://.")).toBeTruthy();

    await user.clear(dialog.getByRole("textbox", { name: /^Code repository/ }));
    await fill(user, dialog.getByRole("textbox", { name: /^Code repository/ }), "https://github.com/farah/budget");
    await user.click(dialog.getByRole("button", { name: "Submit for review" }));
    expect((await screen.findByRole("status")).textContent).toBe("“Budget planner” was submitted for review.");
    const card = within(await projectCard("Budget planner"));
    expect(card.getByText("Waiting for review")).toBeTruthy();
    expect(card.getByText("React")).toBeTruthy();
    expect(card.queryByRole("link", { name: "Live site of Budget planner" })).toBeNull();
    const titles = within(screen.getByRole("list", { name: "Your portfolio projects" }))
      .getAllByRole("heading", { level: 3 })
      .map((h) => h.textContent);
    expect(titles[0]).toBe("Budget planner");
    expect(mockCareersState().projects.find((p) => p.title === "Budget planner")).toMatchObject({
      status: "SUBMITTED",
      skillIds: ["react"],
    });
  });

  it("edits a project with changes requested and submits it again", async () => {
    loginAs(mockCareersAssociate());
    const { user } = renderApp(PATH);
    await user.click(within(await projectCard("Job board clone")).getByRole("button", { name: "Edit and resubmit Job board clone" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Edit and resubmit: Job board clone" }));
    const title = dialog.getByRole("textbox", { name: /^Title/ });
    expect((title as HTMLInputElement).value).toBe("Job board clone");
    await user.clear(title);
    await fill(user, title, "Job board with tests");
    await user.click(dialog.getByRole("button", { name: "Resubmit for review" }));
    const card = within(await projectCard("Job board with tests"));
    expect(card.getByText("Waiting for review")).toBeTruthy();
    expect(mockCareersState().projects.find((p) => p.title === "Job board with tests")!.status).toBe("SUBMITTED");
  });

  it("asks for a resume review (a portfolio review is waiting already)", async () => {
    loginAs(mockCareersAssociate());
    const { user } = renderApp(PATH);
    await user.click(await screen.findByRole("button", { name: "Ask for a review" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Ask for a review" }));
    expect((dialog.getByRole("radio", { name: "Portfolio" }) as HTMLInputElement).disabled).toBe(true);
    expect((dialog.getByRole("radio", { name: "Resume" }) as HTMLInputElement).checked).toBe(true);
    await fill(user, dialog.getByRole("textbox", { name: /^Link/ }), "https://farah.example/resume-v2.pdf");
    await fill(user, dialog.getByRole("textbox", { name: /^What would you like feedback on/ }), "Is my project section strong enough?");
    await user.click(dialog.getByRole("button", { name: "Ask for the review" }));
    expect((await screen.findByRole("status")).textContent).toBe("Your resume review was requested.");
    const cards = within(screen.getByRole("list", { name: "Your reviews" })).getAllByRole("listitem");
    expect(within(cards[0]!).getByText("Resume review")).toBeTruthy();
    expect(within(cards[0]!).getByText("Waiting for feedback")).toBeTruthy();
    // Both kinds wait now: nothing more to ask for.
    expect((screen.getByRole("button", { name: "Ask for a review" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("fits a 390 px phone: no fixed widths and no side-scrolling tables, with the project form open", async () => {
    loginAs(mockCareersAssociate());
    const { user, container } = renderApp(PATH);
    await screen.findByRole("region", { name: "Your team" });
    expect(widerThanPhone(container)).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Add a project" }));
    expect(widerThanPhone(await screen.findByRole("dialog"))).toEqual([]);
  });
});
