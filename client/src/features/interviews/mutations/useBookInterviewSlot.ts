/**
 * Books an open slot. The slot leaves the open list and the booking joins the learner's upcoming ones: both lists are
 * dropped from the cache, so the shown pages are read again in the server's order.
 */
import { useMutation } from "@apollo/client/react";
import { BookInterviewSlotDocument } from "../../../__generated__/graphql";
import { useTranslation } from "react-i18next";
import { notifySuccess } from "../../../ui/notify";

export function useBookInterviewSlot() {
  const { t } = useTranslation();
  return useMutation(BookInterviewSlotDocument, {
    update: (cache) => {
      cache.evict({ id: "ROOT_QUERY", fieldName: "openInterviewSlots" });
      cache.evict({ id: "ROOT_QUERY", fieldName: "myInterviewBookings" });
      cache.gc();
    },
    onCompleted: () => notifySuccess(t("toast.interviewBooked")),
  });
}
