/**
 * Cancels a slot with its booking. The slot and the booking change in place (both are normalized by id, and the answer
 * carries them); the slot stays in the hosted lists, marked cancelled, but leaves the open slots learners see, so
 * those cached lists are dropped.
 */
import { useMutation } from "@apollo/client/react";
import { CancelInterviewSlotDocument } from "../../../__generated__/graphql";
import { useTranslation } from "react-i18next";
import { notifySuccess } from "../../../ui/notify";

export function useCancelInterviewSlot() {
  const { t } = useTranslation();
  return useMutation(CancelInterviewSlotDocument, {
    update: (cache) => {
      cache.evict({ id: "ROOT_QUERY", fieldName: "openInterviewSlots" });
      cache.gc();
    },
    onCompleted: () => notifySuccess(t("toast.interviewSlotCancelled")),
  });
}
