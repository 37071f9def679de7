/**
 * The organiser (JOB_ADMIN runs events) in the mock backend, as the server's organiser module serves them: creating and
 * rewriting events (the input checked as the server checks it, with its field paths and messages; exhibitors must be
 * employers the jobs mock knows; a capacity never below the places taken, CONFLICT CAPACITY_BELOW_TAKEN; team rules
 * fixed once anyone registered, TEAM_RULES_LOCKED; raising the capacity moves the waitlist up), an event's
 * registrations paged in arrival order and as CSV (the server's columns, RFC 4180), and the attendees an event's
 * exhibitors see (registered, sharing, in registration order; FORBIDDEN for anyone else but the organiser).
 */
import { GraphQLError } from "graphql";
import type { Resolvers } from "../../../__generated__/mock-resolvers";
import type { EventInput } from "../../../__generated__/schema-types";
import { badInput, notFound, type MockDeps } from "../../../mocks/common";
import { employers } from "../../jobs/mocks";
import { EVENT_EDIT_LIMITS as L, EVENT_ID_PATTERN, isSafeEventUrl, slotWithinDays } from "@server/events/modules/listings/rules/editing";
import { lastEnd } from "@server/events/modules/listings/rules/listings";
import type { EventSections } from "@server/events/modules/listings/rules/content";
import { ATTENDEE_PAGE_SIZE } from "@server/events/modules/registration/rules/registration";
import { CSV_COLUMNS } from "@server/events/modules/organiser/rules/export";
import { mockExhibitsAt } from "./inviteStore";
import { ORGANISER_ROLE, requireRoles } from "./invites";
import { mockEvent, mockEventsState, persistMockEvents, type MockEvent, type MockEventRegistration } from "./store";

const state = mockEventsState;
const standing = (r: MockEventRegistration) => !r.cancelledAt;

/* ---------- The server's input checks (services/editing.ts), with its paths and messages ---------- */

const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;

/** Collects the first problem of each field path, as the server's parsing reports them. */
class Problems {
  readonly fields: Record<string, string> = {};
  constructor(private readonly prefix: string) {}
  add(path: string, message: string) {
    this.fields[`${this.prefix}${path}`] ??= message;
  }
  text(path: string, value: string, max: number, min = 1) {
    const n = value.trim().length;
    if (n < min) this.add(path, "Required.");
    else if (n > max) this.add(path, `At most ${max} characters.`);
  }
  optionalText(path: string, value: string | null | undefined, max: number) {
    if (value != null && value.trim().length > max) this.add(path, `At most ${max} characters.`);
  }
  url(path: string, value: string | null | undefined, optional = false) {
    if (value == null) {
      if (!optional) this.add(path, "Required.");
      return;
    }
    const v = value.trim();
    if (v.length > 2000) this.add(path, "Too big: expected string to have <=2000 characters");
    else if (!isSafeEventUrl(v)) this.add(path, "Use a path of this site (/…) or an https URL.");
  }
  instant(path: string, value: string): boolean {
    if (ISO_WITH_OFFSET.test(value)) return true;
    this.add(path, "Give an ISO 8601 date and time with its offset.");
    return false;
  }
  range(path: string, r: { from: string; to: string }) {
    const ok = this.instant(`${path}.from`, r.from) && this.instant(`${path}.to`, r.to);
    if (ok && Date.parse(r.from) >= Date.parse(r.to)) this.add(`${path}.to`, "The end comes after the start.");
  }
  most(path: string, list: readonly unknown[], max: number) {
    if (list.length > max) this.add(path, `Too big: expected array to have <=${max} items`);
  }
  whole(path: string, value: number, limits: { min: number; max: number }) {
    if (!Number.isInteger(value)) this.add(path, "Invalid input: expected int, received number");
    else if (value < limits.min) this.add(path, `Too small: expected number to be >=${limits.min}`);
    else if (value > limits.max) this.add(path, `Too big: expected number to be <=${limits.max}`);
  }
}

function isZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone });
    return timeZone.includes("/") || timeZone === "UTC";
  } catch {
    return false;
  }
}

