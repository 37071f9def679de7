/**
 * Writes the host's feedback on a booking: the booking (normalized by id) takes its new status and feedback in place.
 * An attended interview counts toward the learner's preparation hours, so their cached preparation is dropped.
 */
import { useMutation } from "@apollo/client/react";
import { GiveInterviewFeedbackDocument } from "../../../__generated__/graphql";
import { useTranslation } from "react-i18next";
import { notifySuccess } from "../../../ui/notify";

export function useGiveInterviewFeedback() {
  const { t } = useTranslation();
  return useMutation(GiveInterviewFeedbackDocument, {
    update: (cache, { data }) => {
      const learner = data?.giveInterviewFeedback.learner;
      if (!learner) return;
      cache.evict({ id: cache.identify({ __typename: "User", id: learner.id }), fieldName: "interviewPreparation" });
      cache.gc();
    },
    onCompleted: () => notifySuccess(t("toast.interviewFeedbackSaved")),
  });
}
