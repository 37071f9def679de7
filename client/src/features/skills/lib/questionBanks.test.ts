/**
 * The question banks hold the correct answers: only mock code may import them, so they never reach the production
 * bundle (pages and components get questions from the API, which never sends a verify attempt's answers).
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const src = path.resolve(import.meta.dirname, "../../..");

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === "mocks" || e.name === "__generated__" ? [] : files(full);
    return /\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

describe("question banks", () => {
  it("are imported by no client code outside the mocks", () => {
    const importers = files(src).filter((f) => /question-bank/.test(fs.readFileSync(f, "utf8")));
    expect(importers.map((f) => path.relative(src, f))).toEqual([]);
  });
});
