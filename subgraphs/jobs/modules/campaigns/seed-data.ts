/**
 * The job area's campaign tabs (SPEC §2): KYouth jobs (open to all), KYouth Track B jobs (exclusive to KYouth 2025
 * members, in no other campaign) and KL Career Fair jobs (exactly the fair's jobs, tied to the events seed's
 * "kl-tech-career-fair"), and which seeded jobs are in each.
 */
import type { campaigns, jobCampaigns } from "../../../../drizzle/schema/jobs.js";

type CampaignInsert = typeof campaigns.$inferInsert;
type JobCampaignInsert = typeof jobCampaigns.$inferInsert;

export const KL_CAREER_FAIR_EVENT_ID = "kl-tech-career-fair";
export const KYOUTH_PROGRAMME_ID = "kyouth-2025";

/** The job area's campaign tabs, in order (SPEC §2). */
const campaignRows: CampaignInsert[] = [
  {
    id: "kyouth",
    title: "KYouth jobs",
    description: "Entry-level roles from hiring partners of the KYouth programme, open to every learner.",
    exclusive: false,
    active: true,
    programmeId: null,
    eventId: null,
    sortOrder: 1,
    translations: {
      "zh-Hant": { title: "KYouth 職位", description: "KYouth 計劃招聘夥伴的入門職位，所有學員均可申請。" },
      "zh-Hans": { title: "KYouth 职位", description: "KYouth 计划招聘伙伴的入门职位，所有学员均可申请。" },
    },
  },
  {
    id: "kyouth-track-b",
    title: "KYouth Track B jobs",
    description: "Roles reserved for members of the KYouth 2025 programme.",
    exclusive: true,
    active: true,
    programmeId: KYOUTH_PROGRAMME_ID,
    eventId: null,
    sortOrder: 2,
    translations: {
      "zh-Hant": { title: "KYouth B 組職位", description: "只供 KYouth 2025 計劃成員申請的職位。" },
      "zh-Hans": { title: "KYouth B 组职位", description: "仅供 KYouth 2025 计划成员申请的职位。" },
    },
  },
  {
    id: "kl-career-fair",
    title: "KL Career Fair jobs",
    description: "Jobs the employers at the KL Career Fair are hiring for.",
    exclusive: false,
    active: true,
    programmeId: null,
    eventId: KL_CAREER_FAIR_EVENT_ID,
    sortOrder: 3,
    translations: {
      "zh-Hant": { title: "吉隆坡招聘會職位", description: "吉隆坡招聘會參展僱主正在招聘的職位。" },
      "zh-Hans": { title: "吉隆坡招聘会职位", description: "吉隆坡招聘会参展雇主正在招聘的职位。" },
    },
  },
];

/** KYouth jobs: open to all. */
export const KYOUTH_JOB_IDS = [1, 2, 9, 12, 16, 20];
/** KYouth Track B jobs: exclusive, and in no other campaign (so the exclusivity is never ambiguous). */
export const TRACK_B_JOB_IDS = [13, 14, 17, 19];
/** KL Career Fair jobs: the jobs tied to the fair's event (the postings seed gives them its event). */
export const CAREER_FAIR_JOB_IDS = [21, 22, 23, 24, 25, 26];

const jobCampaignRows: JobCampaignInsert[] = [
  ...KYOUTH_JOB_IDS.map((jobId) => ({ jobId, campaignId: "kyouth" })),
  ...TRACK_B_JOB_IDS.map((jobId) => ({ jobId, campaignId: "kyouth-track-b" })),
  // The career fair's campaign holds exactly the jobs tied to the fair's event.
  ...CAREER_FAIR_JOB_IDS.map((jobId) => ({ jobId, campaignId: "kl-career-fair" })),
];

export const CAMPAIGN_SEED = { campaigns: campaignRows, jobCampaigns: jobCampaignRows };
