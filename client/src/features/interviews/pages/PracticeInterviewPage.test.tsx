import { describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { renderApp } from "../../../test/renderApp";
import { instructor, loginAs, mei } from "../../../test/session";
import { INTERVIEW_QUESTION_SET_SEED } from "@server/talent/modules/interviews/question-sets-seed-data";
import { mockInterviewsState, mockPracticeInterview, startMockPracticeInterview } from "../mocks";

const SET = INTERVIEW_QUESTION_SET_SEED.find((s) => s.id === "behavioural-essentials")!;
const href = (id: string) => `/interviews/practice/${id}`;

describe("/interviews/practice/:id", () => {
  it("takes one question at a time, saves the notes, shows the guidance only after notes, and finishes with the counted minutes", async () => {
    loginAs(mei);
    const practice = startMockPracticeInterview(mei.id, SET.id, new Date(Date.now() - 20 * 60_000));
    const { user } = renderApp(href(practice.id));
    expect(await screen.findByRole("heading", { level: 1, name: `Practice: ${SET.title}` })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: `Question 1 of ${SET.questions.length}` })).toBeTruthy();
    expect(screen.getByText(SET.questions[0]!.prompt)).toBeTruthy();

    // What a good answer covers stays hidden until the learner has written notes for the question.
    const show = screen.getByRole("button", { name: "Show what a good answer covers" }) as HTMLButtonElement;
    expect(show.disabled).toBe(true);
    expect(screen.queryByText(SET.questions[0]!.guidance)).toBeNull();
    expect((screen.getByRole("button", { name: "Finish" }) as HTMLButtonElement).disabled).toBe(true);

    const notes = screen.getByRole("textbox", { name: "Your notes" });
    await user.type(notes, "Retail, then a bootcamp.");
    // Saved when the box loses focus.
    fireEvent.blur(notes);
    expect(await screen.findByText("Saved")).toBeTruthy();
    expect(mockPracticeInterview(practice.id)!.answers).toEqual([
      expect.objectContaining({ questionId: "q1", notes: "Retail, then a bootcamp." }),
    ]);
    await user.click(show);
    expect(await screen.findByText(SET.questions[0]!.guidance)).toBeTruthy();

    // Moving on saves the notes of the question left.
    await user.click(screen.getByRole("button", { name: "Next question" }));
    expect(await screen.findByRole("heading", { level: 2, name: `Question 2 of ${SET.questions.length}` })).toBeTruthy();
    expect(screen.queryByText(SET.questions[1]!.guidance)).toBeNull();
    await user.type(screen.getByRole("textbox", { name: "Your notes" }), "STAR: a code review.");
    const navigator = screen.getByRole("navigation", { name: "Questions" });
    await user.click(within(navigator).getByRole("button", { name: "Question 1, with notes" }));
    expect(await screen.findByRole("heading", { level: 2, name: `Question 1 of ${SET.questions.length}` })).toBeTruthy();
    await waitFor(() =>
      expect(
        mockPracticeInterview(practice.id)!
          .answers.map((a) => a.questionId)
          .sort(),
      ).toEqual(["q1", "q2"]),
    );
    expect((screen.getByRole("textbox", { name: "Your notes" }) as HTMLTextAreaElement).value).toBe("Retail, then a bootcamp.");

    // Finish, confirmed: the page turns read-only and tells the minutes counted (20, under the planned 30).
    await user.click(screen.getByRole("button", { name: "Finish" }));
    const dialog = await screen.findByRole("dialog", { name: "Finish this practice interview?" });
    expect(within(dialog).getByText(/up to 30 minutes/)).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Finish" }));
    expect(await screen.findByText(/Counted toward your interview preparation: 20 minutes\./)).toBeTruthy();
    expect(mockPracticeInterview(practice.id)).toMatchObject({ countedMinutes: 20 });
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(screen.getByText("STAR: a code review.")).toBeTruthy();
    // Every question's guidance is there to read now, notes or not.
    for (const q of SET.questions) expect(screen.getByText(q.guidance)).toBeTruthy();
    expect(screen.getAllByText("No notes for this question.")).toHaveLength(SET.questions.length - 2);

    // The preparation hours on /interviews count it.
    await user.click(screen.getByRole("link", { name: "Back to interview preparation" }));
    const preparation = await screen.findByRole("region", { name: "Your preparation" });
    const seeded = mockInterviewsState()
      .practices.filter((p) => p.learnerId === mei.id && p.id !== practice.id && p.finishedAt)
      .reduce((sum, p) => sum + p.countedMinutes, 0);
    expect(await within(preparation).findByText(`${seeded + 20} minutes`)).toBeTruthy();
  });

  it("shows a finished practice read-only, with the notes and what a good answer covers", async () => {
    loginAs(mei);
    // The demo seed's finished practice of the demo student.
    const finished = mockInterviewsState().practices.find((p) => p.learnerId === mei.id && p.finishedAt)!;
    renderApp(href(finished.id));
    expect(await screen.findByText(/Counted toward your interview preparation/)).toBeTruthy();
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(screen.queryByRole("button", { name: "Finish" })).toBeNull();
    expect(screen.getByText(finished.answers[0]!.notes)).toBeTruthy();
  });

  it("is not found for someone else's practice", async () => {
    const practice = startMockPracticeInterview(mei.id, SET.id);
    loginAs(instructor);
    renderApp(href(practice.id));
    expect(await screen.findByRole("heading", { level: 1, name: "Practice interview not found" })).toBeTruthy();
  });
});
