/**
 * The forum in the mock API (schema/forum.graphql), following the server's rules (subgraphs/forum/rules/*): categories
 * and tags mirroring the server seed (subgraphs/forum/seed-data.ts), tag follows, posts (create / edit / delete by
 * their author, BAD_USER_INPUT with per-field messages, FORBIDDEN for anyone else), votes (one per person: UP, DOWN or
 * NONE), post follows and bookmarks, images (data URLs), comments and replies (one level), comment votes and
 * bookmarks, the answer (one per post) and resolve, the viewer's history and bookmarks (6 a page) and the search;
 * tag management by forum admins (create / edit / delete: FORBIDDEN for anyone else, CONFLICT on a taken id or a tag in
 * use).
 * Class forums (./classes): class posts stay out of the general feed, tag feeds and a person's posts; a class
 * post, its comments and search hits are read only by the class's members and forum admins (NOT_FOUND or null for
 * anyone else), as the server's rules/access.ts says.
 * Every read and write needs a logged-in person (UNAUTHENTICATED otherwise), as on the server. Descriptions are
 * Markdown, rendered by the server's pure render (posts/rules/markdown.ts) and sanitized with the server's allow-list
 * (here with the DOM), so the client only ever receives safe HTML; the edit forms get the Markdown back.
 *
 * The seed's posts are by the demo student (Mei Ling Tan) and instructor (Arjun Nair), the server's demo accounts
 * (mocks/fixtures.ts). In the browser the state survives reloads (sessionStorage); tests call `resetMockForum()`
 * (through resetMockBackend) and get the seed back.
 */
import type { Resolvers } from "../../../__generated__/mock-resolvers";
import { GraphQLError } from "graphql";
import {
  badInput,
  conflict,
  forbidden,
  notFound,
  present,
  sessionStore,
  type MockUser,
  type PageArgs,
  type Person,
  type ViewerDeps,
} from "../../../mocks/common";
import { demoAccount } from "../../../mocks/fixtures";
import { FORUM_CATEGORIES, FORUM_TAGS } from "@server/forum/modules/tags/content";
import { makeIdSlug, randomShortId, shortIdOf, slugify } from "@server/forum/modules/shared/rules/id-slug";
import {
  POST_TAG_LIMITS,
  POST_TITLE_LIMITS,
  descriptionMaxOf,
  descriptionProblem,
  tooLong,
  type DescriptionOwner,
  mayManageTags,
  mayModeratePost,
  oneLine,
  mayVote,
} from "@server/forum/modules/posts/rules/posts";
import {
  BROWSE_TAGS_PER_CATEGORY_MAX,
  FORUM_TAG_PAGE_SIZE,
  TAG_DESCRIPTION_MAX,
  TAG_NAME_LIMITS,
  categoryTagLimitProblem,
  mayManageTagOf,
} from "@server/forum/modules/tags/rules/tags";
import { FORUM_POST_PAGE_SIZE } from "@server/forum/modules/shared/rules/listing";
import { FORUM_COMMENT_PAGE_SIZE } from "@server/forum/modules/comments/rules/comments";
import { MAX_PAGE_SIZE } from "@server/shared/page-size";
import { seedAt } from "@server/shared/seed-dates";
import { forumPostDates } from "@server/forum/modules/posts/dates-seed-data";
import { FORUM_SEARCH_LIMITS } from "@server/forum/modules/search/rules/search";
import { maySeeContent, rolesScopeOf, type ForumScope } from "@server/forum/modules/shared/rules/access";
import { mayDeleteContent } from "@server/forum/modules/moderation/rules/moderation";
import {
  FORUM_CODE_CLASSES,
  FORUM_HIGHLIGHT_CLASSES,
  FORUM_LINK_REL,
  editableMarkdownOf,
  renderForumMarkdown,
} from "@server/forum/modules/posts/rules/markdown";
import type {
  ForumCategoryName,
  ForumPostInput,
  ForumSearchScope,
  ForumTagInput,
  ForumVoteValue,
} from "../../../__generated__/schema-types";

/* ---------- Constants (the schema's defaults) ---------- */

const IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp"];
const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
const STORAGE_KEY = "talentforge.mock.forum";

/* ---------- Rendering and sanitizing (the server's: posts/rules/markdown.ts and posts/services/markdown.ts) ---------- */

const ALLOWED_TAGS = new Set([
  "p",
  "br",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "a",
  "ul",
  "ol",
  "li",
  "blockquote",
  "code",
  "pre",
  "h3",
  "h4",
  "h5",
  "h6",
  "hr",
  "span",
]);
/** The classes kept, per element: highlight.js's token classes on spans, `hljs` and the language on code. */
const ALLOWED_CLASSES: Record<string, ReadonlySet<string>> = {
  span: new Set(FORUM_HIGHLIGHT_CLASSES),
  code: new Set(FORUM_CODE_CLASSES),
};
/** Elements dropped with their content (sanitize-html's non-text tags). */
const DROPPED_WITH_CONTENT = new Set(["script", "style", "textarea", "option", "noscript", "iframe", "object", "template"]);
const SAFE_HREF = /^(https?:|mailto:)/i;

function parseBody(html: string): HTMLElement | null {
  if (typeof DOMParser === "undefined") return null;
  return new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, "text/html").body;
}

function escapeText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** Keeps only the allow-listed HTML; links get rel/target like the server's transform. */
export function sanitizeForumHtml(html: string): string {
  const body = parseBody(html);
  if (!body) return escapeText(html).trim();
  const doc = body.ownerDocument;
  const copy = (from: Node, to: Node) => {
    for (const child of Array.from(from.childNodes)) {
      if (child.nodeType === 3) to.appendChild(doc.createTextNode(child.textContent ?? ""));
      else if (child.nodeType === 1) {
        const el = child as Element;
        const tag = el.tagName.toLowerCase();
        if (DROPPED_WITH_CONTENT.has(tag)) continue;
        if (!ALLOWED_TAGS.has(tag)) {
          copy(el, to); // disallowed tag: discarded, its text kept
          continue;
        }
        const clean = doc.createElement(tag);
        if (tag === "a") {
          const href = el.getAttribute("href")?.trim();
          if (href && SAFE_HREF.test(href)) clean.setAttribute("href", href);
          const title = el.getAttribute("title");
          if (title) clean.setAttribute("title", title);
          clean.setAttribute("rel", FORUM_LINK_REL);
          clean.setAttribute("target", "_blank");
        }
        const kept = ALLOWED_CLASSES[tag];
        const classes = kept ? Array.from(el.classList).filter((c) => kept.has(c)) : [];
        if (classes.length) clean.setAttribute("class", classes.join(" "));
        const start = tag === "ol" ? el.getAttribute("start") : null;
        if (start && /^\d+$/.test(start)) clean.setAttribute("start", start);
        copy(el, clean);
        to.appendChild(clean);
      }
    }
  };
  const out = doc.createElement("div");
  copy(body, out);
  return out.innerHTML.trim();
}

/** The visible text of some HTML (markup dropped). */
export function plainText(html: string): string {
  const body = parseBody(html);
  return body ? (body.textContent ?? "") : html.replace(/<[^>]*>/g, "");
}

