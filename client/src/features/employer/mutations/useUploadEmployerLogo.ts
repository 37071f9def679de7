/** Uploads an employer's logo (base64). It answers with the employer's `logoUrl`, which the normalized cache updates in place. */
import { useMutation } from "@apollo/client/react";
import { UploadEmployerLogoDocument } from "../../../__generated__/graphql";
import { useTranslation } from "react-i18next";
import { notifySuccess } from "../../../ui/notify";

export function useUploadEmployerLogo() {
  const { t } = useTranslation();
  return useMutation(UploadEmployerLogoDocument, { onCompleted: () => notifySuccess(t("toast.logoUpdated")) });
}
