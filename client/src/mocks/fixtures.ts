/**
 * Typed, believable sample data for the mock API (MSW in the browser for `npm run dev:mock`, msw/node in component
 * tests). Types come from the generated schema types, so a schema change that breaks a fixture fails typecheck.
 */
import type { CourseCard_CourseFragment, Role, ViewerQuery } from "../__generated__/graphql";

/** Everything the client's fragments read, plus a few more schema fields so other operations get real values. */
export type CourseFixture = CourseCard_CourseFragment & { delivery: string; medium: string; feature: boolean; hidden: boolean };
type NavigationItem = ViewerQuery["visitorNavigation"][number];
type CourseCategoryFixture = NonNullable<CourseCard_CourseFragment["category"]>;
type CourseProviderFixture = CourseCard_CourseFragment["provider"];

const categories = {
  m1: { id: "m1", title: "M1 Essentials" },
  fc: { id: "fc", title: "Foundation Certificate" },
  ca: { id: "ca", title: "Certified Associate" },
  sf: { id: "special-foundation", title: "Special Foundation" },
} satisfies Record<string, CourseCategoryFixture>;

const providers = {
  tl: { id: "tl", label: "TalentForge Academy" },
  tlPwc: { id: "tl-pwc", label: "TalentForge × PwC" },
  aws: { id: "aws", label: "Amazon Web Services" },
  google: { id: "google", label: "Google Cloud" },
} satisfies Record<string, CourseProviderFixture>;

function course(
  id: string,
  title: string,
  description: string,
  level: CourseFixture["level"],
  timeline: string,
  provider: keyof typeof providers,
  category: keyof typeof categories | null,
): CourseFixture {
  return {
    id,
    title,
    description,
    level,
    timeline,
    delivery: "Instructor-led",
    medium: "Online",
    feature: false,
    hidden: false,
    provider: providers[provider],
    category: category ? categories[category] : null,
  };
}

/** The catalogue in its fixed order (20 courses: two pages at the default page size of 12). */
export const courses: CourseFixture[] = [
  course(
    "m1-js",
    "M1 JavaScript Essentials",
    "Variables, functions, the DOM and asynchronous code: the groundwork for every web role.",
    "Beginner",
    "2 months, self-paced",
    "tl",
    "m1",
  ),
  course(
    "m1-python",
    "M1 Python Essentials",
    "Write clean Python: data types, control flow, functions, files and a first automation project.",
    "Beginner",
    "2 months, self-paced",
    "tl",
    "m1",
  ),
  course(
    "m1-sql",
    "M1 SQL Essentials",
    "Query relational data with confidence: joins, grouping, sub-queries and window functions.",
    "Beginner",
    "2 months, self-paced",
    "tl",
    "m1",
  ),
  course(
    "m1-blockchain",
    "M1 Blockchain Fundamentals",
    "Ledgers, consensus, wallets and smart contracts explained without the hype.",
    "Beginner",
    "1 month, self-paced",
    "tl",
    "m1",
  ),
  course(
    "fcse",
    "Foundation Certificate in Software Engineering",
    "Build and ship full-stack web applications with React, Node.js and PostgreSQL.",
    "Beginner",
    "2 - 4 months",
    "tl",
    "fc",
  ),
  course(
    "fcda",
    "Foundation Certificate in Data Analytics",
    "Clean, analyse and visualise data with spreadsheets, SQL, Python and dashboards.",
    "Beginner",
    "2 - 4 months",
    "tl",
    "fc",
  ),
  course(
    "fcux",
    "Foundation Certificate in UI/UX Design",
    "Research users, prototype in Figma and test designs that solve real problems.",
    "Beginner",
    "2 - 4 months",
    "tl",
    "fc",
  ),
  course(
    "fcbiz",
    "Foundation Certificate in Business Analysis",
    "Elicit requirements, model processes and turn insight into product decisions.",
    "Beginner",
    "2 - 4 months",
    "tlPwc",
    "fc",
  ),
  course(
    "fcfintech",
    "Foundation Certificate in FinTech",
    "Payments, digital banking, regulation and the technology behind modern finance.",
    "Beginner",
    "2 - 4 months",
    "tlPwc",
    "fc",
  ),
  course(
    "fccs",
    "Foundation Certificate in Cyber Security",
    "Secure networks and applications: threat modelling, hardening and incident response.",
    "Beginner",
    "2 - 4 months",
    "tl",
    "fc",
  ),
  course(
    "aws-ccp",
    "AWS Certified Cloud Practitioner",
    "Core AWS services, pricing and the shared responsibility model, ready for the CLF exam.",
    "Beginner",
    "2 months, self-paced",
    "aws",
    "ca",
  ),
  course(
    "aws-csa-a",
    "AWS Certified Solutions Architect – Associate",
    "Design resilient, cost-aware architectures on AWS and pass the SAA exam.",
    "Intermediate",
    "2 - 4 months",
    "aws",
    "ca",
  ),
  course(
    "aws-dev-a",
    "AWS Certified Developer – Associate",
    "Build, deploy and debug cloud-native applications with Lambda, DynamoDB and API Gateway.",
    "Intermediate",
    "2 - 4 months",
    "aws",
    "ca",
  ),
  course(
    "gcp-ace",
    "Google Cloud Associate Cloud Engineer",
    "Deploy and operate workloads on Google Cloud with IAM, GKE and Cloud Run.",
    "Intermediate",
    "2 - 4 months",
    "google",
    "ca",
  ),
  course(
    "gcp-da",
    "Google Data Analytics Professional",
    "Ask the right questions of data with BigQuery, Looker Studio and R.",
    "Intermediate",
    "2 - 4 months",
    "google",
    "ca",
  ),
  course(
    "cada",
    "Certified Associate in Data Analytics",
    "Predictive models, experimentation and storytelling with data for business teams.",
    "Intermediate",
    "2 - 4 months",
    "tl",
    "ca",
  ),
  course(
    "case",
    "Certified Associate in Software Engineering",
    "System design, testing and DevOps practices used by professional engineering teams.",
    "Advanced",
    "2 - 4 months",
    "tl",
    "ca",
  ),
  course(
    "caml",
    "Certified Associate in Machine Learning",
    "Train, evaluate and deploy machine-learning models with scikit-learn and PyTorch.",
    "Advanced",
    "2 - 4 months",
    "tl",
    "ca",
  ),
  course(
    "sf-digital",
    "Digital Skills for Youth",
    "A sponsored foundation in digital literacy, productivity tools and online collaboration.",
    "Beginner",
    "2 - 4 months",
    "tl",
    "sf",
  ),
  course(
    "sf-career",
    "Career Launchpad",
    "Resume, portfolio and interview preparation for first-time job seekers.",
    null,
    "2 - 4 months",
    "tl",
    "sf",
  ),
];

