/**
 * The events mock backend's state (SPEC §2 /events and the event page, §4 registration within registrationPeriod):
 * the server's own seeded events (eventSeed, dated from now) with the places each has taken, and people's
 * registrations, started from the server's demo registrations (the demo student at the career fair and the data
 * webinar, the certified-associate learner at the Hong Kong mixer). In the browser the state survives reloads
 * (sessionStorage); tests start from the seed through resetMockBackend.
 */
import { sessionStore } from "../../../mocks/common";
import { eventSeed, type EventSeed } from "@server/events/modules/listings/seed-data";
import { DEMO_REGISTRATIONS } from "@server/events/modules/invites/demo-seed-data";
import { placeFor, type RegistrationStatus } from "@server/events/modules/registration/rules/registration";

/** A seeded event and the places its registrations hold (the server keeps that count on the event row too). */
export interface MockEvent extends EventSeed {
  placesTaken: number;
}

export interface MockEventRegistration {
  id: string;
  eventId: string;
  userId: string;
  /** Registered or Waitlisted; a cancelled registration keeps the status it had (`cancelledAt` says it is cancelled). */
  status: RegistrationStatus;
  shareWithExhibitors: boolean;
  registeredAt: string;
  promotedAt: string | null;
  cancelledAt: string | null;
  /** Whether they came with a sign-up link's role=jobseeker. */
  jobSeeker?: boolean;
  /** The invite code they registered with, when any. */
  inviteCode?: string | null;
  /** The team it belongs to at a team event (./teams.ts), with the year of study declared. */
  teamId?: string | null;
  yearOfStudy?: number | null;
}

/** A team at a team event (SPEC §5): its members' registrations point to it and follow its status. */
export interface MockEventTeam {
  id: string;
  eventId: string;
  name: string;
  leadId: string;
  joinCode: string;
  /** Registered or Waitlisted; a disbanded team keeps the status it had (`disbandedAt` says it is disbanded). */
  status: RegistrationStatus;
  createdAt: string;
  promotedAt: string | null;
  disbandedAt: string | null;
}

export interface EventsState {
  events: MockEvent[];
  registrations: MockEventRegistration[];
  teams: MockEventTeam[];
}

const STORAGE_KEY = "talentforge.mock.events";

const DAY = 86_400_000;

function seed(): EventsState {
  const now = new Date();
  const events: MockEvent[] = eventSeed(now).map((e) => ({ ...e, placesTaken: 0 }));
  // As the server seeds them: each takes a place while one is left (the demo people stand for mock accounts).
  const registrations = DEMO_REGISTRATIONS.flatMap((r): MockEventRegistration[] => {
    const event = events.find((e) => e.id === r.eventId);
    if (!event) return [];
    const status = placeFor(event.capacity, event.placesTaken);
    if (status === "Registered") event.placesTaken += 1;
    return [
      {
        id: r.id,
        eventId: r.eventId,
        userId: r.userId,
        status,
        shareWithExhibitors: r.shareWithExhibitors,
        jobSeeker: r.jobSeeker,
        inviteCode: r.inviteCode,
        registeredAt: new Date(now.getTime() - r.daysAgo * DAY).toISOString(),
        promotedAt: null,
        cancelledAt: null,
      },
    ];
  });
  return { events, registrations, teams: [] };
}

let state: EventsState = seed();

/** The live state (a reset replaces the object, so always read it through here). */
export const mockEventsState = () => state;
export const persistMockEvents = () => sessionStore()?.setItem(STORAGE_KEY, JSON.stringify(state));

export function resetMockEvents(): void {
  state = seed();
  sessionStore()?.removeItem(STORAGE_KEY);
}
export const storedMockEvents = () => sessionStore()?.getItem(STORAGE_KEY) ?? null;
export function loadMockEvents(raw: string | null): void {
  if (!raw) return;
  try {
    const parsed = JSON.parse(raw) as EventsState;
    if (Array.isArray(parsed.events) && Array.isArray(parsed.registrations))
      state = { ...parsed, teams: Array.isArray(parsed.teams) ? parsed.teams : [] };
  } catch {
    /* ignore a damaged copy */
  }
}

/** An event by id, as the mock holds it. */
export const mockEvent = (id: string): MockEvent | null => state.events.find((e) => e.id === id) ?? null;

/* ---------- For tests that set a state up directly ---------- */

/** Takes `count` places of an event as if other people held them (a full event sends newcomers to the waitlist). */
export function takeMockEventPlaces(eventId: string, count: number): void {
  const event = mockEvent(eventId);
  if (!event) throw new Error(`no event ${eventId}`);
  event.placesTaken = count;
  persistMockEvents();
}

/**
 * Adds a standing registration without the API's checks (any window, any event); `registeredAt` orders the waitlist.
 * A registered one takes a place.
 */
export function addMockEventRegistration(
  eventId: string,
  userId: string,
  status: RegistrationStatus = "Registered",
  registeredAt: Date = new Date(),
): MockEventRegistration {
  const event = mockEvent(eventId);
  if (!event) throw new Error(`no event ${eventId}`);
  const registration: MockEventRegistration = {
    id: globalThis.crypto.randomUUID(),
    eventId,
    userId,
    status,
    shareWithExhibitors: false,
    registeredAt: registeredAt.toISOString(),
    promotedAt: null,
    cancelledAt: null,
  };
  state.registrations.push(registration);
  if (status === "Registered") event.placesTaken += 1;
  persistMockEvents();
  return registration;
}
