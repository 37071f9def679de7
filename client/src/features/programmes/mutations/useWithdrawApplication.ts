/** Withdraw an application. The answer (the application) updates it in My programmes through the cache. */
import { useMutation } from "@apollo/client/react";
import { WithdrawApplicationDocument } from "../../../__generated__/graphql";

export function useWithdrawApplication() {
  return useMutation(WithdrawApplicationDocument);
}
