/** What a post may hold (SPEC §3 forum post), as pure rules: lengths, kinds and tags. */
import type { ForumCategoryName } from "./listing.js";

/** Title length in characters of plain text (after markup is dropped and spaces collapsed). */
export const POST_TITLE_LIMITS = { min: 3, max: 150 } as const;
/** Description length in characters of sanitized HTML. */
export const POST_DESCRIPTION_MAX = 20_000;
/** How many tags a post is filed under. */
export const POST_TAG_LIMITS = { min: 1, max: 5 } as const;

/** What kind of post it is: SPEC §3's is_announcement (is_support does not change what the body may hold). */
export interface PostKind {
  isAnnouncement: boolean;
}

/**
 * Whether a description fits its post's kind, or what is wrong with it. `html` is the sanitized description and
 * `text` its visible text (markup dropped). An announcement is a post with an empty description (SPEC §3); any other
 * post needs some text, within POST_DESCRIPTION_MAX characters of sanitized HTML.
 */
export function descriptionProblem(kind: PostKind, html: string, text: string): string | null {
  if (kind.isAnnouncement) return html === "" ? null : "An announcement has no description.";
  if (text.trim() === "") return "Write the post's description.";
  if (html.length > POST_DESCRIPTION_MAX) return `At most ${POST_DESCRIPTION_MAX.toLocaleString("en")} characters (after formatting is cleaned).`;
  return null;
}

/** A tag as the post form sees it: its id and its category. */
export interface TagChoice {
  id: string;
  category: ForumCategoryName;
}

/**
 * Whether the chosen tags may file an ordinary post, or what is wrong: every id must name a tag (`found`), and none
 * may be a CLASSROOM tag (class forum posts are made from the class, issue 8). `asked` is already de-duplicated.
 */
export function tagChoiceProblem(asked: readonly string[], found: readonly TagChoice[]): string | null {
  const byId = new Map(found.map((t) => [t.id, t]));
  const unknown = asked.filter((id) => !byId.has(id));
  if (unknown.length) return `No such tag: ${unknown.join(", ")}.`;
  if (asked.some((id) => byId.get(id)!.category === "CLASSROOM")) return "Class forum tags are not chosen here: post in the class forum.";
  return null;
}

/** Collapses runs of white space (new lines included) to one space: a title is one line. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** A post as the permission rules see it. */
export interface PostOwnership {
  authorId: string;
}

/** Who may edit a post: its author only. */
export function mayEditPost(viewerId: string, post: PostOwnership): boolean {
  return post.authorId === viewerId;
}

/** Who may delete a post: its author (moderators and forum admins come with issue 8's moderation). */
export function mayDeletePost(viewerId: string, post: PostOwnership): boolean {
  return post.authorId === viewerId;
}
