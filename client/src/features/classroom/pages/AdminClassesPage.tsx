/**
 * /courses/admin/classes?page= (COURSE_ADMIN): every class, newest starting first, 20 a page — title (links to the
 * class's admin page), course, dates, students and whether learners may join — and a "New class" form. Other people
 * see the not-allowed state.
 */
import { Anchor, Badge, Stack, Table, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { Link, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { AdminClassesDocument } from "../../../__generated__/graphql";
import { ClassForm, EMPTY_CLASS } from "../components/staff/ClassForm";
import { formatDay } from "../components/staff/dates";
import { StaffSection } from "../components/staff/StaffSection";
import { CourseAdminPage } from "../../catalogue";
import { DataTable } from "../../../ui/DataTable";
import { ListPagination } from "../../../ui/ListPagination";
import { QueryListBody } from "../../../ui/ListStates";
import { parsePage } from "../../../lib/pageParam";
import { useCreateClass } from "../mutations/useCreateClass";

function ClassesTable() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = parsePage(params.get("page"));
  const query = useQuery(AdminClassesDocument, { variables: { page }, fetchPolicy: "cache-and-network" });
  const items = query.data?.classes.items ?? [];
  const day = (d: string) => formatDay(d, i18n.language);
  return (
    <Stack gap="sm" component="section" aria-labelledby="classes-heading">
      <Title order={2} size="h3" id="classes-heading">
        {t("classroomStaff.classes.listTitle")}
      </Title>
      <QueryListBody
        query={query}
        isEmpty={items.length === 0}
        messages={{
          loading: t("classroomStaff.classes.loading"),
          error: t("classroomStaff.classes.error"),
          empty: t("classroomStaff.classes.empty"),
        }}
      >
        <DataTable
          ariaLabel={t("classroomStaff.classes.tableLabel")}
          columns={[
            t("classroomStaff.classes.class"),
            t("classroomStaff.classes.course"),
            t("classroomStaff.classes.dates"),
            t("classroomStaff.classes.students"),
            t("classroomStaff.classes.joinOpen"),
          ]}
        >
          {items.map((c) => (
            <Table.Tr key={c.id}>
              <Table.Td>
                <Anchor component={Link} to={`/courses/admin/classes/${c.slug}`} size="sm">
                  {c.title}
                </Anchor>
                {c.programme && (
                  <Badge ml="xs" size="sm" variant="light" color="gray" c="var(--tf-text-strong)">
                    {c.programme.title}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>{c.course.title}</Table.Td>
              <Table.Td>{t("classroomStaff.classes.dateRange", { from: day(c.startsOn), to: day(c.endsOn) })}</Table.Td>
              <Table.Td>{c.studentCount}</Table.Td>
              <Table.Td>{c.joinOpen ? t("classroomStaff.classes.yes") : t("classroomStaff.classes.no")}</Table.Td>
            </Table.Tr>
          ))}
        </DataTable>
        <ListPagination page={page} pageInfo={query.data?.classes.pageInfo} onChange={(p) => setParams({ page: String(p) })} />
      </QueryListBody>
    </Stack>
  );
}

function NewClass() {
  const { t } = useTranslation();
  const [create] = useCreateClass();
  return (
    <StaffSection id="new-class-heading" title={t("classroomStaff.classes.newTitle")}>
      <ClassForm
        initial={EMPTY_CLASS}
        submitLabel={t("classroomStaff.classes.create")}
        resetAfterSave
        onSubmit={async (input) => {
          const result = await create({ variables: { input } });
          return t("classroomStaff.classes.created", { title: result.data?.createClass.title ?? input.title });
        }}
      />
    </StaffSection>
  );
}

export default function AdminClassesPage() {
  const { t } = useTranslation();
  return (
    <CourseAdminPage
      title={t("classroomStaff.classes.title")}
      notAllowedTitle={t("classroomStaff.notAllowedTitle")}
      notAllowedBody={t("classroomStaff.notAllowedBody")}
    >
      <ClassesTable />
      <NewClass />
    </CourseAdminPage>
  );
}
