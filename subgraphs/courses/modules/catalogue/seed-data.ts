/**
 * Seed content. The SPEC gives ids, categories, providers, timelines, mappings, programme codes and their course lists;
 * titles and descriptions are believable text written for the product. Pure data (type imports only), so the client's
 * mocks serve these rows too; seed.ts sanitizes the course text as it stores it.
 */
import type {
  roleCourses,
  categories,
  courseTable,
  programmeCourseLists,
  programmeCourses,
  providers,
} from "../../../../drizzle/schema/courses.js";
import { COURSE_CONTENT } from "./course-content.js";

type CourseInsert = typeof courseTable.$inferInsert;

const FC_CA_TIMELINE = "2 - 4 months";
const M1_TIMELINE = "2 months, self-paced";

const providerRows: (typeof providers.$inferInsert)[] = [
  { id: "tl", label: "TalentForge" },
  { id: "tl-pwc", label: "TalentForge × Professional Services Partner" },
  { id: "tl-aws", label: "TalentForge × Cloud Partner" },
  { id: "aws", label: "Amazon Web Services" },
  { id: "tl-google", label: "TalentForge × Google" },
  { id: "google", label: "Google Cloud" },
  { id: "semi-silicon-school", label: "Semiconductor Silicon School" },
];

const categoryRows: (typeof categories.$inferInsert)[] = [
  { id: "m1", title: "M1", position: 1 },
  { id: "special-foundation", title: "Special Foundation", position: 2 },
  { id: "fc", title: "Foundation Certificate", position: 3 },
  { id: "ca", title: "Certified Associate", position: 4 },
];

interface CourseSeed {
  id: string;
  title: string;
  category?: string;
  provider?: string;
  level?: CourseInsert["level"];
  foundation?: string[];
  roles?: string[];
  timeline?: string;
  /** How it is taught: instructor-led unless its SPEC timeline says self-paced (the M1 courses). */
  delivery?: "Instructor-led" | "Self-paced";
  feature?: boolean;
  description: string;
  tools?: string[];
}

