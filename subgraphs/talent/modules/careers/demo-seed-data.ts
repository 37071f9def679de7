/**
 * The demo world's career services, dated from the seeding day: the demo instructor mentors and the talent admin
 * coaches; the certified-associate demo learner joined a month ago with both assigned, has four approved projects, one
 * with changes requested and one waiting for review, a resume review done and a portfolio review waiting. Pure data:
 * the server's seed and the client's mocks build the same rows from it.
 */
import { DEMO_INTERVIEW_PEOPLE } from "../interviews/demo-seed-data.js";
import type { CareerReviewKind, CareerStaffKind, PortfolioProjectStatus } from "./rules/limits.js";

const DAY = 86_400_000;
const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * DAY);
const uuid = (n: number) => `00000000-0000-4000-8000-0000000f${n.toString(16).padStart(4, "0")}`;

export interface DemoStaff {
  userId: string;
  kind: CareerStaffKind;
  since: Date;
}
export interface DemoProject {
  id: string;
  learnerId: string;
  title: string;
  summary: string;
  repositoryUrl: string;
  liveUrl: string | null;
  skillIds: string[];
  status: PortfolioProjectStatus;
  submittedAt: Date;
  reviewerId: string | null;
  feedback: string | null;
  reviewedAt: Date | null;
}
export interface DemoReview {
  id: string;
  learnerId: string;
  kind: CareerReviewKind;
  link: string;
  note: string;
  requestedAt: Date;
  reviewerId: string | null;
  feedback: string | null;
  completedAt: Date | null;
}

export function demoCareerServices(now: Date) {
  const { associate, mentor, coach } = DEMO_INTERVIEW_PEOPLE;
  const staff: DemoStaff[] = [
    { userId: mentor, kind: "MENTOR", since: daysAgo(now, 60) },
    { userId: coach, kind: "COACH", since: daysAgo(now, 60) },
  ];
  const services = [{ learnerId: associate, joinedAt: daysAgo(now, 30), mentorId: mentor, coachId: coach, assignedAt: daysAgo(now, 29) }];
  const repo = (slug: string) => `https://github.com/farah-aziz/${slug}`;
  const project = (
    n: number,
    title: string,
    summary: string,
    skillIds: string[],
    status: PortfolioProjectStatus,
    submittedDaysAgo: number,
    feedback: string | null = null,
    live = true,
  ): DemoProject => {
    const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, "-");
    const reviewed = status !== "SUBMITTED";
    return {
      id: uuid(n),
      learnerId: associate,
      title,
      summary,
      repositoryUrl: repo(slug),
      liveUrl: live ? `https://farah-aziz.github.io/${slug}` : null,
      skillIds,
      status,
      submittedAt: daysAgo(now, submittedDaysAgo),
      reviewerId: reviewed ? mentor : null,
      feedback: reviewed ? (feedback ?? "Solid work: clean structure, a clear README and it works as described.") : null,
      reviewedAt: reviewed ? daysAgo(now, submittedDaysAgo - 2) : null,
    };
  };
  const projects: DemoProject[] = [
    project(
      1,
      "Recipe finder",
      "A responsive recipe search over a public API, with favourites kept in local storage.",
      ["javascript", "html", "css"],
      "APPROVED",
      26,
    ),
    project(
      2,
      "Accessible sign-up form",
      "A multi-step sign-up form that passes axe and works by keyboard and screen reader.",
      ["html", "css", "javascript"],
      "APPROVED",
      22,
    ),
    project(
      3,
      "Expense tracker",
      "A React app tracking expenses by category, with charts and tests.",
      ["react", "typescript"],
      "APPROVED",
      17,
    ),
    project(
      4,
      "Portfolio site",
      "My own portfolio site: static, fast, and deployed on every push.",
      ["html", "css", "git"],
      "APPROVED",
      12,
    ),
    project(
      5,
      "Job board clone",
      "A job board with search and filters in React, reading a mock API.",
      ["react", "typescript"],
      "CHANGES_REQUESTED",
      8,
      "Good start. Add loading and error states, and tests for the filters, then submit again.",
    ),
    project(
      6,
      "Weather dashboard",
      "A weather dashboard with a five-day forecast and city search, tested with Vitest.",
      ["react", "typescript", "git"],
      "SUBMITTED",
      2,
      null,
      false,
    ),
  ];
  const reviews: DemoReview[] = [
    {
      id: uuid(101),
      learnerId: associate,
      kind: "RESUME",
      link: "https://farah-aziz.github.io/resume.pdf",
      note: "I am moving from retail management into front-end development. Does my resume show that clearly?",
      requestedAt: daysAgo(now, 20),
      reviewerId: coach,
      feedback:
        "Lead with a two-line summary of the switch, move projects above retail experience, and quantify results (team of 8, 15% fewer returns). Keep it to one page.",
      completedAt: daysAgo(now, 18),
    },
    {
      id: uuid(102),
      learnerId: associate,
      kind: "PORTFOLIO",
      link: "https://farah-aziz.github.io",
      note: "Which projects should I feature first for junior front-end roles?",
      requestedAt: daysAgo(now, 1),
      reviewerId: null,
      feedback: null,
      completedAt: null,
    },
  ];
  return { staff, services, projects, reviews };
}
