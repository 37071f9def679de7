/**
 * The events' demo world (demo only): invite codes, the demo exhibitor's membership and the demo learners'
 * registrations, each counted where it takes a place or uses a code, so the rows agree with each other. Inserted
 * once (by their ids and keys); later starts leave them, and what people did since, alone.
 */
import { eq, sql } from "drizzle-orm";
import {
  eventExhibitorMembers,
  eventInviteCodes,
  eventInviteRedemptions,
  eventRegistrations,
  eventTable,
} from "../../../../drizzle/schema/events.js";
import type { Tx } from "../../../shared/db.js";
import { placeFor } from "../registration/rules/registration.js";
import { DEMO_EXHIBITOR_MEMBERS, DEMO_INVITE_CODES, DEMO_REGISTRATIONS } from "./demo-seed-data.js";

const DAY = 86_400_000;

export async function seedDemoEvents(tx: Tx, now: Date): Promise<void> {
  await tx
    .insert(eventInviteCodes)
    .values(
      DEMO_INVITE_CODES.map(({ expiresInDays, ...c }) => ({
        ...c,
        expiresAt: expiresInDays === null ? null : new Date(now.getTime() + expiresInDays * DAY),
        createdAt: new Date(now.getTime() - 10 * DAY),
      })),
    )
    .onConflictDoNothing();
  for (const m of DEMO_EXHIBITOR_MEMBERS) {
    const joined = await tx
      .insert(eventExhibitorMembers)
      .values({ eventId: m.eventId, employerId: m.employerId, userId: m.userId, joinedAt: new Date(now.getTime() - m.daysAgo * DAY) })
      .onConflictDoNothing()
      .returning({ userId: eventExhibitorMembers.userId });
    if (joined.length) await redeem(tx, m.code, m.userId, new Date(now.getTime() - m.daysAgo * DAY));
  }
  for (const { daysAgo, ...r } of DEMO_REGISTRATIONS) {
    const [event] = await tx.select().from(eventTable).where(eq(eventTable.id, r.eventId)).for("update");
    if (!event) continue;
    const status = placeFor(event.capacity, event.placesTaken);
    const registeredAt = new Date(now.getTime() - daysAgo * DAY);
    const inserted = await tx
      .insert(eventRegistrations)
      .values({ ...r, status, registeredAt })
      .onConflictDoNothing()
      .returning({ id: eventRegistrations.id });
    if (!inserted.length) continue;
    if (status === "Registered")
      await tx
        .update(eventTable)
        .set({ placesTaken: sql`${eventTable.placesTaken} + 1` })
        .where(eq(eventTable.id, r.eventId));
    if (r.inviteCode) await redeem(tx, r.inviteCode, r.userId, registeredAt);
  }
}

async function redeem(tx: Tx, code: string, userId: string, at: Date): Promise<void> {
  const fresh = await tx.insert(eventInviteRedemptions).values({ code, userId, redeemedAt: at }).onConflictDoNothing().returning();
  if (fresh.length)
    await tx
      .update(eventInviteCodes)
      .set({ uses: sql`${eventInviteCodes.uses} + 1` })
      .where(eq(eventInviteCodes.code, code));
}
