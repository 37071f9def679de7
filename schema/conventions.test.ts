/**
 * Conventions kept by a test. Comments, GraphQL descriptions and test names never point at a tracker issue (by
 * number, by a "slice" of one, or as work still to come in one): such remarks go stale as soon as the work lands, so
 * a comment says what is true now, in the product's words. SPEC § references are fine, and so are upstream bug links
 * (owner/repo#123). Comments are read with the languages' own lexers (TypeScript, graphql-js), so strings and
 * code are never mistaken for comments.
 */
import fs from "node:fs";
import path from "node:path";
import { Lexer, Source, TokenKind, type Token } from "graphql";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const SOURCE_DIRS = ["subgraphs", "router", "client/src", "drizzle", "schema", "e2e", "bench", "test"];
const SOURCE_FILES = ["codegen.ts", "vitest.config.ts", "client/vite.config.ts", "client/vitest.config.ts"];
const SKIP_DIRS = new Set(["node_modules", "__generated__", "dist"]);
// Written by `npm run compose` from the subgraph schemas, which are scanned themselves.
const GENERATED = new Set(["schema/api.graphql", "schema/supergraph.graphql"]);
const EXTENSIONS = new Set([".ts", ".tsx", ".graphql", ".css"]);

// An issue number (with or without #), a numbered or ordinal slice, or a deferral to an issue still to come.
const ISSUE_REFERENCE =
  /\bissues?\s*#?\s*\d+|\b(?:first|second|third|next|later|this|that)\s+slice\b|\bslice\s+\d+|\b(?:later|next|future|upcoming)\s+issues?\b/gi;

/** A piece of prose in a file: a comment, a GraphQL description or a test name, with the offset it starts at. */
interface Prose {
  start: number;
  text: string;
}

const TEST_FUNCTIONS = new Set(["describe", "it", "test"]);

/** Comments and test names of a TypeScript or TSX file, from the TypeScript parser's own tokens. */
function typescriptProse(file: string, text: string): Prose[] {
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sourceFile = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found = new Map<number, Prose>();
  const visit = (node: ts.Node): void => {
    // Every comment is trivia before some token (on the previous token's line, or on lines of its own). JSX text
    // has no trivia (a "//" in it is text); a syntax list starts where its first child does.
    if (node.kind !== ts.SyntaxKind.JsxText && node.kind !== ts.SyntaxKind.SyntaxList) {
      for (const range of [...(ts.getTrailingCommentRanges(text, node.pos) ?? []), ...(ts.getLeadingCommentRanges(text, node.pos) ?? [])]) {
        found.set(range.pos, { start: range.pos, text: text.slice(range.pos, range.end) });
      }
    }
    if (ts.isCallExpression(node)) {
      let callee: ts.Expression = node.expression;
      while (ts.isPropertyAccessExpression(callee) || ts.isCallExpression(callee)) callee = callee.expression; // it.each(...)("…")
      const name = node.arguments[0];
      if (ts.isIdentifier(callee) && TEST_FUNCTIONS.has(callee.text) && name && ts.isStringLiteralLike(name)) {
        found.set(name.getStart(sourceFile), { start: name.getStart(sourceFile), text: name.getText(sourceFile) });
      }
    }
    // A doc comment's own parts are not code: its text was taken whole above.
    if (node.kind >= ts.SyntaxKind.FirstJSDocNode && node.kind <= ts.SyntaxKind.LastJSDocNode) return;
    for (const child of node.getChildren(sourceFile)) visit(child);
  };
  visit(sourceFile);
  return [...found.values()];
}

/** `#` comments and descriptions (strings) of a GraphQL schema or document. */
function graphqlProse(text: string): Prose[] {
  const lexer = new Lexer(new Source(text));
  while (lexer.advance().kind !== TokenKind.EOF); // comments are skipped by advance() but stay linked
  const prose: Prose[] = [];
  for (let token: Token | null = lexer.token; token; token = token.prev) {
    if (token.kind === TokenKind.COMMENT || token.kind === TokenKind.STRING || token.kind === TokenKind.BLOCK_STRING) {
      prose.push({ start: token.start, text: text.slice(token.start, token.end) });
    }
  }
  return prose;
}

