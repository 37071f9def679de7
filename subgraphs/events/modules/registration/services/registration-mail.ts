/**
 * The registration email, written in the registration's transaction: "you are registered" (with the event's .ics,
 * its entries bearing the registration's UIDs), "you are on the waitlist", or "a place opened up" when someone moves
 * up. One message per registration and state: a retried transaction or a second promotion path cannot repeat it.
 */
import { eq } from "drizzle-orm";
import { eventTable } from "../../../../../drizzle/schema/events.js";
import type { Tx } from "../../../../shared/db.js";
import { publicOrigin } from "../../../../shared/env.js";
import { enqueueMail, type MailParams } from "../../../../shared/mail/index.js";
import { eventCalendarFile, type EventRow } from "../../listings/index.js";

type RegistrationMailStatus = MailParams["event-registration"]["status"];

export async function mailRegistrations(
  tx: Tx,
  event: EventRow | string,
  registrations: readonly { id: string; userId: string }[],
  status: RegistrationMailStatus,
): Promise<void> {
  if (!registrations.length) return;
  const row = typeof event === "string" ? (await tx.select().from(eventTable).where(eq(eventTable.id, event)))[0] : event;
  if (!row) return;
  const origin = publicOrigin();
  for (const r of registrations)
    await enqueueMail(tx, {
      kind: "event-registration",
      recipientId: r.userId,
      params: {
        eventId: row.id,
        eventTitle: row.title,
        startsAt: row.startsAt.toISOString(),
        location: row.location ? row.location.full : null,
        status,
        calendar: status === "WAITLISTED" ? null : eventCalendarFile(row, { origin, registrationId: r.id }),
      },
      dedupeKey: `event-registration:${r.id}:${status === "WAITLISTED" ? "waitlisted" : "place"}`,
    });
}

/** The mail status of a new registration from its place. */
export const newRegistrationStatus = (place: "Registered" | "Waitlisted"): RegistrationMailStatus =>
  place === "Registered" ? "REGISTERED" : "WAITLISTED";
