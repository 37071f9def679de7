/**
 * Content module seed (SPEC §1, §3): people, testimonials, partner organisations, FAQs, statistics and value cards.
 * Names and organisations are believable sample content written for the product; the statistics and FAQ types come
 * from the SPEC.
 */
import type { faqs, partnerOrganisations, people, stats, testimonials, valueCards } from "../../../../drizzle/schema/courses.js";
import {
  FAQ_TRANSLATIONS,
  PARTNER_TRANSLATIONS,
  PERSON_TRANSLATIONS,
  STAT_TRANSLATIONS,
  VALUE_CARD_TRANSLATIONS,
} from "./translations-seed-data.js";

type PersonInsert = typeof people.$inferInsert;
type PersonSeed = Omit<PersonInsert, "sortOrder" | "portraitPath" | "translations">;

const li = (slug: string) => `https://www.linkedin.com/in/${slug}`;

const personSeeds: PersonSeed[] = [
  // Founders
  {
    id: "wei-ling-chan",
    name: "Wei Ling Chan",
    position: "Co-founder",
    fullPosition: "Co-founder & Chief Executive Officer",
    job: "CEO, TalentForge",
    group: "founder",
    description:
      "<p>Wei Ling spent a decade hiring engineers in Hong Kong and Singapore before starting TalentForge to close the gap between training and the jobs that exist.</p>",
    linkedin: li("weilingchan"),
    twitter: "https://x.com/weilingchan",
    website: null,
  },
  {
    id: "arjun-nair",
    name: "Arjun Nair",
    position: "Co-founder",
    fullPosition: "Co-founder & Chief Learning Officer",
    job: "CLO, TalentForge",
    group: "founder",
    description: "<p>Arjun designs the curriculum. He previously led data teams in fintech and taught evening classes in Kuala Lumpur.</p>",
    linkedin: li("arjunnair"),
    twitter: null,
    website: "https://arjunnair.dev",
  },
  // Advisors
  {
    id: "siti-rahman",
    name: "Dr. Siti Rahman",
    position: "Advisor",
    fullPosition: "Academic Advisor",
    job: "Associate Professor of Computing, a Malaysian public university",
    group: "advisor",
    description: "<p>Siti advises on assessment design and accreditation of the certified-associate track.</p>",
    linkedin: li("sitirahman"),
    twitter: null,
    website: null,
  },
  {
    id: "david-okafor",
    name: "David Okafor",
    position: "Advisor",
    fullPosition: "Industry Advisor, Hiring",
    job: "Head of Talent Acquisition, a regional e-commerce group",
    group: "advisor",
    description: "<p>David keeps the programmes aligned with what hiring managers test for in interviews.</p>",
    linkedin: li("davidokafor"),
    twitter: "https://x.com/dokafor",
    website: null,
  },
  // Managers
  {
    id: "mei-tan",
    name: "Mei Tan",
    position: "Programme Manager",
    fullPosition: "Programme Manager, Sponsored Programmes",
    job: "Programme Manager, TalentForge",
    group: "manager",
    description: "<p>Mei runs the sponsored cohorts with government and foundation partners, from intake to graduation.</p>",
    linkedin: li("meitan"),
    twitter: null,
    website: null,
  },
  {
    id: "hafiz-ismail",
    name: "Hafiz Ismail",
    position: "Career Services Lead",
    fullPosition: "Career Services Lead",
    job: "Career Services Lead, TalentForge",
    group: "manager",
    description: "<p>Hafiz leads the career coaches and the hiring-partner network that places graduates.</p>",
    linkedin: li("hafizismail"),
    twitter: null,
    website: null,
  },
  // Staff
  {
    id: "grace-lau",
    name: "Grace Lau",
    position: "Learning Designer",
    fullPosition: "Senior Learning Designer",
    job: "Learning Designer, TalentForge",
    group: "staff",
    description: "<p>Grace turns instructors' expertise into modules, projects and marked assessments.</p>",
    linkedin: li("gracelau"),
    twitter: null,
    website: null,
  },
  {
    id: "kumar-selvam",
    name: "Kumar Selvam",
    position: "Student Success",
    fullPosition: "Student Success Manager",
    job: "Student Success Manager, TalentForge",
    group: "staff",
    description: "<p>Kumar is the first contact for learners who need help with schedules, attendance or financing.</p>",
    linkedin: li("kumarselvam"),
    twitter: null,
    website: null,
  },
  // Instructors
  {
    id: "daniel-wong",
    name: "Daniel Wong",
    position: "Instructor",
    fullPosition: "Lead Instructor, Data Analytics",
    job: "Senior Data Analyst, a Hong Kong insurer",
    group: "instructor",
    description: "<p>Daniel builds reporting pipelines by day and teaches SQL, Python and Tableau by night.</p>",
    linkedin: li("danielwong"),
    twitter: null,
    website: null,
  },
  {
    id: "priya-menon",
    name: "Priya Menon",
    position: "Instructor",
    fullPosition: "Instructor, Business Analytics",
    job: "Analytics Manager, a retail group",
    group: "instructor",
    description: "<p>Priya helps learners frame business questions and answer them with dashboards.</p>",
    linkedin: li("priyamenon"),
    twitter: null,
    website: null,
  },
  {
    id: "marcus-lee",
    name: "Marcus Lee",
    position: "Instructor",
    fullPosition: "Lead Instructor, Software Engineering",
    job: "Staff Engineer, a payments start-up",
    group: "instructor",
    description: "<p>Marcus has shipped back-end services for twelve years and reviews every capstone API.</p>",
    linkedin: li("marcuslee"),
    twitter: null,
    website: "https://marcuslee.io",
  },
  {
    id: "aisyah-karim",
    name: "Aisyah Karim",
    position: "Instructor",
    fullPosition: "Instructor, Front-End Development",
    job: "Front-End Lead, a travel platform",
    group: "instructor",
    description: "<p>Aisyah teaches accessible, fast interfaces with React and TypeScript.</p>",
    linkedin: li("aisyahkarim"),
    twitter: null,
    website: null,
  },
  {
    id: "jason-cheung",
    name: "Jason Cheung",
    position: "Instructor",
    fullPosition: "Instructor, Offensive Security",
    job: "Penetration Tester, a professional-services firm",
    group: "instructor",
    description: "<p>Jason leads red-team engagements and brings anonymised findings into class.</p>",
    linkedin: li("jasoncheung"),
    twitter: null,
    website: null,
  },
  {
    id: "nur-farhana",
    name: "Nur Farhana",
    position: "Instructor",
    fullPosition: "Instructor, Digital Marketing",
    job: "Growth Marketing Manager, a consumer app",
    group: "instructor",
    description: "<p>Farhana has run paid and organic campaigns across Southeast Asia.</p>",
    linkedin: li("nurfarhana"),
    twitter: null,
    website: null,
  },
  {
    id: "emily-ho",
    name: "Emily Ho",
    position: "Instructor",
    fullPosition: "Instructor, UI/UX Design",
    job: "Product Designer, a banking app",
    group: "instructor",
    description: "<p>Emily runs user research and design critiques the way product teams do.</p>",
    linkedin: li("emilyho"),
    twitter: null,
    website: null,
  },
  {
    id: "tan-boon-keat",
    name: "Tan Boon Keat",
    position: "Instructor",
    fullPosition: "Instructor, Fintech and Technology Management",
    job: "Digital Transformation Lead, a regional bank",
    group: "instructor",
    description: "<p>Boon Keat has led payments and lending projects and teaches how technology projects really run.</p>",
    linkedin: li("tanboonkeat"),
    twitter: null,
    website: null,
  },
  {
    id: "ryan-choi",
    name: "Ryan Choi",
    position: "Instructor",
    fullPosition: "Instructor, Cloud Certifications",
    job: "Cloud Architect, a systems integrator",
    group: "instructor",
    description: "<p>Ryan holds AWS and Google Cloud professional certifications and coaches learners through the exams.</p>",
    linkedin: li("ryanchoi"),
    twitter: null,
    website: null,
  },
];
/** Every person has a bundled portrait, client/public/people/{id}.svg. */
export const PEOPLE: PersonInsert[] = personSeeds.map((p, i) => ({
  ...p,
  portraitPath: `/people/${p.id}.svg`,
  translations: PERSON_TRANSLATIONS[p.id] ?? {},
  sortOrder: i + 1,
}));

