/**
 * Asks for a resume or portfolio review: it joins the top of the learner's reviews (newest first) and the staff's
 * waiting list, which is dropped from the cache and read again.
 */
import { useMutation } from "@apollo/client/react";
import { RequestCareerReviewDocument } from "../../../__generated__/graphql";
import { updateMyServices } from "./myServicesCache";
import { useTranslation } from "react-i18next";
import { notifySuccess } from "../../../ui/notify";

export function useRequestCareerReview() {
  const { t } = useTranslation();
  return useMutation(RequestCareerReviewDocument, {
    update: (cache, { data }) => {
      const review = data?.requestCareerReview;
      if (!review) return;
      updateMyServices(cache, (services) => ({ ...services, reviews: [review, ...services.reviews.filter((r) => r.id !== review.id)] }));
      cache.evict({ id: "ROOT_QUERY", fieldName: "pendingCareerReviews" });
      cache.gc();
    },
    onCompleted: () => notifySuccess(t("toast.careerReviewRequested")),
  });
}
