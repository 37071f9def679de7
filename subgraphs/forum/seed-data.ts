/**
 * Forum content. The SPEC names the four categories; tags and demo posts are believable content written for the
 * product. Demo posts are by the demo student and instructor (subgraphs/shared/demo-accounts.ts) and are seeded only
 * outside production. Post bodies go through the same sanitizer as user input.
 */
import type { forumCategories, forumPosts, forumPostTags, forumTags } from "../../drizzle/schema/forum.js";
import { DEMO_ACCOUNTS } from "../shared/demo-accounts.js";
import { slugify } from "./rules/id-slug.js";
import { sanitizePostHtml } from "../shared/sanitize.js";

const demoId = (role: "STUDENT" | "INSTRUCTOR") => DEMO_ACCOUNTS.find((a) => a.roles.includes(role))!.id;
const STUDENT = demoId("STUDENT");
const INSTRUCTOR = demoId("INSTRUCTOR");

const categories: (typeof forumCategories.$inferInsert)[] = [
  { id: "general", name: "GENERAL", description: "Introductions, announcements from the community and everything that fits nowhere else." },
  { id: "skill", name: "SKILL", description: "Questions and answers about languages, tools and techniques." },
  { id: "career", name: "CAREER", description: "CVs, interviews, job search and changing careers into tech." },
  { id: "classroom", name: "CLASSROOM", description: "Class forums: one tag per class, shared with its class forum." },
];

const tag = (id: string, name: string, categoryId: string, description: string) => ({ id, name, categoryId, description });
/** followers_count is not seeded: it counts tag_follows rows (demo follows below) and is kept by the follow mutations. */
const tags: (typeof forumTags.$inferInsert)[] = [
  tag("general", "General", "general", "Anything about learning and working in tech."),
  tag("introductions", "Introductions", "general", "New here? Say hello and tell us what you are learning."),
  tag("study-groups", "Study Groups", "general", "Find classmates in your time zone to study, revise and build projects with."),
  tag("events-meetups", "Events & Meetups", "general", "Career fairs, webinars and meetups: who is going and what you learned."),
  tag("python", "Python", "skill", "Python for data analysis, scripting and back-end work."),
  tag("javascript", "JavaScript", "skill", "JavaScript in the browser and on Node.js."),
  tag("sql", "SQL", "skill", "Queries, joins, window functions and database design."),
  tag("data-analytics", "Data Analytics", "skill", "Cleaning, analysing and visualising data with Excel, Tableau, Power BI and Python."),
  tag("ui-ux", "UI/UX", "skill", "Research, wireframes, prototypes and design systems in Figma."),
  tag("interview-tips", "Interview Tips", "career", "Preparing for technical and behavioural interviews."),
  tag("resume", "Resume", "career", "CV and portfolio reviews: what hiring partners look for."),
  tag("job-search", "Job Search", "career", "Where and how to apply, and what to expect from the process."),
  tag("career-change", "Career Change", "career", "Moving into tech from another field."),
  tag("fcda-2026-01", "FCDA January 2026", "classroom", "Class forum of the Foundation Certificate in Data Analytics, January 2026 intake."),
];

interface PostSeed {
  id: string;
  title: string;
  html: string;
  authorId: string;
  createdAt: string;
  tags: string[];
}

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
    title: "Welcome to the FCDA January 2026 class forum",
    html: "<p>Welcome! Use this forum for questions about the weekly labs. Please read the <a href=\"https://example.com/guidelines\">community guidelines</a> before posting.</p>",
    authorId: INSTRUCTOR,
    createdAt: "2026-09-02T01:00:00Z",
    tags: ["fcda-2026-01"],
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

export const FORUM_SEED = {
  categories,
  tags,
  posts: posts.map(
    (p): typeof forumPosts.$inferInsert => ({
      id: p.id,
      slug: slugify(p.title),
      title: p.title,
      description: sanitizePostHtml(p.html),
      authorId: p.authorId,
      createdAt: new Date(p.createdAt),
      modifiedDate: new Date(p.createdAt),
    }),
  ),
  postTags: posts.flatMap((p): (typeof forumPostTags.$inferInsert)[] => p.tags.map((tagId) => ({ postId: p.id, tagId }))),
  demo: demoActivity,
};
