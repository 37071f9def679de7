/**
 * Employer profiles on the employer side: JOB_ADMIN adds employers and flags hiring partners; JOB_ADMIN and the
 * employer's approved representatives edit its profile and logo. The company form is validated against the SPEC's
 * lists (21 industries, 8 size bands) in one schema, shared with representatives' new-employer requests. The text
 * field (plainText) is every jobs form's: the job form and the campaign form use it too.
 */
import { eq, like, or } from "drizzle-orm";
import { z } from "zod";
import { employers } from "../../../../../drizzle/schema/jobs.js";
import type { ProposedCompanyValue } from "../../../../../drizzle/schema/jobs.js";
import type { Tx } from "../../../../shared/db.js";
import { forbidden, notFound } from "../../../../shared/errors.js";
import { requireRole, requireViewer } from "../../../../shared/guards.js";
import { COMPANY_SIZES, INDUSTRIES } from "../../../../shared/options.js";
import { sanitizePlainText } from "../../../../shared/sanitize.js";
import { acceptUpload, decodeBase64Upload } from "../../../../shared/storage/index.js";
import { parseInput } from "../../../../shared/validation.js";
import type { JobsContext } from "../../../context.js";
import type { EmployerRow } from "../mappers.js";
import { actsFor } from "../rules/employer-side.js";
import { COMPANY_LIMITS, employerSlug } from "../rules/employers.js";

/** Plain text: markup dropped, trimmed, between `min` and `max` characters. */
export const plainText = (min: number, max: number) =>
  z
    .string()
    .transform((t) => sanitizePlainText(t).trim())
    .pipe(
      z
        .string()
        .min(min, min <= 1 ? "Required." : `At least ${min} characters.`)
        .max(max, `At most ${max.toLocaleString("en")} characters.`),
    );

const [titleMin, titleMax] = COMPANY_LIMITS.title;
const [, shortMax] = COMPANY_LIMITS.shortTitle;
const [locationMin, locationMax] = COMPANY_LIMITS.location;
const [, profileMax] = COMPANY_LIMITS.profile;
const [, websiteMax] = COMPANY_LIMITS.website;