/** The input's problems (BAD_USER_INPUT): each field's, then the checks across fields. */
function checkInput(input: EventInput, p: Problems): void {
  p.text("title", input.title, L.title.max, L.title.min);
  p.text("description", input.description, L.description.max, L.description.min);
  if (input.location) {
    const at = input.location;
    p.text("location.country", at.country, 80);
    p.text("location.short", at.short, L.shortText.max);
    p.text("location.full", at.full, L.longText.max);
    if (at.mapSrc != null && !(at.mapSrc.trim().startsWith("/") && !at.mapSrc.trim().startsWith("//")))
      p.add("location.mapSrc", "A static map image is a path of this site (/…).");
    p.url("location.mapLink", at.mapLink, true);
  }
  if (!isZone(input.timeZone.trim())) p.add("timeZone", "Use an IANA time zone such as Asia/Kuala_Lumpur.");
  input.dates.forEach((d, i) => p.range(`dates.${i}`, d));
  if (input.dates.length < L.dates.min) p.add("dates", "An event has at least one day.");
  p.most("dates", input.dates, L.dates.max);
  p.range("registrationPeriod", input.registrationPeriod);
  if (input.banner) {
    p.url("banner.mainImg", input.banner.mainImg, true);
    p.url("banner.contentImg", input.banner.contentImg, true);
    p.optionalText("banner.description", input.banner.description, L.shortText.max);
  }
  input.links.forEach((link, i) => {
    p.url(`links.${i}.url`, link.url);
    p.text(`links.${i}.buttonTitle`, link.buttonTitle, 80);
    p.text(`links.${i}.sectionTitle`, link.sectionTitle, L.shortText.max);
    p.optionalText(`links.${i}.description`, link.description, L.longText.max);
    p.url(`links.${i}.media`, link.media, true);
  });
  p.most("links", input.links, L.links.max);

  const s = input.sections;
  if (s.overview) {
    p.text("sections.overview.title", s.overview.title, L.shortText.max);
    p.text("sections.overview.body", s.overview.body, L.longText.max);
  }
  if (s.employers) {
    p.text("sections.employers.title", s.employers.title, L.shortText.max);
    p.text("sections.employers.description", s.employers.description, L.longText.max);
  }
  s.partners.forEach((x, i) => {
    p.text(`sections.partners.${i}.name`, x.name, L.shortText.max);
    p.url(`sections.partners.${i}.logoUrl`, x.logoUrl, true);
    p.url(`sections.partners.${i}.url`, x.url, true);
  });
  p.most("sections.partners", s.partners, L.partners.max);
  s.speakers.forEach((x, i) => {
    p.text(`sections.speakers.${i}.name`, x.name, L.shortText.max);
    p.text(`sections.speakers.${i}.job`, x.job, L.shortText.max);
    p.text(`sections.speakers.${i}.bio`, x.bio, L.longText.max);
    p.url(`sections.speakers.${i}.imageUrl`, x.imageUrl, true);
    p.url(`sections.speakers.${i}.logoUrl`, x.logoUrl, true);
  });
  p.most("sections.speakers", s.speakers, L.speakers.max);
  if (s.offers) {
    p.whole("sections.offers.grid", s.offers.grid, L.grid);
    p.text("sections.offers.title", s.offers.title, L.shortText.max);
    s.offers.items.forEach((x, i) => {
      const at = `sections.offers.items.${i}`;
      p.text(`${at}.title`, x.title, L.shortText.max);
      p.text(`${at}.description`, x.description, L.longText.max);
      p.url(`${at}.imageUrl`, x.imageUrl, true);
      x.points.forEach((point, j) => p.text(`${at}.points.${j}`, point, L.shortText.max));
      p.most(`${at}.points`, x.points, L.offerPoints.max);
    });
    if (s.offers.items.length < L.offers.min) p.add("sections.offers.items", `Too small: expected array to have >=${L.offers.min} items`);
    p.most("sections.offers.items", s.offers.items, L.offers.max);
  }
  s.schedule.forEach((slot, i) => {
    const at = `sections.schedule.${i}`;
    const ok = p.instant(`${at}.from`, slot.from) && p.instant(`${at}.to`, slot.to);
    p.text(`${at}.title`, slot.title, L.shortText.max);
    p.optionalText(`${at}.description`, slot.description, L.longText.max);
    p.optionalText(`${at}.place`, slot.place, L.shortText.max);
    if (ok && Date.parse(slot.from) >= Date.parse(slot.to)) p.add(`${at}.to`, "The end comes after the start.");
  });
  p.most("sections.schedule", s.schedule, L.schedule.max);
  if (s.locationDetails) {
    p.text("sections.locationDetails.description", s.locationDetails.description, L.longText.max);
    s.locationDetails.directions.forEach((d, i) =>
      p.text(`sections.locationDetails.directions.${i}.description`, d.description, L.longText.max),
    );
    p.most("sections.locationDetails.directions", s.locationDetails.directions, L.directions.max);
  }
  s.attendee.forEach((x, i) => {
    p.text(`sections.attendee.${i}.title`, x.title, L.shortText.max);
    p.text(`sections.attendee.${i}.description`, x.description, L.longText.max);
  });
  p.most("sections.attendee", s.attendee, L.attendee.max);
  s.sectors.forEach((x, i) => p.text(`sections.sectors.${i}`, x, 80));
  p.most("sections.sectors", s.sectors, L.sectors.max);

  if (input.capacity != null) p.whole("capacity", input.capacity, L.capacity);
  if (input.team) {
    const t = input.team;
    p.whole("team.minSize", t.minSize, L.teamSize);
    p.whole("team.maxSize", t.maxSize, L.teamSize);
    p.whole("team.minYear", t.minYear, L.year);
    p.whole("team.maxYear", t.maxYear, L.year);
    if (t.minSize > t.maxSize) p.add("team.maxSize", "The most members is at least the fewest.");
    if (t.minYear > t.maxYear) p.add("team.maxYear", "The highest year is at least the lowest.");
  }
  input.exhibitors.forEach((x, i) => {
    p.text(`exhibitors.${i}.employerId`, x.employerId, 200);
    p.optionalText(`exhibitors.${i}.booth`, x.booth, 40);
  });
  p.most("exhibitors", input.exhibitors, L.exhibitors.max);
  if (new Set(input.exhibitors.map((x) => x.employerId.trim())).size !== input.exhibitors.length)
    p.add("exhibitors", "An employer exhibits once.");

  // Checks across fields: the server runs them whatever the fields' own problems (they are not type errors).
  if (input.mode === "Physical" && !input.location) p.add("location", "A physical event has a venue.");
  if (input.mode === "Online" && input.location) p.add("location", "An online event has no venue.");
  if (input.dates.length && Date.parse(input.registrationPeriod.to) > lastEnd(input.dates).getTime())
    p.add("registrationPeriod.to", "Registration closes by the end of the event.");
  s.schedule.forEach((slot, i) => {
    if (!slotWithinDays(slot, input.dates)) p.add(`sections.schedule.${i}.from`, "A time slot lies within one of the event's days.");
  });
  input.links.forEach((link, i) => {
    if (link.hasMedia && !link.media) p.add(`links.${i}.media`, "Add the image, or untick media.");
  });
}

