/**
 * Per-request DataLoaders of campaigns: a campaign by id, every campaign of each job (visibility and Job.campaigns),
 * and the listed jobs the viewer may see per campaign (each batch asks `jobViewer()`, memoized per request).
 */
import DataLoader from "dataloader";
import { and, asc, count, eq, inArray } from "drizzle-orm";
import { campaigns, jobCampaigns, jobTable } from "../../../../drizzle/schema/jobs.js";
import type { Db } from "../../../shared/db.js";
import { loaderByKey, loaderOfChildren } from "../../../shared/loaders.js";
import type { CampaignRow } from "./mappers.js";
import type { JobViewer } from "./rules/campaigns.js";
import { listedJobSql } from "./services/visibility.js";

export function createCampaignLoaders(db: Db, jobViewer: () => Promise<JobViewer>) {
  return {
    campaign: loaderByKey(
      (ids: readonly string[]) =>
        db
          .select()
          .from(campaigns)
          .where(inArray(campaigns.id, [...ids])),
      (r) => r.id,
    ),
    /** Every campaign of each job (visibility and Job.campaigns), one join for all jobs asked. */
    campaignsOfJob: loaderOfChildren(
      (ids: readonly number[]) =>
        db
          .select({ jobId: jobCampaigns.jobId, campaign: campaigns })
          .from(jobCampaigns)
          .innerJoin(campaigns, eq(campaigns.id, jobCampaigns.campaignId))
          .where(inArray(jobCampaigns.jobId, [...ids]))
          .orderBy(asc(campaigns.sortOrder), asc(campaigns.id)),
      (r) => r.jobId,
    ) as DataLoader<number, { jobId: number; campaign: CampaignRow }[]>,
    /** Listed jobs per campaign (Campaign.jobCount). */
    campaignJobCount: new DataLoader<string, number>(async (ids) => {
      const rows = await db
        .select({ campaignId: jobCampaigns.campaignId, n: count() })
        .from(jobCampaigns)
        .innerJoin(jobTable, eq(jobTable.id, jobCampaigns.jobId))
        .where(and(inArray(jobCampaigns.campaignId, [...ids]), listedJobSql(await jobViewer())))
        .groupBy(jobCampaigns.campaignId);
      const byId = new Map(rows.map((r) => [r.campaignId, r.n]));
      return ids.map((id) => byId.get(id) ?? 0);
    }),
  };
}
