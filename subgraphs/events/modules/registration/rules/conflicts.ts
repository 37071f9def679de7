/** The registration module's conflicts: stable sub-codes of CONFLICT (extensions.reason) with their words. Pure, so the client's mocks answer the same. */

export const REGISTRATION_CONFLICTS = {
  REGISTRATION_NOT_YET_OPEN: "Registration for this event has not opened yet.",
  REGISTRATION_CLOSED: "Registration for this event has closed.",
  ALREADY_REGISTERED: "You are already registered for this event.",
  TEAM_EVENT: "This event takes teams only: register a team, or join one with its code.",
  NOT_TEAM_EVENT: "This event takes people one by one, not teams.",
  TEAM_NAME_TAKEN: "Another team at this event has that name.",
  TEAM_FULL: "This team is full.",
  TEAM_DISBANDED: "This team was disbanded by its lead.",
  TEAM_LEAD: "You lead this team: disband it instead, which cancels every member's registration.",
  ALREADY_CANCELLED: "This registration is cancelled already.",
  EVENT_STARTED: "This event has started; the registration can no longer be cancelled.",
} as const;
export type RegistrationConflict = keyof typeof REGISTRATION_CONFLICTS;
