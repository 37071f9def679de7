/**
 * The job area of the mock API: the server seed's jobs and campaigns (subgraphs/jobs/seed-data.ts) at the employers of
 * the employer mocks, the three campaigns with exclusive visibility (KYouth Track B: members of kyouth-2025 — an
 * ACCEPTED programme application in the programmes mocks — and JOB_ADMIN only), the filters, companies, similar jobs
 * and an employer's other jobs. Saved jobs and job applications live in ./applications; they use `jobById`,
 * `jobVisible` and `jobObject` from here.
 */
import type { Resolvers } from "../../../__generated__/mock-resolvers";
import { COMPANY_PAGE_SIZE } from "@server/jobs/modules/employers/rules/employers";
import { JOB_PAGE_SIZE } from "@server/jobs/modules/postings/rules/postings";
import { JOBS_SEED, KL_CAREER_FAIR_EVENT_ID, careerRoleId } from "@server/jobs/seed-data";
import { COMPANY_SIZES, INDUSTRIES } from "@server/shared/options";
import type { ContentTranslations, UiLanguageId } from "@server/shared/translations";
import { campaignText, campaignTranslations, type CampaignText } from "@server/jobs/modules/campaigns/rules/campaigns";
import { employers, type MockEmployer } from "../../employer/mocks";
import { allApplications } from "../../programmes/mocks";
import { currentAccount } from "../../../mocks/session";
import { badInput, notFound, type PageArgs, type PageOf } from "../../../mocks/common";
import type { MockCareerRole } from "../../talent/mocks";
import type { QueryJobsArgs } from "../../../__generated__/schema-types";

// The server's option lists, page sizes and seed: the mock job area shows exactly what a fresh server does.
export { COMPANY_SIZES, INDUSTRIES, JOB_PAGE_SIZE, COMPANY_PAGE_SIZE, KL_CAREER_FAIR_EVENT_ID, careerRoleId };
// The employers the jobs are at (the employer side's mocks own and edit them).
export { employers, type MockEmployer };

export interface MockJob {
  id: string;
  title: string;
  role: string;
  roleId: string;
  employer: MockEmployer;
  location: string;
  remote: boolean;
  type: string;
  featured: boolean;
  eventId: string | null;
  description: string;
  postedAt: string;
  open: boolean;
  /** Applications from people other than the mock accounts (the count adds the mock state's on top, if any). */
  otherApplications: number;
}

/** The seeded jobs: one posting a day from 2 June 2025 (the last two share a day). */
export const jobs: MockJob[] = JOBS_SEED.jobs.map((j) => ({
  id: String(j.id),
  title: j.title,
  role: j.role,
  roleId: j.roleId ?? careerRoleId(j.role),
  employer: employers.find((e) => e.id === j.employerId)!,
  location: j.location,
  remote: j.remote ?? false,
  type: j.type,
  featured: j.featured ?? false,
  eventId: j.eventId ?? null,
  description: j.description ?? "",
  postedAt: (j.createdAt ?? new Date()).toISOString(),
  open: true,
  otherApplications: (Number(j.id) * 7) % 19,
}));

export interface MockCampaign {
  id: string;
  title: string;
  description: string;
  exclusive: boolean;
  active: boolean;
  programmeId: string | null;
  eventId: string | null;
  translations: ContentTranslations<CampaignText>;
  jobIds: string[];
}

/** The campaigns in tab order. Track B jobs are in no other campaign; KL Career Fair = jobs of the fair. */
export const campaigns: MockCampaign[] = JOBS_SEED.campaigns.map((c) => ({
  id: c.id,
  title: c.title,
  description: c.description ?? "",
  exclusive: c.exclusive ?? false,
  active: c.active ?? true,
  programmeId: c.programmeId ?? null,
  eventId: c.eventId ?? null,
  translations: c.translations ?? {},
  jobIds: JOBS_SEED.jobCampaigns.filter((jc) => jc.campaignId === c.id).map((jc) => String(jc.jobId)),
}));

/** Members of a programme: an ACCEPTED application (the courses subgraph's programmeMemberships). */
function isMember(userId: string, programmeId: string): boolean {
  return allApplications().some((a) => a.applicantId === userId && a.programmeId === programmeId && a.status === "ACCEPTED");
}

