/**
 * Seed content for programmes and their registration forms (SPEC §1 sponsored programmes, §3 Program and
 * registration forms). The SPEC names the seven form ids; what each registers for, the sponsors, durations, cohort
 * dates, eligibility and the fields are product decisions (docs/decisions.md). Intakes' sections reuse the
 * programme/cohort course lists of the catalogue's seed data where the SPEC gives one.
 *
 * Cohort and session dates are counted from the seeding day (shared/seed-dates.ts), so the demo world stays alive:
 * HK Tech Explorers 2025 is running (its cohort started, so it takes no more applications), Google Career
 * Certificates 2025 has closed, KYouth 2025 and the other intakes start in the coming months (taking applications),
 * the Tech Day is past and the two other information sessions are coming up. The names keep the intake year the sponsors gave them (and the
 * ids other areas refer to); only the dates move. Pure: the client's mocks build the same programmes.
 */
import type { programmes, registrationForms } from "../../../../drizzle/schema/courses.js";
import { PROGRAMME_COURSES } from "../catalogue/seed-data.js";
import type { RegistrationFieldData } from "./rules/registration.js";
import { BIRTH_YEARS } from "../../../shared/options.js";
import { seedAt, seedDay } from "../../../shared/seed-dates.js";
import { ADMISSION_POLICY, cohortEndsOn } from "./rules/programmes.js";

const listCourses = (code: string) =>
  PROGRAMME_COURSES.filter((c) => c.code === code)
    .sort((a, b) => a.position - b.position)
    .map((c) => c.courseId);
const only = (code: string, ids: string[]) => listCourses(code).filter((id) => ids.includes(id));

type ProgrammeSeed = Omit<typeof programmes.$inferInsert, "sortOrder">;

const intake = (
  p: Omit<ProgrammeSeed, "kind" | "cohortEndsOn" | "admissionPolicy"> & { cohortStartsOn: string; durationMonths: number },
): ProgrammeSeed => ({
  ...p,
  kind: "INTAKE",
  cohortEndsOn: cohortEndsOn(p.cohortStartsOn, p.durationMonths),
  admissionPolicy: [...ADMISSION_POLICY],
});
/** An information session: one date, no duration, no selection (rules/applications.ts). */
const infoSession = (
  p: Omit<ProgrammeSeed, "kind" | "cohortEndsOn" | "durationMonths" | "admissionPolicy" | "sections"> & { cohortStartsOn: string },
): ProgrammeSeed => ({
  ...p,
  kind: "INFO_SESSION",
  cohortEndsOn: p.cohortStartsOn,
  durationMonths: null,
  admissionPolicy: [],
  sections: [],
});

