/**
 * Job campaigns (SPEC §2 job-area tabs): listing, who may see an exclusive campaign's jobs, which jobs a campaign
 * holds, and JOB_ADMIN's editing.
 */
import { and, asc, eq, notInArray, sql } from "drizzle-orm";
import { z } from "zod";
import { campaigns, jobCampaigns } from "../../../../../drizzle/schema/jobs.js";
import { isUniqueViolation, type Db, type Tx } from "../../../../shared/db.js";
import { badInput, conflict, notFound } from "../../../../shared/errors.js";
import { requireRole } from "../../../../shared/guards.js";
import { parseInput } from "../../../../shared/validation.js";
import type { JobsContext } from "../../../context.js";
import { plainText } from "../../employers/index.js";
import type { CampaignRow } from "../mappers.js";
import {
  CAMPAIGN_ID_PATTERN,
  CAMPAIGN_LIMITS,
  mayViewCampaign,
  storedTranslations,
  type CampaignTranslationView,
} from "../rules/campaigns.js";

/** Active campaigns in tab order; exclusive ones stay listed (viewerMayView tells whether their jobs show). */
export async function listCampaigns(ctx: JobsContext): Promise<CampaignRow[]> {
  const rows = await ctx.db.select().from(campaigns).where(eq(campaigns.active, true)).orderBy(asc(campaigns.sortOrder), asc(campaigns.id));
  for (const row of rows) ctx.loaders.campaign.prime(row.id, row);
  return rows;
}

export async function findCampaign(ctx: JobsContext, id: string): Promise<CampaignRow | null> {
  return id.length > 100 ? null : ctx.loaders.campaign.load(id);
}

export async function viewerMayView(ctx: JobsContext, campaign: CampaignRow): Promise<boolean> {
  return mayViewCampaign(campaign, await ctx.jobViewer());
}

/** Listed jobs in the campaign the viewer may see (0 for an exclusive campaign the viewer is not admitted to). */
export const campaignJobCount = (ctx: JobsContext, campaign: CampaignRow) => ctx.loaders.campaignJobCount.load(campaign.id);

/**
 * Job.campaigns: the job's active campaigns the viewer may see, in tab order; JOB_ADMIN sees inactive ones too (the
 * job form sends the whole list back, so a paused campaign must not silently lose its jobs).
 */
export async function campaignsOfJob(ctx: JobsContext, job: { id: number }): Promise<CampaignRow[]> {
  const [viewer, rows] = await Promise.all([ctx.jobViewer(), ctx.loaders.campaignsOfJob.load(job.id)]);
  return rows.map((r) => r.campaign).filter((c) => (c.active || viewer.jobAdmin) && mayViewCampaign(c, viewer));
}

/** The ids of the jobs in an active campaign, as a sub-select for the job list's campaign filter (none if unknown). */
export const jobIdsInActiveCampaign = (db: Db, campaignId: string) =>
  db
    .select({ id: jobCampaigns.jobId })
    .from(jobCampaigns)
    .innerJoin(campaigns, eq(campaigns.id, jobCampaigns.campaignId))
    .where(and(eq(jobCampaigns.campaignId, campaignId), eq(campaigns.active, true)));

/** Replaces a job's campaigns with `campaignIds` (inside the caller's transaction: the job form saves both at once). */
export async function setJobCampaigns(tx: Tx, jobId: number, campaignIds: string[]): Promise<void> {
  await tx
    .delete(jobCampaigns)
    .where(and(eq(jobCampaigns.jobId, jobId), campaignIds.length ? notInArray(jobCampaigns.campaignId, campaignIds) : undefined));
  if (campaignIds.length)
    await tx
      .insert(jobCampaigns)
      .values(campaignIds.map((campaignId) => ({ jobId, campaignId })))
      .onConflictDoNothing();
}

/** JOB_ADMIN's list: every campaign, active or not, in tab order. */
export async function listAllCampaigns(ctx: JobsContext): Promise<CampaignRow[]> {
  requireRole(ctx, "JOB_ADMIN");
  const rows = await ctx.db.select().from(campaigns).orderBy(asc(campaigns.sortOrder), asc(campaigns.id));
  for (const row of rows) ctx.loaders.campaign.prime(row.id, row);
  return rows;
}

/** A translated text: empty (the English one is shown) or within the English text's limits. */
const translatedText = ([min, max]: readonly [number, number]) =>
  plainText(0, max).refine((t) => t === "" || t.length >= min, `At least ${min} characters.`);
