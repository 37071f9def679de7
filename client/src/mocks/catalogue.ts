/**
 * The mock course catalogue beyond the card fields: filters (category, level, provider, track, role, featured), course
 * page details (overview, modules, people, FAQs, …), programme/cohort course lists with hidden placeholders, and the
 * financing quotes (ISA schedule, upfront discount, withdrawal). The ISA schedule follows the SPEC's rules roughly
 * (15% of salary at or above the 1500 USD threshold, a fixed 50 or 100 below it, nothing while unemployed, stop at the
 * cap or month 120); the server's rules are the reference.
 */
import { courses, type CourseFixture } from "./fixtures";
import { badInput, careerRoles, toolsByIds } from "./profile";

/** Extra catalogue data per course id: featured, foundation tracks, career roles, tools, programme codes. */
const extra: Record<string, { feature?: boolean; foundation?: string[]; roles?: string[]; tools?: string[]; programmes?: string[] }> = {
  "m1-js": { foundation: ["se"], roles: ["software-engineering"], tools: ["javascript", "git"] },
  "m1-python": { foundation: ["data", "se"], roles: ["data-science", "data-analytics"], tools: ["python"], programmes: ["kyouth-2025"] },
  "m1-sql": { foundation: ["data"], roles: ["data-analytics"], tools: ["sql"], programmes: ["kyouth-2025"] },
  "m1-blockchain": { foundation: ["fintech"], tools: [] },
  fcse: { feature: true, foundation: ["se"], roles: ["software-engineering"], tools: ["javascript", "typescript", "react", "nodejs", "postgresql"], programmes: ["kyouth-2025", "reskill-hk-2026"] },
  fcda: { feature: true, foundation: ["data"], roles: ["data-analytics", "data-science"], tools: ["sql", "excel", "python", "power-bi"], programmes: ["kyouth-2025", "reskill-hk-2026"] },
  fcux: { foundation: ["uiux"], roles: ["ui-ux-design"], tools: ["figma"], programmes: ["reskill-hk-2026"] },
  fcbiz: { foundation: ["business"], tools: ["excel"] },
  fcfintech: { foundation: ["fintech"], tools: ["excel"] },
  fccs: { foundation: ["cs"], roles: ["cloud-engineering"], tools: ["linux"] },
  "aws-ccp": { roles: ["cloud-engineering"], tools: ["aws"] },
  "aws-csa-a": { feature: true, roles: ["cloud-engineering"], tools: ["aws", "linux"], programmes: ["reskill-hk-2026"] },
  "aws-dev-a": { roles: ["cloud-engineering", "software-engineering"], tools: ["aws", "nodejs"] },
  "gcp-ace": { roles: ["cloud-engineering"], tools: ["kubernetes", "docker"] },
  "gcp-da": { roles: ["data-analytics"], tools: ["sql"] },
  cada: { roles: ["data-analytics"], tools: ["python", "statistics"] },
  case: { roles: ["software-engineering"], tools: ["docker", "git"] },
  caml: { feature: true, roles: ["data-science"], tools: ["python", "scikit-learn", "pandas"] },
  "sf-digital": { programmes: ["kyouth-2025"] },
  "sf-career": { programmes: ["kyouth-2025"] },
};

/** Placeholders programmes list before the course exists; never in the catalogue. */
export const hiddenCourses: CourseFixture[] = [
  {
    id: "fc-ai-placeholder",
    title: "Foundation Certificate in Applied AI",
    description: "Coming soon.",
    level: null,
    timeline: "TBC",
    delivery: "Instructor-led",
    medium: "Online",
    feature: false,
    hidden: true,
    provider: { id: "tl", label: "TalentForge Academy" },
    category: { id: "fc", title: "Foundation Certificate" },
  },
];

export const courseCategories = [
  { id: "m1", title: "M1 Essentials" },
  { id: "fc", title: "Foundation Certificate" },
  { id: "ca", title: "Certified Associate" },
  { id: "special-foundation", title: "Special Foundation" },
];

export const courseProviders = [...new Map(courses.map((c) => [c.provider.id, c.provider])).values()];

export const programmeCourseLists = [
  { code: "kyouth-2025", title: "KYouth Digital 2025", courseIds: ["sf-digital", "m1-python", "m1-sql", "fcse", "fcda", "fc-ai-placeholder", "sf-career"] },
  { code: "reskill-hk-2026", title: "Reskill Hong Kong 2026", courseIds: ["fcse", "fcda", "fcux", "aws-csa-a", "fc-ai-placeholder"] },
];

