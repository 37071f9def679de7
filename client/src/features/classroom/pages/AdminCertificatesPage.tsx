/**
 * /courses/admin/certificates?page= (COURSE_ADMIN): every certificate, newest issued first, 20 a page — holder,
 * title, badge, issued date and status (valid or revoked, with the reason) — with "Revoke" (a reason is required) and
 * an "Issue a certificate" form: a person, a course (or a badge without a course, such as `case`) and the date they
 * started. The server's per-field errors show next to the fields. Other people see the not-allowed state.
 */
import { useState } from "react";
import { Anchor, Badge, Button, Group, Modal, Select, SimpleGrid, Stack, Table, Text, TextInput, Textarea, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { Link, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { AdminCertificatesDocument, CertificateFormOptionsDocument } from "../../../__generated__/graphql";
import { ActionFeedback } from "../../../ui/ActionFeedback";
import { formatDay, todayDay } from "../components/staff/dates";
import { PersonPicker } from "../components/staff/PersonPicker";
import { StaffSection } from "../components/staff/StaffSection";
import { CourseAdminPage } from "../../catalogue";
import { DataTable } from "../../../ui/DataTable";
import { LearnerName } from "../../../ui/LearnerName";
import { ListPagination } from "../../../ui/ListPagination";
import { QueryListBody } from "../../../ui/ListStates";
import { readServerError } from "../../../lib/graphqlErrors";
import { parsePage } from "../../../lib/pageParam";
import { useConfirmedAction } from "../../../ui/useConfirmedAction";
import { PARTIAL_DATA } from "../../../lib/partialData";
import { personName } from "../../../lib/personName";
import { useRevokeCertificate } from "../mutations/useRevokeCertificate";
import { useIssueCertificate } from "../mutations/useIssueCertificate";
import { REVOKE_REASON_MAX } from "@server/courses/modules/certificates/rules/certificates";

function CertificatesTable() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = parsePage(params.get("page"));
  const query = useQuery(AdminCertificatesDocument, { ...PARTIAL_DATA, variables: { page }, fetchPolicy: "cache-and-network" });
  const [revoke, revokeState] = useRevokeCertificate();
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string | null>(null);
  const { pending, setPending, done, error, run } = useConfirmedAction(
    async (picked: { id: string; title: string; name: string }) => {
      await revoke({ variables: { id: picked.id, reason: reason.trim() } });
      setReason("");
      return t("classroomStaff.certificates.revoked", { title: picked.title, name: picked.name });
    },
    t("classroomStaff.certificates.revokeError"),
    query.refetch,
  );
  const close = () => {
    setPending(null);
    setReason("");
    setReasonError(null);
  };
  const confirm = () => {
    const text = reason.trim();
    if (!text) return setReasonError(t("validation.required"));
    if (text.length > REVOKE_REASON_MAX) return setReasonError(t("validation.maxLength", { max: REVOKE_REASON_MAX }));
    setReasonError(null);
    void run();
  };
  const items = query.data?.certificates.items ?? [];
  const day = (d: string) => formatDay(d, i18n.language);

  return (
    <Stack gap="sm" component="section" aria-labelledby="certificates-heading">
      <Title order={2} size="h3" id="certificates-heading">
        {t("classroomStaff.certificates.listTitle")}
      </Title>
      <ActionFeedback done={done} error={error} />
      <QueryListBody
        query={query}
        isEmpty={items.length === 0}
        messages={{
          loading: t("classroomStaff.certificates.loading"),
          error: t("classroomStaff.certificates.error"),
          empty: t("classroomStaff.certificates.empty"),
        }}
      >
        <DataTable
          ariaLabel={t("classroomStaff.certificates.tableLabel")}
          columns={[
            t("classroomStaff.certificates.holder"),
            t("classroomStaff.certificates.titleColumn"),
            t("classroomStaff.certificates.badge"),
            t("classroomStaff.certificates.issued"),
            t("classroomStaff.certificates.status"),
            t("classroomStaff.certificates.actions"),
          ]}
        >
          {items.map((c) => (
            <Table.Tr key={c.id}>
              <Table.Td>
                <LearnerName user={c.holder} />
              </Table.Td>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={`/certificates/${c.idSlug}`}
                  size="sm"
                  aria-label={t("classroomStaff.certificates.verifyLabel", { title: c.title, name: personName(c.holder, t) })}
                >
                  {c.title}
                </Anchor>
                {c.issuedByAdmin && (
                  <Text size="xs" c="dimmed">
                    {t("classroomStaff.certificates.byAdmin")}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{c.badge ? c.badge.id : "—"}</Table.Td>
              <Table.Td>{day(c.dateIssued)}</Table.Td>
              <Table.Td>
                {c.revokedAt ? (
                  <Stack gap={2}>
                    <Badge color="red" variant="light" c="var(--tf-text-strong)">
                      {t("classroomStaff.certificates.revokedStatus")}
                    </Badge>
                    {c.revokedReason && <Text size="xs">{c.revokedReason}</Text>}
                  </Stack>
                ) : (
                  <Badge color="green" variant="light" c="var(--tf-text-strong)">
                    {t("classroomStaff.certificates.valid")}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>
                {!c.revokedAt && (
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    c="var(--tf-text-danger)"
                    aria-label={t("classroomStaff.certificates.revokeLabel", { title: c.title, name: personName(c.holder, t) })}
                    onClick={() => setPending({ id: c.id, title: c.title, name: personName(c.holder, t) })}
                  >
                    {t("classroomStaff.certificates.revoke")}
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </DataTable>
        <ListPagination page={page} pageInfo={query.data?.certificates.pageInfo} onChange={(p) => setParams({ page: String(p) })} />
      </QueryListBody>

      <Modal
        opened={pending != null}
        onClose={close}
        title={t("classroomStaff.certificates.revokeTitle")}
        centered
        closeButtonProps={{ "aria-label": t("classroomStaff.keep") }}
      >
        <Stack gap="sm">
          <Text size="sm">
            {pending ? t("classroomStaff.certificates.revokeBody", { title: pending.title, name: pending.name }) : null}
          </Text>
          <Textarea
            label={t("classroomStaff.certificates.reason")}
            description={t("classroomStaff.certificates.reasonHint")}
            required
            maxLength={REVOKE_REASON_MAX}
            autosize
            minRows={2}
            value={reason}
            error={reasonError}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={revokeState.loading}>
              {t("classroomStaff.keep")}
            </Button>
            <Button color="red" loading={revokeState.loading} onClick={confirm}>
              {t("classroomStaff.certificates.revokeYes")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

function IssueForm() {
  const { t } = useTranslation();
  const options = useQuery(CertificateFormOptionsDocument);
  const [issue, state] = useIssueCertificate();
  const [holder, setHolder] = useState<string | null>(null);
  const [target, setTarget] = useState<string | null>(null);
  const [dateStarted, setDateStarted] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [pickerKey, setPickerKey] = useState(0);

  const courses = options.data?.allCourses ?? [];
  const badgesWithoutCourse = options.data?.badges.filter((b) => b.course == null) ?? [];
  const data = [
    { group: t("classroomStaff.certificates.courses"), items: courses.map((c) => ({ value: `course:${c.id}`, label: c.title })) },
    {
      group: t("classroomStaff.certificates.badges"),
      items: badgesWithoutCourse.map((b) => ({ value: `badge:${b.id}`, label: `${b.title} (${b.id})` })),
    },
  ].filter((g) => g.items.length > 0);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setDone(null);
    setFormError(null);
    const local: Record<string, string> = {};
    if (!holder) local.holderId = t("validation.required");
    if (!target) local.courseId = t("validation.required");
    if (!dateStarted) local.dateStarted = t("validation.required");
    setErrors(local);
    if (Object.keys(local).length) return;
    const [kind, id] = target!.split(/:(.*)/s) as [string, string];
    try {
      const result = await issue({
        variables: { input: { holderId: holder!, dateStarted, ...(kind === "course" ? { courseId: id } : { badgeId: id }) } },
      });
      const cert = result.data?.issueCertificate;
      setDone(t("classroomStaff.certificates.issuedDone", { title: cert?.title ?? "", name: cert ? personName(cert.holder, t) : "" }));
      setHolder(null);
      setTarget(null);
      setDateStarted("");
      setPickerKey((k) => k + 1);
    } catch (err) {
      const { code, message, fields } = readServerError(err);
      // Course and badge share one select.
      setErrors({ ...fields, ...(fields.badgeId && !fields.courseId ? { courseId: fields.badgeId } : {}) });
      setFormError(
        code === "BAD_USER_INPUT" ? t("classroomStaff.certificates.badInput") : message || t("classroomStaff.certificates.issueError"),
      );
    }
  };

  return (
    <StaffSection id="issue-heading" title={t("classroomStaff.certificates.issueTitle")}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <ActionFeedback done={done} error={formError} />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <PersonPicker
              key={pickerKey}
              label={t("classroomStaff.certificates.person")}
              required
              value={holder}
              onChange={(id) => setHolder(id)}
              error={errors.holderId}
            />
            <Select
              label={t("classroomStaff.certificates.target")}
              description={t("classroomStaff.certificates.targetHint")}
              required
              searchable
              data={data}
              value={target}
              onChange={setTarget}
              error={errors.courseId}
            />
            <TextInput
              type="date"
              label={t("classroomStaff.certificates.dateStarted")}
              description={t("classroomStaff.certificates.dateStartedHint")}
              required
              max={todayDay()}
              value={dateStarted}
              onChange={(e) => setDateStarted(e.currentTarget.value)}
              error={errors.dateStarted}
            />
          </SimpleGrid>
          <Group>
            <Button type="submit" loading={state.loading}>
              {t("classroomStaff.certificates.issue")}
            </Button>
          </Group>
        </Stack>
      </form>
    </StaffSection>
  );
}

export default function AdminCertificatesPage() {
  const { t } = useTranslation();
  return (
    <CourseAdminPage
      title={t("classroomStaff.certificates.title")}
      notAllowedTitle={t("classroomStaff.notAllowedTitle")}
      notAllowedBody={t("classroomStaff.notAllowedBody")}
    >
      <CertificatesTable />
      <IssueForm />
    </CourseAdminPage>
  );
}
