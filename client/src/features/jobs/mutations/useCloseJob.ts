/** Closes a job (back office). It answers with the job's `open`, which the normalized cache updates in place; the list is re-read after every action. */
import { useMutation } from "@apollo/client/react";
import { CloseJobDocument } from "../../../__generated__/graphql";
import { useTranslation } from "react-i18next";
import { notifySuccess } from "../../../ui/notify";

export function useCloseJob() {
  const { t } = useTranslation();
  return useMutation(CloseJobDocument, { onCompleted: () => notifySuccess(t("toast.jobClosed")) });
}
