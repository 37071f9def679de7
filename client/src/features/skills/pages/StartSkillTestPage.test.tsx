import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { location, renderApp } from "../../../test/renderApp";
import { loginAs, mei } from "../../../test/session";
import { RETAKE_COOLDOWN_DAYS } from "@server/talent/modules/skills/rules/attempts";
import { TEST_TERMS } from "@server/talent/modules/skills/tests-seed-data";
import { finishMockSkillAttempt, mockSkillAttempt, startMockSkillAttempt } from "../mocks";
import { formatDate } from "../../../lib/format";
import i18n from "../../../i18n";

const URL = "/skills/verify/sql-intermediate";

describe("/skills/verify/:testId", () => {
  it("shows the test's facts and its terms; Start is enabled only once every term is ticked, and opens the attempt", async () => {
    loginAs(mei);
    const { user } = renderApp(URL);
    expect(await screen.findByRole("heading", { level: 1, name: "Skill test: SQL · Intermediate" })).toBeTruthy();
    expect(screen.getByText("40 minutes")).toBeTruthy();
    expect(screen.getByText("70% (70 of 100 points)")).toBeTruthy();
    expect(screen.getByText("Passing verifies SQL at Intermediate.")).toBeTruthy();

    const terms = screen.getByRole("group", { name: "Test terms" });
    const boxes = within(terms).getAllByRole("checkbox");
    expect(boxes).toHaveLength(TEST_TERMS.length);
    // The cooldown term carries the server's number of days.
    expect(within(terms).getByText(new RegExp(`only after ${RETAKE_COOLDOWN_DAYS} days`))).toBeTruthy();

    const start = screen.getByRole("button", { name: "Start the test" }) as HTMLButtonElement;
    expect(start.disabled).toBe(true);
    expect(screen.getByText(`${TEST_TERMS.length} terms left to accept`)).toBeTruthy();
    for (const box of boxes.slice(0, -1)) await user.click(box);
    expect(start.disabled).toBe(true);
    await user.click(boxes.at(-1)!);
    expect(start.disabled).toBe(false);

    await user.click(start);
    expect(await screen.findByRole("heading", { level: 2, name: "Question 1 of 10" })).toBeTruthy();
    const attemptId = location.current.pathname.replace("/skills/attempts/", "");
    const attempt = mockSkillAttempt(attemptId)!;
    expect(attempt.mode).toBe("VERIFY");
    expect(attempt.userId).toBe(mei.id);
    expect(attempt.acceptedTermIds).toEqual(TEST_TERMS.map((t) => t.id));
    expect(screen.getByRole("timer", { name: "Time left" }).textContent).toMatch(/^(40:00|39:5\d)$/);
    // The learner is told what is recorded.
    expect(screen.getByText(/records when you leave it or full screen, when you paste/)).toBeTruthy();
  });

  it("shows the terms in the interface language", async () => {
    loginAs(mei);
    await i18n.changeLanguage("zh-Hant");
    renderApp(URL);
    const terms = await screen.findByRole("group", { name: "測驗條款" });
    expect(
      within(terms).getByText(
        `完成後，無論是否通過，我都須等待 ${RETAKE_COOLDOWN_DAYS} 天才可再次參加此測驗；重考成績只會在較高時才取代我圖表上的分數。`,
      ),
    ).toBeTruthy();
  });

  it("says from when the test can be taken again when the server refuses during the cooldown (CONFLICT)", async () => {
    loginAs(mei);
    const { user } = renderApp(URL);
    const terms = await screen.findByRole("group", { name: "Test terms" });
    for (const box of within(terms).getAllByRole("checkbox")) await user.click(box);
    // Meanwhile, another tab finished a verify attempt of this test.
    const other = startMockSkillAttempt(mei.id, "sql-intermediate", "VERIFY");
    finishMockSkillAttempt(other, new Date(), true);
    const next = new Date(Date.parse(other.finishedAt!) + RETAKE_COOLDOWN_DAYS * 86_400_000).toISOString();

    await user.click(screen.getByRole("button", { name: "Start the test" }));
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText(`You can take this test again from ${formatDate(next, "en")}.`)).toBeTruthy();
    expect(location.current.pathname).toBe(URL);
    expect(screen.queryByRole("button", { name: "Start the test" })).toBeNull();
  });

  it("says when the demo learner can retake the test she failed three days ago", async () => {
    loginAs(mei);
    renderApp("/skills/verify/js-intermediate");
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText(/^You can take this test again from /)).toBeTruthy();
    expect(screen.getByText("Best score: 60 / 100")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Start the test" })).toBeNull();
  });

  it("offers to resume a verify attempt left open instead of the terms", async () => {
    loginAs(mei);
    const open = startMockSkillAttempt(mei.id, "sql-intermediate", "VERIFY");
    renderApp(URL);
    expect((await screen.findByRole("link", { name: "Resume" })).getAttribute("href")).toBe(`/skills/attempts/${open.id}`);
    expect(screen.queryByRole("group", { name: "Test terms" })).toBeNull();
  });

  it("an unknown test is not found", async () => {
    loginAs(mei);
    renderApp("/skills/verify/no-such-test");
    expect(await screen.findByRole("heading", { level: 1, name: "Skill test not found" })).toBeTruthy();
  });
});
