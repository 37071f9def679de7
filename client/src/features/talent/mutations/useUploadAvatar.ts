/** Uploads the avatar (base64). It answers with the whole profile (ProfileData_user), so the normalized cache (User by id) updates the profile, the completion card and its tasks wherever they are shown. */
import { useMutation } from "@apollo/client/react";
import { UploadAvatarDocument } from "../../../__generated__/graphql";
import { useTranslation } from "react-i18next";
import { notifySuccess } from "../../../ui/notify";

export function useUploadAvatar() {
  const { t } = useTranslation();
  return useMutation(UploadAvatarDocument, { onCompleted: () => notifySuccess(t("toast.photoUpdated")) });
}
