import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { location, renderApp } from "../../../test/renderApp";
import { recruiter, instructor, loginAs, mei } from "../../../test/session";
import { addAccount } from "../../../mocks/session";
import { finishMockSkillAttempt, mockAnswerKey, startMockSkillAttempt } from "../mocks";
import { SKILL_RANKING_PAGE_SIZE } from "@server/talent/modules/skills/rules/ranking";
import i18n from "../../../i18n";

/** A table's body rows as the texts of their cells. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .slice(1)
    .map((r) => [...r.querySelectorAll("th, td")].map((c) => c.textContent));

const DAY = 86_400_000;

/** A finished verify attempt of py-advanced with `correct` questions right, finished `daysAgo` days ago. */
function rankedAttempt(userId: string, correct: number, daysAgo: number) {
  const finished = new Date(Date.now() - daysAgo * DAY);
  const attempt = startMockSkillAttempt(userId, "py-advanced", "VERIFY", new Date(finished.getTime() - 10 * 60_000));
  attempt.answers = mockAnswerKey(attempt.id)
    .slice(0, correct)
    .map((q) => ({ questionId: q.questionId, optionIds: [...q.correct], answeredAt: finished.toISOString() }));
  finishMockSkillAttempt(attempt, finished, true);
}

/** `n` more learners of py-advanced, each below the demo instructor's 100. */
function addPythonLearners(n: number) {
  for (let i = 1; i <= n; i++) {
    const id = `7a7a0000-0000-4000-8000-${String(i).padStart(12, "0")}`;
    addAccount({
      id,
      email: `learner${i}@example.com`,
      password: "password123",
      firstName: "Learner",
      lastName: String(i).padStart(2, "0"),
      roles: ["STUDENT"],
    });
    // Scores 90 down to 10, repeating; the earlier of equal averages ranks higher.
    rankedAttempt(id, 9 - ((i - 1) % 9), 30 - i);
  }
}

