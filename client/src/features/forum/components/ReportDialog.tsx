/**
 * Report a post or a comment (`viewerMayReport`: logged in, not its author, no report of theirs waiting on it): a
 * "Report" button opening a dialog with the reason (5-500 characters, counted as they type). The reason is checked here
 * for the quick answer, and the server's messages (BAD_USER_INPUT on `reason`, CONFLICT for a report already waiting)
 * are shown in the dialog, which stays open. On success the dialog says what happens next; the content shows as
 * reported (the button turns into a "Reported" state, the notice "Reported: hidden from others…" appears) and the
 * moderators' cached lists are dropped (lib/forumCache afterContentReported).
 */
import { useState } from "react";
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { readServerError } from "../../../lib/graphqlErrors";
import { InlineActionError } from "../../../ui/ActionFeedback";
import { FlagIcon } from "../../../ui/icons";
import { useReportForumComment } from "../mutations/useReportForumComment";
import { useReportForumPost } from "../mutations/useReportForumPost";

/** The report's reason, in characters (rules/moderation REPORT_REASON_LIMITS on the server). */
export const REPORT_REASON_LIMITS = { min: 5, max: 500 } as const;

export type ReportTarget = {
  kind: "post" | "comment";
  id: string;
  /** What the button names: a post's title or a comment's author. */ name: string;
};

/** The Report button (and its dialog); after a report sent here it stays as a "Reported" state. */
export function ReportButton({ target, mayReport }: { target: ReportTarget; mayReport: boolean }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  // The dialog is mounted from its first opening on (a page lists many reportable comments; most are never reported).
  const [used, setUsed] = useState(false);
  const [sent, setSent] = useState(false);
  // Kept while the dialog is open: the report's cache update turns `mayReport` off before the dialog says it was sent.
  if (!mayReport && !sent && !opened) return null;
  const named =
    target.kind === "post"
      ? t("forum.reports.reportPostNamed", { title: target.name })
      : t("forum.reports.reportCommentNamed", { name: target.name });
  return (
    <>
      {/* One button throughout (focus comes back to it when the dialog closes); once sent it only says so. */}
      <Button
        size="compact-sm"
        variant="subtle"
        color="gray"
        c="var(--tf-text-strong)"
        leftSection={<FlagIcon />}
        aria-label={
          sent
            ? target.kind === "post"
              ? t("forum.reports.reportedPostNamed", { title: target.name })
              : t("forum.reports.reportedCommentNamed", { name: target.name })
            : named
        }
        aria-haspopup={sent ? undefined : "dialog"}
        aria-disabled={sent || undefined}
        onClick={() => {
          if (sent) return;
          setUsed(true);
          setOpened(true);
        }}
      >
        {sent ? t("forum.reports.reported") : t("forum.reports.report")}
      </Button>
      {used && (
        <Modal
          opened={opened}
          onClose={() => setOpened(false)}
          title={target.kind === "post" ? t("forum.reports.dialog.titlePost") : t("forum.reports.dialog.titleComment")}
          centered
          closeButtonProps={{ "aria-label": t("forum.reports.dialog.close") }}
        >
          {sent ? (
            <Stack gap="md">
              <Alert color="green" variant="light" role="status">
                {t("forum.reports.dialog.sent")}
              </Alert>
              <Group justify="flex-end">
                <Button onClick={() => setOpened(false)} data-autofocus>
                  {t("forum.reports.dialog.close")}
                </Button>
              </Group>
            </Stack>
          ) : (
            <ReportForm target={target} onCancel={() => setOpened(false)} onSent={() => setSent(true)} />
          )}
        </Modal>
      )}
    </>
  );
}

function ReportForm({ target, onCancel, onSent }: { target: ReportTarget; onCancel: () => void; onSent: () => void }) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string | null>(null);
  const [reportPost, postState] = useReportForumPost();
  const [reportComment, commentState] = useReportForumComment();
  const form = useForm({
    initialValues: { reason: "" },
    validate: {
      reason: (value) => {
        const length = [...value.trim()].length;
        if (length < REPORT_REASON_LIMITS.min) return t("forum.reports.dialog.tooShort", { min: REPORT_REASON_LIMITS.min });
        if (length > REPORT_REASON_LIMITS.max) return t("forum.reports.dialog.tooLong", { max: REPORT_REASON_LIMITS.max });
        return null;
      },
    },
  });
  const submit = form.onSubmit(async ({ reason }) => {
    setFormError(null);
    const variables = { id: target.id, reason: reason.trim() };
    try {
      if (target.kind === "post") await reportPost({ variables });
      else await reportComment({ variables });
      onSent();
    } catch (e) {
      const { code, message, fields } = readServerError(e);
      if (code === "BAD_USER_INPUT" && fields.reason) form.setFieldError("reason", fields.reason);
      else setFormError(code === "CONFLICT" ? t("forum.reports.dialog.conflict") : message || t("forum.reports.dialog.error"));
    }
  });
  const count = [...form.values.reason.trim()].length;
  const loading = postState.loading || commentState.loading;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t("forum.reports.dialog.intro")}</Text>
        <InlineActionError error={formError} />
        <Textarea
          label={t("forum.reports.dialog.reason")}
          description={t("forum.reports.dialog.reasonHint", { min: REPORT_REASON_LIMITS.min, max: REPORT_REASON_LIMITS.max, count })}
          required
          autosize
          minRows={3}
          maxRows={8}
          maxLength={REPORT_REASON_LIMITS.max}
          data-autofocus
          {...form.getInputProps("reason")}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={loading}>
            {t("forum.reports.dialog.cancel")}
          </Button>
          <Button type="submit" color="red.8" loading={loading}>
            {t("forum.reports.dialog.send")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
