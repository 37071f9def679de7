/** Accept a programme's offer. The answer (the application) updates it in My programmes through the cache. */
import { useMutation } from "@apollo/client/react";
import { AcceptOfferDocument } from "../../../__generated__/graphql";

export function useAcceptOffer() {
  return useMutation(AcceptOfferDocument);
}