export interface MockAccount {
  id: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  roles: Role[];
}

/** Demo accounts for mock mode; log in with any of these (password `password123`). */
export const demoAccounts: MockAccount[] = [
  {
    id: "0b1c5d0e-1f2a-4b3c-8d4e-5f6a7b8c9d01",
    email: "mei.chan@example.com",
    password: "password123",
    firstName: "Mei",
    lastName: "Chan",
    roles: ["STUDENT"],
  },
  {
    id: "0b1c5d0e-1f2a-4b3c-8d4e-5f6a7b8c9d02",
    email: "arif.rahman@example.com",
    password: "password123",
    firstName: "Arif",
    lastName: "Rahman",
    roles: ["COMPANY_REPRESENTATIVE"],
  },
  {
    id: "0b1c5d0e-1f2a-4b3c-8d4e-5f6a7b8c9d03",
    email: "grace.lee@example.com",
    password: "password123",
    firstName: "Grace",
    lastName: "Lee",
    roles: ["TALENT_ADMIN"],
  },
  {
    id: "0b1c5d0e-1f2a-4b3c-8d4e-5f6a7b8c9d04",
    email: "course-admin@example.com",
    password: "password123",
    firstName: "Colin",
    lastName: "Ho",
    roles: ["COURSE_ADMIN"],
  },
  {
    id: "0b1c5d0e-1f2a-4b3c-8d4e-5f6a7b8c9d05",
    email: "instructor@example.com",
    password: "password123",
    firstName: "Arjun",
    lastName: "Nair",
    roles: ["INSTRUCTOR"],
  },
  {
    id: "0b1c5d0e-1f2a-4b3c-8d4e-5f6a7b8c9d06",
    email: "job-admin@example.com",
    password: "password123",
    firstName: "Daniel",
    lastName: "Wong",
    roles: ["JOB_ADMIN"],
  },
];

/** What the server currently returns for navigation (the server decides; the client only renders). */
export const visitorNavigation: NavigationItem[] = [{ key: "jobs", path: "/jobs" }];
export const memberNavigation: NavigationItem[] = [
  { key: "home", path: "/dashboard" },
  { key: "learn", path: "/courses" },
  { key: "jobs", path: "/jobs" },
  { key: "forum", path: "/forum/feed" },
];
