/** The words and colours for a project's status and a review's kind, shared by the learner's and the staff's pages. */
import { useTranslation } from "react-i18next";
import type { CareerReviewKind, CareerStaffKind, PortfolioProjectStatus } from "../../../__generated__/graphql";

export const STATUS_COLOR: Record<PortfolioProjectStatus, string> = {
  SUBMITTED: "blue",
  CHANGES_REQUESTED: "orange",
  APPROVED: "teal",
};

export function useCareerWords() {
  const { t } = useTranslation();
  return {
    statusName: (status: PortfolioProjectStatus) => t(`careers.status.${status}`),
    reviewKindName: (kind: CareerReviewKind) => t(`careers.reviewKind.${kind}`),
    /** The kind within a sentence ("your resume review"). */
    reviewKindInline: (kind: CareerReviewKind) => t(`careers.reviewKindInline.${kind}`),
    staffKindName: (kind: CareerStaffKind) => t(`careers.staffKind.${kind}`),
  };
}
