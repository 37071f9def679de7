/**
 * Typed, believable sample data for the mock API (MSW in the browser for `npm run dev:mock`, msw/node in component
 * tests): the demo accounts and navigation. Types come from the generated schema types, so a schema change that breaks a
 * fixture fails typecheck. The course catalogue is the server's seed (features/catalogue/mocks).
 */
import type { Role, ViewerQuery } from "../__generated__/graphql";
import { allMenusFor, homePath, mainNavigation, navigationFor } from "@server/talent/modules/navigation/rules/navigation";
import { DEMO_INTERVIEW_PEOPLE } from "@server/talent/modules/interviews/demo-seed-data";
import { DEMO_EVENT_PEOPLE } from "@server/events/modules/invites/demo-seed-data";

type NavigationItem = ViewerQuery["visitorNavigation"][number];

export interface MockAccount {
  id: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  roles: Role[];
}

/** Demo accounts for mock mode; log in with any of these (password `password123`). */
export const demoAccounts: MockAccount[] = [
  {
    id: "0b1c5d0e-1f2a-4b3c-8d4e-5f6a7b8c9d01",
    email: "mei.chan@example.com",
    password: "password123",
    firstName: "Mei",
    lastName: "Chan",
    roles: ["STUDENT"],
  },
  {
    id: "0b1c5d0e-1f2a-4b3c-8d4e-5f6a7b8c9d02",
    email: "arif.rahman@example.com",
    password: "password123",
    firstName: "Arif",
    lastName: "Rahman",
    roles: ["COMPANY_REPRESENTATIVE"],
  },
  {
    id: "0b1c5d0e-1f2a-4b3c-8d4e-5f6a7b8c9d03",
    email: "grace.lee@example.com",
    password: "password123",
    firstName: "Grace",
    lastName: "Lee",
    roles: ["TALENT_ADMIN"],
  },
  {
    id: "0b1c5d0e-1f2a-4b3c-8d4e-5f6a7b8c9d04",
    email: "course-admin@example.com",
    password: "password123",
    firstName: "Colin",
    lastName: "Ho",
    roles: ["COURSE_ADMIN"],
  },
  {
    id: "0b1c5d0e-1f2a-4b3c-8d4e-5f6a7b8c9d05",
    email: "instructor@example.com",
    password: "password123",
    firstName: "Arjun",
    lastName: "Nair",
    roles: ["INSTRUCTOR"],
  },
  {
    id: "0b1c5d0e-1f2a-4b3c-8d4e-5f6a7b8c9d06",
    email: "job-admin@example.com",
    password: "password123",
    firstName: "Daniel",
    lastName: "Wong",
    roles: ["JOB_ADMIN"],
  },
  {
    // The server's demo certified-associate student, under the server's id: the interviews and career-services mocks
    // build her world from the server's demo data.
    id: DEMO_INTERVIEW_PEOPLE.associate,
    email: "associate@example.com",
    password: "password123",
    firstName: "Farah",
    lastName: "Aziz",
    roles: ["STUDENT"],
  },
  {
    // The server's demo event exhibitor, under the server's id: the events mocks seed her KopiCloud exhibit at the
    // career fair from the server's demo data.
    id: DEMO_EVENT_PEOPLE.EXHIBITOR,
    email: "exhibitor@example.com",
    password: "password123",
    firstName: "Aisyah",
    lastName: "Hassan",
    roles: ["EVENT_EXHIBITOR"],
  },
];

/** The navigation the server returns, by its own rule (the server decides; the client only renders). */
export const visitorNavigation: NavigationItem[] = mainNavigation(false);
export const memberNavigation: NavigationItem[] = mainNavigation(true);
/** A person's navigation, menus and home, by the server's rules for their roles. */
export function memberMenus(roles: readonly Role[]) {
  return { navigation: navigationFor(roles), menus: allMenusFor(roles), homePath: homePath(roles) };
}
