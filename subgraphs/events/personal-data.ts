/**
 * What the events service holds about a person (registrations, teams they lead, invite codes they used, exhibitor
 * memberships), for the personal data export and for erasure when the account is deleted. Every table whose rows are
 * about a person as their subject is listed.
 */
import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import { eventExhibitorMembers, eventInviteRedemptions, eventRegistrations, eventTable, eventTeams } from "../../drizzle/schema/events.js";
import type { Tx } from "../shared/db.js";
import { requireSystem } from "../shared/guards.js";
import { deletePersonalRows, personIdOf, personalDataResolversFor, type PersonalDataSource } from "../shared/personal-data.js";
import { ERASURE_POLICY } from "../shared/rules/account-erasure.js";
import type { EventsContext } from "./context.js";
import { fillFromWaitlist } from "./modules/registration/index.js";

export const EVENTS_PERSONAL_DATA: readonly PersonalDataSource[] = [
  { name: "registrations", table: eventRegistrations, column: eventRegistrations.userId },
  { name: "teamsLed", table: eventTeams, column: eventTeams.leadId },
  { name: "inviteRedemptions", table: eventInviteRedemptions, column: eventInviteRedemptions.userId },
  { name: "exhibitorMemberships", table: eventExhibitorMembers, column: eventExhibitorMembers.userId },
];

/** Gives back one place at an event (under its lock) and lets the waitlist's first take it, as cancelling does. */
async function freePlace(tx: Tx, eventId: string, teamEvent: boolean, now: Date) {
  await tx
    .update(eventTable)
    .set({ placesTaken: sql`${eventTable.placesTaken} - 1` })
    .where(eq(eventTable.id, eventId));
  await fillFromWaitlist(tx, { eventId, places: 1, teamEvent, now });
}

/**
 * Account deletion: for events still to come, teams the person leads are disbanded and their standing registrations
 * cancelled, each freed place going to the waitlist as a cancellation's would (one transaction per event, under its
 * lock); then every registration, invite use and exhibitor membership of theirs is deleted. Disbanded teams stay for
 * their members' records. Idempotent.
 */
export async function eraseEventsPersonalData(ctx: EventsContext, personId: string): Promise<boolean> {
  requireSystem(ctx);
  const id = personIdOf(personId);
  const now = ctx.now;
  const upcoming = await ctx.db
    .selectDistinct({ eventId: eventRegistrations.eventId })
    .from(eventRegistrations)
    .innerJoin(eventTable, eq(eventTable.id, eventRegistrations.eventId))
    .where(and(eq(eventRegistrations.userId, id), isNull(eventRegistrations.cancelledAt), gt(eventTable.startsAt, now)))
    .orderBy(asc(eventRegistrations.eventId));
  for (const { eventId } of upcoming) {
    await ctx.db.transaction(async (tx) => {
      const [event] = await tx.select().from(eventTable).where(eq(eventTable.id, eventId)).for("update");
      if (!event || event.startsAt.getTime() <= now.getTime()) return;
      const led = await tx
        .select()
        .from(eventTeams)
        .where(and(eq(eventTeams.eventId, eventId), eq(eventTeams.leadId, id), isNull(eventTeams.disbandedAt)))
        .for("update");
      for (const team of led) {
        await tx.update(eventTeams).set({ disbandedAt: now }).where(eq(eventTeams.id, team.id));
        await tx
          .update(eventRegistrations)
          .set({ cancelledAt: now })
          .where(and(eq(eventRegistrations.teamId, team.id), isNull(eventRegistrations.cancelledAt)));
        if (team.status === "Registered") await freePlace(tx, eventId, true, now);
      }
      const standing = await tx
        .update(eventRegistrations)
        .set({ cancelledAt: now })
        .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.userId, id), isNull(eventRegistrations.cancelledAt)))
        .returning();
      // A team member leaving frees no place: at a team event places count teams.
      for (const registration of standing)
        if (!registration.teamId && registration.status === "Registered") await freePlace(tx, eventId, false, now);
    });
  }
  await ctx.db.transaction((tx) => deletePersonalRows(tx, EVENTS_PERSONAL_DATA, ERASURE_POLICY.events.erased, id));
  return true;
}

export const personalDataResolvers = personalDataResolversFor("events", EVENTS_PERSONAL_DATA, eraseEventsPersonalData);
