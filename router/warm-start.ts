/**
 * What makes a start from the built server short on PGlite (`npm start`):
 * - a fresh data folder starts from dist/database-template.tar (initdb and every migration done at build time);
 * - a data folder already migrated and seeded by this same build skips both: a record in the folder names the sources
 *   it was prepared from. Seeds are idempotent and keep the dates of the first seeding (shared/seed.ts), so running
 *   them again with unchanged sources changes nothing; any change to the sources (seed data, migrations) runs them.
 * From TypeScript sources (tsx, tests) or on PostgreSQL every start migrates and seeds, as before.
 */
import fs from "node:fs";
import path from "node:path";
import { fromProjectRoot } from "../subgraphs/shared/project-root.js";
import type { PrepareOptions } from "./bootstrap.js";

// Replaced by the build (scripts/build.ts) with the hash of the sources the bundle was made from.
declare const TALENTFORGE_SERVER_SOURCES: string | undefined;

/** The sources hash of the running build; undefined when running from TypeScript sources. */
export function runningBuild(): string | undefined {
  return typeof TALENTFORGE_SERVER_SOURCES === "string" ? TALENTFORGE_SERVER_SOURCES : undefined;
}

export const PREPARED_FILE = "talentforge-prepared.json";

export interface PreparedRecord {
  /** The build's sources hash the folder was last migrated and seeded with. */
  sources: string;
  /** Whether the demo world was seeded (outside production). */
  demo: boolean;
}

/** Whether migrating and seeding can be skipped: the folder was prepared by this very build, with the same options. */
export function alreadyPrepared(record: PreparedRecord | undefined, build: string | undefined, opts: PrepareOptions): boolean {
  return build !== undefined && record !== undefined && record.sources === build && record.demo === opts.demo;
}

function readRecord(file: string): PreparedRecord | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as PreparedRecord;
  } catch {
    return undefined;
  }
}

/**
 * Runs `prepare` (migrations and seeds) unless the PGlite folder `dataDir` was prepared by this build; records it
 * afterwards. Without a build, the record is removed: what sources ran cannot be told, so the next start prepares.
 */
export async function prepareUnlessDone(
  dataDir: string | undefined,
  opts: PrepareOptions,
  prepare: () => Promise<void>,
  build: string | undefined = runningBuild(),
): Promise<"prepared" | "skipped"> {
  const file = dataDir && !dataDir.startsWith("memory://") ? path.join(dataDir, PREPARED_FILE) : undefined;
  if (!file) {
    await prepare();
    return "prepared";
  }
  if (alreadyPrepared(readRecord(file), build, opts)) return "skipped";
  fs.rmSync(file, { force: true });
  await prepare();
  if (build !== undefined) {
    const record: PreparedRecord = { sources: build, demo: opts.demo };
    fs.writeFileSync(`${file}.tmp`, JSON.stringify(record) + "\n");
    fs.renameSync(`${file}.tmp`, file);
  }
  return "prepared";
}

/**
 * The packed, migrated data folder a fresh PGlite `dataDir` starts from, when the build made one with the PGlite
 * installed now; undefined for a folder that already holds a database, or without a usable template.
 */
export function freshFolderTemplate(dataDir: string, distDir = fromProjectRoot("dist")): Blob | undefined {
  if (dataDir.startsWith("memory://") || fs.existsSync(path.join(dataDir, "PG_VERSION"))) return undefined;
  const template = path.join(distDir, "database-template.tar");
  if (!fs.existsSync(template)) return undefined;
  try {
    const stamps = JSON.parse(fs.readFileSync(path.join(distDir, "stamps.json"), "utf8")) as { template?: { pglite?: string } };
    const installed = (
      JSON.parse(fs.readFileSync(fromProjectRoot("node_modules", "@electric-sql", "pglite", "package.json"), "utf8")) as {
        version: string;
      }
    ).version;
    if (stamps.template?.pglite !== installed) return undefined;
  } catch {
    return undefined;
  }
  return new Blob([fs.readFileSync(template)]);
}
