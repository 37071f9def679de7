/**
 * Applying to a job, on the job page. Visitors: "Log in to apply" (to /login?next=<this page>). Logged in, open job,
 * not applied: an optional cover note (at most 2000 characters) and Apply. Once applied: the status badge, the dated
 * history and Withdraw while the server allows it (a confirm dialog with an optional note). Closed jobs say so (and
 * still show the viewer's application). One application per job, ever: a withdrawn one is shown, not replaced.
 *
 * How the cache follows applying and withdrawing is the mutation hooks' (mutations/useApplyToJob, useWithdrawJobApplication).
 */
import { useState, type ReactNode } from "react";
import { Alert, Anchor, Button, Group, Modal, Paper, Stack, Text, Textarea, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { Link, useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { ViewerDocument, type ApplyPanel_JobFragment, type JobApplicationStatus_ApplicationFragment } from "../../../__generated__/graphql";
import { ActionFeedback } from "../../../ui/ActionFeedback";
import { formatDate } from "../../../lib/format";
import { readServerError } from "../../../lib/graphqlErrors";
import { useConfirmedAction } from "../../../ui/useConfirmedAction";
import { JobApplicationHistory, JobApplicationStatusBadge } from "./JobApplicationStatus";
import { useApplyToJob } from "../mutations/useApplyToJob";
import { useWithdrawJobApplication } from "../mutations/useWithdrawJobApplication";
import { COVER_NOTE_MAX, MOVE_NOTE_MAX } from "@server/jobs/modules/applications/rules/applications";

export const APPLIED_JOBS_PATH = "/jobs/applied-jobs";

export function ApplyPanel({ job, headingOrder = 2 }: { job: ApplyPanel_JobFragment; headingOrder?: 2 | 3 }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const viewer = useQuery(ViewerDocument);
  const [coverNote, setCoverNote] = useState("");
  const [applyError, setApplyError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [apply, applyState] = useApplyToJob();
  const withdraw = useWithdrawDialog();
  const application = job.viewerApplication;
  const tooLong = coverNote.length > COVER_NOTE_MAX;

  const submit = async () => {
    if (tooLong) return;
    setApplyError(null);
    try {
      await apply({ variables: { jobId: job.id, coverNote: coverNote.trim() || null } });
      setSent(true);
      setCoverNote("");
    } catch (e) {
      const err = readServerError(e);
      setApplyError(err.fields.coverNote || err.message || t("jobApplications.apply.error"));
    }
  };

  let body: ReactNode;
  if (viewer.loading && !viewer.data) {
    body = null;
  } else if (!viewer.data?.viewer) {
    const next = `${location.pathname}${location.search}`;
    body = job.open ? (
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t("jobApplications.apply.visitorHint")}</Text>
        <Button component={Link} to={`/login?next=${encodeURIComponent(next)}`}>
          {t("jobApplications.apply.login")}
        </Button>
      </Stack>
    ) : (
      <ClosedNote />
    );
  } else if (application) {
    body = (
      <Stack gap="sm">
        {!job.open && <ClosedNote />}
        {sent && (
          <Alert color="green" variant="light" role="status">
            {t("jobApplications.apply.sent")}
          </Alert>
        )}
        <ActionFeedback done={withdraw.done} error={withdraw.error} />
        <ApplicationSummary application={application} language={i18n.language} />
        <Group gap="sm">
          {application.allowedMoves.includes("WITHDRAWN") && (
            <Button size="xs" variant="light" color="red" onClick={() => withdraw.ask({ id: application.id, title: job.title })}>
              {t("jobApplications.withdraw.button")}
            </Button>
          )}
          <Anchor component={Link} to={APPLIED_JOBS_PATH} size="sm" underline="always">
            {t("jobApplications.apply.viewAll")}
          </Anchor>
        </Group>
      </Stack>
    );
  } else if (!job.open) {
    body = <ClosedNote />;
  } else {
    body = (
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <Textarea
            label={t("jobApplications.apply.coverNote")}
            description={t("jobApplications.apply.coverNoteHint", { count: coverNote.length, max: COVER_NOTE_MAX })}
            autosize
            minRows={3}
            maxRows={12}
            value={coverNote}
            onChange={(e) => setCoverNote(e.currentTarget.value)}
            maxLength={COVER_NOTE_MAX}
            error={tooLong ? t("jobApplications.apply.coverNoteTooLong", { max: COVER_NOTE_MAX }) : undefined}
          />
          {applyError && (
            <Alert color="red" role="alert">
              {applyError}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={applyState.loading} disabled={tooLong}>
              {t("jobApplications.apply.submit")}
            </Button>
          </Group>
        </Stack>
      </form>
    );
  }

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={`apply-${job.id}`}>
      <Stack gap="sm">
        <Title order={headingOrder} size="h4" id={`apply-${job.id}`}>
          {application ? t("jobApplications.apply.yourApplication") : t("jobApplications.apply.heading")}
        </Title>
        {body}
      </Stack>
      {withdraw.dialog}
    </Paper>
  );
}

function ClosedNote() {
  const { t } = useTranslation();
  return (
    <Text size="sm" fw={500}>
      {t("jobApplications.apply.closed")}
    </Text>
  );
}

/** Status badge (with a text label), the date applied and the dated history timeline. */
export function ApplicationSummary({ application, language }: { application: JobApplicationStatus_ApplicationFragment; language: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="wrap">
        <Text size="sm" fw={500}>
          {t("jobApplications.statusLabel")}
        </Text>
        <JobApplicationStatusBadge status={application.status} />
        <Text size="xs" c="dimmed">
          {t("jobApplications.appliedOn", { date: formatDate(application.appliedAt, language) })}
        </Text>
      </Group>
      <JobApplicationHistory history={application.history} />
    </Stack>
  );
}

/**
 * Withdraw behind a confirm dialog with an optional note (at most 500 characters): `ask({ id, title })` opens it,
 * `dialog` renders it, `done` / `error` report the outcome.
 */
export function useWithdrawDialog() {
  const { t } = useTranslation();
  const [withdraw, state] = useWithdrawJobApplication();
  const [note, setNote] = useState("");
  const { pending, setPending, done, error, run } = useConfirmedAction(
    async (picked: { id: string; title: string }) => {
      await withdraw({ variables: { id: picked.id, note: note.trim() || null } });
      return t("jobApplications.withdraw.done", { title: picked.title });
    },
    t("jobApplications.withdraw.error"),
    async () => undefined,
  );
  const close = () => {
    setPending(null);
    setNote("");
  };
  const dialog = (
    <Modal
      opened={pending != null}
      onClose={close}
      title={t("jobApplications.withdraw.title")}
      centered
      closeButtonProps={{ "aria-label": t("jobApplications.withdraw.keep") }}
    >
      <Stack gap="sm">
        <Text size="sm">{pending ? t("jobApplications.withdraw.body", { title: pending.title }) : null}</Text>
        <Textarea
          label={t("jobApplications.withdraw.note")}
          maxLength={MOVE_NOTE_MAX}
          autosize
          minRows={2}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={state.loading}>
            {t("jobApplications.withdraw.keep")}
          </Button>
          <Button color="red" loading={state.loading} onClick={() => void run().then(() => setNote(""))}>
            {t("jobApplications.withdraw.confirm")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
  return { ask: (picked: { id: string; title: string }) => setPending(picked), dialog, done, error };
}
