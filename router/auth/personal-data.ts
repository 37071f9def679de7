/**
 * A person's copy of their data (Hong Kong PDPO DPP6 and Malaysia PDPA s.30: access to the personal data held about
 * them), as one JSON document: the account as the auth module holds it (never the password hash) with its live
 * sessions and the partner API keys the person created (never a key's secret or hash), and each subgraph's rows about
 * the person, asked of the subgraphs as the platform. It is whole or nothing:
 * if any subgraph cannot answer, the export fails with SERVICE_UNAVAILABLE rather than leave something out.
 */
import { asc, eq } from "drizzle-orm";
import { accountRoles, accounts, apiKeys } from "../../drizzle/schema/auth.js";
import type { Db } from "../../subgraphs/shared/db.js";
import { AppError, ErrorCode, rateLimited, serviceUnavailable, unauthenticated } from "../../subgraphs/shared/errors.js";
import { SUBGRAPH_NAMES, type SubgraphName } from "../../subgraphs/shared/server.js";
import type { Viewer } from "../../subgraphs/shared/viewer.js";
import { apiKeyView, asApiKeyView, type ApiKeyView } from "../partner/keys.js";
import { countAttempts, uncount } from "./attempts.js";
import { retryAfterSeconds, type Throttle } from "./rules.js";
import { listSessions, type SessionListEntry } from "./sessions.js";

/** Calls one subgraph as the platform (router/app.ts wires it to callSubgraphAsSystem). */
export type AskSubgraph = <T>(subgraph: SubgraphName, query: string, variables: Record<string, unknown>) => Promise<T>;

/** Exports per account: each one reads every table the person appears in, so a few an hour is plenty. */
export const EXPORTS_PER_ACCOUNT: Throttle = { limit: 5, windowMs: 60 * 60 * 1000 };

export interface AccountExport {
  id: string;
  email: string;
  purpose: string;
  roles: string[];
  createdAt: Date;
  emailVerifiedAt: Date | null;
  passwordChangedAt: Date | null;
  sessions: SessionListEntry[];
  /** The partner API keys the person created, as their admin page shows them. */
  apiKeys: ApiKeyView[];
}

export type PersonalDataExport = {
  exportedAt: Date;
  account: AccountExport;
} & Record<SubgraphName, Record<string, unknown[]>>;

/** The attachment's name: the day of the export (UTC). */
export function exportFileName(exportedAt: Date): string {
  return `talentforge-data-${exportedAt.toISOString().slice(0, 10)}.json`;
}

/** Each subgraph's own personal data query (internal, system only). */
const personalDataQuery = (subgraph: SubgraphName) => `query PersonalData($personId: ID!) { ${subgraph}PersonalData(personId: $personId) }`;

/** Every subgraph's rows about the person, asked in parallel; any failure fails the whole (no partial export). */
export async function collectFromSubgraphs(ask: AskSubgraph, personId: string): Promise<Record<SubgraphName, Record<string, unknown[]>>> {
  const answers = await Promise.allSettled(
    SUBGRAPH_NAMES.map(async (name) => {
      const data = await ask<Record<string, string>>(name, personalDataQuery(name), { personId });
      return [name, JSON.parse(data[`${name}PersonalData`]!) as Record<string, unknown[]>] as const;
    }),
  );
  const failed = answers.findIndex((a) => a.status === "rejected");
  if (failed >= 0) {
    const reason = (answers[failed] as PromiseRejectedResult).reason;
    // Whatever went wrong on that side, the person may try again: what they asked for is the same.
    throw reason instanceof AppError && reason.code === ErrorCode.SERVICE_UNAVAILABLE
      ? reason
      : serviceUnavailable(SUBGRAPH_NAMES[failed]!);
  }
  return Object.fromEntries(
    answers.map((a) => (a as PromiseFulfilledResult<readonly [SubgraphName, Record<string, unknown[]>]>).value),
  ) as Record<SubgraphName, Record<string, unknown[]>>;
}

/** The viewer's data, throttled per account (RATE_LIMITED past EXPORTS_PER_ACCOUNT). */
export async function exportPersonalData(
  db: Db,
  ask: AskSubgraph,
  viewer: Viewer,
  currentSessionId: string,
  now = new Date(),
): Promise<PersonalDataExport> {
  const key = `export:${viewer.id}`;
  const counted = (await countAttempts(db, [key], EXPORTS_PER_ACCOUNT.windowMs, now)).get(key)!;
  const wait = retryAfterSeconds(counted, EXPORTS_PER_ACCOUNT, now);
  if (wait > 0) throw rateLimited(`You downloaded your data several times already. Try again in ${Math.ceil(wait / 60)} minute(s).`, wait);
  try {
    const [account] = await db
      .select({
        id: accounts.id,
        email: accounts.email,
        purpose: accounts.purpose,
        createdAt: accounts.createdAt,
        emailVerifiedAt: accounts.emailVerifiedAt,
        passwordChangedAt: accounts.passwordChangedAt,
      })
      .from(accounts)
      .where(eq(accounts.id, viewer.id));
    if (!account) throw unauthenticated();
    const roles = await db.select({ role: accountRoles.role }).from(accountRoles).where(eq(accountRoles.accountId, account.id));
    const sessions = await listSessions(db, account.id, currentSessionId, now);
    const keys = (
      await db.select(apiKeyView).from(apiKeys).where(eq(apiKeys.createdBy, account.id)).orderBy(asc(apiKeys.createdAt), asc(apiKeys.id))
    ).map(asApiKeyView);
    const subgraphs = await collectFromSubgraphs(ask, account.id);
    return {
      exportedAt: now,
      account: { ...account, roles: roles.map((r) => r.role).sort(), sessions, apiKeys: keys },
      ...subgraphs,
    };
  } catch (err) {
    // A failed export used up nothing: the person tries again when the service is back.
    await uncount(db, [counted]);
    throw err;
  }
}
