/** Record who attended a live tutorial. The answer (the tutorial) updates it in the cache. */
import { useMutation } from "@apollo/client/react";
import { TakeAttendanceDocument } from "../../../__generated__/graphql";

export function useTakeAttendance() {
  return useMutation(TakeAttendanceDocument);
}
