/**
 * Demo only: the demo student's two applications, one moved along with a note, each with its dated history, counted
 * from the seeding day `now` (shared/seed-dates.ts). Pure: the client's mocks read the same.
 */
import { seedAt } from "../../../shared/seed-dates.js";

export function demoApplications(now: Date) {
  const at = (days: number, hhmm: string) => seedAt(now, days, hhmm).toISOString();
  return [
    {
      id: "00000000-0000-4000-8000-00000000a001",
      jobId: 2,
      history: [{ status: "APPLIED" as const, at: at(-6, "10:00"), note: null }],
    },
    {
      id: "00000000-0000-4000-8000-00000000a002",
      jobId: 8,
      history: [
        { status: "APPLIED" as const, at: at(-12, "11:00"), note: null },
        { status: "REVIEWED" as const, at: at(-8, "14:30"), note: null },
        {
          status: "INTERVIEWING" as const,
          at: at(-3, "16:00"),
          note: "Thank you for applying. We would like to meet you for a 45-minute video interview next week.",
        },
      ],
    },
  ];
}

/** The demo applications as of the day this module loads (the client's mocks' today; tests reading the ids). */
export const DEMO_APPLICATIONS = demoApplications(new Date());
