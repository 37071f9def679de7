import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { location, renderApp } from "../../../test/renderApp";
import { talentAdmin, loginAs, mei } from "../../../test/session";
import { mockAnswerKey, mockSkillAttempt, startMockSkillAttempt } from "../mocks";

afterEach(() => vi.useRealTimers());

/** Answers every question on screen, one after another: correctly, or with a wrong option. */
async function answerAll(user: UserEvent, attemptId: string, how: "correct" | "wrong") {
  const key = mockAnswerKey(attemptId);
  for (const [i, q] of key.entries()) {
    await screen.findByRole("heading", { level: 2, name: `Question ${i + 1} of ${key.length}` });
    const texts = how === "correct" ? q.correctTexts : [q.wrongTexts[0]!];
    for (const text of texts) {
      await user.click(screen.getByRole(q.kind === "SINGLE_CHOICE" ? "radio" : "checkbox", { name: text }));
    }
    if (i < key.length - 1) await user.click(screen.getByRole("button", { name: "Next" }));
  }
  await screen.findByText("Answer saved");
}

async function submit(user: UserEvent) {
  await user.click(screen.getByRole("button", { name: "Submit" }));
  const dialog = await screen.findByRole("dialog", { name: "Submit your answers?" });
  await user.click(within(dialog).getByRole("button", { name: "Submit" }));
  return screen.findByRole("heading", { level: 2, name: "Your result" });
}

