/** Request a withdrawal from a course. The answer (the order's status and withdrawal) updates the order in the cache. */
import { useMutation } from "@apollo/client/react";
import { RequestWithdrawalDocument } from "../../../__generated__/graphql";

export function useRequestWithdrawal() {
  return useMutation(RequestWithdrawalDocument);
}
