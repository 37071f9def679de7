/** Withdraw an application. The answer (the application) updates it in My programmes through the cache. */
import { useMutation } from "@apollo/client/react";
import { WithdrawApplicationDocument } from "../../../__generated__/graphql";
import { useTranslation } from "react-i18next";
import { notifySuccess } from "../../../ui/notify";

export function useWithdrawApplication() {
  const { t } = useTranslation();
  return useMutation(WithdrawApplicationDocument, { onCompleted: () => notifySuccess(t("toast.applicationWithdrawn")) });
}