describe("/skills/attempts/:id", () => {
  it("a verify attempt answered correctly passes: the skill is verified on /skills/verify and counts toward readiness", async () => {
    loginAs(mei);
    const attempt = startMockSkillAttempt(mei.id, "js-intermediate", "VERIFY");
    const { user } = renderApp(`/skills/attempts/${attempt.id}`);
    expect(await screen.findByRole("heading", { level: 1, name: "Skill test: JavaScript · Intermediate" })).toBeTruthy();
    const navigator = screen.getByRole("navigation", { name: "Questions" });
    expect(within(navigator).getAllByRole("button")).toHaveLength(10);
    expect(within(navigator).getByRole("button", { name: "Question 1" }).getAttribute("aria-current")).toBe("step");

    await answerAll(user, attempt.id, "correct");
    expect(within(navigator).getByRole("button", { name: "Question 3, answered" })).toBeTruthy();
    expect(mockSkillAttempt(attempt.id)!.answers).toHaveLength(10);

    await submit(user);
    expect(screen.getByText("100 of 100 points")).toBeTruthy();
    expect(screen.getByText("Passed")).toBeTruthy();
    expect(screen.getByText("Now verified: JavaScript Intermediate.")).toBeTruthy();
    expect(screen.getByText(/You can take this test again from/)).toBeTruthy();
    // A verify attempt keeps its answer key to itself.
    expect(screen.queryByText(/correct answer/)).toBeNull();
    expect(screen.queryByText("Why:")).toBeNull();
    expect(screen.getAllByText("Correct")).toHaveLength(10);

    await user.click(screen.getByRole("link", { name: "Back to the skill tests" }));
    await screen.findByRole("region", { name: "JavaScript" });
    const card = document.getElementById("skill-test-js-intermediate")!;
    expect(within(card).getByText("Verified")).toBeTruthy();
    expect(within(card).getByText("Best score: 100 / 100")).toBeTruthy();
    expect((within(card).getByRole("button", { name: /^Next attempt from / }) as HTMLButtonElement).disabled).toBe(true);
    expect(
      within(screen.getByRole("region", { name: "JavaScript" })).getByText("Your verified level: JavaScript Intermediate"),
    ).toBeTruthy();

    await user.click(screen.getByRole("link", { name: "My skills" }));
    const readiness = await screen.findByRole("region", { name: "Readiness" });
    // Junior front-end developer asks JavaScript at Intermediate: met now, beside HTML and CSS.
    expect(within(readiness).getByText("3 of 9 requirements met")).toBeTruthy();
  });

  it("a failing verify attempt verifies nothing and starts the cooldown", async () => {
    loginAs(mei);
    const attempt = startMockSkillAttempt(mei.id, "py-beginner", "VERIFY");
    const { user } = renderApp(`/skills/attempts/${attempt.id}`);
    await screen.findByRole("heading", { level: 2, name: "Question 1 of 10" });
    await user.click(
      screen.getByRole(mockAnswerKey(attempt.id)[0]!.kind === "SINGLE_CHOICE" ? "radio" : "checkbox", {
        name: mockAnswerKey(attempt.id)[0]!.wrongTexts[0]!,
      }),
    );
    await screen.findByText("Answer saved");

    await user.click(screen.getByRole("button", { name: "Submit" }));
    const dialog = await screen.findByRole("dialog", { name: "Submit your answers?" });
    expect(within(dialog).getByText(/^Questions 2, 3, 4, 5, 6, 7, 8, 9, 10 have no answer/)).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Submit" }));

    await screen.findByRole("heading", { level: 2, name: "Your result" });
    expect(screen.getByText("0 of 100 points")).toBeTruthy();
    expect(screen.getByText("Not passed")).toBeTruthy();
    expect(screen.getByText("Incorrect")).toBeTruthy();
    expect(screen.getAllByText("Unanswered")).toHaveLength(9);
    expect(screen.queryByRole("heading", { name: "Skills verified" })).toBeNull();
    expect(screen.getByText(/You can take this test again from/)).toBeTruthy();
    expect(mockSkillAttempt(attempt.id)!.grade!.passed).toBe(false);
  });

  it("practice: untimed and unproctored; the result shows the correct options and why, and verifies nothing", async () => {
    loginAs(mei);
    const { user } = renderApp("/skills/practice");
    await user.click(await screen.findByRole("button", { name: "Practise: JavaScript · Beginner" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Practice: JavaScript · Beginner" })).toBeTruthy();
    const attemptId = location.current.pathname.replace("/skills/attempts/", "");
    expect(mockSkillAttempt(attemptId)!.mode).toBe("PRACTICE");
    expect(screen.queryByRole("timer")).toBeNull();
    expect(screen.queryByText("This test is proctored")).toBeNull();
    expect(screen.getByText(/Practice verifies nothing/)).toBeTruthy();

    const first = mockAnswerKey(attemptId)[0]!;
    for (const text of first.correctTexts) {
      await user.click(screen.getByRole(first.kind === "SINGLE_CHOICE" ? "radio" : "checkbox", { name: text }));
    }
    await screen.findByText("Answer saved");
    await submit(user);
    expect(screen.getByText("10 of 100 points")).toBeTruthy();
    expect(screen.getByText("Would not have passed")).toBeTruthy();
    expect(screen.getByText("This was practice: it verifies nothing and does not count toward your chart.")).toBeTruthy();
    expect(screen.getAllByText("Why:")).toHaveLength(10);
    expect(screen.getAllByText(/\(your answer, correct answer\)/).length).toBe(first.correctTexts.length);
    expect(screen.getAllByText(/\(correct answer\)/).length).toBeGreaterThanOrEqual(9);
    expect(screen.queryByText(/You can take this test again/)).toBeNull();
  });

  it("a verify attempt says when 5 minutes are left and submits by itself when the time is up", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = new Date("2026-05-04T09:00:00Z");
    vi.setSystemTime(start);
    loginAs(mei);
    const attempt = startMockSkillAttempt(mei.id, "js-beginner", "VERIFY", start); // 30 minutes
    const { user } = renderApp(`/skills/attempts/${attempt.id}`);
    expect((await screen.findByRole("timer", { name: "Time left" })).textContent).toBe("30:00");
    const first = mockAnswerKey(attempt.id)[0]!;
    for (const text of first.correctTexts) {
      await user.click(screen.getByRole(first.kind === "SINGLE_CHOICE" ? "radio" : "checkbox", { name: text }));
    }
    await screen.findByText("Answer saved");

    vi.setSystemTime(new Date(start.getTime() + 25 * 60_000 + 2_000));
    expect(await screen.findByText("5 minutes left")).toBeTruthy();

    vi.setSystemTime(new Date(start.getTime() + 30 * 60_000 + 2_000));
    await screen.findByRole("heading", { level: 2, name: "Your result" });
    expect(screen.getByText("10 of 100 points")).toBeTruthy();
    expect(screen.getByText(/The time ran out before you submitted/)).toBeTruthy();
    expect(mockSkillAttempt(attempt.id)!.submittedAt).toBeNull();
  });

  it("someone else's attempt is not found", async () => {
    const attempt = startMockSkillAttempt(talentAdmin.id, "js-beginner", "PRACTICE");
    loginAs(mei);
    renderApp(`/skills/attempts/${attempt.id}`);
    expect(await screen.findByRole("heading", { level: 1, name: "Attempt not found" })).toBeTruthy();
  });
});
