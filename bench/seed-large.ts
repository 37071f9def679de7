/**
 * `npm run seed:large -- --scale <rows>`: a large, realistic dataset on top of the demo world, for the benchmark and
 * the query-plan test. `--scale` is about the row count of the biggest tables (post votes and notifications); posts,
 * comments, applications and read marks are fractions of it, people a tenth, jobs a tenth (table below).
 *
 * Reproducible: every "random" choice is a hash of the row number and `--seed`, so the same scale and seed give the
 * same rows on PostgreSQL and PGlite. Skewed like a real forum: a few people write and vote most, a few tags and posts
 * draw most of the traffic (a cube of a uniform number picks low row numbers far more often). The demo student is one
 * of the busiest people, so the benchmark's logged-in requests meet a heavy inbox and many votes.
 *
 * Written in bulk (`INSERT … SELECT generate_series`) in a few dozen statements. Rows have fixed ids, so running it
 * again at the same scale adds nothing, and at a larger scale adds the difference.
 */
import { parseArgs } from "node:util";
import { openDatabase, type Database } from "../subgraphs/shared/db.js";
import { prepareDatabase } from "../router/bootstrap.js";
import { hashPassword } from "../router/auth/password.js";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../subgraphs/shared/demo-accounts.js";

/** Rows per table as a share of `--scale`. */
export const LARGE_SHARES = {
  people: 0.1,
  posts: 0.5,
  postVotes: 1,
  comments: 0.5,
  commentVotes: 0.3,
  notifications: 1,
  notificationReads: 0.6,
  jobs: 0.1,
  jobApplications: 0.3,
  savedJobs: 0.2,
} as const;

/** Generated jobs' ids start above this (demo postings are below 1000, created ones count up from 1000). */
export const LARGE_JOB_IDS_FROM = 10_000_000;

/** Email domain of the generated people (never a demo account's). */
export const LARGE_EMAIL_DOMAIN = "large.talentforge.test";

export interface LargeSeedOptions {
  scale: number;
  seed?: string;
  log?: (line: string) => void;
}

/** A uniform number in [0, 1) from a row expression and a salt: md5's first 32 bits. */
function uniform(expr: string, salt: string): string {
  return `((('x' || substr(md5((${expr})::text || ':${salt}'), 1, 8))::bit(32)::bigint)::float8 / 4294967296.0)`;
}
/** A row number in [1, n], skewed to low numbers by `power` (1: uniform; 3: a few take most). */
function pick(expr: string, salt: string, n: string | number, power = 3): string {
  return `(1 + floor((${n})::float8 * power(${uniform(expr, salt)}, ${power}))::int)`;
}
const personId = (n: string) => `md5('tf-large-person:' || (${n})::text)::uuid`;
const postId = (n: string) => `('zz' || lpad(to_hex(${n}), 6, '0'))`;
const commentId = (n: string) => `('zy' || lpad(to_hex(${n}), 6, '0'))`;
const notificationId = (n: string) => `md5('tf-large-notification:' || (${n})::text)::uuid`;
const applicationId = (n: string) => `md5('tf-large-application:' || (${n})::text)::uuid`;

/**
 * Sets every target's vote counters from its vote rows in one statement (the bulk form of the forum's recountVotes,
 * which takes ids: a million of them would not fit a statement).
 */
const voteCounters = (targets: string, votes: string, target: string) =>
  `update forum.${targets} t set upvote_count = v.up, downvote_count = v.down
   from (select ${target}, count(*) filter (where value = 1)::int as up, count(*) filter (where value = -1)::int as down
         from forum.${votes} group by ${target}) v
   where v.${target} = t.id and (t.upvote_count, t.downvote_count) is distinct from (v.up, v.down)`;

/**
 * Sets every post's count of comments shown to everyone from its comment rows in one statement (the bulk form of the
 * forum's recountShownComments: live, neither hidden nor under review, a reply under such a comment).
 */
