/**
 * Withdrawing a result marks the attempt in the cached review queue from the mutation's answer (no re-read) and drops
 * the learner's verified skills the server recomputed; a refused reason changes nothing.
 */
import { describe, expect, it } from "vitest";
import type { ReactNode } from "react";
import { act, renderHook } from "@testing-library/react";
import { ApolloProvider } from "@apollo/client/react";
import { createApolloClient } from "../../../app/apollo";
import { AdminAssessmentsPageDocument, SkillsHomePageDocument } from "../../../__generated__/graphql";
import { countOf, recordOperations } from "../../../test/operations";
import { readServerError } from "../../../lib/graphqlErrors";
import { talentAdmin, loginAs, mei } from "../../../test/session";
import { FLAGGED } from "../lib/assessments";
import { MOCK_REVIEW_ATTEMPTS, seedMockReviewQueue } from "../mocks";
import { useWithdrawSkillAttemptResult } from "./useWithdrawSkillAttemptResult";

/** The demo student's flagged pass (C++ Beginner), with her skills home and the queue read first. */
async function setUp() {
  seedMockReviewQueue();
  const client = createApolloClient();
  loginAs(mei);
  await client.query({ query: SkillsHomePageDocument });
  loginAs(talentAdmin);
  const queue = { query: AdminAssessmentsPageDocument, variables: { flags: [...FLAGGED], testId: null, page: 1 } };
  await client.query(queue);
  const wrapper = ({ children }: { children: ReactNode }) => <ApolloProvider client={client}>{children}</ApolloProvider>;
  const { result } = renderHook(() => useWithdrawSkillAttemptResult(), { wrapper });
  const withdraw = (reason: string) =>
    act(() => result.current[0]({ variables: { attemptId: MOCK_REVIEW_ATTEMPTS.reviewPassed, reason } }));
  const row = () => client.readQuery(queue)!.skillAttemptsForReview.items.find((a) => a.id === MOCK_REVIEW_ATTEMPTS.reviewPassed)!;
  const learnerFields = () => {
    const stored = client.cache.extract() as Record<string, object | undefined>;
    return stored[client.cache.identify({ __typename: "User", id: mei.id })!] ?? {};
  };
  return { withdraw, row, learnerFields };
}

describe("useWithdrawSkillAttemptResult", () => {
  it("marks the attempt in the cached queue and drops the learner's recomputed skills, without re-reading the queue", async () => {
    const { withdraw, row, learnerFields } = await setUp();
    expect(row().withdrawnAt).toBeNull();
    expect(learnerFields()).toHaveProperty("verifiedSkills");
    const sent = recordOperations();

    await withdraw("Two absences and a paste; the learner admitted help.");
    expect(row().withdrawnAt).not.toBeNull();
    expect(learnerFields()).not.toHaveProperty("verifiedSkills");
    expect(countOf(sent, "AdminAssessmentsPage")).toBe(0);
  });

  it("leaves everything as it was when the server refuses the reason", async () => {
    const { withdraw, row, learnerFields } = await setUp();
    let failure: ReturnType<typeof readServerError> | null = null;
    try {
      await withdraw("Too short");
    } catch (e) {
      failure = readServerError(e);
    }
    expect(failure?.code).toBe("BAD_USER_INPUT");
    expect(failure?.fields.reason).toMatch(/^Too small/);
    expect(row().withdrawnAt).toBeNull();
    expect(learnerFields()).toHaveProperty("verifiedSkills");
  });
});
