/** Creates a question set: it joins the cached lists (the admins' and, not being retired, the learners') in title order. */
import { useMutation } from "@apollo/client/react";
import { CreateInterviewQuestionSetDocument } from "../../../__generated__/graphql";
import { placeQuestionSet } from "./questionSetCache";
import { useTranslation } from "react-i18next";
import { notifySuccess } from "../../../ui/notify";

export function useCreateInterviewQuestionSet() {
  const { t } = useTranslation();
  return useMutation(CreateInterviewQuestionSetDocument, {
    update: (cache, { data }) => {
      if (data) placeQuestionSet(cache, data.createInterviewQuestionSet);
    },
    onCompleted: () => notifySuccess(t("toast.questionSetSaved")),
  });
}
