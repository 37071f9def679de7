/**
 * Invite codes in the mock backend, as the server's invites module serves them (SPEC §2 event sign-up links): the
 * organiser (JOB_ADMIN) lists an event's codes newest first, issues learn codes per event and recruit codes per
 * exhibiting employer, and withdraws them; the recruit side lists the events it exhibits at. A code's problem and its
 * sign-up links come from the server's own pure rules (rules/invites.ts); refusals carry the server's codes and field
 * messages.
 *
 * The sign-up page's check (`eventInvite`) and the recruit side joining with a code (`joinEventAsExhibitor`) are in
 * `inviteCheckResolvers`, kept apart so that the sign-up journey's share can take them over; the helpers they use
 * (mockInviteProblem, countMockInviteUse) are exported for registering with a code.
 */
import { GraphQLError } from "graphql";
import type { Resolvers } from "../../../__generated__/mock-resolvers";
import { badInput, forbidden, notFound, type MockDeps, type Person } from "../../../mocks/common";
import { employers } from "../../jobs/mocks";
import { firstStart } from "@server/events/modules/listings/rules/listings";
import {
  EVENT_ORGANISER_ROLE,
  EXHIBITOR_ROLES,
  INVITE_LIMITS,
  INVITE_MESSAGES,
  INVITE_PAGE_SIZE,
  INVITE_PURPOSES,
  signUpLink,
} from "@server/events/modules/invites/rules/invites";
import {
  countMockInviteUse,
  mockInviteCode,
  mockInviteProblem,
  mockInvitesState,
  mockInviteUses,
  persistMockInvites,
  type MockExhibitorMember,
  type MockInviteCode,
} from "./inviteStore";
import { mockEvent } from "./store";

/** JOB_ADMIN runs events (the server's EVENT_ORGANISER_ROLE). */
export const ORGANISER_ROLE = EVENT_ORGANISER_ROLE;
/** Who joins an exhibitor at an event, and lists where they exhibit. */
const RECRUIT_ROLES: readonly string[] = EXHIBITOR_ROLES;

/** The server's code alphabet: base32 without look-alike letters. */
const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
function newCode(): string {
  for (;;) {
    const bytes = globalThis.crypto.getRandomValues(new Uint8Array(INVITE_LIMITS.codeLength));
    const code = [...bytes].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join("");
    if (!mockInviteCode(code)) return code;
  }
}

const employerRef = (id: string) => employers.find((e) => e.id === id) ?? { id };
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;

/** UNAUTHENTICATED for visitors, FORBIDDEN for anyone but the roles named. */
export function requireRoles(deps: MockDeps, roles: readonly string[]): Person {
  const viewer = deps.requireViewer();
  if (!viewer.roles.some((r) => roles.includes(r))) throw forbidden();
  return viewer;
}

function codeByText(text: string): MockInviteCode {
  const found = mockInviteCode(text);
  if (!found) throw notFound(`Invite code "${text}"`);
  return found;
}

/** BAD_USER_INPUT with every problem under its field, the first in the message (as the server's input parsing). */
function invalid(fields: Record<string, string>): GraphQLError | null {
  const first = Object.entries(fields)[0];
  return first ? badInput(`Invalid input: ${first[0]}: ${first[1]}`, fields) : null;
}

type CodeRef = { code?: unknown };

