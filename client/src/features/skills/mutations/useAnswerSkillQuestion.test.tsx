/** The cache after saving answers: the attempt's cached answers hold the saved one per question, none once cleared. */
import { describe, expect, it } from "vitest";
import type { ReactNode } from "react";
import { act, renderHook } from "@testing-library/react";
import { ApolloProvider } from "@apollo/client/react";
import { createApolloClient } from "../../../app/apollo";
import { SkillAttemptPageDocument } from "../../../__generated__/graphql";
import { loginAs, mei } from "../../../test/session";
import { mockAnswerKey, startMockSkillAttempt } from "../mocks";
import { useAnswerSkillQuestion } from "./useAnswerSkillQuestion";

describe("useAnswerSkillQuestion", () => {
  it("replaces the question's cached answer, and removes it when cleared", async () => {
    loginAs(mei);
    const attempt = startMockSkillAttempt(mei.id, "py-intermediate", "PRACTICE");
    const [first, second] = mockAnswerKey(attempt.id);
    const client = createApolloClient();
    await client.query({ query: SkillAttemptPageDocument, variables: { id: attempt.id } });
    const answers = () => client.readQuery({ query: SkillAttemptPageDocument, variables: { id: attempt.id } })!.skillAttempt!.answers;
    const wrapper = ({ children }: { children: ReactNode }) => <ApolloProvider client={client}>{children}</ApolloProvider>;
    const { result } = renderHook(() => useAnswerSkillQuestion(), { wrapper });
    const answer = (questionId: string, optionIds: string[]) =>
      act(() => result.current[0]({ variables: { attemptId: attempt.id, questionId, optionIds } }));

    await answer(first!.questionId, [...first!.correct]);
    await answer(second!.questionId, [...second!.correct]);
    await answer(first!.questionId, [first!.correct[0]!]);
    expect(answers().map((a) => [a.questionId, a.optionIds])).toEqual([
      [second!.questionId, [...second!.correct]],
      [first!.questionId, [first!.correct[0]]],
    ]);
    await answer(second!.questionId, []);
    expect(answers().map((a) => a.questionId)).toEqual([first!.questionId]);
  });
});
