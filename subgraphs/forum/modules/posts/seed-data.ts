/**
 * The posts module's demo seed data: believable posts by the demo student and instructor (subgraphs/shared/
 * demo-accounts.ts), seeded only outside production, with their tags and the demo's votes, bookmarks and tag follows.
 * Post bodies go through the same renderer and sanitizer as user input: most are kept as the simple HTML the forum
 * took before Markdown (as such rows stay in real data), a few are Markdown with fenced code.
 */
import type { forumPosts, forumPostTags } from "../../../../drizzle/schema/forum.js";
import { DEMO_ACCOUNTS } from "../../../shared/demo-accounts.js";
import { sanitizePostHtml } from "../../../shared/sanitize.js";
import { slugify } from "../shared/index.js";
import { forumHtmlOf } from "./services/markdown.js";

const demoId = (role: "STUDENT" | "INSTRUCTOR") => DEMO_ACCOUNTS.find((a) => a.roles.includes(role))!.id;
const STUDENT = demoId("STUDENT");
const INSTRUCTOR = demoId("INSTRUCTOR");

interface PostSeed {
  id: string;
  title: string;
  /** The body as written before Markdown (simple HTML), or… */
  html?: string;
  /** …as Markdown. */
  markdown?: string;
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
    markdown: [
      "My query joins `orders` to `payments` and the row count grows. I expected the same number of rows as `orders`.",
      "",
      "```sql",
      "SELECT o.id, p.amount",
      "FROM orders o",
      "LEFT JOIN payments p ON p.order_id = o.id;",
      "```",
    ].join("\n"),
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
    markdown: [
      "Both work. `groupby` is clearer when you aggregate one column; `pivot_table` reads better when months become columns.",
      "",
      "```python",
      "# One row per month and region, with the month as a column",
      'monthly = sales.pivot_table(index="region", columns="month", values="amount", aggfunc="sum")',
      'totals = sales.groupby("month")["amount"].sum()',
      "```",
    ].join("\n"),
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
};

const postSeed = (id: string) => posts.find((p) => p.id === id)!;

export const FORUM_POST_SEED = {
  posts: posts.map((p): typeof forumPosts.$inferInsert => ({
    id: p.id,
    slug: slugify(p.title),
    title: p.title,
    description: p.markdown !== undefined ? forumHtmlOf(p.markdown) : sanitizePostHtml(p.html ?? ""),
    markdown: p.markdown ?? null,
    authorId: p.authorId,
    classSlug: p.classSlug ?? null,
    isAnnouncement: p.kind === "ANNOUNCEMENT",
    isSupport: p.kind === "SUPPORT",
    createdAt: new Date(p.createdAt),
    modifiedDate: new Date(p.createdAt),
  })),
  postTags: posts.flatMap((p): (typeof forumPostTags.$inferInsert)[] => p.tags.map((tagId) => ({ postId: p.id, tagId }))),
  /** Demo posts renamed since earlier data folders were seeded: the new title replaces the old one while unedited. */
  retitled: [
    {
      id: "h3x8v1ne",
      from: "Welcome to the FCDA January 2026 class forum",
      to: { title: postSeed("h3x8v1ne").title, slug: slugify(postSeed("h3x8v1ne").title) },
    },
  ],
  demo: demoActivity,
};
