/**
 * Events in the mock backend, as the server serves them (SPEC §2 /events and the event page, §4 registration within
 * registrationPeriod, §5 team events): the filtered, paged list (upcoming soonest first, past latest first), an event
 * with its sections (the schedule grouped by local date), its exhibitors (the jobs mock's employers), the dashboard's
 * events, the viewer's registrations, and registering (a place while one is left, else the waitlist) and cancelling
 * (a freed place goes to the first on the waitlist). Decided by the server's own pure rules (rules/listings.ts,
 * rules/registration.ts) and refused with the same CONFLICT reasons (`extensions.reason`) and field messages.
 *
 * Events and registrations are answered by id (the jobs mock points campaigns and jobs at `{ id }` of an event).
 */
import { GraphQLError } from "graphql";
import type { Resolvers } from "../../../__generated__/mock-resolvers";
import type { EventWhen } from "../../../__generated__/schema-types";
import { badInput, notFound, type MockDeps } from "../../../mocks/common";
import { employers } from "../../jobs/mocks";
import {
  DASHBOARD_EVENT_COUNT,
  FEATURED_EVENT_COUNT,
  EVENT_PAGE_SIZE,
  firstStart,
  isPast,
  lastEnd,
  scheduleByDate,
} from "@server/events/modules/listings/rules/listings";
import {
  freesAPlace,
  placeFor,
  placesLeft,
  registrationWindow,
  type RegistrationWindow,
} from "@server/events/modules/registration/rules/registration";
import { REGISTRATION_CONFLICTS, type RegistrationConflict } from "@server/events/modules/registration/rules/conflicts";
import { mockCalendarFile } from "./calendar";
import { countMockInviteUse, mockInviteCode, mockInviteProblem } from "./inviteStore";
import { MOCK_INVITE_MESSAGES } from "./invites";
import { mockEventsState, persistMockEvents, type MockEvent, type MockEventRegistration } from "./store";

/** CONFLICT with the field message and `reason` the server sends. */
export function refuse(reason: RegistrationConflict, field = "eventId"): GraphQLError {
  const message = REGISTRATION_CONFLICTS[reason];
  return new GraphQLError(message, { extensions: { code: "CONFLICT", fields: { [field]: message }, reason } });
}

/**
 * Counts a learn code for a registration, as the server's redeemInvite: an unknown code is not found, a recruit code
 * is bad input and a code that cannot be used now a CONFLICT with its problem as the reason, each under `inviteCode`.
 */
function redeemLearnCode(text: string, userId: string, eventId: string, now: Date): string {
  const code = mockInviteCode(text);
  if (!code) throw notFound("Invite code");
  if (code.purpose !== "learn") {
    const message = "This code is for exhibitors, not attendees.";
    throw badInput(message, { inviteCode: message });
  }
  const problem = mockInviteProblem(code, now, eventId);
  if (problem) {
    const message = MOCK_INVITE_MESSAGES[problem];
    throw new GraphQLError(message, { extensions: { code: "CONFLICT", fields: { inviteCode: message }, reason: problem } });
  }
  countMockInviteUse(code, userId, now);
  return code.code;
}

/** Events and registrations are objects by id: their fields are resolved from the state when asked for. */
type EventRef = { id: string };
type RegistrationRef = { id: string };

const state = mockEventsState;
const startOf = (e: MockEvent) => firstStart(e.dates);
const endOf = (e: MockEvent) => lastEnd(e.dates);
export const windowOf = (e: MockEvent, now: Date): RegistrationWindow =>
  registrationWindow({ from: new Date(e.registration.from), to: new Date(e.registration.to) }, now);
const standing = (r: MockEventRegistration) => !r.cancelledAt;

function eventById(id: string): MockEvent {
  const event = state().events.find((e) => e.id === id);
  if (!event) throw notFound(`Event "${id}"`);
  return event;
}
function registrationById(id: string): MockEventRegistration {
  const registration = state().registrations.find((r) => r.id === id);
  if (!registration) throw notFound(`Event registration "${id}"`);
  return registration;
}

/** Upcoming (not ended) soonest first, past latest first, every event soonest first; ties by id. */
function listEvents(when: EventWhen | null | undefined, now: Date): MockEvent[] {
  const byStart = (a: MockEvent, b: MockEvent) => startOf(a).getTime() - startOf(b).getTime() || a.id.localeCompare(b.id);
  const byEndDesc = (a: MockEvent, b: MockEvent) => endOf(b).getTime() - endOf(a).getTime() || b.id.localeCompare(a.id);
  const events = state().events.filter((e) => !when || isPast(endOf(e), now) === (when === "PAST"));
  return events.sort(when === "PAST" ? byEndDesc : byStart);
}

