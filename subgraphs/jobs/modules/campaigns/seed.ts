/** Seeds campaigns and which jobs are in them (content, upserted at every start; after the postings they list). */
import { and, eq, notInArray } from "drizzle-orm";
import { campaigns, jobCampaigns } from "../../../../drizzle/schema/jobs.js";
import type { Tx } from "../../../shared/db.js";
import { upsertAll } from "../../../shared/seed.js";
import { CAMPAIGN_SEED } from "./seed-data.js";

export async function seedCampaigns(tx: Tx): Promise<void> {
  await upsertAll(tx, campaigns, CAMPAIGN_SEED.campaigns, campaigns.id);
  await upsertAll(tx, jobCampaigns, CAMPAIGN_SEED.jobCampaigns, [jobCampaigns.jobId, jobCampaigns.campaignId]);
  // Keep the seeded campaigns' memberships exactly as seeded (a job moved out of a campaign leaves it).
  for (const campaign of CAMPAIGN_SEED.campaigns) {
    const ids = CAMPAIGN_SEED.jobCampaigns.filter((jc) => jc.campaignId === campaign.id).map((jc) => jc.jobId);
    await tx
      .delete(jobCampaigns)
      .where(and(eq(jobCampaigns.campaignId, campaign.id!), ids.length ? notInArray(jobCampaigns.jobId, ids) : undefined));
  }
}
