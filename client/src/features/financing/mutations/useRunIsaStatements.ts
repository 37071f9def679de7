/**
 * Compute ISA statements now (the server also runs this on a schedule). Answers a count only; the statements screen
 * re-reads its list.
 */
import { useMutation } from "@apollo/client/react";
import { RunIsaStatementsDocument } from "../../../__generated__/graphql";

export function useRunIsaStatements() {
  return useMutation(RunIsaStatementsDocument);
}
