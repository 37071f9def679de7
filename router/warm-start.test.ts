/** Skipping migrations and seeds on a data folder this build prepared already (router/warm-start.ts). */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { PREPARED_FILE, alreadyPrepared, freshFolderTemplate, prepareUnlessDone } from "./warm-start.js";

const demo = { demo: true };

describe("alreadyPrepared", () => {
  it("skips only for the build that prepared the folder, with the same demo setting", () => {
    expect(alreadyPrepared({ sources: "b1", demo: true }, "b1", demo)).toBe(true);
    expect(alreadyPrepared({ sources: "b1", demo: true }, "b2", demo)).toBe(false);
    expect(alreadyPrepared({ sources: "b1", demo: false }, "b1", demo)).toBe(false);
    expect(alreadyPrepared(undefined, "b1", demo)).toBe(false);
  });
  it("never skips when running from sources (no build)", () => {
    expect(alreadyPrepared({ sources: "b1", demo: true }, undefined, demo)).toBe(false);
  });
});

describe("prepareUnlessDone", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tf-warm-"));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("prepares a new folder, then skips while the build stays the same, and prepares again for a new build", async () => {
    let runs = 0;
    const prepare = async () => void runs++;
    expect(await prepareUnlessDone(dir, demo, prepare, "b1")).toBe("prepared");
    expect(await prepareUnlessDone(dir, demo, prepare, "b1")).toBe("skipped");
    expect(runs).toBe(1);
    expect(await prepareUnlessDone(dir, demo, prepare, "b2")).toBe("prepared");
    expect(runs).toBe(2);
  });

  it("records nothing when preparing fails, so the next start tries again", async () => {
    const failing = fs.mkdtempSync(path.join(dir, "f-"));
    await expect(prepareUnlessDone(failing, demo, () => Promise.reject(new Error("seed failed")), "b1")).rejects.toThrow("seed failed");
    expect(fs.existsSync(path.join(failing, PREPARED_FILE))).toBe(false);
  });

  it("forgets the record when started from sources, which may differ from any build", async () => {
    const folder = fs.mkdtempSync(path.join(dir, "s-"));
    await prepareUnlessDone(folder, demo, async () => {}, "b1");
    expect(await prepareUnlessDone(folder, demo, async () => {}, undefined)).toBe("prepared");
    expect(fs.existsSync(path.join(folder, PREPARED_FILE))).toBe(false);
    let runs = 0;
    expect(await prepareUnlessDone(folder, demo, async () => void runs++, "b1")).toBe("prepared");
    expect(runs).toBe(1);
  });

  it("always prepares an in-memory database", async () => {
    let runs = 0;
    await prepareUnlessDone("memory://", demo, async () => void runs++, "b1");
    await prepareUnlessDone("memory://", demo, async () => void runs++, "b1");
    expect(runs).toBe(2);
  });
});

describe("freshFolderTemplate", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tf-template-"));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const distDir = path.join(dir, "dist");
  fs.mkdirSync(distDir);
  fs.writeFileSync(path.join(distDir, "database-template.tar"), "tar");
  const installed = (JSON.parse(fs.readFileSync("node_modules/@electric-sql/pglite/package.json", "utf8")) as { version: string }).version;
  const stampWith = (pglite: string) => fs.writeFileSync(path.join(distDir, "stamps.json"), JSON.stringify({ template: { pglite } }));

  it("starts a fresh folder from the template made with the PGlite installed", () => {
    stampWith(installed);
    expect(freshFolderTemplate(path.join(dir, "fresh"), distDir)?.size).toBe(3);
  });
  it("does not use a template made with another PGlite", () => {
    stampWith("0.0.1");
    expect(freshFolderTemplate(path.join(dir, "fresh"), distDir)).toBeUndefined();
  });
  it("leaves a folder that holds a database alone", () => {
    stampWith(installed);
    const existing = path.join(dir, "existing");
    fs.mkdirSync(existing);
    fs.writeFileSync(path.join(existing, "PG_VERSION"), "18");
    expect(freshFolderTemplate(existing, distDir)).toBeUndefined();
  });
});
