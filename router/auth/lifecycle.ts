/**
 * The account's life after sign-up, after OWASP's forgot-password and session-management cheat sheets: verifying the
 * address, resetting a forgotten password by a single-use emailed link, changing the password, and the sessions list
 * with "log out everywhere". Every message is written to the outbox in the transaction of the change it reports.
 */
import { and, eq, isNull, lte } from "drizzle-orm";
import { accountTokens, accounts } from "../../drizzle/schema/auth.js";
import { isUniqueViolation, type Db, type Tx } from "../../subgraphs/shared/db.js";
import { badInput, fromZodIssues, rateLimited, unauthenticated } from "../../subgraphs/shared/errors.js";
import { log } from "../../subgraphs/shared/log.js";
import { enqueueMail } from "../../subgraphs/shared/mail/index.js";
import type { UiLanguageCode } from "../../subgraphs/shared/options.js";
import type { Viewer } from "../../subgraphs/shared/viewer.js";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "./password.js";
import {
  EMAIL_CHANGE_LINK_LIFETIME_MS,
  LOGIN_PER_ACCOUNT,
  PASSWORD_RESET_LINK_LIFETIME_MS,
  RESET_REQUESTS_PER_ADDRESS,
  RESET_REQUESTS_PER_EMAIL,
  VERIFY_EMAIL_LINK_LIFETIME_MS,
  VERIFY_RESENDS_PER_ACCOUNT,
  changePasswordInput,
  emailChangeConfirmInput,
  emailChangeInput,
  linkIsLive,
  normalizeEmail,
  passwordResetInput,
  passwordResetRequestInput,
  retryAfterSeconds,
  verifyEmailInput,
} from "./rules.js";
import { countAttempts, uncount } from "./attempts.js";
import { endSessions, forgetCachedSessions, generateSessionToken, sessionIdOf } from "./sessions.js";

type LinkPurpose = (typeof accountTokens.$inferSelect)["purpose"];

const minutes = (ms: number) => Math.round(ms / 60_000);

/** A new link of `purpose` for the account; older links of that purpose stop working. Returns the token for the email. */
async function issueLink(tx: Tx, accountId: string, purpose: LinkPurpose, email: string, lifetimeMs: number, now: Date): Promise<string> {
  await tx.delete(accountTokens).where(and(eq(accountTokens.accountId, accountId), eq(accountTokens.purpose, purpose)));
  const token = generateSessionToken();
  await tx
    .insert(accountTokens)
    .values({ id: sessionIdOf(token), accountId, purpose, email, expiresAt: new Date(now.getTime() + lifetimeMs), createdAt: now });
  return token;
}

/**
 * Uses up a link: deletes it and returns its row when it was live; null for an unknown, used or expired one. The
 * delete is the check, so two requests with one token cannot both succeed.
 */
async function useLink(tx: Tx, token: string, purpose: LinkPurpose, now: Date) {
  const [row] = await tx
    .delete(accountTokens)
    .where(and(eq(accountTokens.id, sessionIdOf(token)), eq(accountTokens.purpose, purpose)))
    .returning();
  return row && linkIsLive(row, now) ? row : null;
}

const deadLink = () =>
  badInput("This link is not valid any more: it was used, replaced by a newer one, or has expired.", {
    token: "Ask for a new link.",
  });

/** Writes a verification link to the outbox for the account's address (sign-up, or a new link asked for). */
export async function sendVerificationLink(tx: Tx, accountId: string, email: string, language: UiLanguageCode | undefined, now: Date) {
  const token = await issueLink(tx, accountId, "verify_email", email, VERIFY_EMAIL_LINK_LIFETIME_MS, now);
  await enqueueMail(tx, {
    kind: "verify-email",
    recipientId: accountId,
    toAddress: email,
    language,
    params: { token, expiresInMinutes: minutes(VERIFY_EMAIL_LINK_LIFETIME_MS) },
  });
}

/** Confirms the address a verification link was sent to (if it is still the account's). */
export async function verifyEmail(db: Db, raw: unknown, now = new Date()): Promise<{ accountId: string }> {
  const parsed = verifyEmailInput.safeParse(raw);
  if (!parsed.success) throw deadLink();
  const accountId = await db.transaction(async (tx) => {
    const link = await useLink(tx, parsed.data.token, "verify_email", now);
    if (!link) return null;
    const updated = await tx
      .update(accounts)
      .set({ emailVerifiedAt: now })
      .where(and(eq(accounts.id, link.accountId), eq(accounts.email, link.email)))
      .returning({ id: accounts.id });
    return updated[0]?.id ?? null;
  });
  if (!accountId) throw deadLink();
  forgetCachedSessions(db, accountId);
  return { accountId };
}

