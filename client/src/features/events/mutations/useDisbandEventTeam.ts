/**
 * The lead disbands the team: every member's registration is cancelled. The mutation selects the event's registration
 * fields again (EventRegistrationState_event): viewerRegistration comes back null and placesLeft as the server counts
 * it (the freed place goes to the first waiting team, or is free again). The viewer's registrations list is dropped
 * from the cache and read again.
 */
import { useMutation } from "@apollo/client/react";
import { DisbandEventTeamDocument } from "../../../__generated__/graphql";
import { useTranslation } from "react-i18next";
import { notifySuccess } from "../../../ui/notify";

export function useDisbandEventTeam() {
  const { t } = useTranslation();
  return useMutation(DisbandEventTeamDocument, {
    update: (cache) => {
      cache.evict({ id: "ROOT_QUERY", fieldName: "myEventRegistrations" });
      cache.gc();
    },
    onCompleted: () => notifySuccess(t("toast.eventTeamDisbanded")),
  });
}