/** Every seeded programme, its cohort (or session) dates counted from `now`, the seeding day. */
export function programmeSeed(now: Date): (typeof programmes.$inferInsert)[] {
  const day = (days: number) => seedDay(now, days);
  const seeds: ProgrammeSeed[] = [
    intake({
      id: "kyouth-2025",
      title: "KYouth 2025",
      applicationOpen: true,
      showAtDashboard: true,
      description:
        "A sponsored nine-month pathway for Malaysian youth: a foundation term in data, digital marketing or software engineering, then a Certified Associate course and career services until you land a job.",
      sponsor: "KYouth (Malaysian youth development programme)",
      sponsored: true,
      durationMonths: 9,
      cohortStartsOn: day(40),
      eligibility: [
        "Malaysian citizen aged 18 to 35",
        "Living in Malaysia",
        "Diploma or higher, in any field",
        "Not in full-time study during the programme",
      ],
      sections: [
        { title: "Foundation term", courseIds: only("kyouth-2025", ["fif", "fcdm", "fcda", "fcse"]) },
        { title: "Certified Associate term", courseIds: only("kyouth-2025", ["cafed", "cabed", "cada", "caba"]) },
      ],
    }),
    infoSession({
      id: "kyouth-info-2025",
      title: "KYouth 2025 information session",
      applicationOpen: true,
      showAtDashboard: false,
      description:
        "A one-hour online session on KYouth 2025: the tracks, who is eligible, how selection works, and questions to the team and graduates.",
      sponsor: "KYouth (Malaysian youth development programme)",
      sponsored: true,
      cohortStartsOn: day(10),
      eligibility: ["Open to anyone considering KYouth 2025"],
    }),
    intake({
      id: "yayasan-peneraju-2025",
      title: "Yayasan Peneraju 2025: Cloud Certifications",
      applicationOpen: true,
      showAtDashboard: true,
      description:
        "Six sponsored months preparing for AWS and Google Cloud certifications, with instructor-led classes, hands-on labs and the exam vouchers covered.",
      sponsor: "Yayasan Peneraju Pendidikan Bumiputera",
      sponsored: true,
      durationMonths: 6,
      cohortStartsOn: day(68),
      eligibility: [
        "Malaysian citizen",
        "Degree or Diploma in computing, engineering or science",
        "Household income in the B40 or M40 bands",
        "Able to commit 20 hours a week",
      ],
      sections: [
        { title: "AWS certifications", courseIds: listCourses("yayasan-peneraju-2025").filter((id) => id.startsWith("aws-")) },
        { title: "Google Cloud certifications", courseIds: listCourses("yayasan-peneraju-2025").filter((id) => id.startsWith("gc-")) },
      ],
    }),
    intake({
      id: "mymahir-2025",
      title: "MyMahir 2025: Coding Foundations",
      applicationOpen: true,
      showAtDashboard: false,
      description:
        "Three sponsored months of self-paced M1 courses in Python, SQL and JavaScript with weekly live tutorials, for Malaysians starting out in tech.",
      sponsor: "MyMahir (national skills and jobs platform)",
      sponsored: true,
      durationMonths: 3,
      cohortStartsOn: day(31),
      eligibility: ["Malaysian citizen aged 18 or over", "Registered on MyMahir", "No prior coding experience needed"],
      sections: [{ title: "M1 courses", courseIds: ["m1py", "m1sql", "m1js"] }],
    }),
    intake({
      id: "hkte-2025",
      title: "HK Tech Explorers 2025",
      applicationOpen: true,
      showAtDashboard: false,
      description:
        "A four-month sponsored foundation programme for Hong Kong residents moving into tech: software engineering, UI/UX or data analytics, taught live online.",
      sponsor: "Hong Kong tech-talent partners",
      sponsored: true,
      durationMonths: 4,
      cohortStartsOn: day(-56),
      eligibility: ["Hong Kong resident", "Degree or Diploma, in any field", "English at least B1"],
      sections: [{ title: "Foundation Certificate tracks", courseIds: ["fcse", "fcuiux", "fcda"] }],
    }),
    infoSession({
      id: "td25",
      title: "TalentForge Tech Day 2025",
      applicationOpen: true,
      showAtDashboard: false,
      description:
        "Our open day: meet instructors, graduates and hiring partners, try a taster class, and hear about every course and programme.",
      sponsor: null,
      sponsored: false,
      cohortStartsOn: day(-18),
      eligibility: ["Open to everyone"],
    }),
    infoSession({
      id: "real-talk-2025",
      title: "Real Talk 2025: careers in tech",
      applicationOpen: true,
      showAtDashboard: false,
      description: "An evening of candid talks by graduates and hiring managers on changing careers into tech, followed by open questions.",
      sponsor: null,
      sponsored: false,
      cohortStartsOn: day(24),
      eligibility: ["Open to everyone"],
    }),
    intake({
      id: "google-career-2025",
      title: "Google Career Certificates 2025",
      applicationOpen: false,
      showAtDashboard: false,
      description:
        "Ten Google Career Certificates with mentoring from our instructors, sponsored for residents of Malaysia and Hong Kong. Applications for 2025 are closed.",
      sponsor: "Google",
      sponsored: true,
      durationMonths: 6,
      cohortStartsOn: day(-210),
      eligibility: ["Resident of Malaysia or Hong Kong", "Aged 18 or over"],
      sections: [{ title: "Google Career Certificates", courseIds: listCourses("google-career-2025") }],
    }),
    // Self-funded certified-associate intakes (the ca and capt enrolment options): M1 completion first (SPEC §5).
    intake({
      id: "ca-2027",
      title: "Certified Associate 2027 intake",
      applicationOpen: true,
      showAtDashboard: false,
      description:
        "Six months of instructor-led classes in data analytics, business analytics, front-end or back-end development, with projects and career services until you land a job. Pay upfront (20% off) or through an income-share agreement.",
      sponsor: null,
      sponsored: false,
      durationMonths: 6,
      cohortStartsOn: day(45),
      eligibility: [
        "Completed an M1 course, or holds credit for prior learning from our team",
        "English at least B1",
        "A computer with microphone and webcam, and stable high-speed internet",
      ],
      sections: [{ title: "Certified Associate courses", courseIds: ["cada", "caba", "cafed", "cabed"] }],
    }),
    intake({
      id: "capt-2027",
      title: "Certified Associate in Penetration Testing 2027 intake",
      applicationOpen: true,
      showAtDashboard: false,
      description:
        "Six months of hands-on offensive security with a professional-services partner: reconnaissance, exploitation and reporting in labs, then career services. Pay upfront (20% off) or through an income-share agreement.",
      sponsor: null,
      sponsored: false,
      durationMonths: 6,
      cohortStartsOn: day(66),
      eligibility: [
        "Completed an M1 course, or holds credit for prior learning from our team",
        "English at least B1",
        "A computer with microphone and webcam, and stable high-speed internet",
      ],
      sections: [{ title: "Penetration testing", courseIds: ["capt"] }],
    }),
  ];
  return seeds.map((p, i) => ({ ...p, applicationDeadline: null, sortOrder: i + 1 }));
}

