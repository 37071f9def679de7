/**
 * Team registration in the mock backend, as the server takes it (SPEC §5: teams of 3–4 students for one event,
 * individuals not accepted, years 1–4): a student registers a team as its lead and shares its join code, members join
 * with the code, and the lead disbands it. Places count teams: a team holds one or waits, and its members'
 * registrations follow its status; a disbanded team's place goes to the first waiting team. Decided by the server's
 * pure rules (rules/teams.ts, rules/registration.ts) and refused with the same codes, reasons and field messages.
 *
 * Teams are answered by id, their members by registration id; both are resolved from the events state when asked for.
 */
import { GraphQLError } from "graphql";
import type { Resolvers } from "../../../__generated__/mock-resolvers";
import { badInput, notFound, type MockDeps } from "../../../mocks/common";
import { firstStart } from "@server/events/modules/listings/rules/listings";
import { placeFor } from "@server/events/modules/registration/rules/registration";
import { hasRoom, isComplete, TEAM_LIMITS, yearAllowed, type TeamRules } from "@server/events/modules/registration/rules/teams";
import { refuse, windowOf } from "./events";
import { mockEvent, mockEventsState, persistMockEvents, type MockEvent, type MockEventRegistration, type MockEventTeam } from "./store";

const state = mockEventsState;
const standing = (r: MockEventRegistration) => !r.cancelledAt;
/** The server's join-code alphabet: no look-alike letters or digits. */
const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

function joinCode(): string {
  const taken = new Set(state().teams.map((t) => t.joinCode));
  for (;;) {
    const bytes = globalThis.crypto.getRandomValues(new Uint8Array(TEAM_LIMITS.joinCodeLength));
    const code = [...bytes].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join("");
    if (!taken.has(code)) return code;
  }
}

/** A team's standing members' registrations in arrival order (the lead registered first). */
export const mockTeamMembers = (teamId: string) => state().registrations.filter((r) => r.teamId === teamId && standing(r));

function teamById(id: string): MockEventTeam {
  const team = state().teams.find((t) => t.id === id);
  if (!team) throw notFound(`Team "${id}"`);
  return team;
}

/** 1-based place of a waiting team among its event's waiting teams, in the order they registered. */
function teamWaitlistPosition(team: MockEventTeam): number | null {
  if (team.status !== "Waitlisted" || team.disbandedAt) return null;
  const waiting = state().teams.filter((t) => t.eventId === team.eventId && t.status === "Waitlisted" && !t.disbandedAt);
  return waiting.indexOf(team) + 1;
}

/** BAD_USER_INPUT for the first of the input's problems, each under its field (as the server's input parsing). */
function invalid(fields: Record<string, string>): GraphQLError | null {
  const first = Object.entries(fields)[0];
  return first ? badInput(`Invalid input: ${first[0]}: ${first[1]}`, fields) : null;
}

/** The period and the event's years, checked before any write (as the server's checkTeamEvent). */
function checkTeamEvent(event: MockEvent, yearOfStudy: number): TeamRules {
  const rules = event.team;
  if (!rules) throw refuse("NOT_TEAM_EVENT");
  const window = windowOf(event, new Date());
  if (window === "NOT_YET_OPEN") throw refuse("REGISTRATION_NOT_YET_OPEN");
  if (window === "CLOSED") throw refuse("REGISTRATION_CLOSED");
  if (!yearAllowed(rules, yearOfStudy)) {
    const message = `This event takes students in years ${rules.minYear}–${rules.maxYear}.`;
    throw badInput(message, { yearOfStudy: message });
  }
  return rules;
}

/** Moves the first waiting team (and its members) into a freed place; false when no team waits. */
function promoteFirstWaitingTeam(eventId: string, now: Date): boolean {
  const next = state().teams.find((t) => t.eventId === eventId && t.status === "Waitlisted" && !t.disbandedAt);
  if (!next) return false;
  next.status = "Registered";
  next.promotedAt = now.toISOString();
  for (const r of mockTeamMembers(next.id)) {
    r.status = "Registered";
    r.promotedAt = now.toISOString();
  }
  return true;
}