describe("/skills/my-skills", () => {
  it("sends visitors to log in", async () => {
    renderApp("/skills/my-skills?tab=1");
    expect(await screen.findByRole("heading", { level: 1, name: "Log in" })).toBeTruthy();
    expect(location.current.search).toBe("?next=%2Fskills%2Fmy-skills%3Ftab%3D1");
  });

  it("charts the demo learner's verified levels against her role, with her verified skills and chart scores", async () => {
    loginAs(mei);
    renderApp("/skills/my-skills");
    expect(await screen.findByRole("heading", { level: 1, name: "Chart and rankings" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Chart" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("link", { name: "Chart & rankings" }).getAttribute("aria-current")).toBe("page");
    expect(await screen.findByRole("heading", { level: 2, name: "Your levels against Junior front-end developer" })).toBeTruthy();

    // The chart's text alternative: one table per category the role asks something in.
    expect(rowsOf(screen.getByRole("table", { name: "Core" }))).toEqual([
      ["HTML", "Intermediate", "Intermediate", "Met"],
      ["CSS", "Intermediate", "Intermediate", "Met"],
      ["JavaScript", "Intermediate", "Beginner", "Not yet"],
    ]);
    expect(rowsOf(screen.getByRole("table", { name: "Role-specific" }))).toEqual([
      ["A front-end framework", "Beginner", "None", "Not yet"],
      ["A CSS framework", "Beginner", "None", "Not yet"],
    ]);
    expect(screen.getByRole("table", { name: "Tools" })).toBeTruthy();
    expect(screen.getByRole("table", { name: "Methodologies" })).toBeTruthy();
    expect(screen.getByText("2 of 3 met")).toBeTruthy();

    expect(rowsOf(screen.getByRole("table", { name: "Verified skills" })).map((r) => r.slice(0, 3))).toEqual([
      ["CSS", "Intermediate", "90 / 100"],
      ["HTML", "Intermediate", "90 / 100"],
      ["JavaScript", "Beginner", "80 / 100"],
    ]);
    // Each test taken to verify, with its best score; the failed JavaScript Intermediate attempt counts too.
    expect(rowsOf(screen.getByRole("table", { name: "Chart scores" }))).toEqual([
      ["HTML/CSS · Intermediate", "90 / 100", "1", "Yes"],
      ["JavaScript · Beginner", "80 / 100", "1", "Yes"],
      ["JavaScript · Intermediate", "60 / 100", "1", "No"],
    ]);
  });

  it("asks someone without a role to choose one, and still lists their scores", async () => {
    loginAs(instructor);
    renderApp("/skills/my-skills?tab=0");
    const chart = await screen.findByRole("region", { name: "Your role chart" });
    expect(within(chart).getByText(/Choose the role you are working toward to chart/)).toBeTruthy();
    expect(within(chart).getByRole("link", { name: "Choose a role" }).getAttribute("href")).toBe("/skills/choose-role");
    expect(screen.queryByRole("table", { name: "Core" })).toBeNull();
    expect(rowsOf(screen.getByRole("table", { name: "Chart scores" }))).toEqual([
      // The beginner tests are the demo seed's flagged attempts (the assessments review queue's).
      ["Python · Beginner", "100 / 100", "1", "Yes"],
      ["Python · Advanced", "100 / 100", "1", "Yes"],
      ["SQL · Beginner", "80 / 100", "1", "Yes"],
      ["SQL · Advanced", "90 / 100", "1", "Yes"],
    ]);
  });

  it("lists the demo learner's ranking entries and highest rank, and opens a test's ranked list", async () => {
    loginAs(mei);
    const { user } = renderApp("/skills/my-skills");
    await user.click(await screen.findByRole("tab", { name: "Rankings" }));
    expect(location.current.search).toBe("?tab=1");
    const section = await screen.findByRole("region", { name: "Your rankings" });
    expect(within(section).getByText("Your highest rank: #1")).toBeTruthy();
    expect(within(section).getByText(/by the average score of their verify attempts, highest first/)).toBeTruthy();
    // Alone on each of her tests: first everywhere; best rank first, then by test id.
    expect(rowsOf(within(section).getByRole("table", { name: "Your rankings" }))).toEqual([
      ["HTML/CSS · Intermediate", "#1", "90", "1", "90"],
      ["JavaScript · Beginner", "#1", "80", "1", "80"],
      ["JavaScript · Intermediate", "#1", "60", "1", "60"],
    ]);

    await user.click(within(section).getByRole("link", { name: "Ranking of JavaScript · Beginner" }));
    expect(location.current.search).toBe("?tab=1&test=js-beginner");
    expect(await screen.findByRole("heading", { level: 2, name: "Ranking: JavaScript · Beginner" })).toBeTruthy();
    const list = await screen.findByRole("table", { name: "Ranking of JavaScript · Beginner" });
    expect(rowsOf(list)).toEqual([["#1", "Mei Ling TanYou", "80", "1", "80"]]);
    expect(within(list).getAllByRole("row")[1]!.getAttribute("aria-current")).toBe("true");

    await user.click(screen.getByRole("link", { name: "Back to your rankings" }));
    expect(await screen.findByRole("region", { name: "Your rankings" })).toBeTruthy();
  });

  it("ranks a test's learners by average, led by the demo instructor, 20 a page", async () => {
    addPythonLearners(21);
    rankedAttempt(mei.id, 5, 2);
    rankedAttempt(mei.id, 7, 1); // Mei averages 60 over two attempts
    loginAs(mei);
    const { user } = renderApp("/skills/my-skills?tab=1&test=py-advanced");
    const list = await screen.findByRole("table", { name: "Ranking of Python · Advanced" });
    const rows = rowsOf(list);
    expect(rows).toHaveLength(SKILL_RANKING_PAGE_SIZE);
    expect(rows[0]).toEqual(["#1", "Arjun Nair", "100", "1", "100"]);
    // Learners 01 and 10 both scored 90: 01 finished earlier, so ranks first.
    expect(rows[1]).toEqual(["#2", "Learner 01", "90", "1", "90"]);
    expect(rows[2]).toEqual(["#3", "Learner 10", "90", "1", "90"]);
    const meiRow = rows.findIndex((r) => r[1] === "Mei Ling TanYou");
    expect(rows[meiRow]!.slice(2)).toEqual(["60", "2", "70"]);
    expect(screen.getByText("Showing 1–20 of 23")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Page 2" }));
    expect(location.current.search).toBe("?tab=1&test=py-advanced&page=2");
    await waitFor(() => expect(rowsOf(screen.getByRole("table", { name: "Ranking of Python · Advanced" }))[0]![0]).toBe("#21"));
    expect(screen.getByText("Showing 21–23 of 23")).toBeTruthy();
  });

  it("an unknown test's ranking says so", async () => {
    loginAs(mei);
    renderApp("/skills/my-skills?tab=1&test=no-such-test");
    expect(await screen.findByText("Skill test not found")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to your rankings" }).getAttribute("href")).toBe("/skills/my-skills?tab=1");
  });

  it("someone with no attempts is unranked", async () => {
    loginAs(recruiter);
    renderApp("/skills/my-skills?tab=1");
    const section = await screen.findByRole("region", { name: "Your rankings" });
    expect(within(section).getByText("You are not ranked yet.")).toBeTruthy();
    expect(within(section).getByText("Finish a skill test to join its ranking.")).toBeTruthy();
  });

  it("shows in the interface language", async () => {
    await i18n.changeLanguage("zh-Hant");
    loginAs(mei);
    renderApp("/skills/my-skills?tab=1");
    expect(await screen.findByRole("heading", { level: 1, name: "圖表與排名" })).toBeTruthy();
    const section = await screen.findByRole("region", { name: "你的排名" });
    expect(within(section).getByText("你的最高排名：第 1 名")).toBeTruthy();
  });
});
