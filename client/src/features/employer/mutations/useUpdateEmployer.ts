/** Saves an employer's profile. It answers with the employer (CompanyForm_employer), which the normalized cache updates in place. */
import { useMutation } from "@apollo/client/react";
import { UpdateEmployerDocument } from "../../../__generated__/graphql";
import { useTranslation } from "react-i18next";
import { notifySuccess } from "../../../ui/notify";

export function useUpdateEmployer() {
  const { t } = useTranslation();
  return useMutation(UpdateEmployerDocument, { onCompleted: () => notifySuccess(t("toast.employerSaved")) });
}
