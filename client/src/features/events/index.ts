/**
 * Events (SPEC §2 /events and the event page): the list with its filters and the viewer's registrations, an event's
 * page with every section, and registering (places, waitlist, team events, calendar files). Pages are not exported:
 * app/routes.tsx loads each lazily by its path, so that every page stays a chunk of its own.
 */
export { eventPath } from "./components/EventCard";
