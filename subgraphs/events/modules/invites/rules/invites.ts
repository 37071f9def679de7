/** Pure rules of event invite codes (SPEC §2 event sign-up links). */

/** The sign-up link's purpose: learn (talent) or recruit (the recruit side, one code per exhibitor). */
export const INVITE_PURPOSES = ["learn", "recruit"] as const;
export type InvitePurpose = (typeof INVITE_PURPOSES)[number];

/** JOB_ADMIN runs events: their pages, invite codes and registrations (docs/decisions.md). */
export const EVENT_ORGANISER_ROLE = "JOB_ADMIN" as const;

/** The recruit side, who exhibit for their employers: they join an exhibit with its recruit code. */
export const EXHIBITOR_ROLES = ["EVENT_EXHIBITOR", "COMPANY_REPRESENTATIVE"] as const;

/** The sign-up link's `next` that leads into an event's registration. */
export const EVENT_REGISTRATION_NEXT = "event-reg";

/** SPEC gives no page size for the organiser's invite codes; 20 like the other admin lists. */
export const INVITE_PAGE_SIZE = 20;

export const INVITE_LIMITS = {
  /** Length of a generated code (base32, no look-alike letters). */
  codeLength: 10,
  label: { min: 2, max: 80 },
  maxUses: { min: 1, max: 100_000 },
} as const;

export type InviteProblem = "REVOKED" | "EXPIRED" | "USED_UP" | "WRONG_EVENT";

export interface InviteState {
  eventId: string;
  expiresAt: Date | null;
  maxUses: number | null;
  uses: number;
  revokedAt: Date | null;
}

/** What a refused code says, by problem (the client shows its own words for each). */
export const INVITE_MESSAGES: Record<InviteProblem | "UNKNOWN", string> = {
  UNKNOWN: "This invite code does not exist.",
  REVOKED: "This invite code was withdrawn by the organiser.",
  EXPIRED: "This invite code has expired.",
  USED_UP: "This invite code has been used as many times as it allows.",
  WRONG_EVENT: "This invite code is for another event.",
};

/**
 * Why a code cannot be used now, or null when it can: revoked, expired (at its expiry instant, not after it), used
 * up, or for another event than the link names.
 */
export function inviteProblem(code: InviteState, now: Date, eventId?: string | null): InviteProblem | null {
  if (code.revokedAt) return "REVOKED";
  if (eventId && eventId !== code.eventId) return "WRONG_EVENT";
  if (code.expiresAt && code.expiresAt.getTime() <= now.getTime()) return "EXPIRED";
  if (code.maxUses !== null && code.uses >= code.maxUses) return "USED_UP";
  return null;
}

/** The SPEC's sign-up link for a code: /signup?purpose=…&invite_code=…&next=event-reg&event_id=…[&role=jobseeker]. */
export function signUpLink(code: { code: string; eventId: string; purpose: InvitePurpose }, opts: { jobSeeker?: boolean } = {}): string {
  const params = new URLSearchParams({
    purpose: code.purpose,
    invite_code: code.code,
    next: EVENT_REGISTRATION_NEXT,
    event_id: code.eventId,
  });
  if (opts.jobSeeker && code.purpose === "learn") params.set("role", "jobseeker");
  return `/signup?${params.toString()}`;
}
