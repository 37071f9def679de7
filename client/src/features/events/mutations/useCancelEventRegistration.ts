/**
 * Cancels the viewer's registration. The mutation selects the event's registration fields again
 * (EventRegistrationState_event): viewerRegistration comes back null and placesLeft as the server counts it (a freed
 * place goes to the first on the waitlist, or is free again), so the cached event follows without reading the page
 * again. The registration leaves the viewer's list: the list is dropped from the cache and read again.
 */
import { useMutation } from "@apollo/client/react";
import { CancelEventRegistrationDocument } from "../../../__generated__/graphql";
import { useTranslation } from "react-i18next";
import { notifySuccess } from "../../../ui/notify";

export function useCancelEventRegistration() {
  const { t } = useTranslation();
  return useMutation(CancelEventRegistrationDocument, {
    update: (cache) => {
      cache.evict({ id: "ROOT_QUERY", fieldName: "myEventRegistrations" });
      cache.gc();
    },
    onCompleted: () => notifySuccess(t("toast.eventRegistrationCancelled")),
  });
}
