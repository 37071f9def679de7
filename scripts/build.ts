/**
 * `npm run build`: the server bundled once into dist/server (esbuild), the client built into client/dist
 * (`npm run build:client`) and a migrated PGlite data folder packed as dist/database-template.tar, which a fresh
 * DATA_DIR starts from instead of running initdb. `--if-stale` (npm start) builds only the outputs whose stamp
 * (scripts/staleness.ts) no longer matches; naming outputs (`server`, `client`, `template`) limits the run to them.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { findProjectRoot } from "../subgraphs/shared/project-root.js";
import { pidIsAlive } from "../subgraphs/shared/db.js";
import {
  clientSources,
  hashFiles,
  hashTouched,
  judge,
  listFiles,
  serverSources,
  sourcesHash,
  templateSources,
  type Stamp,
} from "./staleness.js";

const root = findProjectRoot(import.meta.dirname);
const dist = path.join(root, "dist");
const stampsFile = path.join(dist, "stamps.json");
const SERVER_OUT = path.join(dist, "server");
const TEMPLATE_FILE = path.join(dist, "database-template.tar");
const CLIENT_INDEX = path.join(root, "client", "dist", "index.html");

type Output = "server" | "client" | "template";
type Stamps = Partial<Record<Output, Stamp & { pglite?: string }>>;

const readStamps = (): Stamps => {
  try {
    return JSON.parse(fs.readFileSync(stampsFile, "utf8")) as Stamps;
  } catch {
    return {};
  }
};

function writeStamp(output: Output, stamp: Stamp & { pglite?: string }) {
  const stamps = { ...readStamps(), [output]: stamp };
  fs.mkdirSync(dist, { recursive: true });
  const tmp = `${stampsFile}.${process.pid}`;
  fs.writeFileSync(tmp, JSON.stringify(stamps, null, 2) + "\n");
  fs.renameSync(tmp, stampsFile);
}

const sha = (text: string | Buffer) => createHash("sha256").update(text).digest("hex");

/** What each output looks like now: its sources' hash and its own (null when missing). */
const outputs: Record<Output, { touched(): string; sources(): string; output(): string | null; build(sources: string): Promise<void> }> = {
  server: {
    touched: () => hashTouched(root, serverSources(root)),
    sources: () => hashFiles(root, serverSources(root)),
    output: () =>
      fs.existsSync(path.join(SERVER_OUT, "main.js")) && fs.existsSync(path.join(SERVER_OUT, "serve.js"))
        ? hashFiles(
            root,
            listFiles(SERVER_OUT, (f) => f.endsWith(".js")),
          )
        : null,
    build: buildServer,
  },
  client: {
    // Every client and server file: listing exactly what the client imports means reading them all.
    touched: () =>
      hashTouched(root, [
        ...listFiles(path.join(root, "client")),
        ...listFiles(path.join(root, "subgraphs")),
        ...["package-lock.json", "tsconfig.json"].map((f) => path.join(root, f)),
      ]),
    sources: () => hashFiles(root, clientSources(root)),
    // index.html names every hashed asset: it changes whenever the build's output does.
    output: () => (fs.existsSync(CLIENT_INDEX) ? sha(fs.readFileSync(CLIENT_INDEX)) : null),
    build: async () => run("npm", ["run", "build:client"]),
  },
  template: {
    touched: () => {
      const { files, versions } = templateSources(root);
      return hashTouched(root, files, versions);
    },
    sources: () => {
      const { files, versions } = templateSources(root);
      return hashFiles(root, files, versions);
    },
    output: () => (fs.existsSync(TEMPLATE_FILE) ? sizeAndTime(TEMPLATE_FILE) : null),
    build: buildTemplate,
  },
};

const sizeAndTime = (file: string) => {
  const s = fs.statSync(file);
  return `${s.size}:${s.mtimeMs}`;
};

function run(command: string, args: string[]) {
  const r = spawnSync(command, args, { cwd: root, stdio: "inherit" });
  if (r.status !== 0) throw new Error(`${command} ${args.join(" ")} failed (${r.status ?? r.signal})`);
}

