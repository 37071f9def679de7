/** Cancel the viewer's own order. The answer (id, status) updates the order in My learning through the cache. */
import { useMutation } from "@apollo/client/react";
import { CancelOrderDocument } from "../../../__generated__/graphql";
import { useTranslation } from "react-i18next";
import { notifySuccess } from "../../../ui/notify";

export function useCancelOrder() {
  const { t } = useTranslation();
  return useMutation(CancelOrderDocument, { onCompleted: () => notifySuccess(t("toast.orderCancelled")) });
}
