/**
 * Forum text (posts, comments, replies) is written in Markdown and rendered here, purely (no DOM, no Node), so the
 * server, the post form's preview and the client's mocks render it the same way. The server then passes the result
 * through its sanitizer (services/markdown.ts) and stores both the source and the HTML.
 *
 * What Markdown may do: paragraphs (a single line break is kept, as people type in a comment box), emphasis,
 * strikethrough, inline code, fenced code blocks (highlighted when their language is one of FORUM_CODE_LANGUAGES,
 * plain escaped code otherwise), lists, blockquotes, rules, links (http, https and mailto only; bare URLs become
 * links), and headings moved two levels down so a post never outputs h1 or h2 (the page owns those). No raw HTML
 * (typed tags show as text), no images (a post carries one uploaded image; the forum has no inline images) and no
 * tables (the sanitizer's allow-list has none).
 */
import MarkdownIt from "markdown-it";
import hljs from "highlight.js/lib/core";
import bash from "highlight.js/lib/languages/bash";
import c from "highlight.js/lib/languages/c";
import cpp from "highlight.js/lib/languages/cpp";
import csharp from "highlight.js/lib/languages/csharp";
import css from "highlight.js/lib/languages/css";
import diff from "highlight.js/lib/languages/diff";
import go from "highlight.js/lib/languages/go";
import java from "highlight.js/lib/languages/java";
import javascript from "highlight.js/lib/languages/javascript";
import json from "highlight.js/lib/languages/json";
import kotlin from "highlight.js/lib/languages/kotlin";
import markdown from "highlight.js/lib/languages/markdown";
import php from "highlight.js/lib/languages/php";
import python from "highlight.js/lib/languages/python";
import r from "highlight.js/lib/languages/r";
import ruby from "highlight.js/lib/languages/ruby";
import rust from "highlight.js/lib/languages/rust";
import scss from "highlight.js/lib/languages/scss";
import shell from "highlight.js/lib/languages/shell";
import sql from "highlight.js/lib/languages/sql";
import swift from "highlight.js/lib/languages/swift";
import typescript from "highlight.js/lib/languages/typescript";
import xml from "highlight.js/lib/languages/xml";
import yaml from "highlight.js/lib/languages/yaml";

/**
 * The languages a fenced code block may name to be highlighted (their highlight.js names; the aliases highlight.js
 * knows, such as `js`, `ts`, `py`, `sh` or `html`, work too). A small set the courses teach keeps the client's
 * preview chunk small; any other tag renders as plain code.
 */
const LANGUAGES = {
  bash,
  c,
  cpp,
  csharp,
  css,
  diff,
  go,
  java,
  javascript,
  json,
  kotlin,
  markdown,
  php,
  python,
  r,
  ruby,
  rust,
  scss,
  shell,
  sql,
  swift,
  typescript,
  xml,
  yaml,
} as const;
export const FORUM_CODE_LANGUAGES = Object.keys(LANGUAGES) as (keyof typeof LANGUAGES)[];
for (const [name, language] of Object.entries(LANGUAGES)) hljs.registerLanguage(name, language);

/**
 * The classes highlight.js puts on its token spans (its scopes, `hljs-` + name): the only classes the sanitizer lets
 * through on a span, and what the client's theme colours. Sub-scope suffixes (`function_`, `class_`) are dropped by
 * the render.
 */
export const FORUM_HIGHLIGHT_CLASSES = [
  "addition",
  "attr",
  "attribute",
  "built_in",
  "bullet",
  "char",
  "code",
  "comment",
  "deletion",
  "doctag",
  "emphasis",
  "formula",
  "keyword",
  "link",
  "literal",
  "meta",
  "name",
  "number",
  "operator",
  "params",
  "property",
  "punctuation",
  "quote",
  "regexp",
  "section",
  "selector-attr",
  "selector-class",
  "selector-id",
  "selector-pseudo",
  "selector-tag",
  "string",
  "strong",
  "subst",
  "symbol",
  "tag",
  "template-tag",
  "template-variable",
  "title",
  "type",
  "variable",
].map((scope) => `hljs-${scope}`);