/** 1-based place on its event's waitlist, by registration time then id (as the server counts it). */
function waitlistPosition(r: MockEventRegistration): number | null {
  if (r.status !== "Waitlisted" || r.cancelledAt) return null;
  const key = (x: MockEventRegistration) => `${x.registeredAt}|${x.id}`;
  return state().registrations.filter((o) => o.eventId === r.eventId && o.status === "Waitlisted" && standing(o) && key(o) <= key(r))
    .length;
}

export function eventsResolvers(deps: MockDeps): Resolvers {
  /** The viewer's standing registration for an event (none for visitors). */
  const viewerRegistrationOf = (eventId: string) => {
    const viewer = deps.viewer();
    return viewer ? (state().registrations.find((r) => r.eventId === eventId && r.userId === viewer.id && standing(r)) ?? null) : null;
  };
  const ev = (ref: { id?: unknown }) => eventById(String(ref.id));
  const reg = (ref: { id?: unknown }) => registrationById(String(ref.id));

  return {
    Query: {
      events: (_, args) => {
        const refs: EventRef[] = listEvents(args.when, new Date())
          .filter((e) => !args.type || e.type === args.type)
          .filter((e) => !args.mode || e.mode === args.mode)
          .map((e) => ({ id: e.id }));
        return deps.pageOf(refs, args, EVENT_PAGE_SIZE);
      },
      event: (_, { id }) => (state().events.some((e) => e.id === id) ? { id } : null),
      dashboardEvents: () => {
        const refs: EventRef[] = listEvents("UPCOMING", new Date())
          .filter((e) => e.showAtDashboard)
          .slice(0, DASHBOARD_EVENT_COUNT)
          .map((e) => ({ id: e.id }));
        return refs;
      },
      featuredEvents: () =>
        listEvents("UPCOMING", new Date())
          .filter((e) => e.featured)
          .slice(0, FEATURED_EVENT_COUNT)
          .map((e): EventRef => ({ id: e.id })),
      myEventRegistrations: (_, args) => {
        const viewer = deps.requireViewer();
        const now = new Date();
        const past = args.when === "PAST";
        const mine = state()
          .registrations.filter((r) => r.userId === viewer.id && standing(r))
          .map((r) => ({ r, e: eventById(r.eventId) }))
          .filter(({ e }) => isPast(endOf(e), now) === past)
          .sort((a, b) => (past ? -1 : 1) * (startOf(a.e).getTime() - startOf(b.e).getTime() || a.e.id.localeCompare(b.e.id)));
        const refs: RegistrationRef[] = mine.map(({ r }) => ({ id: r.id }));
        return deps.pageOf(refs, args, EVENT_PAGE_SIZE);
      },
    },
    Mutation: {
      registerForEvent: (_, { input }) => {
        const viewer = deps.requireViewer();
        const eventId = input.eventId.trim();
        if (!eventId) throw badInput("Invalid input: eventId: Choose an event.", { eventId: "Choose an event." });
        if (eventId.length > 200) {
          const message = "Too big: expected string to have <=200 characters";
          throw badInput(`Invalid input: eventId: ${message}`, { eventId: message });
        }
        const inviteText = input.inviteCode?.trim() || null;
        if (inviteText && inviteText.length > 40) {
          const message = "Too big: expected string to have <=40 characters";
          throw badInput(`Invalid input: inviteCode: ${message}`, { inviteCode: message });
        }
        const event = eventById(eventId);
        const now = new Date();
        const window = windowOf(event, now);
        if (window === "NOT_YET_OPEN") throw refuse("REGISTRATION_NOT_YET_OPEN");
        if (window === "CLOSED") throw refuse("REGISTRATION_CLOSED");
        if (event.team) throw refuse("TEAM_EVENT");
        if (viewerRegistrationOf(event.id)) throw refuse("ALREADY_REGISTERED");
        const inviteCode = inviteText ? redeemLearnCode(inviteText, viewer.id, event.id, now) : null;
        const status = placeFor(event.capacity, event.placesTaken);
        const registration: MockEventRegistration = {
          id: globalThis.crypto.randomUUID(),
          eventId: event.id,
          userId: viewer.id,
          status,
          shareWithExhibitors: input.shareWithExhibitors ?? false,
          jobSeeker: input.jobSeeker ?? false,
          inviteCode,
          registeredAt: now.toISOString(),
          promotedAt: null,
          cancelledAt: null,
        };
        state().registrations.push(registration);
        if (status === "Registered") event.placesTaken += 1;
        persistMockEvents();
        return { id: registration.id };
      },
      cancelEventRegistration: (_, { id }) => {
        const viewer = deps.requireViewer();
        const found = state().registrations.find((r) => r.id === id);
        // Someone else's registration is not found: whether it exists is nobody else's business.
        if (!found || found.userId !== viewer.id) throw notFound(`Event registration "${id}"`);
        const event = eventById(found.eventId);
        if (found.cancelledAt) throw refuse("ALREADY_CANCELLED", "id");
        const now = new Date();
        if (startOf(event).getTime() <= now.getTime()) throw refuse("EVENT_STARTED", "id");
        const team = found.teamId ? state().teams.find((t) => t.id === found.teamId) : null;
        if (team?.leadId === viewer.id) throw refuse("TEAM_LEAD", "id");
        found.cancelledAt = now.toISOString();
        // A team member leaving frees no place: at a team event places count teams.
        if (!team && freesAPlace(found.status)) {
          const next = state()
            .registrations.filter((r) => r.eventId === event.id && r.status === "Waitlisted" && standing(r))
            .sort((a, b) => a.registeredAt.localeCompare(b.registeredAt) || a.id.localeCompare(b.id))[0];
          // The freed place goes to the first on the waitlist; with nobody waiting, it is free again.
          if (next) {
            next.status = "Registered";
            next.promotedAt = now.toISOString();
          } else event.placesTaken -= 1;
        }
        persistMockEvents();
        return { id: found.id };
      },
    },
    Event: {
      // A reference names its event (the jobs mock points campaigns and jobs at events it knows).
      id: (e) => String(e.id),
      title: (e) => ev(e).title,
      description: (e) => ev(e).description,
      featured: (e) => ev(e).featured,
      showAtDashboard: (e) => ev(e).showAtDashboard,
      type: (e) => ev(e).type,
      mode: (e) => ev(e).mode,
      location: (e) => {
        const { location } = ev(e);
        return location ? { ...location, mapSrc: location.mapSrc ?? null, mapLink: location.mapLink ?? null } : null;
      },
      timeZone: (e) => ev(e).timeZone,
      dates: (e) => ev(e).dates.map((d) => ({ from: d.from, to: d.to })),
      registrationPeriod: (e) => ({ ...ev(e).registration }),
      registrationOpen: (e) => windowOf(ev(e), new Date()) === "OPEN",
      registrationWindow: (e) => windowOf(ev(e), new Date()),
      past: (e) => isPast(endOf(ev(e)), new Date()),
      banner: (e) => ev(e).banner,
      links: (e) => ev(e).links,
      sections: (e) => {
        const event = ev(e);
        return { ...event.sections, schedule: scheduleByDate(event.sections.schedule, event.timeZone) };
      },
      exhibitors: (e) =>
        ev(e).exhibitors.map((x) => ({ booth: x.booth, employer: employers.find((m) => m.id === x.employerId) ?? { id: x.employerId } })),
      capacity: (e) => ev(e).capacity,
      placesLeft: (e) => placesLeft(ev(e).capacity, ev(e).placesTaken),
      team: (e) => ev(e).team,
      viewerRegistration: (e) => {
        const mine = viewerRegistrationOf(ev(e).id);
        return mine ? { id: mine.id } : null;
      },
      calendarFile: (e) => mockCalendarFile(ev(e)),
    },
    EventRegistration: {
      id: (r) => reg(r).id,
      event: (r) => ({ id: reg(r).eventId }),
      status: (r) => (reg(r).cancelledAt ? "Cancelled" : reg(r).status),
      waitlistPosition: (r) => waitlistPosition(reg(r)),
      registeredAt: (r) => reg(r).registeredAt,
      promotedAt: (r) => reg(r).promotedAt,
      cancelledAt: (r) => reg(r).cancelledAt,
      shareWithExhibitors: (r) => reg(r).shareWithExhibitors,
      calendarFile: (r) => {
        const registration = reg(r);
        return registration.status === "Registered" && !registration.cancelledAt
          ? mockCalendarFile(eventById(registration.eventId), registration.id)
          : null;
      },
    },
  };
}
