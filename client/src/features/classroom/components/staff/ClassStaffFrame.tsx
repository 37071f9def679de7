/**
 * The frame of a class's staff page (/classroom/:slug/grading, /classroom/:slug/tutorials): document title, the
 * courses sub-navigation, the heading and a link back to the class, then `children` with the class for its instructors
 * and course admins. A class the viewer cannot see (unknown, or not a member) shows a not-found state; a student of
 * the class sees a not-allowed state (the server answers FORBIDDEN for the staff lists anyway).
 */
import type { ReactNode } from "react";
import { Alert, Anchor, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { ClassStaffFrameDocument, ViewerDocument, type ClassStaffFrameQuery } from "../../../../__generated__/graphql";
import { CoursesSubNav } from "../../../catalogue";
import { ListError, ListLoading } from "../../../../ui/ListStates";
import { NotAllowed } from "../../../../ui/NotAllowed";
import { PageTitle } from "../../../../ui/PageTitle";

export type StaffClass = NonNullable<ClassStaffFrameQuery["class"]>;

export function ClassStaffFrame({ slug, title, children }: { slug: string; title: string; children: (cls: StaffClass) => ReactNode }) {
  const { t } = useTranslation();
  const viewer = useQuery(ViewerDocument);
  const query = useQuery(ClassStaffFrameDocument, { variables: { slug } });
  const cls = query.data?.class ?? null;
  const isAdmin = viewer.data?.viewer?.roles.includes("COURSE_ADMIN") ?? false;
  const isStaff = cls != null && (cls.viewerRole === "INSTRUCTOR" || isAdmin);

  let body: ReactNode;
  if ((query.loading && !query.data) || (viewer.loading && !viewer.data)) body = <ListLoading label={t("classroomStaff.frame.loading")} />;
  else if (query.error && !query.data) body = <ListError message={t("classroomStaff.frame.error")} onRetry={() => void query.refetch()} />;
  else if (!cls)
    body = (
      <Alert color="red" variant="light" title={t("classroomStaff.frame.notFoundTitle")} role="alert">
        {t("classroomStaff.frame.notFoundBody")}
      </Alert>
    );
  else if (!isStaff)
    body = <NotAllowed title={t("classroomStaff.frame.notAllowedTitle")} body={t("classroomStaff.frame.notAllowedBody")} />;
  else body = children(cls);

  return (
    <Stack gap="lg" maw={1100} mx="auto">
      <PageTitle title={cls ? `${title} · ${cls.title}` : title} />
      <CoursesSubNav />
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        {cls && (
          <Text size="sm">
            {t("classroomStaff.frame.classLine", { course: cls.course.title })}{" "}
            <Anchor component={Link} to={`/classroom/${cls.slug}`} size="sm">
              {cls.title}
            </Anchor>
          </Text>
        )}
      </Stack>
      {body}
    </Stack>
  );
}
