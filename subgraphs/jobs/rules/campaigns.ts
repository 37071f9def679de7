/**
 * Exclusive campaigns as a pure rule: a job in any exclusive campaign is visible only to members of that campaign's
 * programme (an ACCEPTED programme application, asked of courses), to JOB_ADMIN, and to the approved representatives
 * of the job's own employer (they posted it). Non-exclusive campaigns hide nothing.
 */

export interface CampaignAccess {
  exclusive: boolean;
  programmeId: string | null;
}

export interface JobViewer {
  /** JOB_ADMIN sees every job. */
  jobAdmin: boolean;
  /** The employer the viewer is an approved representative of: its own jobs are never hidden from it. */
  representing: string | null;
  /** The programmes the viewer is a member of (empty for visitors). */
  memberships: ReadonlySet<string>;
}

/** Whether the viewer may see a campaign's jobs (Campaign.viewerMayView). */
export function mayViewCampaign(campaign: CampaignAccess, viewer: JobViewer): boolean {
  if (!campaign.exclusive || viewer.jobAdmin) return true;
  return campaign.programmeId !== null && viewer.memberships.has(campaign.programmeId);
}

/**
 * Whether the viewer may see a job of `employerId` in these campaigns: its employer's representatives always; anyone
 * else when every exclusive campaign among them admits the viewer.
 */
export function mayViewJob(campaigns: readonly CampaignAccess[], viewer: JobViewer, employerId: string): boolean {
  return viewer.representing === employerId || campaigns.every((c) => mayViewCampaign(c, viewer));
}

export const COMPANY_PAGE_SIZE = 12;
/** SPEC §9: similar jobs and an employer's other jobs, at most 3 each. */
export const RELATED_JOBS_MAX = 3;