/**
 * Testimonials link the job area's employer where the graduate joined one (its logo and page): the employer ids are
 * the jobs subgraph's seeded employers (subgraphs/jobs/modules/employers/seed-data.ts).
 */
type TestimonialSeed = Omit<typeof testimonials.$inferInsert, "sortOrder">;
const testimonialSeeds: TestimonialSeed[] = [
  {
    id: "aina-zulkifli",
    name: "Aina Zulkifli",
    employer: "Lantern Analytics",
    employerId: "lantern-analytics",
    comment: "The projects were the interview. I walked the panel through my capstone dashboard and got the offer the same week.",
    featured: true,
  },
  {
    id: "kelvin-ng",
    name: "Kelvin Ng",
    employer: "VH Logistics",
    employerId: "victoria-harbour-logistics",
    comment: "I moved from warehouse operations to a data analyst role in five months. The SQL practice made the difference.",
    featured: true,
  },
  {
    id: "farid-hassan",
    name: "Farid Hassan",
    employer: "HarbourPay",
    employerId: "harbourpay",
    comment: "Code reviews from working engineers taught me more than any tutorial. I now build payment APIs for a living.",
    featured: true,
  },
  {
    id: "joanne-yip",
    name: "Joanne Yip",
    employer: "Straits Commerce",
    employerId: "straits-commerce",
    comment: "The campaign I ran during the course became the case study that got me hired.",
    featured: true,
  },
  {
    id: "hariharan-raj",
    name: "Hariharan Raj",
    employer: "PeakShield",
    employerId: "peakshield",
    comment: "Real tools, real reports. My first week as a junior pentester felt familiar.",
    featured: true,
  },
  {
    id: "chloe-lim",
    name: "Chloe Lim",
    employer: "Batik Labs",
    employerId: "batik-labs",
    comment: "I learned React properly, with tests and accessibility, not just copy-paste components.",
    featured: false,
  },
  {
    id: "amirul-azman",
    name: "Amirul Azman",
    employer: "Greenleaf Retail",
    comment: "My career coach rewrote my CV with me line by line. Three interviews in the first month.",
    featured: false,
  },
  {
    id: "vivian-chow",
    name: "Vivian Chow",
    employer: "Rimba Health",
    employerId: "rimba-health",
    comment: "Usability testing with real people changed how I design. My portfolio finally shows my process.",
    featured: false,
  },
  {
    id: "syafiq-rosli",
    name: "Syafiq Rosli",
    employer: "KopiCloud",
    employerId: "kopicloud",
    comment: "The mock exams were harder than the real certification. I passed the associate exam first time.",
    featured: false,
  },
  {
    id: "melissa-tan",
    name: "Melissa Tan",
    employer: "Northstar Bank",
    comment: "The fintech course gave me the vocabulary to move from branch operations into the digital team.",
    featured: false,
  },
  {
    id: "ravi-kumar",
    name: "Ravi Kumar",
    employer: "Apex Consulting",
    comment: "Business analytics taught me to start from the decision, not the data. My managers noticed.",
    featured: false,
  },
  {
    id: "nadia-ismail",
    name: "Nadia Ismail",
    employer: "Tessellate Studio",
    comment: "Self-paced M1 Python fit around my shifts, and it was the push I needed to apply for the full programme.",
    featured: false,
  },
  {
    id: "brandon-lee",
    name: "Brandon Lee",
    employer: "Quantis Data",
    comment: "Mentors answered questions late at night before deadlines. It never felt like learning alone.",
    featured: false,
  },
  {
    id: "siew-mei-ong",
    name: "Siew Mei Ong",
    employer: "Kinetic Analytics",
    comment: "From accounts assistant to reporting analyst. Excel and SQL were the bridge.",
    featured: false,
  },
  {
    id: "daniel-yusof",
    name: "Daniel Yusof",
    employer: "Paynest",
    comment: "Docker, databases and deployment in one course: I shipped my first service in month three.",
    featured: false,
  },
];
export const TESTIMONIALS: (typeof testimonials.$inferInsert)[] = testimonialSeeds.map((t, i) => ({ ...t, sortOrder: i + 1 }));