/** The seeded programmes as of the day this module loads (the client's mocks' today; tests that read the content). */
export const PROGRAMMES: (typeof programmes.$inferInsert)[] = programmeSeed(new Date());

/** The year `months` months before the seeding month, as the option `list` of years offers it (its end bands past its ends). */
function yearOption(now: Date, months: number, list: readonly string[]): string {
  const [y, m] = seedDay(now, 0).split("-").map(Number) as [number, number];
  const year = String(new Date(Date.UTC(y, m - 1 - months, 1)).getUTCFullYear());
  const years = list.slice(1, -1);
  return years.includes(year) ? year : year < years[0]! ? list[0]! : list.at(-1)!;
}

/**
 * Demo only: the demo student's application to MyMahir 2025 (sponsored M1 Python and JavaScript, the M1 courses she
 * has not finished; it takes applications until its cohort starts, 31 days after the seeding day), submitted nine days
 * before the seeding day and moved to the online assessment three days later, so /applications and My programmes have
 * something to show. Her answers agree with her seeded profile (talent's profiles seed-data: a Business
 * Administration degree started 88 months before, employed full time, in Kuala Lumpur). The applicant and the admin
 * who moved it are the caller's ids (the server's demo accounts or the mocks').
 */
export function demoProgrammeApplications(now: Date, people: { applicantId: string; fullName: string; email: string; adminId: string }) {
  const at = (days: number, hhmm: string) => seedAt(now, days, hhmm);
  const history = [
    { status: "SUBMITTED" as const, at: at(-9, "21:15"), note: null, changedBy: people.applicantId },
    {
      status: "ONLINE_ASSESSMENT" as const,
      at: at(-6, "11:00"),
      note: "Thank you for applying to MyMahir 2025. Please complete the online assessment (about an hour) within the next two weeks.",
      changedBy: people.adminId,
    },
  ];
  return [
    {
      id: "00000000-0000-4000-8000-0000000c0a01",
      programmeId: "mymahir-2025",
      formId: "mymahir-2025",
      applicantId: people.applicantId,
      status: history.at(-1)!.status,
      submittedAt: history[0]!.at,
      updatedAt: history.at(-1)!.at,
      answers: [
        { name: "fullName", value: people.fullName },
        { name: "email", value: people.email.toLowerCase() },
        { name: "phone", value: "+60 12-345 6789" },
        { name: "gender", value: "Female" },
        { name: "maritalStatus", value: "Single" },
        // About 19 when her degree started.
        { name: "birthYear", value: yearOption(now, 88 + 19 * 12, BIRTH_YEARS) },
        { name: "state", value: "W.P. Kuala Lumpur" },
        { name: "qualification", value: "Degree" },
        { name: "employmentExperience", value: "Full-time" },
        { name: "householdIncome", value: "M1: RM4,850 - RM5,879" },
        { name: "hasComputer", value: "Yes" },
      ],
      history,
    },
  ];
}

