/** What a post may hold (SPEC §3 forum post), as pure rules: lengths, kinds and tags; and who may do what to it. */
import { FORUM_MODERATOR_ROLES, type ForumCategoryName } from "../../shared/index.js";

/** Title length in characters of plain text (after markup is dropped and spaces collapsed). */
export const POST_TITLE_LIMITS = { min: 3, max: 150 } as const;
/** Description length in characters of its Markdown source (what the author types). */
export const POST_DESCRIPTION_MAX = 20_000;
/** A comment's or reply's description length in characters of its Markdown source (half a post: comments are shorter). */
export const COMMENT_DESCRIPTION_MAX = 10_000;
/**
 * The most HTML a description may render to: highlighted code multiplies its length (a span per token), and a source
 * within its limit that still renders past this is markup for its own sake, not a post.
 */
export const DESCRIPTION_HTML_MAX = 250_000;
/** How many tags a post is filed under. */
export const POST_TAG_LIMITS = { min: 1, max: 5 } as const;

/** What kind of post it is: SPEC §3's is_announcement (is_support does not change what the body may hold). */
export interface PostKind {
  isAnnouncement: boolean;
}

/** What a description belongs to: a post of its kind, or a comment (replies are comments). */
export type DescriptionOwner = PostKind | "COMMENT";

/** A description as the rules see it: its Markdown source, the HTML it renders to, and that HTML's visible text. */
export interface DescriptionParts {
  markdown: string;
  html: string;
  text: string;
}

/**
 * Whether a description fits what it belongs to, or what is wrong with it. An announcement is a post with an empty
 * description (SPEC §3); any other post, and every comment, needs some visible text, within POST_DESCRIPTION_MAX (a
 * post) or COMMENT_DESCRIPTION_MAX (a comment) characters of Markdown source, rendering to at most
 * DESCRIPTION_HTML_MAX characters of HTML.
 */
export function descriptionProblem(owner: DescriptionOwner, { markdown, html, text }: DescriptionParts): string | null {
  if (owner !== "COMMENT" && owner.isAnnouncement) return markdown.trim() === "" ? null : "An announcement has no description.";
  const max = descriptionMaxOf(owner);
  if (markdown.length > max) return tooLong(max);
  if (text.trim() === "") return owner === "COMMENT" ? "Write the comment." : "Write the post's description.";
  if (html.length > DESCRIPTION_HTML_MAX) return "Too much formatting: write it more simply.";
  return null;
}

/** The message for a description longer than `max` characters. */
export function tooLong(max: number): string {
  return `At most ${max.toLocaleString("en")} characters.`;
}

/** How long a description's Markdown source may be. */
export function descriptionMaxOf(owner: DescriptionOwner): number {
  return owner === "COMMENT" ? COMMENT_DESCRIPTION_MAX : POST_DESCRIPTION_MAX;
}

/** A tag as the post form sees it: its id and its category. */
export interface TagChoice {
  id: string;
  category: ForumCategoryName;
}

/**
 * Whether the chosen tags may file a post, or what is wrong. `classSlug` is the post's class forum (null for the
 * general forum). A general post: every id must name a tag (`found`), and none may be a CLASSROOM tag (class forum
 * posts are made from the class). A class post keeps exactly its class's tag (its slug): it cannot move to another
 * class or into the general forum by an edit, and general tags would show it in no general list anyway. `asked` is
 * already de-duplicated.
 */
export function tagChoiceProblem(asked: readonly string[], found: readonly TagChoice[], classSlug: string | null = null): string | null {
  if (classSlug !== null) {
    return asked.length === 1 && asked[0] === classSlug ? null : `A class forum post keeps its class's tag only (${classSlug}).`;
  }
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

/**
 * Who may vote on a post or a comment: anyone logged in but its author (as on Stack Overflow and Discourse, a vote is
 * what others think of it). Taking back a vote (NONE) stays open to everyone, so a vote cast before the rule can go.
 */
export function mayVote(viewerId: string, content: PostOwnership): boolean {
  return content.authorId !== viewerId;
}

// Who may delete a post (its author or its moderators) is rules/moderation.ts `mayDeleteContent`.

/** A viewer as the moderation rules see them (roles as strings: the client's mocks apply the same rule). */
export interface ModeratorCandidate {
  id: string;
  roles: readonly string[];
}

/**
 * Who may mark or unmark a post's answer and resolve or unresolve it (SPEC §4): the post's author (it is their
 * question) or a forum moderator.
 */
export function mayModeratePost(viewer: ModeratorCandidate, post: PostOwnership): boolean {
  return post.authorId === viewer.id || isForumAdmin(viewer.roles);
}

/**
 * Who may create, edit and delete the forum's tags (SPEC §6, the forum admin menu's tag management): the forum
 * admins, FORUM_MODERATOR_ROLES. No author exception: tags belong to the whole forum.
 */
export function mayManageTags(roles: readonly string[]): boolean {
  return isForumAdmin(roles);
}

function isForumAdmin(roles: readonly string[]): boolean {
  return roles.some((r) => (FORUM_MODERATOR_ROLES as readonly string[]).includes(r));
}
