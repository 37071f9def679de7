/**
 * The demo student's profile as seeded (SPEC §5 profile): well filled, to show the product off: about, job settings, a
 * work experience, an education and skills, seven of the nine completion checks (the contact form, location and
 * LinkedIn, is left as the one task to do). Months count back from the seeding day `now`. Pure: the client's mocks
 * build the same profile.
 */
import { seedDay } from "../../../shared/seed-dates.js";

/** The demo student's profile beyond her name (talent's users columns). */
export const DEMO_STUDENT_PROFILE = {
  bio: "Operations coordinator moving into data analytics. I finished M1 SQL, I am working through M1 JavaScript, and I enjoy turning messy spreadsheets into dashboards people use.",
  employmentStatus: "EMPLOYED_BUT_LOOKING_FOR_JOB" as const,
  languages: ["English", "Malay", "Mandarin"],
  workPermitLocations: ["Malaysia"],
  skillIds: ["sql", "excel", "python", "tableau"],
  targetRoleId: "data-science",
};

/** YYYY-MM, `months` months before the seeding month. */
function monthBefore(now: Date, months: number): string {
  const [y, m] = seedDay(now, 0).split("-").map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 - months, 1));
  return d.toISOString().slice(0, 7);
}

/** The demo student's one work experience (a fixed id, so it is recognised at every start). */
export function demoStudentExperience(now: Date) {
  return {
    id: "00000000-0000-4000-8000-0000000d0e01",
    jobTitle: "Operations Coordinator",
    employerName: "Kelana Freight Sdn Bhd",
    startMonth: monthBefore(now, 40),
    endMonth: null,
    descriptions: [
      "Built the weekly delivery-performance report in Excel, cutting its preparation from a day to an hour.",
      "Cleaned and reconciled shipment records across three warehouses.",
    ],
  };
}

/** The demo student's one education (a fixed id, so it is recognised at every start). */
export function demoStudentEducation(now: Date) {
  return {
    id: "00000000-0000-4000-8000-0000000d0e02",
    university: "Universiti Malaya",
    level: "Degree",
    field: "Business Administration",
    startMonth: monthBefore(now, 88),
    endMonth: monthBefore(now, 42),
    grade: "Second Class Upper",
    descriptions: [] as string[],
  };
}