export function viewerMayViewCampaign(c: MockCampaign): boolean {
  if (!c.exclusive) return true;
  const a = currentAccount();
  if (!a) return false;
  return a.roles.includes("JOB_ADMIN") || (c.programmeId != null && isMember(a.id, c.programmeId));
}

/** Whether the viewer may see a job: not in an exclusive campaign they may not view. */
export function jobVisible(job: MockJob): boolean {
  return campaigns.every((c) => !c.exclusive || !c.jobIds.includes(job.id) || viewerMayViewCampaign(c));
}

export const jobById = (id: string): MockJob | null => jobs.find((j) => j.id === id) ?? null;
/** The job if it exists and the viewer may see it (closed ones included), else null. */
export const visibleJobById = (id: string): MockJob | null => {
  const j = jobById(id);
  return j && jobVisible(j) ? j : null;
};
/** For save/apply: NOT_FOUND when unknown or hidden. */
export function requireVisibleJob(id: string): MockJob {
  const j = visibleJobById(id);
  if (!j) throw notFound("Job");
  return j;
}

/** Featured first, then newest (postedAt desc, id desc). */
const byListOrder = (a: MockJob, b: MockJob) =>
  Number(b.featured) - Number(a.featured) || b.postedAt.localeCompare(a.postedAt) || Number(b.id) - Number(a.id);
const newestFirst = (a: MockJob, b: MockJob) => b.postedAt.localeCompare(a.postedAt) || Number(b.id) - Number(a.id);

/** Open jobs the viewer may see, in list order. */
export const listedJobs = () => jobs.filter((j) => j.open && jobVisible(j)).sort(byListOrder);

/** The back office's list (allJobs): every job, closed and exclusive ones included, newest first; search on the title
 * or the employer's names; `open` true/false keeps only open/closed jobs; `employerId` keeps one employer's (an
 * approved company representative sees only theirs). */
export function adminJobs(args: { search?: string | null; open?: boolean | null; employerId?: string | null }): MockJob[] {
  const needle = args.search?.trim().toLowerCase();
  return jobs
    .filter((j) => !args.employerId || j.employer.id === args.employerId)
    .filter((j) => !needle || [j.title, j.employer.title, j.employer.shortTitle].some((s) => s.toLowerCase().includes(needle)))
    .filter((j) => args.open == null || j.open === args.open)
    .sort(newestFirst);
}

export function filterJobs(args: QueryJobsArgs): MockJob[] {
  let list = listedJobs();
  if (args.campaign) {
    const c = campaigns.find((x) => x.id === args.campaign && x.active);
    if (!c || !viewerMayViewCampaign(c)) return [];
    list = list.filter((j) => c.jobIds.includes(j.id));
  }
  const needle = args.search?.trim().toLowerCase();
  if (needle) {
    list = list.filter((j) => [j.title, j.employer.title, j.employer.shortTitle, j.role].some((s) => s.toLowerCase().includes(needle)));
  }
  if (args.roleId) list = list.filter((j) => j.roleId === args.roleId);
  if (args.type) list = list.filter((j) => j.type === args.type);
  if (args.remote != null) list = list.filter((j) => j.remote === args.remote);
  if (args.location) list = list.filter((j) => j.location === args.location);
  if (args.employerId) list = list.filter((j) => j.employer.id === args.employerId);
  return list;
}

interface Deps {
  pageOf: PageOf;
  /** The mock talent career roles (CareerRole objects), to resolve Job.careerRole. */
  careerRoles: readonly MockCareerRole[];
  /** Applications to a job by the mock accounts that count (not withdrawn); 0 until ./applications says more. */
  countApplications?: (jobId: string) => number;
}

const sortedUnique = (values: string[]) => [...new Set(values)].sort((a, b) => a.localeCompare(b));

