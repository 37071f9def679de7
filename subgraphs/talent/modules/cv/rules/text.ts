/** Small text helpers shared by the CV parser and criteria (pure). */

/** One line with its whitespace runs collapsed to single spaces and trimmed (keeps every later regex linear). */
export function normaliseSpaces(line: string): string {
  return line.replace(/\s+/gu, " ").trim();
}

/** Leading bullet markers: -, –, •, *, ●, ▪, ◦, ►, ✓, and numbered "1." / "1)". */
const BULLET_MARKER = /^\s*(?:[-–—•*●▪◦■►‣✓✔]+|\(?\d{1,2}[.)])\s+/u;

export function isBulletLine(line: string): boolean {
  return BULLET_MARKER.test(line);
}

export function stripBullet(line: string): string {
  return line.replace(BULLET_MARKER, "").trim();
}

/** Words: runs of letters/digits (with inner ' . - + # & / $ %), so "Node.js", "C++", "RM10,000" and "30%" are one word each. */
export function words(text: string): string[] {
  return text.match(/[\p{L}\p{N}$£€#@][\p{L}\p{N}'’.\-+#&/$%,]*/gu)?.map((w) => w.replace(/[.,'’]+$/u, "")) ?? [];
}

export function wordCount(text: string): number {
  return words(text).length;
}

/** Sentences of one line: split after . ! ? followed by a space and a capital/digit, keeping "e.g. the" together. */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[\p{Lu}\p{N}"“(])/u)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

// ── Dates ───────────────────────────────────────────────────────────────────────────────────────────────────────────

const MONTHS: Record<string, number> = {
  jan: 1,
  january: 1,
  feb: 2,
  february: 2,
  mar: 3,
  march: 3,
  apr: 4,
  april: 4,
  may: 5,
  jun: 6,
  june: 6,
  jul: 7,
  july: 7,
  aug: 8,
  august: 8,
  sep: 9,
  sept: 9,
  september: 9,
  oct: 10,
  october: 10,
  nov: 11,
  november: 11,
  dec: 12,
  december: 12,
};
const MONTH_NAME =
  "(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)";
/** One date: "Jan 2021", "January, 2021", "03/2020", "2020-03", "2020". */
const DATE = `(?:(?<!\\p{L})${MONTH_NAME}\\.?,?\\s*\\d{4}|\\d{1,2}\\s*/\\s*\\d{4}|\\d{4}\\s*[-/.]\\s*(?:0?[1-9]|1[0-2])(?!\\d)|(?:19|20)\\d{2})`;
const PRESENT = "(?:present|current(?:ly)?|now|today|to date|ongoing|date)";
const RANGE = new RegExp(`(${DATE})\\s*(?:[-–—~]+|\\bto\\b|\\buntil\\b|\\btill\\b)\\s*(${DATE}|${PRESENT})\\b`, "iu");
const SINGLE = new RegExp(`(?<![\\p{L}\\d/$])(${DATE})(?![\\d/%])`, "iu");

export interface DateRange {
  start?: string;
  /** null = present */
  end?: string | null;
  /** The matched text, so callers can remove it from the line. */
  match: string;
}

const pad = (m: number) => String(m).padStart(2, "0");

/** One date token → YYYY-MM; a bare year becomes January (start) or December (end). */
export function parseDateToken(token: string, role: "start" | "end"): string | undefined {
  const t = token.trim().toLowerCase();
  let m = t.match(new RegExp(`^(${MONTH_NAME})\\.?,?\\s*(\\d{4})$`, "u"));
  if (m) return `${m[2]}-${pad(MONTHS[m[1]!]!)}`;
  m = t.match(/^(\d{1,2})\s*\/\s*(\d{4})$/u);
  if (m && Number(m[1]) >= 1 && Number(m[1]) <= 12) return `${m[2]}-${pad(Number(m[1]))}`;
  m = t.match(/^(\d{4})\s*[-/.]\s*(\d{1,2})$/u);
  if (m && Number(m[2]) >= 1 && Number(m[2]) <= 12) return `${m[1]}-${pad(Number(m[2]))}`;
  m = t.match(/^(\d{4})$/u);
  if (m) return `${m[1]}-${role === "start" ? "01" : "12"}`;
  return undefined;
}

/** The first date range in a line ("Jan 2021 – Present", "2019-2022", "03/2020 - 08/2021"), else a single date. */
export function findDateRange(text: string): DateRange | undefined {
  const r = text.match(RANGE);
  if (r) {
    const start = parseDateToken(r[1]!, "start");
    const end = new RegExp(`^${PRESENT}$`, "iu").test(r[2]!.trim()) ? null : parseDateToken(r[2]!, "end");
    if (start && end !== undefined) return { start, end, match: r[0] };
  }
  const s = text.match(SINGLE);
  if (s) {
    const end = parseDateToken(s[1]!, "end");
    if (end) return { end, match: s[0] };
  }
  return undefined;
}

/** A YYYY-MM (or longer ISO) string or a Date → YYYY-MM; undefined when it cannot be read. */
export function toYearMonth(value: string | Date | null | undefined): string | undefined {
  if (value == null) return undefined;
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return undefined;
    return `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}`;
  }
  const v = value.trim();
  const iso = v.match(/^(\d{4})-(\d{2})/u);
  if (iso && Number(iso[2]) >= 1 && Number(iso[2]) <= 12) return `${iso[1]}-${iso[2]}`;
  return parseDateToken(v, "start");
}

/** Month number since year 0 (YYYY-MM → y×12 + m − 1). */
export function monthNumber(ym: string): number {
  const [y, m] = ym.split("-").map(Number);
  return (y ?? 0) * 12 + ((m ?? 1) - 1);
}

export function nowYearMonth(now: Date): string {
  return `${now.getUTCFullYear()}-${pad(now.getUTCMonth() + 1)}`;
}

/** "Jan 2021" for a YYYY-MM. */
export function formatYearMonth(ym: string): string {
  const names = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
  const [y, m] = ym.split("-").map(Number);
  return `${names[(m ?? 1) - 1] ?? ""} ${y}`;
}

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
