/**
 * The organiser's event form as values: every field of EventInput, kept under the input's own paths
 * (`sections.schedule.0.from`) so that the server's per-field messages land next to their fields. Optional parts have
 * a switch (`include`); date-times are `datetime-local` values in the event's time zone (../../lib/zonedTime.ts);
 * repeated items carry a `key` for React. The limits are the server's (rules/editing.ts, rules/content.ts).
 */
import type { TFunction } from "i18next";
import { randomId } from "@mantine/hooks";
import type { EventForm_EventFragment, EventInput, EventMode, EventTransportMode, EventType } from "../../../../__generated__/graphql";
import { EVENT_EDIT_LIMITS as L, EVENT_ID_PATTERN, isSafeEventUrl, slotWithinDays } from "@server/events/modules/listings/rules/editing";
import { TRANSPORT_MODES } from "@server/events/modules/listings/rules/content";
import { isoToZonedInput, viewerTimeZone, zonedInputToIso } from "../../lib/zonedTime";

export interface RangeValues {
  from: string;
  to: string;
}
type Keyed<T> = T & { key: string };

export interface EventFormValues {
  id: string;
  title: string;
  description: string;
  featured: boolean;
  showAtDashboard: boolean;
  type: EventType | "";
  mode: EventMode;
  timeZone: string;
  location: { country: string; short: string; full: string; mapSrc: string; mapLink: string };
  dates: Keyed<RangeValues>[];
  registrationPeriod: RangeValues;
  banner: { light: boolean; mainImg: string; contentImg: string; description: string };
  links: Keyed<{ hasMedia: boolean; url: string; buttonTitle: string; sectionTitle: string; description: string; media: string }>[];
  sections: {
    overview: { title: string; body: string; countdown: boolean };
    employers: { title: string; description: string };
    partners: Keyed<{ name: string; logoUrl: string; url: string }>[];
    speakers: Keyed<{ name: string; job: string; bio: string; imageUrl: string; logoUrl: string }>[];
    offers: {
      grid: number | string;
      title: string;
      items: Keyed<{ title: string; description: string; imageUrl: string; points: string[] }>[];
    };
    schedule: Keyed<RangeValues & { title: string; description: string; place: string }>[];
    locationDetails: { description: string; directions: Keyed<{ mode: EventTransportMode; description: string }>[] };
    attendee: Keyed<{ title: string; description: string }>[];
    sectors: string[];
  };
  capacity: number | string;
  team: { minSize: number | string; maxSize: number | string; minYear: number | string; maxYear: number | string };
  exhibitors: Keyed<{ employerId: string; booth: string }>[];
  /** Which optional parts the event has. */
  include: {
    banner: boolean;
    overview: boolean;
    employers: boolean;
    offers: boolean;
    locationDetails: boolean;
    capacity: boolean;
    team: boolean;
  };
}

/* ---------- Blank items ---------- */

export const blankRange = (): Keyed<RangeValues> => ({ key: randomId(), from: "", to: "" });
export const blankLink = (): EventFormValues["links"][number] => ({
  key: randomId(),
  hasMedia: false,
  url: "",
  buttonTitle: "",
  sectionTitle: "",
  description: "",
  media: "",
});
export const blankPartner = (): EventFormValues["sections"]["partners"][number] => ({ key: randomId(), name: "", logoUrl: "", url: "" });
export const blankSpeaker = (): EventFormValues["sections"]["speakers"][number] => ({
  key: randomId(),
  name: "",
  job: "",
  bio: "",
  imageUrl: "",
  logoUrl: "",
});
export const blankOffer = (): EventFormValues["sections"]["offers"]["items"][number] => ({
  key: randomId(),
  title: "",
  description: "",
  imageUrl: "",
  points: [],
});
export const blankSlot = (): EventFormValues["sections"]["schedule"][number] => ({
  key: randomId(),
  from: "",
  to: "",
  title: "",
  description: "",
  place: "",
});
export const blankDirection = (): EventFormValues["sections"]["locationDetails"]["directions"][number] => ({
  key: randomId(),
  mode: TRANSPORT_MODES[0],
  description: "",
});
export const blankRole = (): EventFormValues["sections"]["attendee"][number] => ({ key: randomId(), title: "", description: "" });
export const blankExhibitor = (): EventFormValues["exhibitors"][number] => ({ key: randomId(), employerId: "", booth: "" });

