/** Creates a question set: it joins the cached lists (the admins' and, not being retired, the learners') in title order. */
import { useMutation } from "@apollo/client/react";
import { CreateInterviewQuestionSetDocument } from "../../../__generated__/graphql";
import { placeQuestionSet } from "./questionSetCache";

export function useCreateInterviewQuestionSet() {
  return useMutation(CreateInterviewQuestionSetDocument, {
    update: (cache, { data }) => {
      if (data) placeQuestionSet(cache, data.createInterviewQuestionSet);
    },
  });
}
