/**
 * Unsaves a job. The answer updates `Job.viewerSaved` in place; the cached `savedJobs` lists are kept, so an entry on
 * the saved-jobs page stays (unpressed) and can be saved again (that page re-reads on every visit).
 */
import { useMutation } from "@apollo/client/react";
import { UnsaveJobDocument } from "../../../__generated__/graphql";
import { useTranslation } from "react-i18next";
import { notifySuccess } from "../../../ui/notify";

export function useUnsaveJob() {
  const { t } = useTranslation();
  return useMutation(UnsaveJobDocument, { onCompleted: () => notifySuccess(t("toast.jobUnsaved")) });
}
