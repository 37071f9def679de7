/** Withdraw a person's credit for prior learning. Answers a boolean only; the credits screen re-reads its page. */
import { useMutation } from "@apollo/client/react";
import { RevokePriorLearningCreditDocument } from "../../../__generated__/graphql";

export function useRevokePriorLearningCredit() {
  return useMutation(RevokePriorLearningCreditDocument);
}
