/** Rewrites a question set (normalized by id, so every view of it changes); a new title moves it in the cached lists. */
import { useMutation } from "@apollo/client/react";
import { UpdateInterviewQuestionSetDocument } from "../../../__generated__/graphql";
import { placeQuestionSet } from "./questionSetCache";
import { useTranslation } from "react-i18next";
import { notifySuccess } from "../../../ui/notify";

export function useUpdateInterviewQuestionSet() {
  const { t } = useTranslation();
  return useMutation(UpdateInterviewQuestionSetDocument, {
    update: (cache, { data }) => {
      if (data) placeQuestionSet(cache, data.updateInterviewQuestionSet);
    },
    onCompleted: () => notifySuccess(t("toast.questionSetSaved")),
  });
}
