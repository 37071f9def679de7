/**
 * The organiser's event editing (JOB_ADMIN runs events): creating and rewriting an event with its banner, links,
 * sections, capacity, team rules and exhibitors. Exhibitors must be employers jobs knows (asked before the
 * transaction); a capacity never falls below the places taken, and raising it moves people up from the waitlist.
 */
import { and, eq, isNull, notInArray, sql } from "drizzle-orm";
import { z } from "zod";
import { eventExhibitors, eventRegistrations, eventTable } from "../../../../../drizzle/schema/events.js";
import { isUniqueViolation } from "../../../../shared/db.js";
import { badInput, conflict, notFound } from "../../../../shared/errors.js";
import { requireRole } from "../../../../shared/guards.js";
import { parseInput } from "../../../../shared/validation.js";
import type { EventsContext } from "../../../context.js";
import { EVENT_ORGANISER_ROLE } from "../../invites/index.js";
import { findEvent, type EventRow } from "../../listings/index.js";
import { EVENT_MODES, EVENT_TYPES, TRANSPORT_MODES, type EventSections } from "../../listings/rules/content.js";
import { EVENT_EDIT_LIMITS as L, EVENT_ID_PATTERN, isSafeEventUrl, slotWithinDays } from "../../listings/rules/editing.js";
import { firstStart, lastEnd } from "../../listings/rules/listings.js";
import { fillFromWaitlist, teamRulesOf } from "../../registration/index.js";