const allCourses = [...courses, ...hiddenCourses];
export const courseById = (id: string) => allCourses.find((c) => c.id === id) ?? null;

export interface CourseFilterArgs {
  search?: string | null;
  categoryId?: string | null;
  level?: string | null;
  providerId?: string | null;
  track?: string | null;
  careerRoleId?: string | null;
  featured?: boolean | null;
}

const isFeatured = (c: CourseFixture) => extra[c.id]?.feature ?? c.feature;

export function filterCourses(list: readonly CourseFixture[], f: CourseFilterArgs | null | undefined): CourseFixture[] {
  if (!f) return [...list];
  const needle = f.search?.trim().toLowerCase();
  return list.filter(
    (c) =>
      (!needle || c.title.toLowerCase().includes(needle)) &&
      (!f.categoryId || c.category?.id === f.categoryId) &&
      (!f.level || c.level === f.level) &&
      (!f.providerId || c.provider.id === f.providerId) &&
      (!f.track || (extra[c.id]?.foundation ?? []).includes(f.track)) &&
      (!f.careerRoleId || (extra[c.id]?.roles ?? []).includes(f.careerRoleId)) &&
      (!f.featured || isFeatured(c)),
  );
}

export const featuredCourses = () => courses.filter(isFeatured);
export const coursesForRole = (roleId: string) => courses.filter((c) => (extra[c.id]?.roles ?? []).includes(roleId));

const people = [
  { id: "amelia-wong", name: "Amelia Wong", job: "Senior Data Engineer, Harbour Bank", fullPosition: "Lead instructor", group: "instructor", description: "<p>Ten years building data platforms for banks in Hong Kong and Singapore.</p>", linkedin: null },
  { id: "rahul-menon", name: "Rahul Menon", job: "Staff Engineer, Kinetic Labs", fullPosition: "Instructor", group: "instructor", description: "<p>Full-stack engineer and mentor to over <strong>200</strong> graduates.</p>", linkedin: null },
];
const testimonials = [
  { id: "grad-siu-ming", name: "Siu Ming Lau", employer: "Harbour Bank", featured: true, comment: "The marked projects gave me a portfolio I could talk about in every interview." },
  { id: "grad-nur-aina", name: "Nur Aina", employer: "Kinetic Labs", featured: false, comment: "Live tutorials every week kept me on track while I was working full time." },
];
const faqs = [
  { type: "course_fc", question: "Do I need prior experience?", answer: "<p>No. Foundation courses start from the basics; you need <strong>about 10 hours a week</strong>.</p>" },
  { type: "course_fc", question: "What do I get at the end?", answer: "<p>A certificate once your projects are marked and passed.</p>" },
];

/** The course page fields, derived from the card fixture and `extra` (deterministic, believable). */
export const courseResolvers = {
  feature: (c: CourseFixture) => isFeatured(c),
  foundation: (c: CourseFixture) => extra[c.id]?.foundation ?? [],
  overview: (c: CourseFixture) => ({
    title: "About this course",
    paragraph: `<p>${c.description}</p><p>You learn with <strong>live tutorials</strong> and <em>marked projects</em>, online.</p>`,
  }),
  outcomes: (c: CourseFixture) => [`Explain the core ideas of ${c.title}`, "Build a portfolio project reviewed by an instructor", "Prepare for entry-level interviews"],
  modules: (c: CourseFixture) =>
    ["Getting started", "Core skills", "Applied project"].map((title, i) => ({
      title: `Module ${i + 1}: ${title}`,
      outcomes: [`${title} for ${c.title}`, `Practice set ${i + 1}`],
    })),
  projects: (c: CourseFixture) => (c.category?.id === "m1" ? [] : ["Capstone: a real brief from a hiring partner", "Peer-reviewed mini project"]),
  instructors: () => people,
  instructorIds: () => people.map((p) => p.id),
  graduates: () => testimonials,
  graduateIds: () => testimonials.map((t) => t.id),
  faqs: () => faqs,
  careerRoles: (c: CourseFixture) => careerRoles.filter((r) => (extra[c.id]?.roles ?? []).includes(r.id)),
  roles: (c: CourseFixture) => careerRoles.filter((r) => (extra[c.id]?.roles ?? []).includes(r.id)).map((r) => r.title),
  toolIds: (c: CourseFixture) => extra[c.id]?.tools ?? [],
  tools: (c: CourseFixture) => toolsByIds(extra[c.id]?.tools ?? []),
  programmeCodes: (c: CourseFixture) => extra[c.id]?.programmes ?? [],
};