/* ---------- From the event, and to EventInput ---------- */

/** The form's values: the event's (edit), or a new event's starting point in the viewer's time zone. */
export function valuesOf(event: EventForm_EventFragment | null): EventFormValues {
  const tz = event?.timeZone ?? viewerTimeZone();
  const local = (iso: string) => isoToZonedInput(iso, tz);
  const range = (r: RangeValues) => ({ from: local(r.from), to: local(r.to) });
  const s = event?.sections;
  return {
    id: event?.id ?? "",
    title: event?.title ?? "",
    description: event?.description ?? "",
    featured: event?.featured ?? false,
    showAtDashboard: event?.showAtDashboard ?? false,
    type: event?.type ?? "",
    mode: event?.mode ?? "Online",
    timeZone: tz,
    location: {
      country: event?.location?.country ?? "",
      short: event?.location?.short ?? "",
      full: event?.location?.full ?? "",
      mapSrc: event?.location?.mapSrc ?? "",
      mapLink: event?.location?.mapLink ?? "",
    },
    dates: event ? event.dates.map((d) => ({ key: randomId(), ...range(d) })) : [blankRange()],
    registrationPeriod: event ? range(event.registrationPeriod) : { from: "", to: "" },
    banner: {
      light: event?.banner?.light ?? false,
      mainImg: event?.banner?.mainImg ?? "",
      contentImg: event?.banner?.contentImg ?? "",
      description: event?.banner?.description ?? "",
    },
    links: (event?.links ?? []).map((l) => ({
      key: randomId(),
      hasMedia: l.hasMedia,
      url: l.url,
      buttonTitle: l.buttonTitle,
      sectionTitle: l.sectionTitle,
      description: l.description,
      media: l.media ?? "",
    })),
    sections: {
      overview: { title: s?.overview?.title ?? "", body: s?.overview?.body ?? "", countdown: s?.overview?.countdown ?? false },
      employers: { title: s?.employers?.title ?? "", description: s?.employers?.description ?? "" },
      partners: (s?.partners ?? []).map((p) => ({ key: randomId(), name: p.name, logoUrl: p.logoUrl ?? "", url: p.url ?? "" })),
      speakers: (s?.speakers ?? []).map((p) => ({
        key: randomId(),
        name: p.name,
        job: p.job,
        bio: p.bio,
        imageUrl: p.imageUrl ?? "",
        logoUrl: p.logoUrl ?? "",
      })),
      offers: {
        grid: s?.offers?.grid ?? L.grid.max,
        title: s?.offers?.title ?? "",
        items: (s?.offers?.items ?? []).map((o) => ({
          key: randomId(),
          title: o.title,
          description: o.description,
          imageUrl: o.imageUrl ?? "",
          points: [...o.points],
        })),
      },
      // The API groups the slots by local day; the form edits them as one list.
      schedule: (s?.schedule ?? []).flatMap((day) =>
        day.slots.map((slot) => ({
          key: randomId(),
          ...range(slot),
          title: slot.title,
          description: slot.description,
          place: slot.place ?? "",
        })),
      ),
      locationDetails: {
        description: s?.locationDetails?.description ?? "",
        directions: (s?.locationDetails?.directions ?? []).map((d) => ({ key: randomId(), mode: d.mode, description: d.description })),
      },
      attendee: (s?.attendee ?? []).map((a) => ({ key: randomId(), title: a.title, description: a.description })),
      sectors: [...(s?.sectors ?? [])],
    },
    capacity: event?.capacity ?? "",
    team: {
      minSize: event?.team?.minSize ?? "",
      maxSize: event?.team?.maxSize ?? "",
      minYear: event?.team?.minYear ?? "",
      maxYear: event?.team?.maxYear ?? "",
    },
    exhibitors: (event?.exhibitors ?? []).map((x) => ({ key: randomId(), employerId: x.employer.id, booth: x.booth ?? "" })),
    include: {
      banner: !!event?.banner,
      overview: !!s?.overview,
      employers: !!s?.employers,
      offers: !!s?.offers,
      locationDetails: !!s?.locationDetails,
      capacity: event?.capacity != null,
      team: !!event?.team,
    },
  };
}

