/**
 * Team registration (SPEC §5: teams of 3–4 students for one event, individuals not accepted, years 1–4). A student
 * registers a team as its lead and shares its join code; members join with the code. At a team event places count
 * teams: a team holds one or waits, and its members' registrations follow it. Each member is registered once per
 * event (the same partial unique index as individual registrations). The team row is locked while someone joins, so
 * a team never grows past its size.
 */
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import { eventRegistrations, eventTable, eventTeams } from "../../../../../drizzle/schema/events.js";
import { isUniqueViolation, type Tx } from "../../../../shared/db.js";
import { badInput, forbidden, notFound } from "../../../../shared/errors.js";
import { requireRole, requireViewer } from "../../../../shared/guards.js";
import { isUuid, randomCode } from "../../../../shared/ids.js";
import { parseInput } from "../../../../shared/validation.js";
import type { EventsContext } from "../../../context.js";
import { findEvent, registrationWindowOf, type EventRow } from "../../listings/index.js";
import type { TeamRow } from "../mappers.js";
import { placeFor } from "../rules/registration.js";
import { hasRoom, TEAM_LIMITS, yearAllowed, type TeamRules } from "../rules/teams.js";
import { refuse } from "./conflicts.js";
import { mailRegistrations, newRegistrationStatus } from "./registration-mail.js";

export function teamRulesOf(event: EventRow): TeamRules | null {
  return event.teamMinSize === null
    ? null
    : { minSize: event.teamMinSize, maxSize: event.teamMaxSize!, minYear: event.minYear!, maxYear: event.maxYear! };
}

const year = z.number().int("Choose a year of study.");
const registerTeamInput = z.object({
  eventId: z.string().trim().min(1, "Choose an event.").max(200),
  name: z
    .string()
    .trim()
    .min(TEAM_LIMITS.name.min, `A team name has at least ${TEAM_LIMITS.name.min} characters.`)
    .max(TEAM_LIMITS.name.max, `A team name has at most ${TEAM_LIMITS.name.max} characters.`),
  yearOfStudy: year,
  shareWithExhibitors: z.boolean().nullish(),
});
const joinTeamInput = z.object({
  joinCode: z
    .string()
    .trim()
    .min(1, "Enter the team's code.")
    .max(40)
    .transform((c) => c.toUpperCase()),
  yearOfStudy: year,
  shareWithExhibitors: z.boolean().nullish(),
});

/** The period and the event's years, checked before any write. */
function checkTeamEvent(ctx: EventsContext, event: EventRow, yearOfStudy: number): TeamRules {
  const rules = teamRulesOf(event);
  if (!rules) throw refuse("NOT_TEAM_EVENT");
  const window = registrationWindowOf(ctx, event);
  if (window === "NOT_YET_OPEN") throw refuse("REGISTRATION_NOT_YET_OPEN");
  if (window === "CLOSED") throw refuse("REGISTRATION_CLOSED");
  if (!yearAllowed(rules, yearOfStudy)) {
    const message = `This event takes students in years ${rules.minYear}–${rules.maxYear}.`;
    throw badInput(message, { yearOfStudy: message });
  }
  return rules;
}

async function standingRegistration(tx: Tx, eventId: string, userId: string) {
  const [row] = await tx
    .select({ id: eventRegistrations.id })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.userId, userId), isNull(eventRegistrations.cancelledAt)));
  return row ?? null;
}

export async function registerEventTeam(ctx: EventsContext, raw: unknown): Promise<TeamRow> {
  const viewer = requireRole(ctx, "STUDENT");
  const input = parseInput(registerTeamInput, raw);
  const event = await findEvent(ctx, input.eventId);
  if (!event) throw notFound("Event", input.eventId);
  checkTeamEvent(ctx, event, input.yearOfStudy);
  let team: TeamRow;
  try {
    team = await ctx.db.transaction(async (tx) => {
      const [locked] = await tx.select().from(eventTable).where(eq(eventTable.id, event.id)).for("update");
      if (await standingRegistration(tx, event.id, viewer.id)) throw refuse("ALREADY_REGISTERED");
      const status = placeFor(locked!.capacity, locked!.placesTaken);
      const [created] = await tx
        .insert(eventTeams)
        .values({
          eventId: event.id,
          name: input.name,
          leadId: viewer.id,
          joinCode: randomCode(TEAM_LIMITS.joinCodeLength),
          status,
          createdAt: ctx.now,
        })
        .returning();
      const lead = await tx
        .insert(eventRegistrations)
        .values({
          eventId: event.id,
          userId: viewer.id,
          status,
          teamId: created!.id,
          yearOfStudy: input.yearOfStudy,
          shareWithExhibitors: input.shareWithExhibitors ?? false,
          registeredAt: ctx.now,
        })
        .returning({ id: eventRegistrations.id, userId: eventRegistrations.userId });
      if (status === "Registered")
        await tx
          .update(eventTable)
          .set({ placesTaken: sql`${eventTable.placesTaken} + 1` })
          .where(eq(eventTable.id, event.id));
      await mailRegistrations(tx, locked!, lead, newRegistrationStatus(status));
      return created!;
    });
  } catch (err) {
    if (isUniqueViolation(err, "event_teams_name_key")) throw refuse("TEAM_NAME_TAKEN", "name");
    if (isUniqueViolation(err, "event_registrations_one_per_person_key")) throw refuse("ALREADY_REGISTERED");
    throw err;
  }
  ctx.loaders.event.clear(event.id);
  ctx.loaders.viewerRegistrationOfEvent.clear(event.id);
  ctx.loaders.eventTeam.prime(team.id, team);
  return team;
}

