/**
 * Demo accounts, one per role plus a certified-associate student, for local use (listed in the README). Seeded only
 * outside production. Fixed ids so every domain's seed can refer to them (forum posts' authors, for example).
 */
import type { Role } from "./viewer.js";

export interface DemoAccount {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  roles: Role[];
  purpose: "learn" | "recruit";
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
  },
  {
    id: "00000000-0000-4000-8000-000000000002",
    email: "instructor@demo.talentforge.test",
    firstName: "Arjun",
    lastName: "Nair",
    roles: ["INSTRUCTOR"],
    purpose: "learn",
  },
  {
    id: "00000000-0000-4000-8000-000000000003",
    email: "course-admin@demo.talentforge.test",
    firstName: "Siti",
    lastName: "Rahman",
    roles: ["COURSE_ADMIN"],
    purpose: "learn",
  },
  {
    id: "00000000-0000-4000-8000-000000000004",
    email: "job-admin@demo.talentforge.test",
    firstName: "Daniel",
    lastName: "Wong",
    roles: ["JOB_ADMIN"],
    purpose: "learn",
  },
  {
    id: "00000000-0000-4000-8000-000000000005",
    email: "talent-admin@demo.talentforge.test",
    firstName: "Priya",
    lastName: "Menon",
    roles: ["TALENT_ADMIN"],
    purpose: "learn",
  },
  {
    id: "00000000-0000-4000-8000-000000000006",
    email: "recruiter@demo.talentforge.test",
    firstName: "Kelvin",
    lastName: "Lee",
    roles: ["COMPANY_REPRESENTATIVE"],
    purpose: "recruit",
  },
  {
    id: "00000000-0000-4000-8000-000000000007",
    email: "exhibitor@demo.talentforge.test",
    firstName: "Aisyah",
    lastName: "Hassan",
    roles: ["EVENT_EXHIBITOR"],
    purpose: "recruit",
  },
  // A second student, after the first so that "the demo STUDENT" (found by role) stays Mei Ling.
  {
    id: DEMO_ASSOCIATE_ID,
    email: "associate@demo.talentforge.test",
    firstName: "Farah",
    lastName: "Aziz",
    roles: ["STUDENT"],
    purpose: "learn",
  },
];
