/** Grant credit for prior learning. The credits list is re-read so that the new grant appears in it. */
import { useMutation } from "@apollo/client/react";
import { GrantPriorLearningCreditDocument, PriorLearningCreditsDocument } from "../../../__generated__/graphql";

export function useGrantPriorLearningCredit() {
  return useMutation(GrantPriorLearningCreditDocument, { refetchQueries: [PriorLearningCreditsDocument] });
}
