/** Stops drawing a question: it leaves the cached drawn bank; the bank with retired questions keeps it, now retired. */
import { useMutation } from "@apollo/client/react";
import { RetireSkillQuestionDocument } from "../../../__generated__/graphql";
import { updateCachedBank } from "./bankCache";

export function useRetireSkillQuestion() {
  return useMutation(RetireSkillQuestionDocument, {
    update: (cache, { data }) => {
      const retired = data?.retireSkillQuestion;
      if (retired) updateCachedBank(cache, retired.testId, false, (bank) => bank.filter((q) => q.id !== retired.id));
    },
  });
}
