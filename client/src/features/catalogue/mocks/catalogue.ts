/**
 * The mock course catalogue beyond the card fields: filters (category, level, provider, track, role, featured), course
 * page details (overview, modules, people, FAQs, …) and programme/cohort course lists with hidden placeholders.
 */
import type { CourseFilter, Faq, Person } from "../../../__generated__/schema-types";
import type { CourseResolvers } from "../../../__generated__/mock-resolvers";
import { courses, type CourseFixture } from "../../../mocks/fixtures";
import { careerRoles, toolsByIds } from "../../talent/mocks";

/** Extra catalogue data per course id: featured, foundation tracks, career roles, tools, programme codes. */
const extra: Record<string, { feature?: boolean; foundation?: string[]; roles?: string[]; tools?: string[]; programmes?: string[] }> = {
  "m1-js": { foundation: ["se"], roles: ["software-engineering"], tools: ["javascript", "git"] },
  "m1-python": { foundation: ["data", "se"], roles: ["data-science", "data-analytics"], tools: ["python"], programmes: ["kyouth-2025"] },
  "m1-sql": { foundation: ["data"], roles: ["data-analytics"], tools: ["sql"], programmes: ["kyouth-2025"] },
  "m1-blockchain": { foundation: ["fintech"], tools: [] },
  fcse: {
    feature: true,
    foundation: ["se"],
    roles: ["software-engineering"],
    tools: ["javascript", "typescript", "react", "nodejs", "postgresql"],
    programmes: ["kyouth-2025", "reskill-hk-2026"],
  },
  fcda: {
    feature: true,
    foundation: ["data"],
    roles: ["data-analytics", "data-science"],
    tools: ["sql", "excel", "python", "power-bi"],
    programmes: ["kyouth-2025", "reskill-hk-2026"],
  },
  fcux: { foundation: ["uiux"], roles: ["ui-ux-design"], tools: ["figma"], programmes: ["reskill-hk-2026"] },
  fcbiz: { foundation: ["business"], tools: ["excel"] },
  fcfintech: { foundation: ["fintech"], tools: ["excel"] },
  fccs: { foundation: ["cs"], roles: ["cloud-engineering"], tools: ["linux"] },
  "aws-ccp": { roles: ["cloud-engineering"], tools: ["aws"] },
  "aws-csa-a": { feature: true, roles: ["cloud-engineering"], tools: ["aws", "linux"], programmes: ["reskill-hk-2026"] },
  "aws-dev-a": { roles: ["cloud-engineering", "software-engineering"], tools: ["aws", "nodejs"] },
  "gcp-ace": { roles: ["cloud-engineering"], tools: ["kubernetes", "docker"] },
  "gcp-da": { roles: ["data-analytics"], tools: ["sql"] },
  cada: { roles: ["data-analytics"], tools: ["python", "tableau"] },
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
  {
    code: "kyouth-2025",
    title: "KYouth Digital 2025",
    courseIds: ["sf-digital", "m1-python", "m1-sql", "fcse", "fcda", "fc-ai-placeholder", "sf-career"],
  },
  { code: "reskill-hk-2026", title: "Reskill Hong Kong 2026", courseIds: ["fcse", "fcda", "fcux", "aws-csa-a", "fc-ai-placeholder"] },
];

const allCourses = [...courses, ...hiddenCourses];
export const courseById = (id: string) => allCourses.find((c) => c.id === id) ?? null;

const isFeatured = (c: CourseFixture) => extra[c.id]?.feature ?? c.feature;

export function filterCourses(list: readonly CourseFixture[], f: CourseFilter | null | undefined): CourseFixture[] {
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

// A person's `position` is left to @graphql-tools/mock.
const people: Omit<Person, "position">[] = [
  {
    id: "amelia-wong",
    name: "Amelia Wong",
    job: "Senior Data Engineer, Harbour Bank",
    fullPosition: "Lead instructor",
    group: "instructor",
    description: "<p>Ten years building data platforms for banks in Hong Kong and Singapore.</p>",
    linkedin: "https://www.linkedin.com/in/amelia-wong-data",
  },
  {
    id: "rahul-menon",
    name: "Rahul Menon",
    job: "Staff Engineer, Kinetic Labs",
    fullPosition: "Instructor",
    group: "instructor",
    description: "<p>Full-stack engineer and mentor to over <strong>200</strong> graduates.</p>",
    linkedin: "https://www.linkedin.com/in/rahul-menon-dev",
  },
];
const testimonials = [
  {
    id: "grad-siu-ming",
    name: "Siu Ming Lau",
    employer: "Harbour Bank",
    featured: true,
    comment: "The marked projects gave me a portfolio I could talk about in every interview.",
  },
  {
    id: "grad-nur-aina",
    name: "Nur Aina",
    employer: "Kinetic Labs",
    featured: false,
    comment: "Live tutorials every week kept me on track while I was working full time.",
  },
];
const faqs: Faq[] = [
  {
    type: "course_fc",
    question: "Do I need prior experience?",
    answer: "<p>No. Foundation courses start from the basics; you need <strong>about 10 hours a week</strong>.</p>",
  },
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
  outcomes: (c: CourseFixture) => [
    `Explain the core ideas of ${c.title}`,
    "Build a portfolio project reviewed by an instructor",
    "Prepare for entry-level interviews",
  ],
  modules: (c: CourseFixture) =>
    ["Getting started", "Core skills", "Applied project"].map((title, i) => ({
      title: `Module ${i + 1}: ${title}`,
      outcomes: [`${title} for ${c.title}`, `Practice set ${i + 1}`],
    })),
  projects: (c: CourseFixture) =>
    c.category?.id === "m1" ? [] : ["Capstone: a real brief from a hiring partner", "Peer-reviewed mini project"],
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
} satisfies CourseResolvers;
