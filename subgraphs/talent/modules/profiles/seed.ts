/** Seeds profiles: the demo accounts' profiles, only outside production (`opts.demo`). */
import { users } from "../../../../drizzle/schema/talent.js";
import type { Tx } from "../../../shared/db.js";
import { DEMO_ACCOUNTS } from "../../../shared/demo-accounts.js";
import type { SeedOptions } from "../../../shared/server.js";
import { normalizeEmail } from "./rules/identity.js";

export async function seedProfiles(tx: Tx, opts: SeedOptions): Promise<void> {
  if (!opts.demo) return;
  // Insert-only: a demo person's own edits (their name) survive restarts.
  await tx
    .insert(users)
    .values(DEMO_ACCOUNTS.map((a) => ({ id: a.id, firstName: a.firstName, lastName: a.lastName, email: normalizeEmail(a.email) })))
    .onConflictDoNothing({ target: users.id });
}