export function invitesResolvers(deps: MockDeps): Resolvers {
  const code = (ref: CodeRef) => codeByText(String(ref.code));

  return {
    Query: {
      eventInviteCodes: (_, { eventId, ...args }) => {
        requireRoles(deps, [ORGANISER_ROLE]);
        const codes = mockInvitesState()
          .codes.filter((c) => c.eventId === eventId)
          .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.code.localeCompare(a.code))
          .map((c) => ({ code: c.code }));
        return deps.pageOf(codes, args, INVITE_PAGE_SIZE);
      },
      myExhibitorMemberships: () => {
        const viewer = requireRoles(deps, RECRUIT_ROLES);
        const startOf = (m: MockExhibitorMember) => {
          const event = mockEvent(m.eventId);
          return event ? firstStart(event.dates).getTime() : Number.MAX_SAFE_INTEGER;
        };
        return mockInvitesState()
          .members.filter((m) => m.userId === viewer.id && mockEvent(m.eventId))
          .sort((a, b) => startOf(a) - startOf(b) || a.eventId.localeCompare(b.eventId) || a.employerId.localeCompare(b.employerId))
          .map((m) => ({ event: { id: m.eventId }, employer: employerRef(m.employerId), joinedAt: m.joinedAt }));
      },
    },
    Mutation: {
      createEventInviteCode: (_, { input }) => {
        const viewer = requireRoles(deps, [ORGANISER_ROLE]);
        const eventId = input.eventId.trim();
        const label = input.label.trim();
        const employerId = input.employerId?.trim() ?? null;
        const { min, max } = INVITE_LIMITS.label;
        const uses = INVITE_LIMITS.maxUses;
        const problem = invalid({
          ...(!eventId ? { eventId: "Choose an event." } : {}),
          ...(!INVITE_PURPOSES.includes(input.purpose) ? { purpose: "Invalid option" } : {}),
          ...(input.employerId != null && !employerId ? { employerId: "Too small: expected string to have >=1 characters" } : {}),
          ...(label.length < min
            ? { label: `A label has at least ${min} characters.` }
            : label.length > max
              ? { label: `A label has at most ${max} characters.` }
              : {}),
          ...(input.expiresAt != null && !ISO_WITH_OFFSET.test(input.expiresAt)
            ? { expiresAt: "Give the expiry as an ISO 8601 date and time." }
            : {}),
          ...(input.maxUses != null && !(Number.isInteger(input.maxUses) && input.maxUses >= uses.min && input.maxUses <= uses.max)
            ? {
                maxUses:
                  input.maxUses < uses.min
                    ? `Too small: expected number to be >=${uses.min}`
                    : `Too big: expected number to be <=${uses.max}`,
              }
            : {}),
        });
        if (problem) throw problem;
        const event = mockEvent(eventId);
        if (!event) throw notFound(`Event "${eventId}"`);
        if (input.purpose === "recruit") {
          if (!employerId) throw badInput("A recruit code is for one exhibitor.", { employerId: "Choose the exhibitor." });
          if (!event.exhibitors.some((x) => x.employerId === employerId))
            throw badInput("That employer does not exhibit at this event.", { employerId: "Choose one of the event's exhibitors." });
        } else if (employerId) {
          throw badInput("A learn code is for the whole event, not one exhibitor.", { employerId: "Leave empty for a learn code." });
        }
        const now = new Date();
        const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
        if (expiresAt && expiresAt.getTime() <= now.getTime())
          throw badInput("The expiry must be in the future.", { expiresAt: "The expiry must be in the future." });
        const created: MockInviteCode = {
          code: newCode(),
          eventId: event.id,
          purpose: input.purpose,
          employerId: input.purpose === "recruit" ? employerId : null,
          label,
          expiresAt: expiresAt?.toISOString() ?? null,
          maxUses: input.maxUses ?? null,
          revokedAt: null,
          createdAt: now.toISOString(),
          createdBy: viewer.id,
        };
        mockInvitesState().codes.push(created);
        persistMockInvites();
        return { code: created.code };
      },
      revokeEventInviteCode: (_, { code: text }) => {
        requireRoles(deps, [ORGANISER_ROLE]);
        const found = codeByText(text);
        if (!found.revokedAt) {
          found.revokedAt = new Date().toISOString();
          persistMockInvites();
        }
        return { code: found.code };
      },
    },
    EventInviteCode: {
      code: (c) => code(c).code,
      event: (c) => ({ id: code(c).eventId }),
      purpose: (c) => code(c).purpose,
      employer: (c) => {
        const { employerId } = code(c);
        return employerId ? (employers.find((e) => e.id === employerId) ?? null) : null;
      },
      label: (c) => code(c).label,
      expiresAt: (c) => code(c).expiresAt,
      maxUses: (c) => code(c).maxUses,
      uses: (c) => mockInviteUses(code(c).code),
      revoked: (c) => !!code(c).revokedAt,
      problem: (c) => mockInviteProblem(code(c), new Date()),
      createdAt: (c) => code(c).createdAt,
      signUpLink: (c) => signUpLink(code(c)),
      jobSeekerSignUpLink: (c) => (code(c).purpose === "learn" ? signUpLink(code(c), { jobSeeker: true }) : null),
    },
  };
}

/** The sign-up page's check of a code (visitors too) and the recruit side joining their employer with one. */
export function inviteCheckResolvers(deps: MockDeps): Resolvers {
  return {
    Query: {
      eventInvite: (_, { code: text, eventId }) => {
        const found = text.trim().length <= 40 ? mockInviteCode(text) : null;
        if (!found) return { valid: false, problem: "UNKNOWN", purpose: null, event: null, employer: null };
        const problem = mockInviteProblem(found, new Date(), eventId);
        return {
          valid: problem === null,
          problem,
          purpose: found.purpose,
          event: { id: found.eventId },
          employer: found.employerId ? employerRef(found.employerId) : null,
        };
      },
    },
    Mutation: {
      joinEventAsExhibitor: (_, { code: text, eventId }) => {
        const viewer = requireRoles(deps, RECRUIT_ROLES);
        const found = mockInviteCode(text);
        if (!found) throw notFound("Invite code");
        if (found.purpose !== "recruit") {
          const message = "This code is for attendees, not exhibitors.";
          throw badInput(message, { code: message });
        }
        const problem = mockInviteProblem(found, new Date(), eventId ?? found.eventId);
        if (problem) {
          const message = INVITE_MESSAGES[problem];
          throw new GraphQLError(message, { extensions: { code: "CONFLICT", fields: { code: message }, reason: problem } });
        }
        const now = new Date();
        countMockInviteUse(found, viewer.id, now);
        const members = mockInvitesState().members;
        let member = members.find((m) => m.eventId === found.eventId && m.employerId === found.employerId && m.userId === viewer.id);
        if (!member) {
          member = { eventId: found.eventId, employerId: found.employerId!, userId: viewer.id, joinedAt: now.toISOString() };
          members.push(member);
          persistMockInvites();
        }
        return { event: { id: member.eventId }, employer: employerRef(member.employerId), joinedAt: member.joinedAt };
      },
    },
  };
}

export { INVITE_MESSAGES as MOCK_INVITE_MESSAGES };
