/**
 * Forum bodies arrive as sanitized HTML (rendered from Markdown by the server, or the simple HTML of older posts); lists
 * show a plain-text excerpt of them. People write Markdown, which the server renders (components/MarkdownEditor).
 */

/** The visible text of simple HTML (the DOM parses it; nothing is run or loaded: the document is inert). */
export function htmlToText(html: string): string {
  if (typeof DOMParser === "undefined") return html.replace(/<[^>]*>/g, " ");
  const doc = new DOMParser().parseFromString(html, "text/html");
  // Block ends become spaces, so "<li>a</li><li>b</li>" reads "a b", not "ab".
  doc.body.querySelectorAll("p, li, br, pre, blockquote, h3, h4, h5, h6").forEach((el) => el.after(" "));
  return doc.body.textContent ?? "";
}

/** At most `max` characters of the text of `html`, cut at a word and ending in "…" when cut. */
export function excerpt(html: string, max = 200): string {
  const text = htmlToText(html).replace(/\s+/g, " ").trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
