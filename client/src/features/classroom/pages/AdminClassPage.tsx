/**
 * /courses/admin/classes/:slug?page= (COURSE_ADMIN): one class — its edit form, its instructors and its students (8
 * a page, each with their progress), "Remove" for each (behind a confirm; their progress is kept), and "Add a
 * person": a people search, a role and "Add". Other people see the not-allowed state; an unknown class a not-found
 * state.
 */
import { useState } from "react";
import { Alert, Anchor, Button, Group, Modal, Progress, Select, Stack, Table, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import {
  AdminClassDocument,
  AdminClassStudentsDocument,
  ViewerDocument,
  type AdminClassPage_MemberFragment,
  type AdminClassQuery,
  type ClassRole,
} from "../../../__generated__/graphql";
import { ActionFeedback } from "../../../ui/ActionFeedback";
import { ClassForm, classValuesOf } from "../components/staff/ClassForm";
import { formatDay } from "../components/staff/dates";
import { PersonPicker } from "../components/staff/PersonPicker";
import { StaffSection } from "../components/staff/StaffSection";
import { CourseAdminPage } from "../../catalogue";
import { DataTable } from "../../../ui/DataTable";
import { LearnerName } from "../../../ui/LearnerName";
import { ListPagination } from "../../../ui/ListPagination";
import { ListError, ListLoading, QueryListBody } from "../../../ui/ListStates";
import { formatDate } from "../../../lib/format";
import { readServerError } from "../../../lib/graphqlErrors";
import { parsePage } from "../../../lib/pageParam";
import { useConfirmedAction } from "../../../ui/useConfirmedAction";
import { personName } from "../../../lib/personName";
import { PARTIAL_DATA } from "../../../lib/partialData";
import { useAddClassMember } from "../mutations/useAddClassMember";
import { useRemoveClassMember } from "../mutations/useRemoveClassMember";
import { useUpdateClass } from "../mutations/useUpdateClass";

type AdminClass = NonNullable<AdminClassQuery["class"]>;
type Pending = { userId: string; name: string; role: ClassRole };

function AddPerson({ cls, onAdded }: { cls: AdminClass; onAdded: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const [add, state] = useAddClassMember();
  const [person, setPerson] = useState<{ id: string; name: string } | null>(null);
  const [role, setRole] = useState<ClassRole>("STUDENT");
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setDone(null);
    setError(null);
    if (!person) {
      setError(t("classroomStaff.adminClass.choosePerson"));
      return;
    }
    try {
      await add({ variables: { classId: cls.id, userId: person.id, role } });
      setDone(
        t(role === "STUDENT" ? "classroomStaff.adminClass.addedStudent" : "classroomStaff.adminClass.addedInstructor", {
          name: person.name,
        }),
      );
      await onAdded();
    } catch (err) {
      setError(readServerError(err).message || t("classroomStaff.adminClass.addError"));
    }
  };
  return (
    <StaffSection id="add-person-heading" title={t("classroomStaff.adminClass.addTitle")}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <Group align="flex-start" gap="md">
            <div style={{ flex: 1, minWidth: 260 }}>
              <PersonPicker
                label={t("classroomStaff.person.label")}
                value={person?.id ?? null}
                onChange={(id, name) => setPerson(id ? { id, name: name ?? id } : null)}
                error={error && !person ? error : undefined}
              />
            </div>
            <Select
              label={t("classroomStaff.adminClass.role")}
              data={[
                { value: "STUDENT", label: t("classroomStaff.role.STUDENT") },
                { value: "INSTRUCTOR", label: t("classroomStaff.role.INSTRUCTOR") },
              ]}
              value={role}
              onChange={(v) => v && setRole(v as ClassRole)}
              allowDeselect={false}
              w={200}
            />
          </Group>
          <Group>
            <Button type="submit" loading={state.loading}>
              {t("classroomStaff.adminClass.add")}
            </Button>
          </Group>
          <ActionFeedback done={done} error={person ? error : null} />
        </Stack>
      </form>
    </StaffSection>
  );
}

function MemberActions({ member, onRemove }: { member: AdminClassPage_MemberFragment; onRemove: (p: Pending) => void }) {
  const { t } = useTranslation();
  // Without the person (the talent service is unavailable) there is no one to name or remove yet.
  const user = member.user;
  if (!user) return null;
  return (
    <Button
      size="xs"
      variant="light"
      color="red"
      c="var(--tf-text-danger)"
      aria-label={t("classroomStaff.adminClass.removeLabel", { name: user.displayName })}
      onClick={() => onRemove({ userId: user.id, name: user.displayName, role: member.role })}
    >
      {t("classroomStaff.adminClass.remove")}
    </Button>
  );
}

function Members({ cls, reloadClass }: { cls: AdminClass; reloadClass: () => Promise<unknown> }) {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = parsePage(params.get("page"));
  const students = useQuery(AdminClassStudentsDocument, {
    ...PARTIAL_DATA,
    variables: { slug: cls.slug, page },
    fetchPolicy: "cache-and-network",
  });
  const [remove, removeState] = useRemoveClassMember();
  const reload = () => Promise.all([students.refetch(), reloadClass()]);
  const { pending, setPending, done, error, run } = useConfirmedAction(
    async (p: Pending) => {
      await remove({ variables: { classId: cls.id, userId: p.userId } });
      return t("classroomStaff.adminClass.removed", { name: p.name, title: cls.title });
    },
    t("classroomStaff.adminClass.removeError"),
    reload,
  );
  const items = students.data?.class?.students.items ?? [];
  const date = (iso: string) => formatDate(iso, i18n.language);

  return (
    <>
      <AddPerson cls={cls} onAdded={reload} />
      <ActionFeedback done={done} error={error} />

      <Stack gap="sm" component="section" aria-labelledby="instructors-heading">
        <Title order={2} size="h3" id="instructors-heading">
          {t("classroomStaff.adminClass.instructors")}
        </Title>
        {cls.instructors.length === 0 ? (
          <Text size="sm">{t("classroomStaff.adminClass.noInstructors")}</Text>
        ) : (
          <DataTable
            ariaLabel={t("classroomStaff.adminClass.instructors")}
            minWidth={480}
            columns={[t("classroomStaff.adminClass.name"), t("classroomStaff.adminClass.added"), t("classroomStaff.adminClass.actions")]}
          >
            {cls.instructors.map((m, i) => (
              <Table.Tr key={m.user?.id ?? `unavailable-${i}`}>
                <Table.Td>
                  <LearnerName user={m.user} />
                </Table.Td>
                <Table.Td>{date(m.addedAt)}</Table.Td>
                <Table.Td>
                  <MemberActions member={m} onRemove={setPending} />
                </Table.Td>
              </Table.Tr>
            ))}
          </DataTable>
        )}
      </Stack>

      <Stack gap="sm" component="section" aria-labelledby="students-heading">
        <Title order={2} size="h3" id="students-heading">
          {t("classroomStaff.adminClass.studentsTitle", { count: cls.studentCount })}
        </Title>
        <QueryListBody
          query={students}
          isEmpty={items.length === 0}
          messages={{
            loading: t("classroomStaff.adminClass.studentsLoading"),
            error: t("classroomStaff.adminClass.studentsError"),
            empty: t("classroomStaff.adminClass.noStudents"),
          }}
        >
          <DataTable
            ariaLabel={t("classroomStaff.adminClass.students")}
            minWidth={640}
            columns={[
              t("classroomStaff.adminClass.name"),
              t("classroomStaff.adminClass.added"),
              t("classroomStaff.adminClass.progress"),
              t("classroomStaff.adminClass.actions"),
            ]}
          >
            {items.map((m, i) => (
              <Table.Tr key={m.user?.id ?? `unavailable-${i}`}>
                <Table.Td>
                  <LearnerName user={m.user} />
                </Table.Td>
                <Table.Td>{date(m.addedAt)}</Table.Td>
                <Table.Td>
                  {m.progress ? (
                    <Group gap="xs" wrap="nowrap">
                      <Progress
                        value={m.progress.percent}
                        w={100}
                        aria-label={t("classroomStaff.adminClass.progressOf", { name: personName(m.user, t) })}
                      />
                      <Text size="sm">
                        {t("classroomStaff.adminClass.percent", {
                          percent: m.progress.percent,
                          done: m.progress.completedLessons,
                          total: m.progress.totalLessons,
                        })}
                      </Text>
                    </Group>
                  ) : (
                    "—"
                  )}
                </Table.Td>
                <Table.Td>
                  <MemberActions member={m} onRemove={setPending} />
                </Table.Td>
              </Table.Tr>
            ))}
          </DataTable>
          <ListPagination page={page} pageInfo={students.data?.class?.students.pageInfo} onChange={(p) => setParams({ page: String(p) })} />
        </QueryListBody>
      </Stack>

      <Modal
        opened={pending != null}
        onClose={() => setPending(null)}
        title={t("classroomStaff.adminClass.removeTitle")}
        centered
        closeButtonProps={{ "aria-label": t("classroomStaff.keep") }}
      >
        <Stack gap="sm">
          <Text size="sm">{pending ? t("classroomStaff.adminClass.removeBody", { name: pending.name, title: cls.title }) : null}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setPending(null)} disabled={removeState.loading}>
              {t("classroomStaff.keep")}
            </Button>
            <Button color="red" loading={removeState.loading} onClick={() => void run()}>
              {t("classroomStaff.adminClass.removeYes")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

function ClassAdmin({ slug }: { slug: string }) {
  const { t, i18n } = useTranslation();
  const query = useQuery(AdminClassDocument, { ...PARTIAL_DATA, variables: { slug }, fetchPolicy: "cache-and-network" });
  const [update] = useUpdateClass();
  const navigate = useNavigate();
  const cls = query.data?.class;
  if (query.loading && !query.data) return <ListLoading label={t("classroomStaff.adminClass.loading")} />;
  if (query.error && !cls) return <ListError message={t("classroomStaff.adminClass.error")} onRetry={() => void query.refetch()} />;
  if (!cls)
    return (
      <Alert color="red" variant="light" title={t("classroomStaff.frame.notFoundTitle")} role="alert">
        {t("classroomStaff.adminClass.notFound")}{" "}
        <Anchor component={Link} to="/courses/admin/classes">
          {t("classroomStaff.adminClass.back")}
        </Anchor>
      </Alert>
    );
  return (
    <>
      <Text size="sm">
        {t("classroomStaff.adminClass.summary", {
          course: cls.course.title,
          from: formatDay(cls.startsOn, i18n.language),
          to: formatDay(cls.endsOn, i18n.language),
        })}{" "}
        <Anchor component={Link} to={`/classroom/${cls.slug}`} size="sm">
          {t("classroomStaff.adminClass.open")}
        </Anchor>
        {" · "}
        <Anchor component={Link} to="/courses/admin/classes" size="sm">
          {t("classroomStaff.adminClass.back")}
        </Anchor>
      </Text>
      <StaffSection id="edit-class-heading" title={t("classroomStaff.adminClass.editTitle")}>
        <ClassForm
          key={cls.id}
          initial={classValuesOf(cls)}
          submitLabel={t("classroomStaff.adminClass.save")}
          onSubmit={async (input) => {
            const result = await update({ variables: { id: cls.id, input } });
            // A new slug is a new address.
            const saved = result.data?.updateClass;
            if (saved && saved.slug !== slug) void navigate(`/courses/admin/classes/${saved.slug}`, { replace: true });
            return t("classroomStaff.adminClass.saved", { title: result.data?.updateClass.title ?? input.title });
          }}
        />
      </StaffSection>
      <Members cls={cls} reloadClass={() => query.refetch()} />
    </>
  );
}

export default function AdminClassPage() {
  const { t } = useTranslation();
  const { slug = "" } = useParams();
  const viewer = useQuery(ViewerDocument);
  const admin = viewer.data?.viewer?.roles.includes("COURSE_ADMIN") ?? false;
  // The heading names the class once it is known (read from the cache the body's query fills).
  const named = useQuery(AdminClassDocument, { variables: { slug }, skip: !admin, fetchPolicy: "cache-only" });
  const title = named.data?.class?.title ?? t("classroomStaff.adminClass.title");
  return (
    <CourseAdminPage
      title={title}
      notAllowedTitle={t("classroomStaff.notAllowedTitle")}
      notAllowedBody={t("classroomStaff.notAllowedBody")}
    >
      <ClassAdmin slug={slug} />
    </CourseAdminPage>
  );
}
