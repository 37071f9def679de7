/** Adds a question to a test's bank. It goes last in the bank, so it is appended to both cached views of the bank. */
import { useMutation } from "@apollo/client/react";
import { AddSkillQuestionDocument } from "../../../__generated__/graphql";
import { updateCachedBank } from "./bankCache";

export function useAddSkillQuestion() {
  return useMutation(AddSkillQuestionDocument, {
    update: (cache, { data }) => {
      const added = data?.addSkillQuestion;
      if (!added) return;
      for (const includeRetired of [false, true]) updateCachedBank(cache, added.testId, includeRetired, (bank) => [...bank, added]);
    },
  });
}
