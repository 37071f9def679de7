/**
 * Saves the answer to one question of the viewer's open attempt. The attempt's cached answers then hold the saved one
 * in place of the earlier answer to that question (none when the answer was cleared), so a return to the attempt
 * shows what the server has.
 */
import type { Reference, StoreObject } from "@apollo/client";
import { useMutation } from "@apollo/client/react";
import { AnswerSkillQuestionDocument } from "../../../__generated__/graphql";

export function useAnswerSkillQuestion() {
  return useMutation(AnswerSkillQuestionDocument, {
    update: (cache, { data }, { variables }) => {
      const answer = data?.answerSkillQuestion;
      if (!answer || !variables) return;
      cache.modify({
        id: cache.identify({ __typename: "SkillAttempt", id: variables.attemptId }),
        fields: {
          answers: (existing: readonly (Reference | StoreObject)[] = [], { readField }) => {
            const others = existing.filter((a) => readField("questionId", a) !== answer.questionId);
            return answer.optionIds.length ? [...others, { __typename: "SkillAnswer", ...answer }] : others;
          },
        },
      });
    },
  });
}
