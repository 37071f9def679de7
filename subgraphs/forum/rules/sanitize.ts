/**
 * Post bodies are "simple HTML" (SPEC §3) written by users: sanitized with an allow-list before they are stored, so
 * nothing a user writes can run script in another user's browser.
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

export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