/* ---------- Financing ---------- */

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
export const ISA_RATE = 0.15;
export const ISA_THRESHOLD = 1500;
export const ISA_MONTH_LIMIT = 120;

export interface IsaInput {
  tuition: number;
  startMonth: string;
  periods: { months: number; employed: boolean; salary: number }[];
}

function addMonths(yyyyMm: string, n: number) {
  const [y, m] = yyyyMm.split("-").map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + n, 1));
  return d.toISOString().slice(0, 10);
}

const round2 = (n: number) => Math.round(n * 100) / 100;

export function isaQuote(input: IsaInput) {
  const fields: Record<string, string> = {};
  if (!(input.tuition > 0 && input.tuition <= 100000)) fields["input.tuition"] = "Tuition must be between 1 and 100,000 USD.";
  if (!MONTH.test(input.startMonth)) fields["input.startMonth"] = "Use a month such as 2026-09.";
  if (input.periods.length === 0) fields["input.periods"] = "Add at least one period.";
  if (input.periods.length > 20) fields["input.periods"] = "At most 20 periods.";
  input.periods.forEach((p, i) => {
    if (!Number.isInteger(p.months) || p.months < 1 || p.months > 240) fields[`input.periods.${i}.months`] = "Months must be between 1 and 240.";
    if (!(p.salary >= 0 && p.salary <= 1_000_000)) fields[`input.periods.${i}.salary`] = "Salary must be between 0 and 1,000,000 USD.";
  });
  if (Object.keys(fields).length) throw badInput("Some fields need attention.", fields);

  const months: Array<{ month: number; collectedOn: string; employed: boolean; salary: number; amount: number; rule: string; cumulative: number }> = [];
  let cumulative = 0;
  let endReason = "NOT_REACHED";
  outer: for (const p of input.periods) {
    for (let k = 0; k < p.months; k++) {
      const month = months.length + 1;
      if (month > ISA_MONTH_LIMIT) {
        endReason = "MONTH_LIMIT";
        break outer;
      }
      const salary = p.employed ? p.salary : 0;
      let amount = 0;
      let rule = "NONE";
      if (p.employed && salary >= ISA_THRESHOLD) {
        amount = round2(salary * ISA_RATE);
        rule = "PERCENTAGE";
      } else if (p.employed && salary > 0) {
        amount = salary < 1000 ? 50 : 100;
        rule = "FIXED";
      }
      if (cumulative + amount >= input.tuition) {
        amount = round2(input.tuition - cumulative);
        rule = "CAPPED";
      }
      cumulative = round2(cumulative + amount);
      months.push({ month, collectedOn: addMonths(input.startMonth, month - 1), employed: p.employed, salary, amount, rule, cumulative });
      if (rule === "CAPPED") {
        endReason = "CAP";
        break outer;
      }
    }
  }
  if (endReason === "NOT_REACHED" && months.length >= ISA_MONTH_LIMIT) endReason = "MONTH_LIMIT";
  return { months, totalPaid: cumulative, cap: input.tuition, endReason, monthsCounted: months.length, threshold: ISA_THRESHOLD, rate: ISA_RATE };
}

export function upfrontQuote(price: number) {
  if (!(price > 0)) throw badInput("Enter a price above 0.", { price: "Enter a price above 0." });
  return { price, discountRate: 0.2, amount: round2(price * 0.8) };
}

export function withdrawalQuote(a: { tuition: number; paidInAdvance: number; completedModules: number; totalModules: number }) {
  const fields: Record<string, string> = {};
  if (!(a.tuition > 0)) fields.tuition = "Enter the tuition.";
  if (a.paidInAdvance < 0) fields.paidInAdvance = "Cannot be negative.";
  if (!(a.totalModules >= 1)) fields.totalModules = "At least one module.";
  if (a.completedModules < 0 || a.completedModules > a.totalModules) fields.completedModules = "Between 0 and the total number of modules.";
  if (Object.keys(fields).length) throw badInput("Some fields need attention.", fields);
  if (a.completedModules === 0) return { rule: "NONE", owed: 0, refund: a.paidInAdvance };
  if (a.completedModules > 5) return { rule: "FULL", owed: a.tuition, refund: 0 };
  const owed = round2((a.tuition * a.completedModules) / a.totalModules);
  return { rule: "PRO_RATA", owed, refund: round2(Math.max(0, a.paidInAdvance - owed)) };
}
