/**
 * Compares two GraphQL responses to the same operation, one from the real server and one from the client's mocks, and
 * lists where they disagree as readable paths (`data.courses.items[0].level: string vs null`):
 *
 * - shape, everywhere: the kind of each value (null, boolean, number, string, list, object), the set of keys, a list
 *   empty on one side only, and `__typename` values;
 * - values, only at the paths the caller names (the ones the server's rules compute); a list named there (or whose
 *   items are) must also have the same length.
 *
 * Lists are compared item by item, or, where the two sides hold different seed data, paired by a key (`match`), so
 * that a course in both catalogues is compared with itself. A difference under an `allowed` path is expected and
 * not reported; an allowed path that hides no difference is reported instead, so a stale exception cannot linger.
 */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export interface DiffOptions {
  /** Paths whose values must be equal: `data.isaQuote.**`, `data.jobs.items[*].id`, `data.courses.pageInfo.pageSize`. */
  values?: readonly string[];
  /** List path → the key its items are paired by, instead of by position: `{ "data.courses.items": "id" }`. */
  match?: Readonly<Record<string, string>>;
  /** Path → why the two sides may differ there (nothing under it is compared). */
  allowed?: Readonly<Record<string, string>>;
}

type Kind = "null" | "boolean" | "number" | "string" | "list" | "object";

function kindOf(value: Json | undefined): Kind | "missing" {
  if (value === undefined) return "missing";
  if (value === null) return "null";
  if (Array.isArray(value)) return "list";
  return typeof value as Kind;
}

/**
 * A path pattern as a regular expression: `[*]` is any list position (or paired item), `**` any rest of the path
 * (the path itself included), `*` one key.
 */
function patternRegExp(pattern: string): RegExp {
  let source = "";
  for (let i = 0; i < pattern.length;) {
    if (pattern.startsWith("[*]", i)) {
      source += "\\[[^\\]]+\\]";
      i += 3;
    } else if (pattern.startsWith(".**", i)) {
      source += "(?:[.[].*)?";
      i += 3;
    } else if (pattern.startsWith("*", i)) {
      source += "[^.[\\]]+";
      i += 1;
    } else {
      source += pattern[i]!.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      i += 1;
    }
  }
  return new RegExp(`^${source}$`);
}

/** `data.items[3].tags[id=sql]` → `data.items[*].tags[*]`: the form list patterns are written against. */
const generalPath = (path: string) => path.replace(/\[[^\]]+\]/g, "[*]");

const show = (value: Json | undefined): string => {
  if (value === undefined) return "missing";
  const text = JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
};

function describeKind(value: Json | undefined): string {
  const kind = kindOf(value);
  if (kind !== "list") return kind;
  const n = (value as Json[]).length;
  return n === 0 ? "[]" : `${n} item${n === 1 ? "" : "s"}`;
}

export interface DiffResult {
  /** The disagreements, one line each: `path: server vs mock`. */
  differences: string[];
  /** Allowed paths that hid no difference (the exception is stale). */
  unusedAllowed: string[];
}

/** Where `server` and `mock` disagree; see the file comment. `server` comes first in each line. */
export function diffResponses(server: Json, mock: Json, options: DiffOptions = {}): DiffResult {
  const values = (options.values ?? []).map((p) => ({ pattern: p, re: patternRegExp(p) }));
  const matches = Object.entries(options.match ?? {}).map(([p, key]) => ({ re: patternRegExp(p), key }));
  const allowed = Object.keys(options.allowed ?? {}).map((p) => ({ pattern: p, re: patternRegExp(p), used: false }));

  const isValue = (path: string) => values.some((v) => v.re.test(path));
  /** A list whose length is a value: the list is named, or a pattern reaches into its items. */
  const lengthIsValue = (path: string) => isValue(path) || values.some((v) => v.pattern.startsWith(`${generalPath(path)}[*]`));

  function compare(a: Json | undefined, b: Json | undefined, path: string, out: string[], checkAllowed: boolean): void {
    if (checkAllowed) {
      const rule = allowed.find((r) => r.re.test(path));
      if (rule) {
        const hidden: string[] = [];
        compare(a, b, path, hidden, false);
        if (hidden.length > 0) rule.used = true;
        return;
      }
    }
    const ka = kindOf(a);
    const kb = kindOf(b);
    if (ka !== kb) {
      out.push(`${path}: ${describeKind(a)} vs ${describeKind(b)}`);
      return;
    }
    if (ka === "list") {
      compareLists(a as Json[], b as Json[], path, out, checkAllowed);
    } else if (ka === "object") {
      const oa = a as Record<string, Json>;
      const ob = b as Record<string, Json>;
      for (const key of new Set([...Object.keys(oa), ...Object.keys(ob)])) {
        compare(oa[key], ob[key], path ? `${path}.${key}` : key, out, checkAllowed);
      }
    } else if (ka !== "missing" && ka !== "null" && (isValue(path) || path.endsWith(".__typename")) && a !== b) {
      out.push(`${path}: ${show(a)} vs ${show(b)}`);
    }
  }

  function compareLists(a: Json[], b: Json[], path: string, out: string[], checkAllowed: boolean): void {
    if ((a.length === 0) !== (b.length === 0)) {
      out.push(`${path}: ${describeKind(a)} vs ${describeKind(b)}`);
      return;
    }
    const key = matches.find((m) => m.re.test(generalPath(path)))?.key;
    if (key !== undefined) {
      const keyOf = (item: Json) => (item !== null && typeof item === "object" && !Array.isArray(item) ? item[key] : undefined);
      const pairs = a.flatMap((item) => {
        const k = keyOf(item);
        const other = k === undefined || k === null ? undefined : b.find((x) => keyOf(x) === k);
        return other === undefined ? [] : [{ k: String(k), item, other }];
      });
      if (a.length > 0 && pairs.length === 0) out.push(`${path}: no items in common by ${key}`);
      for (const p of pairs) compare(p.item, p.other, `${path}[${key}=${p.k}]`, out, checkAllowed);
      return;
    }
    if (lengthIsValue(path) && a.length !== b.length) out.push(`${path}: ${describeKind(a)} vs ${describeKind(b)}`);
    for (let i = 0; i < Math.min(a.length, b.length); i++) compare(a[i], b[i], `${path}[${i}]`, out, checkAllowed);
  }

  const differences: string[] = [];
  compare(server, mock, "", differences, true);
  return { differences, unusedAllowed: allowed.filter((r) => !r.used).map((r) => r.pattern) };
}
