/** Starts the real app (`router/main.ts`, built client) on a temporary PGlite data folder and a free port. */
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export default async function setup(project: TestProject) {
  const root = path.join(import.meta.dirname, "..");
  if (!fs.existsSync(path.join(root, "client", "dist", "index.html"))) throw new Error("Build the client first (npm run test:e2e does)");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "tf-e2e-"));
  const port = await freePort();
  // Every journey signs up from 127.0.0.1 against this one server: more than the default sign-ups per address allow.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    NODE_ENV: "development",
    SIGNUP_LIMIT_PER_ADDRESS: "100",
    // Links in emails lead back to this server; with no SMTP server, messages are kept in the dev mailbox.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  };
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  delete env.VITEST;
  const child = spawn(process.execPath, ["--import", "tsx", "router/main.ts"], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  await new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (output.includes("TalentForge on")) {
        clearInterval(timer);
        resolve();
      }
    }, 100);
    child.on("exit", (code) => {
      clearInterval(timer);
      reject(new Error(`app exited (${code}):\n${output}`));
    });
  });
  project.provide("baseUrl", `http://127.0.0.1:${port}`);
  return async () => {
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