const text = (max: number, min = 1) => z.string().trim().min(min, "Required.").max(max, `At most ${max} characters.`);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters.`)
    .nullish()
    .transform((v) => v || null);
const url = z.string().trim().max(L.url.max).refine(isSafeEventUrl, "Use a path of this site (/…) or an https URL.");
const optionalUrl = url.nullish().transform((v) => v ?? null);
const instant = z.iso.datetime({ offset: true, message: "Give an ISO 8601 date and time with its offset." });
const range = z
  .object({ from: instant, to: instant })
  .refine((r) => Date.parse(r.from) < Date.parse(r.to), { message: "The end comes after the start.", path: ["to"] })
  .transform((r) => ({ from: new Date(r.from).toISOString(), to: new Date(r.to).toISOString() }));
const timeZone = z
  .string()
  .trim()
  .refine((tz) => {
    try {
      new Intl.DateTimeFormat("en", { timeZone: tz });
      return tz.includes("/") || tz === "UTC";
    } catch {
      return false;
    }
  }, "Use an IANA time zone such as Asia/Kuala_Lumpur.");

const sections = z.object({
  overview: z.object({ title: text(L.shortText.max), body: text(L.longText.max), countdown: z.boolean() }).nullish(),
  employers: z.object({ title: text(L.shortText.max), description: text(L.longText.max) }).nullish(),
  partners: z.array(z.object({ name: text(L.shortText.max), logoUrl: optionalUrl, url: optionalUrl })).max(L.partners.max),
  speakers: z
    .array(
      z.object({
        name: text(L.shortText.max),
        job: text(L.shortText.max),
        bio: text(L.longText.max),
        imageUrl: optionalUrl,
        logoUrl: optionalUrl,
      }),
    )
    .max(L.speakers.max),
  offers: z
    .object({
      grid: z.number().int().min(L.grid.min).max(L.grid.max),
      title: text(L.shortText.max),
      items: z
        .array(
          z.object({
            title: text(L.shortText.max),
            description: text(L.longText.max),
            imageUrl: optionalUrl,
            points: z.array(text(L.shortText.max)).max(L.offerPoints.max),
          }),
        )
        .min(L.offers.min)
        .max(L.offers.max),
    })
    .nullish(),
  schedule: z
    .array(
      z
        .object({
          from: instant,
          to: instant,
          title: text(L.shortText.max),
          description: z.string().trim().max(L.longText.max),
          place: optionalText(L.shortText.max),
        })
        .refine((s) => Date.parse(s.from) < Date.parse(s.to), { message: "The end comes after the start.", path: ["to"] }),
    )
    .max(L.schedule.max),
  locationDetails: z
    .object({
      description: text(L.longText.max),
      directions: z.array(z.object({ mode: z.enum(TRANSPORT_MODES), description: text(L.longText.max) })).max(L.directions.max),
    })
    .nullish(),
  attendee: z.array(z.object({ title: text(L.shortText.max), description: text(L.longText.max) })).max(L.attendee.max),
  sectors: z.array(text(L.label.max)).max(L.sectors.max),
});

const eventInput = z
  .object({
    title: text(L.title.max, L.title.min),
    description: text(L.description.max, L.description.min),
    featured: z.boolean(),
    showAtDashboard: z.boolean(),
    type: z.enum(EVENT_TYPES),
    mode: z.enum(EVENT_MODES),
    location: z
      .object({
        country: text(L.label.max),
        short: text(L.shortText.max),
        full: text(L.longText.max),
        mapSrc: z
          .string()
          .trim()
          .refine((v) => v.startsWith("/") && !v.startsWith("//"), "A static map image is a path of this site (/…).")
          .nullish()
          .transform((v) => v ?? null),
        mapLink: optionalUrl,
      })
      .nullish(),
    timeZone,
    dates: z.array(range).min(L.dates.min, "An event has at least one day.").max(L.dates.max),
    registrationPeriod: range,
    banner: z
      .object({ light: z.boolean(), mainImg: optionalUrl, contentImg: optionalUrl, description: z.string().trim().max(L.shortText.max) })
      .nullish(),
    links: z
      .array(
        z.object({
          hasMedia: z.boolean(),
          url,
          buttonTitle: text(L.label.max),
          sectionTitle: text(L.shortText.max),
          description: z.string().trim().max(L.longText.max),
          media: optionalUrl,
        }),
      )
      .max(L.links.max),
    sections,
    capacity: z.number().int().min(L.capacity.min).max(L.capacity.max).nullish(),
    team: z
      .object({
        minSize: z.number().int().min(L.teamSize.min).max(L.teamSize.max),
        maxSize: z.number().int().min(L.teamSize.min).max(L.teamSize.max),
        minYear: z.number().int().min(L.year.min).max(L.year.max),
        maxYear: z.number().int().min(L.year.min).max(L.year.max),
      })
      .refine((t) => t.minSize <= t.maxSize, { message: "The most members is at least the fewest.", path: ["maxSize"] })
      .refine((t) => t.minYear <= t.maxYear, { message: "The highest year is at least the lowest.", path: ["maxYear"] })
      .nullish(),
    exhibitors: z
      .array(z.object({ employerId: text(200), booth: optionalText(L.booth.max) }))
      .max(L.exhibitors.max)
      .refine((xs) => new Set(xs.map((x) => x.employerId)).size === xs.length, "An employer exhibits once."),
  })
  .superRefine((e, issue) => {
    if (e.mode === "Physical" && !e.location)
      issue.addIssue({ code: "custom", path: ["location"], message: "A physical event has a venue." });
    if (e.mode === "Online" && e.location) issue.addIssue({ code: "custom", path: ["location"], message: "An online event has no venue." });
    if (e.dates.length && Date.parse(e.registrationPeriod.to) > lastEnd(e.dates).getTime())
      issue.addIssue({ code: "custom", path: ["registrationPeriod", "to"], message: "Registration closes by the end of the event." });
    e.sections.schedule.forEach((slot, i) => {
      if (!slotWithinDays(slot, e.dates))
        issue.addIssue({
          code: "custom",
          path: ["sections", "schedule", i, "from"],
          message: "A time slot lies within one of the event's days.",
        });
    });
    e.links.forEach((link, i) => {
      if (link.hasMedia && !link.media)
        issue.addIssue({ code: "custom", path: ["links", i, "media"], message: "Add the image, or untick media." });
    });
  });
type EventInput = z.output<typeof eventInput>;

const EMPLOYERS_QUERY = /* GraphQL */ `
  query ($representations: [_Any!]!) {
    _entities(representations: $representations) {
      ... on Employer {
        id
      }
    }
  }