/* ---------- State ---------- */

export interface MockCategory {
  id: string;
  name: ForumCategoryName;
  description: string;
}
export interface MockTag {
  id: string;
  name: string;
  categoryId: string;
  description: string;
}
export interface MockForumPost {
  /** The short id (8 base36 characters); the API's id is the id slug made from it and the title. */
  shortId: string;
  title: string;
  /** The body as served: rendered Markdown (or the simple HTML of a post written before Markdown). */
  description: string;
  /** The Markdown source; null for a post written before Markdown (as posts.markdown). */
  markdown: string | null;
  authorId: string;
  tagIds: string[];
  createdDate: string;
  modifiedDate: string;
  isAnnouncement: boolean;
  isSupport: boolean;
  isResolved: boolean;
  imageUrl: string | null;
  /** Votes by people who are not mock accounts, so seed counts look lived-in. */
  otherUp: number;
  otherDown: number;
  /** The class forum it was posted in (its CLASSROOM tag's slug); null for the general forum (as posts.class_slug). */
  classSlug: string | null;
  isPinned: boolean;
  pinnedAt: string | null;
  /** Hidden by a moderator. */
  isHidden: boolean;
  /** A pending report waits on it. */
  underReview: boolean;
}
export interface MockForumComment {
  shortId: string;
  postId: string;
  parentId: string | null;
  authorId: string;
  description: string;
  /** The Markdown source; null for a comment written before Markdown. */
  markdown: string | null;
  createdDate: string;
  modifiedDate: string;
  isAnswer: boolean;
  otherUp: number;
  otherDown: number;
  /** Hidden by a moderator. */
  isHidden: boolean;
  /** A pending report waits on it. */
  underReview: boolean;
}
interface Vote {
  targetId: string;
  userId: string;
  value: 1 | -1;
}
interface Mark {
  targetId: string;
  userId: string;
  at: string;
}

interface ForumState {
  tagFollows: Mark[];
  posts: MockForumPost[];
  comments: MockForumComment[];
  postVotes: Vote[];
  commentVotes: Vote[];
  postFollows: Mark[];
  postBookmarks: Mark[];
  commentBookmarks: Mark[];
}

// The server's content rows, so mock ids, names and descriptions are the real ones.
const categories: MockCategory[] = FORUM_CATEGORIES;
/** Copies of the content's tags, so admins' edits never reach the shared rows. */
const seedTags = (): MockTag[] => FORUM_TAGS.map((t) => ({ ...t }));
/**
 * The live tag list: part of the mock state (admins add, edit and delete tags; saved and reset with the rest), kept in
 * one array that is refilled rather than replaced, so importers (tests adding tags) hold the live list.
 */
export const forumTags: MockTag[] = seedTags();
const setTags = (tags: MockTag[]) => void forumTags.splice(0, forumTags.length, ...tags);

/** The server seed's demo student and instructor. */
export const FORUM_STUDENT = demoAccount("student").id;
export const FORUM_INSTRUCTOR = demoAccount("instructor").id;
const TALENT_ADMIN = demoAccount("talent-admin").id;

function seedPost(
  shortId: string,
  title: string,
  html: string,
  authorId: string,
  createdDate: string,
  tagIds: string[],
  extra: Partial<MockForumPost> = {},
): MockForumPost {
  return {
    shortId,
    title,
    description: html,
    markdown: null,
    authorId,
    tagIds,
    createdDate,
    modifiedDate: createdDate,
    isAnnouncement: false,
    isSupport: false,
    isResolved: false,
    imageUrl: null,
    otherUp: 0,
    otherDown: 0,
    classSlug: classSlugOfTags(tagIds),
    isPinned: false,
    pinnedAt: null,
    isHidden: false,
    underReview: false,
    ...extra,
  };
}

/** The class a post's tags file it under: its CLASSROOM tag's slug, or null for the general forum. */
export function classSlugOfTags(tagIds: readonly string[]): string | null {
  return tagIds.find((id) => forumTags.find((t) => t.id === id)?.categoryId === "classroom") ?? null;
}

function seedComment(
  shortId: string,
  postId: string,
  parentId: string | null,
  authorId: string,
  html: string,
  createdDate: string,
  extra: Partial<MockForumComment> = {},
): MockForumComment {
  return {
    shortId,
    postId,
    parentId,
    authorId,
    description: html,
    markdown: null,
    createdDate,
    modifiedDate: createdDate,
    isAnswer: false,
    otherUp: 0,
    otherDown: 0,
    isHidden: false,
    underReview: false,
    ...extra,
  };
}

/** The server seed's Markdown question (posts/seed-data.ts), rendered as the server renders it. */
const LEFT_JOIN_QUESTION = [
  "My query joins `orders` to `payments` and the row count grows. I expected the same number of rows as `orders`.",
  "",
  "```sql",
  "SELECT o.id, p.amount",
  "FROM orders o",
  "LEFT JOIN payments p ON p.order_id = o.id;",
  "```",
].join("\n");
const markdownBody = (markdown: string) => ({ markdown, description: sanitizeForumHtml(renderForumMarkdown(markdown)) });

/**
 * A date of the mock's own seed rows, counted from today as the server's seed counts from its seeding day
 * (shared/seed-dates.ts): `days` from today (negative: before), at the local (UTC+8) time `hhmm`.
 */
export const mockSeedDate = (days: number, hhmm: string) => seedAt(new Date(), days, hhmm).toISOString();

/**
 * The server seed's posts (same ids, titles, bodies and dates: its dates-seed-data.ts for today), an announcement,
 * and a few comments, each dated after what it answers.
 */
