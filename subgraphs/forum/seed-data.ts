/**
 * Forum content. The SPEC names the four categories; tags and demo posts are believable content written for the
 * product. Demo posts are by the demo student and instructor (subgraphs/shared/demo-accounts.ts) and are seeded only
 * outside production. Post bodies go through the same sanitizer as user input.
 */
import type {
  forumCategories,
  forumComments,
  forumCommentVotes,
  forumNotifications,
  forumPosts,
  forumPostTags,
  forumTags,
} from "../../drizzle/schema/forum.js";
import { DEMO_ACCOUNTS } from "../shared/demo-accounts.js";
import { FORUM_CATEGORIES, FORUM_TAGS } from "./content.js";
import { commentSlug } from "./rules/comments.js";
import { slugify } from "./rules/id-slug.js";
import { sanitizePlainText, sanitizePostHtml } from "../shared/sanitize.js";

const demoId = (role: "STUDENT" | "INSTRUCTOR") => DEMO_ACCOUNTS.find((a) => a.roles.includes(role))!.id;
const STUDENT = demoId("STUDENT");
const INSTRUCTOR = demoId("INSTRUCTOR");

const categories: (typeof forumCategories.$inferInsert)[] = FORUM_CATEGORIES;
/** followers_count is not seeded: it counts tag_follows rows (demo follows below) and is kept by the follow mutations. */
const tags: (typeof forumTags.$inferInsert)[] = FORUM_TAGS;

interface PostSeed {
  id: string;
  title: string;
  html: string;
  authorId: string;
  createdAt: string;
  tags: string[];
  /** The class forum it is posted in (its only tag is the class's); general forum otherwise. */
  classSlug?: string;
  /** A class announcement (empty description) or a support question, as createForumClassPost makes them. */
  kind?: "ANNOUNCEMENT" | "SUPPORT";
}

/**
 * The demo class forum: m1js-open-2026, where the demo student studies and the demo instructor teaches (courses'
 * seed): a welcome post, an announcement and a support question.
 */
const DEMO_CLASS = "m1js-open-2026";

const posts: PostSeed[] = [
  {
    id: "p7k2m9qa",
    title: "Hello from Penang! Starting the data analytics track",
    html: "<p>Hi everyone, I am Mei Ling. I worked in hotel operations for five years and I am now learning <strong>SQL</strong> and <strong>Python</strong>. Happy to join study groups!</p>",
    authorId: STUDENT,
    createdAt: "2026-09-01T02:15:00Z",
    tags: ["introductions", "career-change"],
  },
  {
    id: "h3x8v1ne",
    title: "Welcome to the M1 JavaScript open class forum",
    html: '<p>Welcome! Use this forum for questions about the weekly labs. Please read the <a href="https://example.com/guidelines">community guidelines</a> before posting.</p>',
    authorId: INSTRUCTOR,
    createdAt: "2026-09-02T01:00:00Z",
    tags: [DEMO_CLASS],
    classSlug: DEMO_CLASS,
  },
  {
    id: "r5t0w2zc",
    title: "LEFT JOIN returns more rows than my base table. Why?",
    html: "<p>My query joins <code>orders</code> to <code>payments</code> and the row count grows. I expected the same number of rows as <code>orders</code>.</p><pre>SELECT o.id, p.amount FROM orders o LEFT JOIN payments p ON p.order_id = o.id;</pre>",
    authorId: STUDENT,
    createdAt: "2026-09-05T11:30:00Z",
    tags: ["sql", "data-analytics"],
  },
  {
    id: "d9f4g6jb",
    title: "Three habits that make your SQL easier to review",
    html: "<ol><li>Name every column you select.</li><li>One join condition per line.</li><li>Check row counts after each join.</li></ol><p>A join that multiplies rows usually means a one-to-many relationship you did not expect.</p>",
    authorId: INSTRUCTOR,
    createdAt: "2026-09-06T03:45:00Z",
    tags: ["sql"],
  },
  {
    id: "m2n8q4ls",
    title: "How I prepared for my first data analyst interview",
    html: "<p>I practised explaining one dashboard end to end: the question, the data, the cleaning and the decision it supported. The take-home task was a small <em>Excel</em> and SQL exercise.</p>",
    authorId: STUDENT,
    createdAt: "2026-09-12T08:20:00Z",
    tags: ["interview-tips", "data-analytics"],
  },
  {
    id: "c6v1b7ty",
    title: "Resume review: what to put first when you change careers",
    html: "<p>Lead with projects that show the skills of the role you want, then map your previous work to them. Keep it to one page.</p><ul><li>Projects</li><li>Skills</li><li>Experience</li></ul>",
    authorId: INSTRUCTOR,
    createdAt: "2026-09-15T06:00:00Z",
    tags: ["resume", "career-change"],
  },
  {
    id: "w4e9r3ui",
    title: "pandas groupby vs pivot_table for monthly sales",
    html: "<p>Both work. <code>groupby</code> is clearer when you aggregate one column; <code>pivot_table</code> reads better when months become columns.</p>",
    authorId: INSTRUCTOR,
    createdAt: "2026-09-20T09:10:00Z",
    tags: ["python", "data-analytics"],
  },
  {
    id: "k8j5h2gd",
    title: "Anyone going to the KL career fair? Tips for talking to employers",
    html: "<p>I am bringing printed CVs and a one-minute introduction. What else should I prepare?</p>",
    authorId: STUDENT,
    createdAt: "2026-09-25T12:40:00Z",
    tags: ["job-search", "general"],
  },
  {
    id: "q2w6a9lt",
    title: "Project 3 (to-do list) is due on Friday 6 November",
    html: "",
    authorId: INSTRUCTOR,
    createdAt: "2026-10-26T01:30:00Z",
    tags: [DEMO_CLASS],
    classSlug: DEMO_CLASS,
    kind: "ANNOUNCEMENT",
  },
  {
    id: "u5z1k8ho",
    title: "My to-do list loses its tasks when I reload the page",
    html: "<p>I keep the tasks in an array and render them after every change, but after a reload the list is empty. Should I use <code>localStorage</code> for this project, or is that out of scope?</p>",
    authorId: STUDENT,
    createdAt: "2026-11-02T10:15:00Z",
    tags: [DEMO_CLASS],
    classSlug: DEMO_CLASS,
    kind: "SUPPORT",
  },
];

