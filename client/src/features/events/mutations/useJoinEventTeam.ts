/**
 * Joins the team whose code the viewer was given. The mutation selects the event's registration fields again
 * (EventRegistrationState_event), so the cached event shows the viewer in the team (placesLeft is unchanged: the team
 * already holds its place or waits). The viewer's registrations list is dropped from the cache and read again.
 */
import { useMutation } from "@apollo/client/react";
import { JoinEventTeamDocument } from "../../../__generated__/graphql";
import { useTranslation } from "react-i18next";
import { notifySuccess } from "../../../ui/notify";

export function useJoinEventTeam() {
  const { t } = useTranslation();
  return useMutation(JoinEventTeamDocument, {
    update: (cache) => {
      cache.evict({ id: "ROOT_QUERY", fieldName: "myEventRegistrations" });
      cache.gc();
    },
    onCompleted: () => notifySuccess(t("toast.eventTeamJoined")),
  });
}
