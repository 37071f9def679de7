/** Hide or show a course. The answer (hidden, feature) updates the course's row through the cache. */
import { useMutation } from "@apollo/client/react";
import { SetCourseHiddenDocument } from "../../../__generated__/graphql";

export function useSetCourseHidden() {
  return useMutation(SetCourseHiddenDocument);
}
