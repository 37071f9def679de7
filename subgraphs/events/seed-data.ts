/**
 * Events across the SPEC's types. The SPEC names the fields, not the events; "kl-career-fair-2025" is the KL Career
 * Fair the jobs seed ties jobs to. Times are Malaysia/Hong Kong local time (UTC+8), stored as UTC instants.
 */
import type { EventDateRange, eventTable } from "../../drizzle/schema/events.js";
import { firstStart } from "./rules/registration.js";

type EventInsert = typeof eventTable.$inferInsert;
type EventSeed = Omit<EventInsert, "startsAt" | "registrationFrom" | "registrationTo" | "dates"> & {
  dates: EventDateRange[];
  registration: { from: string; to: string };
};

/** A local (UTC+8) wall-clock time as an ISO instant. */
const myt = (local: string) => new Date(`${local}+08:00`).toISOString();

const seeds: EventSeed[] = [
  {
    id: "kl-career-fair-2025",
    title: "KL Tech Career Fair 2025",
    description: "Meet hiring partners from across Malaysia, bring your CV for on-the-spot reviews and interview for graduate tech roles.",
    featured: true,
    showAtDashboard: true,
    type: "CareerFair",
    mode: "Physical",
    location: {
      country: "Malaysia",
      short: "Kuala Lumpur Convention Centre",
      full: "Kuala Lumpur Convention Centre, Jalan Pinang, 50088 Kuala Lumpur, Malaysia",
    },
    dates: [
      { from: myt("2025-11-22T10:00:00"), to: myt("2025-11-22T17:00:00") },
      { from: myt("2025-11-23T10:00:00"), to: myt("2025-11-23T16:00:00") },
    ],
    registration: { from: myt("2025-09-01T00:00:00"), to: myt("2025-11-21T00:00:00") },
  },
  {
    id: "breaking-into-data-webinar-2026",
    title: "Breaking into Data Analytics",
    description:
      "An online talk with graduates now working as data analysts: what they learnt, how they built a portfolio and how they got hired.",
    featured: true,
    showAtDashboard: true,
    type: "Webinar",
    mode: "Online",
    location: null,
    dates: [{ from: myt("2026-12-03T20:00:00"), to: myt("2026-12-03T21:30:00") }],
    registration: { from: myt("2026-11-01T00:00:00"), to: myt("2026-12-03T20:00:00") },
  },
  {
    id: "hk-tech-networking-mixer-2026",
    title: "Hong Kong Tech Networking Mixer",
    description: "An evening with alumni, instructors and hiring partners in Hong Kong. Drinks and lightning talks from recent graduates.",
    featured: false,
    showAtDashboard: false,
    type: "NetworkingMixer",
    mode: "Physical",
    location: { country: "Hong Kong", short: "Central, Hong Kong", full: "12/F, 28 Queen's Road Central, Central, Hong Kong" },
    dates: [{ from: myt("2026-12-12T18:30:00"), to: myt("2026-12-12T21:30:00") }],
    registration: { from: myt("2026-11-10T00:00:00"), to: myt("2026-12-11T00:00:00") },
  },
  {
    id: "kyouth-info-session-2027",
    title: "KYouth Programme Info Session",
    description: "Everything about the sponsored KYouth programme: eligibility, the courses, the schedule and how to apply.",
    featured: false,
    showAtDashboard: true,
    type: "InfoSession",
    mode: "Online",
    location: null,
    dates: [{ from: myt("2027-01-14T15:00:00"), to: myt("2027-01-14T16:00:00") }],
    registration: { from: myt("2026-12-01T00:00:00"), to: myt("2027-01-14T15:00:00") },
  },
  {
    id: "penang-schools-outreach-2027",
    title: "Code Your Future: Penang Schools Outreach",
    description: "Hands-on coding and design workshops for secondary-school students in Penang, run by instructors and alumni volunteers.",
    featured: false,
    showAtDashboard: false,
    type: "OutreachProgramme",
    mode: "Physical",
    location: {
      country: "Malaysia",
      short: "George Town, Penang",
      full: "Penang Digital Library, Jalan Anson, 10400 George Town, Penang, Malaysia",
    },
    dates: [
      { from: myt("2027-02-20T09:00:00"), to: myt("2027-02-20T13:00:00") },
      { from: myt("2027-02-27T09:00:00"), to: myt("2027-02-27T13:00:00") },
    ],
    registration: { from: myt("2027-01-05T00:00:00"), to: myt("2027-02-13T00:00:00") },
  },
];

export const EVENT_SEED: EventInsert[] = seeds.map(({ registration, dates, ...e }) => ({
  ...e,
  dates,
  startsAt: firstStart(dates),
  registrationFrom: new Date(registration.from),
  registrationTo: new Date(registration.to),
}));
