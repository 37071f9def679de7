/**
 * The events feature's share of the mock schema: each of its files' resolvers merged type by type. A field two files
 * answer is a mistake, so it fails loudly (as the mock schema does across features).
 */
import type { Resolvers } from "../../../__generated__/mock-resolvers";
import type { MockDeps } from "../../../mocks/common";
import { eventsResolvers } from "./events";
import { teamsResolvers } from "./teams";
import { inviteCheckResolvers, invitesResolvers } from "./invites";
import { organiserResolvers } from "./organiser";

export function eventsMockResolvers(deps: MockDeps): Resolvers {
  const merged: Record<string, Record<string, unknown>> = {};
  // The organiser's and the exhibitors' shares (./organiser.ts, ./invites.ts); the sign-up page's check of a code and
  // the recruit side joining with one (inviteCheckResolvers) read the same invite state.
  const shares = [
    eventsResolvers(deps),
    teamsResolvers(deps),
    organiserResolvers(deps),
    invitesResolvers(deps),
    inviteCheckResolvers(deps),
  ];
  for (const share of shares) {
    for (const [type, fields] of Object.entries(share)) {
      const into = (merged[type] ??= {});
      for (const [field, resolve] of Object.entries(fields as object)) {
        if (field in into) throw new Error(`Two events mock resolvers answer ${type}.${field}`);
        into[field] = resolve;
      }
    }
  }
  return merged as Resolvers;
}
