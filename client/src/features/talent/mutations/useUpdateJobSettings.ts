/** Saves the employment status and work permit locations. It answers with the whole profile (ProfileData_user), so the normalized cache (User by id) updates the profile, the completion card and its tasks wherever they are shown. */
import { useMutation } from "@apollo/client/react";
import { UpdateJobSettingsDocument } from "../../../__generated__/graphql";
import { useTranslation } from "react-i18next";
import { notifySuccess } from "../../../ui/notify";

export function useUpdateJobSettings() {
  const { t } = useTranslation();
  return useMutation(UpdateJobSettingsDocument, { onCompleted: () => notifySuccess(t("toast.settingsSaved")) });
}
