/** Gives a review's feedback: the review (normalized by id) takes it in place and leaves the waiting list, read again. */
import { useMutation } from "@apollo/client/react";
import { CompleteCareerReviewDocument } from "../../../__generated__/graphql";

export function useCompleteCareerReview() {
  return useMutation(CompleteCareerReviewDocument, {
    update: (cache) => {
      cache.evict({ id: "ROOT_QUERY", fieldName: "pendingCareerReviews" });
      cache.gc();
    },
  });
}
