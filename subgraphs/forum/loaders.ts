/** Per-request DataLoaders of the forum subgraph. */
import DataLoader from "dataloader";
import { and, asc, count, eq, getTableColumns, gt, inArray, lte, sql } from "drizzle-orm";
import { forumCategories, forumPosts, forumPostTags, forumTags } from "../../drizzle/schema/forum.js";
import type { Db } from "../shared/db.js";
import { loaderByKey, loaderOfChildPages, loaderOfChildren } from "../shared/loaders.js";

type PostRow = typeof forumPosts.$inferSelect;

/** Counts rows per key in one grouped statement; a key without rows counts 0. */
function countsBy<K>(fetch: (keys: K[]) => Promise<{ key: K; n: number }[]>) {
  return new DataLoader<K, number>(async (keys) => {
    const byKey = new Map((await fetch([...keys])).map((r) => [r.key, r.n]));
    return keys.map((k) => byKey.get(k) ?? 0);
  });
}

export function createForumLoaders(db: Db) {
  return {
    post: loaderByKey((ids: readonly string[]) => db.select().from(forumPosts).where(inArray(forumPosts.id, [...ids])), (r) => r.id),
    tag: loaderByKey((ids: readonly string[]) => db.select().from(forumTags).where(inArray(forumTags.id, [...ids])), (r) => r.id),
    category: loaderByKey((ids: readonly string[]) => db.select().from(forumCategories).where(inArray(forumCategories.id, [...ids])), (r) => r.id),
    tagCountOfCategory: countsBy((ids: string[]) =>
      db.select({ key: forumTags.categoryId, n: count() }).from(forumTags).where(inArray(forumTags.categoryId, ids)).groupBy(forumTags.categoryId),
    ),
    /** Tags of many posts in one join, each post's tags by name. */
    tagsOfPost: loaderOfChildren(
      (postIds: readonly string[]) =>
        db
          .select({ postId: forumPostTags.postId, tag: forumTags })
          .from(forumPostTags)
          .innerJoin(forumTags, eq(forumTags.id, forumPostTags.tagId))
          .where(inArray(forumPostTags.postId, [...postIds]))
          .orderBy(asc(forumTags.name), asc(forumTags.id)),
      (r) => r.postId,
    ),
    /** Pages of posts for many authors at once, each author's posts ranked newest first. */
    postPageOfAuthor: loaderOfChildPages<string, PostRow>(async (authorIds, window) => {
      const ranked = db
        .select({
          ...getTableColumns(forumPosts),
          rank: sql<number>`row_number() over (partition by ${forumPosts.authorId} order by ${forumPosts.createdAt} desc, ${forumPosts.id} desc)`.as("rank"),
        })
        .from(forumPosts)
        .where(inArray(forumPosts.authorId, authorIds))
        .as("ranked");
      const rows = await db
        .select()
        .from(ranked)
        .where(and(gt(ranked.rank, window.offset), lte(ranked.rank, window.offset + window.limit + 1)))
        .orderBy(asc(ranked.authorId), asc(ranked.rank));
      return rows.map(({ rank: _rank, ...row }) => row as PostRow);
    }, (r) => r.authorId),
    postCountOfAuthor: countsBy((ids: string[]) =>
      db.select({ key: forumPosts.authorId, n: count() }).from(forumPosts).where(inArray(forumPosts.authorId, ids)).groupBy(forumPosts.authorId),
    ),
  };
}
export type ForumLoaders = ReturnType<typeof createForumLoaders>;
