/** Confirm a statement's payment. The answer updates the statement in the cache; the statements screen re-reads its list. */
import { useMutation } from "@apollo/client/react";
import { ConfirmStatementPaymentDocument } from "../../../__generated__/graphql";

export function useConfirmStatementPayment() {
  return useMutation(ConfirmStatementPaymentDocument);
}