function cssProse(text: string): Prose[] {
  return [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((m) => ({ start: m.index, text: m[0] }));
}

/** `line: text of the line` for each line where a file's comments, descriptions or test names reference an issue. */
function issueReferences(file: string, text: string): string[] {
  const prose = file.endsWith(".graphql") ? graphqlProse(text) : file.endsWith(".css") ? cssProse(text) : typescriptProse(file, text);
  const lines = text.split("\n");
  const found = new Set<number>();
  for (const { start, text: piece } of prose) {
    for (const match of piece.matchAll(ISSUE_REFERENCE)) found.add(text.slice(0, start + match.index).split("\n").length);
  }
  return [...found].sort((a, b) => a - b).map((line) => `${line}: ${lines[line - 1]?.trim()}`);
}

function sourceFiles(): string[] {
  const files: string[] = SOURCE_FILES.filter((f) => fs.existsSync(path.join(root, f)));
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!SKIP_DIRS.has(entry.name)) walk(rel);
      } else if (EXTENSIONS.has(path.extname(entry.name)) && !GENERATED.has(rel)) {
        files.push(rel);
      }
    }
  };
  for (const dir of SOURCE_DIRS) if (fs.existsSync(path.join(root, dir))) walk(dir);
  return files.sort();
}

/**
 * What the client may import from the server: a subgraph's pure `rules/`, its content and seed data, and the shared
 * option lists, input parsing, largest page and dashboard list sizes and the seed's day counting the mocks use. Never
 * services, resolvers, the database or the router.
 */
const SERVER_IMPORTS_ALLOWED =
  /^@server\/(?:\w+\/(?:modules\/[\w-]+\/)?(?:rules\/[\w/.-]+|content(?:\.js)?|[\w-]*seed-data(?:\.js)?)|shared\/(?:options|validation|page-size|dashboard|seed-dates|demo-accounts|translations|account-limits|partner-api)(?:\.js)?)$/;

/** The module specifiers a TypeScript file imports or re-exports (static and dynamic). */
function importSpecifiers(file: string, text: string): string[] {
  return importsOf(file, text).map((i) => i.specifier);
}

interface Import {
  specifier: string;
  /** `import("…")`: a lazily loaded chunk. */
  dynamic: boolean;
  /** `import type`: erased, bundles nothing. */
  typeOnly?: boolean;
}

/** Where a relative or `@server/` specifier points, as a root-relative path without extension; null for packages. */
function importTarget(file: string, specifier: string): string | null {
  const joined = specifier.startsWith("@server/")
    ? `subgraphs/${specifier.slice("@server/".length)}`
    : specifier.startsWith(".")
      ? path.posix.join(path.posix.dirname(file), specifier)
      : null;
  return joined === null ? null : path.posix.normalize(joined).replace(/\.(?:js|ts|tsx)$/, "");
}

const MODULE_PATH = /^subgraphs\/(\w+)\/modules\/([\w-]+)(\/.*)?$/;
const FEATURE_PATH = /^client\/src\/features\/([\w-]+)(\/.*)?$/;
const PUBLIC_ENTRY = new Set(["", "/index"]);

/**
 * Why an import crosses a boundary it may not, or null. A subgraph module is used through its `index.ts` only, and
 * so is a client feature; the app's routes may load a feature's page lazily (each page its own chunk), the client
 * may take a module's pure rules and seed data, and shared UI (`client/src/ui/`) imports no feature.
 */
function boundaryViolation(file: string, { specifier, dynamic, typeOnly }: Import): string | null {
  const target = importTarget(file, specifier);
  if (!target) return null;
  const module = MODULE_PATH.exec(target);
  if (module) {
    const from = MODULE_PATH.exec(file);
    if (from && from[1] === module[1] && from[2] === module[2]) return null;
    if (PUBLIC_ENTRY.has(module[3] ?? "")) return null;
    // A module's pure rules and seed data are public too: they import no server code, so the client and other
    // modules' rules and seed can use them without loading services.
    if (/^\/(?:rules\/[\w/.-]+|[\w-]*seed-data)$/.test(module[3] ?? "")) return null;
    if (file.startsWith("client/") && SERVER_IMPORTS_ALLOWED.test(specifier)) return null;
    return `reaches into module ${module[1]}/${module[2]} (import its index.ts)`;
  }
  const feature = FEATURE_PATH.exec(target);
  if (feature) {
    const from = FEATURE_PATH.exec(file);
    if (from && from[1] === feature[1]) return null;
    if (file.startsWith("client/src/ui/")) return `shared UI imports feature ${feature[1]}`;
    if (PUBLIC_ENTRY.has(feature[2] ?? "")) return null;
    // The typed translation keys name each feature's English words as a type: erased, it loads no feature.
    if (file.startsWith("client/src/i18n/") && typeOnly && /^\/i18n\/en\.json$/.test(feature[2] ?? "")) return null;
    if (dynamic && /^\/pages\/[\w-]+$/.test(feature[2] ?? "")) return null;
    // A feature's mock resolvers are a second entry, for the mock backend and tests only, so no page bundles them.
    if (/^\/mocks(?:\/index)?$/.test(feature[2] ?? "") && (file.startsWith("client/src/mocks/") || /\/mocks\/|\.test\.tsx?$/.test(file)))
      return null;
    return `reaches into feature ${feature[1]} (import its index.ts)`;
  }
  return null;
}

