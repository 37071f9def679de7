/** Per-request DataLoaders of the registration module. */
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { eventRegistrations, eventTeams } from "../../../../drizzle/schema/events.js";
import type { Db } from "../../../shared/db.js";
import { loaderByKey, loaderOfChildren } from "../../../shared/loaders.js";

export function createRegistrationLoaders(db: Db, viewerId: string | null) {
  return {
    eventRegistration: loaderByKey(
      (ids: readonly string[]) =>
        db
          .select()
          .from(eventRegistrations)
          .where(inArray(eventRegistrations.id, [...ids])),
      (r) => r.id,
    ),
    /** The viewer's standing registration per event id (none for visitors). */
    viewerRegistrationOfEvent: loaderByKey(
      async (eventIds: readonly string[]) =>
        viewerId
          ? db
              .select()
              .from(eventRegistrations)
              .where(
                and(
                  eq(eventRegistrations.userId, viewerId),
                  inArray(eventRegistrations.eventId, [...eventIds]),
                  isNull(eventRegistrations.cancelledAt),
                ),
              )
          : [],
      (r) => r.eventId,
    ),
    /**
     * 1-based waitlist position per waitlisted registration id: how many wait ahead of it, plus one, counted over the
     * partial index of standing registrations (a waitlist is as long as its event is oversubscribed, never the table).
     */
    waitlistPosition: loaderByKey(
      async (ids: readonly string[]) => {
        // Both drivers answer raw SQL with `rows`.
        const result = (await db.execute(sql`
          SELECT me.id, (
            SELECT count(*)::int FROM events.event_registrations o
            WHERE o.event_id = me.event_id AND o.status = 'Waitlisted' AND o.cancelled_at IS NULL
              AND o.seq <= me.seq
          ) AS position
          FROM events.event_registrations me
          WHERE me.status = 'Waitlisted' AND me.cancelled_at IS NULL AND me.id IN (${sql.join(
            ids.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`)) as unknown as { rows: { id: string; position: number }[] };
        return result.rows.map((r) => ({ id: r.id, position: Number(r.position) }));
      },
      (r) => r.id,
    ),
    eventTeam: loaderByKey(
      (ids: readonly string[]) =>
        db
          .select()
          .from(eventTeams)
          .where(inArray(eventTeams.id, [...ids])),
      (r) => r.id,
    ),
    /** A team's standing members' registrations, in arrival order (the lead registered first). */
    membersOfTeam: loaderOfChildren(
      (teamIds: readonly string[]) =>
        db
          .select()
          .from(eventRegistrations)
          .where(and(inArray(eventRegistrations.teamId, [...teamIds]), isNull(eventRegistrations.cancelledAt)))
          .orderBy(asc(eventRegistrations.seq)),
      (r) => r.teamId!,
    ),
    /** 1-based waitlist position per waiting team id (places count teams at a team event). */
    teamWaitlistPosition: loaderByKey(
      async (ids: readonly string[]) => {
        const result = (await db.execute(sql`
          SELECT me.id, (
            SELECT count(*)::int FROM events.event_teams o
            WHERE o.event_id = me.event_id AND o.status = 'Waitlisted' AND o.disbanded_at IS NULL
              AND o.seq <= me.seq
          ) AS position
          FROM events.event_teams me
          WHERE me.status = 'Waitlisted' AND me.disbanded_at IS NULL AND me.id IN (${sql.join(
            ids.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`)) as unknown as { rows: { id: string; position: number }[] };
        return result.rows.map((r) => ({ id: r.id, position: Number(r.position) }));
      },
      (r) => r.id,
    ),
  };
}
