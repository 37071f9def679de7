/**
 * The job area of the mock API: employers and jobs mirroring the server seed (subgraphs/jobs/seed-data.ts), the three
 * campaigns with exclusive visibility (KYouth Track B: members of kyouth-2025 — an ACCEPTED programme application in
 * ./programmes — and JOB_ADMIN only), the filters, companies, similar jobs and an employer's other jobs. Saved jobs and
 * job applications live in ./job-applications; they use `jobById`, `jobVisible` and `jobObject` from here.
 */
import { GraphQLError } from "graphql";
import { allApplications } from "./programmes";
import { currentAccount } from "./session";

export const INDUSTRIES = [
  "Information Technology & Services", "Software Development", "Financial Services", "Banking", "Insurance",
  "Data & Analytics", "E-commerce", "Retail", "Cybersecurity", "Design & Creative Services",
  "Marketing & Advertising", "Logistics & Supply Chain", "Healthcare", "Education", "Telecommunications",
  "Manufacturing", "Semiconductors & Electronics", "Consulting", "Government & Public Sector",
  "Media & Entertainment", "Hospitality & Travel",
];
export const COMPANY_SIZES = ["1-10", "11-50", "51-200", "201-500", "501-1,000", "1,001-5,000", "5,001-10,000", "10,001+"];

export const JOB_PAGE_SIZE = 10;
export const COMPANY_PAGE_SIZE = 12;

export interface MockEmployer {
  id: string;
  title: string;
  shortTitle: string;
  location: string;
  industry: string;
  size: string;
  profile: string;
  website: string | null;
  hiringPartner: boolean;
  logoUrl: string | null;
}

export const employers: MockEmployer[] = [
  ["kopicloud", "KopiCloud Technologies Sdn. Bhd.", "KopiCloud", "Kuala Lumpur, Malaysia", "Information Technology & Services", "51-200", "KopiCloud runs managed cloud platforms for Malaysian retailers and banks, from migration to 24/7 operations.", "https://kopicloud.example.my", true],
  ["harbourpay", "HarbourPay Limited", "HarbourPay", "Hong Kong", "Financial Services", "201-500", "HarbourPay builds payment and wallet infrastructure for merchants across Hong Kong and the Greater Bay Area.", "https://harbourpay.example.hk", true],
  ["lantern-analytics", "Lantern Analytics Sdn. Bhd.", "Lantern Analytics", "Petaling Jaya, Malaysia", "Data & Analytics", "11-50", "A data consultancy helping manufacturers and public agencies turn operational data into dashboards and forecasts.", "https://lantern-analytics.example.my", true],
  ["straits-commerce", "Straits Commerce Group Berhad", "Straits Commerce", "Kuala Lumpur, Malaysia", "E-commerce", "1,001-5,000", "Southeast Asian online marketplace and logistics network serving millions of shoppers every month.", "https://straitscommerce.example.my", true],
  ["peakshield", "PeakShield Security Limited", "PeakShield", "Hong Kong", "Cybersecurity", "51-200", "Penetration testing, managed detection and security training for banks and insurers in Hong Kong.", "https://peakshield.example.hk", true],
  ["batik-labs", "Batik Labs Sdn. Bhd.", "Batik Labs", "George Town, Penang, Malaysia", "Design & Creative Services", "11-50", "A product design studio crafting mobile apps and web experiences for regional start-ups.", "https://batiklabs.example.my", false],
  ["victoria-harbour-logistics", "Victoria Harbour Logistics Limited", "VH Logistics", "Kowloon, Hong Kong", "Logistics & Supply Chain", "501-1,000", "Freight forwarding and warehouse automation across Asia, with an in-house software and data team.", "https://vhlogistics.example.hk", true],
  ["rimba-health", "Rimba Health Sdn. Bhd.", "Rimba Health", "Cyberjaya, Malaysia", "Healthcare", "201-500", "Digital health records and telemedicine for clinic groups in Malaysia.", null, false],
].map(([id, title, shortTitle, location, industry, size, profile, website, hiringPartner]) => ({
  id: id as string,
  title: title as string,
  shortTitle: shortTitle as string,
  location: location as string,
  industry: industry as string,
  size: size as string,
  profile: profile as string,
  website: website as string | null,
  hiringPartner: hiringPartner as boolean,
  // As the server: every seeded employer has a bundled logo (client/public/partners).
  logoUrl: `/partners/${id as string}.svg`,
}));

export const KL_CAREER_FAIR_EVENT_ID = "kl-career-fair-2025";