function seedState(): ForumState {
  const S = FORUM_STUDENT;
  const I = FORUM_INSTRUCTOR;
  const dates = forumPostDates(new Date());
  const written = (postId: string) => dates.writtenAt(postId).toISOString();
  const posts = [
    seedPost(
      "p7k2m9qa",
      "Hello from Penang! Starting the data analytics track",
      "<p>Hi everyone, I am Mei Ling. I worked in hotel operations for five years and I am now learning <strong>SQL</strong> and <strong>Python</strong>. Happy to join study groups!</p>",
      S,
      written("p7k2m9qa"),
      ["introductions", "career-change"],
      { otherUp: 4, underReview: true },
    ),
    // The class forum of m1js-open-2026 (Mei studies there, Arjun teaches), like the server seed's: its welcome post
    // (pinned here), an announcement and a support question (their own ids and texts in the mock), and a discussion.
    seedPost(
      "h3x8v1ne",
      "Welcome to the M1 JavaScript open class forum",
      '<p>Welcome! Use this forum for questions about the weekly labs. Please read the <a href="https://example.com/guidelines" rel="noopener noreferrer nofollow" target="_blank">community guidelines</a> before posting.</p>',
      I,
      written("h3x8v1ne"),
      ["m1js-open-2026"],
      { isPinned: true, pinnedAt: mockSeedDate(-63, "09:05") },
    ),
    seedPost("r5t0w2zc", "LEFT JOIN returns more rows than my base table. Why?", "", S, written("r5t0w2zc"), ["sql", "data-analytics"], {
      otherUp: 2,
      ...markdownBody(LEFT_JOIN_QUESTION),
    }),
    seedPost(
      "d9f4g6jb",
      "Three habits that make your SQL easier to review",
      "<ol><li>Name every column you select.</li><li>One join condition per line.</li><li>Check row counts after each join.</li></ol><p>A join that multiplies rows usually means a one-to-many relationship you did not expect.</p>",
      I,
      written("d9f4g6jb"),
      ["sql"],
      { otherUp: 7, otherDown: 1 },
    ),
    seedPost(
      "m2n8q4ls",
      "How I prepared for my first data analyst interview",
      "<p>I practised explaining one dashboard end to end: the question, the data, the cleaning and the decision it supported. The take-home task was a small <em>Excel</em> and SQL exercise.</p>",
      S,
      written("m2n8q4ls"),
      ["interview-tips", "data-analytics"],
      { otherUp: 3 },
    ),
    seedPost(
      "c6v1b7ty",
      "Resume review: what to put first when you change careers",
      "<p>Lead with projects that show the skills of the role you want, then map your previous work to them. Keep it to one page.</p><ul><li>Projects</li><li>Skills</li><li>Experience</li></ul>",
      I,
      written("c6v1b7ty"),
      ["resume", "career-change"],
      { otherUp: 5 },
    ),
    seedPost(
      "w4e9r3ui",
      "pandas groupby vs pivot_table for monthly sales",
      "<p>Both work. <code>groupby</code> is clearer when you aggregate one column; <code>pivot_table</code> reads better when months become columns.</p>",
      I,
      written("w4e9r3ui"),
      ["python", "data-analytics"],
      { otherUp: 1 },
    ),
    seedPost(
      "k8j5h2gd",
      "Anyone going to the KL career fair? Tips for talking to employers",
      "<p>I am bringing printed CVs and a one-minute introduction. What else should I prepare?</p>",
      S,
      written("k8j5h2gd"),
      ["job-search", "general"],
    ),
    // An announcement (SPEC §3: empty description), so the instructor's history has an Announcements tab to show.
    seedPost("a1n2c3e4", "Lab 3 deadline moved to Friday", "", I, mockSeedDate(-39, "09:00"), ["m1js-open-2026"], { isAnnouncement: true }),
    seedPost(
      "g2s6t8yb",
      "Study group for the asynchronous JavaScript module?",
      "<p>Anyone keen to meet online on Saturday mornings to go through promises and <code>async</code>/<code>await</code> together?</p>",
      S,
      mockSeedDate(-38, "10:30"),
      ["m1js-open-2026"],
    ),
    seedPost(
      "s7u3p9qk",
      "My fetch() call logs a pending Promise instead of the data",
      "<p>In lab 4 I call <code>fetch(url).then((r) =&gt; r.json())</code> and log the result, but the console shows <code>Promise { &lt;pending&gt; }</code>. What am I missing?</p>",
      S,
      mockSeedDate(-37, "14:15"),
      ["m1js-open-2026"],
      { isSupport: true },
    ),
  ];
  const comments = [
    seedComment("c1r5t0wa", "r5t0w2zc", null, I, "", mockSeedDate(-60, "21:00"), {
      isAnswer: true,
      otherUp: 3,
      ...markdownBody(
        [
          "Each order has several payments (instalments), so the join returns one row per payment. Aggregate the payments first, then join:",
          "",
          "```sql",
          "SELECT o.id, p.total",
          "FROM orders o",
          "LEFT JOIN (SELECT order_id, SUM(amount) AS total FROM payments GROUP BY order_id) p ON p.order_id = o.id;",
          "```",
        ].join("\n"),
      ),
    }),
    seedComment(
      "c2r5t0wb",
      "r5t0w2zc",
      "c1r5t0wa",
      S,
      "<p>That was it: some orders had three instalments. Thank you!</p>",
      mockSeedDate(-60, "22:10"),
    ),
    seedComment(
      "c3r5t0wc",
      "r5t0w2zc",
      null,
      TALENT_ADMIN,
      "<p>A quick check: <code>SELECT order_id, COUNT(*) FROM payments GROUP BY 1 HAVING COUNT(*) &gt; 1</code> shows the culprits.</p>",
      mockSeedDate(-59, "10:00"),
      { otherUp: 1 },
    ),
    seedComment(
      "c4m2n8qd",
      "m2n8q4ls",
      null,
      I,
      "<p>Great write-up. Explaining the decision a dashboard supported is exactly what interviewers listen for.</p>",
      mockSeedDate(-53, "18:00"),
    ),
    seedComment(
      "c5k8j5he",
      "k8j5h2gd",
      null,
      TALENT_ADMIN,
      "<p>Bring a short list of the employers you want to meet, and one question for each.</p>",
      mockSeedDate(-40, "22:00"),
    ),
  ];
  const post = (id: string, userId: string, value: 1 | -1): Vote => ({ targetId: id, userId, value });
  const mark = (targetId: string, userId: string, at: string): Mark => ({ targetId, userId, at });
  const followedAt = dates.tagsFollowedAt.toISOString();
  const bookmarkedAt = (postId: string) => dates.bookmarkedAt(postId).toISOString();
  return {
    tagFollows: [
      mark("sql", S, followedAt),
      mark("data-analytics", S, followedAt),
      mark("career-change", S, followedAt),
      mark("sql", I, followedAt),
      mark("python", I, followedAt),
      mark("interview-tips", I, followedAt),
    ],
    posts,
    comments,
    postVotes: [
      post("d9f4g6jb", S, 1),
      post("c6v1b7ty", S, 1),
      post("w4e9r3ui", S, 1),
      post("r5t0w2zc", I, 1),
      post("m2n8q4ls", I, 1),
      post("p7k2m9qa", I, 1),
    ],
    commentVotes: [post("c1r5t0wa", S, 1)],
    // Authors follow their own posts (as createForumPost does).
    postFollows: posts.map((p) => mark(p.shortId, p.authorId, p.createdDate)),
    postBookmarks: [mark("d9f4g6jb", S, bookmarkedAt("d9f4g6jb")), mark("c6v1b7ty", S, bookmarkedAt("c6v1b7ty"))],
    commentBookmarks: [mark("c1r5t0wa", S, mockSeedDate(-60, "23:00"))],
  };
}

let state: ForumState = seedState();

const persist = () => sessionStore()?.setItem(STORAGE_KEY, JSON.stringify({ ...state, tags: forumTags }));

export function resetMockForum(): void {
  state = seedState();
  setTags(seedTags());
  sessionStore()?.removeItem(STORAGE_KEY);
}
/** The stored copy (read before resetMockBackend clears storage). */
export const storedMockForum = (): string | null => sessionStore()?.getItem(STORAGE_KEY) ?? null;
export function loadMockForum(stored: string | null): void {
  if (!stored) return;
  try {
    const { tags, ...rest } = JSON.parse(stored) as Partial<ForumState> & { tags?: MockTag[] };
    if (tags) setTags(tags);
    const seeded = seedState();
    state = { ...seeded, ...rest };
    // A copy from before class forums and moderation reads with their defaults.
    const postDefaults = (p: MockForumPost) => ({
      classSlug: classSlugOfTags(p.tagIds),
      isPinned: false,
      pinnedAt: null,
      isHidden: false,
      underReview: false,
    });
    state.posts = state.posts.map((p) => ({ ...postDefaults(p), ...(p as Partial<MockForumPost>) }) as MockForumPost);
    state.comments = state.comments.map(
      (c) => ({ isHidden: false, underReview: false, ...(c as Partial<MockForumComment>) }) as MockForumComment,
    );
    persist();
  } catch {
    /* ignore a damaged copy */
  }
}

