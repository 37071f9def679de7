/**
 * Saves a job. The answer updates `Job.viewerSaved` in place; the cached `savedJobs` lists gain an item, so they are
 * dropped and read again when next shown.
 */
import { useMutation } from "@apollo/client/react";
import { SaveJobDocument } from "../../../__generated__/graphql";
import { useTranslation } from "react-i18next";
import { notifySuccess } from "../../../ui/notify";

export function useSaveJob() {
  const { t } = useTranslation();
  return useMutation(SaveJobDocument, {
    update: (cache) => {
      cache.evict({ id: "ROOT_QUERY", fieldName: "savedJobs" });
      cache.gc();
    },
    onCompleted: () => notifySuccess(t("toast.jobSaved")),
  });
}