type JobSeed = [title: string, role: string, employerId: string, location: string, remote: boolean, type: string, featured: boolean];
const jobSeeds: JobSeed[] = [
  ["Junior Cloud Support Engineer", "IT support", "kopicloud", "Kuala Lumpur", false, "Full-time", true],
  ["Data Analyst", "Data science", "lantern-analytics", "Petaling Jaya", false, "Full-time", true],
  ["Front-end Developer (React)", "Software engineer", "harbourpay", "Hong Kong", true, "Full-time", false],
  ["UX/UI Designer", "UX/UI designer", "batik-labs", "George Town", true, "Full-time", true],
  ["Security Analyst (SOC)", "Cybersecurity", "peakshield", "Hong Kong", false, "Full-time", false],
  ["Digital Marketing Executive", "Digital marketing", "straits-commerce", "Kuala Lumpur", false, "Full-time", false],
  ["Back-end Developer (Node.js)", "Software engineer", "straits-commerce", "Kuala Lumpur", true, "Full-time", true],
  ["Business Intelligence Analyst", "Data science", "victoria-harbour-logistics", "Kowloon", false, "Full-time", false],
  ["Graduate Software Engineer", "Software engineer", "kopicloud", "Kuala Lumpur", false, "Full-time", false],
  ["Penetration Tester", "Cybersecurity", "peakshield", "Hong Kong", false, "Contract", false],
  ["Product Designer", "UX/UI designer", "harbourpay", "Hong Kong", false, "Full-time", false],
  ["Data Engineering Intern", "Data science", "lantern-analytics", "Petaling Jaya", false, "Internship", false],
  ["IT Support Specialist", "IT support", "rimba-health", "Cyberjaya", false, "Full-time", false],
  ["Performance Marketing Analyst", "Digital marketing", "straits-commerce", "Kuala Lumpur", false, "Full-time", false],
  ["Full-stack Developer (TypeScript)", "Software engineer", "batik-labs", "George Town", true, "Contract", false],
  ["Cloud Engineer (AWS)", "Software engineer", "kopicloud", "Kuala Lumpur", true, "Full-time", true],
  ["Operations Data Analyst", "Data science", "victoria-harbour-logistics", "Kowloon", false, "Full-time", false],
  ["Business Analyst", "Business management", "harbourpay", "Hong Kong", false, "Full-time", false],
  ["QA Engineer", "Software engineer", "rimba-health", "Cyberjaya", false, "Full-time", false],
  ["Social Media Intern", "Digital marketing", "straits-commerce", "Kuala Lumpur", false, "Internship", false],
  ["Junior Data Analyst (Career Fair)", "Data science", "lantern-analytics", "Petaling Jaya", false, "Full-time", true],
  ["Associate Software Engineer", "Software engineer", "straits-commerce", "Kuala Lumpur", false, "Full-time", false],
  ["Cybersecurity Graduate Trainee", "Cybersecurity", "peakshield", "Kuala Lumpur", false, "Full-time", false],
  ["Cloud Operations Trainee", "IT support", "kopicloud", "Kuala Lumpur", false, "Full-time", false],
  ["Junior UI Designer", "UX/UI designer", "batik-labs", "Kuala Lumpur", false, "Internship", false],
  ["Health Data Analyst", "Data science", "rimba-health", "Cyberjaya", false, "Full-time", false],
  ["Mobile Developer (Flutter)", "Software engineer", "harbourpay", "Hong Kong", true, "Full-time", false],
  ["Machine Learning Engineer", "Data science", "victoria-harbour-logistics", "Kowloon", false, "Full-time", true],
  ["SEO Specialist", "Digital marketing", "straits-commerce", "Kuala Lumpur", true, "Part-time", false],
  ["DevOps Engineer", "Software engineer", "kopicloud", "Kuala Lumpur", true, "Full-time", false],
];
const CAREER_FAIR_JOBS = new Set([21, 22, 23, 24, 25, 26]);
const FIRST_POSTED = Date.UTC(2025, 5, 2, 9, 0, 0);
const DAY = 24 * 60 * 60 * 1000;

/** "UX/UI designer" → "ux-ui-designer" (the talent career role id, as the server derives it). */
export const careerRoleId = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

function describeJob(title: string, role: string, e: MockEmployer, type: string, remote: boolean, location: string): string {
  const arrangement = remote ? `You can work remotely most of the week, with occasional days at our ${location} office.` : `You will work from our ${location} office alongside the team.`;
  return [
    `${e.shortTitle} is hiring a ${title} to join its ${role.toLowerCase()} team. ${e.profile}`,
    `In this ${type.toLowerCase()} role you will take on real work from your first weeks: pairing with experienced colleagues, owning well-scoped pieces of delivery and sharing what you learn with the team. ${arrangement}`,
    `You fit if you have completed a TalentForge certificate or have equivalent project experience in ${role.toLowerCase()}, communicate clearly in English, and enjoy learning new tools. Graduates of our programmes are especially welcome to apply.`,
  ].join("\n\n");
}

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

