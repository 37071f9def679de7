/**
 * Demo accounts, one per role, outside production only. Hashes the demo password only for accounts not there yet. Each
 * is dated its demo `createdDay` before the seeding day, as its talent profile is.
 */
import { inArray } from "drizzle-orm";
import { accountRoles, accounts } from "../../drizzle/schema/auth.js";
import type { Db } from "../../subgraphs/shared/db.js";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, demoAccountCreatedAt } from "../../subgraphs/shared/demo-accounts.js";
import type { SeedOptions } from "../../subgraphs/shared/server.js";
import { hashPassword } from "./password.js";

export async function seedAuth(db: Db, opts: SeedOptions): Promise<void> {
  if (!opts.demo) return;
  const existing = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      inArray(
        accounts.id,
        DEMO_ACCOUNTS.map((a) => a.id),
      ),
    );
  const have = new Set(existing.map((r) => r.id));
  const missing = DEMO_ACCOUNTS.filter((a) => !have.has(a.id));
  if (missing.length === 0) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx
      .insert(accounts)
      .values(
        missing.map((a) => {
          const createdAt = demoAccountCreatedAt(now, a);
          // Demo people confirmed their addresses when they signed up.
          return { id: a.id, email: a.email, passwordHash, purpose: a.purpose, createdAt, emailVerifiedAt: createdAt };
        }),
      )
      .onConflictDoNothing();
    await tx
      .insert(accountRoles)
      .values(missing.flatMap((a) => a.roles.map((role) => ({ accountId: a.id, role }))))
      .onConflictDoNothing();
  });
}