const website = z
  .string()
  .trim()
  .max(websiteMax, `At most ${websiteMax} characters.`)
  .refine((w) => w === "" || (/^https?:\/\//i.test(w) && URL.canParse(w)), "Enter a web address starting with http:// or https://.")
  .nullish()
  .transform((w) => w || null);

/** The company form (CompanyInput). A blank short title takes the full name when it fits in 40 characters. */
export const companySchema = z
  .object({
    title: plainText(titleMin, titleMax),
    shortTitle: z
      .string()
      .nullish()
      .transform((t) => sanitizePlainText(t ?? "").trim()),
    location: plainText(locationMin, locationMax),
    industry: z.enum(INDUSTRIES, "Choose one of the industries offered."),
    size: z.enum(COMPANY_SIZES, "Choose one of the size bands offered."),
    profile: z
      .string()
      .nullish()
      .transform((p) => sanitizePlainText(p ?? "").trim())
      .pipe(z.string().max(profileMax, `At most ${profileMax.toLocaleString("en")} characters.`)),
    website,
  })
  .transform((c, zctx) => {
    const shortTitle = c.shortTitle || (c.title.length <= shortMax ? c.title : "");
    if (!shortTitle)
      zctx.addIssue({ code: "custom", path: ["shortTitle"], message: `The name is over ${shortMax} characters: give a short name.` });
    else if (shortTitle.length > shortMax)
      zctx.addIssue({ code: "custom", path: ["shortTitle"], message: `At most ${shortMax} characters.` });
    return { ...c, shortTitle } satisfies ProposedCompanyValue;
  });

/** The company form as it arrives (validated by companySchema). */
export interface CompanyInputRaw {
  title: string;
  shortTitle?: string | null;
  location: string;
  industry: string;
  size: string;
  profile?: string | null;
  website?: string | null;
}

/** Inserts an employer from a validated company form with a fresh slug id (inside the caller's transaction). */
export async function insertEmployer(tx: Tx, company: ProposedCompanyValue): Promise<EmployerRow> {
  const base = employerSlug(company.shortTitle || company.title, new Set());
  const taken = await tx
    .select({ id: employers.id })
    .from(employers)
    .where(or(eq(employers.id, base), like(employers.id, `${base}-%`)));
  const id = employerSlug(company.shortTitle || company.title, new Set(taken.map((t) => t.id)));
  const [row] = await tx
    .insert(employers)
    .values({ id, ...company, hiringPartner: false, logoPath: null })
    .returning();
  return row!;
}

export async function createEmployer(ctx: JobsContext, input: CompanyInputRaw): Promise<EmployerRow> {
  requireRole(ctx, "JOB_ADMIN");
  const company = parseInput(companySchema, input);
  const row = await ctx.db.transaction((tx) => insertEmployer(tx, company));
  ctx.loaders.employer.prime(row.id, row);
  return row;
}

/** The employer `id` if the viewer acts for it: NOT_FOUND when unknown, FORBIDDEN for anyone else. */
async function employerActedFor(ctx: JobsContext, id: string): Promise<EmployerRow> {
  requireViewer(ctx);
  const employer = await ctx.loaders.employer.load(id);
  if (!employer) throw notFound("Employer", id);
  if (!actsFor(await ctx.employerSide(), employer.id))
    throw forbidden("Only this employer's approved representatives and job admins may change it.");
  return employer;
}

export async function updateEmployer(ctx: JobsContext, id: string, input: CompanyInputRaw): Promise<EmployerRow> {
  await employerActedFor(ctx, id);
  const company = parseInput(companySchema, input);
  const [row] = await ctx.db.update(employers).set(company).where(eq(employers.id, id)).returning();
  ctx.loaders.employer.clear(id).prime(id, row!);
  return row!;
}

export async function setHiringPartner(ctx: JobsContext, id: string, hiringPartner: boolean): Promise<EmployerRow> {
  requireRole(ctx, "JOB_ADMIN");
  const [row] = await ctx.db.update(employers).set({ hiringPartner }).where(eq(employers.id, id)).returning();
  if (!row) throw notFound("Employer", id);
  ctx.loaders.employer.clear(id).prime(id, row);
  return row;
}

/** A stored upload's key (not a bundled "/partners/…" image, which is part of the client build). */
const isStorageKey = (path: string | null): path is string => !!path && !path.startsWith("/");

/** Saves `logoPath` and returns the row and the path it replaced, under the row lock. */
async function swapLogo(ctx: JobsContext, id: string, logoPath: string | null): Promise<{ row: EmployerRow; previous: string | null }> {
  return ctx.db.transaction(async (tx) => {
    const [current] = await tx.select({ logoPath: employers.logoPath }).from(employers).where(eq(employers.id, id)).for("update");
    if (!current) throw notFound("Employer", id);
    const [row] = await tx.update(employers).set({ logoPath }).where(eq(employers.id, id)).returning();
    return { row: row!, previous: current.logoPath };
  });
}

async function deleteQuietly(ctx: JobsContext, key: string | null): Promise<void> {
  if (!isStorageKey(key)) return;
  try {
    await ctx.storage.delete(key);
  } catch (err) {
    // An orphaned file costs disk space, not correctness: the employer already points at the new logo.
    ctx.log.warn({ err, key }, `employer logo: could not delete ${key}`);
  }
}

/** Checks the image (type from its bytes, ≤ 2 MiB), stores it, points the employer at it, then drops the old file. */
export async function uploadEmployerLogo(
  ctx: JobsContext,
  id: string,
  input: { contentType: string; dataBase64: string },
): Promise<EmployerRow> {
  await employerActedFor(ctx, id);
  const bytes = decodeBase64Upload("employer-logo", input.dataBase64);
  const stored = await acceptUpload(ctx.storage, "employer-logo", bytes, input.contentType, { field: "dataBase64" });
  let swapped: { row: EmployerRow; previous: string | null };
  try {
    swapped = await swapLogo(ctx, id, stored.key);
  } catch (err) {
    await deleteQuietly(ctx, stored.key);
    throw err;
  }
  await deleteQuietly(ctx, swapped.previous);
  ctx.loaders.employer.clear(id).prime(id, swapped.row);
  return swapped.row;
}

export async function removeEmployerLogo(ctx: JobsContext, id: string): Promise<EmployerRow> {
  await employerActedFor(ctx, id);
  const { row, previous } = await swapLogo(ctx, id, null);
  await deleteQuietly(ctx, previous);
  ctx.loaders.employer.clear(id).prime(id, row);
  return row;
}

/** Signed for a day from the start of the UTC day, so the URL is stable all day and browsers cache the image. */
export const LOGO_URL_SECONDS = 24 * 60 * 60;

/**
 * Employer.logoUrl from employers.logo_path: a path starting with "/" is a bundled static image the client serves
 * (client/public, e.g. the seeded partners' "/partners/{id}.svg"), returned as is; anything else is the storage key
 * of an uploaded logo, returned as a signed, expiring URL. Null when none.
 */
export async function logoUrlOf(ctx: JobsContext, employer: Pick<EmployerRow, "logoPath">): Promise<string | null> {
  const path = employer.logoPath;
  if (!path || path.startsWith("//")) return null;
  if (path.startsWith("/")) return path;
  const day = new Date(Date.UTC(ctx.now.getUTCFullYear(), ctx.now.getUTCMonth(), ctx.now.getUTCDate()));
  return ctx.storage.signedUrl(path, { expiresInSeconds: LOGO_URL_SECONDS * 2, now: day });
}