export async function joinEventTeam(ctx: EventsContext, raw: unknown): Promise<TeamRow> {
  const viewer = requireRole(ctx, "STUDENT");
  const input = parseInput(joinTeamInput, raw);
  const [found] = await ctx.db.select().from(eventTeams).where(eq(eventTeams.joinCode, input.joinCode));
  if (!found) throw notFound("Team with this code");
  if (found.disbandedAt) throw refuse("TEAM_DISBANDED", "joinCode");
  const event = (await findEvent(ctx, found.eventId))!;
  const rules = checkTeamEvent(ctx, event, input.yearOfStudy);
  try {
    await ctx.db.transaction(async (tx) => {
      const [team] = await tx.select().from(eventTeams).where(eq(eventTeams.id, found.id)).for("update");
      if (team!.disbandedAt) throw refuse("TEAM_DISBANDED", "joinCode");
      if (await standingRegistration(tx, event.id, viewer.id)) throw refuse("ALREADY_REGISTERED", "joinCode");
      const [members] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(eventRegistrations)
        .where(and(eq(eventRegistrations.teamId, team!.id), isNull(eventRegistrations.cancelledAt)));
      if (!hasRoom(rules, Number(members!.n))) throw refuse("TEAM_FULL", "joinCode");
      const member = await tx
        .insert(eventRegistrations)
        .values({
          eventId: event.id,
          userId: viewer.id,
          status: team!.status,
          teamId: team!.id,
          yearOfStudy: input.yearOfStudy,
          shareWithExhibitors: input.shareWithExhibitors ?? false,
          registeredAt: ctx.now,
        })
        .returning({ id: eventRegistrations.id, userId: eventRegistrations.userId });
      await mailRegistrations(tx, event, member, newRegistrationStatus(team!.status));
    });
  } catch (err) {
    if (isUniqueViolation(err, "event_registrations_one_per_person_key")) throw refuse("ALREADY_REGISTERED", "joinCode");
    throw err;
  }
  ctx.loaders.viewerRegistrationOfEvent.clear(event.id);
  ctx.loaders.membersOfTeam.clear(found.id);
  return found;
}

/** Moves the first waiting team (and its members) into a freed place; false when no team waits. */
export async function promoteFirstWaitingTeam(tx: Tx, eventId: string, now: Date): Promise<boolean> {
  const [next] = await tx
    .select({ id: eventTeams.id })
    .from(eventTeams)
    .where(and(eq(eventTeams.eventId, eventId), eq(eventTeams.status, "Waitlisted"), isNull(eventTeams.disbandedAt)))
    .orderBy(asc(eventTeams.seq))
    .limit(1)
    .for("update");
  if (!next) return false;
  await tx.update(eventTeams).set({ status: "Registered", promotedAt: now }).where(eq(eventTeams.id, next.id));
  const members = await tx
    .update(eventRegistrations)
    .set({ status: "Registered", promotedAt: now })
    .where(and(eq(eventRegistrations.teamId, next.id), isNull(eventRegistrations.cancelledAt)))
    .returning({ id: eventRegistrations.id, userId: eventRegistrations.userId });
  await mailRegistrations(tx, eventId, members, "PROMOTED");
  return true;
}

export async function disbandEventTeam(ctx: EventsContext, id: string): Promise<TeamRow> {
  const viewer = requireViewer(ctx);
  const found = isUuid(id) ? await ctx.loaders.eventTeam.load(id) : null;
  if (!found) throw notFound("Team", id);
  if (found.leadId !== viewer.id) {
    const members = await ctx.loaders.membersOfTeam.load(found.id);
    // A member learns only that the lead decides; anyone else that there is no such team.
    if (members.some((m) => m.userId === viewer.id)) throw forbidden("Only the team's lead may disband it.");
    throw notFound("Team", id);
  }
  const team = await ctx.db.transaction(async (tx) => {
    const [event] = await tx.select().from(eventTable).where(eq(eventTable.id, found.eventId)).for("update");
    const [locked] = await tx.select().from(eventTeams).where(eq(eventTeams.id, found.id)).for("update");
    if (locked!.disbandedAt) throw refuse("ALREADY_CANCELLED", "id");
    if (event!.startsAt.getTime() <= ctx.now.getTime()) throw refuse("EVENT_STARTED", "id");
    const [disbanded] = await tx.update(eventTeams).set({ disbandedAt: ctx.now }).where(eq(eventTeams.id, found.id)).returning();
    await tx
      .update(eventRegistrations)
      .set({ cancelledAt: ctx.now })
      .where(and(eq(eventRegistrations.teamId, found.id), isNull(eventRegistrations.cancelledAt)));
    if (locked!.status === "Registered" && !(await promoteFirstWaitingTeam(tx, event!.id, ctx.now)))
      await tx
        .update(eventTable)
        .set({ placesTaken: sql`${eventTable.placesTaken} - 1` })
        .where(eq(eventTable.id, event!.id));
    return disbanded!;
  });
  ctx.loaders.event.clear(team.eventId);
  ctx.loaders.viewerRegistrationOfEvent.clear(team.eventId);
  ctx.loaders.eventTeam.clear(team.id).prime(team.id, team);
  ctx.loaders.membersOfTeam.clear(team.id);
  return team;
}

/** A team's members, for its members only (and the lead); [] for anyone else. */
export async function membersFor(ctx: EventsContext, team: TeamRow) {
  if (!ctx.viewer) return [];
  const members = await ctx.loaders.membersOfTeam.load(team.id);
  return team.leadId === ctx.viewer.id || members.some((m) => m.userId === ctx.viewer!.id) ? members : [];
}
