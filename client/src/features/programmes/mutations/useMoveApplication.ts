/**
 * Move an application to another status (back office). The answer (status, history) updates the application in the
 * cache; the applications screen re-reads its page either way.
 */
import { useMutation } from "@apollo/client/react";
import { MoveApplicationDocument } from "../../../__generated__/graphql";

export function useMoveApplication() {
  return useMutation(MoveApplicationDocument);
}