function importsOf(file: string, text: string): Import[] {
  const sourceFile = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: Import[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier))
      found.push({
        specifier: node.moduleSpecifier.text,
        dynamic: false,
        typeOnly: ts.isImportDeclaration(node) ? !!node.importClause?.isTypeOnly : node.isTypeOnly,
      });
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    )
      found.push({ specifier: node.arguments[0].text, dynamic: true });
    node.forEachChild(visit);
  };
  visit(sourceFile);
  return found;
}

describe("conventions", () => {
  it("reads comments, descriptions and test names, not code or strings", () => {
    const tsx = [
      'const note = "see issue 8"; // comes with issue 8',
      "/**",
      " * Done in the first slice.",
      " */",
      "const pattern = /issue 9/;",
      'it("waits for issue 10", () => {});',
      "const el = <p>// issue 11 in JSX text</p>;",
      "const x = <div>{/* issue 12 */}</div>;",
    ].join("\n");
    expect(issueReferences("sample.tsx", tsx)).toEqual([
      '1: const note = "see issue 8"; // comes with issue 8',
      "3: * Done in the first slice.",
      '6: it("waits for issue 10", () => {});',
      "8: const x = <div>{/* issue 12 */}</div>;",
    ]);
    const graphql = ["# Tag admin (issue 8).", '"Named in issue 9."', "type Tag {", '  "Done in slice 2." name: String', "}"].join("\n");
    expect(issueReferences("sample.graphql", graphql)).toEqual([
      "1: # Tag admin (issue 8).",
      '2: "Named in issue 9."',
      '4: "Done in slice 2." name: String',
    ]);
    expect(issueReferences("sample.ts", "// drizzle-team/drizzle-orm#6241 and SPEC §9; two concurrent issues; a salary slip")).toEqual([]);
  });

  it("no comment, description or test name points at a tracker issue (say what is true now instead)", () => {
    const found = sourceFiles().flatMap((file) =>
      issueReferences(file, fs.readFileSync(path.join(root, file), "utf8")).map((r) => `${file}:${r}`),
    );
    expect(found).toEqual([]);
  });

  it("tells an import through a module's or feature's public entry from one that reaches inside", () => {
    const at = (file: string, specifier: string, dynamic = false) => boundaryViolation(file, { specifier, dynamic });
    expect(at("subgraphs/courses/modules/financing/services/isa.ts", "../../enrolment/index.js")).toBeNull();
    expect(at("subgraphs/courses/modules/financing/services/isa.ts", "../rules/isa.js")).toBeNull();
    expect(at("subgraphs/courses/modules/financing/services/isa.ts", "../../enrolment/services/orders.js")).toMatch(/courses\/enrolment/);
    expect(at("subgraphs/courses/modules/enrolment/rules/enrolment.ts", "../../financing/rules/upfront.js")).toBeNull();
    expect(at("subgraphs/courses/modules/programmes/seed-data.ts", "../catalogue/seed-data.js")).toBeNull();
    expect(at("subgraphs/courses/modules/programmes/seed-data.ts", "../catalogue/loaders.js")).toMatch(/courses\/catalogue/);
    expect(at("router/isa.test.ts", "../subgraphs/courses/modules/financing/services/isa.js")).toMatch(/index\.ts/);
    expect(at("client/src/mocks/catalogue.ts", "@server/courses/modules/financing/rules/isa.js")).toBeNull();
    expect(at("client/src/features/jobs/pages/JobsPage.tsx", "../../forum/index")).toBeNull();
    expect(at("client/src/features/jobs/pages/JobsPage.tsx", "../../forum/components/PostCard")).toMatch(/feature forum/);
    expect(at("client/src/app/routes.tsx", "../features/forum/pages/FeedPage", true)).toBeNull();
    expect(at("client/src/app/routes.tsx", "../features/forum/pages/FeedPage")).toMatch(/feature forum/);
    expect(at("client/src/ui/DataTable.tsx", "../features/forum")).toMatch(/shared UI/);
    expect(at("client/src/mocks/schema.ts", "../features/forum/mocks")).toBeNull();
    expect(at("client/src/mocks/schema.ts", "../features/forum/mocks/posts")).toMatch(/feature forum/);
    expect(at("client/src/features/jobs/pages/JobsPage.tsx", "../../forum/mocks")).toMatch(/feature forum/);
    expect(at("client/src/features/jobs/pages/JobsPage.test.tsx", "../../forum/mocks")).toBeNull();
    expect(at("client/src/ui/DataTable.tsx", "@mantine/core")).toBeNull();
  });

  it("modules and features are used only through their public entry", () => {
    const crossing: string[] = [];
    for (const file of sourceFiles().filter((f) => /\.tsx?$/.test(f))) {
      for (const found of importsOf(file, fs.readFileSync(path.join(root, file), "utf8"))) {
        const why = boundaryViolation(file, found);
        if (why) crossing.push(`${file}: ${found.specifier}: ${why}`);
      }
    }
    expect(crossing).toEqual([]);
  });

  it("docs/ARCHITECTURE.md names folders that exist, every subgraph module and every top-level folder", () => {
    const table = fs.readFileSync(path.join(root, "docs/ARCHITECTURE.md"), "utf8");
    const rows = [...table.matchAll(/^\| `([^`]+)` \|/gm)].map((m) => m[1]!.replace(/\/$/, ""));
    expect(rows.filter((row) => !row.includes("<") && !fs.existsSync(path.join(root, row)))).toEqual([]);
    const modules = fs
      .readdirSync(path.join(root, "subgraphs"))
      .filter((sg) => fs.existsSync(path.join(root, "subgraphs", sg, "modules")))
      .flatMap((sg) => fs.readdirSync(path.join(root, "subgraphs", sg, "modules")).map((m) => `subgraphs/${sg}/modules/${m}`));
    // Build output and other folders git ignores exist only on some machines: a row for them would fail elsewhere.
    const ignored = new Set(
      fs
        .readFileSync(path.join(root, ".gitignore"), "utf8")
        .split("\n")
        .map((line) => line.trim().replace(/^\//, "").replace(/\/$/, "")),
    );
    const topLevel = fs
      .readdirSync(root, { withFileTypes: true })
      .filter((e) => e.isDirectory() && !e.name.startsWith(".") && !ignored.has(e.name))
      .map((e) => e.name);
    expect([...modules, ...topLevel].filter((folder) => !rows.includes(folder))).toEqual([]);
  });

  it("what the client's pages import from @server bundles no server library (zod, sanitizer, database, Node)", () => {
    const SERVER_ONLY = /^(?:zod|sanitize-html|drizzle-orm|pg|dataloader|@electric-sql\/pglite|@apollo\/server)(?:\/|$)|^node:/;
    const fileOf = (target: string) =>
      [`${target}.ts`, `${target}.tsx`, `${target}/index.ts`].find((f) => fs.existsSync(path.join(root, f))) ?? null;
    const reached = new Map<string, string>(); // server file → the client file that first led to it
    const stack: string[] = [];
    const pages = sourceFiles().filter((f) => /^client\/src\/.*\.tsx?$/.test(f) && !/\.test\.tsx?$|\/mocks\//.test(f));
    for (const file of pages) {
      for (const i of importsOf(file, fs.readFileSync(path.join(root, file), "utf8"))) {
        const target = i.specifier.startsWith("@server/") && !i.typeOnly ? fileOf(importTarget(file, i.specifier)!) : null;
        if (target && !reached.has(target)) {
          reached.set(target, file);
          stack.push(target);
        }
      }
    }
    const offending: string[] = [];
    while (stack.length) {
      const file = stack.pop()!;
      for (const i of importsOf(file, fs.readFileSync(path.join(root, file), "utf8"))) {
        if (i.typeOnly) continue;
        if (SERVER_ONLY.test(i.specifier)) offending.push(`${file} imports ${i.specifier} (reached from ${reached.get(file)})`);
        const target = i.specifier.startsWith(".") ? fileOf(importTarget(file, i.specifier)!) : null;
        if (target && !reached.has(target)) {
          reached.set(target, reached.get(file)!);
          stack.push(target);
        }
      }
    }
    expect(offending).toEqual([]);
  });

  it("the client reaches server code only through @server, and only its pure rules, content and seed data", () => {
    const offending: string[] = [];
    for (const file of sourceFiles().filter((f) => f.startsWith("client/src/") && /\.tsx?$/.test(f))) {
      for (const specifier of importSpecifiers(file, fs.readFileSync(path.join(root, file), "utf8"))) {
        if (/(^|\/)subgraphs\//.test(specifier) || /^(\.\.\/)+(router|drizzle)\//.test(specifier))
          offending.push(`${file}: ${specifier} (use @server/…)`);
        else if (specifier.startsWith("@server/") && !SERVER_IMPORTS_ALLOWED.test(specifier))
          offending.push(`${file}: ${specifier} (not a rule, content or seed module)`);
      }
    }
    expect(offending).toEqual([]);
  });
});
