/**
 * The comments module's demo seed data: comments and replies on the demo posts (the posts module's seed data), an
 * answered question, votes on comments, and the notifications those comments would have written. Seeded only outside
 * production; bodies go through the same renderer and sanitizer as user input (the answer is Markdown with fenced code,
the rest the simple HTML the forum took before Markdown).
 */
import type { forumComments, forumCommentVotes, forumNotifications } from "../../../../drizzle/schema/forum.js";
import { DEMO_ACCOUNTS } from "../../../shared/demo-accounts.js";
import { sanitizePlainText, sanitizePostHtml } from "../../../shared/sanitize.js";
import { seedAt } from "../../../shared/seed-dates.js";
import { forumHtmlOf, forumPostSeed } from "../posts/index.js";
import { commentSlug } from "./rules/comments.js";

const demoId = (role: "STUDENT" | "INSTRUCTOR") => DEMO_ACCOUNTS.find((a) => a.roles.includes(role))!.id;
const STUDENT = demoId("STUDENT");
const INSTRUCTOR = demoId("INSTRUCTOR");

interface CommentSeed {
  id: string;
  postId: string;
  /** The top-level comment it replies to. */
  parentId?: string;
  /** The body as written before Markdown (simple HTML), or… */
  html?: string;
  /** …as Markdown. */
  markdown?: string;
  authorId: string;
  /** Written on the day this many days from the seeding day (its post's day or later), at this local (UTC+8) time. */
  days: number;
  at: string;
  /** Marked as its post's answer when it goes in, and the post resolved with it (see seed.ts). */
  isAnswer?: boolean;
}

/** Demo comments and replies (top-level comments before their replies). */
const comments: CommentSeed[] = [
  {
    id: "a1n5w8qe",
    postId: "r5t0w2zc",
    markdown: [
      "A `LEFT JOIN` keeps every order and repeats it once for each matching payment, so an order paid in two instalments appears twice. Aggregate the payments first, then join:",
      "",
      "```sql",
      "SELECT o.id, p.total",
      "FROM orders o",
      "LEFT JOIN (",
      "  SELECT order_id, SUM(amount) AS total FROM payments GROUP BY order_id",
      ") p ON p.order_id = o.id;",
      "```",
    ].join("\n"),
    authorId: INSTRUCTOR,
    days: -60,
    at: "21:05",
    isAnswer: true,
  },
  {
    id: "b7r2k4mz",
    postId: "r5t0w2zc",
    parentId: "a1n5w8qe",
    html: "<p>That was it: some orders have a deposit and a final payment. With the subquery the row count matches <code>orders</code> again. Thank you!</p>",
    authorId: STUDENT,
    days: -60,
    at: "22:20",
  },
  {
    id: "c4h8v2td",
    postId: "r5t0w2zc",
    html: "<p>A quick check for next time: compare <code>count(*)</code> with <code>count(distinct o.id)</code> after each join. If they differ, the join multiplied rows.</p>",
    authorId: INSTRUCTOR,
    days: -60,
    at: "23:00",
  },
  {
    id: "d2m6p9sk",
    postId: "d9f4g6jb",
    html: "<p>Checking row counts after each join is the habit I needed. It would have saved me an afternoon on my LEFT JOIN question!</p>",
    authorId: STUDENT,
    days: -59,
    at: "16:10",
  },
  {
    id: "e9q3w5nb",
    postId: "d9f4g6jb",
    parentId: "d2m6p9sk",
    html: "<p>Glad it helped. In the FCDA labs we do this after every join in week 3.</p>",
    authorId: INSTRUCTOR,
    days: -59,
    at: "17:30",
  },
  {
    id: "f6k1z7cr",
    postId: "m2n8q4ls",
    html: "<p>Great advice. Also prepare one story about a messy dataset you cleaned: interviewers almost always ask how you handled missing values.</p>",
    authorId: INSTRUCTOR,
    days: -53,
    at: "18:45",
  },
  {
    id: "h8w2c6vn",
    postId: "w4e9r3ui",
    html: "<p>pivot_table was exactly what my monthly report needed. Can it add a total for each region as well?</p>",
    authorId: STUDENT,
    days: -1,
    at: "12:30",
  },
  {
    id: "j3k7m1rb",
    postId: "w4e9r3ui",
    parentId: "h8w2c6vn",
    html: "<p>Yes: pass <code>margins=True</code> and pivot_table adds an <em>All</em> row and column with the totals.</p>",
    authorId: INSTRUCTOR,
    days: -1,
    at: "17:45",
  },
  {
    id: "g5t9x3lp",
    postId: "u5z1k8ho",
    html: '<p>It is in scope, and the right tool: save the array with <code>localStorage.setItem("tasks", JSON.stringify(tasks))</code> after every change, and read it back with <code>JSON.parse</code> when the page loads.</p>',
    authorId: INSTRUCTOR,
    days: -1,
    at: "20:30",
  },
];

/** Votes on the demo comments (an hour after each was written), inserted only with their comment. */
const commentVotes = [
  { commentId: "a1n5w8qe", userId: STUDENT, value: 1 },
  { commentId: "c4h8v2td", userId: STUDENT, value: 1 },
  { commentId: "d2m6p9sk", userId: INSTRUCTOR, value: 1 },
  { commentId: "g5t9x3lp", userId: STUDENT, value: 1 },
];