interface CommentSeed {
  id: string;
  postId: string;
  /** The top-level comment it replies to. */
  parentId?: string;
  html: string;
  authorId: string;
  createdAt: string;
  /** Marked as its post's answer when it goes in, and the post resolved with it (see seed.ts). */
  isAnswer?: boolean;
}

/** Demo comments and replies (top-level comments before their replies). */
const comments: CommentSeed[] = [
  {
    id: "a1n5w8qe",
    postId: "r5t0w2zc",
    html: "<p>A LEFT JOIN keeps every order and repeats it once for each matching payment, so an order paid in two instalments appears twice. Aggregate the payments first, then join:</p><pre>SELECT o.id, p.total FROM orders o LEFT JOIN (SELECT order_id, SUM(amount) AS total FROM payments GROUP BY order_id) p ON p.order_id = o.id;</pre>",
    authorId: INSTRUCTOR,
    createdAt: "2026-09-05T13:05:00Z",
    isAnswer: true,
  },
  {
    id: "b7r2k4mz",
    postId: "r5t0w2zc",
    parentId: "a1n5w8qe",
    html: "<p>That was it: some orders have a deposit and a final payment. With the subquery the row count matches <code>orders</code> again. Thank you!</p>",
    authorId: STUDENT,
    createdAt: "2026-09-05T14:20:00Z",
  },
  {
    id: "c4h8v2td",
    postId: "r5t0w2zc",
    html: "<p>A quick check for next time: compare <code>count(*)</code> with <code>count(distinct o.id)</code> after each join. If they differ, the join multiplied rows.</p>",
    authorId: INSTRUCTOR,
    createdAt: "2026-09-05T15:00:00Z",
  },
  {
    id: "d2m6p9sk",
    postId: "d9f4g6jb",
    html: "<p>Checking row counts after each join is the habit I needed. It would have saved me an afternoon on my LEFT JOIN question!</p>",
    authorId: STUDENT,
    createdAt: "2026-09-06T08:10:00Z",
  },
  {
    id: "e9q3w5nb",
    postId: "d9f4g6jb",
    parentId: "d2m6p9sk",
    html: "<p>Glad it helped. In the FCDA labs we do this after every join in week 3.</p>",
    authorId: INSTRUCTOR,
    createdAt: "2026-09-06T09:30:00Z",
  },
  {
    id: "f6k1z7cr",
    postId: "m2n8q4ls",
    html: "<p>Great advice. Also prepare one story about a messy dataset you cleaned: interviewers almost always ask how you handled missing values.</p>",
    authorId: INSTRUCTOR,
    createdAt: "2026-09-12T10:45:00Z",
  },
];

/**
 * Demo-only activity (inserted once, never overwritten): the demo student and instructor follow a few tags, vote on
 * and bookmark each other's posts. Authors follow their own posts (as createForumPost does).
 */