const visible: CourseSeed[] = [
  {
    id: "cada",
    title: "Certified Associate in Data Analytics",
    category: "ca",
    level: "Intermediate",
    foundation: ["data"],
    roles: ["data science"],
    feature: true,
    tools: ["python", "sql", "tableau", "excel"],
    description: "Turn raw data into decisions: cleaning, analysis, visualisation and storytelling with real business datasets.",
  },
  {
    id: "fcda",
    title: "Foundation Certificate in Data Analytics",
    category: "fc",
    level: "Beginner",
    foundation: ["data"],
    roles: ["data science"],
    feature: true,
    tools: ["excel", "sql", "python"],
    description: "Learn the analyst's toolkit from spreadsheets to SQL and Python, and present insights with confidence.",
  },
  {
    id: "fcdm",
    title: "Foundation Certificate in Digital Marketing",
    category: "fc",
    level: "Beginner",
    foundation: ["business"],
    roles: ["digital marketing"],
    tools: ["google-analytics", "google-ads", "meta-ads", "canva"],
    description: "Plan, run and measure campaigns across search, social and email, with analytics that prove results.",
  },
  {
    id: "fcse",
    title: "Foundation Certificate in Software Engineering",
    category: "fc",
    level: "Beginner",
    foundation: ["se"],
    roles: ["software engineer"],
    feature: true,
    tools: ["javascript", "html", "css", "git"],
    description: "Build and ship web applications: programming fundamentals, version control, testing and teamwork.",
  },
  {
    id: "caba",
    title: "Certified Associate in Business Analytics",
    category: "ca",
    level: "Intermediate",
    foundation: ["business", "data"],
    roles: ["data science", "business management"],
    tools: ["excel", "power-bi", "sql"],
    description: "Model business problems, build dashboards and recommend actions backed by data.",
  },
  {
    id: "cabed",
    title: "Certified Associate in Back-End Development",
    category: "ca",
    level: "Intermediate",
    foundation: ["se"],
    roles: ["software engineer"],
    tools: ["nodejs", "expressjs", "postgresql", "docker", "git"],
    description: "Design APIs and databases, secure and deploy services that scale.",
  },
  {
    id: "cafed",
    title: "Certified Associate in Front-End Development",
    category: "ca",
    level: "Intermediate",
    foundation: ["se", "uiux"],
    roles: ["software engineer"],
    tools: ["react", "typescript", "html", "css", "git"],
    description: "Craft accessible, fast interfaces with modern frameworks and a professional workflow.",
  },
  {
    id: "fif",
    title: "Foundation in Fintech",
    category: "special-foundation",
    level: "Beginner",
    foundation: ["fintech"],
    roles: ["business management"],
    tools: ["excel", "blockchain"],
    description: "How money moves in the digital economy: payments, lending, digital assets and regulation.",
  },
  {
    id: "capt",
    title: "Certified Associate in Penetration Testing",
    category: "ca",
    provider: "tl-pwc",
    level: "Advanced",
    foundation: ["cs"],
    roles: ["cybersecurity"],
    tools: ["kali-linux", "burp-suite", "nmap", "metasploit", "python"],
    description: "Think like an attacker: reconnaissance, exploitation and reporting, taught with a professional-services firm.",
  },
  {
    id: "m1js",
    title: "M1 JavaScript",
    category: "m1",
    level: "Beginner",
    foundation: ["se"],
    roles: ["software engineer"],
    timeline: M1_TIMELINE,
    delivery: "Self-paced",
    tools: ["javascript"],
    description: "Self-paced introduction to programming with JavaScript, no prior experience needed.",
  },
  {
    id: "m1py",
    title: "M1 Python",
    category: "m1",
    level: "Beginner",
    foundation: ["data", "se"],
    roles: ["data science"],
    timeline: M1_TIMELINE,
    delivery: "Self-paced",
    tools: ["python"],
    description: "Self-paced Python from first line of code to working with data files.",
  },
  {
    id: "m1sql",
    title: "M1 SQL",
    category: "m1",
    level: "Beginner",
    foundation: ["data"],
    roles: ["data science", "cybersecurity"],
    timeline: M1_TIMELINE,
    delivery: "Self-paced",
    tools: ["sql"],
    description: "Self-paced SQL: query, join and summarise data in relational databases.",
  },
  {
    id: "m1blockchain",
    title: "M1 Blockchain",
    category: "m1",
    level: "Beginner",
    foundation: ["fintech"],
    timeline: "1 month, self-paced",
    delivery: "Self-paced",
    tools: ["blockchain"],
    description: "Self-paced primer on blockchains, smart contracts and their real-world uses.",
  },
  {
    id: "fcuiux",
    title: "Foundation Certificate in UI/UX Design",
    category: "fc",
    level: "Beginner",
    foundation: ["uiux"],
    roles: ["UX/UI designer"],
    tools: ["figma", "miro"],
    description: "Research users, design flows and prototypes, and test them with real people.",
  },
  {
    id: "fctm",
    title: "Foundation Certificate in Technology Management",
    category: "fc",
    level: "Beginner",
    foundation: ["business"],
    roles: ["business management"],
    tools: ["jira", "confluence", "miro"],
    description: "Lead technology projects: agile delivery, product thinking and working with engineers.",
  },
  {
    id: "aws-ml-a",
    title: "AWS Certified Machine Learning Engineer – Associate",
    provider: "aws",
    level: "Intermediate",
    tools: ["aws", "aws-sagemaker", "python"],
    description: "Prepare for the associate machine-learning certification: data pipelines, training and deployment on AWS.",
  },
  {
    id: "aws-ml-s",
    title: "AWS Certified Machine Learning – Specialty",
    provider: "aws",
    level: "Advanced",
    tools: ["aws"],
    description: "Advanced preparation for the machine-learning specialty certification.",
  },
  {
    id: "aws-csa-a",
    title: "AWS Certified Solutions Architect – Associate",
    provider: "aws",
    level: "Intermediate",
    tools: ["aws"],
    description: "Design resilient, cost-aware architectures on AWS and pass the associate exam.",
  },
  {
    id: "aws-csa-p",
    title: "AWS Certified Solutions Architect – Professional",
    provider: "aws",
    level: "Advanced",
    tools: ["aws"],
    description: "Complex multi-account architectures, migrations and governance at professional level.",
  },
  {
    id: "gc-a-ce",
    title: "Google Cloud Associate Cloud Engineer",
    provider: "google",
    level: "Intermediate",
    tools: ["google-cloud"],
    description: "Deploy and operate workloads on Google Cloud and prepare for the associate exam.",
  },
  {
    id: "gc-p-a",
    title: "Google Cloud Professional Cloud Architect",
    provider: "google",
    level: "Advanced",
    tools: ["google-cloud"],
    description: "Design secure, scalable solutions on Google Cloud for the professional architect exam.",
  },
  {
    id: "gc-p-de",
    title: "Google Cloud Professional Data Engineer",
    provider: "google",
    level: "Advanced",
    tools: ["google-cloud", "bigquery", "sql"],
    description: "Build data processing systems and ML pipelines on Google Cloud.",
  },
  {
    id: "gc-p-se",
    title: "Google Cloud Professional Security Engineer",
    provider: "google",
    level: "Advanced",
    tools: ["google-cloud"],
    description: "Secure Google Cloud workloads: identity, network security and compliance.",
  },
];