/** A new verification link for the viewer; a verified address needs none (CONFLICT). */
export async function resendVerification(db: Db, viewer: Viewer, language: UiLanguageCode | undefined, now = new Date()): Promise<void> {
  const key = `verify:${viewer.id}`;
  const counted = (await countAttempts(db, [key], VERIFY_RESENDS_PER_ACCOUNT.windowMs, now)).get(key)!;
  const wait = retryAfterSeconds(counted, VERIFY_RESENDS_PER_ACCOUNT, now);
  if (wait > 0) throw rateLimited(`You asked for several links already. Try again in ${Math.ceil(wait / 60)} minute(s).`, wait);
  const [account] = await db.select().from(accounts).where(eq(accounts.id, viewer.id));
  if (!account) throw unauthenticated();
  if (account.emailVerifiedAt) {
    await uncount(db, [counted]);
    throw badInput("Your email address is already verified.");
  }
  await db.transaction((tx) => sendVerificationLink(tx, account.id, account.email, language, now));
}

/**
 * "Forgot password": validates the request, then answers the same whether or not the address has an account. The
 * look-up and the email are done after the answer (`later`), so its timing tells nothing either; a request beyond the
 * per-email allowance is dropped silently, one beyond the per-address allowance is refused (it reveals nothing).
 */
export async function requestPasswordReset(db: Db, raw: unknown, address: string, now = new Date()): Promise<() => Promise<void>> {
  const parsed = passwordResetRequestInput.safeParse(raw);
  if (!parsed.success) throw fromZodIssues(parsed.error.issues);
  const email = normalizeEmail(parsed.data.email);
  const addressKey = `reset-address:${address}`;
  const counted = (await countAttempts(db, [addressKey], RESET_REQUESTS_PER_ADDRESS.windowMs, now)).get(addressKey)!;
  const wait = retryAfterSeconds(counted, RESET_REQUESTS_PER_ADDRESS, now);
  if (wait > 0) throw rateLimited(`Too many requests from your network. Try again in ${Math.ceil(wait / 60)} minute(s).`, wait);
  return async () => {
    const emailKey = `reset-email:${email}`;
    const perEmail = (await countAttempts(db, [emailKey], RESET_REQUESTS_PER_EMAIL.windowMs, now)).get(emailKey)!;
    if (retryAfterSeconds(perEmail, RESET_REQUESTS_PER_EMAIL, now) > 0) return;
    await db.transaction(async (tx) => {
      const [account] = await tx
        .select({ id: accounts.id, email: accounts.email })
        .from(accounts)
        .where(and(eq(accounts.email, email), isNull(accounts.deletionRequestedAt)));
      // An account being deleted is treated as gone: no link.
      if (!account) return;
      const token = await issueLink(tx, account.id, "reset_password", account.email, PASSWORD_RESET_LINK_LIFETIME_MS, now);
      await enqueueMail(tx, {
        kind: "password-reset",
        recipientId: account.id,
        language: parsed.data.language,
        params: { token, expiresInMinutes: minutes(PASSWORD_RESET_LINK_LIFETIME_MS) },
      });
    });
  };
}

async function setPassword(tx: Tx, accountId: string, password: string, now: Date, extra: { verify?: boolean } = {}) {
  await tx
    .update(accounts)
    .set({ passwordHash: await hashPassword(password), passwordChangedAt: now, ...(extra.verify ? { emailVerifiedAt: now } : {}) })
    .where(eq(accounts.id, accountId));
  // Any reset link still out there would undo this change.
  await tx.delete(accountTokens).where(and(eq(accountTokens.accountId, accountId), eq(accountTokens.purpose, "reset_password")));
  await enqueueMail(tx, { kind: "password-changed", recipientId: accountId, params: { at: now.toISOString() } });
}

/**
 * Sets a new password from a reset link: every session ends (whoever knew the old password is out) and the address
 * counts as verified (the link reached it). The person then logs in with the new password (OWASP: no automatic log-in).
 */
export async function resetPassword(db: Db, raw: unknown, now = new Date()): Promise<void> {
  const parsed = passwordResetInput.safeParse(raw);
  if (!parsed.success) {
    if (parsed.error.issues.some((i) => i.path[0] === "token")) throw deadLink();
    throw fromZodIssues(parsed.error.issues);
  }
  const accountId = await db.transaction(async (tx) => {
    const link = await useLink(tx, parsed.data.token, "reset_password", now);
    if (!link) return null;
    await setPassword(tx, link.accountId, parsed.data.password, now, { verify: true });
    return link.accountId;
  });
  if (!accountId) throw deadLink();
  await endSessions(db, accountId);
  forgetCachedSessions(db, accountId);
}

/**
 * The viewer changes their password, proving the current one (throttled like log-in); every other session ends, this
 * one stays.
 */
export async function changePassword(db: Db, viewer: Viewer, currentSessionId: string, raw: unknown, now = new Date()): Promise<void> {
  const parsed = changePasswordInput.safeParse(raw);
  if (!parsed.success) throw fromZodIssues(parsed.error.issues);
  const account = await provePassword(db, viewer, parsed.data.currentPassword, "currentPassword", now);
  await db.transaction((tx) => setPassword(tx, account.id, parsed.data.newPassword, now));
  await endSessions(db, account.id, { except: currentSessionId });
}

