/**
 * Hand in work for a lesson. The answer carries the lesson's status, mark and submissions, which update it in the
 * cache.
 */
import { useMutation } from "@apollo/client/react";
import { SubmitLessonWorkDocument } from "../../../__generated__/graphql";

export function useSubmitLessonWork() {
  return useMutation(SubmitLessonWorkDocument);
}
