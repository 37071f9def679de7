import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { currentParams, renderApp } from "../../../test/renderApp";
import { countOf, failOperationWith, recordOperations } from "../../../test/operations";
import { talentAdmin, loginAs, mei } from "../../../test/session";
import { DEMO_SKILLS } from "@server/talent/modules/skills/demo-seed-data";
import { finishMockSkillAttempt, MOCK_REVIEW_ATTEMPTS, seedMockReviewQueue, startMockSkillAttempt } from "../mocks";

const PATH = "/skills/admin/assessments";

/** The table's rows (without the header row), once the list has loaded. */
async function rows() {
  const table = await screen.findByRole("table", { name: "Attempts to review" });
  return within(table).getAllByRole("row").slice(1);
}

/** Variables of the queue queries sent since `sent` started recording. */
const queueVariables = (sent: ReturnType<typeof recordOperations>) =>
  sent.filter((s) => s.operationName === "AdminAssessmentsPage").map((s) => s.variables);

describe(PATH, () => {
  it("lists the flagged attempts newest first: learner, test, result, flag, a withdrawn result, and a link to each review", async () => {
    seedMockReviewQueue();
    loginAs(talentAdmin);
    renderApp(PATH);
    expect(await screen.findByRole("heading", { level: 1, name: "Assessments review" })).toBeTruthy();
    const list = await rows();
    // The clean attempt is not in the default queue (Review and Suspicious).
    expect(list).toHaveLength(4);
    const [first, second, third, fourth] = list.map((r) => within(r));
    expect(first!.getByText("Arjun Nair")).toBeTruthy();
    expect(first!.getByText("JavaScript · Intermediate")).toBeTruthy();
    expect(first!.getByText("90 / 100")).toBeTruthy();
    expect(first!.getByText("Passed")).toBeTruthy();
    expect(first!.getByText("Suspicious")).toBeTruthy();
    expect(first!.queryByText("Withdrawn")).toBeNull();
    expect(first!.getByRole("link", { name: "Review the attempt of Arjun Nair at JavaScript · Intermediate" }).getAttribute("href")).toBe(
      `${PATH}/${MOCK_REVIEW_ATTEMPTS.suspiciousPassed}`,
    );
    expect(second!.getByText("Mei Ling Tan")).toBeTruthy();
    expect(second!.getByText("Review", { selector: ".mantine-Badge-label" })).toBeTruthy();
    expect(third!.getByText("Not passed")).toBeTruthy();
    expect(fourth!.getByText("C++ · Intermediate")).toBeTruthy();
    expect(fourth!.getByText("Withdrawn")).toBeTruthy();
    expect(screen.getByText("Showing 1–4 of 4")).toBeTruthy();
  });

  it("filters by flag and by test in the URL, and asks the server for exactly those", async () => {
    seedMockReviewQueue();
    loginAs(talentAdmin);
    const sent = recordOperations();
    const { user } = renderApp(PATH);
    await rows();
    expect(queueVariables(sent)).toEqual([{ flags: ["REVIEW", "SUSPICIOUS"], testId: null, page: 1 }]);
    expect((screen.getByRole("checkbox", { name: "Clean" }) as HTMLInputElement).checked).toBe(false);

    await user.click(screen.getByRole("checkbox", { name: "Clean" }));
    await user.click(screen.getByRole("checkbox", { name: "Review" }));
    await user.click(screen.getByRole("checkbox", { name: "Suspicious" }));
    expect(currentParams()).toMatchObject({ flags: "CLEAN", page: "1" });
    // The seeded clean attempt among the demo people's (none of which raised a flag), newest first.
    await waitFor(async () => expect(await rows()).toHaveLength(6));
    expect(within((await rows())[1]!).getByText("SQL · Beginner")).toBeTruthy();
    expect(queueVariables(sent).at(-1)).toEqual({ flags: ["CLEAN"], testId: null, page: 1 });
    // The last ticked flag stays ticked: an empty filter would mean nothing.
    expect((screen.getByRole("checkbox", { name: "Clean" }) as HTMLInputElement).disabled).toBe(true);

    await user.click(screen.getByRole("checkbox", { name: "Suspicious" }));
    await user.selectOptions(screen.getByRole("combobox", { name: "Skill test" }), "C++ · Intermediate");
    expect(currentParams()).toMatchObject({ flags: "SUSPICIOUS,CLEAN", test: "cpp-intermediate", page: "1" });
    await waitFor(async () => expect(await rows()).toHaveLength(1));
    expect(within((await rows())[0]!).getByText("Withdrawn")).toBeTruthy();
    expect(queueVariables(sent).at(-1)).toEqual({ flags: ["SUSPICIOUS", "CLEAN"], testId: "cpp-intermediate", page: 1 });

    await user.selectOptions(screen.getByRole("combobox", { name: "Skill test" }), "HTML/CSS · Advanced");
    expect(await screen.findByText("No finished attempt has these flags.")).toBeTruthy();
  });

  it("pages through a long queue with the page number in the URL", async () => {
    loginAs(talentAdmin);
    const started = Date.now() - 3_600_000;
    for (let i = 0; i < 23; i++) {
      const a = startMockSkillAttempt(mei.id, "py-beginner", "VERIFY", new Date(started + i * 60_000));
      a.signals = [{ kind: "PASTE", atMs: 1_000 }];
      finishMockSkillAttempt(a, new Date(started + i * 60_000 + 30_000), true);
    }
    // With the demo seed's own flagged attempts.
    const total = 23 + DEMO_SKILLS.flatMap((d) => d.flaggedAttempts).length;
    const { user } = renderApp(PATH);
    expect(await rows()).toHaveLength(20);
    expect(screen.getByText(`Showing 1–20 of ${total}`)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Page 2" }));
    expect(currentParams()).toMatchObject({ page: "2" });
    await waitFor(async () => expect(await rows()).toHaveLength(total - 20));
    expect(screen.getByText(`Showing 21–${total} of ${total}`)).toBeTruthy();
  });

  it("says so when nothing is flagged", async () => {
    loginAs(talentAdmin);
    renderApp(`${PATH}?test=html-css-advanced`);
    expect(await screen.findByText("No finished attempt has these flags.")).toBeTruthy();
  });

  it("is for talent admins: a student sees the not-allowed state and the queue is not asked for", async () => {
    seedMockReviewQueue();
    loginAs(mei);
    const sent = recordOperations();
    renderApp(PATH);
    expect(await screen.findByRole("heading", { level: 1, name: "Assessments review" })).toBeTruthy();
    expect(await screen.findByRole("alert")).toHaveProperty(
      "textContent",
      expect.stringContaining("Only talent admins review assessments."),
    );
    expect(screen.queryByRole("table")).toBeNull();
    expect(countOf(sent, "AdminAssessmentsPage")).toBe(0);
  });

  it("shows the not-allowed state when the server answers FORBIDDEN", async () => {
    loginAs(talentAdmin);
    failOperationWith("AdminAssessmentsPage", "You are not allowed to do this.", "FORBIDDEN");
    renderApp(PATH);
    expect(await screen.findByText("Only talent admins review assessments.")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });
});
