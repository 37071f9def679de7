/**
 * Who the viewer is to events, from their roles (the server decides; this only chooses what to show): the organiser
 * (JOB_ADMIN runs events, the server's EVENT_ORGANISER_ROLE), and the recruit side (EVENT_EXHIBITOR and
 * COMPANY_REPRESENTATIVE exhibit for their employers).
 */
import { useQuery } from "@apollo/client/react";
import { EVENT_ORGANISER_ROLE, EXHIBITOR_ROLES } from "@server/events/modules/invites/rules/invites";
import { ViewerDocument, type Role } from "../../../__generated__/graphql";

export { EVENT_ORGANISER_ROLE };
const RECRUIT_SIDE: readonly Role[] = EXHIBITOR_ROLES;

export function useEventRoles() {
  const viewer = useQuery(ViewerDocument);
  const roles = viewer.data?.viewer?.roles ?? [];
  return {
    /** Still finding out who the viewer is. */
    deciding: viewer.loading && !viewer.data,
    organiser: roles.includes(EVENT_ORGANISER_ROLE),
    recruit: roles.some((r) => RECRUIT_SIDE.includes(r)),
  };
}