/* Fields shared by the forms. */
const f = (
  name: string,
  label: string,
  kind: RegistrationFieldData["kind"],
  optionList?: string,
  extra: Partial<RegistrationFieldData> = {},
): RegistrationFieldData => ({
  name,
  label,
  kind,
  required: true,
  ...(optionList ? { optionList } : {}),
  ...extra,
});
const contact = [
  f("fullName", "Full name (as on your identity card)", "TEXT"),
  f("email", "Email", "EMAIL"),
  f("phone", "Mobile number", "PHONE"),
];
const birthDate = [
  f("birthYear", "Year of birth", "SELECT", "birth-years"),
  f("birthMonth", "Month of birth", "SELECT", "months"),
  f("birthDay", "Day of birth", "BIRTH_DAY", "birth-days", { dependsOn: "birthMonth" }),
];
const english = [
  f("englishTest", "English test taken (or CEFR self-assessment)", "SELECT", "english-tests"),
  f("englishScore", "Score band", "ENGLISH_SCORE", "english-score-bands", { dependsOn: "englishTest" }),
];
const readiness = [
  f("hasComputer", "Do you have a computer with a microphone and webcam, and a stable high-speed internet connection?", "YES_NO", "yes-no"),
  f("canAttend", "Can you attend at least 90% of class hours?", "YES_NO", "yes-no"),
];
const education = [
  f("qualification", "Highest qualification", "SELECT", "qualifications"),
  f("graduationYear", "Year of graduation", "SELECT", "graduation-years"),
];

