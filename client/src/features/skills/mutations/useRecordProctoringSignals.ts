/** Sends a batch of proctoring signals of a verify attempt (useProctoring batches them). Nothing cached changes. */
import { useMutation } from "@apollo/client/react";
import { RecordProctoringSignalsDocument } from "../../../__generated__/graphql";

export function useRecordProctoringSignals() {
  return useMutation(RecordProctoringSignalsDocument);
}
