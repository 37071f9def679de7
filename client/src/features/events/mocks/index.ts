/**
 * The events mock backend (SPEC §2 /events and the event page, §4 registration): its state, seeded from the server's
 * own events (./store.ts), and the list, an event, the dashboard's events and registering as the server takes them
 * (./events.ts), teams (./teams.ts), with its share of the mock schema (./resolvers.ts).
 */
export {
  addMockEventRegistration,
  loadMockEvents,
  mockEvent,
  mockEventsState,
  resetMockEvents,
  storedMockEvents,
  takeMockEventPlaces,
  type MockEvent,
  type MockEventRegistration,
} from "./store";
export { eventsMockResolvers } from "./resolvers";
export { addMockEventTeam, mockTeamMembers } from "./teams";
export {
  addMockExhibitorMember,
  countMockInviteUse,
  loadMockInvites,
  mockExhibitsAt,
  mockInviteCode,
  mockInviteProblem,
  mockInvitesState,
  resetMockInvites,
  storedMockInvites,
  type MockInviteCode,
} from "./inviteStore";
export { mockCalendarFile } from "./calendar";