export const REGISTRATION_FORMS: (typeof registrationForms.$inferInsert)[] = [
  {
    id: "td25",
    programmeId: "td25",
    title: "Register for TalentForge Tech Day 2025",
    purpose: "A seat at our open day (an information session; no selection).",
    fields: [
      ...contact,
      f("country", "Country of residence", "SELECT", "countries"),
      ...education,
      f("attendedBefore", "Have you attended a TalentForge event before?", "YES_NO", "yes-no", { required: false }),
    ],
  },
  {
    id: "hkte-2025",
    programmeId: "hkte-2025",
    title: "Apply to HK Tech Explorers 2025",
    purpose: "An application to the HK Tech Explorers 2025 intake (selection by assessment and interview).",
    fields: [
      ...contact,
      f("gender", "Gender", "SELECT", "genders"),
      ...birthDate,
      f("country", "Country of residence", "SELECT", "countries"),
      ...education,
      f("experience", "Years of working experience", "SELECT", "experience-bands"),
      f("employmentExperience", "Your most recent employment", "SELECT", "employment-experience"),
      ...english,
      ...readiness,
    ],
  },
  {
    id: "real-talk-2025",
    programmeId: "real-talk-2025",
    title: "Register for Real Talk 2025",
    purpose: "A seat at the Real Talk 2025 career talks (an information session; no selection).",
    fields: [
      ...contact,
      f("employmentExperience", "Your most recent employment", "SELECT", "employment-experience"),
      f("experience", "Years of working experience", "SELECT", "experience-bands"),
      f("question", "A question for the speakers", "TEXT", undefined, { required: false }),
    ],
  },
  {
    id: "kyouth-info-2025",
    programmeId: "kyouth-info-2025",
    title: "Register for the KYouth 2025 information session",
    purpose: "A seat at the KYouth 2025 information session (no selection; the intake has its own form).",
    fields: [
      ...contact,
      f("state", "State or federal territory", "SELECT", "malaysian-states"),
      f("birthYear", "Year of birth", "SELECT", "birth-years"),
      f("qualification", "Highest qualification", "SELECT", "qualifications"),
    ],
  },
  {
    id: "kyouth-2025",
    programmeId: "kyouth-2025",
    title: "Apply to KYouth 2025",
    purpose: "An application to the KYouth 2025 intake (selection by assessment and interview).",
    fields: [
      ...contact,
      f("gender", "Gender", "SELECT", "genders"),
      f("ethnicity", "Ethnicity", "SELECT", "ethnicities"),
      f("maritalStatus", "Marital status", "SELECT", "marital-statuses"),
      ...birthDate,
      f("state", "State or federal territory", "SELECT", "malaysian-states"),
      f("malaysianCitizen", "Are you a Malaysian citizen?", "YES_NO", "yes-no"),
      ...education,
      f("experience", "Years of working experience", "SELECT", "experience-bands"),
      f("employmentExperience", "Your most recent employment", "SELECT", "employment-experience"),
      f("householdIncome", "Monthly household income", "SELECT", "household-income"),
      ...english,
      ...readiness,
    ],
  },
  {
    id: "yayasan-peneraju-2025",
    programmeId: "yayasan-peneraju-2025",
    title: "Apply to Yayasan Peneraju 2025: Cloud Certifications",
    purpose: "An application to the sponsored cloud certification courses (AWS and Google Cloud), selection by assessment and interview.",
    fields: [
      ...contact,
      f("gender", "Gender", "SELECT", "genders"),
      f("ethnicity", "Ethnicity", "SELECT", "ethnicities"),
      ...birthDate,
      f("state", "State or federal territory", "SELECT", "malaysian-states"),
      ...education,
      f("experience", "Years of working experience", "SELECT", "experience-bands"),
      f("householdIncome", "Monthly household income", "SELECT", "household-income"),
      f("cloudCertified", "Do you already hold a cloud certification?", "YES_NO", "yes-no"),
      ...english,
      ...readiness,
    ],
  },
  {
    id: "mymahir-2025",
    programmeId: "mymahir-2025",
    title: "Apply to MyMahir 2025: Coding Foundations",
    purpose: "An application to the MyMahir 2025 intake of M1 courses (selection by assessment and interview).",
    fields: [
      ...contact,
      f("gender", "Gender", "SELECT", "genders"),
      f("maritalStatus", "Marital status", "SELECT", "marital-statuses"),
      f("birthYear", "Year of birth", "SELECT", "birth-years"),
      f("state", "State or federal territory", "SELECT", "malaysian-states"),
      f("qualification", "Highest qualification", "SELECT", "qualifications"),
      f("employmentExperience", "Your most recent employment", "SELECT", "employment-experience"),
      f("householdIncome", "Monthly household income", "SELECT", "household-income"),
      readiness[0]!,
    ],
  },
  ...(
    [
      ["ca-2027", "Certified Associate 2027 intake"],
      ["capt-2027", "Certified Associate in Penetration Testing 2027 intake"],
    ] as const
  ).map(([id, title]) => ({
    id,
    programmeId: id,
    title: `Apply to the ${title}`,
    purpose: `An application for a self-funded place in the ${title} (selection by assessment and interview; M1 completion or credit for prior learning first).`,
    fields: [
      ...contact,
      f("country", "Country of residence", "SELECT", "countries"),
      ...education,
      f("experience", "Years of working experience", "SELECT", "experience-bands"),
      f("m1Course", "Which M1 course did you complete? (or None, with credit for prior learning)", "TEXT"),
      ...english,
      ...readiness,
    ],
  })),
];