function refuseInput(p: Problems): GraphQLError | null {
  const first = Object.entries(p.fields)[0];
  return first ? badInput(`Invalid input: ${first[0]}: ${first[1]}`, p.fields) : null;
}

/** Exhibitors the jobs mock does not know are BAD_USER_INPUT, as the server asks jobs. */
function checkEmployers(input: EventInput): void {
  const unknown = input.exhibitors.map((x) => x.employerId.trim()).filter((id) => !employers.some((e) => e.id === id));
  if (unknown.length)
    throw badInput(`Unknown employer: ${unknown.join(", ")}.`, { exhibitors: `These are not employers: ${unknown.join(", ")}.` });
}

const iso = (value: string) => new Date(value).toISOString();
const trimmedOrNull = (value: string | null | undefined) => value?.trim() || null;

/** The event as the mock keeps it (the server's rowOf): trimmed, instants in UTC, empty optionals as null. */
function eventOf(id: string, input: EventInput, placesTaken: number): MockEvent {
  const s = input.sections;
  const sections: EventSections = {
    overview: s.overview ? { title: s.overview.title.trim(), body: s.overview.body.trim(), countdown: s.overview.countdown } : null,
    employers: s.employers ? { title: s.employers.title.trim(), description: s.employers.description.trim() } : null,
    partners: s.partners.map((x) => ({ name: x.name.trim(), logoUrl: trimmedOrNull(x.logoUrl), url: trimmedOrNull(x.url) })),
    speakers: s.speakers.map((x) => ({
      name: x.name.trim(),
      job: x.job.trim(),
      bio: x.bio.trim(),
      imageUrl: trimmedOrNull(x.imageUrl),
      logoUrl: trimmedOrNull(x.logoUrl),
    })),
    offers: s.offers
      ? {
          grid: s.offers.grid,
          title: s.offers.title.trim(),
          items: s.offers.items.map((x) => ({
            title: x.title.trim(),
            description: x.description.trim(),
            imageUrl: trimmedOrNull(x.imageUrl),
            points: x.points.map((point) => point.trim()),
          })),
        }
      : null,
    schedule: s.schedule.map((x) => ({
      from: iso(x.from),
      to: iso(x.to),
      title: x.title.trim(),
      description: x.description.trim(),
      place: trimmedOrNull(x.place),
    })),
    locationDetails: s.locationDetails
      ? {
          description: s.locationDetails.description.trim(),
          directions: s.locationDetails.directions.map((d) => ({ mode: d.mode, description: d.description.trim() })),
        }
      : null,
    attendee: s.attendee.map((x) => ({ title: x.title.trim(), description: x.description.trim() })),
    sectors: s.sectors.map((x) => x.trim()),
  };
  const at = input.location;
  return {
    id,
    title: input.title.trim(),
    description: input.description.trim(),
    featured: input.featured,
    showAtDashboard: input.showAtDashboard,
    type: input.type,
    mode: input.mode,
    location: at
      ? {
          country: at.country.trim(),
          short: at.short.trim(),
          full: at.full.trim(),
          mapSrc: trimmedOrNull(at.mapSrc),
          mapLink: trimmedOrNull(at.mapLink),
        }
      : null,
    timeZone: input.timeZone.trim(),
    dates: input.dates.map((d) => ({ from: iso(d.from), to: iso(d.to) })),
    registration: { from: iso(input.registrationPeriod.from), to: iso(input.registrationPeriod.to) },
    banner: input.banner
      ? {
          light: input.banner.light,
          mainImg: trimmedOrNull(input.banner.mainImg),
          contentImg: trimmedOrNull(input.banner.contentImg),
          description: input.banner.description.trim(),
        }
      : null,
    links: input.links.map((l) => ({
      hasMedia: l.hasMedia,
      url: l.url.trim(),
      buttonTitle: l.buttonTitle.trim(),
      sectionTitle: l.sectionTitle.trim(),
      description: l.description.trim(),
      media: l.hasMedia ? trimmedOrNull(l.media) : null,
    })),
    sections,
    capacity: input.capacity ?? null,
    team: input.team ? { ...input.team } : null,
    // The seed's type has every booth named; the API lets the organiser leave one out (null, as the server stores it).
    exhibitors: input.exhibitors.map((x) => ({ employerId: x.employerId.trim(), booth: trimmedOrNull(x.booth) as string })),
    placesTaken,
  };
}

