/**
 * Employers and jobs. The SPEC gives the fields, not the content: these employers are fictional Malaysian and Hong Kong
 * tech employers with believable text. Jobs 21-26 are tied to the KL Career Fair event (events seed id
 * "kl-career-fair-2025"), the job area's "KL Career Fair jobs" tab. Campaigns: KYouth jobs (open to all), KYouth Track
 * B jobs (exclusive to KYouth 2025 members, in no other campaign) and KL Career Fair jobs (exactly the fair's jobs).
 * Every job's description is generated from its title, role and employer (describeJob). Every employer's logo is a
 * bundled image, client/public/partners/{id}.svg (a logo_path starting with "/": see logoUrlOf).
 */
import type { campaigns, employers, jobCampaigns, jobTable } from "../../drizzle/schema/jobs.js";

type EmployerInsert = typeof employers.$inferInsert;
type JobInsert = typeof jobTable.$inferInsert;

export const KL_CAREER_FAIR_EVENT_ID = "kl-career-fair-2025";

const employerRows: EmployerInsert[] = [
  {
    id: "kopicloud",
    title: "KopiCloud Technologies Sdn. Bhd.",
    shortTitle: "KopiCloud",
    location: "Kuala Lumpur, Malaysia",
    industry: "Information Technology & Services",
    size: "51-200",
    profile: "KopiCloud runs managed cloud platforms for Malaysian retailers and banks, from migration to 24/7 operations.",
    website: "https://kopicloud.example.my",
    hiringPartner: true,
    logoPath: "/partners/kopicloud.svg",
  },
  {
    id: "harbourpay",
    title: "HarbourPay Limited",
    shortTitle: "HarbourPay",
    location: "Hong Kong",
    industry: "Financial Services",
    size: "201-500",
    profile: "HarbourPay builds payment and wallet infrastructure for merchants across Hong Kong and the Greater Bay Area.",
    website: "https://harbourpay.example.hk",
    hiringPartner: true,
    logoPath: "/partners/harbourpay.svg",
  },
  {
    id: "lantern-analytics",
    title: "Lantern Analytics Sdn. Bhd.",
    shortTitle: "Lantern Analytics",
    location: "Petaling Jaya, Malaysia",
    industry: "Data & Analytics",
    size: "11-50",
    profile: "A data consultancy helping manufacturers and public agencies turn operational data into dashboards and forecasts.",
    website: "https://lantern-analytics.example.my",
    hiringPartner: true,
    logoPath: "/partners/lantern-analytics.svg",
  },
  {
    id: "straits-commerce",
    title: "Straits Commerce Group Berhad",
    shortTitle: "Straits Commerce",
    location: "Kuala Lumpur, Malaysia",
    industry: "E-commerce",
    size: "1,001-5,000",
    profile: "Southeast Asian online marketplace and logistics network serving millions of shoppers every month.",
    website: "https://straitscommerce.example.my",
    hiringPartner: true,
    logoPath: "/partners/straits-commerce.svg",
  },
  {
    id: "peakshield",
    title: "PeakShield Security Limited",
    shortTitle: "PeakShield",
    location: "Hong Kong",
    industry: "Cybersecurity",
    size: "51-200",
    profile: "Penetration testing, managed detection and security training for banks and insurers in Hong Kong.",
    website: "https://peakshield.example.hk",
    hiringPartner: true,
    logoPath: "/partners/peakshield.svg",
  },
  {
    id: "batik-labs",
    title: "Batik Labs Sdn. Bhd.",
    shortTitle: "Batik Labs",
    location: "George Town, Penang, Malaysia",
    industry: "Design & Creative Services",
    size: "11-50",
    profile: "A product design studio crafting mobile apps and web experiences for regional start-ups.",
    website: "https://batiklabs.example.my",
    hiringPartner: false,
    logoPath: "/partners/batik-labs.svg",
  },
  {
    id: "victoria-harbour-logistics",
    title: "Victoria Harbour Logistics Limited",
    shortTitle: "VH Logistics",
    location: "Kowloon, Hong Kong",
    industry: "Logistics & Supply Chain",
    size: "501-1,000",
    profile: "Freight forwarding and warehouse automation across Asia, with an in-house software and data team.",
    website: "https://vhlogistics.example.hk",
    hiringPartner: true,
    logoPath: "/partners/victoria-harbour-logistics.svg",
  },
  {
    id: "rimba-health",
    title: "Rimba Health Sdn. Bhd.",
    shortTitle: "Rimba Health",
    location: "Cyberjaya, Malaysia",
    industry: "Healthcare",
    size: "201-500",
    profile: "Digital health records and telemedicine for clinic groups in Malaysia.",
    website: null,
    hiringPartner: false,
    logoPath: "/partners/rimba-health.svg",
  },
];

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
  // 21-26: hiring at the KL Career Fair
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
const FIRST_POSTED = Date.UTC(2025, 5, 2, 9, 0, 0); // 2 June 2025, 09:00 UTC

