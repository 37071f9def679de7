import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import axe from "axe-core";
import { currentParams, renderApp } from "../../../test/renderApp";
import { talentAdmin, loginAs, mei } from "../../../test/session";
import { mockSkillBank, mockSkillTestSettings } from "../mocks";

const URL = "/skills/admin/skills/tests/js-beginner";

/** The messages an input points at with aria-describedby (its hint and its error). */
function describedMessages(input: HTMLElement): string[] {
  return (input.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .filter(Boolean);
}

/** A question of the bank on the page, by its heading. */
const questionCard = async (heading: string) => (await screen.findByRole("heading", { level: 2, name: heading })).closest("li")!;

/** Puts `text` in a field the way pasting does: one input event rather than one per character. */
async function paste(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

describe("/skills/admin/skills/tests/:testId", () => {
  it("shows the bank's questions with their code, the correct options marked and the explanation", async () => {
    loginAs(talentAdmin);
    renderApp(URL);
    expect(await screen.findByRole("heading", { level: 1, name: "Question bank: JavaScript (Beginner)" })).toBeTruthy();
    expect(await screen.findByText("14 questions are drawn from; each attempt draws 10.")).toBeTruthy();
    const list = screen.getByRole("list", { name: "Questions" });
    expect(within(list).getAllByRole("heading", { level: 2 })).toHaveLength(14);
    const second = await questionCard("Question 2");
    expect(within(second).getByLabelText("Code").textContent).toBe(`console.log(typeof "42");`);
    const options = within(second).getByRole("list", { name: "Options" });
    const correct = within(options)
      .getAllByRole("listitem")
      .filter((li) => within(li).queryByText("Correct"));
    expect(correct.map((li) => li.textContent)).toEqual(["a.stringCorrect"]);
    expect(within(second).getByText("Anything in quotes is a string, whatever characters it contains.")).toBeTruthy();
  });

  it("adds a question: the server's marks and repeated options next to the fields, then the question in the bank", async () => {
    loginAs(talentAdmin);
    const { user } = renderApp(URL);
    await user.click(await screen.findByRole("button", { name: "Add a question" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a question" });
    // Long texts are pasted: typing them key by key re-renders the form for each character, which a loaded machine
    // makes slower than the test's ceiling.
    await paste(user, within(dialog).getByRole("textbox", { name: /^Question/ }), "Which method adds an item to the end of an array?");
    await user.type(within(dialog).getByRole("textbox", { name: /^Option a/ }), "push");
    const b = within(dialog).getByRole("textbox", { name: /^Option b/ });
    await user.type(b, "Push");
    await user.click(within(dialog).getByRole("button", { name: "Add an option" }));
    await user.type(within(dialog).getByRole("textbox", { name: /^Option c/ }), "unshift");
    await paste(user, within(dialog).getByRole("textbox", { name: /^Explanation/ }), "push appends to the end; unshift adds to the start.");
    await user.click(within(dialog).getByRole("button", { name: "Add the question" }));
    await waitFor(() => expect(describedMessages(b)).toContain("Each option must say something different."));
    expect(within(dialog).getByText("Mark exactly one correct option for a single-choice question.")).toBeTruthy();
    expect(mockSkillBank("js-beginner")).toHaveLength(14);

    await user.clear(b);
    await user.type(b, "shift");
    await user.click(within(dialog).getByRole("radio", { name: "Option a is correct" }));
    await user.click(within(dialog).getByRole("button", { name: "Add the question" }));
    expect(await screen.findByText("Question 15 is added to the bank.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const added = await questionCard("Question 15");
    expect(within(added).getByText("Which method adds an item to the end of an array?")).toBeTruthy();
    expect(within(added).getByText("push").closest("li")!.textContent).toContain("Correct");
    expect(screen.getByText("15 questions are drawn from; each attempt draws 10.")).toBeTruthy();
    expect(mockSkillBank("js-beginner").at(-1)).toMatchObject({
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "push" },
        { id: "b", text: "shift" },
        { id: "c", text: "unshift" },
      ],
      correctOptionIds: ["a"],
      code: null,
    });
  });

  it("revises a question: the new wording takes its place, and the old one shows as retired with retired questions", async () => {
    loginAs(talentAdmin);
    const { user } = renderApp(URL);
    const oldPrompt = "Which keyword declares a block-scoped variable that cannot be reassigned?";
    expect(within(await questionCard("Question 1")).getByText(oldPrompt)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Revise question 1" }));
    const dialog = await screen.findByRole("dialog", { name: "Revise question 1" });
    const prompt = within(dialog).getByRole("textbox", { name: /^Question/ });
    expect((prompt as HTMLTextAreaElement).value).toBe(oldPrompt);
    expect((within(dialog).getByRole("radio", { name: "Option d is correct" }) as HTMLInputElement).checked).toBe(true);
    await user.clear(prompt);
    await paste(user, prompt, "Which keyword declares a block-scoped binding that cannot be reassigned?");
    await user.click(within(dialog).getByRole("button", { name: "Save the revision" }));
    expect(await screen.findByText(/Question 1 is revised/)).toBeTruthy();
    const revised = await questionCard("Question 1");
    expect(within(revised).getByText("Which keyword declares a block-scoped binding that cannot be reassigned?")).toBeTruthy();
    expect(within(revised).getByText(/revises js-beg-01/)).toBeTruthy();
    expect(screen.queryByText(oldPrompt)).toBeNull();

    await user.click(screen.getByRole("switch", { name: "Show retired questions" }));
    await waitFor(() => expect(currentParams()).toEqual({ retired: "1" }));
    const old = await questionCard("Question 1 (retired)");
    expect(within(old).getByText(oldPrompt)).toBeTruthy();
    expect(within(old).getByText("Retired")).toBeTruthy();
    expect(within(old).getByRole("button", { name: "Restore question 1" })).toBeTruthy();
    expect(mockSkillBank("js-beginner").filter((q) => !q.retiredAt)).toHaveLength(14);
  });

  it("retires a question and restores it from the retired ones", async () => {
    loginAs(talentAdmin);
    const { user } = renderApp(URL);
    await user.click(await screen.findByRole("button", { name: "Retire question 2" }));
    expect(await screen.findByText("Question 2 is retired: it is no longer drawn.")).toBeTruthy();
    expect(screen.queryByRole("heading", { level: 2, name: "Question 2" })).toBeNull();
    expect(screen.getByText("13 questions are drawn from; each attempt draws 10.")).toBeTruthy();

    await user.click(screen.getByRole("switch", { name: "Show retired questions" }));
    await user.click(await screen.findByRole("button", { name: "Restore question 2" }));
    expect(await screen.findByText("Question 2 is restored: it is drawn again.")).toBeTruthy();
    expect(await questionCard("Question 2")).toBeTruthy();
    expect(mockSkillBank("js-beginner").every((q) => !q.retiredAt)).toBe(true);
  });

  it("shows the server's refusal when retiring would leave fewer questions than an attempt draws", async () => {
    mockSkillTestSettings("js-beginner")!.questionsDrawn = 14;
    loginAs(talentAdmin);
    const { user } = renderApp(URL);
    await user.click(await screen.findByRole("button", { name: "Retire question 2" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("Retiring it would leave 13 questions to draw 14 from: add a question or draw fewer first.");
    expect(await questionCard("Question 2")).toBeTruthy();
    expect(mockSkillBank("js-beginner").some((q) => q.retiredAt)).toBe(false);
  });

  it("has no serious accessibility problems in the question form, marks and errors shown", async () => {
    loginAs(talentAdmin);
    const { user } = renderApp(URL);
    await user.click(await screen.findByRole("button", { name: "Revise question 3" }));
    const dialog = await screen.findByRole("dialog", { name: "Revise question 3" });
    await user.click(within(dialog).getByRole("radio", { name: "Multiple choice" }));
    await user.clear(within(dialog).getByRole("textbox", { name: /^Explanation/ }));
    await user.click(within(dialog).getByRole("button", { name: "Save the revision" }));
    expect(await within(dialog).findByText("This field is required.")).toBeTruthy();
    const results = await axe.run(dialog, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
  });

  it("says so for an unknown test", async () => {
    loginAs(talentAdmin);
    renderApp("/skills/admin/skills/tests/no-such-test");
    expect(await screen.findByText("There is no skill test “no-such-test”.")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Question bank" })).toBeTruthy();
  });

  it("shows the not-allowed state to a student, without asking for the bank", async () => {
    loginAs(mei);
    renderApp(URL);
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", expect.stringContaining("Talent admins only"));
    expect(screen.queryByRole("list", { name: "Questions" })).toBeNull();
  });
});
