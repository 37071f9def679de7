/**
 * The forum's demo rows are dated from the seeding day (shared/seed-dates.ts): whatever the day, posts lie in the ten
 * weeks before it, the newest in its last three days, inside the demo class's dates, and every comment, reply, vote,
 * bookmark, notification and read mark comes after what it answers and before the seeding instant; the demo student
 * has unread notifications of the last two days. Pure.
 */
import { describe, expect, it } from "vitest";
import { classSeed } from "../courses/modules/classroom/seed-data.js";
import { DEMO_ACCOUNTS } from "../shared/demo-accounts.js";
import { DAY_MS, localDayStart, seedAt, seedDay } from "../shared/seed-dates.js";
import { forumCommentSeed } from "./modules/comments/index.js";
import { forumPostSeed } from "./modules/posts/index.js";
import { DEMO_CLASS_TITLE } from "./modules/posts/seed-data.js";

const t = (d: Date | undefined | null) => d!.getTime();
// A few seeding instants: just after local midnight, midday, just before local midnight, and across a month end.
const NOWS = [seedAt(new Date(), 0, "00:05"), new Date(), seedAt(new Date(), 0, "23:55"), new Date("2027-03-01T01:00:00.000Z")];

describe.each(NOWS.map((now) => [now.toISOString(), now] as const))("the forum seed on %s", (_, now) => {
  const posts = forumPostSeed(now);
  const comments = forumCommentSeed(now);
  const postAt = (id: string) => t(posts.posts.find((p) => p.id === id)!.createdAt);
  const commentAt = (id: string) => t(comments.comments.find((c) => c.id === id)!.createdAt);

  it("dates the posts in the ten weeks before the seeding day, the newest at most three days before, in the order they were written", () => {
    const seedingDay = t(localDayStart(seedDay(now, 0)));
    const days = posts.posts.map((p) => (seedingDay - t(p.createdAt)) / DAY_MS);
    expect(Math.max(...days)).toBeLessThan(70);
    expect(Math.min(...days)).toBeGreaterThan(0);
    expect(Math.min(...days)).toBeLessThanOrEqual(3);
    // The general feed looks alive: its newest post too.
    expect(Math.min(...posts.posts.filter((p) => !p.classSlug).map((p) => (seedingDay - t(p.createdAt)) / DAY_MS))).toBeLessThanOrEqual(3);
    const times = posts.posts.map((p) => t(p.createdAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    for (const p of posts.posts) expect(p.modifiedDate).toEqual(p.createdAt);
  });

  it("puts the class posts inside their class's dates", () => {
    const classes = classSeed(now);
    for (const p of posts.posts.filter((p) => p.classSlug)) {
      const cls = classes.find((c) => c.slug === p.classSlug)!;
      expect(t(p.createdAt)).toBeGreaterThanOrEqual(t(localDayStart(cls.startsOn!)));
      expect(t(p.createdAt)).toBeLessThan(t(localDayStart(cls.endsOn!)) + DAY_MS);
    }
  });

  it("names the announced due date as a Friday in the days around the seeding day", () => {
    const title = posts.posts.find((p) => p.id === "q2w6a9lt")!.title;
    expect(title).toMatch(/^Project 3 \(to-do list\) is due on Friday \d{1,2} [A-Z][a-z]+$/);
  });

  it("dates comments after their post, replies after their comment, and activity after what it is about", () => {
    for (const c of comments.comments) {
      expect(t(c.createdAt)).toBeGreaterThan(postAt(c.postId));
      if (c.parentId) expect(t(c.createdAt)).toBeGreaterThan(commentAt(c.parentId));
    }
    for (const v of posts.demo.votes) expect(t(v.votedAt)).toBeGreaterThan(postAt(v.postId));
    for (const b of posts.demo.bookmarks) expect(t(b.createdAt)).toBeGreaterThan(postAt(b.postId));
    const first = Math.min(...posts.posts.map((p) => t(p.createdAt)));
    for (const f of posts.demo.tagFollows) expect(t(f.createdAt)).toBeLessThanOrEqual(first);
    for (const v of comments.commentVotes) expect(t(v.votedAt)).toBeGreaterThan(commentAt(v.commentId));
    for (const n of comments.notifications) expect(t(n.createdAt)).toBeGreaterThanOrEqual(commentAt(n.commentId!));
    const read = comments.notifications.filter((n) => n.recipientReadAt);
    expect(read.length).toBeGreaterThan(0);
    for (const n of read) expect(t(n.recipientReadAt!)).toBeGreaterThan(t(n.createdAt));
    // A class notification is written with its post (createClassPost), and read after.
    for (const { notification, read } of posts.classNotifications) {
      expect(t(notification.createdAt)).toBe(postAt(notification.postId));
      expect(t(read.readAt)).toBeGreaterThan(t(notification.createdAt));
    }
  });

  it("writes the class notification of each class announcement and support question, with the class's title", () => {
    const noticed = posts.posts.filter((p) => p.isAnnouncement || p.isSupport);
    expect(posts.classNotifications.map((c) => c.notification.postId).sort()).toEqual(noticed.map((p) => p.id).sort());
    const title = classSeed(now).find((c) => c.slug === "m1js-open-2026")!.title;
    expect(DEMO_CLASS_TITLE).toBe(title);
    for (const { notification } of posts.classNotifications) {
      const post = posts.posts.find((p) => p.id === notification.postId)!;
      expect(notification).toMatchObject({
        type: post.isAnnouncement ? "NEW_CLASSROOM_ANNOUNCEMENT_POST" : "NEW_SUPPORT_POST",
        recipientGroup: `${post.isAnnouncement ? "class-members" : "class-moderators"}:${post.classSlug}`,
        actorId: post.authorId,
        postTitle: post.title,
        classTitle: title,
      });
    }
  });

  it("gives the demo student unread notifications of the last two days, and an older read one", () => {
    const student = DEMO_ACCOUNTS.find((a) => a.roles.includes("STUDENT"))!.id;
    const mine = comments.notifications.filter((n) => n.recipientId === student);
    const unread = mine.filter((n) => !n.recipientReadAt).map((n) => t(n.createdAt));
    expect(t(now) - Math.max(...unread)).toBeLessThanOrEqual(2 * DAY_MS);
    expect(mine.some((n) => n.recipientReadAt && t(now) - t(n.createdAt) > 7 * DAY_MS)).toBe(true);
  });

  it("dates nothing after the seeding instant", () => {
    const all = [
      ...posts.posts.map((p) => p.createdAt),
      ...posts.demo.votes.map((v) => v.votedAt),
      ...posts.demo.bookmarks.map((b) => b.createdAt),
      ...posts.demo.tagFollows.map((f) => f.createdAt),
      ...comments.comments.map((c) => c.createdAt),
      ...comments.commentVotes.map((v) => v.votedAt),
      ...comments.notifications.map((n) => n.createdAt),
      ...comments.notifications.flatMap((n) => (n.recipientReadAt ? [n.recipientReadAt] : [])),
      ...posts.classNotifications.flatMap((c) => [c.notification.createdAt, c.read.readAt]),
    ];
    for (const d of all) expect(t(d)).toBeLessThan(t(now));
  });

  it("computes the same dates for any instant of the same local day", () => {
    expect(forumPostSeed(seedAt(now, 0, "00:01"))).toEqual(forumPostSeed(seedAt(now, 0, "23:59")));
    expect(forumCommentSeed(seedAt(now, 0, "00:01"))).toEqual(forumCommentSeed(seedAt(now, 0, "23:59")));
  });
});
