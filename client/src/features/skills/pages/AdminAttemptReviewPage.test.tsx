import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { gql, type TypedDocumentNode } from "@apollo/client";
import i18n from "../../../i18n";
import { createApolloClient } from "../../../app/apollo";
import { renderApp } from "../../../test/renderApp";
import { countOf, recordOperations } from "../../../test/operations";
import { talentAdmin, instructor, loginAs, mei } from "../../../test/session";
import { MOCK_REVIEW_ATTEMPTS, mockSkillAttempt, seedMockReviewQueue } from "../mocks";

const reviewOf = (id: string) => `/skills/admin/assessments/${id}`;
const SUSPICIOUS = MOCK_REVIEW_ATTEMPTS.suspiciousPassed;
const TITLE = "Review: JavaScript · Intermediate by Arjun Nair";

const VERIFIED: TypedDocumentNode<{ user: { id: string; verifiedSkills: { skill: { id: string } }[] } | null }, { id: string }> = gql`
  query AdminReviewTestVerified($id: ID!) {
    user(id: $id) {
      id
      verifiedSkills {
        skill {
          id
        }
      }
    }
  }
`;
/** Whether the instructor's JavaScript is verified, as the API says (the seeded suspicious pass is what verified it). */
async function instructorVerifiesJavaScript() {
  const { data } = await createApolloClient().query({ query: VERIFIED, variables: { id: instructor.id } });
  return data?.user?.verifiedSkills.some((v) => v.skill.id === "javascript") ?? false;
}

