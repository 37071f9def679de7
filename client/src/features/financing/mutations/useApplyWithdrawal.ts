/**
 * Apply a requested withdrawal. The answer updates the order's status and withdrawal in the cache; the withdrawals
 * screen re-reads its list.
 */
import { useMutation } from "@apollo/client/react";
import { ApplyWithdrawalDocument } from "../../../__generated__/graphql";

export function useApplyWithdrawal() {
  return useMutation(ApplyWithdrawalDocument);
}
