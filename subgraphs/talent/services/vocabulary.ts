/** The tools and skills vocabulary: paged listing and lookups. */
import { asc, ilike } from "drizzle-orm";
import { tools } from "../../../drizzle/schema/talent.js";
import { pageOfTable, pageWindow, type PageArgs } from "../../shared/pagination.js";
import { substringPattern } from "../../shared/search.js";
import { TOOL_PAGE_SIZE } from "../rules/vocabulary.js";
import type { TalentContext } from "../context.js";

export type ToolRow = typeof tools.$inferSelect;

/** Anyone (visitors included) may read the vocabulary: it is marketing content too. */
export async function listTools(ctx: TalentContext, args: PageArgs & { search?: string | null }) {
  const window = pageWindow(args, TOOL_PAGE_SIZE);
  const pattern = substringPattern(args.search);
  const where = pattern ? ilike(tools.title, pattern) : undefined;
  const page = await pageOfTable(ctx.db, tools, window, { orderBy: [asc(tools.title), asc(tools.id)], where });
  for (const row of page.items) ctx.loaders.tool.prime(row.id, row);
  return page;
}

export function findTool(ctx: TalentContext, id: string): Promise<ToolRow | null> {
  return ctx.loaders.tool.load(id);
}
