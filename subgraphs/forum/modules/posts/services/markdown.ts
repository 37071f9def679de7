/**
 * Forum Markdown to stored HTML: rendered by the pure rules (rules/markdown.ts), then sanitized with the forum's
 * allow-list, which is the shared simple-HTML list (subgraphs/shared/sanitize.ts) plus what Markdown adds: smaller
 * headings, rules, and highlight.js's token classes on spans (those classes only). The render already stays within
 * it; the sanitizer is the guarantee that nothing stored can run script, whatever a parser bug let through.
 */
import sanitizeHtml from "sanitize-html";
import { FORUM_CODE_CLASSES, FORUM_HIGHLIGHT_CLASSES, FORUM_LINK_REL, FORUM_LINK_SCHEMES, renderForumMarkdown } from "../rules/markdown.js";

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...["p", "br", "hr", "strong", "b", "em", "i", "u", "s", "a", "ul", "ol", "li", "blockquote", "code", "pre"],
    ...["h3", "h4", "h5", "h6", "span"],
  ],
  allowedAttributes: { a: ["href", "title", "rel", "target"], ol: ["start"], span: ["class"], code: ["class"] },
  allowedClasses: { span: FORUM_HIGHLIGHT_CLASSES, code: FORUM_CODE_CLASSES },
  allowedSchemes: [...FORUM_LINK_SCHEMES],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: { a: sanitizeHtml.simpleTransform("a", { rel: FORUM_LINK_REL, target: "_blank" }) },
};

/** Forum HTML (rendered Markdown) through the forum's allow-list. */
export function sanitizeForumHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** A description's Markdown source as the HTML the forum stores and serves. */
export function forumHtmlOf(markdown: string): string {
  return sanitizeForumHtml(renderForumMarkdown(markdown));
}
