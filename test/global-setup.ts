/**
 * Migrates and seeds one template database per test run; each test file then starts from a copy of it
 * (PGlite: a dumped data folder; PostgreSQL: CREATE DATABASE … TEMPLATE) instead of migrating again.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../subgraphs/shared/db.js";
import { prepareDatabase } from "../router/bootstrap.js";

declare module "vitest" {
  export interface ProvidedContext {
    templateDatabase: string;
    templateDataDir: string;
  }
}

function adminUrl(url: string, database = "postgres"): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `tf_template_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl(url) });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    const database = await openDatabase({ url: adminUrl(url, name), max: 2 });
    await prepareDatabase(database, { demo: true });
    await database.close();
    project.provide("templateDatabase", name);
    project.provide("templateDataDir", "");
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    };
  }
  const database = await openDatabase({ dataDir: "memory://" });
  await prepareDatabase(database, { demo: true });
  const dump = await (database as unknown as { dump(): Promise<Blob> }).dump();
  await database.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "tf-template-")), "template.tar");
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("templateDatabase", "");
  project.provide("templateDataDir", file);
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
