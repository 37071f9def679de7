/**
 * Events (SPEC §2 /events and the event page): the list with its filters and the viewer's registrations, an event's
 * page with every section, and registering (places, waitlist, team events, calendar files). The account pages take
 * event sign-up links through here: the invite banner, where a link leads once logged in, and following it. Pages are
 * not exported: app/routes.tsx loads each lazily by its path, so that every page stays a chunk of its own.
 */
export { eventPath } from "./components/EventCard";
export { EventInviteBanner } from "./components/EventInviteBanner";
export { eventLinkParams, eventSignupDestination, type EventLinkDestination } from "./lib/eventLinks";
export { useFollowEventLink } from "./mutations/useFollowEventLink";
