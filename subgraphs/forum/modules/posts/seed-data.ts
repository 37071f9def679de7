/**
 * The posts module's demo seed data: believable posts by the demo student and instructor (subgraphs/shared/
 * demo-accounts.ts), seeded only outside production, with their tags and the demo's votes, bookmarks and tag follows.
 * Post bodies go through the same renderer and sanitizer as user input: most are kept as the simple HTML the forum
 * took before Markdown (as such rows stay in real data), a few are Markdown with fenced code.
 */
import type {
  forumNotificationReads,
  forumNotifications,
  forumPostBookmarks,
  forumPosts,
  forumPostTags,
  forumPostVotes,
  forumTagFollows,
} from "../../../../drizzle/schema/forum.js";
import { DEMO_ACCOUNTS } from "../../../shared/demo-accounts.js";
import { sanitizePostHtml } from "../../../shared/sanitize.js";
import { seedDay } from "../../../shared/seed-dates.js";
import { classMembersGroup, classModeratorsGroup, slugify } from "../shared/index.js";
import { forumPostDates } from "./dates-seed-data.js";
import { forumHtmlOf } from "./services/markdown.js";

const demoId = (role: "STUDENT" | "INSTRUCTOR") => DEMO_ACCOUNTS.find((a) => a.roles.includes(role))!.id;
const STUDENT = demoId("STUDENT");
const INSTRUCTOR = demoId("INSTRUCTOR");

interface PostSeed {
  id: string;
  /** Its title, or one naming a date counted from the seeding day `now`. */
  title: string | ((now: Date) => string);
  /** The body as written before Markdown (simple HTML), or… */
  html?: string;
  /** …as Markdown. */
  markdown?: string;
  authorId: string;
  tags: string[];
  /** The class forum it is posted in (its only tag is the class's); general forum otherwise. */
  classSlug?: string;
  /** A class announcement (empty description) or a support question, as createForumClassPost makes them. */
  kind?: "ANNOUNCEMENT" | "SUPPORT";
  /**
   * For an announcement or a support question: the class notification posting it wrote (createClassPost: to the
   * class's members, or to its instructors), with a fixed id so it goes in once, and which demo account read it how
   * many hours after.
   */
  notice?: { id: string; readBy: string; readAfterHours: number };
}

/**
 * The demo class forum: m1js-open-2026, where the demo student studies and the demo instructor teaches (courses'
 * seed): a welcome post, an announcement and a support question.
 */
const DEMO_CLASS = "m1js-open-2026";
/** Its title as courses names it (classSeed), which createClassPost writes on the class's notifications. */
export const DEMO_CLASS_TITLE = "M1 JavaScript open class 2026";

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const weekdayOf = (now: Date, days: number) => new Date(`${seedDay(now, days)}T00:00:00.000Z`).getUTCDay();
/** Days from the local day `days` to the first Friday on or after it. */
const fridayOnOrAfter = (now: Date, days: number) => (5 - weekdayOf(now, days) + 7) % 7;
/** The local day `days` from the seeding day as the demo writes dates: "Friday 6 November". */
function dayName(now: Date, days: number): string {
  const [, m, d] = seedDay(now, days).split("-").map(Number) as [number, number, number];
  return `${WEEKDAYS[weekdayOf(now, days)]} ${d} ${MONTHS[m - 1]}`;
}

/** The demo posts, oldest first (dated in dates-seed-data.ts). */
const posts: PostSeed[] = [
  {
    id: "p7k2m9qa",
    title: "Hello from Penang! Starting the data analytics track",
    html: "<p>Hi everyone, I am Mei Ling. I worked in hotel operations for five years and I am now learning <strong>SQL</strong> and <strong>Python</strong>. Happy to join study groups!</p>",
    authorId: STUDENT,
    tags: ["introductions", "career-change"],
  },
  {
    id: "h3x8v1ne",
    title: "Welcome to the M1 JavaScript open class forum",
    html: '<p>Welcome! Use this forum for questions about the weekly labs. Please read the <a href="https://example.com/guidelines">community guidelines</a> before posting.</p>',
    authorId: INSTRUCTOR,
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
    tags: ["sql", "data-analytics"],
  },
  {
    id: "d9f4g6jb",
    title: "Three habits that make your SQL easier to review",
    html: "<ol><li>Name every column you select.</li><li>One join condition per line.</li><li>Check row counts after each join.</li></ol><p>A join that multiplies rows usually means a one-to-many relationship you did not expect.</p>",
    authorId: INSTRUCTOR,
    tags: ["sql"],
  },
  {
    id: "m2n8q4ls",
    title: "How I prepared for my first data analyst interview",
    html: "<p>I practised explaining one dashboard end to end: the question, the data, the cleaning and the decision it supported. The take-home task was a small <em>Excel</em> and SQL exercise.</p>",
    authorId: STUDENT,
    tags: ["interview-tips", "data-analytics"],
  },
  {
    id: "k8j5h2gd",
    title: "Anyone going to the KL career fair? Tips for talking to employers",
    html: "<p>I am bringing printed CVs and a one-minute introduction. What else should I prepare?</p>",
    authorId: STUDENT,
    tags: ["job-search", "general"],
  },
  {
    id: "q2w6a9lt",
    // Due on the Friday of the week after the announcement.
    title: (now) => {
      const weekAfter = forumPostDates(now).dayOf("q2w6a9lt") + 7;
      return `Project 3 (to-do list) is due on ${dayName(now, weekAfter + fridayOnOrAfter(now, weekAfter))}`;
    },
    html: "",
    authorId: INSTRUCTOR,
    tags: [DEMO_CLASS],
    classSlug: DEMO_CLASS,
    kind: "ANNOUNCEMENT",
    // The student read it that morning (she asked about the project after it).
    notice: { id: "6f1d2c3b-0a9e-4c8d-9b7a-1e2f3a4b5d01", readBy: STUDENT, readAfterHours: 2 },
  },
  {
    id: "c6v1b7ty",
    title: "Resume review: what to put first when you change careers",
    html: "<p>Lead with projects that show the skills of the role you want, then map your previous work to them. Keep it to one page.</p><ul><li>Projects</li><li>Skills</li><li>Experience</li></ul>",
    authorId: INSTRUCTOR,
    tags: ["resume", "career-change"],
  },
  {
    id: "u5z1k8ho",
    title: "My to-do list loses its tasks when I reload the page",
    html: "<p>I keep the tasks in an array and render them after every change, but after a reload the list is empty. Should I use <code>localStorage</code> for this project, or is that out of scope?</p>",
    authorId: STUDENT,
    tags: [DEMO_CLASS],
    classSlug: DEMO_CLASS,
    kind: "SUPPORT",
    // The instructor saw it that evening and answered it the next day (comments' seed).
    notice: { id: "6f1d2c3b-0a9e-4c8d-9b7a-1e2f3a4b5d02", readBy: INSTRUCTOR, readAfterHours: 1 },
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
    tags: ["python", "data-analytics"],
  },
];

