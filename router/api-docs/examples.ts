/**
 * The examples of a Markdown API guide (docs/API.md), read so that a test can run them: every ```sh block and every
 * ```graphql block (one operation a line), each with the markers written in HTML comments just before it:
 *
 *   <!-- as: recruiter@demo.talentforge.test -->   a graphql block run as this demo account (logged in)
 *   <!-- variables: {"jobId": "3"} -->              variables for a graphql block: each operation gets those it declares
 *   <!-- expect: FORBIDDEN -->                      a sh block whose answer is this error code instead of data
 *
 * and the check that an answer "returns data".
 */
import MarkdownIt from "markdown-it";

export interface Markers {
  /** A demo account's e-mail: the block runs logged in as them. Absent: the block is public. */
  as?: string;
  variables?: Record<string, unknown>;
  /** The error code the answer must carry instead of data. */
  expect?: string;
}

export interface DocExample {
  language: "sh" | "graphql";
  /** 1-based line of the fence in the document, and the heading it sits under: where a failure points. */
  line: number;
  heading: string;
  /** The block's text (sh), or its operations, one a line (graphql). */
  code: string;
  operations: string[];
  markers: Markers;
}

const MARKER = /^<!--\s*(as|variables|expect):\s*([\s\S]*?)\s*-->$/;

/** One marker comment: `{ as: "…" }`, `{ variables: {…} }` or `{ expect: "CODE" }`; an unknown or malformed one throws. */
export function parseMarker(comment: string, line: number): Markers {
  const match = MARKER.exec(comment.trim());
  if (!match)
    throw new Error(`line ${line}: an HTML comment before an example must be one marker (as, variables, expect): ${comment.trim()}`);
  const [, name, value] = match as unknown as [string, keyof Markers, string];
  if (name === "variables") {
    const parsed: unknown = JSON.parse(value);
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) throw new Error(`line ${line}: variables must be a JSON object`);
    return { variables: parsed as Record<string, unknown> };
  }
  if (name === "expect" && !/^[A-Z_]+$/.test(value)) throw new Error(`line ${line}: expect names an error code: ${value}`);
  return { [name]: value };
}

/** The runnable examples of `markdown`, in document order. Other fences (text, json…) are left alone. */
export function docExamples(markdown: string): DocExample[] {
  const tokens = new MarkdownIt({ html: true }).parse(markdown, {});
  const examples: DocExample[] = [];
  let heading = "";
  let pending: { markers: Markers; line: number } | null = null;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const line = (token.map?.[0] ?? 0) + 1;
    const language = token.type === "fence" ? token.info.trim() : "";
    if (token.type === "html_block" && token.content.trim().startsWith("<!--")) {
      // Several comments in a row (one html_block each, or one block of several lines) add up.
      let markers: Markers = pending?.markers ?? {};
      for (const c of token.content.match(/<!--[\s\S]*?-->/g) ?? []) markers = { ...markers, ...parseMarker(c, line) };
      pending = { markers, line };
    } else if (language === "sh" || language === "graphql") {
      const operations =
        language === "graphql"
          ? token.content
              .split("\n")
              .map((l) => l.trim())
              .filter((l) => l && !l.startsWith("#"))
          : [];
      examples.push({ language, line, heading, code: token.content, operations, markers: pending?.markers ?? {} });
      pending = null;
    } else if (pending) {
      throw new Error(`line ${pending.line}: a marker comment must come right before a sh or graphql block`);
    } else if (token.type === "heading_open") {
      heading = tokens[i + 1]!.content;
    }
  }
  if (pending) throw new Error(`line ${pending.line}: a marker comment at the end of the document marks nothing`);
  return examples;
}

/**
 * Whether a value is data worth showing: not null, not an empty string; a list with at least one element; a page
 * (an object with `items`) with at least one item; any other object with at least one field that is data.
 */
export function hasData(value: unknown): boolean {
  if (value === null || value === undefined || value === "") return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === "object") {
    const fields = value as Record<string, unknown>;
    if (Array.isArray(fields.items)) return fields.items.length > 0;
    return Object.values(fields).some(hasData);
  }
  return true;
}

/** The JSON answer in a command's output, after the HTTP headers when curl printed them (-i). */
export function answerIn(output: string): unknown {
  let rest = output.trim();
  // Informational answers (100 Continue) come before the final one, each with its own headers.
  while (/^HTTP\/\S+ \d{3}/.test(rest)) {
    const end = rest.search(/\r?\n\r?\n/);
    rest = end < 0 ? "" : rest.slice(end).trim();
  }
  return JSON.parse(rest);
}
