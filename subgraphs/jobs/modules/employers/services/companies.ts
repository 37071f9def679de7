/**
 * Employers as visitors see them (SPEC §2): the companies list (by name, paged, by a name substring and an
 * industry), the hiring partners of the home page, one employer by id, and the options of the company form.
 */
import { and, asc, eq, ilike, or } from "drizzle-orm";
import { employers } from "../../../../../drizzle/schema/jobs.js";
import type { Db } from "../../../../shared/db.js";
import { badInput } from "../../../../shared/errors.js";
import { COMPANY_SIZES, INDUSTRIES, isOneOf } from "../../../../shared/options.js";
import { pageOfTable, pageWindow, type Page, type PageArgs } from "../../../../shared/pagination.js";
import { substringPattern } from "../../../../shared/search.js";
import type { JobsContext } from "../../../context.js";
import type { EmployerRow } from "../mappers.js";
import { COMPANY_PAGE_SIZE } from "../rules/employers.js";

export function findEmployer(ctx: JobsContext, id: string): Promise<EmployerRow | null> {
  return ctx.loaders.employer.load(id);
}

/** The ids of employers whose name (title or short title) matches an ILIKE pattern, as a sub-select for job lists. */
export const employerIdsNamed = (db: Db, pattern: string) =>
  db
    .select({ id: employers.id })
    .from(employers)
    .where(or(ilike(employers.title, pattern), ilike(employers.shortTitle, pattern)));

/** Employers by name, paged (12 a page), by a name substring and an industry from the list (else BAD_USER_INPUT). */
export async function listCompanies(
  ctx: JobsContext,
  args: PageArgs & { search?: string | null; industry?: string | null },
): Promise<Page<EmployerRow>> {
  const window = pageWindow(args, COMPANY_PAGE_SIZE);
  const pattern = substringPattern(args.search);
  const industry = args.industry ?? null;
  if (industry !== null && industry !== "" && !isOneOf(INDUSTRIES, industry))
    throw badInput("industry is not one of the industries offered", { industry: "Choose one of the industries offered." });
  return pageOfTable(ctx.db, employers, window, {
    where: and(
      pattern ? or(ilike(employers.title, pattern), ilike(employers.shortTitle, pattern)) : undefined,
      industry ? eq(employers.industry, industry) : undefined,
    ),
    orderBy: [asc(employers.title), asc(employers.id)],
  });
}

/** The hiring partners (employers flagged hiring_partner), by name: the home page's partner logos. Public, one statement. */
export async function listHiringPartners(ctx: JobsContext): Promise<EmployerRow[]> {
  // async: a real Promise (a drizzle query builder is a thenable that runs again on every `then`).
  return await ctx.db.select().from(employers).where(eq(employers.hiringPartner, true)).orderBy(asc(employers.title), asc(employers.id));
}

export const companyFormOptions = () => ({ industries: [...INDUSTRIES], sizes: [...COMPANY_SIZES] });