/**
 * Nine funders and partners (SPEC §3): government ministries, agencies and foundations, with generic names; each has a
 * bundled logo, client/public/organisations/{id}.svg.
 */
export const PARTNER_ORGANISATIONS: (typeof partnerOrganisations.$inferInsert)[] = [
  ["ministry-human-resources-my", "Ministry of Human Resources (Malaysia)"],
  ["ministry-youth-sports-my", "Ministry of Youth and Sports (Malaysia)"],
  ["ministry-digital-my", "Ministry of Digital (Malaysia)"],
  ["hrd-fund-my", "Human Resource Development Fund (Malaysia)"],
  ["yayasan-peneraju", "Yayasan Peneraju Pendidikan Bumiputera"],
  ["hk-innovation-technology-fund", "Hong Kong Innovation and Technology Fund"],
  ["hk-labour-welfare-bureau", "Labour and Welfare Bureau (Hong Kong)"],
  ["hk-vtc", "Vocational Training Council (Hong Kong)"],
  ["digital-skills-foundation", "Asia Digital Skills Foundation"],
].map(([id, title], i) => ({
  id: id!,
  title: title!,
  logoPath: `/organisations/${id}.svg`,
  translations: PARTNER_TRANSLATIONS[id!] ?? {},
  sortOrder: i + 1,
}));