/**
 * Demo-only activity (inserted once, never overwritten): the demo student and instructor follow a few tags, vote on
 * and bookmark each other's posts (dated in dates-seed-data.ts). Authors follow their own posts (as createForumPost does).
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
const titleOf = (now: Date, p: PostSeed) => (typeof p.title === "string" ? p.title : p.title(now));
const HOUR_MS = 60 * 60 * 1000;

/** The demo class posts that wrote a class notification. */
export const DEMO_NOTICED_POST_IDS = posts.filter((p) => p.notice).map((p) => p.id);

/**
 * The class notification a demo class post wrote, as createClassPost writes it (stored once for the group, at the
 * post's instant, with the post's title), and its demo reader's mark, for the post as stored: the seed passes the
 * stored row, so the notification agrees with a post seeded on an earlier day. Pure.
 */
export function demoClassNotification(postId: string, stored: { title: string; createdAt: Date }) {
  const p = postSeed(postId);
  const notice = p.notice!;
  const announcement = p.kind === "ANNOUNCEMENT";
  const notification: typeof forumNotifications.$inferInsert & { createdAt: Date } = {
    id: notice.id,
    type: announcement ? "NEW_CLASSROOM_ANNOUNCEMENT_POST" : "NEW_SUPPORT_POST",
    recipientGroup: announcement ? classMembersGroup(p.classSlug!) : classModeratorsGroup(p.classSlug!),
    actorId: p.authorId,
    postId,
    postTitle: stored.title,
    classTitle: DEMO_CLASS_TITLE,
    createdAt: stored.createdAt,
    modifiedDate: stored.createdAt,
  };
  const read: typeof forumNotificationReads.$inferInsert & { readAt: Date } = {
    notificationId: notice.id,
    userId: notice.readBy,
    readAt: new Date(stored.createdAt.getTime() + notice.readAfterHours * HOUR_MS),
  };
  return { notification, read };
}

/**
 * The demo posts and activity as seeded on the day of `now` (shared/seed-dates.ts): the server's seed passes the
 * seeding instant, the client's mocks the current time, so both date every row alike. Pure.
 */
export function forumPostSeed(now: Date) {
  const dates = forumPostDates(now);
  const rows = posts.map((p): typeof forumPosts.$inferInsert & { createdAt: Date } => {
    const title = titleOf(now, p);
    const createdAt = dates.writtenAt(p.id);
    return {
      id: p.id,
      slug: slugify(title),
      title,
      description: p.markdown !== undefined ? forumHtmlOf(p.markdown) : sanitizePostHtml(p.html ?? ""),
      markdown: p.markdown ?? null,
      authorId: p.authorId,
      classSlug: p.classSlug ?? null,
      isAnnouncement: p.kind === "ANNOUNCEMENT",
      isSupport: p.kind === "SUPPORT",
      createdAt,
      modifiedDate: createdAt,
    };
  });
  return {
    posts: rows,
    postTags: posts.flatMap((p): (typeof forumPostTags.$inferInsert)[] => p.tags.map((tagId) => ({ postId: p.id, tagId }))),
    /** Demo posts renamed since earlier data folders were seeded: the new title replaces the old one while unedited. */
    retitled: [
      {
        id: "h3x8v1ne",
        from: "Welcome to the FCDA January 2026 class forum",
        to: { title: titleOf(now, postSeed("h3x8v1ne")), slug: slugify(titleOf(now, postSeed("h3x8v1ne"))) },
      },
    ],
    demo: {
      tagFollows: demoActivity.tagFollows.map((f): typeof forumTagFollows.$inferInsert => ({ ...f, createdAt: dates.tagsFollowedAt })),
      votes: demoActivity.votes.map((v): typeof forumPostVotes.$inferInsert => ({ ...v, votedAt: dates.votedAt(v.postId) })),
      bookmarks: demoActivity.bookmarks.map((b): typeof forumPostBookmarks.$inferInsert => ({
        ...b,
        createdAt: dates.bookmarkedAt(b.postId),
      })),
    },
    /** The class notifications the demo class posts wrote, each with its demo reader's mark. */
    classNotifications: DEMO_NOTICED_POST_IDS.map((id) =>
      demoClassNotification(
        id,
        rows.find((r) => r.id === id)!,
      ),
    ),
  };
}

/** The seed as of the day this module loads (tests and the router's tests that read it). */
export const FORUM_POST_SEED = forumPostSeed(new Date());