/** Proves the viewer's current password, throttled like log-in (the same counter); returns their account row. */
export async function provePassword(db: Db, viewer: Viewer, password: string, field: string, now: Date) {
  const key = `account:${viewer.email}`;
  const counted = (await countAttempts(db, [key], LOGIN_PER_ACCOUNT.windowMs, now)).get(key)!;
  const wait = retryAfterSeconds(counted, LOGIN_PER_ACCOUNT, now);
  if (wait > 0) {
    await uncount(db, [counted]);
    throw rateLimited(`Too many wrong passwords. Try again in ${Math.ceil(wait / 60)} minute(s).`, wait);
  }
  const [account] = await db.select().from(accounts).where(eq(accounts.id, viewer.id));
  const ok = account ? await verifyPassword(account.passwordHash, password) : await verifyAgainstDummy("");
  if (!account || !ok) throw badInput("Your current password is not right.", { [field]: "This is not your current password." });
  await uncount(db, [counted]);
  return account;
}

const addressTaken = () =>
  badInput("This email address belongs to another account.", { newEmail: "This address belongs to another account." });

/**
 * The viewer asks to use a new address, proving their password: a single-use link goes to the new address (it
 * changes only when the link is opened, proving the person reads it), and a notice to the current one, in case it was
 * not them. The address being taken is said: the person has proved their password, and the attempts are throttled.
 */
export async function requestEmailChange(db: Db, viewer: Viewer, raw: unknown, now = new Date()): Promise<void> {
  const parsed = emailChangeInput.safeParse(raw);
  if (!parsed.success) throw fromZodIssues(parsed.error.issues);
  const newEmail = normalizeEmail(parsed.data.newEmail);
  const account = await provePassword(db, viewer, parsed.data.currentPassword, "currentPassword", now);
  if (newEmail === account.email) throw badInput("This is already your address.", { newEmail: "This is already your address." });
  const [taken] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, newEmail));
  if (taken) throw addressTaken();
  await db.transaction(async (tx) => {
    const token = await issueLink(tx, account.id, "change_email", newEmail, EMAIL_CHANGE_LINK_LIFETIME_MS, now);
    await enqueueMail(tx, {
      kind: "email-change-confirm",
      recipientId: account.id,
      toAddress: newEmail,
      language: parsed.data.language,
      params: { token, expiresInMinutes: minutes(EMAIL_CHANGE_LINK_LIFETIME_MS), newEmail },
    });
    await enqueueMail(tx, {
      kind: "email-change-requested",
      recipientId: account.id,
      language: parsed.data.language,
      params: { newEmail },
    });
  });
}

/**
 * Confirms a new address from its emailed link. Talent's profile takes it first, outside the transaction (a call to
 * another service must not hold one open; it is idempotent). Then, in one transaction, the link is used up, the
 * account takes the address, verified, and the former address is told. If talent cannot answer, or the transaction
 * fails, the link is not used up and works again. Sessions stay: the person is the same; cached ones are refreshed.
 */
export async function confirmEmailChange(
  db: Db,
  profiles: { changeEmail(accountId: string, email: string): Promise<void> },
  raw: unknown,
  now = new Date(),
): Promise<{ accountId: string }> {
  const parsed = emailChangeConfirmInput.safeParse(raw);
  if (!parsed.success) throw deadLink();
  const [pending] = await db
    .select()
    .from(accountTokens)
    .where(and(eq(accountTokens.id, sessionIdOf(parsed.data.token)), eq(accountTokens.purpose, "change_email")));
  if (!pending || !linkIsLive(pending, now)) throw deadLink();
  const [taken] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, pending.email));
  if (taken && taken.id !== pending.accountId) throw addressTaken();
  await profiles.changeEmail(pending.accountId, pending.email);

  const accountId = await db
    .transaction(async (tx) => {
      const link = await useLink(tx, parsed.data.token, "change_email", now);
      if (!link) return null;
      const [account] = await tx.select().from(accounts).where(eq(accounts.id, link.accountId)).for("update");
      if (!account) return null;
      if (account.email === link.email) return account.id;
      await tx.update(accounts).set({ email: link.email, emailVerifiedAt: now }).where(eq(accounts.id, account.id));
      await enqueueMail(tx, {
        kind: "email-changed",
        recipientId: account.id,
        toAddress: account.email,
        params: { newEmail: link.email, at: now.toISOString() },
      });
      return account.id;
    })
    .catch((err: unknown) => {
      // Taken by a sign-up in the meantime.
      throw isUniqueViolation(err, "accounts_email_key") ? addressTaken() : err;
    });
  if (!accountId) throw deadLink();
  forgetCachedSessions(db, accountId);
  return { accountId };
}

/** Removes links past their expiry (hourly, every router process; idempotent). */
export async function purgeExpiredLinks(db: Db, now: Date): Promise<void> {
  const removed = await db.delete(accountTokens).where(lte(accountTokens.expiresAt, now)).returning({ id: accountTokens.id });
  if (removed.length) log.info({ removed: removed.length }, "expired account links removed");
}