/* ---------- Look-ups ---------- */

const now = () => new Date().toISOString();
const newShortId = () => randomShortId((n) => globalThis.crypto.getRandomValues(new Uint8Array(n)));
export const postIdSlug = (p: MockForumPost) => makeIdSlug(p.shortId, p.title);
/** A comment's id slug: its short id plus a slug of its first words. */
export const commentIdSlug = (c: MockForumComment) => makeIdSlug(c.shortId, plainText(c.description).split(/\s+/).slice(0, 6).join(" "));

const byShortId = <T extends { shortId: string }>(list: T[], idSlug: string): T | null => {
  const short = shortIdOf(idSlug);
  return short ? (list.find((x) => x.shortId === short) ?? null) : null;
};
export const findMockPost = (idSlug: string) => byShortId(state.posts, idSlug);
/** A live comment (its post is live too). */
export const findMockComment = (idSlug: string) => {
  const c = byShortId(state.comments, idSlug);
  return c && state.posts.some((p) => p.shortId === c.postId) ? c : null;
};
const tagById = (id: string) => forumTags.find((t) => t.id === id) ?? null;
const categoryOf = (t: MockTag) => categories.find((c) => c.id === t.categoryId)!;

const newestFirst = <T extends { createdDate: string; shortId: string }>(a: T, b: T) =>
  b.createdDate.localeCompare(a.createdDate) || b.shortId.localeCompare(a.shortId);
const oldestFirst = <T extends { createdDate: string; shortId: string }>(a: T, b: T) => -newestFirst(a, b);

const tally = (votes: Vote[], targetId: string, userId: string | undefined) => {
  const mine = votes.find((v) => v.targetId === targetId && v.userId === userId)?.value ?? 0;
  const own = votes.filter((v) => v.targetId === targetId);
  return { up: own.filter((v) => v.value === 1).length, down: own.filter((v) => v.value === -1).length, mine };
};
const has = (marks: Mark[], targetId: string, userId: string | undefined) =>
  marks.some((m) => m.targetId === targetId && m.userId === userId);
function setMark(marks: Mark[], targetId: string, userId: string, on: boolean): Mark[] {
  const rest = marks.filter((m) => !(m.targetId === targetId && m.userId === userId));
  return on ? [...rest, { targetId, userId, at: now() }] : rest;
}
function setVote(votes: Vote[], targetId: string, userId: string, value: ForumVoteValue): Vote[] {
  const rest = votes.filter((v) => !(v.targetId === targetId && v.userId === userId));
  return value === "NONE" ? rest : [...rest, { targetId, userId, value: value === "UP" ? 1 : -1 }];
}

const commentsOf = (postId: string) => state.comments.filter((c) => c.postId === postId);
const topLevelOf = (postId: string) =>
  commentsOf(postId)
    .filter((c) => !c.parentId)
    .sort(oldestFirst);
const repliesOf = (commentId: string) => state.comments.filter((c) => c.parentId === commentId).sort(oldestFirst);

/** The server's rule: the post's author or a forum moderator (COURSE_ADMIN, TALENT_ADMIN). */
const mayModerate = (viewer: Person | null, post: MockForumPost) => !!viewer && mayModeratePost(viewer, post);

/* ---------- Validation (the server's zod rules and messages) ---------- */

function checkPostInput(input: ForumPostInput, isAnnouncement: boolean): Body & { title: string; tagIds: string[] } {
  const fields: Record<string, string> = {};
  const title = oneLine(plainText(input.title));
  if (title.length < POST_TITLE_LIMITS.min) fields.title = `At least ${POST_TITLE_LIMITS.min} characters.`;
  else if (title.length > POST_TITLE_LIMITS.max) fields.title = `At most ${POST_TITLE_LIMITS.max} characters.`;
  const body = checkDescription(input.description, { isAnnouncement });
  if (typeof body === "string") fields.description = body;
  const tagIds = [...new Set(input.tagIds.map((t) => t.trim()))];
  if (tagIds.some((t) => !t || t.length > 100)) fields.tagIds = "Choose tags from the list.";
  else if (tagIds.length < POST_TAG_LIMITS.min) fields.tagIds = "Choose at least one tag.";
  else if (tagIds.length > POST_TAG_LIMITS.max) fields.tagIds = `At most ${POST_TAG_LIMITS.max} tags.`;
  else {
    const unknown = tagIds.filter((id) => !tagById(id));
    if (unknown.length) fields.tagIds = `No such tag: ${unknown.join(", ")}.`;
    else if (tagIds.some((id) => categoryOf(tagById(id)!).name === "CLASSROOM"))
      fields.tagIds = "Class forum tags are not chosen here: post in the class forum.";
  }
  const first = Object.entries(fields)[0];
  if (first) throw badInput(`Invalid input: ${first[0]}: ${first[1]}`, fields);
  return { title, ...(body as Body), tagIds };
}

/** A description as stored: its Markdown source and the HTML it renders to. */
export interface Body {
  markdown: string;
  description: string;
}

/** The server's description field (posts/services/posts.ts): Markdown within its limit, rendered and sanitized. */
export function checkDescription(markdown: string, owner: DescriptionOwner): Body | string {
  const max = descriptionMaxOf(owner);
  if (markdown.length > max) return tooLong(max);
  const source = markdown.replace(/\s+$/, "");
  const html = sanitizeForumHtml(renderForumMarkdown(source));
  return descriptionProblem(owner, { markdown: source, html, text: plainText(html) }) ?? { markdown: source, description: html };
}

/** ForumTagInput's rules: plain one-line name of 2-40 characters with letters or digits (its slug is the id). */
function checkTagInput(input: ForumTagInput): { name: string; description: string; categoryId: string } {
  const fields: Record<string, string> = {};
  const name = oneLine(plainText(input.name));
  if (name.length < TAG_NAME_LIMITS.min) fields.name = `At least ${TAG_NAME_LIMITS.min} characters.`;
  else if (name.length > TAG_NAME_LIMITS.max) fields.name = `At most ${TAG_NAME_LIMITS.max} characters.`;
  else if (!slugify(name)) fields.name = "Use some letters or digits.";
  const description = plainText(input.description).trim();
  if (description.length > TAG_DESCRIPTION_MAX) fields.description = `At most ${TAG_DESCRIPTION_MAX} characters.`;
  const category = categories.find((c) => c.name === input.category);
  if (!category || !mayManageTagOf(category.name))
    fields.category = "Choose General, Skills or Careers: class forum tags come with their classes.";
  const first = Object.entries(fields)[0];
  if (first) throw badInput(`Invalid input: ${first[0]}: ${first[1]}`, fields);
  return { name, description, categoryId: category!.id };
}