/**
 * Bundled rather than transpiled file by file: one file to load instead of ~700 keeps start-up short. Packages stay
 * external (node_modules is there at run time; PGlite and argon2 find their own WASM and native files). esbuild comes
 * with tsx and vite; the types are not checked here (`npm run typecheck` does that).
 */
async function buildServer(sources: string): Promise<void> {
  const { build } = await import("esbuild");
  const tmp = `${SERVER_OUT}.tmp-${process.pid}`;
  fs.rmSync(tmp, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: { main: "router/main.ts", serve: "subgraphs/serve.ts" },
    outdir: tmp,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20",
    packages: "external",
    sourcemap: "linked",
    // Tells the running server which sources it was built from (router/warm-start.ts).
    define: { TALENTFORGE_SERVER_SOURCES: JSON.stringify(sources) },
    logLevel: "warning",
  });
  fs.rmSync(SERVER_OUT, { recursive: true, force: true });
  fs.renameSync(tmp, SERVER_OUT);
}

/** A PGlite data folder after initdb and every migration, packed: the slow part of a first start, done once here. */
async function buildTemplate(): Promise<void> {
  const [{ openDatabase }, { migrateAll }] = await Promise.all([import("../subgraphs/shared/db.js"), import("../drizzle/migrate.js")]);
  const database = (await openDatabase({ dataDir: "memory://" })) as Awaited<ReturnType<typeof openDatabase>> & { dump(): Promise<Blob> };
  try {
    await migrateAll(database);
    const tar = Buffer.from(await (await database.dump()).arrayBuffer());
    fs.mkdirSync(dist, { recursive: true });
    const tmp = `${TEMPLATE_FILE}.${process.pid}`;
    fs.writeFileSync(tmp, tar);
    fs.renameSync(tmp, TEMPLATE_FILE);
  } finally {
    await database.close();
  }
}

const installedPglite = () =>
  (JSON.parse(fs.readFileSync(path.join(root, "node_modules", "@electric-sql", "pglite", "package.json"), "utf8")) as { version: string })
    .version;

/** One build at a time per checkout: `npm start` and split-mode processes started together wait for each other. */
async function withBuildLock<T>(fn: () => Promise<T>): Promise<T> {
  fs.mkdirSync(dist, { recursive: true });
  const lock = path.join(dist, ".build.lock");
  for (;;) {
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: "wx" });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const pid = Number(fs.readFileSync(lock, "utf8"));
      if (!pidIsAlive(pid)) fs.rmSync(lock, { force: true });
      else await new Promise((r) => setTimeout(r, 250));
    }
  }
  try {
    return await fn();
  } finally {
    fs.rmSync(lock, { force: true });
  }
}

async function buildOutputs(wanted: Output[], ifStale: boolean): Promise<void> {
  await withBuildLock(async () => {
    const stamps = readStamps();
    for (const name of wanted) {
      const o = outputs[name];
      const touched = o.touched();
      const sources = sourcesHash(stamps[name], touched, () => o.sources());
      const verdict = judge(stamps[name], { sources, output: o.output() });
      if (ifStale && verdict.fresh) {
        // Touched but unchanged (a checkout, a save without edits): remember the new times so the next check is cheap.
        if (stamps[name]!.touched !== touched) writeStamp(name, { ...stamps[name]!, touched });
        continue;
      }
      const started = Date.now();
      console.log(`[build] ${name}: ${verdict.fresh ? "requested" : verdict.reason}, building…`);
      await o.build(sources);
      const output = o.output();
      if (output === null) throw new Error(`The ${name} build left no output`);
      writeStamp(name, { sources, output, touched, ...(name === "template" ? { pglite: installedPglite() } : {}) });
      console.log(`[build] ${name}: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
  });
}

const args = process.argv.slice(2);
const named = args.filter((a): a is Output => a === "server" || a === "client" || a === "template");
// The template serves only PGlite: with DATABASE_URL set, nothing would start from it.
const wanted = (named.length ? named : (["server", "client", "template"] as const)).filter(
  (o) => !(o === "template" && process.env.DATABASE_URL),
);
await buildOutputs(wanted, args.includes("--if-stale"));
