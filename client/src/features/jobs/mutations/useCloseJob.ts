/** Closes a job (back office). It answers with the job's `open`, which the normalized cache updates in place; the list is re-read after every action. */
import { useMutation } from "@apollo/client/react";
import { CloseJobDocument } from "../../../__generated__/graphql";

export function useCloseJob() {
  return useMutation(CloseJobDocument);
}
