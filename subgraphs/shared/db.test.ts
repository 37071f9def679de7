import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirLockedError, acquireDataDirLock, openDatabase } from "./db.js";

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tf-lock-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe("rule: one process per PGlite data folder", () => {
  it("a second holder is refused with a clear error naming the holder", () => {
    const dir = tempDir();
    const release = acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(/in use by another TalentForge process \(pid \d+\)/);
    release();
    expect(fs.existsSync(path.join(dir, "talentforge.lock"))).toBe(false);
  });

  it("a lock left by a crashed process is recovered", () => {
    const dir = tempDir();
    // A pid far above Linux's default pid_max: no live process has it.
    fs.writeFileSync(path.join(dir, "talentforge.lock"), "4194999");
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, "talentforge.lock"), "utf8")).toBe(String(process.pid));
    release();
  });

  it("a lock held by another live process is respected", () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, "talentforge.lock"), String(process.ppid));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
  });

  it("opening the same data folder twice fails, and closing releases it", async () => {
    const dir = tempDir();
    const first = await openDatabase({ dataDir: dir });
    await expect(openDatabase({ dataDir: dir })).rejects.toBeInstanceOf(DataDirLockedError);
    await first.close();
    const second = await openDatabase({ dataDir: dir });
    expect(await second.query<{ one: number }>("select 1 as one")).toEqual([{ one: 1 }]);
    await second.close();
  });
});
