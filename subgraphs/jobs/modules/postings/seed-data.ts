/**
 * Job postings at the seeded employers (employers' seed data). Jobs 21-26 are tied to the KL Career Fair event (the
 * campaigns' seed data names it and its jobs). Every job's description is generated from its title, role and employer
 * (describeJob). Posting dates are counted from the seeding day (shared/seed-dates.ts): one a day, the newest the
 * day before. Demo only: the demo student's saved jobs.
 */
import type { employers, jobTable } from "../../../../drizzle/schema/jobs.js";
import { CAREER_FAIR_JOB_IDS, KL_CAREER_FAIR_EVENT_ID } from "../campaigns/seed-data.js";
import { seedAt } from "../../../shared/seed-dates.js";
import { EMPLOYER_SEED } from "../employers/seed-data.js";

type EmployerInsert = typeof employers.$inferInsert;
type JobInsert = typeof jobTable.$inferInsert;

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

/**
 * One posting a day in id order at 17:00 local, the last two the day before the seeding day `now` (they share it, so
 * the id breaks the tie): job 1 is four weeks old.
 */
const postedAt = (now: Date, id: number) => seedAt(now, Math.min(id, jobSeeds.length - 1) - jobSeeds.length, "17:00");

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

/** Every seeded job, posted in the weeks before `now` (the seeding day). */
export function jobSeed(now: Date): JobInsert[] {
  return jobSeeds.map(([title, role, employerId, location, remote, type, featured], i) => {
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
      eventId: CAREER_FAIR_JOB_IDS.includes(id) ? KL_CAREER_FAIR_EVENT_ID : null,
      createdAt: postedAt(now, id),
      description: describeJob(
        title,
        role,
        EMPLOYER_SEED.find((e) => e.id === employerId)!,
        location,
        remote,
        type,
      ),
    };
  });
}

/** The jobs as of the day this module loads (the client's mocks' today; tests reading the content). */
export const JOB_SEED: JobInsert[] = jobSeed(new Date());

/** Demo only: the demo student's two saved jobs. */
export const DEMO_SAVED_JOB_IDS = [3, 7];
