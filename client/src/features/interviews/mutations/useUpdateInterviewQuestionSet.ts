/** Rewrites a question set (normalized by id, so every view of it changes); a new title moves it in the cached lists. */
import { useMutation } from "@apollo/client/react";
import { UpdateInterviewQuestionSetDocument } from "../../../__generated__/graphql";
import { placeQuestionSet } from "./questionSetCache";

export function useUpdateInterviewQuestionSet() {
  return useMutation(UpdateInterviewQuestionSetDocument, {
    update: (cache, { data }) => {
      if (data) placeQuestionSet(cache, data.updateInterviewQuestionSet);
    },
  });
}