/** One posting a day from 2 June 2025, in id order; the last two share a day so the id breaks the tie. */
const postedAt = (id: number) => new Date(FIRST_POSTED + (Math.min(id, jobSeeds.length - 1) - 1) * 24 * 60 * 60 * 1000);

/** A career role id (owned by talent) from the role name a job gives: "UX/UI designer" → "ux-ui-designer". */
export function careerRoleId(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** What each career role's work is, and who fits it: the middle and last paragraphs of a job's description. */
const ROLE_TEXT: Record<string, { work: string; fit: string }> = {
  "IT support": {
    work: "You will look after the people and systems that keep the business running: answering tickets, setting up laptops and accounts, watching dashboards and alerts, and writing down fixes so the next person solves the same problem in minutes.",
    fit: "You enjoy helping people, stay calm when something breaks, and explain technical things in plain words. Basic networking, Windows and Linux administration, or a cloud fundamentals certificate will help you settle in quickly.",
  },
  "Data science": {
    work: "You will turn raw operational data into answers: cleaning and joining datasets with SQL and Python, building dashboards that people actually open, and walking stakeholders through what the numbers mean and what they do not.",
    fit: "You are comfortable with SQL and spreadsheets, curious about why a number moved, and careful with definitions. Experience with Python (pandas), a BI tool such as Power BI or Looker, or basic statistics is a plus.",
  },
  "Software engineer": {
    work: "You will build and ship features end to end with a small product team: reading the requirement, writing clean and tested code, reviewing pull requests, and keeping an eye on the service once it is live.",
    fit: "You have built something real in TypeScript, JavaScript, Python or a similar language, you know your way around Git, and you like learning from code review. Familiarity with a cloud platform or mobile framework is a plus.",
  },
  "UX/UI designer": {
    work: "You will shape how people experience the product: running quick interviews and usability tests, turning findings into flows and wireframes, and delivering polished, accessible designs in Figma that engineers can build.",
    fit: "You have a portfolio that shows your process, not only final screens, and you can explain the reasons behind a design. You care about accessibility and enjoy working closely with engineers and product managers.",
  },
  Cybersecurity: {
    work: "You will help protect clients' systems: triaging alerts, investigating suspicious activity, testing applications and networks for weaknesses, and writing clear reports that tell people what to fix first.",
    fit: "You know how networks, operating systems and the web work under the hood, and you are careful and methodical. Hands-on practice (CTFs, a home lab) or a certificate such as Security+ or CEH will help.",
  },
  "Digital marketing": {
    work: "You will plan and run campaigns across search, social and e-mail, track what each channel brings in, and test new ideas quickly, reporting results honestly and shifting budget to what works.",
    fit: "You write well, like numbers as much as creative work, and know your way around Google Analytics, Meta Ads or similar tools. A portfolio of campaigns, even personal or student projects, is welcome.",
  },
  "Business management": {
    work: "You will sit between the business and the product team: gathering requirements, mapping processes, writing clear user stories and following each change through to launch and adoption.",
    fit: "You are organised, a clear writer and a good listener, and you are comfortable with spreadsheets and basic data analysis. Experience in payments, finance or operations is a plus.",
  },
};

const TYPE_WORDS: Record<string, string> = {
  "Full-time": "a full-time, permanent role",
  Contract: "a fixed-term contract",
  Internship: "an internship",
  "Part-time": "a part-time role",
};

/** A believable 2–3 paragraph description from a job's title, role and employer (paragraphs split by blank lines). */
export function describeJob(
  title: string,
  role: string,
  employer: EmployerInsert,
  location: string,
  remote: boolean,
  type: string,
): string {
  const text = ROLE_TEXT[role] ?? ROLE_TEXT["Software engineer"]!;
  const where = remote ? `based in ${location}, with remote work possible` : `based in ${location}`;
  return [
    `${employer.shortTitle} is hiring ${/^(a|e|i|o|un)/i.test(title) ? "an" : "a"} ${title}, ${TYPE_WORDS[type] ?? type.toLowerCase()} ${where}. About ${employer.shortTitle}: ${employer.profile}`,
    text.work,
    text.fit,
  ].join("\n\n");
}

const jobRows: JobInsert[] = jobSeeds.map(([title, role, employerId, location, remote, type, featured], i) => {
  const id = i + 1;
  return {
    id,
    title,
    role,
    roleId: careerRoleId(role),
    employerId,
    location,
    remote,
    type,
    featured,
    eventId: CAREER_FAIR_JOBS.has(id) ? KL_CAREER_FAIR_EVENT_ID : null,
    createdAt: postedAt(id),
    description: describeJob(
      title,
      role,
      employerRows.find((e) => e.id === employerId)!,
      location,
      remote,
      type,
    ),
  };
});

type CampaignInsert = typeof campaigns.$inferInsert;
type JobCampaignInsert = typeof jobCampaigns.$inferInsert;

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
  },
];

