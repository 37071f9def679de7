/** Cancel the viewer's own order. The answer (id, status) updates the order in My learning through the cache. */
import { useMutation } from "@apollo/client/react";
import { CancelOrderDocument } from "../../../__generated__/graphql";

export function useCancelOrder() {
  return useMutation(CancelOrderDocument);
}
