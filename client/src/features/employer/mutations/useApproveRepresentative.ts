/** Approves a representative's request (JOB_ADMIN). It answers with the request's status and decision, which the normalized cache updates in place; the list is re-read after every action. */
import { useMutation } from "@apollo/client/react";
import { ApproveRepresentativeDocument } from "../../../__generated__/graphql";
import { useTranslation } from "react-i18next";
import { notifySuccess } from "../../../ui/notify";

export function useApproveRepresentative() {
  const { t } = useTranslation();
  return useMutation(ApproveRepresentativeDocument, { onCompleted: () => notifySuccess(t("toast.representativeApproved")) });
}
