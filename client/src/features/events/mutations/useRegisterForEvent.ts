/**
 * Registers the viewer for an event. The mutation selects the event's registration fields again (placesLeft and
 * viewerRegistration, EventRegistrationState_event), so the cached event — on its page and in the list — shows the new
 * registration and places left without reading the page again. The viewer's registrations list gains an entry in the
 * server's order: it is dropped from the cache and read again.
 */
import { useMutation } from "@apollo/client/react";
import { RegisterForEventDocument } from "../../../__generated__/graphql";
import { useTranslation } from "react-i18next";
import { notifySuccess } from "../../../ui/notify";

export function useRegisterForEvent() {
  const { t } = useTranslation();
  return useMutation(RegisterForEventDocument, {
    update: (cache) => {
      cache.evict({ id: "ROOT_QUERY", fieldName: "myEventRegistrations" });
      cache.gc();
    },
    onCompleted: (data) =>
      notifySuccess(t(data.registerForEvent.status === "Waitlisted" ? "toast.eventWaitlisted" : "toast.eventRegistered")),
  });
}
