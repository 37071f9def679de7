/** Removes an employer's logo. It answers with the employer's `logoUrl`, which the normalized cache updates in place. */
import { useMutation } from "@apollo/client/react";
import { RemoveEmployerLogoDocument } from "../../../__generated__/graphql";
import { useTranslation } from "react-i18next";
import { notifySuccess } from "../../../ui/notify";

export function useRemoveEmployerLogo() {
  const { t } = useTranslation();
  return useMutation(RemoveEmployerLogoDocument, { onCompleted: () => notifySuccess(t("toast.logoRemoved")) });
}
