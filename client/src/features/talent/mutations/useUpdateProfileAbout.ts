/**
 * Saves the bio, languages and skills. It answers with the whole profile (ProfileData_user), so the normalized cache
 * (User by id) updates the profile, the completion card and its tasks wherever they are shown. The CV score is the
 * server's reading of the profile and not part of the answer: `onCvPage` re-reads the CV page's query. It is asked for
 * only there, because naming a query that is not on screen makes Apollo warn.
 */
import { useMutation } from "@apollo/client/react";
import { CvPageDocument, UpdateProfileAboutDocument } from "../../../__generated__/graphql";
import { useTranslation } from "react-i18next";
import { notifySuccess } from "../../../ui/notify";

export function useUpdateProfileAbout({ onCvPage = false }: { onCvPage?: boolean } = {}) {
  const { t } = useTranslation();
  return useMutation(UpdateProfileAboutDocument, {
    ...(onCvPage ? { refetchQueries: [CvPageDocument] } : {}),
    onCompleted: () => notifySuccess(t("toast.profileSaved")),
  });
}
