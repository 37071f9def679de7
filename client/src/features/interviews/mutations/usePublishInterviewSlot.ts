/**
 * Publishes a mock-interview slot. Where it falls among the hosted slots (soonest first, paged) and the open slots
 * learners see is the server's to say, so those cached lists are dropped and read again when next shown.
 */
import { useMutation } from "@apollo/client/react";
import { PublishInterviewSlotDocument } from "../../../__generated__/graphql";
import { useTranslation } from "react-i18next";
import { notifySuccess } from "../../../ui/notify";

export function usePublishInterviewSlot() {
  const { t } = useTranslation();
  return useMutation(PublishInterviewSlotDocument, {
    update: (cache) => {
      cache.evict({ id: "ROOT_QUERY", fieldName: "hostedInterviewSlots" });
      cache.evict({ id: "ROOT_QUERY", fieldName: "openInterviewSlots" });
      cache.gc();
    },
    onCompleted: () => notifySuccess(t("toast.interviewSlotPublished")),
  });
}