const translationsSchema = z
  .array(
    z.object({
      language: z.enum(["zh_Hant", "zh_Hans"], { error: "zh_Hant or zh_Hans: English is the campaign's own title and description." }),
      title: translatedText(CAMPAIGN_LIMITS.title),
      description: translatedText(CAMPAIGN_LIMITS.description),
    }),
  )
  .superRefine((list, zctx) => {
    list.forEach((t, i) => {
      if (list.findIndex((o) => o.language === t.language) !== i)
        zctx.addIssue({ code: "custom", path: [i, "language"], message: "Each language at most once." });
    });
  })
  .nullish();

const campaignFields = {
  title: plainText(...CAMPAIGN_LIMITS.title),
  description: plainText(...CAMPAIGN_LIMITS.description),
  active: z.boolean(),
  translations: translationsSchema,
};
const createSchema = z
  .object({
    id: z
      .string()
      .trim()
      .regex(CAMPAIGN_ID_PATTERN, "Lower-case letters, digits and single dashes.")
      .min(CAMPAIGN_LIMITS.id[0], `At least ${CAMPAIGN_LIMITS.id[0]} characters.`)
      .max(CAMPAIGN_LIMITS.id[1], `At most ${CAMPAIGN_LIMITS.id[1]} characters.`),
    ...campaignFields,
    exclusive: z
      .boolean()
      .nullish()
      .transform((e) => e ?? false),
    programmeId: z
      .string()
      .trim()
      .max(100)
      .nullish()
      .transform((p) => p || null),
    eventId: z
      .string()
      .trim()
      .max(100)
      .nullish()
      .transform((e) => e || null),
  })
  .superRefine((c, zctx) => {
    if (c.exclusive && !c.programmeId)
      zctx.addIssue({ code: "custom", path: ["programmeId"], message: "An exclusive campaign needs the programme whose members see it." });
  });
/** Update: create-only fields must be absent (they decide who sees jobs, so they never change under existing jobs). */
const updateSchema = z.object({
  id: z.null().optional(),
  ...campaignFields,
  exclusive: z.null({ error: "Whether a campaign is exclusive is set when it is created." }).optional(),
  programmeId: z.null({ error: "A campaign's programme is set when it is created." }).optional(),
  eventId: z.null({ error: "A campaign's event is set when it is created." }).optional(),
});

export interface CampaignInputRaw {
  id?: string | null;
  title: string;
  description: string;
  active: boolean;
  exclusive?: boolean | null;
  programmeId?: string | null;
  eventId?: string | null;
  translations?: CampaignTranslationView[] | null;
}

const PROGRAMME_QUERY = /* GraphQL */ `
  query ($id: ID!) {
    programme(id: $id) {
      id
    }
  }
`;
const EVENT_QUERY = /* GraphQL */ `
  query ($id: ID!) {
    event(id: $id) {
      id
    }
  }
`;

/** Adds a campaign (JOB_ADMIN), last in tab order; its programme and event are checked with their owners first. */
export async function createCampaign(ctx: JobsContext, input: CampaignInputRaw): Promise<CampaignRow> {
  requireRole(ctx, "JOB_ADMIN");
  const data = parseInput(createSchema, input);
  if (
    data.programmeId &&
    !(await ctx.peers.ask<{ programme: { id: string } | null }>("courses", PROGRAMME_QUERY, { id: data.programmeId })).programme
  )
    throw badInput("Unknown programme.", { programmeId: "No programme has this id." });
  if (data.eventId && !(await ctx.peers.ask<{ event: { id: string } | null }>("events", EVENT_QUERY, { id: data.eventId })).event)
    throw badInput("Unknown event.", { eventId: "No event has this id." });
  try {
    const [row] = await ctx.db
      .insert(campaigns)
      .values({
        ...data,
        translations: storedTranslations(data.translations ?? []),
        sortOrder: sql`(select coalesce(max(${campaigns.sortOrder}), 0) + 1 from ${campaigns})`,
      })
      .returning();
    ctx.loaders.campaign.prime(row!.id, row!);
    return row!;
  } catch (err) {
    if (isUniqueViolation(err, "campaigns_pkey")) throw conflict("A campaign with this id exists already.", { id: "This id is taken." });
    throw err;
  }
}

/** Edits a campaign's title, description, their translations (when sent) and whether it runs (JOB_ADMIN). */
export async function updateCampaign(ctx: JobsContext, id: string, input: CampaignInputRaw): Promise<CampaignRow> {
  requireRole(ctx, "JOB_ADMIN");
  const { title, description, active, translations } = parseInput(updateSchema, input);
  const [row] = await ctx.db
    .update(campaigns)
    .set({ title, description, active, ...(translations ? { translations: storedTranslations(translations) } : {}) })
    .where(eq(campaigns.id, id))
    .returning();
  if (!row) throw notFound("Campaign", id);
  ctx.loaders.campaign.clear(id).prime(id, row);
  return row;
}
