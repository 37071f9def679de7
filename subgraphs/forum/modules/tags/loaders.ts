/**
 * Per-request DataLoaders of the tags module: tags and categories by id, a post's tags, a category's first tags and
 * tag count, and whether the viewer follows each tag (for visitors without a statement).
 */
import { asc, count, eq, inArray, sql, and } from "drizzle-orm";
import { forumCategories, forumPostTags, forumTagFollows, forumTags } from "../../../../drizzle/schema/forum.js";
import type { Db } from "../../../shared/db.js";
import { loaderByKey, loaderOfChildPages, loaderOfChildren, childPageRows } from "../../../shared/loaders.js";
import type { Viewer } from "../../../shared/viewer.js";
import { countsBy, viewerHas } from "../../dataloaders.js";
import type { TagRow } from "./mappers.js";

export function createTagLoaders(db: Db, viewer: Viewer | null) {
  const viewerId = viewer?.id ?? null;
  return {
    tag: loaderByKey(
      (ids: readonly string[]) =>
        db
          .select()
          .from(forumTags)
          .where(inArray(forumTags.id, [...ids])),
      (r) => r.id,
    ),
    category: loaderByKey(
      (ids: readonly string[]) =>
        db
          .select()
          .from(forumCategories)
          .where(inArray(forumCategories.id, [...ids])),
      (r) => r.id,
    ),
    tagCountOfCategory: countsBy((ids: string[]) =>
      db
        .select({ key: forumTags.categoryId, n: count() })
        .from(forumTags)
        .where(inArray(forumTags.categoryId, ids))
        .groupBy(forumTags.categoryId),
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
    /** Whether the viewer follows each tag. */
    viewerFollowsTag: viewerHas<string>(viewerId, (userId, tagIds) =>
      db
        .select({ key: forumTagFollows.tagId })
        .from(forumTagFollows)
        .where(and(eq(forumTagFollows.userId, userId), inArray(forumTagFollows.tagId, tagIds))),
    ),
    /**
     * The first tags of many categories at once (the sidebar and tag browser): per category the tags the viewer
     * follows first, then the most followed, then by name; in one statement.
     */
    tagsOfCategory: loaderOfChildPages<string, TagRow>(
      (categoryIds, window) => {
        const followed = viewerId
          ? sql`exists (select 1 from ${forumTagFollows} where ${forumTagFollows.tagId} = ${forumTags.id} and ${forumTagFollows.userId} = ${viewerId})`
          : sql`false`;
        return childPageRows(
          db,
          forumTags,
          {
            key: forumTags.id,
            parentColumn: forumTags.categoryId,
            parents: categoryIds,
            orderBy: sql`${followed} desc, ${forumTags.followersCount} desc, ${forumTags.name}, ${forumTags.id}`,
          },
          window,
        );
      },
      (r) => r.categoryId,
    ),
  };
}
export type TagLoaders = ReturnType<typeof createTagLoaders>;
