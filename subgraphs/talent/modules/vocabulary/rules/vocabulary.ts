/** Pure rules of the tools and skills vocabulary. */

/** SPEC gives no page size for the vocabulary; 20 fills a tag cloud or a two-column list (docs/decisions.md). */
export const TOOL_PAGE_SIZE = 20;
