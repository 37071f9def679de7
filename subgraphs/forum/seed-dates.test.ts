/**
 * The forum's demo rows are dated from the seeding day (shared/seed-dates.ts): whatever the day, posts lie in the ten
 * weeks before it, inside the demo class's dates, and every comment, reply, vote, bookmark, notification and read mark
 * comes after what it answers and before the seeding instant. Pure.
 */
import { describe, expect, it } from "vitest";
import { classSeed } from "../courses/modules/classroom/seed-data.js";
import { DAY_MS, localDayStart, seedAt, seedDay } from "../shared/seed-dates.js";
import { forumCommentSeed } from "./modules/comments/index.js";
import { forumPostSeed } from "./modules/posts/index.js";

const t = (d: Date | undefined | null) => d!.getTime();
// A few seeding instants: just after local midnight, midday, just before local midnight, and across a month end.
const NOWS = [seedAt(new Date(), 0, "00:05"), new Date(), seedAt(new Date(), 0, "23:55"), new Date("2027-03-01T01:00:00.000Z")];

describe.each(NOWS.map((now) => [now.toISOString(), now] as const))("the forum seed on %s", (_, now) => {
  const posts = forumPostSeed(now);
  const comments = forumCommentSeed(now);
  const postAt = (id: string) => t(posts.posts.find((p) => p.id === id)!.createdAt);
  const commentAt = (id: string) => t(comments.comments.find((c) => c.id === id)!.createdAt);

  it("dates the posts in the ten weeks before the seeding day, the newest two days before, in the order they were written", () => {
    const seedingDay = t(localDayStart(seedDay(now, 0)));
    const days = posts.posts.map((p) => (seedingDay - t(p.createdAt)) / DAY_MS);
    expect(Math.max(...days)).toBeLessThan(70);
    expect(Math.min(...days)).toBeGreaterThan(1);
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
    ];
    for (const d of all) expect(t(d)).toBeLessThan(t(now));
  });

  it("computes the same dates for any instant of the same local day", () => {
    expect(forumPostSeed(seedAt(now, 0, "00:01"))).toEqual(forumPostSeed(seedAt(now, 0, "23:59")));
    expect(forumCommentSeed(seedAt(now, 0, "00:01"))).toEqual(forumCommentSeed(seedAt(now, 0, "23:59")));
  });
});
