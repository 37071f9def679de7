/**
 * /courses/admin/courses (COURSE_ADMIN): every course in catalogue order, hidden placeholders included, with
 * switches to hide/show and feature each one and a link to edit its content. The server enforces the publishing rules
 * (a course is shown only with a description and a module; a hidden course cannot be featured; hiding unfeatures);
 * the page says why a change was refused. Other people see a not-allowed state.
 */
import { useState } from "react";
import { Alert, Anchor, Badge, Switch, Table, Text } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { AdminCoursesDocument } from "../../../__generated__/graphql";
import { CourseAdminPage } from "../components/CourseAdminPage";
import { DataTable } from "../../../ui/DataTable";
import { QueryListBody } from "../../../ui/ListStates";
import { readServerError } from "../../../lib/graphqlErrors";
import { useOptionLabel } from "../../../lib/optionLabels";
import { useSetCourseHidden } from "../mutations/useSetCourseHidden";
import { useSetCourseFeatured } from "../mutations/useSetCourseFeatured";

function CoursesTable() {
  const { t } = useTranslation();
  const label = useOptionLabel();
  const { data, loading, error, refetch } = useQuery(AdminCoursesDocument, { fetchPolicy: "cache-and-network" });
  const [setHidden] = useSetCourseHidden();
  const [setFeatured] = useSetCourseFeatured();
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
  return (
    <QueryListBody
      query={{ data, loading, error, refetch }}
      isEmpty={courses.length === 0}
      messages={{ loading: t("courseAdmin.loading"), error: t("courseAdmin.error"), empty: t("courseAdmin.empty") }}
    >
      {notice && (
        <Alert color={notice.ok ? "green" : "red"} role={notice.ok ? "status" : "alert"} variant="light">
          {notice.text}
        </Alert>
      )}
      <Text size="sm" c="dimmed">
        {t("courseAdmin.rulesHint")}
      </Text>
      <DataTable
        ariaLabel={t("courseAdmin.tableLabel")}
        columns={[
          t("courseAdmin.course"),
          t("courseAdmin.category"),
          t("courseAdmin.provider"),
          t("courseAdmin.hidden"),
          t("courseAdmin.featured"),
          t("courseAdmin.actions"),
        ]}
      >
        {courses.map((c) => (
          <Table.Tr key={c.id}>
            <Table.Td>
              <Anchor component={Link} to={`/courses/${c.id}`} size="sm">
                {c.title}
              </Anchor>{" "}
              {c.hidden && (
                <Badge color="gray" variant="light" c="var(--tf-text-strong)" size="sm">
                  {t("courseAdmin.hiddenBadge")}
                </Badge>
              )}
            </Table.Td>
            <Table.Td>{c.category ? label("courseCategory", c.category.id) : "—"}</Table.Td>
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
              <Anchor
                component={Link}
                to={`/courses/admin/courses/${c.id}/edit`}
                size="sm"
                aria-label={t("courseAdmin.editLabel", { title: c.title })}
              >
                {t("courseAdmin.edit")}
              </Anchor>
            </Table.Td>
          </Table.Tr>
        ))}
      </DataTable>
    </QueryListBody>
  );
}

export default function AdminCoursesPage() {
  const { t } = useTranslation();
  return (
    <CourseAdminPage
      title={t("courseAdmin.title")}
      notAllowedTitle={t("courseAdmin.notAllowedTitle")}
      notAllowedBody={t("courseAdmin.notAllowedBody")}
    >
      <CoursesTable />
    </CourseAdminPage>
  );
}
