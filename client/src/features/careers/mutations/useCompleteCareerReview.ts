/** Gives a review's feedback: the review (normalized by id) takes it in place and leaves the waiting list, read again. */
import { useMutation } from "@apollo/client/react";
import { CompleteCareerReviewDocument } from "../../../__generated__/graphql";
import { useTranslation } from "react-i18next";
import { notifySuccess } from "../../../ui/notify";

export function useCompleteCareerReview() {
  const { t } = useTranslation();
  return useMutation(CompleteCareerReviewDocument, {
    update: (cache) => {
      cache.evict({ id: "ROOT_QUERY", fieldName: "pendingCareerReviews" });
      cache.gc();
    },
    onCompleted: () => notifySuccess(t("toast.careerReviewCompleted")),
  });
}
