/** Job campaigns (SPEC §2 job-area tabs): listing, and who may see an exclusive campaign's jobs. */
import { asc, eq } from "drizzle-orm";
import { campaigns } from "../../../drizzle/schema/jobs.js";
import { mayViewCampaign } from "../rules/campaigns.js";
import type { JobsContext } from "../context.js";
import type { JobRow } from "./postings.js";

export type CampaignRow = typeof campaigns.$inferSelect;

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

/** Job.campaigns: the job's active campaigns the viewer may see, in tab order. */
export async function campaignsOfJob(ctx: JobsContext, job: JobRow): Promise<CampaignRow[]> {
  const [viewer, rows] = await Promise.all([ctx.jobViewer(), ctx.loaders.campaignsOfJob.load(job.id)]);
  return rows.map((r) => r.campaign).filter((c) => c.active && mayViewCampaign(c, viewer));
}
