/**
 * Approves a project or asks for changes: the project (normalized by id) takes its status and feedback in place; it
 * leaves the waiting list, and an approval changes the learner's count, so the waiting list and the learners' services
 * are dropped from the cache and read again.
 */
import { useMutation } from "@apollo/client/react";
import { ReviewPortfolioProjectDocument } from "../../../__generated__/graphql";
import { useTranslation } from "react-i18next";
import { notifySuccess } from "../../../ui/notify";

export function useReviewPortfolioProject() {
  const { t } = useTranslation();
  return useMutation(ReviewPortfolioProjectDocument, {
    update: (cache) => {
      for (const fieldName of ["pendingPortfolioProjects", "careerServicesLearners", "careerServices"])
        cache.evict({ id: "ROOT_QUERY", fieldName });
      cache.gc();
    },
    onCompleted: () => notifySuccess(t("toast.portfolioProjectReviewed")),
  });
}
