/**
 * The words a page needs are loaded with it. Follows every static import from each lazily loaded chunk (the routes'
 * pages, the notification bell) and from the app's entry, collects the translation keys its code names (string
 * literals and template heads that start with a known namespace), and checks them against the bundles that chunk
 * loads: the shell's own words always, and `TRANSLATION_BUNDLES[feature]` for a feature's chunk.
 */
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { TRANSLATION_BUNDLES, type TranslatedFeature } from "./bundles";

const src = path.resolve(import.meta.dirname, "..");
const read = (file: string) => fs.readFileSync(path.join(src, file), "utf8");
const readJson = (file: string) => JSON.parse(read(file)) as Record<string, unknown>;

const SHELL = "shell";
/** The option lists' labels: a bundle of their own, loaded by the features that show option lists. */
const OPTIONS = "options";
const bundleFile = (bundle: string, lng: string) =>
  bundle === SHELL ? `i18n/${lng}.json` : bundle === OPTIONS ? `i18n/options/${lng}.json` : `features/${bundle}/i18n/${lng}.json`;
const FEATURE_BUNDLES = fs.readdirSync(path.join(src, "features")).filter((f) => fs.existsSync(path.join(src, bundleFile(f, "en"))));
const namespacesOf = (bundle: string) => Object.keys(readJson(bundleFile(bundle, "en")));

interface Parsed {
  imports: { file: string; dynamic: boolean }[];
  /** Namespaces the file's code names (`"forum.title"`, `` `jobs.type.${t}` ``). */
  namespaces: Set<string>;
  text: string;
}

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith(".")) return null;
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier)).replace(/\.(?:js|ts|tsx)$/, "");
  return [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((f) => fs.existsSync(path.join(src, f))) ?? null;
}

function parser(known: Set<string>) {
  const cache = new Map<string, Parsed>();
  return (file: string): Parsed => {
    const hit = cache.get(file);
    if (hit) return hit;
    const text = read(file);
    const sourceFile = ts.createSourceFile(
      file,
      text,
      ts.ScriptTarget.Latest,
      true,
      file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
    );
    const parsed: Parsed = { imports: [], namespaces: new Set(), text };
    const visit = (node: ts.Node): void => {
      if (
        (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
        node.moduleSpecifier &&
        ts.isStringLiteral(node.moduleSpecifier)
      ) {
        const isTypeOnly = ts.isImportDeclaration(node) ? node.importClause?.isTypeOnly : node.isTypeOnly;
        const target = resolveImport(file, node.moduleSpecifier.text);
        if (target && !isTypeOnly) parsed.imports.push({ file: target, dynamic: false });
      } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
        const [arg] = node.arguments;
        const target = arg && ts.isStringLiteral(arg) ? resolveImport(file, arg.text) : null;
        if (target) parsed.imports.push({ file: target, dynamic: true });
      } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node)) {
        const namespace = /^([A-Za-z]+)\./.exec(node.text)?.[1];
        if (namespace && known.has(namespace)) parsed.namespaces.add(namespace);
      }
      node.forEachChild(visit);
    };
    visit(sourceFile);
    cache.set(file, parsed);
    return parsed;
  };
}

const namespaceBundle = new Map<string, string>();
for (const bundle of [SHELL, OPTIONS, ...FEATURE_BUNDLES]) for (const ns of namespacesOf(bundle)) namespaceBundle.set(ns, bundle);
const parse = parser(new Set(namespaceBundle.keys()));

function staticClosure(entry: string): Set<string> {
  const seen = new Set<string>();
  const stack = [entry];
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(
      ...parse(file)
        .imports.filter((i) => !i.dynamic)
        .map((i) => i.file),
    );
  }
  return seen;
}

/** The bundles the code of these files names words from. */
function bundlesNamed(files: Iterable<string>): Set<string> {
  const found = new Set<string>();
  for (const file of files) for (const ns of parse(file).namespaces) found.add(namespaceBundle.get(ns)!);
  return found;
}

const shell = staticClosure("main.tsx");
/** Every lazily loaded chunk reachable from the app, with the file that loads it. */
function lazyChunks(): { loader: string; entry: string }[] {
  const chunks = new Map<string, string>();
  const visited = new Set<string>();
  const stack = [...shell];
  while (stack.length) {
    const file = stack.pop()!;
    if (visited.has(file)) continue;
    visited.add(file);
    for (const i of parse(file).imports) {
      if (i.dynamic && !chunks.has(i.file)) chunks.set(i.file, file);
      stack.push(i.file);
    }
  }
  return [...chunks].map(([entry, loader]) => ({ entry, loader }));
}
const featureOf = (file: string) => /^features\/([\w-]+)\//.exec(file)?.[1] ?? null;

describe("translation bundles", () => {
  it("every namespace lives in exactly one bundle, the same one in every language", () => {
    const seen: string[] = [];
    for (const bundle of [SHELL, OPTIONS, ...FEATURE_BUNDLES]) {
      seen.push(...namespacesOf(bundle));
      for (const lng of ["zh-Hant", "zh-Hans"])
        expect(Object.keys(readJson(bundleFile(bundle, lng))), `${bundle} ${lng}`).toEqual(namespacesOf(bundle));
    }
    expect(seen.length).toBe(new Set(seen).size);
  });

  it("the app's shell names only the shell's words", () => {
    expect([...bundlesNamed(shell)].filter((b) => b !== SHELL)).toEqual([]);
  });

  it("every lazily loaded feature chunk loads its feature's words with it", () => {
    const unpaired: string[] = [];
    for (const { entry, loader } of lazyChunks()) {
      const feature = featureOf(entry);
      // A chunk a feature's own page loads comes after that page, and so after its words.
      if (!feature || featureOf(loader) === feature) continue;
      const text = parse(loader).text;
      if (!text.includes(`lazyPage("${feature}"`) && !text.includes(`loadTranslations("${feature}")`))
        unpaired.push(`${loader} → ${entry}`);
    }
    expect(unpaired).toEqual([]);
  });

  it("each feature loads exactly the bundles its pages name words from", () => {
    const needed = new Map<string, Set<string>>();
    for (const { entry } of lazyChunks()) {
      const feature = featureOf(entry);
      if (!feature) continue;
      const chunk = [...staticClosure(entry)].filter((f) => !shell.has(f));
      const bundles = needed.get(feature) ?? new Set([feature].filter((f) => FEATURE_BUNDLES.includes(f)));
      for (const b of bundlesNamed(chunk)) if (b !== SHELL) bundles.add(b);
      needed.set(feature, bundles);
    }
    const sorted = (bundles: Iterable<string>) => [...bundles].sort();
    const expected = Object.fromEntries([...needed].map(([f, b]) => [f, sorted(b)]).sort(([a], [b]) => String(a).localeCompare(String(b))));
    const declared = Object.fromEntries(
      Object.entries(TRANSLATION_BUNDLES)
        .map(([f, b]) => [f, sorted(b as readonly string[])])
        .sort(([a], [b]) => String(a).localeCompare(String(b))),
    );
    expect(declared).toEqual(expected);
  });

  it("a feature's own bundle comes first", () => {
    for (const [feature, bundles] of Object.entries(TRANSLATION_BUNDLES) as [TranslatedFeature, readonly string[]][]) {
      if (FEATURE_BUNDLES.includes(feature)) expect(bundles[0]).toBe(feature);
    }
  });
});
