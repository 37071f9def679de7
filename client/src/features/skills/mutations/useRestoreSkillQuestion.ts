/** Draws a retired question again: it returns to the cached drawn bank in its place; the other view updates in place. */
import { useMutation } from "@apollo/client/react";
import { RestoreSkillQuestionDocument } from "../../../__generated__/graphql";
import { updateCachedBank } from "./bankCache";

export function useRestoreSkillQuestion() {
  return useMutation(RestoreSkillQuestionDocument, {
    update: (cache, { data }) => {
      const restored = data?.restoreSkillQuestion;
      if (restored) updateCachedBank(cache, restored.testId, false, (bank) => [...bank.filter((q) => q.id !== restored.id), restored]);
    },
  });
}
