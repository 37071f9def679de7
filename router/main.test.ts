/**
 * `npm start` as a user runs it: a real process on a fresh PGlite data folder — migrated, seeded, serving, and closing
 * cleanly on SIGTERM (lock released); a second process on the same folder is refused with a clear error.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = path.join(import.meta.dirname, "..");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "tf-main-"));
const children: ChildProcess[] = [];

function start(port: number, extraEnv: NodeJS.ProcessEnv = {}) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    NODE_ENV: "development",
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  delete env.VITEST;
  const child = spawn(process.execPath, ["--import", "tsx", "router/main.ts"], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
  children.push(child);
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (output.includes("TalentForge on")) {
        clearInterval(timer);
        resolve();
      }
    }, 100);
    void exited.then(() => {
      clearInterval(timer);
      reject(new Error(`exited early:\n${output}`));
    });
  });
  return { child, ready, exited, output: () => output };
}

afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill("SIGKILL");
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("npm start (router/main.ts)", () => {
  const port = 40000 + (process.pid % 20000);

  it("migrates, seeds and serves courses from a fresh data folder; refuses a second process; closes on SIGTERM", async () => {
    const first = start(port);
    await first.ready;
    const res = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ courses(page: 1) { items { id title } } }" }),
    });
    const json = (await res.json()) as { data: { courses: { items: { id: string }[] } } };
    expect(json.data.courses.items.length).toBeGreaterThan(0);
    expect(fs.existsSync(path.join(dataDir, "talentforge.lock"))).toBe(true);

    const second = start(port + 1);
    await expect(second.ready).rejects.toThrow(/in use by another TalentForge process/);
    expect(await second.exited).toBe(1);

    first.child.kill("SIGTERM");
    const code = await first.exited;
    expect(code, first.output()).toBe(0);
    expect(fs.existsSync(path.join(dataDir, "talentforge.lock"))).toBe(false);

    // Reused after a clean close: the same folder starts again, seeds idempotently.
    const again = start(port + 2);
    await again.ready;
    again.child.kill("SIGINT");
    expect(await again.exited).toBe(0);
  }, 120_000);

  it("drains on SIGTERM: /ready answers 503 while requests are still served, then it closes cleanly", async () => {
    const p = port + 3;
    const app = start(p, { DRAIN_DELAY_MS: "3000" });
    await app.ready;
    expect((await fetch(`http://127.0.0.1:${p}/ready`)).status).toBe(200);
    app.child.kill("SIGTERM");
    let ready = 200;
    for (let i = 0; i < 40 && ready === 200; i++) {
      ready = (await fetch(`http://127.0.0.1:${p}/ready`)).status;
      if (ready === 200) await new Promise((r) => setTimeout(r, 50));
    }
    expect(ready).toBe(503);
    // Still serving while it drains.
    expect((await fetch(`http://127.0.0.1:${p}/health`)).status).toBe(200);
    const res = await fetch(`http://127.0.0.1:${p}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ courses(page: 1, pageSize: 1) { items { id } } }" }),
    });
    expect(res.status).toBe(200);
    expect(await app.exited, app.output()).toBe(0);
    // Structured logs: every line the process wrote is JSON.
    const lines = app
      .output()
      .split("\n")
      .filter((l) => l.trim());
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
  }, 120_000);
});
