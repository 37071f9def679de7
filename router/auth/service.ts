/** Sign-up, log-in and log-out: the router's auth use cases. */
import { and, eq, inArray, sql } from "drizzle-orm";
import { accountRoles, accounts, loginAttempts } from "../../drizzle/schema/auth.js";
import type { Db } from "../../subgraphs/shared/db.js";
import { conflict, fromZodIssues, rateLimited, unauthenticated } from "../../subgraphs/shared/errors.js";
import type { Viewer } from "../../subgraphs/shared/viewer.js";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "./password.js";
import { createSession } from "./sessions.js";
import {
  MAX_FAILURES_PER_ACCOUNT,
  MAX_FAILURES_PER_ADDRESS,
  logInInput,
  normalizeEmail,
  recordFailure,
  rolesForSignUp,
  signUpInput,
  throttleWait,
  type SignUpInput,
} from "./rules.js";

export interface ProfileWriter {
  /** Creates the talent profile under the account's id (talent owns it); throws on failure. */
  createProfile(input: { id: string; firstName: string; lastName: string; email: string }): Promise<void>;
}

export interface SignedIn {
  viewer: Viewer;
  token: string;
  expiresAt: Date;
}

export async function signUp(db: Db, profiles: ProfileWriter, raw: unknown): Promise<SignedIn> {
  const parsed = signUpInput.safeParse(raw);
  if (!parsed.success) throw fromZodIssues(parsed.error.issues);
  const input: SignUpInput = parsed.data;
  const email = normalizeEmail(input.email);
  const roles = rolesForSignUp(input);
  const passwordHash = await hashPassword(input.password);

  const account = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(accounts)
      .values({ email, passwordHash, purpose: input.purpose })
      .onConflictDoNothing({ target: accounts.email })
      .returning({ id: accounts.id });
    if (!created) return null;
    await tx.insert(accountRoles).values(roles.map((role) => ({ accountId: created.id, role })));
    return created;
  });
  if (!account) throw conflict("An account with this email already exists.", { email: "This email is already registered. Log in instead." });

  // The profile lives in talent; it is created outside the transaction (never call a subgraph inside one), and the
  // account is removed again if that fails, so a failed sign-up leaves nothing behind.
  try {
    await profiles.createProfile({ id: account.id, firstName: input.firstName, lastName: input.lastName, email });
  } catch (err) {
    await db.delete(accounts).where(eq(accounts.id, account.id));
    throw err;
  }
  const session = await createSession(db, account.id);
  return { viewer: { id: account.id, email, roles }, ...session };
}

const accountKey = (email: string) => `account:${email}`;
const addressKey = (address: string) => `address:${address}`;

export async function logIn(db: Db, raw: unknown, address: string, now = new Date()): Promise<SignedIn> {
  const parsed = logInInput.safeParse(raw);
  if (!parsed.success) throw fromZodIssues(parsed.error.issues);
  const email = normalizeEmail(parsed.data.email);
  const keys = [accountKey(email), addressKey(address)];

  const counters = await db.select().from(loginAttempts).where(inArray(loginAttempts.key, keys));
  const byKey = new Map(counters.map((c) => [c.key, c]));
  const wait = Math.max(
    throttleWait(byKey.get(keys[0]!) ?? null, MAX_FAILURES_PER_ACCOUNT, now),
    throttleWait(byKey.get(keys[1]!) ?? null, MAX_FAILURES_PER_ADDRESS, now),
  );
  if (wait > 0) throw rateLimited(`Too many failed log-in attempts. Try again in ${Math.ceil(wait / 60)} minute(s).`, wait);

  const [account] = await db.select().from(accounts).where(eq(accounts.email, email));
  const ok = account ? await verifyPassword(account.passwordHash, parsed.data.password) : await verifyAgainstDummy(parsed.data.password);
  if (!account || !ok) {
    for (const key of keys) {
      const next = recordFailure(byKey.get(key) ?? null, now);
      await db
        .insert(loginAttempts)
        .values({ key, ...next })
        .onConflictDoUpdate({ target: loginAttempts.key, set: next });
    }
    throw unauthenticated("Wrong email or password.");
  }
  // A success clears the account's counter; the address keeps its count so one good account can't launder guesses.
  await db.delete(loginAttempts).where(eq(loginAttempts.key, keys[0]!));
  const roles = await db.select({ role: accountRoles.role }).from(accountRoles).where(eq(accountRoles.accountId, account.id));
  const session = await createSession(db, account.id, now);
  return { viewer: { id: account.id, email: account.email, roles: roles.map((r) => r.role).sort() }, ...session };
}

/** Number of accounts holding a role (used by tests and the admin dashboard later). */
export async function countAccountsWithRole(db: Db, role: Viewer["roles"][number]): Promise<number> {
  const [r] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(accountRoles)
    .where(and(eq(accountRoles.role, role)));
  return r?.n ?? 0;
}
