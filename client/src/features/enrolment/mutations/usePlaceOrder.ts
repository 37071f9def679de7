/**
 * Place an order for an enrolment option. The new order is shown from the answer (its payment instructions), so no
 * list needs updating here.
 */
import { useMutation } from "@apollo/client/react";
import { PlaceOrderDocument } from "../../../__generated__/graphql";
import { useTranslation } from "react-i18next";
import { notifySuccess } from "../../../ui/notify";

export function usePlaceOrder() {
  const { t } = useTranslation();
  return useMutation(PlaceOrderDocument, { onCompleted: () => notifySuccess(t("toast.orderPlaced")) });
}
