/**
 * /programmes/admin/programmes (COURSE_ADMIN): every programme (title, kind, cohort dates) with its settings per row —
 * taking applications (its enrolment option's open flag follows on the server), shown on the dashboard and the cohort
 * start (the last day follows from the duration; information sessions: the session's date) and the last day of
 * applications (empty: until the cohort starts; a later day extends them; days are the platform's, UTC+8) — each row saved on its
 * own; the server's per-field messages land on the field. Below, each programme's registration form (title, purpose,
 * number of fields), read-only: forms are defined in code. Other people see the not-allowed state.
 */
import { useState } from "react";
import { Button, List, Stack, Switch, Table, Text, TextInput, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { AdminProgrammesDocument, type AdminProgrammesQuery } from "../../../__generated__/graphql";
import { ActionFeedback } from "../../../ui/ActionFeedback";
import { formatDay, StaffSection } from "../../classroom";
import { CourseAdminPage } from "../../catalogue";
import { DataTable } from "../../../ui/DataTable";
import { QueryListBody } from "../../../ui/ListStates";
import { ProgrammesSubNav } from "../components/ProgrammesSubNav";
import { readServerError } from "../../../lib/graphqlErrors";
import { useUpdateProgramme } from "../mutations/useUpdateProgramme";

type Programme = AdminProgrammesQuery["programmes"][number];

/** The platform's days are UTC+8 (Malaysia, Hong Kong): a deadline day ends at the next local midnight. */
const LOCAL_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The local day a deadline instant closes (the last day applications are taken), as YYYY-MM-DD. */
const deadlineDayOf = (iso: string | null | undefined) =>
  iso ? new Date(Date.parse(iso) - 1 + LOCAL_OFFSET_MS).toISOString().slice(0, 10) : "";
/** A deadline day as the instant it closes (the next local midnight); blank is no deadline (the default close). */
const deadlineOf = (day: string) => (day ? new Date(Date.parse(`${day}T00:00:00.000Z`) - LOCAL_OFFSET_MS + DAY_MS).toISOString() : null);
type Feedback = { done: string | null; error: string | null };

function ProgrammeRow({ programme: p, onFeedback }: { programme: Programme; onFeedback: (f: Feedback) => void }) {
  const { t, i18n } = useTranslation();
  const [update, { loading }] = useUpdateProgramme();
  const [values, setValues] = useState({
    applicationOpen: p.applicationOpen,
    showAtDashboard: p.showAtDashboard,
    cohortStartsOn: p.cohortStartsOn ?? "",
    deadlineDay: deadlineDayOf(p.applicationDeadline),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const titleId = `manage-programme-${p.id}`;
  const day = (d: string) => formatDay(d, i18n.language);
  const session = p.kind === "INFO_SESSION";

  const save = async () => {
    setErrors({});
    onFeedback({ done: null, error: null });
    try {
      const { deadlineDay, ...settings } = values;
      // A day that is not a date goes as it is, for the server to refuse on the field.
      const applicationDeadline = /^\d{4}-\d{2}-\d{2}$/.test(deadlineDay) || !deadlineDay ? deadlineOf(deadlineDay) : deadlineDay;
      await update({ variables: { id: p.id, input: { ...settings, applicationDeadline } } });
      onFeedback({ done: t("programmes.manage.saved", { title: p.title }), error: null });
    } catch (err) {
      const { code, message, fields } = readServerError(err);
      if (code === "BAD_USER_INPUT") setErrors(fields);
      onFeedback({
        done: null,
        error:
          code === "BAD_USER_INPUT" ? t("programmes.manage.fixFields", { title: p.title }) : message || t("programmes.manage.saveError"),
      });
    }
  };

  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={500} id={titleId}>
          {p.title}
        </Text>
      </Table.Td>
      <Table.Td>{t(`programmes.manage.kinds.${p.kind}`)}</Table.Td>
      <Table.Td>
        {!p.cohortStartsOn
          ? "—"
          : session || !p.cohortEndsOn || p.cohortEndsOn === p.cohortStartsOn
            ? day(p.cohortStartsOn)
            : t("programmes.manage.dateRange", { from: day(p.cohortStartsOn), to: day(p.cohortEndsOn) })}
      </Table.Td>
      <Table.Td>
        <Stack gap="xs">
          <Switch
            label={t("programmes.manage.taking")}
            checked={values.applicationOpen}
            onChange={(e) => {
              const checked = e.currentTarget.checked;
              setValues((v) => ({ ...v, applicationOpen: checked }));
            }}
            aria-describedby={titleId}
            error={errors.applicationOpen}
          />
          <Switch
            label={t("programmes.manage.shown")}
            checked={values.showAtDashboard}
            onChange={(e) => {
              const checked = e.currentTarget.checked;
              setValues((v) => ({ ...v, showAtDashboard: checked }));
            }}
            aria-describedby={titleId}
            error={errors.showAtDashboard}
          />
          {p.applicationOpen && !p.takingApplications && (
            <Text size="xs" c="dimmed">
              {t("programmes.manage.closedByDates")}
            </Text>
          )}
        </Stack>
      </Table.Td>
      <Table.Td>
        <TextInput
          type="date"
          label={session ? t("programmes.manage.sessionDate") : t("programmes.manage.cohortStart")}
          description={session ? undefined : t("programmes.manage.endFollows", { count: p.durationMonths ?? 0 })}
          value={values.cohortStartsOn}
          onChange={(e) => {
            const value = e.currentTarget.value;
            setValues((v) => ({ ...v, cohortStartsOn: value }));
          }}
          error={errors.cohortStartsOn}
          size="xs"
          w={170}
        />
        <TextInput
          type="date"
          mt="xs"
          label={t("programmes.manage.deadline")}
          description={t("programmes.manage.deadlineHelp")}
          value={values.deadlineDay}
          onChange={(e) => {
            const value = e.currentTarget.value;
            setValues((v) => ({ ...v, deadlineDay: value }));
          }}
          error={errors.applicationDeadline}
          size="xs"
          w={170}
        />
      </Table.Td>
      <Table.Td>
        <Button size="xs" onClick={() => void save()} loading={loading} aria-describedby={titleId}>
          {t("programmes.manage.save")}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

function ProgrammesTable() {
  const { t } = useTranslation();
  const query = useQuery(AdminProgrammesDocument, { fetchPolicy: "cache-and-network" });
  const [feedback, setFeedback] = useState<Feedback>({ done: null, error: null });
  const list = query.data?.programmes ?? [];
  return (
    <StaffSection id="manage-programmes-heading" title={t("programmes.manage.listTitle")}>
      <ActionFeedback done={feedback.done} error={feedback.error} />
      <QueryListBody
        query={query}
        isEmpty={list.length === 0}
        messages={{ loading: t("programmes.manage.loading"), error: t("programmes.manage.error"), empty: t("programmes.manage.empty") }}
      >
        <DataTable
          ariaLabel={t("programmes.manage.tableLabel")}
          minWidth={900}
          columns={[
            t("programmes.manage.programme"),
            t("programmes.manage.kind"),
            t("programmes.manage.cohort"),
            t("programmes.manage.settings"),
            t("programmes.manage.start"),
            t("programmes.manage.actions"),
          ]}
        >
          {list.map((p) => (
            <ProgrammeRow key={p.id} programme={p} onFeedback={setFeedback} />
          ))}
        </DataTable>
      </QueryListBody>
    </StaffSection>
  );
}

function RegistrationForms() {
  const { t } = useTranslation();
  const { data } = useQuery(AdminProgrammesDocument);
  const programmes = data?.programmes ?? [];
  if (programmes.length === 0) return null;
  return (
    <StaffSection id="registration-forms-heading" title={t("programmes.manage.formsTitle")}>
      <Text size="sm" c="dimmed">
        {t("programmes.manage.formsIntro")}
      </Text>
      <List spacing="sm" listStyleType="none" pl={0}>
        {programmes.map((p) => (
          <List.Item key={p.id}>
            <Title order={3} size="h5">
              {p.title}
            </Title>
            {p.registrationForm ? (
              <>
                <Text size="sm" fw={500}>
                  {p.registrationForm.title}
                </Text>
                <Text size="sm">{p.registrationForm.purpose}</Text>
                <Text size="xs" c="dimmed">
                  {t("programmes.manage.fieldCount", { count: p.registrationForm.fields.length })}
                </Text>
              </>
            ) : (
              <Text size="sm" c="dimmed">
                {t("programmes.manage.noForm")}
              </Text>
            )}
          </List.Item>
        ))}
      </List>
    </StaffSection>
  );
}

export default function AdminProgrammesPage() {
  const { t } = useTranslation();
  return (
    <CourseAdminPage
      title={t("programmes.manage.title")}
      notAllowedTitle={t("programmes.admin.notAllowedTitle")}
      notAllowedBody={t("programmes.manage.notAllowedBody")}
    >
      <ProgrammesSubNav />
      <ProgrammesTable />
      <RegistrationForms />
    </CourseAdminPage>
  );
}
