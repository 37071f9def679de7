/**
 * Seed content for enrolment options (SPEC §3 enrolment option, §4 enrolment states; programmes: programmes/seed-data.ts).
 * The SPEC gives the option ids, their courses, direct vs application and the 90 days of M1 access; fees, regions,
 * descriptions and comparison rows are product decisions (docs/decisions.md). All fees are in USD cents. Payment plans:
 * M1 and the Certified Associate options take UPFRONT or ISA (the ISA only in the ISA countries), M1 Blockchain
 * UPFRONT only (too short a course to finance), programme intakes none (sponsored).
 */
import type { enrolmentOptionCourses, enrolmentOptions } from "../../../../drizzle/schema/courses.js";
import { PROGRAMME_COURSES } from "../catalogue/seed-data.js";

/** M1 courses give 90 days of access (SPEC §4). */
export const M1_ACCESS_DAYS = 90;
const MALAYSIA = ["Malaysia"];

interface OptionSeed {
  row: Omit<typeof enrolmentOptions.$inferInsert, "sortOrder">;
  courses: string[];
}

const programmeCourseIds = (code: string) =>
  PROGRAMME_COURSES.filter((c) => c.code === code)
    .sort((a, b) => a.position - b.position)
    .map((c) => c.courseId);

const sponsoredComparisons = (sponsor: string) => [
  { label: "Tuition", value: `Sponsored by ${sponsor}` },
  { label: "How to join", value: "Application, assessment and interview" },
  { label: "Format", value: "Instructor-led cohort, online" },
  { label: "Career services", value: "Included" },
];