export function jobsResolvers({ pageOf, careerRoles, countApplications = () => 0 }: Deps): Resolvers {
  const openJobsOf = (employerId: string) => listedJobs().filter((j) => j.employer.id === employerId);
  const visibleCampaigns = () => campaigns.filter((c) => c.active);
  return {
    Query: {
      jobs: (_, args) => pageOf(filterJobs(args), args, JOB_PAGE_SIZE),
      job: (_: unknown, { id }: { id: string }) => visibleJobById(id),
      jobFilterOptions: () => {
        const open = jobs.filter((j) => j.open);
        return { types: sortedUnique(open.map((j) => j.type)), locations: sortedUnique(open.map((j) => j.location)) };
      },
      campaigns: () => visibleCampaigns(),
      campaign: (_: unknown, { id }: { id: string }) => campaigns.find((c) => c.id === id) ?? null,
      companies: (_: unknown, args: PageArgs & { search?: string | null; industry?: string | null }) => {
        if (args.industry && !(INDUSTRIES as readonly string[]).includes(args.industry)) {
          throw badInput("Unknown industry.", { industry: "Choose an industry from the list." });
        }
        const needle = args.search?.trim().toLowerCase();
        const list = employers
          .filter((e) => !needle || e.title.toLowerCase().includes(needle) || e.shortTitle.toLowerCase().includes(needle))
          .filter((e) => !args.industry || e.industry === args.industry)
          .sort((a, b) => a.title.localeCompare(b.title));
        return pageOf(list, args, COMPANY_PAGE_SIZE);
      },
      hiringPartners: () => employers.filter((e) => e.hiringPartner).sort((a, b) => a.title.localeCompare(b.title)),
      companyFormOptions: () => ({ industries: INDUSTRIES, sizes: COMPANY_SIZES }),
      employer: (_: unknown, { id }: { id: string }) => employers.find((e) => e.id === id) ?? null,
    },
    Job: {
      event: (j: MockJob) => (j.eventId ? { id: j.eventId } : null),
      careerRole: (j: MockJob) => careerRoles.find((r) => r.id === j.roleId) ?? null,
      applications: (j: MockJob) => j.otherApplications + countApplications(j.id),
      campaigns: (j: MockJob) => visibleCampaigns().filter((c) => c.jobIds.includes(j.id) && viewerMayViewCampaign(c)),
      similarJobs: (j: MockJob) => {
        const pool = listedJobs().filter((x) => x.id !== j.id);
        const sameRole = pool.filter((x) => x.roleId === j.roleId).sort(newestFirst);
        const sameEmployer = pool.filter((x) => x.employer.id === j.employer.id && x.roleId !== j.roleId).sort(newestFirst);
        return [...sameRole, ...sameEmployer].slice(0, 3);
      },
    },
    Employer: {
      openJobCount: (e: MockEmployer) => openJobsOf(e.id).length,
      otherJobs: (e: MockEmployer, { excludingJobId }: { excludingJobId?: string | null }) =>
        openJobsOf(e.id)
          .filter((j) => j.id !== excludingJobId)
          .sort(newestFirst)
          .slice(0, 3),
      jobs: (e: MockEmployer, args: PageArgs) => pageOf(openJobsOf(e.id), args, JOB_PAGE_SIZE),
    },
    Campaign: {
      title: (c: MockCampaign, { language }: { language?: UiLanguageId | null }) => campaignText(c, "title", language),
      description: (c: MockCampaign, { language }: { language?: UiLanguageId | null }) => campaignText(c, "description", language),
      translations: (c: MockCampaign) => campaignTranslations(c),
      event: (c: MockCampaign) => (c.eventId ? { id: c.eventId } : null),
      jobCount: (c: MockCampaign) => listedJobs().filter((j) => c.jobIds.includes(j.id)).length,
      viewerMayView: (c: MockCampaign) => viewerMayViewCampaign(c),
    },
    CareerRole: {
      jobs: (r: { id: string }, args: PageArgs) =>
        pageOf(
          listedJobs()
            .filter((j) => j.roleId === r.id)
            .sort(newestFirst),
          args,
          JOB_PAGE_SIZE,
        ),
    },
  };
}

/** Tests and demos: makes a person an accepted member of a programme (so KYouth Track B opens to them). */
export function makeProgrammeMember(userId: string, programmeId = "kyouth-2025"): void {
  const at = new Date().toISOString();
  allApplications().push({
    id: globalThis.crypto.randomUUID(),
    programmeId,
    applicantId: userId,
    status: "ACCEPTED",
    answers: [],
    submittedAt: at,
    updatedAt: at,
    history: [
      { status: "SUBMITTED", at, note: null },
      { status: "ACCEPTED", at, note: null },
    ],
  });
}