const text = (value: string) => value.trim();
/** An optional text or link: null when left empty. */
const optional = (value: string) => value.trim() || null;

/** EventInput from checked values (every date-time reads in the zone: validateEvent says so first). */
export function inputOf(v: EventFormValues): EventInput {
  const tz = v.timeZone;
  const instant = (value: string) => zonedInputToIso(value, tz) ?? value;
  const range = (r: RangeValues) => ({ from: instant(r.from), to: instant(r.to) });
  const s = v.sections;
  const physical = v.mode === "Physical";
  return {
    title: text(v.title),
    description: text(v.description),
    featured: v.featured,
    showAtDashboard: v.showAtDashboard,
    type: v.type as EventType,
    mode: v.mode,
    location: physical
      ? {
          country: text(v.location.country),
          short: text(v.location.short),
          full: text(v.location.full),
          mapSrc: optional(v.location.mapSrc),
          mapLink: optional(v.location.mapLink),
        }
      : null,
    timeZone: tz,
    dates: v.dates.map(range),
    registrationPeriod: range(v.registrationPeriod),
    banner: v.include.banner
      ? {
          light: v.banner.light,
          mainImg: optional(v.banner.mainImg),
          contentImg: optional(v.banner.contentImg),
          description: text(v.banner.description),
        }
      : null,
    links: v.links.map((l) => ({
      hasMedia: l.hasMedia,
      url: text(l.url),
      buttonTitle: text(l.buttonTitle),
      sectionTitle: text(l.sectionTitle),
      description: text(l.description),
      media: l.hasMedia ? optional(l.media) : null,
    })),
    sections: {
      overview: v.include.overview ? { title: text(s.overview.title), body: text(s.overview.body), countdown: s.overview.countdown } : null,
      employers: v.include.employers ? { title: text(s.employers.title), description: text(s.employers.description) } : null,
      partners: s.partners.map((p) => ({ name: text(p.name), logoUrl: optional(p.logoUrl), url: optional(p.url) })),
      speakers: s.speakers.map((p) => ({
        name: text(p.name),
        job: text(p.job),
        bio: text(p.bio),
        imageUrl: optional(p.imageUrl),
        logoUrl: optional(p.logoUrl),
      })),
      offers: v.include.offers
        ? {
            grid: Number(s.offers.grid),
            title: text(s.offers.title),
            items: s.offers.items.map((o) => ({
              title: text(o.title),
              description: text(o.description),
              imageUrl: optional(o.imageUrl),
              points: o.points.map(text),
            })),
          }
        : null,
      schedule: s.schedule.map((slot) => ({
        ...range(slot),
        title: text(slot.title),
        description: text(slot.description),
        place: optional(slot.place),
      })),
      locationDetails:
        physical && v.include.locationDetails
          ? {
              description: text(s.locationDetails.description),
              directions: s.locationDetails.directions.map((d) => ({ mode: d.mode, description: text(d.description) })),
            }
          : null,
      attendee: s.attendee.map((a) => ({ title: text(a.title), description: text(a.description) })),
      sectors: s.sectors.map(text),
    },
    capacity: v.include.capacity ? Number(v.capacity) : null,
    team: v.include.team
      ? {
          minSize: Number(v.team.minSize),
          maxSize: Number(v.team.maxSize),
          minYear: Number(v.team.minYear),
          maxYear: Number(v.team.maxYear),
        }
      : null,
    exhibitors: v.exhibitors.map((x) => ({ employerId: x.employerId, booth: optional(x.booth) })),
  };
}

/* ---------- Checks before sending (the server is the reference; its messages land on the same paths) ---------- */

