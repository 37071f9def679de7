/**
 * The frame of a course-admin page (/courses/admin/…): the courses sub-navigation and the heading, then `children` for
 * a COURSE_ADMIN and a not-allowed alert for everybody else (the server answers FORBIDDEN anyway). See AdminPage.
 */
import type { ReactNode } from "react";
import type { MantineSpacing } from "@mantine/core";
import { AdminPage } from "../../../ui/AdminPage";
import { CoursesSubNav } from "./CoursesSubNav";

export function CourseAdminPage(props: {
  title: string;
  notAllowedTitle: string;
  notAllowedBody: string;
  gap?: MantineSpacing;
  children: ReactNode;
}) {
  return <AdminPage role="COURSE_ADMIN" subNav={<CoursesSubNav />} {...props} />;
}
