/**
 * The project's root folder (where package.json is), found by walking up from this module. The same answer whether
 * the code runs from its TypeScript sources (tsx, vitest) or from the bundle in dist/server, so files read at run time
 * (schema/, drizzle/migrations/, client/dist/) are always found from here rather than by `..` counting per file.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The nearest folder at or above `start` that holds a package.json; throws when there is none. */
export function findProjectRoot(start: string): string {
  for (let dir = path.resolve(start); ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, "package.json"))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json at or above ${start}`);
  }
}

let cached: string | undefined;

/** The project root (cached). */
export function projectRoot(): string {
  return (cached ??= findProjectRoot(path.dirname(fileURLToPath(import.meta.url))));
}

/** A path inside the project root. */
export function fromProjectRoot(...segments: string[]): string {
  return path.join(projectRoot(), ...segments);
}
