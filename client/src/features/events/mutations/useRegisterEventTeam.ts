/**
 * Registers a team with the viewer as its lead. The mutation selects the event's registration fields again
 * (EventRegistrationState_event): the cached event's viewerRegistration now holds the team, and placesLeft counts it
 * (places count teams), so the page follows without reading it again. The viewer's registrations list gains an
 * entry in the server's order: it is dropped from the cache and read again.
 */
import { useMutation } from "@apollo/client/react";
import { RegisterEventTeamDocument } from "../../../__generated__/graphql";
import { useTranslation } from "react-i18next";
import { notifySuccess } from "../../../ui/notify";

export function useRegisterEventTeam() {
  const { t } = useTranslation();
  return useMutation(RegisterEventTeamDocument, {
    update: (cache) => {
      cache.evict({ id: "ROOT_QUERY", fieldName: "myEventRegistrations" });
      cache.gc();
    },
    onCompleted: (data) =>
      notifySuccess(t(data.registerEventTeam.status === "Waitlisted" ? "toast.eventWaitlisted" : "toast.eventTeamRegistered")),
  });
}
