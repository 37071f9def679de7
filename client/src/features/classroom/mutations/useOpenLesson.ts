/** Record that the viewer opened a lesson. The answer updates the lesson's status in the cache. */
import { useMutation } from "@apollo/client/react";
import { OpenLessonDocument } from "../../../__generated__/graphql";

export function useOpenLesson() {
  return useMutation(OpenLessonDocument);
}
