import type { PagedList_PageInfoFragment } from "../__generated__/graphql";

type PageCountInfo = Pick<PagedList_PageInfoFragment, "page" | "pageSize" | "hasNextPage" | "knownCount" | "countIsExact">;

/**
 * The pager's page total. The server counts no further than its known-count limit, so past it the pages counted are a
 * floor: the pager also reaches the page after the current one while there is one.
 */
export function pageCount({ page, pageSize, hasNextPage, knownCount, countIsExact }: PageCountInfo): number {
  const knownPages = pageSize > 0 ? Math.ceil(knownCount / pageSize) : 0;
  if (countIsExact) return knownPages;
  return Math.max(knownPages, page + (hasNextPage ? 1 : 0));
}