function checkCommentText(markdown: string): Body {
  const body = checkDescription(markdown, "COMMENT");
  if (typeof body === "string") throw badInput(`Invalid input: description: ${body}`, { description: body });
  return body;
}

function checkImage(input: { contentType: string; dataBase64: string }): string {
  if (!IMAGE_TYPES.includes(input.contentType))
    throw badInput("Unsupported image type.", { contentType: "Upload a PNG, JPEG or WebP image." });
  if (Math.floor((input.dataBase64.length * 3) / 4) > IMAGE_MAX_BYTES)
    throw badInput("The image is too large.", { dataBase64: "The image must be at most 2 MiB." });
  return `data:${input.contentType};base64,${input.dataBase64}`;
}

/* ---------- Test and demo helpers ---------- */

/** Adds `count` top-level comments to a post by `authorId`, a minute apart after the existing ones (tests: paging). */
export function addMockForumComments(postIdSlug: string, count: number, authorId = FORUM_INSTRUCTOR): MockForumComment[] {
  const post = findMockPost(postIdSlug);
  if (!post) throw new Error(`No mock post ${postIdSlug}`);
  const last = commentsOf(post.shortId).reduce((t, c) => (c.createdDate > t ? c.createdDate : t), post.createdDate);
  const added = Array.from({ length: count }, (_, i) => {
    const at = new Date(Date.parse(last) + (i + 1) * 60_000).toISOString();
    return seedComment(newShortId(), post.shortId, null, authorId, `<p>Comment number ${i + 1} on this post.</p>`, at);
  });
  state.comments.push(...added);
  persist();
  return added;
}

/** Adds posts by `authorId`, a minute apart and newer than the seed (tests: paging). */
export function addMockForumPosts(count: number, authorId = FORUM_STUDENT, tagIds = ["general"]): MockForumPost[] {
  const base = Date.parse(mockSeedDate(-1, "09:00"));
  const added = Array.from({ length: count }, (_, i) =>
    seedPost(
      newShortId(),
      `Extra post ${i + 1}`,
      `<p>Body of extra post ${i + 1}.</p>`,
      authorId,
      new Date(base + i * 60_000).toISOString(),
      tagIds,
    ),
  );
  state.posts.push(...added);
  state.postFollows.push(...added.map((p) => ({ targetId: p.shortId, userId: authorId, at: p.createdDate })));
  persist();
  return added;
}

/**
 * Told of every new comment with the post's followers and, for a reply, the parent comment's author: the notification
 * mock (./notifications) writes NEW_COMMENT / NEW_REPLY from it, as the server does in the comment's transaction.
 */
type CommentListener = (comment: MockForumComment, post: MockForumPost, followerIds: string[], parentAuthorId: string | null) => void;
let commentListener: CommentListener | null = null;
export const onMockCommentCreated = (listener: CommentListener) => {
  commentListener = listener;
};

/** Live posts, newest first. */
export const mockForumPosts = () => [...state.posts].sort(newestFirst);
/** Whether a person has voted on or bookmarked a post (tests pick a post the viewer has not touched). */
export const mockPostTouchedBy = (postShortId: string, userId: string) =>
  state.postVotes.some((v) => v.targetId === postShortId && v.userId === userId) ||
  state.postBookmarks.some((b) => b.targetId === postShortId && b.userId === userId);

/**
 * A new post in a class forum (./classes checks who may post what): filed under the class's CLASSROOM tag only,
 * followed by its author (as createForumPost).
 */
export function addMockClassPost(p: {
  title: string;
  description: string;
  /** Its Markdown (none for a class post made by a test from HTML). */
  markdown?: string;
  authorId: string;
  classSlug: string;
  isAnnouncement: boolean;
  isSupport: boolean;
}): MockForumPost {
  const { classSlug, isAnnouncement, isSupport } = p;
  const post = seedPost(newShortId(), p.title, p.description, p.authorId, now(), [classSlug], {
    classSlug,
    isAnnouncement,
    isSupport,
    markdown: p.markdown ?? null,
  });
  state.posts.push(post);
  state.postFollows = setMark(state.postFollows, post.shortId, p.authorId, true);
  persist();
  return post;
}

/**
 * A person's scope for the access rules: their roles and class memberships. Membership is the mock classroom's, which
 * ./classes reads and hands in when it loads (`setMockForumScopeSource`): this module imports nothing that
 * imports mocks/session.ts, whose start-up reset must find it loaded. Until then (never in the app) roles alone count.
 */
let scopeSource: (person: Person) => ForumScope = rolesScopeOf;
export function setMockForumScopeSource(source: (person: Person) => ForumScope): void {
  scopeSource = source;
}
export const mockForumScope = (person: Person): ForumScope => scopeSource(person);

/**
 * Class forum reading (rules/access.ts, as the server): a class post is read only by the class's members and forum
 * admins, and hidden or reported content only by its author and moderators. Visitors read nothing.
 */
export function mayReadMockPost(viewer: Person | null, post: MockForumPost): boolean {
  return !!viewer && maySeeContent(mockForumScope(viewer), post);
}
/** The general forum's lists (feed, tag feeds, a person's posts) hold no class posts: those live in their class forum. */
const inGeneralForum = (p: MockForumPost) => p.classSlug === null;

/* ---------- Moderation: hidden and reported comments, deletions (./moderation has the rest) ---------- */

/**
 * A comment is read where its post is read; a hidden or reported one only by its author and its post's moderators
 * (rules/access maySeeContent with the post's class), and a reply only while its comment is seen too.
 */
export function mayReadMockComment(viewer: Person | null, c: MockForumComment): boolean {
  const post = state.posts.find((p) => p.shortId === c.postId);
  if (!viewer || !post || !mayReadMockPost(viewer, post)) return false;
  if (!maySeeContent(mockForumScope(viewer), { ...c, classSlug: post.classSlug })) return false;
  const parent = c.parentId ? state.comments.find((x) => x.shortId === c.parentId) : null;
  return !parent || mayReadMockComment(viewer, parent);
}

/** Removes a post and its comments (the server's soft delete hides them the same way). */
export function removeMockPost(post: MockForumPost): void {
  state.posts = state.posts.filter((p) => p !== post);
  state.comments = state.comments.filter((c) => c.postId !== post.shortId);
  persist();
}
/** Removes a comment and its replies. */
export function removeMockComment(c: MockForumComment): void {
  state.comments = state.comments.filter((x) => x !== c && x.parentId !== c.shortId);
  persist();
}
/** Saves the forum after ./moderation changed a post's or comment's flags (pinned, hidden, under review). */
export const saveMockForum = () => persist();

/** Told of every deletion with who deleted what: ./moderation tells the author when it was not them. */
type DeletionListener = (deletedBy: string, post: MockForumPost, comment: MockForumComment | null) => void;
let deletionListener: DeletionListener | null = null;
export const onMockContentDeleted = (listener: DeletionListener) => {
  deletionListener = listener;
};

/* ---------- Resolvers ---------- */