/** The 30 seeded jobs, ids "1".."30"; one posting a day from 2 June 2025 (the last two share a day). */
export const jobs: MockJob[] = jobSeeds.map(([title, role, employerId, location, remote, type, featured], i) => {
  const id = i + 1;
  const employer = employers.find((e) => e.id === employerId)!;
  return {
    id: String(id),
    title,
    role,
    roleId: careerRoleId(role),
    employer,
    location,
    remote,
    type,
    featured,
    eventId: CAREER_FAIR_JOBS.has(id) ? KL_CAREER_FAIR_EVENT_ID : null,
    description: describeJob(title, role, employer, type, remote, location),
    postedAt: new Date(FIRST_POSTED + (Math.min(id, jobSeeds.length - 1) - 1) * DAY).toISOString(),
    open: true,
    otherApplications: (id * 7) % 19,
  };
});

export interface MockCampaign {
  id: string;
  title: string;
  description: string;
  exclusive: boolean;
  active: boolean;
  programmeId: string | null;
  eventId: string | null;
  jobIds: string[];
}

/** The brief's campaigns in tab order. Track B jobs are in no other campaign; KL Career Fair = jobs of the fair. */
export const campaigns: MockCampaign[] = [
  {
    id: "kyouth",
    title: "KYouth jobs",
    description: "Entry-level roles from partners hiring young Malaysian talent through the KYouth programme.",
    exclusive: false,
    active: true,
    programmeId: null,
    eventId: null,
    jobIds: ["1", "2", "9", "12", "16", "20"],
  },
  {
    id: "kyouth-track-b",
    title: "KYouth Track B jobs",
    description: "Roles reserved for accepted members of the KYouth 2025 programme.",
    exclusive: true,
    active: true,
    programmeId: "kyouth-2025",
    eventId: null,
    jobIds: ["13", "14", "17", "19"],
  },
  {
    id: "kl-career-fair",
    title: "KL Career Fair jobs",
    description: "Employers hiring at the KL Career Fair 2025: meet them at the fair or apply here.",
    exclusive: false,
    active: true,
    programmeId: null,
    eventId: KL_CAREER_FAIR_EVENT_ID,
    jobIds: jobs.filter((j) => j.eventId === KL_CAREER_FAIR_EVENT_ID).map((j) => j.id),
  },
];

const notFound = (what: string) => new GraphQLError(`${what} not found.`, { extensions: { code: "NOT_FOUND" } });

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

export interface JobFilterArgs {
  search?: string | null;
  campaign?: string | null;
  roleId?: string | null;
  type?: string | null;
  remote?: boolean | null;
  location?: string | null;
  employerId?: string | null;
}

export function filterJobs(args: JobFilterArgs): MockJob[] {
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

interface PageArgs {
  page?: number | null;
  pageSize?: number | null;
}
type PageOf = <T>(items: readonly T[], args: PageArgs, defaultSize: number) => { items: T[]; pageInfo: unknown };

interface Deps {
  pageOf: PageOf;
  /** The mock talent career roles (CareerRole objects), to resolve Job.careerRole. */
  careerRoles: readonly { id: string }[];
  /** Applications to a job by the mock accounts that count (not withdrawn); 0 until ./job-applications says more. */
  countApplications?: (jobId: string) => number;
}

const badInput = (message: string, fields: Record<string, string>) =>
  new GraphQLError(message, { extensions: { code: "BAD_USER_INPUT", fields } });

const sortedUnique = (values: string[]) => [...new Set(values)].sort((a, b) => a.localeCompare(b));

export function jobsResolvers({ pageOf, careerRoles, countApplications = () => 0 }: Deps) {
  const openJobsOf = (employerId: string) => listedJobs().filter((j) => j.employer.id === employerId);
  const visibleCampaigns = () => campaigns.filter((c) => c.active);
  return {
    Query: {
      jobs: (_: unknown, args: PageArgs & JobFilterArgs) => pageOf(filterJobs(args), args, JOB_PAGE_SIZE),
      job: (_: unknown, { id }: { id: string }) => visibleJobById(id),
      jobFilterOptions: () => {
        const open = jobs.filter((j) => j.open);
        return { types: sortedUnique(open.map((j) => j.type)), locations: sortedUnique(open.map((j) => j.location)) };
      },
      campaigns: () => visibleCampaigns(),
      campaign: (_: unknown, { id }: { id: string }) => campaigns.find((c) => c.id === id) ?? null,
      companies: (_: unknown, args: PageArgs & { search?: string | null; industry?: string | null }) => {
        if (args.industry && !INDUSTRIES.includes(args.industry)) {
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
      event: (c: MockCampaign) => (c.eventId ? { id: c.eventId } : null),
      jobCount: (c: MockCampaign) => listedJobs().filter((j) => c.jobIds.includes(j.id)).length,
      viewerMayView: (c: MockCampaign) => viewerMayViewCampaign(c),
    },
    CareerRole: {
      jobs: (r: { id: string }, args: PageArgs) => pageOf(listedJobs().filter((j) => j.roleId === r.id).sort(newestFirst), args, JOB_PAGE_SIZE),
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
