/**
 * Deleting an account (Hong Kong PDPO DPP2(2) and Malaysia PDPA s.10: personal data is not kept longer than needed).
 * The person asks with their password: the account is marked, every session ends and nobody can log in to it again.
 * The erasure job then asks every service to erase what it holds about the person (each keeps only what the policy in
 * subgraphs/shared/rules/account-erasure.ts says, for the reason it gives), deletes the account, and keeps a record of
 * the deletion with no email address or name. A service that cannot be reached leaves the account marked: the next
 * turn tries again, and nothing is lost in between.
 */
import { and, asc, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import { z } from "zod";
import { accountDeletions, accounts, attemptCounters } from "../../drizzle/schema/auth.js";
import { outbox } from "../../drizzle/schema/mail.js";
import type { Db } from "../../subgraphs/shared/db.js";
import { fromZodIssues } from "../../subgraphs/shared/errors.js";
import type { ScheduledJob } from "../../subgraphs/shared/jobs.js";
import { log as processLog, type Logger } from "../../subgraphs/shared/log.js";
import { keptSummary } from "../../subgraphs/shared/rules/account-erasure.js";
import type { SubgraphName } from "../../subgraphs/shared/server.js";
import type { Viewer } from "../../subgraphs/shared/viewer.js";
import { provePassword } from "./lifecycle.js";
import type { AskSubgraph } from "./personal-data.js";
import { PASSWORD_MAX } from "./rules.js";
import { endSessions, forgetCachedSessions } from "./sessions.js";

export const deleteAccountInput = z.object({ password: z.string().min(1, "Required.").max(PASSWORD_MAX) });

/**
 * The viewer asks for their account to be deleted, proving their password (throttled like log-in, on the same
 * counter). Marks the account and ends every session; a wrong password changes nothing.
 */
export async function requestAccountDeletion(db: Db, viewer: Viewer, raw: unknown, now = new Date()): Promise<void> {
  const parsed = deleteAccountInput.safeParse(raw);
  if (!parsed.success) throw fromZodIssues(parsed.error.issues);
  const account = await provePassword(db, viewer, parsed.data.password, "password", now);
  // The first request's time stands: asking twice does not put the erasure off.
  await db
    .update(accounts)
    .set({ deletionRequestedAt: now })
    .where(and(eq(accounts.id, account.id), isNull(accounts.deletionRequestedAt)));
  await endSessions(db, account.id);
  forgetCachedSessions(db, account.id);
}

/** Each service's internal erasure, in this order: the profile last, so others' names for the person hold till the end. */
const ERASING_ORDER: readonly SubgraphName[] = ["events", "forum", "jobs", "courses", "talent"];
const eraseMutation = (subgraph: SubgraphName) => {
  const field = `erase${subgraph[0]!.toUpperCase()}${subgraph.slice(1)}PersonalData`;
  return `mutation Erase($personId: ID!) { ${field}(personId: $personId) }`;
};

/** Marked accounts erased per turn: a few at a time keeps each turn short. */
export const ERASURES_PER_TURN = 20;
/** How often the erasure job runs. */
export const ERASURE_EVERY_MS = 10 * 60 * 1000;

export interface ErasureReport {
  erased: string[];
  /** Accounts left marked because a service could not be reached: the next turn tries again. */
  waiting: string[];
}

/** One turn of the erasure job: each marked account erased in every service, then deleted and recorded. */
export async function eraseDeletedAccounts(
  db: Db,
  ask: AskSubgraph,
  now = new Date(),
  logger: Logger = processLog,
): Promise<ErasureReport> {
  const marked = await db
    .select({ id: accounts.id, email: accounts.email, requestedAt: accounts.deletionRequestedAt })
    .from(accounts)
    .where(isNotNull(accounts.deletionRequestedAt))
    .orderBy(asc(accounts.deletionRequestedAt))
    .limit(ERASURES_PER_TURN);
  const report: ErasureReport = { erased: [], waiting: [] };
  for (const account of marked) {
    try {
      // One service after another (never inside a transaction of ours); each erasure is idempotent, so a retry after
      // a failure half-way repeats the finished ones harmlessly.
      for (const subgraph of ERASING_ORDER) await ask(subgraph, eraseMutation(subgraph), { personId: account.id });
    } catch (err) {
      logger.warn({ err, accountId: account.id }, "account erasure waits: a service could not erase; the next turn tries again");
      report.waiting.push(account.id);
      continue;
    }
    await db.transaction(async (tx) => {
      // Counters and messages keyed by the address or addressed to the account go with it.
      await tx
        .delete(attemptCounters)
        .where(inArray(attemptCounters.key, [`account:${account.email}`, `verify:${account.id}`, `export:${account.id}`]));
      await tx.delete(outbox).where(eq(outbox.recipientId, account.id));
      // Sessions, roles and emailed links go with the account (cascade).
      await tx.delete(accounts).where(eq(accounts.id, account.id));
      await tx
        .insert(accountDeletions)
        .values({ accountId: account.id, requestedAt: account.requestedAt!, erasedAt: now, kept: keptSummary() })
        .onConflictDoNothing();
    });
    forgetCachedSessions(db, account.id);
    report.erased.push(account.id);
  }
  if (report.erased.length) logger.info({ erased: report.erased.length }, "deleted accounts erased");
  return report;
}

/** The scheduled erasure (router/main.ts runs it with the auth module's other jobs). */
export function accountErasureJob(ask: AskSubgraph, logger?: Logger): ScheduledJob {
  return {
    name: "auth: deleted accounts' erasure",
    everyMs: ERASURE_EVERY_MS,
    run: (db, now) => eraseDeletedAccounts(db, ask, now, logger),
  };
}
