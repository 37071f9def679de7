/** Mark a reading lesson done. The answer updates the lesson's status and mark in the cache. */
import { useMutation } from "@apollo/client/react";
import { MarkLessonDoneDocument } from "../../../__generated__/graphql";

export function useMarkLessonDone() {
  return useMutation(MarkLessonDoneDocument);
}
