/** Withdraws the viewer's application. It answers with the application, which the normalized cache updates in place. */
import { useMutation } from "@apollo/client/react";
import { WithdrawJobApplicationDocument } from "../../../__generated__/graphql";

export function useWithdrawJobApplication() {
  return useMutation(WithdrawJobApplicationDocument);
}
