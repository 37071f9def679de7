/**
 * The events mock backend's invite state (SPEC §2 event sign-up links): the organiser's invite codes, who used each
 * (a person counts once per code), and the recruit side's memberships of an exhibiting employer at an event. Seeded
 * as the server seeds its demo world (invites/demo-seed-data.ts): the fair's learn code and KopiCloud's recruit code,
 * the demo exhibitor exhibiting for KopiCloud (joined with that code), and the demo student's registration counted
 * against the learn code. In the browser the state survives reloads (sessionStorage); tests start from the seed
 * through resetMockBackend.
 */
import { sessionStore } from "../../../mocks/common";
import { DEMO_EXHIBITOR_MEMBERS, DEMO_INVITE_CODES, DEMO_REGISTRATIONS } from "@server/events/modules/invites/demo-seed-data";
import { inviteProblem, type InvitePurpose, type InviteProblem } from "@server/events/modules/invites/rules/invites";
import { mockEventsState } from "./store";

export interface MockInviteCode {
  code: string;
  eventId: string;
  purpose: InvitePurpose;
  employerId: string | null;
  label: string;
  expiresAt: string | null;
  maxUses: number | null;
  revokedAt: string | null;
  createdAt: string;
  createdBy: string;
}

export interface MockInviteRedemption {
  code: string;
  userId: string;
  redeemedAt: string;
}

export interface MockExhibitorMember {
  eventId: string;
  employerId: string;
  userId: string;
  joinedAt: string;
}

export interface InvitesState {
  codes: MockInviteCode[];
  redemptions: MockInviteRedemption[];
  members: MockExhibitorMember[];
}

const STORAGE_KEY = "talentforge.mock.eventInvites";
const DAY = 86_400_000;

function seed(): InvitesState {
  const now = Date.now();
  const iso = (ms: number) => new Date(ms).toISOString();
  const codes: MockInviteCode[] = DEMO_INVITE_CODES.map(({ expiresInDays, ...c }) => ({
    ...c,
    expiresAt: expiresInDays === null ? null : iso(now + expiresInDays * DAY),
    revokedAt: null,
    createdAt: iso(now - 10 * DAY),
  }));
  const redemptions: MockInviteRedemption[] = [];
  const redeem = (code: string, userId: string, at: string) => {
    if (!redemptions.some((r) => r.code === code && r.userId === userId)) redemptions.push({ code, userId, redeemedAt: at });
  };
  const members = DEMO_EXHIBITOR_MEMBERS.map((m) => {
    const joined: MockExhibitorMember = {
      eventId: m.eventId,
      employerId: m.employerId,
      userId: m.userId,
      joinedAt: iso(now - m.daysAgo * DAY),
    };
    redeem(m.code, joined.userId, joined.joinedAt);
    return joined;
  });
  // The demo registrations that came with a code count it, as the server's seed counts them.
  for (const r of DEMO_REGISTRATIONS) {
    const seeded = mockEventsState().registrations.find((x) => x.id === r.id);
    if (r.inviteCode && seeded) redeem(r.inviteCode, seeded.userId, seeded.registeredAt);
  }
  return { codes, redemptions, members };
}

let state: InvitesState = seed();

/** The live state (a reset replaces the object, so always read it through here). */
export const mockInvitesState = () => state;
export const persistMockInvites = () => sessionStore()?.setItem(STORAGE_KEY, JSON.stringify(state));

/** After the events' own reset: the seed reads the seeded registrations. */
export function resetMockInvites(): void {
  state = seed();
  sessionStore()?.removeItem(STORAGE_KEY);
}
export const storedMockInvites = () => sessionStore()?.getItem(STORAGE_KEY) ?? null;
export function loadMockInvites(raw: string | null): void {
  if (!raw) return;
  try {
    const parsed = JSON.parse(raw) as InvitesState;
    if (Array.isArray(parsed.codes) && Array.isArray(parsed.redemptions) && Array.isArray(parsed.members)) state = parsed;
  } catch {
    /* ignore a damaged copy */
  }
}

/** Codes are matched whatever their case and surrounding spaces, as the server normalises them. */
export const normaliseInviteCode = (code: string) => code.trim().toUpperCase();

/** A code by its text, or null. */
export const mockInviteCode = (code: string): MockInviteCode | null => {
  const c = normaliseInviteCode(code);
  return state.codes.find((x) => x.code === c) ?? null;
};

/** How many people have used a code. */
export const mockInviteUses = (code: string) => state.redemptions.filter((r) => r.code === code).length;

/** Why a code cannot be used now (the server's rule), optionally for the event a link names; null while it can. */
export function mockInviteProblem(code: MockInviteCode, now: Date, eventId?: string | null): InviteProblem | null {
  return inviteProblem(
    {
      eventId: code.eventId,
      expiresAt: code.expiresAt ? new Date(code.expiresAt) : null,
      maxUses: code.maxUses,
      uses: mockInviteUses(code.code),
      revokedAt: code.revokedAt ? new Date(code.revokedAt) : null,
    },
    now,
    eventId,
  );
}

/** Counts a code for a person once, however often they come back (the caller has checked it). */
export function countMockInviteUse(code: MockInviteCode, userId: string, at: Date = new Date()): void {
  if (!state.redemptions.some((r) => r.code === code.code && r.userId === userId))
    state.redemptions.push({ code: code.code, userId, redeemedAt: at.toISOString() });
  persistMockInvites();
}

/** Whether a person exhibits at an event for an employer that still exhibits there (the server's exhibitsAt). */
export function mockExhibitsAt(eventId: string, userId: string): boolean {
  const event = mockEventsState().events.find((e) => e.id === eventId);
  return state.members.some(
    (m) => m.eventId === eventId && m.userId === userId && !!event?.exhibitors.some((x) => x.employerId === m.employerId),
  );
}

/* ---------- For tests that set a state up directly ---------- */

/** Makes a person a member of an employer's exhibit at an event, without a code. */
export function addMockExhibitorMember(eventId: string, employerId: string, userId: string): MockExhibitorMember {
  const member: MockExhibitorMember = { eventId, employerId, userId, joinedAt: new Date().toISOString() };
  state.members.push(member);
  persistMockInvites();
  return member;
}
