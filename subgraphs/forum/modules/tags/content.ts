/**
 * The forum's content rows: the SPEC's four categories and the tags written for the product (one CLASSROOM tag per
 * class courses seeds). Plain data with no server imports, so the client's MSW mocks serve the very same list.
 */
export interface ForumCategoryContent {
  id: string;
  name: "GENERAL" | "SKILL" | "CAREER" | "CLASSROOM";
  description: string;
}
export interface ForumTagContent {
  id: string;
  name: string;
  categoryId: string;
  description: string;
}

export const FORUM_CATEGORIES: ForumCategoryContent[] = [
  { id: "general", name: "GENERAL", description: "Introductions, announcements from the community and everything that fits nowhere else." },
  { id: "skill", name: "SKILL", description: "Questions and answers about languages, tools and techniques." },
  { id: "career", name: "CAREER", description: "CVs, interviews, job search and changing careers into tech." },
  { id: "classroom", name: "CLASSROOM", description: "Class forums: one tag per class, shared with its class forum." },
];

const tag = (id: string, name: string, categoryId: string, description: string): ForumTagContent => ({ id, name, categoryId, description });
/** Tags by category; a CLASSROOM tag shares its slug with its class and class forum. */
export const FORUM_TAGS: ForumTagContent[] = [
  tag("general", "General", "general", "Anything about learning and working in tech."),
  tag("introductions", "Introductions", "general", "New here? Say hello and tell us what you are learning."),
  tag("study-groups", "Study Groups", "general", "Find classmates in your time zone to study, revise and build projects with."),
  tag("events-meetups", "Events & Meetups", "general", "Career fairs, webinars and meetups: who is going and what you learned."),
  tag("python", "Python", "skill", "Python for data analysis, scripting and back-end work."),
  tag("javascript", "JavaScript", "skill", "JavaScript in the browser and on Node.js."),
  tag("sql", "SQL", "skill", "Queries, joins, window functions and database design."),
  tag("data-analytics", "Data Analytics", "skill", "Cleaning, analysing and visualising data with Excel, Tableau, Power BI and Python."),
  tag("ui-ux", "UI/UX", "skill", "Research, wireframes, prototypes and design systems in Figma."),
  tag("interview-tips", "Interview Tips", "career", "Preparing for technical and behavioural interviews."),
  tag("resume", "Resume", "career", "CV and portfolio reviews: what hiring partners look for."),
  tag("job-search", "Job Search", "career", "Where and how to apply, and what to expect from the process."),
  tag("career-change", "Career Change", "career", "Moving into tech from another field."),
  // One CLASSROOM tag per class courses seeds, sharing the class's slug (DESIGN: one slug for a class, its class
  // forum and its tag), so forum search finds a member's classes.
  tag("m1js-open-2026", "M1 JavaScript open class 2026", "classroom", "Class forum of the M1 JavaScript open class 2026."),
  tag("m1sql-2026-05", "M1 SQL May 2026", "classroom", "Class forum of the M1 SQL class of May 2026."),
  tag(
    "fcda-2026-10",
    "Data Analytics foundation October 2026",
    "classroom",
    "Class forum of the Data Analytics foundation class of October 2026.",
  ),
];
