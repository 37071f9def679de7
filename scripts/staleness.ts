/**
 * When a build output must be made again. Each output (the server bundle, the client, the database template) is
 * judged on its own from a stamp recorded when it was built: a hash of its sources' content and a hash of what the
 * build wrote. `judge` is the pure rule; the rest lists and hashes the files an output is built from.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export interface Stamp {
  /** Hash of the sources the output was built from. */
  sources: string;
  /** Hash of the output as the build left it (so an output rebuilt or replaced by someone else is noticed). */
  output: string;
  /**
   * Hash of the paths, sizes and modification times of a superset of the sources: while it matches, nothing was
   * touched and their content need not be read again.
   */
  touched?: string;
}

export interface Current {
  sources: string;
  /** Hash of the output now; null when it is missing. */
  output: string | null;
}

export type Verdict =
  { fresh: true } | { fresh: false; reason: "output missing" | "never built here" | "sources changed" | "output replaced" };

/** Whether an output can be used as it is, and if not, why it must be built. */
export function judge(recorded: Stamp | undefined, current: Current): Verdict {
  if (current.output === null) return { fresh: false, reason: "output missing" };
  if (!recorded) return { fresh: false, reason: "never built here" };
  if (recorded.sources !== current.sources) return { fresh: false, reason: "sources changed" };
  if (recorded.output !== current.output) return { fresh: false, reason: "output replaced" };
  return { fresh: true };
}

/** The sources' content hash to judge with: the recorded one while no file was touched since, else read afresh. */
export function sourcesHash(recorded: Stamp | undefined, touched: string, readSources: () => string): string {
  return recorded?.touched === touched ? recorded.sources : readSources();
}

/** One hash over files' paths, sizes and modification times (cheap: no file is read). */
export function hashTouched(root: string, files: Iterable<string>, extra: string[] = []): string {
  const hash = createHash("sha256");
  for (const e of extra) hash.update(`${e}\0`);
  for (const file of [...new Set(files)].sort()) {
    const s = fs.statSync(file);
    hash.update(`${path.relative(root, file)}\0${s.size}\0${s.mtimeMs}\0`);
  }
  return hash.digest("hex");
}

/** One hash over files' paths (relative to `root`) and contents, independent of the order they are listed in. */
export function hashFiles(root: string, files: Iterable<string>, extra: string[] = []): string {
  const hash = createHash("sha256");
  for (const e of extra) hash.update(`${e}\0`);
  for (const file of [...new Set(files)].map((f) => path.relative(root, f)).sort()) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(root, file)));
    hash.update("\0");
  }
  return hash.digest("hex");
}

const SKIPPED_FOLDERS = new Set(["node_modules", "dist", "__snapshots__", ".data"]);
const isTest = (file: string) => /\.test\.[cm]?[jt]sx?$/.test(file);

/** Every file under `dir` (recursively) that `keep` accepts, skipping dependency, output and snapshot folders. */
export function listFiles(dir: string, keep: (file: string) => boolean = () => true): string[] {
  const out: string[] = [];
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name)) out.push(...listFiles(full, keep));
    } else if (entry.isFile() && keep(full)) out.push(full);
  }
  return out;
}

/** What the server bundle is built from, and what it reads at run time (schema, migrations), tests left out. */
export function serverSources(root: string): string[] {
  const keep = (f: string) => !isTest(f);
  return [
    ...["router", "subgraphs", "drizzle", "schema"].flatMap((d) => listFiles(path.join(root, d), keep)),
    ...["package-lock.json", "tsconfig.json", "scripts/build.ts", "scripts/staleness.ts"].map((f) => path.join(root, f)),
  ].filter((f) => fs.existsSync(f));
}

const IMPORT_SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["']([^"']+)["']/g;

/** The module specifiers a source file imports (static, dynamic and side-effect imports). */
export function importSpecifiers(source: string): string[] {
  return [...source.matchAll(IMPORT_SPECIFIER)].map((m) => m[1]!);
}

/** The file a relative specifier names, trying TypeScript for `.js` and extension-less imports. */
function resolveFile(fromFile: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(fromFile), specifier);
  const stem = base.replace(/\.[cm]?js$/, "");
  const candidates = [base, `${stem}.ts`, `${stem}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")];
  return candidates.find((c) => fs.existsSync(c) && fs.statSync(c).isFile());
}

/**
 * What the client is built from: the client folder (its build output and tests left out) and the server files it
 * imports through the `@server` alias, followed through their own relative imports.
 */
export function clientSources(root: string): string[] {
  const clientFiles = listFiles(path.join(root, "client"), (f) => !isTest(f));
  const serverDir = path.join(root, "subgraphs");
  const seen = new Set<string>();
  const queue: string[] = [];
  const visit = (file: string | undefined) => {
    if (file && !seen.has(file)) {
      seen.add(file);
      queue.push(file);
    }
  };
  for (const file of clientFiles) {
    if (!/\.[cm]?[jt]sx?$/.test(file)) continue;
    for (const spec of importSpecifiers(fs.readFileSync(file, "utf8")))
      if (spec.startsWith("@server/")) visit(resolveFile(path.join(serverDir, "_"), `./${spec.slice("@server/".length)}`));
  }
  while (queue.length) {
    const file = queue.pop()!;
    for (const spec of importSpecifiers(fs.readFileSync(file, "utf8"))) if (spec.startsWith(".")) visit(resolveFile(file, spec));
  }
  return [...clientFiles, ...seen, ...["package-lock.json", "tsconfig.json"].map((f) => path.join(root, f))].filter((f) =>
    fs.existsSync(f),
  );
}

/** What the database template is made from: the migrations and the PGlite and drizzle versions installed. */
export function templateSources(root: string): { files: string[]; versions: string[] } {
  const version = (pkg: string) => {
    const file = path.join(root, "node_modules", pkg, "package.json");
    return fs.existsSync(file) ? `${pkg}@${(JSON.parse(fs.readFileSync(file, "utf8")) as { version: string }).version}` : `${pkg}@none`;
  };
  return {
    files: [...listFiles(path.join(root, "drizzle", "migrations")), path.join(root, "scripts", "build.ts")],
    versions: [version("@electric-sql/pglite"), version("drizzle-orm")],
  };
}
