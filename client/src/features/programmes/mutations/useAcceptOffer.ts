/** Accept a programme's offer. The answer (the application) updates it in My programmes through the cache. */
import { useMutation } from "@apollo/client/react";
import { AcceptOfferDocument } from "../../../__generated__/graphql";
import { useTranslation } from "react-i18next";
import { notifySuccess } from "../../../ui/notify";

export function useAcceptOffer() {
  const { t } = useTranslation();
  return useMutation(AcceptOfferDocument, { onCompleted: () => notifySuccess(t("toast.offerAccepted")) });
}
