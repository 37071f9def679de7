/**
 * The SPEC's option lists, in one constants module (DESIGN: one owner per list): input validation checks against
 * these and the API serves them to the client's forms, so the two cannot drift. New option lists belong here too.
 */

/** SPEC §3 profile languages. */
export const PROFILE_LANGUAGES = ["English", "Malay", "Mandarin", "Cantonese", "Japanese", "Korean", "Arabic", "French", "Tamil"] as const;

/**
 * SPEC §3 "22 countries" (the SPEC does not enumerate them): the operator's home markets (Malaysia, Hong Kong), the
 * region its graduates move within, and the usual destinations abroad (docs/decisions.md). Work permit locations
 * are chosen from this list.
 */
export const COUNTRIES = [
  "Malaysia",
  "Hong Kong",
  "Singapore",
  "China",
  "Taiwan",
  "Indonesia",
  "Thailand",
  "Vietnam",
  "Philippines",
  "Japan",
  "South Korea",
  "India",
  "Australia",
  "New Zealand",
  "United Kingdom",
  "United States",
  "Canada",
  "Germany",
  "France",
  "Netherlands",
  "United Arab Emirates",
  "Brunei",
] as const;

/** SPEC §3 qualifications (Diploma or equivalent, Degree, Master's, PhD) plus Certificate and Other for profiles. */
export const EDUCATION_LEVELS = ["Diploma or equivalent", "Degree", "Master's", "PhD", "Certificate", "Other"] as const;

/** SPEC §3 UI languages. */
export const UI_LANGUAGES = ["en", "zh-Hant", "zh-Hans"] as const;

/** SPEC §3 employment status ids. */
export const EMPLOYMENT_STATUSES = [
  "EMPLOYED_AND_NOT_LOOKING_FOR_JOB",
  "EMPLOYED_BUT_LOOKING_FOR_JOB",
  "UNEMPLOYED_AND_LOOKING_FOR_JOB",
  "UNEMPLOYED_BUT_NOT_LOOKING_FOR_JOB",
] as const;

export type ProfileLanguage = (typeof PROFILE_LANGUAGES)[number];
export type Country = (typeof COUNTRIES)[number];
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];
export type UiLanguageCode = (typeof UI_LANGUAGES)[number];
export type EmploymentStatusId = (typeof EMPLOYMENT_STATUSES)[number];

/** True when `value` is one of `list` (exact spelling: the forms send the values they were served). */
export function isOneOf<T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value);
}

/*
 * SPEC §3 "Registration form option lists" (programme registration forms). The values are what the forms send back,
 * so they are also the stored answers.
 */

export const YES_NO = ["Yes", "No"] as const;

/** SPEC §3 qualifications, exactly as listed (profiles add Certificate and Other: EDUCATION_LEVELS). */
export const QUALIFICATIONS = ["Diploma or equivalent", "Degree", "Master's", "PhD"] as const;

/** SPEC §3 experience bands, "0-1 up to 10 years and above", in whole years without overlaps. */
export const EXPERIENCE_BANDS = ["0-1 years", "2-3 years", "4-5 years", "6-9 years", "10 years and above"] as const;

export const GENDERS = ["Male", "Female"] as const;
export const ETHNICITIES = ["Malay", "Chinese", "Indian", "Others"] as const;
export const MARITAL_STATUSES = ["Single", "Married", "Divorced", "Widowed"] as const;

/** SPEC §3 "16 Malaysian states/territories": the 13 states and the 3 federal territories. */
export const MALAYSIAN_STATES = [
  "Johor",
  "Kedah",
  "Kelantan",
  "Melaka",
  "Negeri Sembilan",
  "Pahang",
  "Perak",
  "Perlis",
  "Pulau Pinang",
  "Sabah",
  "Sarawak",
  "Selangor",
  "Terengganu",
  "W.P. Kuala Lumpur",
  "W.P. Labuan",
  "W.P. Putrajaya",
] as const;

const yearRange = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i));

/** SPEC §3: "2015 or earlier" … "2026 or later", one entry per year between. */
export const GRADUATION_YEARS = ["2015 or earlier", ...yearRange(2016, 2025), "2026 or later"] as const;

/** SPEC §3: "1990 or earlier" … "2010 or later", one entry per year between. */
export const BIRTH_YEARS = ["1990 or earlier", ...yearRange(1991, 2009), "2010 or later"] as const;

/** Months for the birth-date day lists (the SPEC's lists are per month). */
export const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
/**
 * SPEC §3 birth-date day lists per month. February has 29 days whatever the year: the birth year is chosen from
 * bands ("1990 or earlier"), so the leap year cannot be known.
 */
export const BIRTH_DAYS_BY_MONTH: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  MONTHS.map((m, i) => [m, yearRange(1, DAYS_IN_MONTH[i]!)]),
);

export const CEFR_LEVELS = ["A1", "A2", "B1", "B2", "C1", "C2"] as const;
export type CefrLevel = (typeof CEFR_LEVELS)[number];

export const ENGLISH_TESTS = ["IELTS", "MUET", "TOEFL iBT", "CEFR", "IB English"] as const;
export type EnglishTest = (typeof ENGLISH_TESTS)[number];

/**
 * Score bands per English test, each mapped to the CEFR level it evidences, so "English at least B1 as declared"
 * can be checked. Bands follow the tests' published CEFR alignments (IELTS 4.0–5.0 = B1; MUET bands 3.0–3.5 = B1
 * since the 2021 MUET; TOEFL iBT 42–71 = B1; IB English grade 4 read as B1) — docs/decisions.md.
 */