const hiddenPlaceholders: { id: string; title: string; provider: string }[] = [
  { id: "cape", title: "Certified Associate (placeholder)", provider: "tl" },
  { id: "gcc-aie", title: "Google Career Certificate: AI Essentials", provider: "tl-google" },
  { id: "gcc-its", title: "Google Career Certificate: IT Support", provider: "tl-google" },
  { id: "gcc-ita", title: "Google Career Certificate: IT Automation with Python", provider: "tl-google" },
  { id: "gcc-da", title: "Google Career Certificate: Data Analytics", provider: "tl-google" },
  { id: "gcc-pm", title: "Google Career Certificate: Project Management", provider: "tl-google" },
  { id: "gcc-ud", title: "Google Career Certificate: UX Design", provider: "tl-google" },
  { id: "gcc-dme", title: "Google Career Certificate: Digital Marketing & E-commerce", provider: "tl-google" },
  { id: "gcc-ada", title: "Google Career Certificate: Advanced Data Analytics", provider: "tl-google" },
  { id: "gcc-bi", title: "Google Career Certificate: Business Intelligence", provider: "tl-google" },
  { id: "gcc-cs", title: "Google Career Certificate: Cybersecurity", provider: "tl-google" },
  { id: "temp-ux", title: "UX (placeholder)", provider: "tl" },
  { id: "temp-ts", title: "TypeScript (placeholder)", provider: "tl" },
  { id: "semi-dd", title: "Semiconductor Digital Design", provider: "semi-silicon-school" },
  { id: "semi-ad", title: "Semiconductor Analog Design", provider: "semi-silicon-school" },
  { id: "semi-3dp", title: "Semiconductor 3D Packaging", provider: "semi-silicon-school" },
];

const courseRows: CourseInsert[] = [
  ...visible.map((c, i): CourseInsert => {
    const content = COURSE_CONTENT[c.id];
    if (!content) throw new Error(`No content for visible course ${c.id}`);
    return {
      id: c.id,
      title: c.title,
      feature: c.feature ?? false,
      hidden: false,
      level: c.level ?? null,
      providerId: c.provider ?? "tl",
      categoryId: c.category ?? null,
      foundation: c.foundation ?? [],
      roles: c.roles ?? [],
      description: c.description,
      timeline: c.timeline ?? FC_CA_TIMELINE,
      delivery: c.delivery ?? "Instructor-led",
      medium: "Online",
      overview: { title: `About ${c.title}`, paragraph: content.overview },
      outcomes: content.outcomes,
      tools: c.tools ?? [],
      modules: content.modules,
      instructors: content.instructors,
      graduates: content.graduates,
      projects: content.projects ?? [],
      position: i + 1,
    };
  }),
  ...hiddenPlaceholders.map((c, i): CourseInsert => ({
    id: c.id,
    title: c.title,
    hidden: true,
    providerId: c.provider,
    timeline: "2-4 months",
    position: 1000 + i,
  })),
];

