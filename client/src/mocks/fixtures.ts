/**
 * Typed, believable sample data for the mock API (MSW in the browser for `npm run dev:mock`, msw/node in component
 * tests): the demo accounts and navigation. Types come from the generated schema types, so a schema change that breaks a
 * fixture fails typecheck. The course catalogue is the server's seed (features/catalogue/mocks).
 */
import type { Role, ViewerQuery } from "../__generated__/graphql";
import { allMenusFor, homePath, mainNavigation, navigationFor } from "@server/talent/modules/navigation/rules/navigation";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@server/shared/demo-accounts";

type NavigationItem = ViewerQuery["visitorNavigation"][number];

export interface MockAccount {
  id: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  roles: Role[];
}

/**
 * Demo accounts for mock mode: the server's demo accounts (README), same ids, names, roles and password, so the mocks'
 * seed rows built from the server's demo data belong to the people a developer logs in as.
 */
export const demoAccounts: MockAccount[] = DEMO_ACCOUNTS.map((a) => ({
  id: a.id,
  email: a.email,
  password: DEMO_PASSWORD,
  firstName: a.firstName,
  lastName: a.lastName,
  roles: [...a.roles],
}));

/** A demo account by the name before its address's @ ("student", "recruiter", "talent-admin", …). */
export function demoAccount(name: string): MockAccount {
  const account = demoAccounts.find((a) => a.email.startsWith(`${name}@`));
  if (!account) throw new Error(`No demo account ${name}@…`);
  return account;
}

/** The navigation the server returns, by its own rule (the server decides; the client only renders). */
export const visitorNavigation: NavigationItem[] = mainNavigation(false);
export const memberNavigation: NavigationItem[] = mainNavigation(true);
/** A person's navigation, menus and home, by the server's rules for their roles. */
export function memberMenus(roles: readonly Role[]) {
  return { navigation: navigationFor(roles), menus: allMenusFor(roles), homePath: homePath(roles) };
}