const sameTeamRules = (a: MockEvent["team"], b: MockEvent["team"]) =>
  a === null || b === null
    ? a === b
    : a.minSize === b.minSize && a.maxSize === b.maxSize && a.minYear === b.minYear && a.maxYear === b.maxYear;

/** Free places go to the waitlist in arrival order (teams at a team event); returns how many moved up. */
function fillFromWaitlist(event: MockEvent, now: Date): number {
  let free = event.capacity === null ? Number.MAX_SAFE_INTEGER : event.capacity - event.placesTaken;
  let moved = 0;
  if (event.team) {
    for (const team of state().teams.filter((t) => t.eventId === event.id && t.status === "Waitlisted" && !t.disbandedAt)) {
      if (free <= 0) break;
      team.status = "Registered";
      team.promotedAt = now.toISOString();
      for (const r of state().registrations.filter((x) => x.teamId === team.id && standing(x))) {
        r.status = "Registered";
        r.promotedAt = now.toISOString();
      }
      free -= 1;
      moved += 1;
    }
  } else {
    for (const r of state().registrations.filter((x) => x.eventId === event.id && x.status === "Waitlisted" && standing(x))) {
      if (free <= 0) break;
      r.status = "Registered";
      r.promotedAt = now.toISOString();
      free -= 1;
      moved += 1;
    }
  }
  event.placesTaken += moved;
  return moved;
}

/* ---------- The CSV export (RFC 4180, CRLF, the server's columns) ---------- */

/** A cell a spreadsheet would run as a formula is kept as text (as the server's export). */
const inert = (cell: string) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell);
const csvCell = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
const csvLine = (cells: string[]) => cells.map((c) => csvCell(inert(c))).join(",");

