/**
 * Hand in a quiz's answers. The answer carries the lesson's status, mark and submissions, which update it in the
 * cache.
 */
import { useMutation } from "@apollo/client/react";
import { SubmitLessonAnswersDocument } from "../../../__generated__/graphql";

export function useSubmitLessonAnswers() {
  return useMutation(SubmitLessonAnswersDocument);
}
