/**
 * Employers and jobs. The SPEC gives the fields, not the content: these employers are fictional Malaysian and Hong Kong
 * tech employers with believable text. Jobs 21-26 are tied to the KL Career Fair event (events seed id
 * "kl-career-fair-2025"), the job area's "KL Career Fair jobs" tab.
 */
import type { employers, jobTable } from "../../drizzle/schema/jobs.js";

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
  };
});

export const JOBS_SEED = { employers: employerRows, jobs: jobRows };
