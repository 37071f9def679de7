/**
 * Submit an income report under an ISA. My learning is re-read, and awaited, so that the agreement shows the
 * report before the form says it was sent.
 */
import { useMutation } from "@apollo/client/react";
import { SubmitIncomeReportDocument } from "../../../__generated__/graphql";

export function useSubmitIncomeReport() {
  return useMutation(SubmitIncomeReportDocument, { refetchQueries: ["MyLearning"], awaitRefetchQueries: true });
}
