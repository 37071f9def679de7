/** Moves an application along (back office). It answers with the application and its job's count, which the normalized cache updates in place; the panel re-reads its list after every action. */
import { useMutation } from "@apollo/client/react";
import { MoveJobApplicationDocument } from "../../../__generated__/graphql";

export function useMoveJobApplication() {
  return useMutation(MoveJobApplicationDocument);
}
