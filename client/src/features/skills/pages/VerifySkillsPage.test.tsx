import { describe, expect, it } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { location, renderApp } from "../../../test/renderApp";
import { recruiter, loginAs, mei } from "../../../test/session";
import { AppProviders } from "../../../app/AppProviders";
import { createApolloClient } from "../../../app/apollo";
import { formatDate } from "../../../lib/format";
import { RETAKE_COOLDOWN_DAYS } from "@server/talent/modules/skills/rules/attempts";
import { finishMockSkillAttempt, mockAnswerKey, startMockSkillAttempt } from "../mocks";
import { VerifyTestAction } from "../components/VerifyTestAction";

/** A test's card, by its topic and level (the heading reads "JavaScript Intermediate" to assistive technology). */
const testCard = (id: string) => document.getElementById(`skill-test-${id}`)!;

describe("/skills/verify", () => {
  it("sends visitors to log in", async () => {
    renderApp("/skills/verify");
    expect(await screen.findByRole("heading", { level: 1, name: "Log in" })).toBeTruthy();
    expect(location.current.search).toBe("?next=%2Fskills%2Fverify");
  });

  it("lists the fifteen tests by topic, each with its level, time limit, questions and pass mark, and a way to take it", async () => {
    loginAs(recruiter);
    renderApp("/skills/verify");
    expect(await screen.findByRole("region", { name: "HTML/CSS" })).toBeTruthy();
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      "HTML/CSS",
      "JavaScript",
      "Python",
      "SQL",
      "C++",
    ]);
    const js = screen.getByRole("region", { name: "JavaScript" });
    expect(
      within(js)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["JavaScript Beginner", "JavaScript Intermediate", "JavaScript Advanced"]);
    expect(document.querySelectorAll("[id^=skill-test-]:not([id$=-heading])")).toHaveLength(15);

    const card = within(testCard("js-intermediate"));
    expect(card.getByText("40 minutes")).toBeTruthy();
    expect(card.getByText("10")).toBeTruthy();
    expect(card.getByText("70% (70 of 100 points)")).toBeTruthy();
    expect(within(testCard("py-beginner")).getByText("30 minutes")).toBeTruthy();
    expect(within(testCard("cpp-advanced")).getByText("45 minutes")).toBeTruthy();
    expect(within(js).getByText("Not verified yet")).toBeTruthy();
    expect(screen.getAllByRole("link", { name: /^Take the test: / })).toHaveLength(15);
    expect(card.getByRole("link", { name: "Take the test: JavaScript · Intermediate" }).getAttribute("href")).toBe(
      "/skills/verify/js-intermediate",
    );
    expect(card.queryByText(/Best score/)).toBeNull();
  });

  it("offers to resume a verify attempt left open, and not a practice one", async () => {
    loginAs(mei);
    const open = startMockSkillAttempt(mei.id, "sql-beginner", "VERIFY");
    startMockSkillAttempt(mei.id, "py-beginner", "PRACTICE");
    renderApp("/skills/verify");
    await screen.findByRole("region", { name: "SQL" });
    const sql = within(testCard("sql-beginner"));
    expect(sql.getByRole("link", { name: "Resume: SQL · Beginner" }).getAttribute("href")).toBe(`/skills/attempts/${open.id}`);
    expect(sql.queryByRole("link", { name: /^Take the test/ })).toBeNull();
    expect(within(testCard("py-beginner")).getByRole("link", { name: "Take the test: Python · Beginner" })).toBeTruthy();
  });

  it("during the retake cooldown: the best score and a disabled button with the date of the next attempt", async () => {
    loginAs(mei);
    const done = startMockSkillAttempt(mei.id, "cpp-beginner", "VERIFY");
    const key = mockAnswerKey(done.id);
    // Six of ten right: 60, below the pass mark.
    done.answers = key
      .slice(0, 6)
      .map((q) => ({ questionId: q.questionId, optionIds: [...q.correct], answeredAt: new Date().toISOString() }));
    finishMockSkillAttempt(done, new Date(), true);
    renderApp("/skills/verify");
    await screen.findByRole("region", { name: "C++" });
    const cpp = within(testCard("cpp-beginner"));
    expect(cpp.getByText("Best score: 60 / 100")).toBeTruthy();
    const next = new Date(Date.parse(done.finishedAt!) + RETAKE_COOLDOWN_DAYS * 86_400_000).toISOString();
    const button = cpp.getByRole("button", { name: `Next attempt from ${formatDate(next, "en")}` }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(cpp.queryByRole("link", { name: /^Take the test/ })).toBeNull();
    expect(cpp.queryByText("Verified")).toBeNull();
  });

  it("a visitor's card asks to log in and offers no test", () => {
    const test = {
      __typename: "SkillTest" as const,
      id: "js-beginner",
      topic: "js",
      level: "BEGINNER" as const,
      total: 100,
      viewerProgress: null,
    };
    render(
      <AppProviders client={createApolloClient()} env="test">
        <MemoryRouter>
          <VerifyTestAction test={test} />
        </MemoryRouter>
      </AppProviders>,
    );
    expect(screen.getByRole("link", { name: "Log in to take this test" }).getAttribute("href")).toBe("/login?next=%2Fskills%2Fverify");
    expect(screen.queryByRole("link", { name: /Take the test/ })).toBeNull();
  });

  it("shows the viewer's verified levels: a higher level counts for the tests below it", async () => {
    loginAs(mei);
    renderApp("/skills/verify");
    const html = await screen.findByRole("region", { name: "HTML/CSS" });
    await within(html).findByText("Your verified level: HTML Intermediate, CSS Intermediate");
    expect(within(testCard("html-css-beginner")).getByText("Verified")).toBeTruthy();
    expect(within(testCard("html-css-intermediate")).getByText("Verified")).toBeTruthy();
    expect(within(testCard("html-css-advanced")).queryByText("Verified")).toBeNull();
    const js = screen.getByRole("region", { name: "JavaScript" });
    expect(within(js).getByText("Your verified level: JavaScript Beginner")).toBeTruthy();
    expect(within(testCard("js-beginner")).getByText("Verified")).toBeTruthy();
    expect(within(testCard("js-intermediate")).queryByText("Verified")).toBeNull();
    expect(within(screen.getByRole("region", { name: "Python" })).getByText("Not verified yet")).toBeTruthy();
  });

  it("a link to one test focuses it", async () => {
    loginAs(mei);
    renderApp("/skills/verify#skill-test-sql-advanced");
    await waitFor(() => expect(document.activeElement?.id).toBe("skill-test-sql-advanced"));
  });
});
