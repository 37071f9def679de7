/** Revokes an approved representative (JOB_ADMIN). It answers with the request's status and decision, which the normalized cache updates in place; the list is re-read after every action. */
import { useMutation } from "@apollo/client/react";
import { RevokeRepresentativeDocument } from "../../../__generated__/graphql";
import { useTranslation } from "react-i18next";
import { notifySuccess } from "../../../ui/notify";

export function useRevokeRepresentative() {
  const { t } = useTranslation();
  return useMutation(RevokeRepresentativeDocument, { onCompleted: () => notifySuccess(t("toast.representativeRevoked")) });
}