type FaqType = (typeof faqs.$inferInsert)["type"];
const FAQ_SEED: Record<FaqType, [string, string][]> = {
  instructor: [
    [
      "How are instructors paid?",
      "<p>By revenue share. You choose one of two models: a small upfront course-building fee with a lower percentage, or a higher percentage with no upfront fee.</p>",
    ],
    [
      "Do I need teaching experience?",
      "<p>No. You bring industry experience; our learning designers help you turn it into modules, projects and assessments.</p>",
    ],
    ["Who supports the learners?", "<p>We handle learner support, mentoring and grading, so you can focus on teaching.</p>"],
    [
      "How much time does teaching take?",
      "<p>Most instructors teach two evening sessions a week during a cohort, plus preparation. Recorded content is built once, before the first cohort.</p>",
    ],
    ["Can I teach from anywhere?", "<p>Yes. All classes are fully online.</p>"],
  ],
  course_M1: [
    [
      "What is an M1 course?",
      "<p>A short, self-paced introduction (one to two months) to one skill: JavaScript, Python, SQL or blockchain. No prior knowledge is needed.</p>",
    ],
    ["Do I get a certificate?", "<p>Yes. Completing the lessons and marked projects earns a certificate you can add to your profile.</p>"],
    ["Is there live help?", "<p>Self-paced study includes live tutorials and marked projects, so you are never stuck for long.</p>"],
    ["Who can enrol?", "<p>Anyone. Self-paced courses are paid and open to all; sponsored programmes have their own eligibility.</p>"],
    [
      "What comes after M1?",
      "<p>Many learners continue to a Foundation Certificate or a Certified Associate course in the same track.</p>",
    ],
  ],
  course_fc: [
    ["How long does a Foundation Certificate take?", "<p>Between two and four months, instructor-led and online.</p>"],
    ["Do I need prior experience?", "<p>No. Foundation Certificates start from the basics and build up to a portfolio project.</p>"],
    ["How is it assessed?", "<p>Through marked projects and quizzes in each module, and a final project reviewed by an instructor.</p>"],
    [
      "Can I pay in instalments?",
      "<p>Paying upfront gives a 20% discount. In selected countries an income-share agreement is available; see the financing options on the course page.</p>",
    ],
    ["Is attendance required?", "<p>Yes. Learners are expected to attend at least 90% of live sessions.</p>"],
  ],
  course_ca_admissions: [
    [
      "Who should apply to a Certified Associate course?",
      "<p>Career changers and graduates ready to commit two to four months to an intensive, job-focused course.</p>",
    ],
    [
      "What are the entry requirements?",
      "<p>English at B1 level or above, and a short admissions assessment. Completing an M1 or Foundation Certificate course helps.</p>",
    ],
    [
      "What career services are included?",
      "<p>Resume and portfolio reviews, mock interviews, mentors and a career coach: at least 10 projects and over 100 hours of interview preparation.</p>",
    ],
    [
      "How does the income-share agreement work?",
      "<p>Where offered, you pay 15% of your monthly salary once employed (or a fixed 50–100 USD below the salary threshold), with no interest. Payments stop at the full tuition or after 120 months, whichever comes first, and pause while you are unemployed.</p>",
    ],
    [
      "What if I withdraw?",
      "<p>Between module 1 and the end of module 5 you pay pro-rata tuition and advance payments are refunded; after module 5 the full tuition is due.</p>",
    ],
  ],
};
export const FAQS: (typeof faqs.$inferInsert)[] = (Object.entries(FAQ_SEED) as [FaqType, [string, string][]][]).flatMap(([type, list]) =>
  list.map(([question, answer], i) => {
    const [hantQ, hantA] = FAQ_TRANSLATIONS["zh-Hant"][type][i] ?? [];
    const [hansQ, hansA] = FAQ_TRANSLATIONS["zh-Hans"][type][i] ?? [];
    const translations = {
      ...(hantQ && hantA && { "zh-Hant": { question: hantQ, answer: hantA } }),
      ...(hansQ && hansA && { "zh-Hans": { question: hansQ, answer: hansA } }),
    };
    return { type, position: i + 1, question, answer, translations };
  }),
);

