/**
 * Runs a Dockerfile's steps on this machine, for machines that cannot build images (no Docker daemon): each stage in
 * a folder of its own standing for its WORKDIR, COPY from the build context or from an earlier stage's folder, RUN in
 * bash with the stage's ENV, and the last stage's USER and CMD handed back to start. It reads the Dockerfile itself,
 * so a step added there is a step run here. Only the instructions our Dockerfile uses are understood; any other one
 * is refused rather than skipped. The base image's Node is this machine's (`node` on PATH).
 */
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

export interface Instruction {
  keyword: string;
  args: string;
  line: number;
}

export interface Stage {
  name: string;
  base: string;
  instructions: Instruction[];
}

/** Splits a Dockerfile into stages of instructions (comments and line continuations handled). */
export function parseDockerfile(text: string): Stage[] {
  const stages: Stage[] = [];
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i]!.trim();
    const start = i + 1;
    if (!line || line.startsWith("#")) continue;
    while (line.endsWith("\\") && i + 1 < lines.length) line = `${line.slice(0, -1)} ${lines[++i]!.trim()}`;
    const [, keyword = "", args = ""] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    const upper = keyword.toUpperCase();
    if (upper === "FROM") {
      const [, base = "", name] = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(args) ?? [];
      stages.push({ name: name ?? String(stages.length), base, instructions: [] });
      continue;
    }
    const stage = stages.at(-1);
    if (!stage) throw new Error(`Dockerfile line ${start}: ${upper} before FROM`);
    stage.instructions.push({ keyword: upper, args, line: start });
  }
  return stages;
}

/** `K=V K2="V 2"` as Docker reads ENV. */
export function parseEnv(args: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of args.matchAll(/(\w+)=("(?:[^"\\]|\\.)*"|\S*)/g)) out[m[1]!] = m[2]!.startsWith('"') ? JSON.parse(m[2]!) : m[2]!;
  return out;
}

export interface StepsResult {
  /** The last stage's folder: what the image's WORKDIR holds. */
  dir: string;
  /** The command the image runs (CMD, exec form). */
  cmd: string[];
  env: Record<string, string>;
  user: string | null;
  /** Each RUN with its time, for the report. */
  runs: { command: string; seconds: number }[];
}

/** What a build container starts with: a path and a home, not this process's settings (DATABASE_URL, NODE_ENV…). */
export function cleanEnv(from: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const keep = ["PATH", "HOME", "TMPDIR", "LANG", "npm_config_cache"];
  return Object.fromEntries(keep.flatMap((k) => (from[k] !== undefined ? [[k, from[k]]] : [])));
}

/** Files of the build context: the repository's files as git sees them, less what .dockerignore leaves out. */
function copyContext(root: string, to: string): void {
  const ignore = fs.existsSync(path.join(root, ".dockerignore"))
    ? fs
        .readFileSync(path.join(root, ".dockerignore"), "utf8")
        .split("\n")
        .map((l) => l.trim())
        .filter((l) => l && !l.startsWith("#"))
    : [];
  const ignored = (file: string) =>
    ignore.some((p) => file === p || file.startsWith(`${p}/`) || (p.startsWith("**/*") && file.endsWith(p.slice(4))));
  const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], { cwd: root, encoding: "utf8" })
    .split("\0")
    .filter((f) => f && !ignored(f) && fs.existsSync(path.join(root, f)));
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(to, file)), { recursive: true });
    fs.copyFileSync(path.join(root, file), path.join(to, file));
  }
}

/** Runs every stage's steps under `workRoot`; returns what the last stage would run. */
export function runDockerfileSteps(
  root: string,
  workRoot: string,
  { baseEnv = cleanEnv(), log = () => {} }: { baseEnv?: NodeJS.ProcessEnv; log?: (line: string) => void } = {},
): StepsResult {
  const stages = parseDockerfile(fs.readFileSync(path.join(root, "Dockerfile"), "utf8"));
  const context = path.join(workRoot, "context");
  copyContext(root, context);
  const dirs = new Map<string, string>();
  let result: StepsResult | undefined;
  for (const stage of stages) {
    const dir = path.join(workRoot, `stage-${stage.name}`);
    fs.mkdirSync(dir, { recursive: true });
    dirs.set(stage.name, dir);
    let workdir = "/";
    const env: Record<string, string> = {};
    let user: string | null = null;
    let cmd: string[] = [];
    const runs: StepsResult["runs"] = [];
    // Paths in the image (under WORKDIR) are paths under the stage's folder.
    const inStage = (p: string) => path.join(dir, path.relative(workdir, path.resolve(workdir, p)));
    for (const ins of stage.instructions) {
      switch (ins.keyword) {
        case "WORKDIR":
          workdir = ins.args;
          break;
        case "ENV":
          Object.assign(env, parseEnv(ins.args));
          break;
        case "COPY": {
          const parts = ins.args.split(/\s+/);
          const from = parts[0]!.startsWith("--from=") ? parts.shift()!.slice("--from=".length) : null;
          const dest = parts.pop()!;
          for (const src of parts) {
            const source = from
              ? path.join(dirs.get(from) ?? fail(ins, `no stage ${from}`), path.relative(workdir, src))
              : path.join(context, src);
            const target =
              src === "." || dest.endsWith("/") ? path.join(inStage(dest), src === "." ? "" : path.basename(src)) : inStage(dest);
            fs.cpSync(source, target, { recursive: true });
          }
          log(`COPY ${ins.args}`);
          break;
        }
        case "RUN": {
          // A cache mount only keeps npm's downloads out of the image; here npm's own cache serves.
          const command = ins.args.replace(/^(--mount=\S+\s+)+/, "");
          log(`RUN ${command}`);
          const started = Date.now();
          const r = spawnSync("bash", ["-euo", "pipefail", "-c", workdir === "/" ? command : command.replaceAll(workdir, dir)], {
            cwd: dir,
            env: { ...baseEnv, ...env },
            stdio: ["ignore", "inherit", "inherit"],
          });
          if (r.status !== 0) fail(ins, `exited with ${r.status ?? r.signal}`);
          runs.push({ command, seconds: (Date.now() - started) / 1000 });
          break;
        }
        case "USER":
          user = ins.args;
          break;
        case "CMD":
          cmd = JSON.parse(ins.args) as string[];
          break;
        case "EXPOSE":
        case "HEALTHCHECK":
          break;
        default:
          fail(ins, "is not an instruction these steps know how to run");
      }
    }
    result = { dir, cmd, env, user, runs };
  }
  if (!result) throw new Error("The Dockerfile has no stage.");
  return result;
}

function fail(ins: Instruction, why: string): never {
  throw new Error(`Dockerfile line ${ins.line} (${ins.keyword} ${ins.args}): ${why}`);
}
