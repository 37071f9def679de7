/** Accept or reject an income report. The answer updates the report in the cache; the review screen re-reads its page. */
import { useMutation } from "@apollo/client/react";
import { ReviewIncomeReportDocument } from "../../../__generated__/graphql";

export function useReviewIncomeReport() {
  return useMutation(ReviewIncomeReportDocument);
}
