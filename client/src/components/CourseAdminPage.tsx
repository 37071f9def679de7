/**
 * The frame of a course-admin page (/courses/admin/…): document title, the courses sub-navigation and the heading, then
 * `children` for a COURSE_ADMIN and a not-allowed alert for everybody else (the server answers FORBIDDEN anyway).
 */
import type { ReactNode } from "react";
import { Alert, Stack, Title, type MantineSpacing } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { ViewerDocument } from "../__generated__/graphql";
import { CoursesSubNav } from "./CoursesSubNav";
import { PageTitle } from "./PageTitle";

export function CourseAdminPage({
  title,
  notAllowedTitle,
  notAllowedBody,
  gap = "lg",
  children,
}: {
  title: string;
  notAllowedTitle: string;
  notAllowedBody: string;
  gap?: MantineSpacing;
  children: ReactNode;
}) {
  const { data } = useQuery(ViewerDocument);
  const allowed = data?.viewer?.roles.includes("COURSE_ADMIN") ?? false;
  return (
    <Stack gap={gap} maw={1100} mx="auto">
      <PageTitle title={title} />
      <CoursesSubNav />
      <Title order={1}>{title}</Title>
      {allowed ? (
        children
      ) : (
        <Alert color="red" variant="light" title={notAllowedTitle} role="alert">
          {notAllowedBody}
        </Alert>
      )}
    </Stack>
  );
}
