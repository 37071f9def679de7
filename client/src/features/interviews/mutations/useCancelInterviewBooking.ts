/**
 * Cancels the viewer's booking. The booking's status, time and late flag change in place (it stays in its list); its
 * slot is open to book again, so the open slots are read again.
 */
import { useMutation } from "@apollo/client/react";
import { CancelInterviewBookingDocument } from "../../../__generated__/graphql";
import { useTranslation } from "react-i18next";
import { notifySuccess } from "../../../ui/notify";

export function useCancelInterviewBooking() {
  const { t } = useTranslation();
  return useMutation(CancelInterviewBookingDocument, {
    update: (cache) => {
      cache.evict({ id: "ROOT_QUERY", fieldName: "openInterviewSlots" });
      cache.gc();
    },
    onCompleted: () => notifySuccess(t("toast.interviewBookingCancelled")),
  });
}
