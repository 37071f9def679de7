/** Create a class. The classes list is re-read so that the new class appears in it. */
import { useMutation } from "@apollo/client/react";
import { AdminClassesDocument, CreateClassDocument } from "../../../__generated__/graphql";

export function useCreateClass() {
  return useMutation(CreateClassDocument, { refetchQueries: [AdminClassesDocument] });
}