describe("/skills/admin/assessments/:id", () => {
  it("shows the learner, the test, the dates, the result against the pass mark and the integrity summary", async () => {
    seedMockReviewQueue();
    loginAs(talentAdmin);
    renderApp(reviewOf(SUSPICIOUS));
    expect(await screen.findByRole("heading", { level: 1, name: TITLE })).toBeTruthy();
    expect(screen.getByText(instructor.email)).toBeTruthy();
    expect(screen.getByText("Submitted", { selector: "dd" })).toBeTruthy();

    const result = screen.getByRole("region", { name: "Result" });
    expect(within(result).getByText("90 of 100 points")).toBeTruthy();
    expect(within(result).getByText("Passed")).toBeTruthy();
    expect(within(result).getByText(/The pass mark is 70 of 100 points/)).toBeTruthy();
    const questions = within(within(result).getByRole("table", { name: "Each question's outcome" }))
      .getAllByRole("row")
      .slice(1);
    expect(questions).toHaveLength(10);
    expect(within(questions[0]!).getByText("Correct")).toBeTruthy();
    expect(within(questions[9]!).getByText("Incorrect")).toBeTruthy();

    const integrity = screen.getByRole("region", { name: "Integrity summary" });
    expect(within(integrity).getAllByText("Suspicious").length).toBeGreaterThan(0);
    const reasons = within(integrity)
      .getAllByRole("listitem")
      .map((li) => li.textContent);
    expect(reasons).toEqual(
      expect.arrayContaining(["Pastes: 3Suspicious", "Time away: 1 min 15 sSuspicious", "Times away: 2Review", "Fast answers: 3Review"]),
    );
    expect(within(integrity).getByText("Longest time away").nextSibling?.textContent).toBe("38 s");
    expect(within(integrity).getByText("Answered in under 5 s")).toBeTruthy();
    // The fastest questions by their number in this attempt.
    expect(within(integrity).getByText("Question 1: 2.5 s")).toBeTruthy();
    expect(within(integrity).getByText("Signals recorded").nextSibling?.textContent).toBe(
      String(mockSkillAttempt(SUSPICIOUS)!.signals.length),
    );
  });

  it("formats the summary in the interface language", async () => {
    seedMockReviewQueue();
    loginAs(talentAdmin);
    await i18n.changeLanguage("zh-Hant");
    renderApp(reviewOf(SUSPICIOUS));
    const integrity = await screen.findByRole("region", { name: "誠信摘要" });
    expect(within(integrity).getByText("離開時間：1 分 15 秒")).toBeTruthy();
    expect(within(integrity).getAllByText("可疑").length).toBeGreaterThan(0);
  });

  it("withdraws a result with a reason: the page says when and why, the queue marks it and the skill is no longer verified", async () => {
    seedMockReviewQueue();
    loginAs(talentAdmin);
    expect(await instructorVerifiesJavaScript()).toBe(true);
    const { user } = renderApp(reviewOf(SUSPICIOUS));
    await user.click(await screen.findByRole("button", { name: "Withdraw result" }));
    const dialog = await screen.findByRole("dialog", { name: "Withdraw this result?" });
    const reason = "Three pastes and long absences; the learner admitted help.";
    await user.type(within(dialog).getByRole("textbox", { name: "Reason" }), reason);
    await user.click(within(dialog).getByRole("button", { name: "Withdraw result" }));

    expect(await screen.findByText("The result is withdrawn.")).toBeTruthy();
    const notice = screen.getByText(/^Withdrawn on .+: Three pastes/);
    expect(notice.textContent).toContain(reason);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.queryByRole("button", { name: "Withdraw result" })).toBeNull();
    expect(mockSkillAttempt(SUSPICIOUS)).toMatchObject({ withdrawal: { reason, by: talentAdmin.id } });
    expect(await instructorVerifiesJavaScript()).toBe(false);

    await user.click(screen.getByRole("link", { name: "← Back to the assessments" }));
    const row = (await screen.findByRole("link", { name: "Review the attempt of Arjun Nair at JavaScript · Intermediate" })).closest("tr")!;
    expect(within(row).getByText("Withdrawn")).toBeTruthy();
  });

  it("refuses a reason the server finds too short: its message shows on the field and nothing changes", async () => {
    seedMockReviewQueue();
    loginAs(talentAdmin);
    const sent = recordOperations();
    const { user } = renderApp(reviewOf(SUSPICIOUS));
    await user.click(await screen.findByRole("button", { name: "Withdraw result" }));
    const dialog = await screen.findByRole("dialog", { name: "Withdraw this result?" });
    const field = within(dialog).getByRole("textbox", { name: "Reason" });
    await user.type(field, "Cheated");
    await user.click(within(dialog).getByRole("button", { name: "Withdraw result" }));

    expect(await within(dialog).findByText(/^Too small: expected string to have >=\d+ characters$/)).toBeTruthy();
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(countOf(sent, "WithdrawSkillAttemptResult")).toBe(1);
    expect(mockSkillAttempt(SUSPICIOUS)).not.toHaveProperty("withdrawal");
    expect(await instructorVerifiesJavaScript()).toBe(true);
    expect(screen.queryByText(/^Withdrawn on/)).toBeNull();
  });

  it("shows an earlier withdrawal instead of the button", async () => {
    seedMockReviewQueue();
    loginAs(talentAdmin);
    renderApp(reviewOf(MOCK_REVIEW_ATTEMPTS.withdrawn));
    expect(await screen.findByRole("heading", { level: 1, name: "Review: C++ · Intermediate by Arjun Nair" })).toBeTruthy();
    expect(screen.getByText(/^Withdrawn on .+: Every answer was pasted in within seconds/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Withdraw result" })).toBeNull();
  });

  it("is for talent admins: a student sees the not-allowed state; an unknown attempt is not found", async () => {
    seedMockReviewQueue();
    loginAs(mei);
    const sent = recordOperations();
    const first = renderApp(reviewOf(SUSPICIOUS));
    expect(await screen.findByText("Only talent admins review assessments.")).toBeTruthy();
    expect(countOf(sent, "AdminAttemptReviewPage")).toBe(0);
    first.unmount();

    loginAs(talentAdmin);
    renderApp(reviewOf("00000000-0000-4000-8000-000000000000"));
    expect(await screen.findByRole("heading", { level: 1, name: "Attempt not found" })).toBeTruthy();
  });
});
