/** Mark a learner's submission. The answer updates the submission in the cache; the grading queue is re-read. */
import { useMutation } from "@apollo/client/react";
import { MarkSubmissionDocument } from "../../../__generated__/graphql";

export function useMarkSubmission() {
  return useMutation(MarkSubmissionDocument);
}
