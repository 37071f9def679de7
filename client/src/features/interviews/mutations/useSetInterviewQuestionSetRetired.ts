/**
 * Retires or restores a question set: its `retired` flag changes in place, and the cached learners' list (without
 * retired sets) loses or regains it; the admins' list keeps it either way.
 */
import { useMutation } from "@apollo/client/react";
import { SetInterviewQuestionSetRetiredDocument } from "../../../__generated__/graphql";
import { placeQuestionSet } from "./questionSetCache";

export function useSetInterviewQuestionSetRetired() {
  return useMutation(SetInterviewQuestionSetRetiredDocument, {
    update: (cache, { data }) => {
      if (data) placeQuestionSet(cache, data.setInterviewQuestionSetRetired);
    },
  });
}