interface NotificationSeed {
  /** A fixed id, so the notification goes in once. */
  id: string;
  type: "NEW_COMMENT" | "NEW_REPLY" | "POST_HAVE_ANSWER";
  recipientId: string;
  actorId: string;
  commentId: string;
  /** Read by its recipient (an hour after it came: the mark on its row). */
  read?: boolean;
}

/**
 * Demo notifications matching the demo comments (as createForumComment and markForumCommentAnswer would have written
 * them): the student hears of the instructor's comments on her LEFT JOIN question (the first one read), of his
 * replies to her comments on his SQL habits and pandas posts, and, yesterday, of his answer to her support question;
 * the instructor hears that she marked his comment as the answer and (read) of her comment on his pandas post.
 */
const notifications: NotificationSeed[] = [
  {
    id: "6f1d2c3b-0a9e-4c8d-9b7a-1e2f3a4b5c01",
    type: "NEW_COMMENT",
    recipientId: STUDENT,
    actorId: INSTRUCTOR,
    commentId: "a1n5w8qe",
    read: true,
  },
  { id: "6f1d2c3b-0a9e-4c8d-9b7a-1e2f3a4b5c02", type: "NEW_COMMENT", recipientId: STUDENT, actorId: INSTRUCTOR, commentId: "c4h8v2td" },
  { id: "6f1d2c3b-0a9e-4c8d-9b7a-1e2f3a4b5c03", type: "NEW_REPLY", recipientId: STUDENT, actorId: INSTRUCTOR, commentId: "e9q3w5nb" },
  {
    id: "6f1d2c3b-0a9e-4c8d-9b7a-1e2f3a4b5c04",
    type: "POST_HAVE_ANSWER",
    recipientId: INSTRUCTOR,
    actorId: STUDENT,
    commentId: "a1n5w8qe",
  },
  {
    id: "6f1d2c3b-0a9e-4c8d-9b7a-1e2f3a4b5c05",
    type: "NEW_COMMENT",
    recipientId: INSTRUCTOR,
    actorId: STUDENT,
    commentId: "h8w2c6vn",
    read: true,
  },
  { id: "6f1d2c3b-0a9e-4c8d-9b7a-1e2f3a4b5c06", type: "NEW_REPLY", recipientId: STUDENT, actorId: INSTRUCTOR, commentId: "j3k7m1rb" },
  { id: "6f1d2c3b-0a9e-4c8d-9b7a-1e2f3a4b5c07", type: "NEW_COMMENT", recipientId: STUDENT, actorId: INSTRUCTOR, commentId: "g5t9x3lp" },
];
const HOUR_MS = 60 * 60 * 1000;
const commentSeed = (id: string) => comments.find((c) => c.id === id)!;
const writtenAt = (now: Date, c: CommentSeed) => seedAt(now, c.days, c.at);
const hoursAfter = (at: Date, hours: number) => new Date(at.getTime() + hours * HOUR_MS);

/**
 * The demo comments, votes and notifications as seeded on the day of `now` (shared/seed-dates.ts), like the posts'
 * (posts/seed-data.ts): each comment after its post, each reply after its comment. Pure.
 */
export function forumCommentSeed(now: Date) {
  const posts = forumPostSeed(now).posts;
  const postSeed = (id: string) => posts.find((p) => p.id === id)!;
  // The answer was marked a little after the comment it names was written; a notification was read an hour after it came.
  const notifiedAt = (n: NotificationSeed) => hoursAfter(writtenAt(now, commentSeed(n.commentId)), n.type === "POST_HAVE_ANSWER" ? 3 : 0);
  return {
    /** Demo comments, written as createForumComment writes them; the answer is marked by the seed, not inserted. */
    comments: comments.map((c): typeof forumComments.$inferInsert & { createdAt: Date } => {
      const description = c.markdown !== undefined ? forumHtmlOf(c.markdown) : sanitizePostHtml(c.html ?? "");
      const createdAt = writtenAt(now, c);
      return {
        id: c.id,
        slug: commentSlug(sanitizePlainText(description)),
        postId: c.postId,
        parentId: c.parentId ?? null,
        authorId: c.authorId,
        description,
        markdown: c.markdown ?? null,
        createdAt,
        modifiedDate: createdAt,
      };
    }),
    /** The demo comments marked as their post's answer (the post is resolved with it). */
    answers: comments.filter((c) => c.isAnswer).map((c) => ({ commentId: c.id, postId: c.postId })),
    commentVotes: commentVotes.map((v): typeof forumCommentVotes.$inferInsert => ({
      ...v,
      votedAt: hoursAfter(writtenAt(now, commentSeed(v.commentId)), 1),
    })),
    /** Demo notifications (inserted once by id), read ones with their read mark. */
    notifications: notifications.map((n): typeof forumNotifications.$inferInsert => {
      const comment = commentSeed(n.commentId);
      const post = postSeed(comment.postId);
      const at = notifiedAt(n);
      return {
        id: n.id,
        type: n.type,
        recipientId: n.recipientId,
        actorId: n.actorId,
        postId: post.id,
        commentId: comment.id,
        postTitle: post.title,
        createdAt: at,
        modifiedDate: at,
        recipientReadAt: n.read ? hoursAfter(at, 1) : null,
      };
    }),
  };
}

/** The seed as of the day this module loads (tests and the router's tests that read it). */
export const FORUM_COMMENT_SEED = forumCommentSeed(new Date());