/** Validates the values; `creating` checks the id too. Errors are keyed by EventInput's paths. */
export function validateEvent(v: EventFormValues, t: TFunction, creating: boolean): Record<string, string> {
  const errors: Record<string, string> = {};
  const add = (path: string, message: string) => {
    errors[path] ??= message;
  };
  const length = (path: string, value: string, limits: { min?: number; max: number }, required = true) => {
    const n = value.trim().length;
    const min = limits.min ?? (required ? 1 : 0);
    if (required && n === 0) add(path, t("validation.required"));
    else if (n < min || n > limits.max)
      add(
        path,
        limits.min
          ? t("organiser.form.errors.between", { min: limits.min, max: limits.max })
          : t("validation.maxLength", { max: limits.max }),
      );
  };
  const required = (path: string, value: string) => {
    if (!value.trim()) add(path, t("validation.required"));
  };
  const link = (path: string, value: string, needed = false) => {
    const url = value.trim();
    if (!url) {
      if (needed) add(path, t("validation.required"));
    } else if (!isSafeEventUrl(url)) add(path, t("organiser.form.errors.url"));
  };
  const whole = (path: string, value: number | string, limits: { min: number; max: number }) => {
    const n = typeof value === "number" ? value : value.trim() === "" ? NaN : Number(value);
    if (!Number.isInteger(n) || n < limits.min || n > limits.max)
      add(path, t("organiser.form.errors.whole", { min: limits.min, max: limits.max }));
  };
  const tz = v.timeZone;
  /** A checked range's instants (null where a value does not read). */
  const range = (path: string, r: RangeValues) => {
    const from = zonedInputToIso(r.from, tz);
    const to = zonedInputToIso(r.to, tz);
    if (!from) add(`${path}.from`, t("organiser.form.errors.dateTime"));
    if (!to) add(`${path}.to`, t("organiser.form.errors.dateTime"));
    if (from && to && Date.parse(from) >= Date.parse(to)) add(`${path}.to`, t("organiser.form.errors.endAfterStart"));
    return from && to ? { from, to } : null;
  };

  if (creating) {
    const id = v.id.trim();
    if (!id) add("id", t("validation.required"));
    else if (id.length < L.id.min || id.length > L.id.max) add("id", t("organiser.form.errors.between", { min: L.id.min, max: L.id.max }));
    else if (!EVENT_ID_PATTERN.test(id)) add("id", t("organiser.form.errors.idPattern"));
  }
  length("title", v.title, L.title);
  length("description", v.description, L.description);
  if (!v.type) add("type", t("organiser.form.errors.chooseType"));

  if (v.mode === "Physical") {
    required("location.country", v.location.country);
    length("location.short", v.location.short, L.shortText);
    length("location.full", v.location.full, L.longText);
    const mapSrc = v.location.mapSrc.trim();
    if (mapSrc && (!mapSrc.startsWith("/") || mapSrc.startsWith("//"))) add("location.mapSrc", t("organiser.form.errors.mapSrc"));
    link("location.mapLink", v.location.mapLink);
    if (v.include.locationDetails) {
      length("sections.locationDetails.description", v.sections.locationDetails.description, L.longText);
      v.sections.locationDetails.directions.forEach((d, i) =>
        length(`sections.locationDetails.directions.${i}.description`, d.description, L.longText),
      );
    }
  }

  const days = v.dates.map((d, i) => range(`dates.${i}`, d));
  const period = range("registrationPeriod", v.registrationPeriod);
  const known = days.filter((d): d is RangeValues => d !== null);
  if (period && known.length === days.length && known.length > 0) {
    const lastEnd = Math.max(...known.map((d) => Date.parse(d.to)));
    if (Date.parse(period.to) > lastEnd) add("registrationPeriod.to", t("organiser.form.errors.registrationEnd"));
  }

  if (v.include.banner) {
    link("banner.mainImg", v.banner.mainImg);
    link("banner.contentImg", v.banner.contentImg);
    length("banner.description", v.banner.description, L.shortText, false);
  }
  v.links.forEach((l, i) => {
    link(`links.${i}.url`, l.url, true);
    required(`links.${i}.buttonTitle`, l.buttonTitle);
    length(`links.${i}.sectionTitle`, l.sectionTitle, L.shortText);
    length(`links.${i}.description`, l.description, L.longText, false);
    if (l.hasMedia) link(`links.${i}.media`, l.media, true);
  });

  const s = v.sections;
  if (v.include.overview) {
    length("sections.overview.title", s.overview.title, L.shortText);
    length("sections.overview.body", s.overview.body, L.longText);
  }
  if (v.include.employers) {
    length("sections.employers.title", s.employers.title, L.shortText);
    length("sections.employers.description", s.employers.description, L.longText);
  }
  s.partners.forEach((p, i) => {
    length(`sections.partners.${i}.name`, p.name, L.shortText);
    link(`sections.partners.${i}.logoUrl`, p.logoUrl);
    link(`sections.partners.${i}.url`, p.url);
  });
  s.speakers.forEach((p, i) => {
    length(`sections.speakers.${i}.name`, p.name, L.shortText);
    length(`sections.speakers.${i}.job`, p.job, L.shortText);
    length(`sections.speakers.${i}.bio`, p.bio, L.longText);
    link(`sections.speakers.${i}.imageUrl`, p.imageUrl);
    link(`sections.speakers.${i}.logoUrl`, p.logoUrl);
  });
  if (v.include.offers) {
    whole("sections.offers.grid", s.offers.grid, L.grid);
    length("sections.offers.title", s.offers.title, L.shortText);
    if (s.offers.items.length < L.offers.min)
      add("sections.offers.items", t("organiser.form.errors.offersNeeded", { count: L.offers.min }));
    s.offers.items.forEach((o, i) => {
      const at = `sections.offers.items.${i}`;
      length(`${at}.title`, o.title, L.shortText);
      length(`${at}.description`, o.description, L.longText);
      link(`${at}.imageUrl`, o.imageUrl);
      o.points.forEach((point, j) => length(`${at}.points.${j}`, point, L.shortText));
    });
  }
  s.schedule.forEach((slot, i) => {
    const at = `sections.schedule.${i}`;
    const checked = range(at, slot);
    length(`${at}.title`, slot.title, L.shortText);
    length(`${at}.description`, slot.description, L.longText, false);
    length(`${at}.place`, slot.place, L.shortText, false);
    if (checked && known.length === days.length && !slotWithinDays(checked, known))
      add(`${at}.from`, t("organiser.form.errors.slotOutsideDays"));
  });
  s.attendee.forEach((a, i) => {
    length(`sections.attendee.${i}.title`, a.title, L.shortText);
    length(`sections.attendee.${i}.description`, a.description, L.longText);
  });
  s.sectors.forEach((sector, i) => required(`sections.sectors.${i}`, sector));

  if (v.include.capacity) whole("capacity", v.capacity, L.capacity);
  if (v.include.team) {
    whole("team.minSize", v.team.minSize, L.teamSize);
    whole("team.maxSize", v.team.maxSize, L.teamSize);
    whole("team.minYear", v.team.minYear, L.year);
    whole("team.maxYear", v.team.maxYear, L.year);
    if (Number(v.team.minSize) > Number(v.team.maxSize)) add("team.maxSize", t("organiser.form.errors.maxAtLeastMin"));
    if (Number(v.team.minYear) > Number(v.team.maxYear)) add("team.maxYear", t("organiser.form.errors.maxAtLeastMin"));
  }
  v.exhibitors.forEach((x, i) => {
    if (!x.employerId) add(`exhibitors.${i}.employerId`, t("organiser.form.errors.chooseEmployer"));
  });
  return errors;
}

