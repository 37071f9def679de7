/**
 * The events mock backend (SPEC §2 /events and the event page, §4 registration): its state, seeded from the server's
 * own events (./store.ts), and the list, an event, the dashboard's events and registering as the server takes them
 * (./events.ts), with its share of the mock schema.
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
export { eventsResolvers as eventsMockResolvers } from "./events";
export { mockCalendarFile } from "./calendar";