export function teamsResolvers(deps: MockDeps): Resolvers {
  const requireStudent = () => {
    const viewer = deps.requireViewer();
    if (!viewer.roles.includes("STUDENT")) throw new GraphQLError("You are not allowed to do this.", { extensions: { code: "FORBIDDEN" } });
    return viewer;
  };
  const standingOf = (eventId: string, userId: string) =>
    state().registrations.find((r) => r.eventId === eventId && r.userId === userId && standing(r)) ?? null;
  const team = (ref: { id?: unknown }) => teamById(String(ref.id));
  const member = (ref: { registrationId?: unknown }) => {
    const found = state().registrations.find((r) => r.id === String(ref.registrationId));
    if (!found) throw notFound(`Event registration "${String(ref.registrationId)}"`);
    return found;
  };
  const addMember = (t: MockEventTeam, userId: string, yearOfStudy: number, share: boolean, now: Date) => {
    state().registrations.push({
      id: globalThis.crypto.randomUUID(),
      eventId: t.eventId,
      userId,
      status: t.status,
      shareWithExhibitors: share,
      jobSeeker: false,
      inviteCode: null,
      teamId: t.id,
      yearOfStudy,
      registeredAt: now.toISOString(),
      promotedAt: null,
      cancelledAt: null,
    });
  };

  return {
    Mutation: {
      registerEventTeam: (_, { input }) => {
        const viewer = requireStudent();
        const eventId = input.eventId.trim();
        const name = input.name.trim();
        const problem = invalid({
          ...(!eventId
            ? { eventId: "Choose an event." }
            : eventId.length > 200
              ? { eventId: "Too big: expected string to have <=200 characters" }
              : {}),
          ...(name.length < TEAM_LIMITS.name.min
            ? { name: `A team name has at least ${TEAM_LIMITS.name.min} characters.` }
            : name.length > TEAM_LIMITS.name.max
              ? { name: `A team name has at most ${TEAM_LIMITS.name.max} characters.` }
              : {}),
        });
        if (problem) throw problem;
        const event = mockEvent(eventId);
        if (!event) throw notFound(`Event "${eventId}"`);
        checkTeamEvent(event, input.yearOfStudy);
        if (standingOf(event.id, viewer.id)) throw refuse("ALREADY_REGISTERED");
        // Names are unique within the event whatever their case, disbanded teams' too (the server's unique index).
        if (state().teams.some((t) => t.eventId === event.id && t.name.toLowerCase() === name.toLowerCase()))
          throw refuse("TEAM_NAME_TAKEN", "name");
        const now = new Date();
        const created: MockEventTeam = {
          id: globalThis.crypto.randomUUID(),
          eventId: event.id,
          name,
          leadId: viewer.id,
          joinCode: joinCode(),
          status: placeFor(event.capacity, event.placesTaken),
          createdAt: now.toISOString(),
          promotedAt: null,
          disbandedAt: null,
        };
        state().teams.push(created);
        addMember(created, viewer.id, input.yearOfStudy, input.shareWithExhibitors ?? false, now);
        if (created.status === "Registered") event.placesTaken += 1;
        persistMockEvents();
        return { id: created.id };
      },
      joinEventTeam: (_, { input }) => {
        const viewer = requireStudent();
        const code = input.joinCode.trim().toUpperCase();
        const problem = invalid(
          !code
            ? { joinCode: "Enter the team's code." }
            : code.length > 40
              ? { joinCode: "Too big: expected string to have <=40 characters" }
              : {},
        );
        if (problem) throw problem;
        const found = state().teams.find((t) => t.joinCode === code);
        if (!found) throw notFound("Team with this code");
        if (found.disbandedAt) throw refuse("TEAM_DISBANDED", "joinCode");
        const event = mockEvent(found.eventId)!;
        const rules = checkTeamEvent(event, input.yearOfStudy);
        if (standingOf(event.id, viewer.id)) throw refuse("ALREADY_REGISTERED", "joinCode");
        if (!hasRoom(rules, mockTeamMembers(found.id).length)) throw refuse("TEAM_FULL", "joinCode");
        addMember(found, viewer.id, input.yearOfStudy, input.shareWithExhibitors ?? false, new Date());
        persistMockEvents();
        return { id: found.id };
      },
      disbandEventTeam: (_, { id }) => {
        const viewer = deps.requireViewer();
        const found = state().teams.find((t) => t.id === id);
        if (!found) throw notFound(`Team "${id}"`);
        if (found.leadId !== viewer.id) {
          // A member learns only that the lead decides; anyone else that there is no such team.
          if (mockTeamMembers(found.id).some((m) => m.userId === viewer.id))
            throw new GraphQLError("Only the team's lead may disband it.", { extensions: { code: "FORBIDDEN" } });
          throw notFound(`Team "${id}"`);
        }
        if (found.disbandedAt) throw refuse("ALREADY_CANCELLED", "id");
        const event = mockEvent(found.eventId)!;
        const now = new Date();
        if (firstStart(event.dates).getTime() <= now.getTime()) throw refuse("EVENT_STARTED", "id");
        for (const r of mockTeamMembers(found.id)) r.cancelledAt = now.toISOString();
        found.disbandedAt = now.toISOString();
        if (found.status === "Registered" && !promoteFirstWaitingTeam(event.id, now)) event.placesTaken -= 1;
        persistMockEvents();
        return { id: found.id };
      },
    },
    EventTeam: {
      id: (t) => team(t).id,
      event: (t) => ({ id: team(t).eventId }),
      name: (t) => team(t).name,
      status: (t) => (team(t).disbandedAt ? "Cancelled" : team(t).status),
      waitlistPosition: (t) => teamWaitlistPosition(team(t)),
      memberCount: (t) => (team(t).disbandedAt ? 0 : mockTeamMembers(team(t).id).length),
      complete: (t) => {
        const found = team(t);
        const rules = mockEvent(found.eventId)?.team;
        return !found.disbandedAt && !!rules && isComplete(rules, mockTeamMembers(found.id).length);
      },
      viewerIsLead: (t) => team(t).leadId === deps.viewer()?.id,
      joinCode: (t) => {
        const found = team(t);
        return found.leadId === deps.viewer()?.id && !found.disbandedAt ? found.joinCode : null;
      },
      // Its members only (the lead included) see who is in it.
      members: (t) => {
        const found = team(t);
        const viewer = deps.viewer();
        const members = mockTeamMembers(found.id);
        if (!viewer || (found.leadId !== viewer.id && !members.some((m) => m.userId === viewer.id))) return [];
        return members.map((m) => ({ registrationId: m.id }));
      },
    },
    EventTeamMember: {
      registrationId: (m) => member(m).id,
      user: (m) => deps.userById(member(m).userId),
      lead: (m) => {
        const r = member(m);
        return state().teams.find((t) => t.id === r.teamId)?.leadId === r.userId;
      },
      yearOfStudy: (m) => member(m).yearOfStudy ?? 0,
      joinedAt: (m) => member(m).registeredAt,
    },
    EventRegistration: {
      team: (r) => {
        const found = state().registrations.find((x) => x.id === String(r.id));
        return found?.teamId ? { id: found.teamId } : null;
      },
      yearOfStudy: (r) => state().registrations.find((x) => x.id === String(r.id))?.yearOfStudy ?? null,
    },
  };
}

/* ---------- For tests that set a state up directly ---------- */

/**
 * A team without the API's checks (any window, any size): the lead first, then the members, all in year 1 unless
 * given; it takes a place while one is left, else waits.
 */
export function addMockEventTeam(eventId: string, name: string, leadId: string, memberIds: string[] = [], year = 1): MockEventTeam {
  const event = mockEvent(eventId);
  if (!event) throw new Error(`no event ${eventId}`);
  const now = new Date();
  const created: MockEventTeam = {
    id: globalThis.crypto.randomUUID(),
    eventId,
    name,
    leadId,
    joinCode: joinCode(),
    status: placeFor(event.capacity, event.placesTaken),
    createdAt: now.toISOString(),
    promotedAt: null,
    disbandedAt: null,
  };
  state().teams.push(created);
  if (created.status === "Registered") event.placesTaken += 1;
  for (const userId of [leadId, ...memberIds])
    state().registrations.push({
      id: globalThis.crypto.randomUUID(),
      eventId,
      userId,
      status: created.status,
      shareWithExhibitors: false,
      teamId: created.id,
      yearOfStudy: year,
      registeredAt: now.toISOString(),
      promotedAt: null,
      cancelledAt: null,
    });
  persistMockEvents();
  return created;
}
