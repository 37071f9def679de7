/**
 * The applications to one job in the job back office (/jobs/admin/all?applications={jobId}, JOB_ADMIN and the job's
 * employer's representatives): a section headed "Applications to {title}", filtered by status, paged at the server's
 * default size. The job (its career role) is read first, then the applications with each applicant's CV score against
 * that role. Each application shows its applicant with their profile completion and CV score, status, date, cover note
 * and dated history, and offers exactly the server's `allowedMoves`, each behind a confirm dialog with an optional note
 * for the applicant. `onMoved` lets the page re-read its counts.
 */
import { useId, useState } from "react";
import { Button, Group, NativeSelect, Paper, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import {
  AdminJobApplicationsDocument,
  AdminJobApplicationsJobDocument,
  type JobApplicationStatus,
} from "../../../../__generated__/graphql";
import { ActionFeedback } from "../../../../ui/ActionFeedback";
import { ListPagination } from "../../../../ui/ListPagination";
import { QueryListBody } from "../../../../ui/ListStates";
import { formatDate } from "../../../../lib/format";
import { useConfirmedAction } from "../../../../ui/useConfirmedAction";
import { JOB_APPLICATION_STATUSES, JobApplicationHistory, JobApplicationStatusBadge } from "../JobApplicationStatus";
import { MoveWithNoteModal } from "../../../../ui/MoveWithNoteModal";
import { ApplicantFacts } from "./ApplicantFacts";
import { useMoveJobApplication } from "../../mutations/useMoveJobApplication";
import { PARTIAL_DATA } from "../../../../lib/partialData";
import { personName } from "../../../../lib/personName";
import { LearnerName } from "../../../../ui/LearnerName";
import { MOVE_NOTE_MAX } from "@server/jobs/modules/applications/rules/applications";

export function JobApplicationsPanel({ jobId, onMoved }: { jobId: string; onMoved?: () => void }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const [status, setStatus] = useState<JobApplicationStatus | null>(null);
  const [page, setPage] = useState(1);
  // The job's career role first: the applicants' CV scores are asked against it (none when the job has no role).
  const jobQuery = useQuery(AdminJobApplicationsJobDocument, { variables: { jobId } });
  const jobKnown = jobQuery.data !== undefined || jobQuery.error !== undefined;
  const careerRole = jobQuery.data?.job?.careerRole ?? null;
  const query = useQuery(AdminJobApplicationsDocument, {
    ...PARTIAL_DATA,
    variables: { jobId, page, status, roleId: careerRole?.id ?? null, withScore: careerRole != null },
    fetchPolicy: "cache-and-network",
    skip: !jobKnown,
  });
  const [move, moveState] = useMoveJobApplication();
  const [note, setNote] = useState("");
  const statusName = (s: JobApplicationStatus) => t(`jobApplications.status.${s}`);
  const { pending, setPending, done, error, run } = useConfirmedAction(
    async (picked: { id: string; to: JobApplicationStatus; name: string }) => {
      await move({ variables: { id: picked.id, to: picked.to, note: note.trim() || null } });
      setNote("");
      onMoved?.();
      return t("jobsAdmin.panel.moved", { name: picked.name, status: statusName(picked.to) });
    },
    t("jobsAdmin.panel.actionError"),
    query.refetch,
  );
  const close = () => {
    setPending(null);
    setNote("");
  };
  const items = query.data?.jobApplications.items ?? [];
  const title = jobQuery.data?.job?.title ?? "…";

  return (
    <Paper component="section" withBorder radius="md" p="lg" aria-labelledby={headingId}>
      <Stack gap="md">
        <Title order={2} size="h3" id={headingId}>
          {t("jobsAdmin.panel.heading", { title })}
        </Title>
        <NativeSelect
          label={t("jobsAdmin.panel.status")}
          value={status ?? ""}
          onChange={(e) => {
            setStatus((e.currentTarget.value || null) as JobApplicationStatus | null);
            setPage(1);
          }}
          data={[
            { value: "", label: t("jobsAdmin.panel.all") },
            ...JOB_APPLICATION_STATUSES.map((s) => ({ value: s, label: statusName(s) })),
          ]}
          maw={260}
        />
        <ActionFeedback done={done} error={error} />
        <QueryListBody
          query={{ ...query, loading: query.loading || !jobKnown }}
          isEmpty={items.length === 0}
          messages={{ loading: t("jobsAdmin.panel.loading"), error: t("jobsAdmin.panel.error"), empty: t("jobsAdmin.panel.empty") }}
        >
          <Stack component="ul" gap="md" className="plain-list" aria-label={t("jobsAdmin.panel.listLabel", { title })}>
            {items.map((a) => (
              <Paper component="li" key={a.id} withBorder radius="sm" p="md" aria-label={personName(a.applicant, t)}>
                <Stack gap="sm">
                  <Group justify="space-between" align="flex-start" wrap="wrap">
                    <div>
                      <Title order={3} size="h5">
                        <LearnerName user={a.applicant} />
                      </Title>
                      <Text size="sm" c="dimmed">
                        {t("jobsAdmin.panel.applied", { date: formatDate(a.appliedAt, i18n.language) })}
                      </Text>
                    </div>
                    <JobApplicationStatusBadge status={a.status} />
                  </Group>
                  {a.applicant && <ApplicantFacts applicant={a.applicant} careerRole={careerRole} />}
                  <div>
                    <Text size="sm" fw={600}>
                      {t("jobsAdmin.panel.coverNote")}
                    </Text>
                    <Text size="sm" c={a.coverNote ? undefined : "dimmed"} style={{ whiteSpace: "pre-line" }}>
                      {a.coverNote ?? t("jobsAdmin.panel.noCoverNote")}
                    </Text>
                  </div>
                  <div>
                    <Text size="sm" fw={600} mb={6}>
                      {t("jobsAdmin.panel.history")}
                    </Text>
                    <JobApplicationHistory history={a.history} />
                  </div>
                  {/* Exactly the server's moves for this viewer (withdrawing is the applicant's; nothing moves back to APPLIED). */}
                  {a.allowedMoves.some((m) => m !== "WITHDRAWN" && m !== "APPLIED") && (
                    <Group gap="xs">
                      {a.allowedMoves
                        .filter((m) => m !== "WITHDRAWN" && m !== "APPLIED")
                        .map((to) => (
                          <Button
                            key={to}
                            size="xs"
                            variant={to === "DECLINED" ? "light" : "filled"}
                            color={to === "DECLINED" ? "red" : undefined}
                            onClick={() => setPending({ id: a.id, to, name: personName(a.applicant, t) })}
                          >
                            {t(`jobsAdmin.panel.moveTo.${to}`)}
                          </Button>
                        ))}
                    </Group>
                  )}
                </Stack>
              </Paper>
            ))}
          </Stack>
          <ListPagination page={page} pageInfo={query.data?.jobApplications.pageInfo} onChange={setPage} />
        </QueryListBody>
      </Stack>

      <MoveWithNoteModal
        opened={pending != null}
        onClose={close}
        title={t("jobsAdmin.panel.moveTitle")}
        body={pending ? t("jobsAdmin.panel.moveBody", { name: pending.name, status: statusName(pending.to) }) : null}
        noteLabel={t("jobsAdmin.panel.note")}
        noteHint={t("jobsAdmin.panel.noteHint")}
        noteMax={MOVE_NOTE_MAX}
        note={note}
        onNoteChange={setNote}
        keepLabel={t("jobsAdmin.panel.keep")}
        confirmLabel={t("jobsAdmin.panel.moveYes")}
        danger={pending?.to === "DECLINED"}
        loading={moveState.loading}
        onConfirm={() => void run()}
      />
    </Paper>
  );
}
