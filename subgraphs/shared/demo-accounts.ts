/**
 * Demo accounts, one per role plus a certified-associate student, for local use (listed in the README). Seeded only
 * outside production. Fixed ids so every domain's seed can refer to them (forum posts' authors, for example).
 */
import { seedAt } from "./seed-dates.js";
import type { Role } from "./viewer.js";

export interface DemoAccount {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  roles: Role[];
  purpose: "learn" | "recruit";
  /**
   * The day the account was created, in days from the seeding day (negative: before it): before the account's first
   * seeded record (staff before the records they approve or host, students before their first activity), spread over
   * the weeks before seeding so the admin dashboard's sign-ups are not one spike on the seeding day.
   */
  createdDay: number;
}

export const DEMO_PASSWORD = "demo-password-2026";

/** The demo certified-associate student (studies cafed, so career services are hers: SPEC §1). */
export const DEMO_ASSOCIATE_ID = "00000000-0000-4000-8000-000000000008";

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    id: "00000000-0000-4000-8000-000000000001",
    email: "student@demo.talentforge.test",
    firstName: "Mei Ling",
    lastName: "Tan",
    roles: ["STUDENT"],
    purpose: "learn",
    createdDay: -70, // Mei: forum tag follows and first post 64 days before, ISA 62
  },
  {
    id: "00000000-0000-4000-8000-000000000002",
    email: "instructor@demo.talentforge.test",
    firstName: "Arjun",
    lastName: "Nair",
    roles: ["INSTRUCTOR"],
    purpose: "learn",
    createdDay: -130, // Arjun: Python verified 120 days before
  },
  {
    id: "00000000-0000-4000-8000-000000000003",
    email: "course-admin@demo.talentforge.test",
    firstName: "Siti",
    lastName: "Rahman",
    roles: ["COURSE_ADMIN"],
    purpose: "learn",
    createdDay: -112, // Siti: approves the ISA and the M1 SQL place 61 days before
  },
  {
    id: "00000000-0000-4000-8000-000000000004",
    email: "job-admin@demo.talentforge.test",
    firstName: "Daniel",
    lastName: "Wong",
    roles: ["JOB_ADMIN"],
    purpose: "learn",
    createdDay: -84, // Daniel: approves the recruiter 41 days before
  },
  {
    id: "00000000-0000-4000-8000-000000000005",
    email: "talent-admin@demo.talentforge.test",
    firstName: "Priya",
    lastName: "Menon",
    roles: ["TALENT_ADMIN"],
    purpose: "learn",
    createdDay: -98, // Priya: coaches from 60 days before
  },
  {
    id: "00000000-0000-4000-8000-000000000006",
    email: "recruiter@demo.talentforge.test",
    firstName: "Kelvin",
    lastName: "Lee",
    roles: ["COMPANY_REPRESENTATIVE"],
    purpose: "recruit",
    createdDay: -49, // Kelvin: requests to represent his employer 42 days before
  },
  {
    id: "00000000-0000-4000-8000-000000000007",
    email: "exhibitor@demo.talentforge.test",
    firstName: "Aisyah",
    lastName: "Hassan",
    roles: ["EVENT_EXHIBITOR"],
    purpose: "recruit",
    createdDay: -12, // Aisyah: joins the career fair's exhibitors 4 days before
  },
  // A second student, after the first so that "the demo STUDENT" (found by role) stays Mei Ling.
  {
    id: DEMO_ASSOCIATE_ID,
    email: "associate@demo.talentforge.test",
    firstName: "Farah",
    lastName: "Aziz",
    roles: ["STUDENT"],
    purpose: "learn",
    createdDay: -37, // Farah: pays for cafed and joins career services 30 days before
  },
];

/** When a demo account was created, for a seeding at `now`: its `createdDay`, mid-morning (the same day in UTC). */
export const demoAccountCreatedAt = (now: Date, account: DemoAccount): Date => seedAt(now, account.createdDay, "10:00");
