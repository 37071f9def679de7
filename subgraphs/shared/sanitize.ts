/**
 * "Simple HTML" (SPEC §3: forum post bodies, course overviews, person descriptions, FAQ answers) is sanitized with one
 * allow-list before it is stored, whether users or the seed wrote it, so nothing stored can run script in a browser.
 */
import sanitizeHtml from "sanitize-html";

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "strong", "b", "em", "i", "u", "s", "a", "ul", "ol", "li", "blockquote", "code", "pre", "h3", "h4"],
  // rel and target are set by the transform below (it runs before attributes are filtered), overriding any given.
  allowedAttributes: { a: ["href", "title", "rel", "target"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // Links open in a new tab without handing the opener over, and carry no ranking credit for spam.
  transformTags: { a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer nofollow", target: "_blank" }) },
};

/** Keeps only the allow-listed simple HTML. */
export function sanitizeSimpleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Forum post bodies: simple HTML. */
export const sanitizePostHtml = sanitizeSimpleHtml;

/** Plain text fields (course descriptions, testimonial comments): every tag dropped, text kept. */
export function sanitizePlainText(text: string): string {
  const stripped = sanitizeHtml(text, { allowedTags: [], allowedAttributes: {}, disallowedTagsMode: "discard" });
  // sanitize-html escapes text for HTML; a plain-text field stores the characters themselves (clients render text).
  return stripped
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .trim();
}
