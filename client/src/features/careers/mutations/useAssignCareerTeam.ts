/**
 * Assigns a learner's mentor and coach. Learners have no id of their own in the cache (CareerServices), and the new team
 * moves them in the list (those without a full team come first) and changes the staff's learner counts: the learners
 * and staff lists, and any learner's services, are dropped from the cache and read again.
 */
import { useMutation } from "@apollo/client/react";
import { AssignCareerTeamDocument } from "../../../__generated__/graphql";
import { useTranslation } from "react-i18next";
import { notifySuccess } from "../../../ui/notify";

export function useAssignCareerTeam() {
  const { t } = useTranslation();
  return useMutation(AssignCareerTeamDocument, {
    update: (cache) => {
      for (const fieldName of ["careerServicesLearners", "careerStaff", "careerServices"]) cache.evict({ id: "ROOT_QUERY", fieldName });
      cache.gc();
    },
    onCompleted: () => notifySuccess(t("toast.careerTeamAssigned")),
  });
}