const shownCommentCounters = `update forum.posts p set shown_comment_count = s.n
   from (select c.post_id, count(*)::int as n from forum.comments c left join forum.comments parent on parent.id = c.parent_id
         where c.deleted_at is null and not c.is_hidden and not c.under_review
           and (c.parent_id is null or (parent.deleted_at is null and not parent.is_hidden and not parent.under_review))
         group by c.post_id) s
   where s.post_id = p.id and p.shown_comment_count <> s.n`;

const WORDS = ["React", "TypeScript", "SQL", "career", "interview", "Python", "portfolio", "GraphQL", "cloud", "testing", "data", "CSS"];
const wordsArray = `array[${WORDS.map((w) => `'${w}'`).join(",")}]`;

export async function seedLarge(database: Database, opts: LargeSeedOptions): Promise<Record<string, number>> {
  const scale = Math.max(100, Math.floor(opts.scale));
  const salt = (opts.seed ?? "talentforge").replace(/[^a-z0-9-]/gi, "");
  const log = opts.log ?? (() => {});
  const n = (share: number) => Math.max(10, Math.round(scale * share));
  const people = n(LARGE_SHARES.people);
  const posts = n(LARGE_SHARES.posts);
  const comments = n(LARGE_SHARES.comments);
  const topLevel = Math.round(comments * 0.7);
  const jobs = n(LARGE_SHARES.jobs);
  const notifications = n(LARGE_SHARES.notifications);
  const student = DEMO_ACCOUNTS.find((a) => a.roles.includes("STUDENT"))!.id;
  // Active people: the demo student stands in for the busiest (1 % of everything addressed to someone).
  const recipient = (expr: string, s: string) =>
    `case when ${uniform(expr, `${s}-demo`)} < 0.01 then '${student}'::uuid else ${personId(pick(expr, s, people, 2))} end`;
  const daysAgo = (expr: string, s: string, days: number) => `now() - (${uniform(expr, s)} * interval '${days} days')`;

  const step = async (label: string, sql: string) => {
    const started = Date.now();
    await database.query(sql);
    log(`${label.padEnd(28)} ${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s`);
  };

  // One password for every generated person (the demo password): hashing a million times would take hours.
  const passwordHash =
    (await database.query<{ h: string }>(`select password_hash as h from auth.accounts where id = $1`, [student]))[0]?.h ??
    (await hashPassword(DEMO_PASSWORD));

  await step(
    "accounts",
    `insert into auth.accounts (id, email, password_hash, purpose, created_at)
     select ${personId("i")}, 'learner' || i || '@${LARGE_EMAIL_DOMAIN}', '${passwordHash.replace(/'/g, "''")}', 'learn',
            ${daysAgo("i", `${salt}-joined`, 720)}
     from generate_series(1, ${people}) i on conflict do nothing`,
  );
  await step(
    "account roles",
    `insert into auth.account_roles (account_id, role)
     select ${personId("i")}, 'STUDENT' from generate_series(1, ${people}) i on conflict do nothing`,
  );
  await step(
    "people (talent users)",
    `insert into talent.users (id, first_name, last_name, email, location, created_at, updated_at)
     select ${personId("i")}, (array['Mei','Arjun','Siti','Kelvin','Priya','Wei','Nur','Jason','Aisha','Daniel'])[1 + i % 10],
            'Learner ' || i, 'learner' || i || '@${LARGE_EMAIL_DOMAIN}',
            (array['Hong Kong','Kuala Lumpur','Singapore','Penang','Taipei'])[1 + (i / 7) % 5],
            ${daysAgo("i", `${salt}-joined`, 720)}, now()
     from generate_series(1, ${people}) i on conflict do nothing`,
  );

  await step(
    "forum posts",
    `insert into forum.posts (id, slug, title, description, markdown, author_id, created_at, modified_date, is_resolved)
     select ${postId("i")}, 'large-post-' || i, 'Question ' || i || ' about ' || (${wordsArray})[${pick("i", `${salt}-word`, WORDS.length, 2)}],
            '<p>Body of post ' || i || '.</p>', 'Body of post ' || i || '.',
            ${recipient("i", `${salt}-author`)}, ${daysAgo("i", `${salt}-posted`, 365)}, now(), ${uniform("i", `${salt}-resolved`)} < 0.2
     from generate_series(1, ${posts}) i on conflict do nothing`,
  );
  await step(
    "post tags",
    `with tags as (select array_agg(t.id order by t.id) as ids from forum.tags t join forum.categories c on c.id = t.category_id
                   where c.name <> 'CLASSROOM')
     insert into forum.post_tags (post_id, tag_id)
     select ${postId("i")}, tags.ids[${pick("i", `${salt}-tag`, "cardinality(tags.ids)", 2)}]
     from generate_series(1, ${posts}) i, tags on conflict do nothing`,
  );
  await step(
    "post votes",
    `insert into forum.post_votes (post_id, user_id, value, voted_at)
     select ${postId(pick("i", `${salt}-voted-post`, posts))}, ${recipient("i", `${salt}-voter`)},
            case when ${uniform("i", `${salt}-vote`)} < 0.85 then 1 else -1 end, ${daysAgo("i", `${salt}-voted`, 300)}
     from generate_series(1, ${n(LARGE_SHARES.postVotes)}) i on conflict do nothing`,
  );
  await step("post vote counters", voteCounters("posts", "post_votes", "post_id"));
  await step(
    "comments",
    `insert into forum.comments (id, slug, post_id, author_id, description, markdown, created_at, modified_date)
     select ${commentId("i")}, 'comment-' || i, ${postId(pick("i", `${salt}-commented-post`, posts))}, ${recipient("i", `${salt}-commenter`)},
            '<p>Comment ' || i || '.</p>', 'Comment ' || i || '.', ${daysAgo("i", `${salt}-commented`, 300)}, now()
     from generate_series(1, ${topLevel}) i on conflict do nothing`,
  );
  await step(
    "replies",
    `insert into forum.comments (id, slug, post_id, parent_id, author_id, description, markdown, created_at, modified_date)
     select ${commentId("i")}, 'reply-' || i, parent.post_id, parent.id, ${recipient("i", `${salt}-replier`)},
            '<p>Reply ' || i || '.</p>', 'Reply ' || i || '.', parent.created_at + interval '1 hour', now()
     from generate_series(${topLevel + 1}, ${comments}) i
     join forum.comments parent on parent.id = ${commentId(pick("i", `${salt}-replied`, topLevel, 2))}
     on conflict do nothing`,
  );
  await step("comment counters", shownCommentCounters);
  await step(
    "comment votes",
    `insert into forum.comment_votes (comment_id, user_id, value, voted_at)
     select ${commentId(pick("i", `${salt}-voted-comment`, comments))}, ${recipient("i", `${salt}-comment-voter`)},
            case when ${uniform("i", `${salt}-comment-vote`)} < 0.9 then 1 else -1 end, ${daysAgo("i", `${salt}-comment-voted`, 300)}
     from generate_series(1, ${n(LARGE_SHARES.commentVotes)}) i on conflict do nothing`,
  );
  await step("comment vote counters", voteCounters("comments", "comment_votes", "comment_id"));
  // Most of what a person was told has been read (the mark on the notification's row); the newest most rarely.
  await step(
    "notifications and read marks",
    `insert into forum.notifications (id, type, recipient_id, actor_id, post_id, post_title, created_at, modified_date, recipient_read_at)
     select ${notificationId("i")}, (array['NEW_COMMENT','NEW_REPLY','POST_UPDATED','POST_HAVE_ANSWER']::forum.notification_type[])[1 + i % 4],
            ${recipient("i", `${salt}-notified`)}, ${personId(pick("i", `${salt}-actor`, people, 2))}, p.id, p.title, at.at, now(),
            case when ${uniform("i", `${salt}-read`)} < ${LARGE_SHARES.notificationReads / LARGE_SHARES.notifications}
                 then at.at + interval '2 hours' end
     from generate_series(1, ${notifications}) i
     cross join lateral (select ${daysAgo("i", `${salt}-notified-at`, 180)} as at) at
     join forum.posts p on p.id = ${postId(pick("i", `${salt}-notified-post`, posts))}
     on conflict do nothing`,
  );

  // Jobs copy the demo postings' roles, locations and types so filters find them; employers are the demo ones.
  await step(
    "jobs",
    `with shapes as (select row_number() over (order by id)::int as k, role, role_id, location, remote, type from jobs.jobs where id < 1000),
          shape_count as (select count(*)::int as k from shapes),
          bosses as (select array_agg(id order by id) as ids from jobs.employers)
     insert into jobs.jobs (id, title, role, role_id, employer_id, location, remote, type, featured, created_at, description, closed_at)
     select ${LARGE_JOB_IDS_FROM} + i, s.role || ' ' || i, s.role, s.role_id, bosses.ids[${pick("i", `${salt}-employer`, "cardinality(bosses.ids)", 2)}],
            s.location, s.remote, s.type, ${uniform("i", `${salt}-featured`)} < 0.05, ${daysAgo("i", `${salt}-job-posted`, 365)},
            'What the work is: ' || s.role || '.', case when ${uniform("i", `${salt}-closed`)} < 0.3 then now() - interval '1 day' end
     from generate_series(1, ${jobs}) i cross join shape_count cross join bosses
     join shapes s on s.k = ${pick("i", `${salt}-shape`, "shape_count.k", 1)}
     on conflict do nothing`,
  );
  await step(
    "job applications",
    `insert into jobs.job_applications (id, job_id, applicant_id, status, applied_at, updated_at)
     select ${applicationId("i")}, ${LARGE_JOB_IDS_FROM} + ${pick("i", `${salt}-applied-job`, jobs, 2)}, ${recipient("i", `${salt}-applicant`)},
            (array['APPLIED','APPLIED','APPLIED','REVIEWED','INTERVIEWING','DECLINED','OFFERED','WITHDRAWN'])[1 + i % 8],
            ${daysAgo("i", `${salt}-applied`, 200)}, now()
     from generate_series(1, ${n(LARGE_SHARES.jobApplications)}) i on conflict do nothing`,
  );
  await step(
    "application history",
    `insert into jobs.job_application_history (id, application_id, status, at, changed_by)
     select md5('tf-large-application-history:' || a.id::text)::uuid, a.id, 'APPLIED', a.applied_at, a.applicant_id
     from jobs.job_applications a
     where a.id in (select ${applicationId("i")} from generate_series(1, ${n(LARGE_SHARES.jobApplications)}) i)
     on conflict do nothing`,
  );
  await step(
    "saved jobs",
    `insert into jobs.saved_jobs (user_id, job_id, saved_at)
     select ${recipient("i", `${salt}-saver`)}, ${LARGE_JOB_IDS_FROM} + ${pick("i", `${salt}-saved-job`, jobs, 2)}, ${daysAgo("i", `${salt}-saved`, 200)}
     from generate_series(1, ${n(LARGE_SHARES.savedJobs)}) i on conflict do nothing`,
  );
  const started = Date.now();
  await database.query("analyze");
  log(`${"analyze".padEnd(28)} ${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s`);
  return { people, posts, comments, jobs, notifications };
}

async function main() {
  const { values } = parseArgs({
    options: { scale: { type: "string", default: "10000" }, seed: { type: "string", default: "talentforge" } },
  });
  const database = await openDatabase({ url: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? "./.data" });
  const started = Date.now();
  console.log(
    `seed:large on ${database.engine === "pglite" ? `PGlite in ${process.env.DATA_DIR ?? "./.data"}` : "PostgreSQL"}, scale ${values.scale}`,
  );
  await prepareDatabase(database, { demo: true });
  await seedLarge(database, { scale: Number(values.scale), seed: values.seed, log: console.log });
  console.log(`done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  await database.close();
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
