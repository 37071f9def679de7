/** Feature a course or not. The answer (hidden, feature) updates the course's row through the cache. */
import { useMutation } from "@apollo/client/react";
import { SetCourseFeaturedDocument } from "../../../__generated__/graphql";

export function useSetCourseFeatured() {
  return useMutation(SetCourseFeaturedDocument);
}
