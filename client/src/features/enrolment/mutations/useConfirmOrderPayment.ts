/**
 * Confirm an order's payment (back office). The answer updates the order in the cache; the orders screen re-reads its
 * page either way.
 */
import { useMutation } from "@apollo/client/react";
import { ConfirmOrderPaymentDocument } from "../../../__generated__/graphql";

export function useConfirmOrderPayment() {
  return useMutation(ConfirmOrderPaymentDocument);
}