const optionSeeds: OptionSeed[] = [
  {
    row: {
      id: "m1",
      paymentPlans: ["UPFRONT", "ISA"],
      title: "M1 self-paced courses",
      mode: "DIRECT",
      open: true,
      feeCents: 19_900,
      currency: "USD",
      accessDays: M1_ACCESS_DAYS,
      description: {
        title: "Start coding at your own pace",
        points: [
          "Pick one course: Python, SQL or JavaScript",
          "90 days of access from the day your payment is confirmed",
          "No prerequisites and no application",
          "Counts toward Certified Associate admission",
        ],
      },
      comparisons: [
        { label: "Tuition", value: "USD 199, 20% off when paid upfront" },
        { label: "How to join", value: "Buy now, start once payment is confirmed" },
        { label: "Format", value: "Self-paced, online" },
        { label: "Access", value: "90 days" },
      ],
    },
    courses: ["m1py", "m1sql", "m1js"],
  },
  {
    row: {
      id: "m1blockchain",
      paymentPlans: ["UPFRONT"],
      title: "M1 Blockchain",
      mode: "DIRECT",
      open: true,
      feeCents: 9_900,
      currency: "USD",
      accessDays: M1_ACCESS_DAYS,
      description: {
        title: "A short primer on blockchains",
        points: [
          "Blockchains, wallets and smart contracts explained from first principles",
          "90 days of access from the day your payment is confirmed",
          "No prerequisites and no application",
        ],
      },
      comparisons: [
        { label: "Tuition", value: "USD 99, 20% off when paid upfront" },
        { label: "How to join", value: "Buy now, start once payment is confirmed" },
        { label: "Format", value: "Self-paced, online" },
        { label: "Access", value: "90 days" },
      ],
    },
    courses: ["m1blockchain"],
  },
  {
    row: {
      id: "ca",
      programmeId: "ca-2027",
      paymentPlans: ["UPFRONT", "ISA"],
      title: "Certified Associate",
      mode: "APPLICATION",
      open: true,
      feeCents: 320_000,
      currency: "USD",
      description: {
        title: "Job-ready in data, business or finance",
        points: [
          "Instructor-led cohorts with live classes and projects",
          "Pay upfront (20% off) or through an income share agreement",
          "Career services until you land a job",
          "Admission by application, online assessment and interview",
        ],
      },
      comparisons: [
        { label: "Tuition", value: "USD 3,200, or an income share agreement" },
        { label: "How to join", value: "Application, assessment and interview" },
        { label: "Format", value: "Instructor-led cohort, online" },
        { label: "Career services", value: "Included" },
      ],
    },
    courses: ["cada", "caba", "cafed", "cabed"],
  },
  {
    row: {
      id: "capt",
      programmeId: "capt-2027",
      paymentPlans: ["UPFRONT", "ISA"],
      title: "Certified Associate in Penetration Testing",
      mode: "APPLICATION",
      open: true,
      feeCents: 360_000,
      currency: "USD",
      description: {
        title: "Offensive security with a professional-services partner",
        points: [
          "Hands-on labs: reconnaissance, exploitation and reporting",
          "Pay upfront (20% off) or through an income share agreement",
          "Career services until you land a job",
          "Admission by application, online assessment and interview",
        ],
      },
      comparisons: [
        { label: "Tuition", value: "USD 3,600, or an income share agreement" },
        { label: "How to join", value: "Application, assessment and interview" },
        { label: "Format", value: "Instructor-led cohort, online" },
        { label: "Career services", value: "Included" },
      ],
    },
    courses: ["capt"],
  },
  {
    row: {
      id: "kyouth-2025",
      // Sponsored: nothing to pay.
      paymentPlans: [],
      title: "KYouth 2025",
      mode: "APPLICATION",
      programmeId: "kyouth-2025",
      limitedRegions: MALAYSIA,
      feeCents: 0,
      currency: "USD",
      description: {
        title: "A sponsored pathway for Malaysian youth",
        points: [
          "Foundation and Certified Associate courses at no cost to you",
          "Open to Malaysian residents",
          "Selection by application, assessment and interview",
        ],
      },
      comparisons: sponsoredComparisons("the KYouth programme"),
    },
    courses: programmeCourseIds("kyouth-2025"),
  },
  {
    row: {
      id: "yayasan-peneraju-2025",
      // Sponsored: nothing to pay.
      paymentPlans: [],
      title: "Yayasan Peneraju 2025: Cloud Certifications",
      mode: "APPLICATION",
      programmeId: "yayasan-peneraju-2025",
      limitedRegions: MALAYSIA,
      feeCents: 0,
      currency: "USD",
      description: {
        title: "Sponsored cloud certification courses",
        points: [
          "AWS and Google Cloud certification preparation at no cost to you",
          "Open to Malaysian residents",
          "Selection by application, assessment and interview",
        ],
      },
      comparisons: sponsoredComparisons("Yayasan Peneraju"),
    },
    courses: programmeCourseIds("yayasan-peneraju-2025"),
  },
  {
    row: {
      id: "google-career-2025",
      // Sponsored: nothing to pay.
      paymentPlans: [],
      title: "Google Career Certificates 2025",
      mode: "APPLICATION",
      programmeId: "google-career-2025",
      limitedRegions: ["Malaysia", "Hong Kong"],
      feeCents: 0,
      currency: "USD",
      description: {
        title: "Google Career Certificates with mentoring",
        points: [
          "Ten Google Career Certificates, sponsored",
          "Open to residents of Malaysia and Hong Kong",
          "Applications for the 2025 intake are closed",
        ],
      },
      comparisons: sponsoredComparisons("Google"),
    },
    courses: programmeCourseIds("google-career-2025"),
  },
];

export const ENROLMENT_OPTIONS: (typeof enrolmentOptions.$inferInsert)[] = optionSeeds.map((o, i) => ({
  programmeId: null,
  open: false,
  limitedRegions: [],
  accessDays: null,
  ...o.row,
  sortOrder: i + 1,
}));
export const ENROLMENT_OPTION_COURSES: (typeof enrolmentOptionCourses.$inferInsert)[] = optionSeeds.flatMap((o) =>
  o.courses.map((courseId, i) => ({ optionId: o.row.id, courseId, position: i + 1 })),
);
