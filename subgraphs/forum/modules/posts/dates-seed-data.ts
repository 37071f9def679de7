/**
 * When the demo posts and the demo's activity on them happened, counted from the seeding day (shared/seed-dates.ts):
 * the posts of seed-data.ts over the ten weeks before it, the newest general posts in its last three days (so the feed
 * looks alive), all inside the demo class's dates (courses' classSeed starts m1js-open-2026 90 days before it). Pure
 * and free of the server's sanitizer, so the client's mocks date their copies of these posts alike.
 */
import { seedAt } from "../../../shared/seed-dates.js";

/** Each demo post's day (days from the seeding day; negative: before it) and local (UTC+8) time, oldest first. */
const WRITTEN: Record<string, readonly [days: number, at: string]> = {
  p7k2m9qa: [-64, "10:15"],
  h3x8v1ne: [-63, "09:00"],
  r5t0w2zc: [-60, "19:30"],
  d9f4g6jb: [-59, "11:45"],
  m2n8q4ls: [-53, "16:20"],
  k8j5h2gd: [-40, "20:40"],
  q2w6a9lt: [-9, "09:30"],
  c6v1b7ty: [-3, "14:00"],
  u5z1k8ho: [-2, "18:15"],
  w4e9r3ui: [-1, "09:10"],
};

const HOUR_MS = 60 * 60 * 1000;
const hoursAfter = (at: Date, hours: number) => new Date(at.getTime() + hours * HOUR_MS);

/** The demo posts' dates as seeded on the day of `now`. */
export function forumPostDates(now: Date) {
  const writtenAt = (postId: string) => {
    const [days, at] = WRITTEN[postId]!;
    return seedAt(now, days, at);
  };
  return {
    /** The day a post was written, in days from the seeding day (its title may name a date counted from it). */
    dayOf: (postId: string) => WRITTEN[postId]![0],
    writtenAt,
    /** The demo accounts followed their tags on the morning of the first demo post. */
    tagsFollowedAt: seedAt(now, Math.min(...Object.values(WRITTEN).map(([days]) => days)), "08:00"),
    /** A demo vote came a couple of hours after the post, a bookmark an hour later. */
    votedAt: (postId: string) => hoursAfter(writtenAt(postId), 2),
    bookmarkedAt: (postId: string) => hoursAfter(writtenAt(postId), 3),
  };
}
