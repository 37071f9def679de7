/** When `npm start` builds an output again (scripts/staleness.ts). */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { clientSources, hashFiles, hashTouched, importSpecifiers, judge, serverSources, sourcesHash } from "./staleness.js";

describe("judge", () => {
  const built = { sources: "s1", output: "o1" };

  it("builds an output that is missing, whatever the stamp says", () => {
    expect(judge(built, { sources: "s1", output: null })).toEqual({ fresh: false, reason: "output missing" });
  });
  it("builds an output that has no stamp (built elsewhere, or by an older checkout)", () => {
    expect(judge(undefined, { sources: "s1", output: "o1" })).toEqual({ fresh: false, reason: "never built here" });
  });
  it("builds again when the sources changed", () => {
    expect(judge(built, { sources: "s2", output: "o1" })).toEqual({ fresh: false, reason: "sources changed" });
  });
  it("builds again when the output was replaced since (say, by `npm run build:client` on other sources)", () => {
    expect(judge(built, { sources: "s1", output: "o2" })).toEqual({ fresh: false, reason: "output replaced" });
  });
  it("keeps an output whose sources and output both match the stamp", () => {
    expect(judge(built, { sources: "s1", output: "o1" })).toEqual({ fresh: true });
  });
});

describe("sourcesHash", () => {
  const recorded = { sources: "content-1", output: "o1", touched: "times-1" };

  it("trusts the recorded content hash while no source was touched, without reading them", () => {
    expect(sourcesHash(recorded, "times-1", () => expect.unreachable("read the sources"))).toBe("content-1");
  });
  it("reads the sources again once one was touched", () => {
    expect(sourcesHash(recorded, "times-2", () => "content-2")).toBe("content-2");
  });
  it("reads the sources when nothing was recorded", () => {
    expect(sourcesHash(undefined, "times-1", () => "content-1")).toBe("content-1");
  });
});

describe("hashTouched", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tf-touched-"));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("changes when a file's time changes even if its content does not", () => {
    const file = path.join(dir, "a.ts");
    fs.writeFileSync(file, "same");
    fs.utimesSync(file, new Date(2001, 1, 1), new Date(2001, 1, 1));
    const before = hashTouched(dir, [file]);
    expect(hashTouched(dir, [file])).toBe(before);
    fs.utimesSync(file, new Date(2002, 1, 1), new Date(2002, 1, 1));
    expect(hashTouched(dir, [file])).not.toBe(before);
  });
});

describe("hashFiles", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tf-stale-"));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const write = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
    return path.join(dir, rel);
  };

  it("changes with a file's content, not with the order files are listed in or their times", () => {
    const a = write("a.ts", "export const a = 1;");
    const b = write("b.ts", "export const b = 2;");
    const before = hashFiles(dir, [a, b]);
    expect(hashFiles(dir, [b, a])).toBe(before);
    fs.utimesSync(a, new Date(2001, 1, 1), new Date(2001, 1, 1));
    expect(hashFiles(dir, [a, b])).toBe(before);
    write("a.ts", "export const a = 3;");
    expect(hashFiles(dir, [a, b])).not.toBe(before);
  });

  it("changes when a file is renamed or extra inputs (versions) change", () => {
    const c = write("c.ts", "x");
    const d = write("d.ts", "x");
    expect(hashFiles(dir, [c])).not.toBe(hashFiles(dir, [d]));
    expect(hashFiles(dir, [c], ["pglite@1"])).not.toBe(hashFiles(dir, [c], ["pglite@2"]));
  });
});

describe("what each output is built from", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "tf-sources-"));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  const write = (rel: string, text = "") => {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), text);
  };
  write("package-lock.json", "{}");
  write(
    "client/src/main.tsx",
    'import { LIMIT } from "@server/talent/rules/limits";\nconst lazy = () => import("@server/forum/rules/markdown");',
  );
  write("client/src/main.test.tsx", "test");
  write("client/dist/index.html", "<html>");
  write("subgraphs/talent/rules/limits.ts", 'export * from "./shared.js";');
  write("subgraphs/talent/rules/shared.ts", "export const LIMIT = 1;");
  write("subgraphs/talent/rules/limits.test.ts", "test");
  write("subgraphs/talent/services/db-only.ts", "server only");
  write("subgraphs/forum/rules/markdown.ts", "export {};");
  write("router/main.ts", "main");
  write("drizzle/migrations/talent/0000_init.sql", "create table");

  const rel = (files: string[]) => files.map((f) => path.relative(root, f)).sort();

  it("reads import specifiers of every form", () => {
    expect(importSpecifiers('import a from "x";\nimport "./side.css";\nexport * from "./y.js";\nawait import("z");')).toEqual([
      "x",
      "./side.css",
      "./y.js",
      "z",
    ]);
  });

  it("the client: its own files and the server files it imports through @server, followed further, without tests or dist", () => {
    expect(rel(clientSources(root))).toEqual([
      "client/src/main.tsx",
      "package-lock.json",
      "subgraphs/forum/rules/markdown.ts",
      "subgraphs/talent/rules/limits.ts",
      "subgraphs/talent/rules/shared.ts",
    ]);
  });

  it("the server: its code, schema and migrations, without tests and without the client", () => {
    const files = rel(serverSources(root));
    expect(files).toContain("subgraphs/talent/services/db-only.ts");
    expect(files).toContain("drizzle/migrations/talent/0000_init.sql");
    expect(files).toContain("router/main.ts");
    expect(files.some((f) => f.endsWith(".test.ts") || f.startsWith("client/"))).toBe(false);
  });
});