const demoActivity = {
  tagFollows: [
    { userId: STUDENT, tagId: "sql" },
    { userId: STUDENT, tagId: "data-analytics" },
    { userId: STUDENT, tagId: "career-change" },
    { userId: INSTRUCTOR, tagId: "sql" },
    { userId: INSTRUCTOR, tagId: "python" },
    { userId: INSTRUCTOR, tagId: "interview-tips" },
  ],
  votes: [
    { postId: "d9f4g6jb", userId: STUDENT, value: 1 },
    { postId: "c6v1b7ty", userId: STUDENT, value: 1 },
    { postId: "w4e9r3ui", userId: STUDENT, value: 1 },
    { postId: "r5t0w2zc", userId: INSTRUCTOR, value: 1 },
    { postId: "m2n8q4ls", userId: INSTRUCTOR, value: 1 },
    { postId: "p7k2m9qa", userId: INSTRUCTOR, value: 1 },
  ],
  bookmarks: [
    { userId: STUDENT, postId: "d9f4g6jb" },
    { userId: STUDENT, postId: "c6v1b7ty" },
  ],
  /** Votes on the demo comments, inserted only with their comment. */
  commentVotes: [
    { commentId: "a1n5w8qe", userId: STUDENT, value: 1 },
    { commentId: "c4h8v2td", userId: STUDENT, value: 1 },
    { commentId: "d2m6p9sk", userId: INSTRUCTOR, value: 1 },
  ] satisfies (typeof forumCommentVotes.$inferInsert)[],
};

interface NotificationSeed {
  /** A fixed id, so the notification goes in once. */
  id: string;
  type: "NEW_COMMENT" | "NEW_REPLY" | "POST_HAVE_ANSWER";
  recipientId: string;
  actorId: string;
  commentId: string;
  /** Read by its recipient (a read mark goes in with it). */
  read?: boolean;
}

/**
 * Demo notifications matching the demo comments (as createForumComment and markForumCommentAnswer would have written
 * them): the student hears of the instructor's comments on her LEFT JOIN question (the first one read) and of his
 * reply to her comment on his SQL habits post; the instructor hears that she marked his comment as the answer.
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
];
const commentSeed = (id: string) => comments.find((c) => c.id === id)!;
const postSeed = (id: string) => posts.find((p) => p.id === id)!;

export const FORUM_SEED = {
  categories,
  tags,
  posts: posts.map((p): typeof forumPosts.$inferInsert => ({
    id: p.id,
    slug: slugify(p.title),
    title: p.title,
    description: sanitizePostHtml(p.html),
    authorId: p.authorId,
    classSlug: p.classSlug ?? null,
    isAnnouncement: p.kind === "ANNOUNCEMENT",
    isSupport: p.kind === "SUPPORT",
    createdAt: new Date(p.createdAt),
    modifiedDate: new Date(p.createdAt),
  })),
  postTags: posts.flatMap((p): (typeof forumPostTags.$inferInsert)[] => p.tags.map((tagId) => ({ postId: p.id, tagId }))),
  /**
   * Tags the forum no longer has: fcda-2026-01 was a class forum tag of a class courses never had (its welcome post
   * moved to m1js-open-2026). The seed deletes them from data folders made before.
   */
  retiredTagIds: ["fcda-2026-01"],
  /** Demo posts renamed since earlier data folders were seeded: the new title replaces the old one while unedited. */
  retitled: [
    {
      id: "h3x8v1ne",
      from: "Welcome to the FCDA January 2026 class forum",
      to: { title: postSeed("h3x8v1ne").title, slug: slugify(postSeed("h3x8v1ne").title) },
    },
  ],
  /** Demo comments, written as createForumComment writes them; the answer is marked by the seed, not inserted. */
  comments: comments.map((c): typeof forumComments.$inferInsert => {
    const description = sanitizePostHtml(c.html);
    return {
      id: c.id,
      slug: commentSlug(sanitizePlainText(description)),
      postId: c.postId,
      parentId: c.parentId ?? null,
      authorId: c.authorId,
      description,
      createdAt: new Date(c.createdAt),
      modifiedDate: new Date(c.createdAt),
    };
  }),
  /** The demo comments marked as their post's answer (the post is resolved with it). */
  answers: comments.filter((c) => c.isAnswer).map((c) => ({ commentId: c.id, postId: c.postId })),
  demo: demoActivity,
  /** Demo notifications (inserted once by id) and the read marks that go in with them. */
  notifications: notifications.map((n): typeof forumNotifications.$inferInsert => {
    const comment = commentSeed(n.commentId);
    const post = postSeed(comment.postId);
    // The answer was marked a little after the comment it names was written.
    const at = new Date(new Date(comment.createdAt).getTime() + (n.type === "POST_HAVE_ANSWER" ? 3 * 3600_000 : 0));
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
    };
  }),
  notificationReads: notifications.filter((n) => n.read).map((n) => ({ notificationId: n.id, userId: n.recipientId })),
};
