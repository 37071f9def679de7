/** Adds an education entry. It answers with the whole profile (ProfileData_user), so the normalized cache (User by id) updates the profile, the completion card and its tasks wherever they are shown. */
import { useMutation } from "@apollo/client/react";
import { AddEducationDocument } from "../../../__generated__/graphql";
import { useTranslation } from "react-i18next";
import { notifySuccess } from "../../../ui/notify";

export function useAddEducation() {
  const { t } = useTranslation();
  return useMutation(AddEducationDocument, { onCompleted: () => notifySuccess(t("toast.profileSaved")) });
}
