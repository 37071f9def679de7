/**
 * A person's data as one subgraph holds it, for their copy of it (Hong Kong PDPO DPP6 and Malaysia PDPA s.30: a person
 * may have a copy of the personal data held about them). Each subgraph lists its sources once: every table whose rows
 * are about a person as their subject (their profile, applications, orders, posts, registrations), by the column that
 * holds the person's id. Columns naming staff who acted on a row (`*_by`) do not make it the staff member's data.
 */
import { asc, eq, getTableColumns, inArray, type Column, type SQL } from "drizzle-orm";
import { getTableConfig, type PgColumn, type PgTable } from "drizzle-orm/pg-core";
import type { Db, Tx } from "./db.js";
import { badInput } from "./errors.js";
import { requireSystem } from "./guards.js";
import type { BaseContext, SubgraphName } from "./server.js";

export interface PersonalDataSource {
  /** The list's name in the export (`jobApplications`). */
  name: string;
  table: PgTable;
  /**
   * The column holding the person's id. With `through`, the column pointing at the parent row instead (the answers of
   * the person's attempts, the history of their applications).
   */
  column: PgColumn;
  /** The person's rows of a parent table: `column` in (select `key` from the parent where `person` = the person). */
  through?: { key: PgColumn; person: PgColumn };
  /** Property names never exported: storage keys are addresses inside our storage, not the person's data. */
  omit?: readonly string[];
}

/** Source name → the person's rows, each row as its drizzle properties. */
export type PersonalData = Record<string, Record<string, unknown>[]>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The person's id as a uuid, or BAD_USER_INPUT (a malformed id would otherwise fail in SQL). */
export function personIdOf(raw: string): string {
  if (!UUID.test(raw)) throw badInput("Not a person's id.", { personId: "Not a person's id." });
  return raw.toLowerCase();
}

/** Where a source's rows are the person's. */
export function personRows(db: Tx, source: PersonalDataSource, personId: string): SQL {
  if (!source.through) return eq(source.column, personId);
  const parent = (source.through.person as Column).table as PgTable;
  return inArray(source.column, db.select({ key: source.through.key }).from(parent).where(eq(source.through.person, personId)));
}

/** A stable order: the primary key (composite or single), else every column. */
function orderOf(table: PgTable): PgColumn[] {
  const config = getTableConfig(table);
  const composite = config.primaryKeys[0]?.columns;
  if (composite?.length) return composite;
  const single = config.columns.filter((c) => c.primary);
  return single.length ? single : config.columns;
}

/** Every source's rows about the person, each list in a stable order (one select per source). */
export async function collectPersonalData(db: Db, sources: readonly PersonalDataSource[], personId: string): Promise<PersonalData> {
  const id = personIdOf(personId);
  const out: PersonalData = {};
  for (const source of sources) {
    const columns = Object.fromEntries(
      Object.entries(getTableColumns(source.table)).filter(([name]) => !source.omit?.includes(name)),
    ) as Record<string, PgColumn>;
    out[source.name] = await db
      .select(columns)
      .from(source.table)
      .where(personRows(db, source, id))
      .orderBy(...orderOf(source.table).map((c) => asc(c)));
  }
  return out;
}

/** The subgraph's answer to the router: the person's data as one JSON document. */
export async function personalDataDocument(db: Db, sources: readonly PersonalDataSource[], personId: string): Promise<string> {
  return JSON.stringify(await collectPersonalData(db, sources, personId));
}

/**
 * Deletes the person's rows of the named sources (account deletion), rows reached through a parent before the
 * parents, so no foreign key is in the way. Run inside the caller's transaction; deleting nothing is fine (idempotent).
 */
export async function deletePersonalRows(tx: Tx, sources: readonly PersonalDataSource[], names: readonly string[], personId: string) {
  const chosen = sources.filter((s) => names.includes(s.name));
  const unknown = names.filter((n) => !sources.some((s) => s.name === n));
  if (unknown.length) throw new Error(`No personal data source named ${unknown.join(", ")}`);
  for (const source of [...chosen.filter((s) => s.through), ...chosen.filter((s) => !s.through)])
    await tx.delete(source.table).where(personRows(tx, source, personId));
}

type PersonIdResolver<R> = (parent: unknown, args: { personId: string }, ctx: BaseContext) => Promise<R>;

/**
 * A subgraph's two internal operations for the router: `<name>PersonalData` (the export document) and
 * `erase<Name>PersonalData` (account deletion, by `erase`), both for the platform only.
 */
export function personalDataResolversFor<N extends SubgraphName, C extends BaseContext>(
  name: N,
  sources: readonly PersonalDataSource[],
  erase: (ctx: C, personId: string) => Promise<boolean>,
): {
  Query: Record<`${N}PersonalData`, PersonIdResolver<string>>;
  Mutation: Record<`erase${Capitalize<N>}PersonalData`, PersonIdResolver<boolean>>;
} {
  const capitalized = `${name.charAt(0).toUpperCase()}${name.slice(1)}` as Capitalize<N>;
  const query: PersonIdResolver<string> = async (_, { personId }, ctx) => {
    requireSystem(ctx);
    return personalDataDocument(ctx.db, sources, personId);
  };
  const mutation: PersonIdResolver<boolean> = (_, { personId }, ctx) => erase(ctx as C, personId);
  return {
    Query: { [`${name}PersonalData`]: query } as Record<`${N}PersonalData`, PersonIdResolver<string>>,
    Mutation: { [`erase${capitalized}PersonalData`]: mutation } as Record<`erase${Capitalize<N>}PersonalData`, PersonIdResolver<boolean>>,
  };
}
