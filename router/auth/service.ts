/** Sign-up, log-in and log-out: the router's auth use cases. */
import { and, eq, lte, sql } from "drizzle-orm";
import { accountRoles, accounts, attemptCounters } from "../../drizzle/schema/auth.js";
import type { Db } from "../../subgraphs/shared/db.js";
import type { ScheduledJob } from "../../subgraphs/shared/jobs.js";
import { conflict, fromZodIssues, rateLimited, unauthenticated } from "../../subgraphs/shared/errors.js";
import type { Viewer } from "../../subgraphs/shared/viewer.js";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "./password.js";
import { createSession } from "./sessions.js";
import { countAttempts, uncount } from "./attempts.js";
import { purgeExpiredLinks, sendVerificationLink } from "./lifecycle.js";
import {
  LOGIN_PER_ACCOUNT,
  LOGIN_PER_ADDRESS,
  LOGIN_WINDOW_MS,
  SIGNUP_LIMIT_ENV,
  logInInput,
  normalizeEmail,
  retryAfterSeconds,
  rolesForSignUp,
  signUpInput,
  signUpThrottle,
  windowExpiredAtOrBefore,
  LONGEST_WINDOW_MS,
  type SignUpInput,
  type Throttle,
} from "./rules.js";

export interface ProfileWriter {
  /** Creates the talent profile under the account's id (talent owns it); throws on failure. */
  createProfile(input: { id: string; firstName: string; lastName: string; email: string }): Promise<void>;
  /** Gives the profile a confirmed new address (idempotent); throws on failure. */
  changeEmail(accountId: string, email: string): Promise<void>;
}

/** Who is asking: the client's network address (throttling) and browser (the sessions list). */
export interface Client {
  address: string;
  userAgent: string | null;
}

export interface SignedIn {
  viewer: Viewer;
  emailVerified: boolean;
  token: string;
  expiresAt: Date;
}

/** Sign-ups per client address; read once, so a bad value stops the router at start rather than failing sign-ups. */
export const SIGNUP_PER_ADDRESS: Throttle = signUpThrottle(process.env[SIGNUP_LIMIT_ENV]);

const accountKey = (email: string) => `account:${email}`;
const addressKey = (address: string) => `address:${address}`;
const signUpKey = (address: string) => `signup:${address}`;

export async function signUp(db: Db, profiles: ProfileWriter, raw: unknown, client: Client, now = new Date()): Promise<SignedIn> {
  const { address } = client;
  const parsed = signUpInput.safeParse(raw);
  if (!parsed.success) throw fromZodIssues(parsed.error.issues);
  const input: SignUpInput = parsed.data;
  const email = normalizeEmail(input.email);
  const roles = rolesForSignUp(input);

  // Counted before anything is hashed or created; a duplicate email still counts (it probes who is registered).
  const counted = (await countAttempts(db, [signUpKey(address)], SIGNUP_PER_ADDRESS.windowMs, now)).get(signUpKey(address))!;
  const wait = retryAfterSeconds(counted, SIGNUP_PER_ADDRESS, now);
  if (wait > 0) {
    await uncount(db, [counted]);
    throw rateLimited(`Too many sign-ups from your network. Try again in ${Math.ceil(wait / 60)} minute(s).`, wait);
  }
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
  if (!account)
    throw conflict("An account with this email already exists.", { email: "This email is already registered. Log in instead." });

  // The profile lives in talent; it is created outside the transaction (never call a subgraph inside one), and the
  // account is removed again if that fails, so a failed sign-up leaves nothing behind.
  try {
    await profiles.createProfile({ id: account.id, firstName: input.firstName, lastName: input.lastName, email });
  } catch (err) {
    await db.delete(accounts).where(eq(accounts.id, account.id));
    await uncount(db, [counted]);
    throw err;
  }
  // The verification link is written with the session, after the profile: a sign-up that fails sends nothing.
  const session = await db.transaction(async (tx) => {
    await sendVerificationLink(tx, account.id, email, input.language, now);
    return createSession(tx, account.id, now, client.userAgent);
  });
  return { viewer: { id: account.id, email, roles }, emailVerified: false, ...session };
}

export async function logIn(db: Db, raw: unknown, client: Client, now = new Date()): Promise<SignedIn> {
  const { address } = client;
  const parsed = logInInput.safeParse(raw);
  if (!parsed.success) throw fromZodIssues(parsed.error.issues);
  const email = normalizeEmail(parsed.data.email);

  // Counted before the password is checked, so exactly the limit of attempts is ever checked, however many arrive at once.
  const counts = await countAttempts(db, [accountKey(email), addressKey(address)], LOGIN_WINDOW_MS, now);
  const forAccount = counts.get(accountKey(email))!;
  const forAddress = counts.get(addressKey(address))!;
  const wait = Math.max(retryAfterSeconds(forAccount, LOGIN_PER_ACCOUNT, now), retryAfterSeconds(forAddress, LOGIN_PER_ADDRESS, now));
  if (wait > 0) {
    // A refused attempt checked nothing: it must not use up the other key's allowance.
    await uncount(db, [forAccount, forAddress]);
    throw rateLimited(`Too many failed log-in attempts. Try again in ${Math.ceil(wait / 60)} minute(s).`, wait);
  }

  const [account] = await db.select().from(accounts).where(eq(accounts.email, email));
  // Unknown accounts spend the same argon2 time, so timing does not tell which emails are registered.
  const ok = account ? await verifyPassword(account.passwordHash, parsed.data.password) : await verifyAgainstDummy(parsed.data.password);
  // An account being deleted is refused like a wrong password: nothing tells that it exists.
  if (!account || !ok || account.deletionRequestedAt) throw unauthenticated("Wrong email or password.");

  // A success clears the account's counter; the address keeps its failures (one good account must not launder
  // guesses) but not this attempt, so the address counts wrong passwords only.
  await db.delete(attemptCounters).where(eq(attemptCounters.key, forAccount.key));
  await uncount(db, [forAddress]);
  const roles = await db.select({ role: accountRoles.role }).from(accountRoles).where(eq(accountRoles.accountId, account.id));
  const session = await createSession(db, account.id, now, client.userAgent);
  return {
    viewer: { id: account.id, email: account.email, roles: roles.map((r) => r.role).sort() },
    emailVerified: account.emailVerifiedAt !== null,
    ...session,
  };
}

/** Number of accounts holding a role (used by tests and the admin dashboard later). */
export async function countAccountsWithRole(db: Db, role: Viewer["roles"][number]): Promise<number> {
  const [r] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(accountRoles)
    .where(and(eq(accountRoles.role, role)));
  return r?.n ?? 0;
}

/** Removes counters whose window has passed (they count nothing): unknown emails and addresses would pile up. */
export async function purgeExpiredCounters(db: Db, now: Date): Promise<void> {
  await db.delete(attemptCounters).where(lte(attemptCounters.windowStartedAt, windowExpiredAtOrBefore(LONGEST_WINDOW_MS, now)));
}

/** The auth module's scheduled work, run by every router process (the purge is idempotent). */
export const AUTH_JOBS: readonly ScheduledJob[] = [
  { name: "auth: expired attempt counters", everyMs: 60 * 60 * 1000, run: purgeExpiredCounters },
  { name: "auth: expired links", everyMs: 60 * 60 * 1000, run: purgeExpiredLinks },
];
