/** Save a class's settings. The answer (the form's fragment) updates the class in the cache. */
import { useMutation } from "@apollo/client/react";
import { UpdateClassDocument } from "../../../__generated__/graphql";

export function useUpdateClass() {
  return useMutation(UpdateClassDocument);
}