export const ENGLISH_SCORE_BANDS: Readonly<Record<EnglishTest, readonly { band: string; cefr: CefrLevel }[]>> = {
  IELTS: [
    { band: "3.5 or below", cefr: "A2" },
    { band: "4.0-5.0", cefr: "B1" },
    { band: "5.5-6.5", cefr: "B2" },
    { band: "7.0-8.0", cefr: "C1" },
    { band: "8.5-9.0", cefr: "C2" },
  ],
  MUET: [
    { band: "Band 1.0-2.5", cefr: "A2" },
    { band: "Band 3.0-3.5", cefr: "B1" },
    { band: "Band 4.0-4.5", cefr: "B2" },
    { band: "Band 5.0-5+", cefr: "C1" },
  ],
  "TOEFL iBT": [
    { band: "0-41", cefr: "A2" },
    { band: "42-71", cefr: "B1" },
    { band: "72-94", cefr: "B2" },
    { band: "95-113", cefr: "C1" },
    { band: "114-120", cefr: "C2" },
  ],
  CEFR: CEFR_LEVELS.map((level) => ({ band: level, cefr: level })),
  "IB English": [
    { band: "Grade 1-3", cefr: "A2" },
    { band: "Grade 4", cefr: "B1" },
    { band: "Grade 5", cefr: "B2" },
    { band: "Grade 6-7", cefr: "C1" },
  ],
};

export const EMPLOYMENT_EXPERIENCE = ["Part-time", "Full-time", "Internship", "None"] as const;

/** SPEC §3 household income bands B1–T2: the Malaysian statistics department's (DOSM 2022) monthly household bands. */
export const HOUSEHOLD_INCOME_BANDS = [
  "B1: below RM2,500",
  "B2: RM2,500 - RM3,169",
  "B3: RM3,170 - RM3,969",
  "B4: RM3,970 - RM4,849",
  "M1: RM4,850 - RM5,879",
  "M2: RM5,880 - RM7,099",
  "M3: RM7,100 - RM8,699",
  "M4: RM8,700 - RM10,959",
  "T1: RM10,960 - RM15,038",
  "T2: RM15,039 or more",
] as const;

/**
 * The registration forms' option lists by id, as served to the client. Flat lists have `options`; keyed lists
 * (`byKey`) depend on another answer: the day list on the birth month, the score bands on the English test.
 */
export interface RegistrationOptionListData {
  id: string;
  title: string;
  options: readonly string[];
  byKey?: Readonly<Record<string, readonly string[]>>;
}
export const REGISTRATION_OPTION_LISTS: readonly RegistrationOptionListData[] = [
  { id: "yes-no", title: "Yes or no", options: YES_NO },
  { id: "qualifications", title: "Highest qualification", options: QUALIFICATIONS },
  { id: "experience-bands", title: "Years of working experience", options: EXPERIENCE_BANDS },
  { id: "genders", title: "Gender", options: GENDERS },
  { id: "ethnicities", title: "Ethnicity", options: ETHNICITIES },
  { id: "marital-statuses", title: "Marital status", options: MARITAL_STATUSES },
  { id: "malaysian-states", title: "Malaysian state or federal territory", options: MALAYSIAN_STATES },
  { id: "countries", title: "Country", options: COUNTRIES },
  { id: "graduation-years", title: "Graduation year", options: GRADUATION_YEARS },
  { id: "birth-years", title: "Birth year", options: BIRTH_YEARS },
  { id: "months", title: "Month", options: MONTHS },
  { id: "birth-days", title: "Day of birth (per month)", options: [], byKey: BIRTH_DAYS_BY_MONTH },
  { id: "english-tests", title: "English test", options: ENGLISH_TESTS },
  {
    id: "english-score-bands",
    title: "English test score band (per test)",
    options: [],
    byKey: Object.fromEntries(ENGLISH_TESTS.map((t) => [t, ENGLISH_SCORE_BANDS[t].map((b) => b.band)])),
  },
  { id: "employment-experience", title: "Employment experience", options: EMPLOYMENT_EXPERIENCE },
  { id: "household-income", title: "Monthly household income", options: HOUSEHOLD_INCOME_BANDS },
];
export type RegistrationOptionListId = (typeof REGISTRATION_OPTION_LISTS)[number]["id"];
export const registrationOptionList = (id: string) => REGISTRATION_OPTION_LISTS.find((l) => l.id === id);

/** SPEC §3 company form: the 21 industries, in the order the form offers them. */
export const INDUSTRIES = [
  "Information Technology & Services",
  "Software Development",
  "Financial Services",
  "Banking",
  "Insurance",
  "Data & Analytics",
  "E-commerce",
  "Retail",
  "Cybersecurity",
  "Design & Creative Services",
  "Marketing & Advertising",
  "Logistics & Supply Chain",
  "Healthcare",
  "Education",
  "Telecommunications",
  "Manufacturing",
  "Semiconductors & Electronics",
  "Consulting",
  "Government & Public Sector",
  "Media & Entertainment",
  "Hospitality & Travel",
] as const;

/** SPEC §3 company form: the 8 company size bands, smallest first. */
export const COMPANY_SIZES = ["1-10", "11-50", "51-200", "201-500", "501-1,000", "1,001-5,000", "5,001-10,000", "10,001+"] as const;

export type Industry = (typeof INDUSTRIES)[number];
export type CompanySize = (typeof COMPANY_SIZES)[number];

/** The job form's employment types (SPEC §3 Job.type; the seed's four). */
export const JOB_TYPES = ["Full-time", "Part-time", "Contract", "Internship"] as const;
export type JobType = (typeof JOB_TYPES)[number];
