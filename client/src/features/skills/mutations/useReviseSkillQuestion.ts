/**
 * Revises a question: the server retires the old one and puts the new wording, under a new id, in its place. The drawn
 * bank swaps them in the cache; the bank with retired questions is read again (it shows when the old one retired).
 */
import { useMutation } from "@apollo/client/react";
import { ReviseSkillQuestionDocument } from "../../../__generated__/graphql";
import { dropCachedBankWithRetired, updateCachedBank } from "./bankCache";

export function useReviseSkillQuestion() {
  return useMutation(ReviseSkillQuestionDocument, {
    update: (cache, { data }) => {
      const revised = data?.reviseSkillQuestion;
      if (!revised) return;
      updateCachedBank(cache, revised.testId, false, (bank) => [...bank.filter((q) => q.id !== revised.revisionOf), revised]);
      dropCachedBankWithRetired(cache, revised.testId);
    },
  });
}
