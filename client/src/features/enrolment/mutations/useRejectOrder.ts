/**
 * Reject an order waiting for payment or approval. The answer updates the order's status in the cache; the screens that
 * reject (orders, ISA approvals) re-read their list either way.
 */
import { useMutation } from "@apollo/client/react";
import { RejectOrderDocument } from "../../../__generated__/graphql";

export function useRejectOrder() {
  return useMutation(RejectOrderDocument);
}
