/**
 * Applies to a job. The job's `viewerApplication` then points at the new application, and the cached
 * `myJobApplications` lists, which gain an item, are dropped so they are read again when next shown.
 */
import { useMutation } from "@apollo/client/react";
import { ApplyToJobDocument } from "../../../__generated__/graphql";
import { useTranslation } from "react-i18next";
import { notifySuccess } from "../../../ui/notify";

export function useApplyToJob() {
  const { t } = useTranslation();
  return useMutation(ApplyToJobDocument, {
    update: (cache, { data }, { variables }) => {
      const application = data?.applyToJob;
      if (!application) return;
      cache.modify({
        id: cache.identify({ __typename: "Job", id: variables.jobId }),
        fields: { viewerApplication: (_, { toReference }) => toReference({ __typename: "JobApplication", id: application.id }) ?? null },
      });
      cache.evict({ id: "ROOT_QUERY", fieldName: "myJobApplications" });
      cache.gc();
    },
    onCompleted: () => notifySuccess(t("toast.jobApplied")),
  });
}
