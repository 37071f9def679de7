/**
 * The shape of an event's page (SPEC §3 Event and event sections, §2 event page), as stored and as the client's mocks
 * build it. Pure: no database or server imports, so the client may import it through `@server`.
 */

/** SPEC §3 event types, spelt as the GraphQL enum. */
export const EVENT_TYPES = ["Webinar", "NetworkingMixer", "InfoSession", "OutreachProgramme", "CareerFair"] as const;
export type EventType = (typeof EVENT_TYPES)[number];
/** SPEC §3 modes. */
export const EVENT_MODES = ["Online", "Physical"] as const;
export type EventMode = (typeof EVENT_MODES)[number];

/** One day (or session) of an event, as ISO 8601 instants. */
export interface EventDateRange {
  from: string;
  to: string;
}

export interface EventLocation {
  country: string;
  short: string;
  full: string;
  /**
   * SPEC "map source": a bundled static map image (a path under the client's public folder). Nothing is loaded from
   * a map service: the page shows this image and links out to `mapLink`.
   */
  mapSrc?: string | null;
  /** A link out to a map service, opened only when the person follows it. */
  mapLink?: string | null;
}

/** SPEC §3 banner: light (a light banner takes dark text), main image, content image, description. */
export interface EventBanner {
  light: boolean;
  mainImg: string | null;
  contentImg: string | null;
  description: string;
}

/** SPEC §3 links: a call to action, with or without media. */
export interface EventLink {
  hasMedia: boolean;
  url: string;
  buttonTitle: string;
  sectionTitle: string;
  description: string;
  /** An image path when `hasMedia`. */
  media: string | null;
}

export interface EventSpeaker {
  name: string;
  job: string;
  bio: string;
  imageUrl: string | null;
  logoUrl: string | null;
}

export interface EventOffer {
  title: string;
  description: string;
  imageUrl: string | null;
  points: string[];
}

export interface EventScheduleSlot {
  from: string;
  to: string;
  title: string;
  description: string;
  /** Room, stage or "Online". */
  place: string | null;
}

export const TRANSPORT_MODES = ["Train", "Bus", "Car", "Walk", "Taxi"] as const;
export type TransportMode = (typeof TRANSPORT_MODES)[number];
export interface EventDirection {
  mode: TransportMode;
  description: string;
}

export interface EventPartner {
  name: string;
  logoUrl: string | null;
  url: string | null;
}

export interface EventAttendeeRole {
  title: string;
  description: string;
}

/** SPEC §3 event sections. Every one is optional: an online webinar has no location details or exhibitors. */
export interface EventSections {
  overview: { title: string; body: string; countdown: boolean } | null;
  /** Exhibitors are rows of their own (`event_exhibitors`); this is the section's heading and lead. */
  employers: { title: string; description: string } | null;
  partners: EventPartner[];
  speakers: EventSpeaker[];
  /** `grid`: how many columns the offers take on a wide screen. */
  offers: { grid: number; title: string; items: EventOffer[] } | null;
  schedule: EventScheduleSlot[];
  locationDetails: { description: string; directions: EventDirection[] } | null;
  attendee: EventAttendeeRole[];
  sectors: string[];
}

export const EMPTY_SECTIONS: EventSections = {
  overview: null,
  employers: null,
  partners: [],
  speakers: [],
  offers: null,
  schedule: [],
  locationDetails: null,
  attendee: [],
  sectors: [],
};