export function forumResolvers({ requireViewer, viewer, userById, pageOf }: ViewerDeps): Resolvers {
  const me = () => viewer()?.id;
  /** A post the viewer may read (a class post outside the viewer's classes is NOT_FOUND, as on the server). */
  const readablePost = (idSlug: string) => {
    const p = findMockPost(idSlug);
    return p && mayReadMockPost(viewer(), p) ? p : null;
  };
  const readableComment = (idSlug: string) => {
    const c = findMockComment(idSlug);
    return c && mayReadMockComment(viewer(), c) ? c : null;
  };
  const livePost = (idSlug: string) =>
    readablePost(idSlug) ??
    (() => {
      throw notFound("Forum post");
    })();
  /** The comments of a list the viewer may see. */
  const seen = (list: MockForumComment[]) => list.filter((c) => mayReadMockComment(viewer(), c));
  const liveComment = (idSlug: string) =>
    readableComment(idSlug) ??
    (() => {
      throw notFound("Forum comment");
    })();
  const postOfComment = (c: MockForumComment) => state.posts.find((p) => p.shortId === c.postId)!;

  /** Runs a change for the logged-in person and saves the state. */
  function change<T>(run: (viewer: Person) => T): T {
    const result = run(requireViewer());
    persist();
    return result;
  }

  /** Tags of a category for the sidebar: followed first, then most followed, then by name. */
  function sidebarTags(categoryId: string, limit: number) {
    const followers = (t: MockTag) => state.tagFollows.filter((f) => f.targetId === t.id).length;
    return forumTags
      .filter((t) => t.categoryId === categoryId)
      .sort(
        (a, b) =>
          Number(has(state.tagFollows, b.id, me())) - Number(has(state.tagFollows, a.id, me())) ||
          followers(b) - followers(a) ||
          a.name.localeCompare(b.name),
      )
      .slice(0, limit);
  }

  const isClassroom = (t: MockTag) => categoryOf(t).name === "CLASSROOM";
  const isForumAdmin = (v: Person | null) => !!v && mayManageTags(v.roles);
  /** A tag a forum admin may manage: known (NOT_FOUND) and not a class's tag (FORBIDDEN). */
  const managedTag = (v: Person, id: string) => {
    if (!isForumAdmin(v)) throw forbidden();
    const t =
      tagById(id) ??
      (() => {
        throw notFound("Forum tag");
      })();
    if (!mayManageTagOf(categoryOf(t).name))
      throw new GraphQLError("Class forum tags belong to their class.", { extensions: { code: "FORBIDDEN" } });
    return t;
  };
  const personOf = (id: string): Partial<MockUser> & { id: string } => userById(id);
  const fullName = (p: { firstName?: string; lastName?: string }) => `${p.firstName ?? ""} ${p.lastName ?? ""}`.trim();

  function search(text: string, scope: ForumSearchScope) {
    const viewerNow = requireViewer();
    const access = mockForumScope(viewerNow);
    const trimmed = text.trim().slice(0, 100);
    const needle = trimmed.toLowerCase();
    const empty = {
      text: trimmed,
      scope,
      tags: [] as MockTag[],
      classes: [] as MockTag[],
      posts: [] as MockForumPost[],
      people: [] as { id: string }[],
    };
    if (!needle) return empty;
    const inScope = (s: ForumSearchScope) => scope === "ALL" || scope === s;
    const byName = (a: MockTag, b: MockTag) => a.name.localeCompare(b.name);
    const people = () => {
      const writers = [
        ...new Set([
          ...state.posts.map((p) => p.authorId),
          ...state.comments.filter((c) => findMockComment(c.shortId)).map((c) => c.authorId),
        ]),
      ];
      const mayEmail = viewerNow.roles.includes("TALENT_ADMIN");
      return writers
        .map(personOf)
        .filter((p) => [p.firstName, p.lastName, fullName(p), mayEmail ? p.email : null].some((s) => s?.toLowerCase().includes(needle)))
        .sort((a, b) => fullName(a).localeCompare(fullName(b)))
        .slice(0, FORUM_SEARCH_LIMITS.people);
    };
    return {
      ...empty,
      tags: inScope("TAG")
        ? forumTags
            .filter((t) => !isClassroom(t) && t.name.toLowerCase().includes(needle))
            .sort(byName)
            .slice(0, FORUM_SEARCH_LIMITS.tags)
        : [],
      classes: inScope("CLASS")
        ? forumTags
            .filter((t) => isClassroom(t) && access.classes.has(t.id) && (t.name.toLowerCase().includes(needle) || t.id.includes(needle)))
            .sort(byName)
            .slice(0, FORUM_SEARCH_LIMITS.classes)
        : [],
      // Class posts only from forums the viewer may read (their classes; every class for forum admins).
      posts: inScope("POST")
        ? mockForumPosts()
            .filter((p) => p.title.toLowerCase().includes(needle) && mayReadMockPost(viewerNow, p))
            .slice(0, FORUM_SEARCH_LIMITS.posts)
        : [],
      people: scope === "ALL" ? people() : [],
    };
  }

  const postPage = (list: MockForumPost[], args: PageArgs) => pageOf(list, args, FORUM_POST_PAGE_SIZE);
  const markedFirst = <T>(marks: Mark[], find: (id: string) => T | null) =>
    marks
      .filter((m) => m.userId === requireViewer().id)
      .sort((a, b) => b.at.localeCompare(a.at))
      .map((m) => find(m.targetId))
      .filter((x): x is NonNullable<T> => x != null);

  const voteFields = (votes: Vote[], target: { shortId: string; otherUp: number; otherDown: number }) => {
    const t = tally(votes, target.shortId, me());
    const up = t.up + target.otherUp;
    const down = t.down + target.otherDown;
    return {
      upvoteCount: up,
      downvoteCount: down,
      totalVoteCount: up - down,
      voteValue: t.mine,
      viewerUpvoted: t.mine === 1,
      viewerDownvoted: t.mine === -1,
    };
  };

  return {
    Query: {
      forumCategories: (_: unknown, { includeClassroom }: { includeClassroom?: boolean | null }) => {
        requireViewer();
        return categories.filter((c) => includeClassroom || c.name !== "CLASSROOM");
      },
      forumTags: (_: unknown, args: PageArgs & { category?: ForumCategoryName | null }) => {
        requireViewer();
        const list = forumTags
          .filter((t) => (args.category ? categoryOf(t).name === args.category : !isClassroom(t)))
          .sort((a, b) => a.name.localeCompare(b.name));
        return pageOf(list, args, FORUM_TAG_PAGE_SIZE);
      },
      forumPosts: (_: unknown, args: PageArgs & { tagId?: string | null }) => {
        const v = requireViewer();
        // Hidden and reported posts only for their authors and moderators.
        const posts = mockForumPosts().filter((p) => inGeneralForum(p) && mayReadMockPost(v, p));
        return postPage(args.tagId ? posts.filter((p) => p.tagIds.includes(args.tagId!)) : posts, args);
      },
      forumTag: (_: unknown, { id }: { id: string }) => {
        requireViewer();
        return forumTags.find((t) => t.id === id) ?? null;
      },
      forumPost: (_: unknown, { id }: { id: string }) => {
        requireViewer();
        return readablePost(id);
      },
      forumComment: (_: unknown, { id }: { id: string }) => {
        requireViewer();
        return readableComment(id);
      },
      myForumPosts: (_: unknown, args: PageArgs & { announcements?: boolean | null }) => {
        const v = requireViewer();
        return postPage(
          mockForumPosts().filter((p) => p.authorId === v.id && p.isAnnouncement === !!args.announcements && mayReadMockPost(v, p)),
          args,
        );
      },
      myForumComments: (_: unknown, args: PageArgs) => {
        const v = requireViewer();
        const mine = state.comments.filter((c) => c.authorId === v.id && readableComment(c.shortId)).sort(newestFirst);
        return pageOf(mine, args, FORUM_POST_PAGE_SIZE);
      },
      forumBookmarkedPosts: (_: unknown, args: PageArgs) => postPage(markedFirst(state.postBookmarks, readablePost), args),
      forumBookmarkedComments: (_: unknown, args: PageArgs) =>
        pageOf(markedFirst(state.commentBookmarks, readableComment), args, FORUM_POST_PAGE_SIZE),
      forumSearch: (_: unknown, { text, scope }: { text: string; scope?: ForumSearchScope | null }) => search(text, scope ?? "ALL"),
      forumViewerIsAdmin: () => isForumAdmin(requireViewer()),
    },
    ForumCategory: {
      tagCount: (c: MockCategory) => forumTags.filter((t) => t.categoryId === c.id).length,
      tags: (c: MockCategory, { limit }: { limit?: number | null }) => {
        const n = limit ?? 3;
        const problem = categoryTagLimitProblem(n);
        if (problem) throw badInput(problem, { limit: problem });
        return sidebarTags(c.id, Math.min(n, BROWSE_TAGS_PER_CATEGORY_MAX));
      },
    },
    ForumTag: {
      category: (t: MockTag) => categoryOf(t),
      followersCount: (t: MockTag) => state.tagFollows.filter((f) => f.targetId === t.id).length,
      viewerFollows: (t: MockTag) => has(state.tagFollows, t.id, me()),
    },
    ForumPost: {
      id: (p: MockForumPost) => postIdSlug(p),
      author: (p: MockForumPost) => userById(p.authorId),
      markdown: (p: MockForumPost) => editableMarkdownOf(p),
      tags: (p: MockForumPost) => p.tagIds.map(tagById).filter(present),
      ...Object.fromEntries(
        (["upvoteCount", "downvoteCount", "totalVoteCount", "voteValue", "viewerUpvoted", "viewerDownvoted"] as const).map((f) => [
          f,
          (p: MockForumPost) => voteFields(state.postVotes, p)[f],
        ]),
      ),
      viewerFollows: (p: MockForumPost) => has(state.postFollows, p.shortId, me()),
      isBookmarked: (p: MockForumPost) => has(state.postBookmarks, p.shortId, me()),
      // Counts and lists hold only the comments the viewer may see (hidden and reported ones: author and moderators).
      commentCount: (p: MockForumPost) => seen(commentsOf(p.shortId)).length,
      answerCount: (p: MockForumPost) => seen(commentsOf(p.shortId)).filter((c) => c.isAnswer).length,
      answer: (p: MockForumPost) => seen(commentsOf(p.shortId)).find((c) => c.isAnswer) ?? null,
      categories: (p: MockForumPost) => categories.filter((c) => p.tagIds.some((t) => tagById(t)?.categoryId === c.id)),
      comments: (p: MockForumPost, args: PageArgs) => pageOf(seen(topLevelOf(p.shortId)), args, FORUM_COMMENT_PAGE_SIZE),
      viewerMayEdit: (p: MockForumPost) => me() === p.authorId,
      viewerMayVote: (p: MockForumPost) => !!me() && mayVote(me()!, p),
      viewerMayModerate: (p: MockForumPost) => mayModerate(viewer(), p),
    },
    ForumComment: {
      id: (c: MockForumComment) => commentIdSlug(c),
      post: (c: MockForumComment) => postOfComment(c),
      parentComment: (c: MockForumComment) => (c.parentId ? (state.comments.find((x) => x.shortId === c.parentId) ?? null) : null),
      author: (c: MockForumComment) => userById(c.authorId),
      markdown: (c: MockForumComment) => editableMarkdownOf(c),
      replyCount: (c: MockForumComment) => (c.parentId ? 0 : seen(repliesOf(c.shortId)).length),
      replies: (c: MockForumComment, args: PageArgs) => pageOf(c.parentId ? [] : seen(repliesOf(c.shortId)), args, FORUM_COMMENT_PAGE_SIZE),
      pageInPost: (c: MockForumComment, { pageSize }: { pageSize?: number | null }) => {
        const size = Math.min(Math.max(pageSize ?? FORUM_COMMENT_PAGE_SIZE, 1), MAX_PAGE_SIZE);
        const top = c.parentId ?? c.shortId;
        return Math.floor(seen(topLevelOf(c.postId)).findIndex((x) => x.shortId === top) / size) + 1;
      },
      ...Object.fromEntries(
        (["upvoteCount", "downvoteCount", "totalVoteCount", "voteValue", "viewerUpvoted", "viewerDownvoted"] as const).map((f) => [
          f,
          (c: MockForumComment) => voteFields(state.commentVotes, c)[f],
        ]),
      ),
      isBookmarked: (c: MockForumComment) => has(state.commentBookmarks, c.shortId, me()),
      viewerMayEdit: (c: MockForumComment) => me() === c.authorId,
      viewerMayVote: (c: MockForumComment) => !!me() && mayVote(me()!, c),
    },
    User: {
      forumPosts: (u: { id: string }, args: PageArgs) => {
        const v = requireViewer();
        return postPage(
          mockForumPosts().filter((p) => p.authorId === u.id && inGeneralForum(p) && mayReadMockPost(v, p)),
          args,
        );
      },
    },
    Mutation: {
      createForumPost: (_: unknown, { input }: { input: ForumPostInput }) =>
        change((v) => {
          const data = checkPostInput(input, false);
          const at = now();
          const post = seedPost(newShortId(), data.title, data.description, v.id, at, data.tagIds, { markdown: data.markdown });
          state.posts.push(post);
          state.postFollows = setMark(state.postFollows, post.shortId, v.id, true);
          return post;
        }),
      updateForumPost: (_: unknown, { id, input }: { id: string; input: ForumPostInput }) =>
        change((v) => {
          const post = livePost(id);
          if (post.authorId !== v.id) throw forbidden();
          const data = checkPostInput(input, post.isAnnouncement);
          Object.assign(post, data, { modifiedDate: now() });
          return post;
        }),
      deleteForumPost: (_: unknown, { id }: { id: string }) =>
        change((v) => {
          const post = livePost(id);
          // Its author, or its moderators (rules/moderation), who tell the author (./moderation).
          if (!mayDeleteContent(mockForumScope(v), post)) throw forbidden();
          removeMockPost(post);
          deletionListener?.(v.id, post, null);
          return postIdSlug(post);
        }),
      voteForumPost: (_: unknown, { id, value }: { id: string; value: ForumVoteValue }) =>
        change((v) => {
          const post = livePost(id);
          if (value !== "NONE" && !mayVote(v.id, post)) throw forbidden();
          state.postVotes = setVote(state.postVotes, post.shortId, v.id, value);
          return post;
        }),
      followForumPost: (_: unknown, { id }: { id: string }) => change((v) => togglePost("postFollows", id, v, true)),
      unfollowForumPost: (_: unknown, { id }: { id: string }) => change((v) => togglePost("postFollows", id, v, false)),
      bookmarkForumPost: (_: unknown, { id }: { id: string }) => change((v) => togglePost("postBookmarks", id, v, true)),
      unbookmarkForumPost: (_: unknown, { id }: { id: string }) => change((v) => togglePost("postBookmarks", id, v, false)),
      followForumTag: (_: unknown, { id }: { id: string }) =>
        change((v) => {
          const t =
            tagById(id) ??
            (() => {
              throw notFound("Forum tag");
            })();
          if (isClassroom(t))
            throw new GraphQLError("Class forum tags are followed through the class.", { extensions: { code: "FORBIDDEN" } });
          if (!has(state.tagFollows, t.id, v.id)) state.tagFollows = setMark(state.tagFollows, t.id, v.id, true);
          return t;
        }),
      unfollowForumTag: (_: unknown, { id }: { id: string }) =>
        change((v) => {
          const t =
            tagById(id) ??
            (() => {
              throw notFound("Forum tag");
            })();
          state.tagFollows = setMark(state.tagFollows, t.id, v.id, false);
          return t;
        }),
      createForumTag: (_: unknown, { input }: { input: ForumTagInput }) =>
        change((v) => {
          if (!isForumAdmin(v)) throw forbidden();
          const data = checkTagInput(input);
          const id = slugify(data.name);
          if (tagById(id)) throw conflict(`A tag with the id "${id}" exists.`);
          const tag: MockTag = { id, ...data };
          forumTags.push(tag);
          return tag;
        }),
      updateForumTag: (_: unknown, { id, input }: { id: string; input: ForumTagInput }) =>
        change((v) => Object.assign(managedTag(v, id), checkTagInput(input))),
      deleteForumTag: (_: unknown, { id }: { id: string }) =>
        change((v) => {
          const tag = managedTag(v, id);
          if (state.posts.some((p) => p.tagIds.includes(tag.id))) throw conflict("Live posts are filed under this tag.");
          setTags(forumTags.filter((t) => t !== tag));
          state.tagFollows = state.tagFollows.filter((f) => f.targetId !== tag.id);
          return tag.id;
        }),
      uploadForumPostImage: (_: unknown, { id, input }: { id: string; input: { contentType: string; dataBase64: string } }) =>
        change((v) => {
          const post = livePost(id);
          if (post.authorId !== v.id) throw forbidden();
          post.imageUrl = checkImage(input);
          return post;
        }),
      removeForumPostImage: (_: unknown, { id }: { id: string }) =>
        change((v) => {
          const post = livePost(id);
          if (post.authorId !== v.id) throw forbidden();
          post.imageUrl = null;
          return post;
        }),
      createForumComment: (_: unknown, args: { postId: string; parentCommentId?: string | null; description: string }) =>
        change((v) => {
          const post = livePost(args.postId);
          let parentId: string | null = null;
          let parentAuthorId: string | null = null;
          if (args.parentCommentId) {
            const parent = liveComment(args.parentCommentId);
            parentAuthorId = parent.authorId;
            if (parent.postId !== post.shortId) throw notFound("Forum comment");
            // One level of replies: a reply to a reply is filed under its top-level comment.
            parentId = parent.parentId ?? parent.shortId;
          }
          const body = checkCommentText(args.description);
          const comment = seedComment(newShortId(), post.shortId, parentId, v.id, body.description, now(), { markdown: body.markdown });
          state.comments.push(comment);
          const followers = state.postFollows.filter((f) => f.targetId === post.shortId).map((f) => f.userId);
          commentListener?.(comment, post, followers, parentAuthorId);
          return comment;
        }),
      updateForumComment: (_: unknown, { id, description }: { id: string; description: string }) =>
        change((v) => {
          const c = liveComment(id);
          if (c.authorId !== v.id) throw forbidden();
          Object.assign(c, checkCommentText(description));
          c.modifiedDate = now();
          return c;
        }),
      deleteForumComment: (_: unknown, { id }: { id: string }) =>
        change((v) => {
          const c = liveComment(id);
          const post = postOfComment(c);
          if (!mayDeleteContent(mockForumScope(v), { authorId: c.authorId, classSlug: post.classSlug })) throw forbidden();
          const slug = commentIdSlug(c);
          removeMockComment(c);
          deletionListener?.(v.id, post, c);
          return slug;
        }),
      voteForumComment: (_: unknown, { id, value }: { id: string; value: ForumVoteValue }) =>
        change((v) => {
          const c = liveComment(id);
          if (value !== "NONE" && !mayVote(v.id, c)) throw forbidden();
          state.commentVotes = setVote(state.commentVotes, c.shortId, v.id, value);
          return c;
        }),
      bookmarkForumComment: (_: unknown, { id }: { id: string }) =>
        change((v) => {
          const c = liveComment(id);
          if (!has(state.commentBookmarks, c.shortId, v.id))
            state.commentBookmarks = setMark(state.commentBookmarks, c.shortId, v.id, true);
          return c;
        }),
      unbookmarkForumComment: (_: unknown, { id }: { id: string }) =>
        change((v) => {
          const c = liveComment(id);
          state.commentBookmarks = setMark(state.commentBookmarks, c.shortId, v.id, false);
          return c;
        }),
      markForumCommentAnswer: (_: unknown, { id }: { id: string }) =>
        change((v) => {
          const c = liveComment(id);
          if (!mayModerate(v, postOfComment(c))) throw forbidden();
          if (c.parentId) throw badInput("A reply cannot be the answer.", { id: "Only a top-level comment can be the answer." });
          for (const other of commentsOf(c.postId)) other.isAnswer = other === c;
          return c;
        }),
      unmarkForumCommentAnswer: (_: unknown, { id }: { id: string }) =>
        change((v) => {
          const c = liveComment(id);
          if (!mayModerate(v, postOfComment(c))) throw forbidden();
          c.isAnswer = false;
          return c;
        }),
      resolveForumPost: (_: unknown, { id }: { id: string }) => change((v) => setResolved(id, v, true)),
      unresolveForumPost: (_: unknown, { id }: { id: string }) => change((v) => setResolved(id, v, false)),
    },
  };

  function togglePost(list: "postFollows" | "postBookmarks", id: string, v: Person, on: boolean): MockForumPost {
    const post = livePost(id);
    // Following or bookmarking twice keeps the first mark (and its date: bookmarks list most recent first).
    if (on !== has(state[list], post.shortId, v.id)) state[list] = setMark(state[list], post.shortId, v.id, on);
    return post;
  }

  function setResolved(id: string, v: Person, resolved: boolean): MockForumPost {
    const post = livePost(id);
    if (!mayModerate(v, post)) throw forbidden();
    post.isResolved = resolved;
    return post;
  }
}