export function organiserResolvers(deps: MockDeps): Resolvers {
  const requireOrganiser = () => requireRoles(deps, [ORGANISER_ROLE]);
  const eventById = (id: string) => {
    const event = mockEvent(id);
    if (!event) throw notFound(`Event "${id}"`);
    return event;
  };
  /** The person's name and e-mail as talent gives them to the platform. */
  const personOf = (userId: string) => {
    const user = deps.userById(userId);
    return "displayName" in user ? { displayName: user.displayName, email: user.email ?? "" } : { displayName: "", email: "" };
  };
  /** A registration as the organiser's list answers it: the person and the job-seeker flag ride along. */
  const registrationRef = (r: MockEventRegistration) => ({ id: r.id, user: deps.userById(r.userId), jobSeeker: r.jobSeeker ?? false });

  return {
    Query: {
      eventRegistrations: (_, { eventId, status, ...args }) => {
        requireOrganiser();
        eventById(eventId);
        const matches = (r: MockEventRegistration) =>
          status === "Cancelled" ? !!r.cancelledAt : standing(r) && (!status || r.status === status);
        const rows = state().registrations.filter((r) => r.eventId === eventId && matches(r));
        return deps.pageOf(rows.map(registrationRef), args, ATTENDEE_PAGE_SIZE);
      },
      eventRegistrationsCsv: (_, { eventId }) => {
        requireOrganiser();
        eventById(eventId);
        let waiting = 0;
        const lines = state()
          .registrations.filter((r) => r.eventId === eventId)
          .map((r) => {
            const person = personOf(r.userId);
            const status = r.cancelledAt ? "Cancelled" : r.status;
            const team = r.teamId ? (state().teams.find((t) => t.id === r.teamId) ?? null) : null;
            return csvLine([
              r.id,
              person.displayName,
              person.email,
              status,
              status === "Waitlisted" && !team ? String(++waiting) : "",
              team?.name ?? "",
              team ? String(team.leadId === r.userId) : "",
              r.yearOfStudy != null ? String(r.yearOfStudy) : "",
              String(r.jobSeeker ?? false),
              String(r.shareWithExhibitors),
              r.inviteCode ?? "",
              r.registeredAt,
              r.promotedAt ?? "",
              r.cancelledAt ?? "",
            ]);
          });
        return [csvLine([...CSV_COLUMNS]), ...lines].map((line) => `${line}\r\n`).join("");
      },
      eventAttendees: (_, { eventId, ...args }) => {
        const viewer = deps.requireViewer();
        if (!viewer.roles.includes(ORGANISER_ROLE) && !mockExhibitsAt(eventId, viewer.id))
          throw new GraphQLError("Only the event's exhibitors and its organisers see its attendees.", {
            extensions: { code: "FORBIDDEN" },
          });
        const attendees = state()
          .registrations.filter((r) => r.eventId === eventId && r.status === "Registered" && standing(r) && r.shareWithExhibitors)
          .map((r) => ({ user: deps.userById(r.userId), jobSeeker: r.jobSeeker ?? false, registeredAt: r.registeredAt }));
        return deps.pageOf(attendees, args, ATTENDEE_PAGE_SIZE);
      },
    },
    EventRegistration: {
      // The organiser reads registrants' e-mails (the server asks talent as the platform); anyone else gets null.
      contactEmail: (r) => {
        if (!deps.viewer()?.roles.includes(ORGANISER_ROLE)) return null;
        const registration = state().registrations.find((x) => x.id === (r as { id: string }).id);
        return registration ? personOf(registration.userId).email || null : null;
      },
    },
    Mutation: {
      createEvent: (_, { id, input }) => {
        requireOrganiser();
        const p = new Problems("input.");
        const eventId = id.trim();
        if (eventId.length < L.id.min) p.fields.id = `Too small: expected string to have >=${L.id.min} characters`;
        else if (eventId.length > L.id.max) p.fields.id = `Too big: expected string to have <=${L.id.max} characters`;
        else if (!EVENT_ID_PATTERN.test(eventId)) p.fields.id = "Use lowercase words joined by hyphens.";
        checkInput(input, p);
        const problem = refuseInput(p);
        if (problem) throw problem;
        checkEmployers(input);
        if (mockEvent(eventId))
          throw new GraphQLError(`An event with the id "${eventId}" exists.`, {
            extensions: { code: "CONFLICT", fields: { id: "This id is taken." } },
          });
        state().events.push(eventOf(eventId, input, 0));
        persistMockEvents();
        return { id: eventId };
      },
      updateEvent: (_, { id, input }) => {
        requireOrganiser();
        const p = new Problems("");
        checkInput(input, p);
        const problem = refuseInput(p);
        if (problem) throw problem;
        const existing = eventById(id);
        checkEmployers(input);
        const next = eventOf(id, input, existing.placesTaken);
        if (next.capacity !== null && next.capacity < existing.placesTaken) {
          const message = `${existing.placesTaken} places are taken; the capacity cannot be lower.`;
          throw new GraphQLError(message, {
            extensions: { code: "CONFLICT", fields: { capacity: message }, reason: "CAPACITY_BELOW_TAKEN" },
          });
        }
        if (!sameTeamRules(existing.team, next.team) && state().registrations.some((r) => r.eventId === id && standing(r))) {
          const message = "People have registered: whether the event takes teams, and their rules, can no longer change.";
          throw new GraphQLError(message, { extensions: { code: "CONFLICT", fields: { team: message }, reason: "TEAM_RULES_LOCKED" } });
        }
        Object.assign(existing, next);
        fillFromWaitlist(existing, new Date());
        persistMockEvents();
        return { id };
      },
    },
  };
}