/** The classes a highlighted block's <code> carries: `hljs` and its language. */
export const FORUM_CODE_CLASSES = ["hljs", ...FORUM_CODE_LANGUAGES.map((l) => `language-${l}`)];

/** The link schemes Markdown may link to. */
export const FORUM_LINK_SCHEMES = ["http", "https", "mailto"] as const;
/** What every link carries: no ranking credit for user content, no opener handed over. */
export const FORUM_LINK_REL = "nofollow ugc noopener";

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A fenced block's code, highlighted when its language tag names a known language, plain escaped code otherwise. */
function highlight(code: string, tag: string): string {
  const name = tag.trim().toLowerCase();
  const language = name ? hljs.getLanguage(name) : undefined;
  if (!language) return `<pre><code>${escapeHtml(code)}</code></pre>\n`;
  // The canonical name (an alias such as `js` highlights as javascript), for the language-… class.
  const canonical = FORUM_CODE_LANGUAGES.find((l) => hljs.getLanguage(l) === language) ?? "";
  const { value } = hljs.highlight(code, { language: name, ignoreIllegals: true });
  // Sub-scope suffixes ("hljs-title function_") go: the sanitizer would drop them, and the preview shows what is stored.
  const html = value.replace(/class="(hljs-[\w-]+)(?: [\w-]+_)+"/g, 'class="$1"');
  return `<pre><code class="hljs${canonical ? ` language-${canonical}` : ""}">${html}</code></pre>\n`;
}

const md = new MarkdownIt("default", {
  html: false,
  breaks: true,
  linkify: true,
  typographer: false,
  highlight,
});
md.disable(["table", "image"]);
// Only text that names its scheme becomes a link ("file.py" or "e.g." stay text).
md.linkify.set({ fuzzyLink: false, fuzzyEmail: false });
md.validateLink = (url: string) => /^(?:https?:\/\/|mailto:)/i.test(url.trim());

// Headings two levels down (h1 → h3 … h4-h6 → h6): the page's title is the h1, its sections h2.
md.core.ruler.push("forum_heading_levels", (state) => {
  for (const token of state.tokens) {
    if (token.type === "heading_open" || token.type === "heading_close") {
      token.tag = `h${Math.min(Number(token.tag.slice(1)) + 2, 6)}`;
    }
  }
});

const renderLinkOpen = md.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const token = tokens[idx]!;
  token.attrSet("rel", FORUM_LINK_REL);
  token.attrSet("target", "_blank");
  return renderLinkOpen(tokens, idx, options, env, self);
};

/**
 * Forum Markdown as HTML, before the server's sanitizer: already within its allow-list (no raw HTML, only safe link
 * schemes), so the preview shows what the server will store.
 */
export function renderForumMarkdown(source: string): string {
  return md.render(source.replace(/\r\n?/g, "\n")).trim();
}

