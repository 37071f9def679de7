/**
 * /careers/admin: the learners with their teams (a talent admin assigns one), the review queue (approve a project, give
 * a review's feedback), the staff list and availability switches, and the not-allowed state, against the careers mock.
 */
import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { currentParams, renderApp } from "../../../test/renderApp";
import { countOf, recordOperations } from "../../../test/operations";
import { talentAdmin, instructor, loginAs, mei } from "../../../test/session";
import { addMockCareerServices, mockCareersState } from "../mocks";
import { mockCareersAssociate, widerThanPhone } from "../mocks/testing";

const PATH = "/careers/admin";
const FEEDBACK = "Clean code and a clear README; the tests cover the forecast parsing.";

type User = ReturnType<typeof renderApp>["user"];

async function fill(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

/** The success note of the last action (an empty list is a status too). */
const doneNote = async (text: string) => expect((await screen.findByText(text)).closest("[role=status]")).toBeTruthy();

const learnerCards = async () => within(await screen.findByRole("list", { name: "Career-services learners" })).getAllByRole("listitem");

describe(PATH, () => {
  it("lets a talent admin assign a team to a learner waiting for one, listed first", async () => {
    const associate = mockCareersAssociate();
    addMockCareerServices(mei.id);
    loginAs(talentAdmin);
    const { user } = renderApp(PATH);
    expect(await screen.findByRole("heading", { level: 1, name: "Career services admin" })).toBeTruthy();
    const cards = await learnerCards();
    expect(cards.map((c) => within(c).getByRole("heading").textContent)).toEqual([
      "Mei Ling Tan",
      `${associate.firstName} ${associate.lastName}`,
    ]);
    const meiCard = within(cards[0]!);
    expect(meiCard.getByText("Waiting for a team")).toBeTruthy();
    expect(meiCard.getAllByText("Not assigned yet")).toHaveLength(2);

    await user.click(meiCard.getByRole("button", { name: "Assign a team to Mei Ling Tan" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Assign a team to Mei Ling Tan" }));
    const mentor = dialog.getByRole("combobox", { name: /^Mentor/ });
    expect(
      within(mentor)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["No one yet", "Arjun Nair · 1 learner"]);
    await user.selectOptions(mentor, "Arjun Nair · 1 learner");
    await user.selectOptions(dialog.getByRole("combobox", { name: /^Career coach/ }), "Priya Menon · 1 learner");
    await user.click(dialog.getByRole("button", { name: "Save team" }));

    await doneNote("Mei Ling Tan’s team was saved.");
    expect(mockCareersState().services.find((s) => s.learnerId === mei.id)).toMatchObject({
      mentorId: instructor.id,
      coachId: talentAdmin.id,
    });
    const saved = within(await screen.findByRole("listitem", { name: "Mei Ling Tan" }));
    expect(await saved.findByText("Arjun Nair")).toBeTruthy();
    expect(saved.queryByText("Waiting for a team")).toBeNull();

    await user.click(screen.getByRole("radio", { name: "Waiting for a team" }));
    expect(currentParams()).toEqual({ filter: "unassigned" });
    expect(await screen.findByText("Every learner has a mentor and a coach.")).toBeTruthy();
  });

  it("lets a mentor approve a learner's project with feedback", async () => {
    mockCareersAssociate();
    loginAs(instructor);
    const { user } = renderApp(`${PATH}?tab=reviews`);
    expect(screen.queryByRole("tab", { name: "Staff" })).toBeNull();
    const projects = within(await screen.findByRole("list", { name: "Projects waiting for review" }));
    const card = within(projects.getByRole("listitem", { name: "Weather dashboard" }));
    expect(card.getByText(/^By Farah Aziz · submitted/)).toBeTruthy();
    await user.click(card.getByRole("button", { name: "Review “Weather dashboard” by Farah Aziz" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Review “Weather dashboard” by Farah Aziz" }));
    await fill(user, dialog.getByRole("textbox", { name: /^Feedback/ }), "Nice.");
    await user.click(dialog.getByRole("button", { name: "Approve" }));
    expect(await dialog.findByText("Write 10 to 2000 characters.")).toBeTruthy();
    await fill(user, dialog.getByRole("textbox", { name: /^Feedback/ }), ` ${FEEDBACK}`);
    await user.click(dialog.getByRole("button", { name: "Approve" }));

    await doneNote("“Weather dashboard” by Farah Aziz was approved.");
    expect(await screen.findByText("No projects are waiting for review.")).toBeTruthy();
    const approved = mockCareersState().projects.find((p) => p.title === "Weather dashboard")!;
    expect(approved).toMatchObject({ status: "APPROVED", reviewerId: instructor.id });
    expect(approved.feedback).toContain("Clean code");
  });

  it("lets a coach give a portfolio review's feedback", async () => {
    mockCareersAssociate();
    loginAs(talentAdmin);
    const { user } = renderApp(`${PATH}?tab=reviews`);
    const reviews = within(await screen.findByRole("list", { name: "Resume and portfolio reviews waiting" }));
    const card = within(reviews.getByRole("listitem", { name: "Portfolio review for Farah Aziz" }));
    expect(card.getByText("Which projects should I feature first for junior front-end roles?")).toBeTruthy();
    await user.click(card.getByRole("button", { name: "Give feedback on the portfolio review for Farah Aziz" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Portfolio review for Farah Aziz" }));
    await fill(user, dialog.getByRole("textbox", { name: /^Feedback/ }), "Lead with the expense tracker and the accessible form.");
    await user.click(dialog.getByRole("button", { name: "Send feedback" }));

    await doneNote("Your feedback on the portfolio review for Farah Aziz was sent.");
    expect(await screen.findByText("No resume or portfolio reviews are waiting.")).toBeTruthy();
    expect(mockCareersState().reviews.every((r) => r.completedAt && r.feedback)).toBe(true);
  });

  it("shows talent admins the staff with learner counts, and switches their availability", async () => {
    loginAs(talentAdmin);
    const { user } = renderApp(`${PATH}?tab=staff`);
    const staff = within(await screen.findByRole("list", { name: "Mentors and coaches" }));
    const items = staff.getAllByRole("listitem");
    expect(items.map((i) => within(i).getByText(/^(Arjun Nair|Priya Menon)$/).textContent)).toEqual(["Arjun Nair", "Priya Menon"]);
    expect(within(items[0]!).getByText("Mentor")).toBeTruthy();
    expect(within(items[1]!).getByText("Career coach")).toBeTruthy();
    expect(within(items[1]!).getByText("1 learner")).toBeTruthy();

    const coach = await screen.findByRole("switch", { name: "Available as coach" });
    await screen.findByRole("switch", { name: "Available as coach", checked: true });
    const mentor = screen.getByRole("switch", { name: "Available as mentor" });
    expect((mentor as HTMLInputElement).checked).toBe(false);
    await user.click(mentor);
    expect(await screen.findByRole("switch", { name: "Available as mentor", checked: true })).toBeTruthy();
    expect(await staff.findAllByText("Priya Menon")).toHaveLength(2);
    // She coaches a learner: she cannot stop coaching until they are reassigned.
    await user.click(coach);
    expect((await screen.findByRole("alert")).textContent).toMatch(/Learners are assigned to you/);
    expect((coach as HTMLInputElement).checked).toBe(true);
  });

  it("shows an instructor only the mentor switch, on while learners are assigned to them", async () => {
    loginAs(instructor);
    renderApp(PATH);
    expect(await screen.findByRole("switch", { name: "Available as mentor", checked: true })).toBeTruthy();
    expect(screen.queryByRole("switch", { name: "Available as coach" })).toBeNull();
    expect(screen.queryByRole("radio", { name: "Assigned to me" })).toBeNull();
    expect((await learnerCards()).length).toBe(1);
    expect(screen.queryByRole("button", { name: /^Assign a team/ })).toBeNull();
  });

  it("shows the not-allowed state to a student, and asks the server for nothing", async () => {
    loginAs(mei);
    const sent = recordOperations();
    renderApp(PATH);
    expect(await screen.findByRole("heading", { level: 1, name: "Career services admin" })).toBeTruthy();
    expect((await screen.findByRole("alert")).textContent).toContain("Only mentors (instructors) and talent admins");
    expect(screen.queryByRole("tab")).toBeNull();
    expect(sent.filter((s) => s.operationName?.startsWith("AdminCareer")).length).toBe(0);
    expect(countOf(sent, "AdminPendingPortfolioProjects")).toBe(0);
  });

  it("fits a 390 px phone: no fixed widths and no side-scrolling tables on any tab", async () => {
    mockCareersAssociate();
    loginAs(talentAdmin);
    const { user, container } = renderApp(PATH);
    await learnerCards();
    expect(widerThanPhone(container)).toEqual([]);
    await user.click(screen.getAllByRole("button", { name: /^Assign a team/ })[0]!);
    expect(widerThanPhone(await screen.findByRole("dialog"))).toEqual([]);
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Discard" }));
    await user.click(screen.getByRole("tab", { name: "Reviews" }));
    await screen.findByRole("list", { name: "Projects waiting for review" });
    expect(currentParams()).toEqual({ tab: "reviews" });
    expect(widerThanPhone(container)).toEqual([]);
    await user.click(screen.getByRole("tab", { name: "Staff" }));
    await screen.findByRole("list", { name: "Mentors and coaches" });
    expect(widerThanPhone(container)).toEqual([]);
  });
});
