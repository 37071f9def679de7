/**
 * The production path without Docker: the Dockerfile's own steps (scripts/dockerfile-steps.ts reads them) in a folder
 * per stage — a clean install, the production build, a second clean install with production dependencies only and
 * the build's output copied in — then the image's command started as its non-root user on a fresh PostgreSQL
 * database, answering a query, serving the client, and stopping cleanly on SIGTERM.
 */
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { parseDockerfile, runDockerfileSteps, type StepsResult } from "../scripts/dockerfile-steps.js";
import manifest from "../router/__generated__/persisted-documents.json" with { type: "json" };

const root = path.join(import.meta.dirname, "..");
const adminUrl = process.env.PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const workRoot = fs.mkdtempSync(path.join(os.tmpdir(), "tf-deploy-"));
// mkdtemp makes it private to root; the image's user must reach the runtime stage's files, as in the image.
fs.chmodSync(workRoot, 0o755);
const database = `tf_deploy_${process.pid}`;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The image's user, here: created when missing (CI runs as root), so the server runs as it would in the container. */
function imageUser(name: string): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const lookup = () => {
    try {
      return { uid: Number(execFileSync("id", ["-u", name]).toString()), gid: Number(execFileSync("id", ["-g", name]).toString()) };
    } catch {
      return null;
    }
  };
  if (!lookup()) execFileSync("useradd", ["--system", "--no-create-home", "--shell", "/usr/sbin/nologin", name]);
  return lookup();
}

afterAll(async () => {
  await admin(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`).catch(() => undefined);
  fs.rmSync(workRoot, { recursive: true, force: true });
});

describe("the Dockerfile's steps", () => {
  let image: StepsResult;

  it("install, build, and keep production dependencies only", { timeout: 15 * 60_000 }, () => {
    // The base image has the user the runtime stage switches to (and chowns its data folder for); this machine needs it too.
    const runtime = parseDockerfile(fs.readFileSync(path.join(root, "Dockerfile"), "utf8")).at(-1)!;
    const userName = runtime.instructions.findLast((i) => i.keyword === "USER")?.args;
    expect(userName, "the image runs as a named user").toBeTruthy();
    expect(userName).not.toBe("root");
    imageUser(userName!);
    image = runDockerfileSteps(root, workRoot, { log: (line) => console.log(`[dockerfile] ${line}`) });
    expect(image.cmd).toEqual(["node", "dist/server/main.js"]);
    expect(image.env.NODE_ENV).toBe("production");
    expect(image.user).toBe("node");
    const has = (p: string) => fs.existsSync(path.join(image.dir, p));
    expect(has("dist/server/main.js")).toBe(true);
    expect(has("client/dist/index.html")).toBe(true);
    expect(has("drizzle/migrations/mail")).toBe(true);
    // Production dependencies only, and no sources.
    expect(has("node_modules/express")).toBe(true);
    for (const dev of ["vitest", "vite", "smtp-server", "@graphql-codegen/cli", "eslint"])
      expect(has(`node_modules/${dev}`), dev).toBe(false);
    for (const source of ["router", "subgraphs", "client/src"]) expect(has(source), source).toBe(false);
  });

  it("the image's command serves the app on PostgreSQL as a non-root user and stops cleanly", { timeout: 5 * 60_000 }, async () => {
    expect(image, "the steps ran").toBeDefined();
    await admin(`CREATE DATABASE "${database}"`);
    const port = await freePort();
    const dataDir = path.join(image.dir, "data");
    const user = imageUser(image.user!);
    if (user) fs.chownSync(dataDir, user.uid, user.gid);
    const url = new URL(adminUrl);
    url.pathname = `/${database}`;
    const server = spawn(image.cmd[0]!, image.cmd.slice(1), {
      cwd: image.dir,
      ...(user ?? {}),
      env: {
        PATH: process.env.PATH,
        ...image.env,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATABASE_URL: url.toString(),
        STORAGE_SIGNING_SECRET: "deploy-test-storage-secret-0123456789abcdef",
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        LOG_FORMAT: "json",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    server.stdout.on("data", (d: Buffer) => (output += d.toString()));
    server.stderr.on("data", (d: Buffer) => (output += d.toString()));
    const exited = new Promise<number | null>((resolve) => server.on("exit", (code) => resolve(code)));
    try {
      const base = `http://127.0.0.1:${port}`;
      const deadline = Date.now() + 120_000;
      for (;;) {
        const ready = await fetch(`${base}/ready`).then(
          (r) => r.status,
          () => 0,
        );
        if (ready === 200) break;
        if (Date.now() > deadline || server.exitCode !== null) throw new Error(`The server did not become ready:\n${output}`);
        await new Promise((r) => setTimeout(r, 500));
      }
      // As the web client asks in production: a registered operation by its id (router/trusted-documents.ts).
      const coursesPage = manifest.operations.find((o) => o.name === "CoursesPage")!;
      const answer = await fetch(`${base}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          operationName: coursesPage.name,
          variables: { page: 1, filter: { categoryId: "m1" } },
          extensions: { persistedQuery: { version: 1, sha256Hash: coursesPage.id } },
        }),
      }).then((r) => r.json() as Promise<{ data?: { courses: { items: { id: string }[] } } }>);
      expect(answer.data?.courses.items.length).toBeGreaterThan(0);
      const shell = await fetch(`${base}/courses`, { headers: { accept: "text/html" } });
      expect(shell.status).toBe(200);
      expect(await shell.text()).toContain('<div id="root">');
      // Production: no demo accounts, and no dev mailbox.
      const demo = await fetch(`${base}/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "student@demo.talentforge.test", password: "demo-password-2026" }),
      });
      expect(demo.status).toBe(401);
      expect((await fetch(`${base}/dev/mail`, { headers: { accept: "application/json" } })).status).toBe(404);
      expect(output).toContain("Migrating the database");
      server.kill("SIGTERM");
      expect(await exited).toBe(0);
    } finally {
      if (server.exitCode === null) server.kill("SIGKILL");
    }
  });
});