/* ---------- Where a field's message shows ---------- */

/** The form's collapsible parts, in order. */
export const FORM_PANELS = [
  "basics",
  "when",
  "venue",
  "places",
  "banner",
  "overview",
  "exhibitors",
  "people",
  "offers",
  "schedule",
  "audience",
] as const;
export type FormPanel = (typeof FORM_PANELS)[number];

const PANEL_PREFIXES: [string, FormPanel][] = [
  ["timeZone", "when"],
  ["dates", "when"],
  ["registrationPeriod", "when"],
  ["location", "venue"],
  ["sections.locationDetails", "venue"],
  ["capacity", "places"],
  ["team", "places"],
  ["banner", "banner"],
  ["links", "banner"],
  ["sections.overview", "overview"],
  ["sections.employers", "exhibitors"],
  ["exhibitors", "exhibitors"],
  ["sections.partners", "people"],
  ["sections.speakers", "people"],
  ["sections.offers", "offers"],
  ["sections.schedule", "schedule"],
  ["sections.attendee", "audience"],
  ["sections.sectors", "audience"],
];

/** The panel a field path's message shows in (the basics for anything else). */
export function panelOf(path: string): FormPanel {
  const hit = PANEL_PREFIXES.find(([prefix]) => path === prefix || path.startsWith(`${prefix}.`));
  return hit ? hit[1] : "basics";
}
