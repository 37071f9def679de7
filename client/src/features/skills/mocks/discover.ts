/**
 * Where a skills gap closes, in the mock backend: a skills-system role's career role (the server's roles seed names it)
 * and the courses that teach a skill (Tool.courses, which the courses subgraph adds on the server: visible courses
 * whose tools include it, featured first, then in catalogue order). The career role's open jobs are the jobs mocks'
 * CareerRole.jobs.
 */
import type { Resolvers } from "../../../__generated__/mock-resolvers";
import { SKILL_ROLE_SEED } from "@server/talent/modules/skills/roles-seed-data";
import { findSkillRole } from "@server/talent/modules/skills/rules/roles";
import { TOOL_COURSES_MAX } from "@server/courses/modules/catalogue/rules/catalogue";
import { badInput } from "../../../mocks/common";
import { allCourses, editedCourse, mockCourseFeatured, mockCourseListed, type MockCourse } from "../../catalogue/mocks";
import { careerRoles } from "../../talent/mocks";

/** The listed courses teaching a tool, featured first, then in catalogue order (allCourses is in that order). */
export function mockCoursesTeaching(toolId: string): MockCourse[] {
  const teaching = allCourses.filter((c) => mockCourseListed(c) && editedCourse(c).tools.includes(toolId));
  return [...teaching.filter(mockCourseFeatured), ...teaching.filter((c) => !mockCourseFeatured(c))];
}

export function discoverResolvers(): Resolvers {
  return {
    SkillRole: {
      careerRole: (role: { id: string }) => {
        const careerRoleId = findSkillRole(SKILL_ROLE_SEED, role.id)?.careerRoleId;
        return careerRoles.find((r) => r.id === careerRoleId) ?? null;
      },
    },
    Tool: {
      courses: (tool, { first }) => {
        const count = first ?? 3;
        if (!Number.isInteger(count) || count < 1 || count > TOOL_COURSES_MAX)
          throw badInput(`first must be between 1 and ${TOOL_COURSES_MAX}.`, { first: `Between 1 and ${TOOL_COURSES_MAX}.` });
        return typeof tool.id === "string" ? mockCoursesTeaching(tool.id).slice(0, count) : [];
      },
    },
  };
}
