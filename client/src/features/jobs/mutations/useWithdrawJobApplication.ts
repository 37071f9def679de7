/** Withdraws the viewer's application. It answers with the application, which the normalized cache updates in place. */
import { useMutation } from "@apollo/client/react";
import { WithdrawJobApplicationDocument } from "../../../__generated__/graphql";
import { useTranslation } from "react-i18next";
import { notifySuccess } from "../../../ui/notify";

export function useWithdrawJobApplication() {
  const { t } = useTranslation();
  return useMutation(WithdrawJobApplicationDocument, { onCompleted: () => notifySuccess(t("toast.applicationWithdrawn")) });
}