/** A career role id (owned by talent) from a role name as the catalogue writes it: "UX/UI designer" → "ux-ui-designer". */
export function careerRoleId(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** SPEC §3 role-to-course mapping: the roles whose course list the SPEC spells out, in its order. */
const SPEC_ROLE_COURSES: Record<string, string[]> = {
  "data-science": ["m1py", "m1sql", "fcda", "cada", "caba"],
  cybersecurity: ["m1sql", "capt"],
  "ux-ui-designer": ["fcuiux"],
};

/**
 * Every other role with courses (software engineer, business management, digital marketing) gets the visible
 * courses whose `roles` name it, in catalogue order. Roles without courses (product/project manager … others) have
 * no rows.
 */
function roleCourseRows(): (typeof roleCourses.$inferInsert)[] {
  const byRole = new Map<string, string[]>(Object.entries(SPEC_ROLE_COURSES));
  for (const c of visible) {
    for (const role of c.roles ?? []) {
      const id = careerRoleId(role);
      if (id in SPEC_ROLE_COURSES) continue;
      byRole.set(id, [...(byRole.get(id) ?? []), c.id]);
    }
  }
  return [...byRole].flatMap(([roleId, courseIds]) => courseIds.map((courseId, i) => ({ roleId, courseId, position: i + 1 })));
}

export const COURSE_SEED = { providers: providerRows, categories: categoryRows, courses: courseRows, roleCourses: roleCourseRows() };

/* ---------------------------------------------------------------- programme/cohort course lists ---------------- */

const AWS_AND_GOOGLE_CLOUD = ["aws-ml-a", "aws-ml-s", "aws-csa-a", "aws-csa-p", "gc-a-ce", "gc-p-a", "gc-p-de", "gc-p-se"];
const GOOGLE_CAREER_CERTIFICATES = [
  "gcc-aie",
  "gcc-its",
  "gcc-ita",
  "gcc-da",
  "gcc-pm",
  "gcc-ud",
  "gcc-dme",
  "gcc-ada",
  "gcc-bi",
  "gcc-cs",
];

/** Purposes of the two lists the SPEC flags separately (docs/decisions.md). */
export const FLAGGED = { careerServices: "career-services", ownCatalogue: "own-catalogue" } as const;

interface ProgrammeSeed {
  code: string;
  title: string;
  flagged?: string;
  courses: string[];
}
const programmeSeeds: ProgrammeSeed[] = [
  { code: "yayasan-peneraju-2025", title: "Yayasan Peneraju 2025: Cloud Certifications", courses: AWS_AND_GOOGLE_CLOUD },
  { code: "kyouth-2025", title: "KYouth 2025", courses: ["cafed", "cabed", "cada", "caba", "fcdm", "fcda", "fcse", "fif"] },
  { code: "kydp-2024-b", title: "KYDP 2024 Track B", courses: ["fcda", "fcdm"] },
  { code: "google-career-2025", title: "Google Career Certificates 2025", courses: GOOGLE_CAREER_CERTIFICATES },
  { code: "mymahir-2025", title: "MyMahir 2025", courses: [] },
  { code: "kydp-2024", title: "KYDP 2024", courses: [] },
  { code: "moses-2023", title: "MOSES 2023", courses: [] },
  { code: "cap-2023", title: "CAP 2023", courses: [] },
  { code: "ive-train-2023", title: "IVE Train 2023", courses: [] },
  { code: "dtfs", title: "Digital Talent Fund Scholarship", courses: [] },
  { code: "google-career-2023", title: "Google Career Certificates 2023", courses: [] },
  { code: "kydp-2023", title: "KYDP 2023", courses: [] },
  { code: "mystep-2022", title: "MySTEP 2022", courses: [] },
  {
    code: "career-services-eligible",
    title: "Courses with career services",
    flagged: FLAGGED.careerServices,
    courses: ["cada", "fcda", "fcdm", "fcse", "caba", "cabed", "cafed", "capt"],
  },
  {
    code: "talentforge-catalogue",
    title: "TalentForge's own courses",
    flagged: FLAGGED.ownCatalogue,
    courses: [
      "cada",
      "fcda",
      "fcdm",
      "fcse",
      "caba",
      "cabed",
      "cafed",
      "fif",
      "capt",
      "m1js",
      "m1py",
      "m1sql",
      "m1blockchain",
      "fcuiux",
      "fctm",
    ],
  },
];
export const PROGRAMME_LISTS: (typeof programmeCourseLists.$inferInsert)[] = programmeSeeds.map((p, i) => ({
  code: p.code,
  title: p.title,
  flagged: p.flagged ?? null,
  sortOrder: i + 1,
}));
export const PROGRAMME_COURSES: (typeof programmeCourses.$inferInsert)[] = programmeSeeds.flatMap((p) =>
  p.courses.map((courseId, i) => ({ code: p.code, courseId, position: i + 1 })),
);
