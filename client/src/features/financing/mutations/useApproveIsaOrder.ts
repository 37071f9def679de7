/** Approve an ISA order. The answer updates the order in the cache; the approvals screen re-reads its list either way. */
import { useMutation } from "@apollo/client/react";
import { ApproveIsaOrderDocument } from "../../../__generated__/graphql";

export function useApproveIsaOrder() {
  return useMutation(ApproveIsaOrderDocument);
}
