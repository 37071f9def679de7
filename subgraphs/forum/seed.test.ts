/**
 * The forum seed runs at every start: content is upserted, demo rows go in once. Running it again changes no count
 * and overwrites nothing a demo author changed.
 */
import { describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { forumPostFollows, forumPostVotes, forumPosts, forumTagFollows, forumTags } from "../../drizzle/schema/forum.js";
import { demo } from "../shared/testing/harness.js";
import { makeIdSlug } from "./rules/id-slug.js";
import { FORUM_SEED } from "./seed-data.js";
import { seedForum } from "./seed.js";
import { forumSuite } from "./testing.js";

const suite = forumSuite();

async function snapshot() {
  const db = suite.database.db;
  const tags = await db.select({ id: forumTags.id, followersCount: forumTags.followersCount }).from(forumTags).orderBy(forumTags.id);
  const [follows] = await db.select({ n: count() }).from(forumTagFollows);
  const [votes] = await db.select({ n: count() }).from(forumPostVotes);
  const [postFollows] = await db.select({ n: count() }).from(forumPostFollows);
  return { tags, follows: follows!.n, votes: votes!.n, postFollows: postFollows!.n };
}

describe("seedForum", () => {
  it("seeds every tag's followers count as the number of its follow rows", async () => {
    const { tags } = await snapshot();
    for (const tag of tags) {
      const [rows] = await suite.database.db.select({ n: count() }).from(forumTagFollows).where(eq(forumTagFollows.tagId, tag.id));
      expect(tag.followersCount, tag.id).toBe(rows!.n);
    }
    expect(tags.find((t) => t.id === "sql")!.followersCount).toBe(2);
  });
  it("changes no count when run again, and keeps a demo author's edit", async () => {
    const seeded = FORUM_SEED.posts.find((p) => p.authorId === demo("STUDENT").viewer!.id)!;
    const edit = await suite.client.exec(
      `mutation($id: ID!, $input: ForumPostInput!) { updateForumPost(id: $id, input: $input) { id } }`,
      { id: makeIdSlug(seeded.id, seeded.title), input: { title: "My edited introduction", description: "<p>Edited.</p>", tagIds: ["introductions"] } },
      { caller: demo("STUDENT") },
    );
    expect(edit.errors).toBeUndefined();
    const before = await snapshot();
    await seedForum(suite.database.db, { demo: true });
    await seedForum(suite.database.db, { demo: true });
    expect(await snapshot()).toEqual(before);
    const [row] = await suite.database.db.select().from(forumPosts).where(eq(forumPosts.id, seeded.id));
    expect(row).toMatchObject({ title: "My edited introduction", description: "<p>Edited.</p>" });
  });
});
