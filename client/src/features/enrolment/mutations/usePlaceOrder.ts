/**
 * Place an order for an enrolment option. The new order is shown from the answer (its payment instructions), so no
 * list needs updating here.
 */
import { useMutation } from "@apollo/client/react";
import { PlaceOrderDocument } from "../../../__generated__/graphql";

export function usePlaceOrder() {
  return useMutation(PlaceOrderDocument);
}
