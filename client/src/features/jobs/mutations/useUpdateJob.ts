/** Saves a job's form (back office). It answers with the job (JobForm_job), which the normalized cache updates in place. */
import { useMutation } from "@apollo/client/react";
import { UpdateJobDocument } from "../../../__generated__/graphql";
import { useTranslation } from "react-i18next";
import { notifySuccess } from "../../../ui/notify";

export function useUpdateJob() {
  const { t } = useTranslation();
  return useMutation(UpdateJobDocument, { onCompleted: () => notifySuccess(t("toast.jobUpdated")) });
}
