/**
 * Forum bodies arrive as sanitized simple HTML (the server's allow-list). Lists show a plain-text excerpt, and the
 * post and comment forms turn the plain text people type into simple HTML (a paragraph per blank-line block, line
 * breaks kept) and back for editing.
 */

/** The visible text of simple HTML (the DOM parses it; nothing is run or loaded: the document is inert). */
export function htmlToText(html: string): string {
  if (typeof DOMParser === "undefined") return html.replace(/<[^>]*>/g, " ");
  const doc = new DOMParser().parseFromString(html, "text/html");
  // Block ends become spaces, so "<li>a</li><li>b</li>" reads "a b", not "ab".
  doc.body.querySelectorAll("p, li, br, pre, blockquote, h3, h4").forEach((el) => el.after(" "));
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

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Plain text as simple HTML: blocks separated by blank lines become paragraphs, single line breaks become <br>. */
export function textToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${escapeHtml(block).replace(/\n/g, "<br>")}</p>`)
    .join("");
}

/** Simple HTML back to editable plain text: paragraphs and blocks on their own lines, blank lines between them. */
export function htmlToEditableText(html: string): string {
  if (typeof DOMParser === "undefined") return html;
  const doc = new DOMParser().parseFromString(html, "text/html");
  doc.body.querySelectorAll("br").forEach((br) => br.replaceWith("\n"));
  doc.body.querySelectorAll("li").forEach((li) => li.prepend("- "));
  doc.body.querySelectorAll("p, pre, blockquote, h3, h4, ul, ol").forEach((el) => el.after("\n\n"));
  doc.body.querySelectorAll("li").forEach((li) => li.after("\n"));
  return (doc.body.textContent ?? "").replace(/\n{3,}/g, "\n\n").trim();
}