/** KYouth jobs: open to all. */
export const KYOUTH_JOB_IDS = [1, 2, 9, 12, 16, 20];
/** KYouth Track B jobs: exclusive, and in no other campaign (so the exclusivity is never ambiguous). */
export const TRACK_B_JOB_IDS = [13, 14, 17, 19];

const jobCampaignRows: JobCampaignInsert[] = [
  ...KYOUTH_JOB_IDS.map((jobId) => ({ jobId, campaignId: "kyouth" })),
  ...TRACK_B_JOB_IDS.map((jobId) => ({ jobId, campaignId: "kyouth-track-b" })),
  // The career fair's campaign holds exactly the jobs tied to the fair's event.
  ...jobRows.filter((j) => j.eventId === KL_CAREER_FAIR_EVENT_ID).map((j) => ({ jobId: j.id!, campaignId: "kl-career-fair" })),
];

/** Demo-only rows for the demo student: two saved jobs and two applications (one moved along, with a note). */
export const DEMO_JOB_ROWS = {
  /** The demo recruiter acts for Lantern Analytics, whose Data Analyst job (2) the demo student applied to. */
  representative: {
    id: "00000000-0000-4000-8000-00000000b001",
    employerId: "lantern-analytics",
    position: "Talent Acquisition Lead",
    requestedAt: "2025-05-26T02:00:00Z",
    decidedAt: "2025-05-27T03:00:00Z",
  },
  savedJobIds: [3, 7],
  applications: [
    {
      id: "00000000-0000-4000-8000-00000000a001",
      jobId: 2,
      history: [{ status: "APPLIED" as const, at: "2025-07-01T02:00:00Z", note: null }],
    },
    {
      id: "00000000-0000-4000-8000-00000000a002",
      jobId: 8,
      history: [
        { status: "APPLIED" as const, at: "2025-06-20T03:00:00Z", note: null },
        { status: "REVIEWED" as const, at: "2025-06-24T06:30:00Z", note: null },
        {
          status: "INTERVIEWING" as const,
          at: "2025-06-27T08:00:00Z",
          note: "Thank you for applying. We would like to meet you for a 45-minute video interview next week.",
        },
      ],
    },
  ],
};

export const JOBS_SEED = { employers: employerRows, jobs: jobRows, campaigns: campaignRows, jobCampaigns: jobCampaignRows };
