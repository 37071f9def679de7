/**
 * /courses/admin/courses (COURSE_ADMIN): every course in catalogue order, hidden placeholders included, with
 * switches to hide/show and feature each one and a link to edit its content. The server enforces the publishing rules
 * (a course is shown only with a description and a module; a hidden course cannot be featured; hiding unfeatures);
 * the page says why a change was refused. Other people see a not-allowed state.
 */
import { useState } from "react";
import { Alert, Anchor, Badge, Stack, Switch, Table, Text, Title } from "@mantine/core";
import { useMutation, useQuery } from "@apollo/client/react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { AdminCoursesDocument, SetCourseFeaturedDocument, SetCourseHiddenDocument, ViewerDocument } from "../__generated__/graphql";
import { CoursesSubNav } from "../components/CoursesSubNav";
import { ListEmpty, ListError, ListLoading } from "../components/ListStates";
import { PageTitle } from "../components/PageTitle";
import { readServerError } from "../lib/graphqlErrors";

function CoursesTable() {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useQuery(AdminCoursesDocument, { fetchPolicy: "cache-and-network" });
  const [setHidden] = useMutation(SetCourseHiddenDocument);
  const [setFeatured] = useMutation(SetCourseFeaturedDocument);
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);

  /** One switch change; the mutation's answer updates the row through the cache. */
  const run = async (key: string, action: () => Promise<unknown>, done: string, refused: string) => {
    setBusy(key);
    setNotice(null);
    try {
      await action();
      setNotice({ ok: true, text: done });
    } catch (e) {
      const { code } = readServerError(e);
      setNotice({ ok: false, text: code === "BAD_USER_INPUT" ? refused : t("courseAdmin.actionError") });
    }
    setBusy(null);
  };

  const courses = data?.allCourses ?? [];
  if (loading && !data) return <ListLoading label={t("courseAdmin.loading")} />;
  if (error && !data) return <ListError message={t("courseAdmin.error")} onRetry={() => void refetch()} />;
  if (courses.length === 0) return <ListEmpty message={t("courseAdmin.empty")} />;
  return (
    <>
      {notice && (
        <Alert color={notice.ok ? "green" : "red"} role={notice.ok ? "status" : "alert"} variant="light">
          {notice.text}
        </Alert>
      )}
      <Text size="sm" c="dimmed">
        {t("courseAdmin.rulesHint")}
      </Text>
      <Table.ScrollContainer minWidth={760}>
        <Table striped withTableBorder aria-label={t("courseAdmin.tableLabel")}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t("courseAdmin.course")}</Table.Th>
              <Table.Th scope="col">{t("courseAdmin.category")}</Table.Th>
              <Table.Th scope="col">{t("courseAdmin.provider")}</Table.Th>
              <Table.Th scope="col">{t("courseAdmin.hidden")}</Table.Th>
              <Table.Th scope="col">{t("courseAdmin.featured")}</Table.Th>
              <Table.Th scope="col">{t("courseAdmin.actions")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {courses.map((c) => (
              <Table.Tr key={c.id}>
                <Table.Td>
                  <Anchor component={Link} to={`/courses/${c.id}`} size="sm">
                    {c.title}
                  </Anchor>{" "}
                  {c.hidden && (
                    <Badge color="gray" variant="light" c="dark.7" size="sm">
                      {t("courseAdmin.hiddenBadge")}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{c.category?.title ?? "—"}</Table.Td>
                <Table.Td>{c.provider.label}</Table.Td>
                <Table.Td>
                  <Switch
                    aria-label={t("courseAdmin.hiddenLabel", { title: c.title })}
                    checked={c.hidden}
                    disabled={busy !== null}
                    onChange={(e) => {
                      const hidden = e.currentTarget.checked;
                      void run(
                        `hidden-${c.id}`,
                        () => setHidden({ variables: { id: c.id, hidden } }),
                        t(hidden ? "courseAdmin.hiddenDone" : "courseAdmin.shownDone", { title: c.title }),
                        t("courseAdmin.cannotShow", { title: c.title }),
                      );
                    }}
                  />
                </Table.Td>
                <Table.Td>
                  <Switch
                    aria-label={t("courseAdmin.featuredLabel", { title: c.title })}
                    checked={c.feature}
                    // A hidden course cannot be featured (the server refuses too); unfeaturing stays possible.
                    disabled={busy !== null || (c.hidden && !c.feature)}
                    onChange={(e) => {
                      const featured = e.currentTarget.checked;
                      void run(
                        `feature-${c.id}`,
                        () => setFeatured({ variables: { id: c.id, featured } }),
                        t(featured ? "courseAdmin.featuredDone" : "courseAdmin.unfeaturedDone", { title: c.title }),
                        t("courseAdmin.cannotFeature", { title: c.title }),
                      );
                    }}
                  />
                </Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={`/courses/admin/courses/${c.id}/edit`} size="sm" aria-label={t("courseAdmin.editLabel", { title: c.title })}>
                    {t("courseAdmin.edit")}
                  </Anchor>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}

export default function AdminCoursesPage() {
  const { t } = useTranslation();
  const { data } = useQuery(ViewerDocument);
  const allowed = data?.viewer?.roles.includes("COURSE_ADMIN") ?? false;
  return (
    <Stack gap="lg" maw={1100} mx="auto">
      <PageTitle title={t("courseAdmin.title")} />
      <CoursesSubNav />
      <Title order={1}>{t("courseAdmin.title")}</Title>
      {allowed ? (
        <CoursesTable />
      ) : (
        <Alert color="red" variant="light" title={t("courseAdmin.notAllowedTitle")} role="alert">
          {t("courseAdmin.notAllowedBody")}
        </Alert>
      )}
    </Stack>
  );
}
