/**
 * Save a course's content. The answer (the form's fragment) updates the course in the cache; the form shows what the
 * server stored.
 */
import { useMutation } from "@apollo/client/react";
import { UpdateCourseContentDocument } from "../../../__generated__/graphql";

export function useUpdateCourseContent() {
  return useMutation(UpdateCourseContentDocument);
}