/* ---------- Text written before Markdown ---------- */

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'", nbsp: "\u00a0" };
const decodeEntities = (s: string) =>
  s.replace(/&(#\d+|#x[0-9a-f]+|\w+);/gi, (whole, name: string) => {
    const known = ENTITIES[name.toLowerCase()];
    if (known !== undefined) return known;
    if (name[0] === "#") {
      const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return whole;
  });

/** Text as Markdown that renders back as the same text: every character Markdown could read as syntax escaped. */
function escapeMarkdown(text: string): string {
  return text
    .replace(/[\\`*_[\]<>~|]/g, (ch) => `\\${ch}`)
    .replace(/&(?=#?\w+;)/g, "\\&")
    .replace(/^(\s*)([#+\-=]|\d+[.)])/gm, (_m, space: string, mark: string) => `${space}${mark.replace(/([#+\-=.)])$/, "\\$1")}`)
    .replace(/\b(https?|mailto):/gi, "$1\\:");
}

/**
 * The Markdown source of a post or comment stored before the forum took Markdown (sanitized simple HTML: the old
 * allow-list's p, br, strong/b, em/i, u, s, a, ul, ol, li, blockquote, code, pre, h3, h4; or plain text), so editing
 * one starts from Markdown that renders as it reads now. Lossy only where Markdown has no form (underline becomes
 * emphasis). The input is the server's sanitized output, so its tags are well formed.
 */
export function htmlToForumMarkdown(html: string): string {
  const out: string[] = [];
  const lists: { ordered: boolean; n: number }[] = [];
  let quote = 0;
  let pre = false;
  let code = false;
  let href: string | null = null;
  let line = "";
  const prefix = () => "> ".repeat(quote);
  const flush = () => {
    if (line.trim() !== "") out.push(prefix() + line.trimEnd());
    line = "";
  };
  const blank = () => {
    flush();
    const last = out[out.length - 1];
    if (last !== undefined && last.replace(/[>\s]/g, "") !== "") out.push(prefix().trimEnd());
  };
  for (const part of html.split(/(<[^>]*>)/)) {
    if (!part) continue;
    const tag = /^<(\/?)([a-z0-9]+)([^>]*)>$/i.exec(part);
    if (!tag) {
      const text = decodeEntities(part);
      if (pre) line += text;
      // Code spans take no escapes: their text stays as it is (only new lines fold to spaces, as HTML shows them).
      else if (code) line += text.replace(/\s+/g, " ");
      else line += escapeMarkdown(text.replace(/\s+/g, " ").replace(/^ /, line === "" || line.endsWith(" ") ? "" : " "));
      continue;
    }
    const [, close, rawName, attrs] = tag;
    const name = rawName!.toLowerCase();
    const opening = close === "";
    switch (name) {
      case "p":
      case "h3":
      case "h4":
        if (opening) {
          blank();
          if (name !== "p") line = name === "h3" ? "# " : "## ";
        } else blank();
        break;
      case "br":
        if (pre) line += "\n";
        else {
          flush();
          // A line of its own inside a paragraph: `breaks` renders a single new line as <br>.
        }
        break;
      case "strong":
      case "b":
        line += "**";
        break;
      case "em":
      case "i":
      case "u":
        line += "_";
        break;
      case "s":
        line += "~~";
        break;
      case "code":
        if (!pre) {
          line += "`";
          code = opening;
        }
        break;
      case "pre":
        if (opening) {
          blank();
          pre = true;
          line = "```\n";
        } else {
          pre = false;
          const code = line.replace(/\n$/, "");
          line = "";
          for (const l of `${code}\n\`\`\``.split("\n")) out.push(prefix() + l);
          blank();
        }
        break;
      case "a":
        if (opening) {
          href = decodeEntities(/href="([^"]*)"/i.exec(attrs ?? "")?.[1] ?? "");
          line += "[";
        } else {
          line += href ? `](${href.replace(/[()\s]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`)})` : "]";
          href = null;
        }
        break;
      case "blockquote":
        blank();
        quote += opening ? 1 : -1;
        quote = Math.max(quote, 0);
        break;
      case "ul":
      case "ol":
        if (opening) {
          if (!lists.length) blank();
          else flush();
          lists.push({ ordered: name === "ol", n: 0 });
        } else {
          flush();
          lists.pop();
          if (!lists.length) blank();
        }
        break;
      case "li":
        if (opening) {
          flush();
          const list = lists[lists.length - 1];
          const indent = "   ".repeat(Math.max(lists.length - 1, 0));
          line = list?.ordered ? `${indent}${++list.n}. ` : `${indent}- `;
        } else flush();
        break;
      default:
        break;
    }
  }
  flush();
  while (out.length && out[out.length - 1]!.replace(/>/g, "").trim() === "") out.pop();
  return out.join("\n");
}

/** A body's Markdown to edit: the source its author wrote, or for a row written before Markdown, its HTML as Markdown. */
export function editableMarkdownOf(body: { markdown: string | null; description: string }): string {
  return body.markdown ?? htmlToForumMarkdown(body.description);
}
