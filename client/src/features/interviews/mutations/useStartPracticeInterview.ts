/**
 * Starts a practice interview from a set, or resumes the viewer's open one of it. A new practice heads the viewer's
 * list (newest first): the list is read again when shown.
 */
import { useMutation } from "@apollo/client/react";
import { StartPracticeInterviewDocument } from "../../../__generated__/graphql";

export function useStartPracticeInterview() {
  return useMutation(StartPracticeInterviewDocument, {
    update: (cache) => {
      cache.evict({ id: "ROOT_QUERY", fieldName: "myPracticeInterviews" });
      cache.gc();
    },
  });
}