/** SPEC §1 headline statistics, in its order. */
export const STATS: (typeof stats.$inferInsert)[] = [
  ["placement-rate", "92%", "placement rate"],
  ["matches-made", "5k+", "matches made"],
  ["tech-jobs", "10k+", "tech jobs available"],
  ["job-seekers", "8k+", "job seekers"],
  ["total-students", "10k+", "total students"],
  ["hiring-partners", "60+", "hiring partners"],
].map(([slug, title, subtext], i) => ({
  slug: slug!,
  title: title!,
  subtext: subtext!,
  translations: STAT_TRANSLATIONS[slug!] ?? {},
  sortOrder: i + 1,
}));

/** SPEC §1 home-page cards; routes are SPEC §2 routes (docs/decisions.md). */
export const VALUE_CARDS: (typeof valueCards.$inferInsert)[] = [
  {
    id: "learn-skills",
    title: "Learn in-demand skills",
    description: "Instructor-led and self-paced courses in software, data, design, marketing, fintech and security.",
    linkLabel: "Browse courses",
    route: "/courses",
    icon: "school",
  },
  {
    id: "grow-portfolio",
    title: "Grow your portfolio",
    description: "Guided projects reviewed by practitioners, so employers see what you can build.",
    linkLabel: "Find guided projects",
    route: "/courses/browse",
    icon: "folder",
  },
  {
    id: "explore-careers",
    title: "Explore careers",
    description: "See which skills each tech role needs and how far you are from it.",
    linkLabel: "Discover roles",
    route: "/skills/discover",
    icon: "compass",
  },
  {
    id: "get-hired",
    title: "Get hired",
    description: "Apply to jobs from hiring partners who recruit our graduates.",
    linkLabel: "See jobs",
    route: "/jobs",
    icon: "briefcase",
  },
  {
    id: "build-network",
    title: "Build your network",
    description: "Join the alumni community to ask questions, share wins and meet mentors.",
    linkLabel: "Join the forum",
    route: "/forum/feed",
    icon: "users",
  },
].map((c, i) => ({ ...c, translations: VALUE_CARD_TRANSLATIONS[c.id] ?? {}, sortOrder: i + 1 }));
