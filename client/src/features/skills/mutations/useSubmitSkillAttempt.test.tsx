/**
 * The cache after submitting a passing verify attempt: the skill tests page and the skills home, read before, show the
 * new verified skill, best score, cooldown and readiness from the submission's answer alone (no re-read).
 */
import { describe, expect, it } from "vitest";
import type { ReactNode } from "react";
import { act, renderHook } from "@testing-library/react";
import { ApolloProvider } from "@apollo/client/react";
import { createApolloClient } from "../../../app/apollo";
import { SkillsHomePageDocument, VerifySkillsPageDocument } from "../../../__generated__/graphql";
import { loginAs, mei } from "../../../test/session";
import { mockAnswerKey, startMockSkillAttempt } from "../mocks";
import { useSubmitSkillAttempt } from "./useSubmitSkillAttempt";

describe("useSubmitSkillAttempt", () => {
  it("puts the verified skill, the test's progress and the readiness into the cached pages", async () => {
    loginAs(mei);
    const attempt = startMockSkillAttempt(mei.id, "js-intermediate", "VERIFY");
    const client = createApolloClient();
    await client.query({ query: VerifySkillsPageDocument });
    await client.query({ query: SkillsHomePageDocument });
    const before = client.readQuery({ query: VerifySkillsPageDocument })!;
    expect(before.skillTests.find((t) => t.id === "js-intermediate")!.viewerProgress!.openAttempt!.id).toBe(attempt.id);
    expect(client.readQuery({ query: SkillsHomePageDocument })!.viewer!.skillReadiness!.metCount).toBe(2);

    attempt.answers = mockAnswerKey(attempt.id).map((q) => ({
      questionId: q.questionId,
      optionIds: [...q.correct],
      answeredAt: new Date().toISOString(),
    }));
    const wrapper = ({ children }: { children: ReactNode }) => <ApolloProvider client={client}>{children}</ApolloProvider>;
    const { result } = renderHook(() => useSubmitSkillAttempt(), { wrapper });
    await act(() => result.current[0]({ variables: { attemptId: attempt.id } }));

    const page = client.readQuery({ query: VerifySkillsPageDocument })!;
    const progress = page.skillTests.find((t) => t.id === "js-intermediate")!.viewerProgress!;
    // The demo learner's earlier attempt (60, three days ago) is the other one counted.
    expect(progress).toMatchObject({ bestScore: 100, passed: true, attemptCount: 2, openAttempt: null });
    expect(progress.nextAttemptAt).not.toBeNull();
    expect(page.viewer!.verifiedSkills.find((v) => v.skill.id === "javascript")!.level).toBe("INTERMEDIATE");
    expect(client.readQuery({ query: SkillsHomePageDocument })!.viewer!.skillReadiness!.metCount).toBe(3);
  });
});
