/**
 * The demo people's skills-system state, as pure data so the client's mocks start where the server's demo seed does.
 */
import type { SkillLevel } from "./rules/levels.js";

/**
 * Where the demo learners stand, days before the seeding day: the demo student works toward junior front-end developer
 * with HTML and CSS verified at Intermediate (one HTML/CSS test verifies both) and JavaScript at Beginner, so their
 * readiness shows both met requirements and gaps, and failed JavaScript Intermediate days ago; the demo instructor verified the languages they teach and chose no role.
 */
export const DEMO_SKILLS: readonly {
  /** The demo account of this role (one per role). */
  role: "STUDENT" | "INSTRUCTOR";
  skillRole: { roleId: string; daysAgo: number } | null;
  verified: readonly { skillId: string; level: SkillLevel; score: number; testId: string; daysAgo: number }[];
  /** Verify attempts that did not pass (each verified level above also has its passing attempt, seeded from it). */
  failedAttempts: readonly { testId: string; score: number; daysAgo: number }[];
}[] = [
  {
    role: "STUDENT",
    skillRole: { roleId: "role-frontend-developer-junior", daysAgo: 40 },
    verified: [
      { skillId: "javascript", level: "BEGINNER", score: 80, testId: "js-beginner", daysAgo: 33 },
      { skillId: "html", level: "INTERMEDIATE", score: 90, testId: "html-css-intermediate", daysAgo: 12 },
      { skillId: "css", level: "INTERMEDIATE", score: 90, testId: "html-css-intermediate", daysAgo: 12 },
    ],
    // Three days ago JavaScript Intermediate fell short, so its retake cooldown still runs.
    failedAttempts: [{ testId: "js-intermediate", score: 60, daysAgo: 3 }],
  },
  {
    role: "INSTRUCTOR",
    skillRole: null,
    verified: [
      { skillId: "python", level: "ADVANCED", score: 100, testId: "py-advanced", daysAgo: 120 },
      { skillId: "sql", level: "ADVANCED", score: 90, testId: "sql-advanced", daysAgo: 95 },
    ],
    failedAttempts: [],
  },
];