`;

/** Exhibitors jobs does not know are BAD_USER_INPUT (asked before any transaction). */
async function checkEmployers(ctx: EventsContext, ids: string[]): Promise<void> {
  if (!ids.length) return;
  const { _entities } = await ctx.peers.ask<{ _entities: ({ id: string } | null)[] }>("jobs", EMPLOYERS_QUERY, {
    representations: ids.map((id) => ({ __typename: "Employer", id })),
  });
  const unknown = ids.filter((_, i) => !_entities[i]);
  if (unknown.length)
    throw badInput(`Unknown employer: ${unknown.join(", ")}.`, { exhibitors: `These are not employers: ${unknown.join(", ")}.` });
}

function rowOf(input: EventInput) {
  const s = input.sections;
  const sections: EventSections = {
    overview: s.overview ?? null,
    employers: s.employers ?? null,
    partners: s.partners,
    speakers: s.speakers,
    offers: s.offers ?? null,
    schedule: s.schedule.map((slot) => ({ ...slot, from: new Date(slot.from).toISOString(), to: new Date(slot.to).toISOString() })),
    locationDetails: s.locationDetails ?? null,
    attendee: s.attendee,
    sectors: s.sectors,
  };
  return {
    title: input.title,
    description: input.description,
    featured: input.featured,
    showAtDashboard: input.showAtDashboard,
    type: input.type,
    mode: input.mode,
    location: input.location ?? null,
    timeZone: input.timeZone,
    dates: input.dates,
    startsAt: firstStart(input.dates),
    endsAt: lastEnd(input.dates),
    registrationFrom: new Date(input.registrationPeriod.from),
    registrationTo: new Date(input.registrationPeriod.to),
    banner: input.banner ?? null,
    links: input.links.map((l) => ({ ...l, media: l.hasMedia ? l.media : null })),
    sections,
    capacity: input.capacity ?? null,
    teamMinSize: input.team?.minSize ?? null,
    teamMaxSize: input.team?.maxSize ?? null,
    minYear: input.team?.minYear ?? null,
    maxYear: input.team?.maxYear ?? null,
  };
}

const exhibitorRows = (eventId: string, input: EventInput) =>
  input.exhibitors.map((x, i) => ({ eventId, employerId: x.employerId, booth: x.booth, position: i + 1 }));

export async function createEvent(ctx: EventsContext, id: string, raw: unknown): Promise<EventRow> {
  requireRole(ctx, EVENT_ORGANISER_ROLE);
  const parsed = parseInput(
    z.object({
      id: z.string().trim().min(L.id.min).max(L.id.max).regex(EVENT_ID_PATTERN, "Use lowercase words joined by hyphens."),
      input: eventInput,
    }),
    {
      id,
      input: raw,
    },
  );
  await checkEmployers(
    ctx,
    parsed.input.exhibitors.map((x) => x.employerId),
  );
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(eventTable)
        .values({ id: parsed.id, ...rowOf(parsed.input) })
        .returning();
      const exhibitors = exhibitorRows(parsed.id, parsed.input);
      if (exhibitors.length) await tx.insert(eventExhibitors).values(exhibitors);
      return created!;
    });
    ctx.loaders.event.prime(row.id, row);
    return row;
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(`An event with the id "${parsed.id}" exists.`, { id: "This id is taken." });
    throw err;
  }
}

export async function updateEvent(ctx: EventsContext, id: string, raw: unknown): Promise<EventRow> {
  requireRole(ctx, EVENT_ORGANISER_ROLE);
  const input = parseInput(eventInput, raw);
  const existing = await findEvent(ctx, id);
  if (!existing) throw notFound("Event", id);
  await checkEmployers(
    ctx,
    input.exhibitors.map((x) => x.employerId),
  );
  const values = rowOf(input);
  const row = await ctx.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(eventTable).where(eq(eventTable.id, id)).for("update");
    if (values.capacity !== null && values.capacity < locked!.placesTaken) {
      const message = `${locked!.placesTaken} places are taken; the capacity cannot be lower.`;
      throw conflict(message, { capacity: message }, "CAPACITY_BELOW_TAKEN");
    }
    const before = teamRulesOf(locked!);
    const after = input.team ?? null;
    if (JSON.stringify(before) !== JSON.stringify(after)) {
      const [someone] = await tx
        .select({ id: eventRegistrations.id })
        .from(eventRegistrations)
        .where(and(eq(eventRegistrations.eventId, id), isNull(eventRegistrations.cancelledAt)))
        .limit(1);
      if (someone) {
        const message = "People have registered: whether the event takes teams, and their rules, can no longer change.";
        throw conflict(message, { team: message }, "TEAM_RULES_LOCKED");
      }
    }
    const [updated] = await tx.update(eventTable).set(values).where(eq(eventTable.id, id)).returning();
    const exhibitors = exhibitorRows(id, input);
    const keep = exhibitors.map((x) => x.employerId);
    await tx
      .delete(eventExhibitors)
      .where(and(eq(eventExhibitors.eventId, id), keep.length ? notInArray(eventExhibitors.employerId, keep) : sql`true`));
    for (const x of exhibitors)
      await tx
        .insert(eventExhibitors)
        .values(x)
        .onConflictDoUpdate({
          target: [eventExhibitors.eventId, eventExhibitors.employerId],
          set: { booth: x.booth, position: x.position },
        });
    // More places (or no limit any more): the waitlist moves up into them.
    const free = updated!.capacity === null ? Number.MAX_SAFE_INTEGER : updated!.capacity - updated!.placesTaken;
    const moved = await fillFromWaitlist(tx, { eventId: id, places: free, teamEvent: !!after, now: ctx.now });
    return moved ? (await tx.select().from(eventTable).where(eq(eventTable.id, id)))[0]! : updated!;
  });
  ctx.loaders.event.clear(id).prime(id, row);
  ctx.loaders.exhibitorsOfEvent.clear(id);
  return row;
}
