/**
 * The SPEC's event sign-up links (§2: /signup?purpose=learn|recruit&invite_code=…&next=event-reg&event_id=…
 * [&role=jobseeker]) and the event page's own parameters. Once the person has an account and is logged in, such a
 * link leads a learner to the event's registration with the code (and role=jobseeker) carried along, and the recruit
 * side to the event's attendees after joining their employer at the event with the code. Any other `next` is the
 * safe-`next` helper's.
 */
import { EVENT_REGISTRATION_NEXT } from "@server/events/modules/invites/rules/invites";

/** The event page's parameters: `register=1` opens its registration, `invite_code` and `role=jobseeker` go with it. */
export const REGISTER_PARAM = "register";
export const INVITE_CODE_PARAM = "invite_code";
export const ROLE_PARAM = "role";
export const JOB_SEEKER_ROLE = "jobseeker";
/** `/events/:id?team=CODE` opens the join-a-team form with the code filled in. */
export const TEAM_CODE_PARAM = "team";

/** The parameters an event sign-up link carries (and the sign-up and log-in pages pass on to each other). */
const LINK_PARAMS = ["purpose", INVITE_CODE_PARAM, "next", "event_id", ROLE_PARAM] as const;

/** Who joins an exhibitor at an event with a recruit code (the roles joinEventAsExhibitor takes). */
const RECRUIT_SIDE_ROLES = ["EVENT_EXHIBITOR", "COMPANY_REPRESENTATIVE"];

export interface EventLinkDestination {
  eventId: string;
  /** Where to go (a path of this site). */
  path: string;
  /** The recruit code to join the event's exhibitor with before going there; null for learners. */
  exhibitorCode: string | null;
}

/** The event a sign-up link leads into, or null when `next` is not event-reg or no event is named. */
function linkedEvent(link: URLSearchParams): string | null {
  if (link.get("next") !== EVENT_REGISTRATION_NEXT) return null;
  return link.get("event_id")?.trim() || null;
}

/** Only the event sign-up link's own parameters, for the links between sign-up and log-in; null for any other link. */
export function eventLinkParams(link: URLSearchParams): URLSearchParams | null {
  if (!linkedEvent(link)) return null;
  const kept = new URLSearchParams();
  for (const name of LINK_PARAMS) {
    const value = link.get(name);
    if (value) kept.set(name, value);
  }
  return kept;
}

/**
 * Where an event sign-up link leads a person with these roles once logged in; null when it is not such a link (the
 * caller falls back on the safe-`next` helper). The recruit side with a recruit code joins the exhibitor and sees the
 * attendees; the recruit side without one sees the event. Everyone else goes to the event's registration, with a
 * learn link's code and role=jobseeker passed on (a recruit code is no use to a learner).
 */
export function eventSignupDestination(link: URLSearchParams, roles: readonly string[]): EventLinkDestination | null {
  const eventId = linkedEvent(link);
  if (!eventId) return null;
  const eventPage = `/events/${encodeURIComponent(eventId)}`;
  const code = link.get(INVITE_CODE_PARAM)?.trim() || null;
  const recruitLink = link.get("purpose") === "recruit";
  if (roles.some((r) => RECRUIT_SIDE_ROLES.includes(r))) {
    return recruitLink && code
      ? { eventId, path: `${eventPage}/attendees`, exhibitorCode: code }
      : { eventId, path: eventPage, exhibitorCode: null };
  }
  const params = new URLSearchParams({ [REGISTER_PARAM]: "1" });
  if (code && !recruitLink) params.set(INVITE_CODE_PARAM, code);
  if (link.get(ROLE_PARAM) === JOB_SEEKER_ROLE) params.set(ROLE_PARAM, JOB_SEEKER_ROLE);
  return { eventId, path: `${eventPage}?${params.toString()}`, exhibitorCode: null };
}

/** What the event page was opened with: register=1, an invite code, role=jobseeker, a team's join code. */
export function eventPageParams(search: URLSearchParams) {
  return {
    register: search.get(REGISTER_PARAM) === "1",
    inviteCode: search.get(INVITE_CODE_PARAM)?.trim() || null,
    jobSeeker: search.get(ROLE_PARAM) === JOB_SEEKER_ROLE,
    teamCode: search.get(TEAM_CODE_PARAM)?.trim().toUpperCase() || null,
  };
}

/** A team's invite link: its event's page with the join code, absolute (to paste anywhere). */
export function teamInviteLink(origin: string, eventId: string, joinCode: string): string {
  return `${origin}/events/${encodeURIComponent(eventId)}?${new URLSearchParams({ [TEAM_CODE_PARAM]: joinCode }).toString()}`;
}
